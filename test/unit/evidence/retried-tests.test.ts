import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectResults } from '../../../src/evidence/collect-results.js'
import { tempDir } from '../../support/kit/index.js'
import { buildEvidence } from '../../../src/evidence/build-evidence.js'
import { parseJunit } from '../../../src/evidence/junit.js'
import { judgeByTests } from '../../../src/core/evidence/test-verdict.js'
import { testsBlock } from '../../../plugins/lib/reviewers/verifier.js'
import type { Finding } from '../../../src/core/contracts/review-payload.js'

/**
 * Runners that retry a failing test (jest-junit with retryTimes, pytest-rerunfailures, surefire
 * rerunFailingTestsCount written as separate cases, Playwright) report the same test once per
 * attempt. A test that failed and then passed is flaky: it is neither a pass that refutes a
 * finding nor a failure that confirms one, and the verifier, the verdict and the notes say so. A
 * case that carries both <skipped> and <failure> (a skip in the body, an error in teardown) counts
 * as failed, and a note says it was also marked skipped.
 */
const CHANGED = ['src/cart.ts', 'src/price.ts']
const evidenceOf = (xml: string) => buildEvidence({ source: 'results', reports: 1, cases: parseJunit(xml), changed: CHANGED })
const finding = (path: string): Finding => ({
  path,
  line: 1,
  side: 'RIGHT',
  severity: 'high',
  category: 'correctness',
  title: 't',
  body: 'b',
  evidence: 'e',
  confidence: 0.8,
})
const judge = (evidence: ReturnType<typeof evidenceOf>, path: string) => judgeByTests({ category: 'correctness', path, evidence, attribution: undefined })

const RETRIED = [
  '<testsuite name="s">',
  '<testcase classname="test/cart.test.ts" name="totals"><failure message="expected 3, got 4">at test/cart.test.ts:4</failure></testcase>',
  '<testcase classname="test/cart.test.ts" name="totals"/>',
  '<testcase classname="test/cart.test.ts" name="adds"/>',
  '<testcase classname="test/cart.test.ts" name="adds"/>',
  '<testcase classname="test/price.test.ts" name="rounds"><failure message="boom"/></testcase>',
  '<testcase classname="test/price.test.ts" name="rounds"/>',
  '</testsuite>',
].join('')

describe('a test reported once per attempt', () => {
  const evidence = evidenceOf(RETRIED)

  it('is one test: flaky when it failed and passed, counted once when every attempt agreed', () => {
    const cart = evidence.files.find((f) => f.path === 'src/cart.ts')
    expect(cart).toMatchObject({ passed: 1, failed: 0, skipped: 0, flaky: 1 })
    expect(cart?.tests.map((t) => [t.id, t.status])).toEqual([
      ['test/cart.test.ts > s > totals', 'flaky'],
      ['test/cart.test.ts > s > adds', 'passed'],
    ])
    expect(evidence.notes).toEqual([
      '2 test(s) are flaky (failed, then passed when run again): counted neither as passing nor as failing.',
      '1 test(s) were reported more than once without both a pass and a failure: counted once (failed when an attempt failed, else passed when one passed, else skipped).',
    ])
  })

  it('counts a test skipped once and passed once as passed, and the note does not call its results the same', () => {
    const skippedThenRan = evidenceOf(
      [
        '<testsuite name="s">',
        '<testcase classname="test/cart.test.ts" name="adds"><skipped/></testcase>',
        '<testcase classname="test/cart.test.ts" name="adds"/>',
        '</testsuite>',
      ].join(''),
    )
    expect(skippedThenRan.files.find((f) => f.path === 'src/cart.ts')).toMatchObject({ passed: 1, failed: 0, skipped: 0 })
    expect(skippedThenRan.notes.join(' ')).not.toContain('same result')
    expect(skippedThenRan.notes).toContain(
      '1 test(s) were reported more than once without both a pass and a failure: counted once (failed when an attempt failed, else passed when one passed, else skipped).',
    )
  })

  it('does not refute a finding: a flaky test is no proof the code works', () => {
    expect(judge(evidence, 'src/cart.ts')).toEqual({
      verdict: 'inconclusive',
      reason: '1 mapped test(s) pass, but 1 is flaky (failed, then passed when run again)',
      tests: [expect.objectContaining({ id: 'test/cart.test.ts > s > totals', status: 'flaky' })],
    })
    expect(judge(evidence, 'src/price.ts')).toMatchObject({
      verdict: 'inconclusive',
      reason: 'its 1 mapped test(s) are flaky (failed, then passed when run again), so none decides',
    })
  })

  it('is shown to the verifier as flaky, with the failure it had', () => {
    expect(testsBlock(finding('src/cart.ts'), evidence)).toEqual([
      'tests: 1 mapped test(s) pass; 1 flaky (failed, then passed when run again)',
      'flaky test: test/cart.test.ts > s > totals',
      'failure:',
      'expected 3, got 4\nat test/cart.test.ts:4',
    ])
    expect(testsBlock(finding('src/price.ts'), evidence)[0]).toBe('tests: all 1 mapped test(s) are flaky (failed, then passed when run again)')
  })
})

