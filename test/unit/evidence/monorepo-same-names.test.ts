import { describe, expect, it } from 'vitest'
import { judgeByTests } from '../../../src/core/evidence/test-verdict.js'
import { buildEvidence } from '../../../src/evidence/build-evidence.js'
import { parseJunit } from '../../../src/evidence/junit.js'

/**
 * A monorepo whose root package and a workspace package have files of the same name
 * (`src/index.ts` and `packages/b/src/index.ts`), both changed. A test path is matched by its
 * tail so an absolute path from CI finds its file, but every file the tail matched took the case:
 * packages/b's passing tests were evidence for the root's `src/index.ts` too, and refuted a
 * finding there that no test of its own had judged. The case goes to the files it names most
 * closely, and a path as long as two changed files' candidates still counts for both.
 */
const CHANGED = ['src/index.ts', 'packages/b/src/index.ts']
const judge = (xml: string, path: string) => {
  const evidence = buildEvidence({ source: 'results', reports: 1, cases: parseJunit(xml), changed: CHANGED })
  return { files: evidence.files.map((f) => [f.path, f.passed]), verdict: judgeByTests({ category: 'correctness', path, evidence, attribution: undefined }) }
}

describe('tests of a package in a monorepo with same-named files', () => {
  it.each([
    ['relative to the repository', 'packages/b/src/index.test.ts'],
    ['absolute, as CI writes it', '/home/runner/work/mono/mono/packages/b/src/index.test.ts'],
  ])('a test of packages/b (%s) is evidence for packages/b/src/index.ts alone', (_, classname) => {
    const { files, verdict } = judge(`<testsuite name="b"><testcase classname="${classname}" name="exports"/></testsuite>`, 'src/index.ts')
    expect(files).toEqual([['packages/b/src/index.ts', 1]])
    expect(verdict).toMatchObject({ verdict: 'inconclusive', reason: 'no test maps to this file' })
  })

  it("the root package's own test is evidence for the root file, and refutes there", () => {
    const { files, verdict } = judge(
      '<testsuite name="root"><testcase classname="/home/runner/work/mono/mono/src/index.test.ts" name="exports"/></testsuite>',
      'src/index.ts',
    )
    expect(files).toEqual([['src/index.ts', 1]])
    expect(verdict?.verdict).toBe('refuted')
  })

  // A package's own mirrored test tree (packages/b/test beside packages/b/src), the layout of most workspace packages: it was
  // no candidate of packages/b/src/cart.ts, so its tail made it a test of the root's src/cart.ts alone, refuting there.
  it.each([
    ['relative to the repository', 'packages/b/test/cart.test.ts'],
    ['absolute, as CI writes it', '/home/runner/work/mono/mono/packages/b/test/cart.test.ts'],
    ["in the package's __tests__ tree", 'packages/b/__tests__/cart.test.ts'],
  ])("a test in the package's own test tree (%s) is evidence for packages/b/src/cart.ts alone", (_, classname) => {
    const changed = ['src/cart.ts', 'packages/b/src/cart.ts']
    const evidence = buildEvidence({
      source: 'results',
      reports: 1,
      cases: parseJunit(`<testsuite name="b"><testcase classname="${classname}" name="totals"/></testsuite>`),
      changed,
    })
    expect(evidence.files.map((f) => [f.path, f.passed])).toEqual([['packages/b/src/cart.ts', 1]])
    expect(judgeByTests({ category: 'correctness', path: 'src/cart.ts', evidence, attribution: undefined })).toMatchObject({
      verdict: 'inconclusive',
      reason: 'no test maps to this file',
    })
  })
})
