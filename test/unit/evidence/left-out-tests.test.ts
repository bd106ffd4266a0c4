import { describe, expect, it } from 'vitest'
import { buildEvidence } from '../../../src/evidence/build-evidence.js'
import { parseJunit } from '../../../src/evidence/junit.js'
import { judgeByTests } from '../../../src/core/evidence/test-verdict.js'
import { testsBlock } from '../../../plugins/lib/reviewers/verifier.js'
import type { Finding } from '../../../src/core/contracts/review-payload.js'

/**
 * Test files left out of `{files}` at the argument limit did not run. A finding on a file whose
 * tests were all left out has tests; saying "no test maps to this file" tells the reader the
 * file is untested, when the run only had no room for them.
 */
const REPORT = '<testsuite name="s"><testcase classname="test/cart.test.ts" name="totals"/></testsuite>'
const CHANGED = ['src/cart.ts', 'src/price.ts', 'src/tax.ts', 'test/rates.test.ts']

describe('changed files whose tests were left out of {files}', () => {
  const evidence = buildEvidence({
    source: 'command',
    reports: 1,
    cases: parseJunit(REPORT),
    changed: CHANGED,
    leftOut: ['src/__tests__/price.spec.ts', 'test/rates.test.ts'],
  })
  const judge = (path: string) => judgeByTests({ category: 'correctness', path, evidence, attribution: undefined })

  it('are judged inconclusive because their tests did not run, not because none maps to them', () => {
    for (const path of ['src/price.ts', 'test/rates.test.ts'])
      expect(judge(path), path).toEqual({
        verdict: 'inconclusive',
        reason: "its tests were left out of test-command's {files} at the operating system's argument limit, so they did not run",
        tests: [],
      })
    expect(judge('src/tax.ts')?.reason).toBe('no test maps to this file')
    expect(judge('src/cart.ts')?.verdict).toBe('refuted')
  })

  it('are shown to the verifier as not run', () => {
    const finding = { category: 'correctness', path: 'src/price.ts' } as Finding
    expect(testsBlock(finding, evidence)).toEqual(["tests: this file's tests were left out of test-command's {files} (argument limit) and did not run"])
  })
})