describe('a test case both skipped and failed', () => {
  it('counts as failed, and a note says so', () => {
    const evidence = evidenceOf(
      '<testsuite name="s"><testcase classname="test/cart.test.ts" name="totals"><skipped/><error message="teardown failed"/></testcase></testsuite>',
    )
    expect(evidence.files[0]).toMatchObject({ path: 'src/cart.ts', failed: 1, skipped: 0 })
    expect(evidence.notes).toContain('1 test case(s) carry both <skipped> and <failure> or <error>: counted as failed.')
  })
})

describe("a runner's own flaky mark", () => {
  it('makes a surefire test that passed on a rerun flaky, with the failure of its first run', () => {
    const evidence = evidenceOf(
      [
        '<testsuite name="com.acme.CartTest">',
        '<testcase classname="src/cart.test.ts" name="totals"><flakyFailure message="expected 3" type="AssertionError"><stackTrace>AssertionError: expected 3\n\tat src/cart.test.ts:9</stackTrace></flakyFailure></testcase>',
        '<testcase classname="src/cart.test.ts" name="adds"><failure message="boom"/><rerunFailure message="boom again"/></testcase>',
        '</testsuite>',
      ].join(''),
    )
    expect(evidence.files[0]).toMatchObject({ path: 'src/cart.ts', passed: 0, failed: 1, flaky: 1 })
    expect(evidence.files[0]?.tests.find((t) => t.status === 'flaky')?.excerpt).toBe('AssertionError: expected 3\n\tat src/cart.test.ts:9')
    expect(evidence.notes).toContain('1 test(s) are flaky (failed, then passed when run again): counted neither as passing nor as failing.')
  })
})

describe('the same test in two reports (a CI matrix: another OS or version)', () => {
  it('stays two results: a failure on one system is a failure, not a flaky test', async () => {
    const dir = await tempDir('hm-matrix-')
    await mkdir(join(dir, 'reports'))
    await writeFile(join(dir, 'reports', 'linux.xml'), '<testsuite name="s"><testcase classname="test/cart.test.ts" name="totals"/></testsuite>')
    await writeFile(
      join(dir, 'reports', 'windows.xml'),
      '<testsuite name="s"><testcase classname="test/cart.test.ts" name="totals"><failure message="path separator"/></testcase></testsuite>',
    )
    const got = await collectResults(['reports'], dir)
    const evidence = buildEvidence({ source: 'results', reports: got.reports, cases: got.cases, changed: CHANGED })
    expect(evidence.files[0]).toMatchObject({ path: 'src/cart.ts', passed: 1, failed: 1, flaky: 0 })
    expect(evidence.notes).toEqual([])
  })
})
