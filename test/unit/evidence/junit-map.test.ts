import { mkdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseFailureIds, buildEvidence } from '../../../src/evidence/build-evidence.js'
import { judgeByTests } from '../../../src/core/evidence/test-verdict.js'
import { collectResults } from '../../../src/evidence/collect-results.js'
import { JunitFormatError, parseJunit } from '../../../src/evidence/junit.js'
import { affectedTestFiles, mapCases, testCandidates } from '../../../src/evidence/test-map.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import { tempDir } from '../../support/kit/index.js'

// Reports written here from the JUnit format as the runners document it (attributes file, classname, name; failure/error/skipped children).
const VITEST_STYLE = `<?xml version="1.0" encoding="UTF-8" ?>
<testsuites name="vitest tests" tests="3" failures="1">
  <testsuite name="test/cart.test.ts" tests="2" failures="1">
    <testcase classname="test/cart.test.ts" name="adds an item">
      <failure message="expected 3 to be 2" type="AssertionError">AssertionError: expected 3 to be 2
 ❯ test/cart.test.ts:7:21</failure>
    </testcase>
    <testcase classname="test/cart.test.ts" name="empties"></testcase>
  </testsuite>
  <testsuite name="src/__tests__/price.test.ts" tests="1">
    <testcase classname="src/__tests__/price.test.ts" name="rounds"><skipped/></testcase>
  </testsuite>
</testsuites>`

const PYTEST_STYLE = `<testsuite name="pytest" tests="2"><testcase classname="tests.billing.test_invoice" name="test_total" file="tests/billing/test_invoice.py"><error message="boom">Traceback</error></testcase><testcase classname="tests.test_misc" name="test_other"/></testsuite>`

const NODE_STYLE = `<testsuites><testsuite name="pages"><testcase name="returns the first page" classname="test"><failure type="testCodeFailure" message="Expected values">Error: Expected values
    at TestContext.&lt;anonymous&gt; (file:///home/runner/work/shop/shop/test/pagination.test.mjs:4:47)
    at Test.run (node:internal/test_runner/test:796:25)</failure></testcase><testcase name="passes" classname="test"/></testsuite></testsuites>`

describe('JUnit parsing', () => {
  it('reads cases, statuses, suites, files and failure text of the common report shapes', () => {
    const cases = parseJunit(VITEST_STYLE)
    expect(cases.map((c) => [c.classname, c.name, c.status])).toEqual([
      ['test/cart.test.ts', 'adds an item', 'failed'],
      ['test/cart.test.ts', 'empties', 'passed'],
      ['src/__tests__/price.test.ts', 'rounds', 'skipped'],
    ])
    expect(cases[0]?.failure).toContain('expected 3 to be 2')
    const py = parseJunit(PYTEST_STYLE)
    expect(py[0]).toMatchObject({ file: 'tests/billing/test_invoice.py', status: 'failed', suites: ['pytest'] })
    expect(parseJunit('<testsuites/>')).toEqual([])
  })

  it('refuses what is not a JUnit report, and keeps entity expansion bounded', () => {
    expect(() => parseJunit('<html><body>no</body></html>')).toThrow(JunitFormatError)
    expect(() => parseJunit('<testsuite><testcase name="a">')).toThrow(JunitFormatError)
    const bomb = `<!DOCTYPE x [<!ENTITY a "${'a'.repeat(50)}"><!ENTITY b "${'&a;'.repeat(50)}">]><testsuite><testcase name="n"><failure>${'&b;'.repeat(2000)}</failure></testcase></testsuite>`
    let size = 0
    try {
      size = (parseJunit(bomb)[0]?.failure ?? '').length
    } catch (error) {
      expect(error).toBeInstanceOf(JunitFormatError)
    }
    expect(size).toBeLessThan(200_000)
  })
})

