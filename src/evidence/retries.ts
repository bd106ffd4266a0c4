import type { TestStatus } from '../core/contracts/test-evidence.js'
import type { MappedCase } from './test-map.js'

/**
 * One test reported once per attempt. Runners that retry a failing test (jest's retryTimes,
 * pytest-rerunfailures, Playwright's retries, surefire's reruns as separate cases) write each
 * attempt as its own <testcase>, so a test that failed and then passed counted once as a pass and
 * once as a failure: evidence both ways at once. Attempts of one test (the same id) become one:
 * `flaky` when some failed and some passed (its failure kept for the verifier), else the result
 * they share (a failure over a skip). Pure.
 */
export interface MergedCase extends MappedCase {
  status: TestStatus
}

export interface Merged {
  cases: MergedCase[]
  /** Tests reported more than once that failed and passed. */
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
    const failed = attempts.find((a) => a.case.status === 'failed')
    const passed = attempts.some((a) => a.case.status === 'passed')
    if (attempts.length > 1) {
      if (failed && passed) flaky++
      else repeated++
    }
    const first = attempts[0] as MappedCase
    const paths = [...new Set(attempts.flatMap((a) => a.paths))]
    if (failed) return { ...failed, paths, status: passed ? 'flaky' : 'failed' }
    return { ...first, paths, status: passed ? 'passed' : 'skipped' }
  })
  return { cases, flaky, repeated }
}

export function attemptsNote(merged: Pick<Merged, 'flaky' | 'repeated'>): string[] {
  const { flaky, repeated } = merged
  if (flaky + repeated === 0) return []
  const parts = [
    ...(flaky > 0 ? [`${flaky} failed and then passed (flaky: counted neither as passing nor as failing)`] : []),
    ...(repeated > 0 ? [`${repeated} gave the same result each time (counted once)`] : []),
  ]
  return [`${flaky + repeated} test(s) were reported more than once (retries): ${parts.join(', ')}.`]
}
