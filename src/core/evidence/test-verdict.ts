import type { FileEvidence, TestCaseEvidence, TestEvidence } from '../contracts/test-evidence.js'
import type { Verdict } from '../contracts/review-payload.js'
import type { FindingTests } from '../contracts/test-verdicts.js'

/**
 * Verdicts from test evidence, decided by trusted code. Pure. The verifier's
 * only say is whether failing tests were caused by the finding; everything
 * else follows from the statuses the runner parsed:
 * - not a behavioural finding (anything but correctness) -> not-applicable;
 * - the evidence is unusable (command timed out, runner error) -> inconclusive;
 * - no mapped test for the finding's file -> inconclusive (saying so when its tests had no room in `{files}` or were all skipped);
 * - failing tests, all of which fail on the base commit too -> inconclusive;
 * - failing tests the verifier attributes to this finding -> confirmed;
 * - failing tests it does not attribute (another reason, or no answer) -> inconclusive;
 * - mapped tests that failed and then passed on a retry (flaky), and none that fails -> inconclusive;
 * - every mapped test passes -> refuted.
 */
export const BEHAVIOURAL_CATEGORIES: ReadonlySet<string> = new Set(['correctness'])
export type Attribution = 'caused' | 'unrelated'

const MAX_TESTS = 5
export const FLAKY = 'flaky (failed, then passed when run again)'
const NOT_RUN = "its tests were left out of test-command's {files} at the operating system's argument limit, so they did not run"

export function isBehavioural(category: string): boolean {
  return BEHAVIOURAL_CATEGORIES.has(category)
}

export function evidenceFor(evidence: TestEvidence, path: string): FileEvidence | undefined {
  return evidence.files.find((f) => f.path === path)
}

/** Failing tests that are new in this pull request (not already failing on base). */
export function newFailures(file: FileEvidence): TestCaseEvidence[] {
  return file.tests.filter((t) => t.status === 'failed' && !t.failsOnBase)
}

export function judgeByTests(input: {
  category: string
  path: string
  evidence: TestEvidence | undefined
  attribution: Attribution | undefined
}): FindingTests | undefined {
  const { evidence } = input
  if (!evidence) return undefined
  if (!isBehavioural(input.category)) return { verdict: 'not-applicable', reason: `a ${input.category} finding is not judged by tests`, tests: [] }
  if (evidence.unusable) return { verdict: 'inconclusive', reason: `the test evidence is unusable: ${evidence.unusable}`, tests: [] }
  const file = evidenceFor(evidence, input.path)
  if (!file && evidence.notRun?.includes(input.path)) return { verdict: 'inconclusive', reason: NOT_RUN, tests: [] }
  const flaky = file?.flaky ?? 0
  const flakyTests = (): TestCaseEvidence[] => (file?.tests ?? []).filter((t) => t.status === 'flaky').slice(0, MAX_TESTS)
  if (file && file.passed + file.failed === 0 && flaky > 0)
    return { verdict: 'inconclusive', reason: `its ${flaky} mapped test(s) are ${FLAKY}, so none decides`, tests: flakyTests() }
  if (!file || file.passed + file.failed === 0) {
    // A file whose mapped tests were all skipped has tests: saying none maps would send a team looking for a missing test.
    if (file && file.skipped > 0)
      return { verdict: 'inconclusive', reason: `its ${file.skipped} mapped test(s) were skipped, so none ran`, tests: file.tests.slice(0, MAX_TESTS) }
    return { verdict: 'inconclusive', reason: 'no test maps to this file', tests: [] }
  }
  if (file.failed > 0) {
    const fresh = newFailures(file)
    if (fresh.length === 0) {
      return {
        verdict: 'inconclusive',
        reason: `${file.failed} mapped test(s) fail, but they fail on the base commit too`,
        tests: file.tests.filter((t) => t.status === 'failed').slice(0, MAX_TESTS),
      }
    }
    if (input.attribution === 'caused') {
      return {
        verdict: 'confirmed',
        reason: `${fresh.length} mapped test(s) fail and the verifier attributes the failure to this finding`,
        tests: fresh.slice(0, MAX_TESTS),
      }
    }
    const why =
      input.attribution === 'unrelated'
        ? 'the verifier judges the failure unrelated to this finding'
        : 'the verifier did not attribute the failure to this finding'
    return { verdict: 'inconclusive', reason: `${fresh.length} mapped test(s) fail, but ${why}`, tests: fresh.slice(0, MAX_TESTS) }
  }
  // A test that failed once on this code is no proof that it works: a race a finding names fails only sometimes.
  if (flaky > 0)
    return { verdict: 'inconclusive', reason: `${file.passed} mapped test(s) pass, but ${flaky} ${flaky === 1 ? 'is' : 'are'} ${FLAKY}`, tests: flakyTests() }
  return { verdict: 'refuted', reason: `all ${file.passed} mapped test(s) pass`, tests: file.tests.filter((t) => t.status === 'passed').slice(0, MAX_TESTS) }
}

/**
 * The verdict once the tests are weighed. Without test evidence, or for a
 * finding tests do not judge (not-applicable), the verifier's verdict stands.
 * Tests that decide (a failure the verifier attributes to the finding, every
 * mapped test passing) set a behavioural finding's verdict, except that a
 * claim the verifier refuted from the code stays refuted (a failing test does
 * not make a wrong claim right). Tests that say nothing (none maps, none ran,
 * the evidence unusable, failures on base or not the finding's, flaky) leave
 * the verifier's verdict: absent evidence is no doubt, and a team that turns
 * test evidence on must not see its confirmed findings demoted where it has
 * no tests.
 */
export function combine(verifier: Verdict, tests: FindingTests | undefined): Verdict {
  if (!tests || tests.verdict === 'not-applicable' || tests.verdict === 'inconclusive') return verifier
  if (verifier === 'refuted') return 'refuted'
  return tests.verdict
}