describe('mapping test cases to changed files', () => {
  it('knows co-located, __tests__, mirrored test/ and tests/ trees and Maven layouts', () => {
    expect(testCandidates('src/cart.ts')).toEqual(
      expect.arrayContaining(['src/cart.test', 'src/__tests__/cart.test', 'test/cart.test', 'tests/cart.test', 'test/src/cart.test', 'src/cart_test']),
    )
    expect(testCandidates('billing/invoice.py')).toEqual(expect.arrayContaining(['tests/billing/test_invoice', 'billing/test_invoice']))
    expect(testCandidates('src/main/java/com/acme/Cart.java')).toContain('src/test/java/com/acme/CartTest')
  })

  it('maps by classname path, file attribute, failure stack and dotted classname; the rest stay unmapped', () => {
    const cases = [...parseJunit(VITEST_STYLE), ...parseJunit(PYTEST_STYLE), ...parseJunit(NODE_STYLE)]
    const { mapped, unmapped } = mapCases(cases, ['src/cart.ts', 'src/price.ts', 'billing/invoice.py', 'lib/pagination.js'])
    const where = Object.fromEntries(mapped.map((m) => [m.case.name, [m.paths, m.via]]))
    expect(where['adds an item']).toEqual([['src/cart.ts'], 'classname'])
    expect(where.rounds).toEqual([['src/price.ts'], 'classname'])
    expect(where.test_total).toEqual([['billing/invoice.py'], 'file attribute'])
    expect(where['returns the first page']).toEqual([['lib/pagination.js'], 'failure stack'])
    // A passing node test without a file attribute cannot be attributed: unmapped, never guessed.
    expect(unmapped.map((c) => c.name).sort()).toEqual(['passes', 'test_other'])
  })

  it('maps a test class by its module: pytest and unittest classes, JUnit nested classes', () => {
    // pytest (xunit2, no file attribute) names a test in a class <module>.<Class>; JUnit 5 a nested class Outer$Inner.
    const xml = `<testsuite name="pytest"><testcase classname="tests.test_cart.TestTotals" name="test_discount"/><testcase classname="tests.test_cart.TestTotals.TestEmpty" name="test_zero"/><testcase classname="com.acme.CartTest$Discounts" name="appliesOnce()"/><testcase classname="tests.test_other.TestOther" name="test_x"/></testsuite>`
    const { mapped, unmapped } = mapCases(parseJunit(xml), ['cart.py', 'src/main/java/com/acme/Cart.java'])
    const where = Object.fromEntries(mapped.map((m) => [m.case.name, [m.paths, m.testFile]]))
    expect(where.test_discount).toEqual([['cart.py'], 'tests/test_cart'])
    expect(where.test_zero).toEqual([['cart.py'], 'tests/test_cart'])
    expect(where['appliesOnce()']).toEqual([['src/main/java/com/acme/Cart.java'], 'com/acme/CartTest'])
    expect(unmapped.map((c) => c.name)).toEqual(['test_x'])
    // The class stays in the test's id: two classes of one module may name a test alike.
    const evidence = buildEvidence({ source: 'results', reports: 1, cases: parseJunit(xml), changed: ['cart.py'] })
    expect(evidence.files[0]?.tests.map((t) => t.id)).toEqual([
      'tests/test_cart > pytest > TestTotals > test_discount',
      'tests/test_cart > pytest > TestTotals.TestEmpty > test_zero',
    ])
  })

  it('a changed test file is evidence for itself and for its subject', () => {
    const { mapped } = mapCases(parseJunit(VITEST_STYLE), ['src/cart.ts', 'test/cart.test.ts'])
    expect(mapped[0]?.paths.sort()).toEqual(['src/cart.ts', 'test/cart.test.ts'])
  })

  it('lists the affected test files that exist for {files}', () => {
    const present = new Set(['test/cart.test.ts', 'src/__tests__/price.spec.ts', 'test/other.test.ts'])
    const isTest = (p: string): boolean => /(\.test|\.spec)\./.test(p)
    expect(affectedTestFiles(['src/cart.ts', 'src/price.ts', 'README.md'], (p) => present.has(p), isTest, ['.ts'])).toEqual([
      'src/__tests__/price.spec.ts',
      'test/cart.test.ts',
    ])
  })
})

describe('the staged evidence', () => {
  it('is bounded, redacted and sanitised, failures first, with every bound noted', () => {
    const token = `ghs_${'A'.repeat(36)}`
    const many = Array.from({ length: 30 }, (_, i) => `<testcase classname="test/cart.test.ts" name="t${i}"/>`).join('')
    const xml = `<testsuite name="s"><testcase classname="test/cart.test.ts" name="leaks&#x200B;"><failure message="env">GITHUB_TOKEN=${token}\n${'line\n'.repeat(100)}</failure></testcase>${many}<testcase classname="elsewhere.ts" name="x"/></testsuite>`
    const evidence = buildEvidence({ source: 'results', reports: 1, cases: parseJunit(xml), changed: ['src/cart.ts'], redactor: new Redactor() })
    const file = evidence.files[0]
    expect(file).toMatchObject({ path: 'src/cart.ts', failed: 1, passed: 30, omitted: 11 })
    expect(file?.tests).toHaveLength(20)
    expect(file?.tests[0]?.status).toBe('failed')
    expect(JSON.stringify(evidence)).not.toContain(token)
    expect(file?.tests[0]?.id).not.toContain('\u200b')
    expect((file?.tests[0]?.excerpt ?? '').length).toBeLessThanOrEqual(1200)
    expect(evidence.totals).toEqual({ reports: 1, cases: 32, mapped: 31, unmapped: 1 })
    expect(evidence.notes.join('\n')).toMatch(/11 test\(s\) of src\/cart.ts left out[\s\S]*1 test case\(s\) could not be mapped/)
  })

  it('marks failures that also fail on the base commit', () => {
    const cases = parseJunit(VITEST_STYLE)
    const evidence = buildEvidence({
      source: 'command',
      reports: 1,
      cases,
      changed: ['src/cart.ts'],
      baseFailures: new Set(['test/cart.test.ts > adds an item']),
    })
    expect(evidence.files[0]?.tests[0]).toMatchObject({ status: 'failed', failsOnBase: true })
  })
})

