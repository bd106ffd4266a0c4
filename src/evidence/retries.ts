import type { TestStatus } from '../core/contracts/test-evidence.js'
import type { MappedCase } from './test-map.js'

/**
 * One test reported once per attempt. Runners that retry a failing test (jest's retryTimes,
 * pytest-rerunfailures, Playwright's retries, surefire's reruns as separate cases) write each
 * attempt as its own <testcase>, so a test that failed and then passed counted once as a pass and
 * once as a failure: evidence both ways at once. Attempts of one test (the same id) become one:
 * `flaky` when some failed and some passed (its failure kept for the verifier), or the runner
 * marked one flaky itself (surefire), else the result they share (a failure over a skip). The
 * caller's id keeps reports apart: a CI matrix runs one test on several systems, one report each,
 * and its failure on one of them is a failure. Pure.
 */
export interface MergedCase extends MappedCase {
  status: TestStatus
}

export interface Merged {
  cases: MergedCase[]
  /** Tests that failed and passed: over several attempts, or marked so by their runner. */
  flaky: number
  /** Tests reported more than once with one result. */
  repeated: number
}

export function mergeAttempts(mapped: readonly MappedCase[], idOf: (m: MappedCase) => string): Merged {
  const byId = new Map<string, MappedCase[]>()
  for (const m of mapped) {
    const id = idOf(m)
    const list = byId.get(id)
    if (list) list.push(m)
    else byId.set(id, [m])
  }
  let flaky = 0
  let repeated = 0
  const cases = [...byId.values()].map((attempts): MergedCase => {
    const marked = attempts.find((a) => a.case.status === 'flaky')
    const failed = attempts.find((a) => a.case.status === 'failed')
    const passed = attempts.some((a) => a.case.status === 'passed')
    const first = attempts[0] as MappedCase
    const paths = [...new Set(attempts.flatMap((a) => a.paths))]
    if (marked || (failed && passed)) {
      flaky++
      return { ...((failed ?? marked) as MappedCase), paths, status: 'flaky' }
    }
    if (attempts.length > 1) repeated++
    if (failed) return { ...failed, paths, status: 'failed' }
    return { ...first, paths, status: passed ? 'passed' : 'skipped' }
  })
  return { cases, flaky, repeated }
}

export function attemptsNote(merged: Pick<Merged, 'flaky' | 'repeated'>): string[] {
  const { flaky, repeated } = merged
  return [
    ...(flaky > 0 ? [`${flaky} test(s) are flaky (failed, then passed when run again): counted neither as passing nor as failing.`] : []),
    ...(repeated > 0
      ? [
          `${repeated} test(s) were reported more than once without both a pass and a failure: counted once (failed when an attempt failed, else passed when one passed, else skipped).`,
        ]
      : []),
  ]
}
