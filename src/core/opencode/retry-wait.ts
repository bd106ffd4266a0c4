/**
 * OpenCode waits out whatever retry-after a provider names (a daily quota can name
 * hours) and reports the time of its next try in the `retry` status. Waiting is
 * worth it only when the run can afford it: a try the run's deadline comes before is
 * never made, and a wait past RETRY_WAIT_LIMIT_MS is better spent on the next
 * model when there is one. Before this check such a run sat until its timeout and
 * ended `opencode` ("timed out") with its fallback models never asked.
 */

export const RETRY_WAIT_LIMIT_MS = 60_000

/** Why this model should be given up now instead of waited for; undefined to wait. */
export function retryWaitTooLong(next: number, now: number, deadline: number, hasFallback: boolean): string | undefined {
  const wait = Math.max(0, next - now)
  const seconds = Math.ceil(wait / 1000)
  if (next >= deadline) return `the provider asked to retry after ${seconds} s (retry-after), past the run's deadline`
  if (hasFallback && wait > RETRY_WAIT_LIMIT_MS)
    return `the provider asked to retry after ${seconds} s (retry-after), longer than ${RETRY_WAIT_LIMIT_MS / 1000} s`
  return undefined
}