describe('failures on the base commit (test-command-base)', () => {
  // node --test writes no file attribute: on head the failing case maps through its stack; on base the same
  // test fails with a timeout that carries no stack, so the base run cannot map it to a changed file.
  const head = `<testsuites><testsuite name="pages"><testcase name="returns the first page" classname="test"><failure type="testCodeFailure" message="Expected values">Error: Expected values
    at TestContext.&lt;anonymous&gt; (file:///tmp/hm-sandbox/head/test/pagination.test.mjs:4:47)</failure></testcase></testsuite></testsuites>`
  const base = `<testsuites><testsuite name="pages"><testcase name="returns the first page" classname="test"><failure type="cancelledByParent" message="test timed out after 5000ms">test timed out after 5000ms</failure></testcase></testsuite></testsuites>`

  it('a test that fails on base too is marked so, however the base run could map it, and is no evidence against the pull request', () => {
    const changed = ['src/pagination.ts']
    const evidence = buildEvidence({ source: 'command', reports: 1, cases: parseJunit(head), changed, baseFailures: baseFailureIds(parseJunit(base), changed) })
    expect(evidence.files[0]?.tests[0]).toMatchObject({ status: 'failed', failsOnBase: true })
    expect(judgeByTests({ category: 'correctness', path: 'src/pagination.ts', evidence, attribution: 'caused' })?.verdict).toBe('inconclusive')
  })

  it('keeps the new failures when the per-file bound cuts failures that already fail on base', () => {
    const old = Array.from({ length: 25 }, (_, i) => `<testcase classname="test/cart.test.ts" name="old ${i}"><failure>flaky</failure></testcase>`).join('')
    const xml = `<testsuite name="s">${old}<testcase classname="test/cart.test.ts" name="new one"><failure>expected 3 to be 2</failure></testcase></testsuite>`
    const baseFailures = new Set(Array.from({ length: 25 }, (_, i) => `test/cart.test.ts > s > old ${i}`))
    const evidence = buildEvidence({ source: 'command', reports: 1, cases: parseJunit(xml), changed: ['src/cart.ts'], baseFailures })
    expect(evidence.files[0]?.tests.map((t) => t.id)).toContain('test/cart.test.ts > s > new one')
    expect(judgeByTests({ category: 'correctness', path: 'src/cart.ts', evidence, attribution: 'caused' })?.verdict).toBe('confirmed')
  })

  it('a test that passes on base stays a new failure', () => {
    const changed = ['src/pagination.ts']
    const passing = base.replace(/<failure[^]*<\/failure>/, '')
    const evidence = buildEvidence({
      source: 'command',
      reports: 1,
      cases: parseJunit(head),
      changed,
      baseFailures: baseFailureIds(parseJunit(passing), changed),
    })
    expect(evidence.files[0]?.tests[0]?.failsOnBase).toBeUndefined()
    expect(judgeByTests({ category: 'correctness', path: 'src/pagination.ts', evidence, attribution: 'caused' })?.verdict).toBe('confirmed')
  })
})

describe('reading test-results', () => {
  it('reads matching reports, never through a symlink, and notes what it skipped', async () => {
    const dir = await tempDir('hm-results-')
    await mkdir(join(dir, 'junit'))
    await writeFile(join(dir, 'junit', 'a.xml'), VITEST_STYLE)
    await writeFile(join(dir, 'junit', 'broken.xml'), '<testsuite><oops>')
    await writeFile(join(dir, 'secret.txt'), 'GITHUB_TOKEN=ghs_secret')
    await symlink(join(dir, 'secret.txt'), join(dir, 'junit', 'planted.xml'))
    const got = await collectResults(['junit/*.xml'], dir)
    expect(got.reports).toBe(1)
    expect(got.cases).toHaveLength(3)
    expect(got.notes.join('\n')).toMatch(/broken\.xml: not a JUnit report/)
    // The planted symlink is not matched by the glob walk and could not be opened through O_NOFOLLOW either.
    expect(JSON.stringify(got)).not.toContain('ghs_secret')
    expect(got.notes.join('\n')).not.toMatch(/planted\.xml: unreadable/)
    expect(await collectResults(['nothing/*.xml'], dir)).toMatchObject({ reports: 0, unusable: "no file matched test-results ('nothing/*.xml')" })
    await expect(collectResults(['../x/*.xml'], dir)).rejects.toMatchObject({ failureClass: 'configuration', input: 'test-results' })
  })
})
