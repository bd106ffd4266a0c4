import { httpFailure, transientDelay } from './failure.js'

/**
 * A write GitHub may apply before it fails (a 5xx or a timeout after the
 * comment was stored) is never repeated blindly: after a transient failure
 * the caller's `findOwn` looks for the write's own marker, and only when it
 * is absent is the write sent again. A look-up that fails proves nothing, so
 * the write is then given up instead of risking a duplicate. Use it with the
 * client's `checkedWrites` ports, which never retry on their own.
 */
export interface CheckedWrite<T> {
  write: () => Promise<T>
  /** The result of an earlier attempt GitHub applied, found by its marker; undefined when there is none. */
  findOwn: () => Promise<T | undefined>
  /** Writes in all (default 3). */
  attempts?: number
  /** Waits before each look and retry when GitHub named none (default 1 s, 3 s). */
  backoffMs?: readonly number[]
  /** Longest retry-after honoured; a longer one ends the write (default 60 s). */
  maxWaitMs?: number
  sleep?: (ms: number) => Promise<void>
}

export interface CheckedResult<T> {
  value: T
  how: 'written' | 'found-after-fault'
  writes: number
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

export async function checkedWrite<T>(spec: CheckedWrite<T>): Promise<CheckedResult<T>> {
  const attempts = spec.attempts ?? 3
  const backoff = spec.backoffMs ?? [1000, 3000]
  const sleep = spec.sleep ?? realSleep
  for (let writes = 1; ; writes++) {
    try {
      return { value: await spec.write(), how: 'written', writes }
    } catch (error) {
      const failure = httpFailure(error)
      if (!failure) throw error
      const { transient, retryAfterMs } = transientDelay(failure)
      if (!transient || writes >= attempts) throw error
      if (retryAfterMs !== undefined && retryAfterMs > (spec.maxWaitMs ?? 60_000)) throw error
      await sleep(retryAfterMs ?? backoff[Math.min(writes - 1, backoff.length - 1)] ?? 1000)
      let found: T | undefined
      try {
        found = await spec.findOwn()
      } catch {
        throw error
      }
      if (found !== undefined) return { value: found, how: 'found-after-fault', writes }
    }
  }
}
