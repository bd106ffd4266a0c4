/**
 * After a successful publish_review or record_review in a runner-driven run
 * (run config `endOnReceipt`), the tool does not hand the model a closing
 * turn: the runner sees the receipt and ends the session, which aborts this
 * wait (src/runtime/receipt-watch.ts). Bounded, so a run whose runner never
 * ends the session still finishes the ordinary way, one model turn later.
 */
export const END_WAIT_BOUND_MS = 30_000

export function untilEnded(signal: AbortSignal, boundMs: number = END_WAIT_BOUND_MS): Promise<void> {
  if (signal.aborted) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, boundMs)
    timer.unref()
    function done(): void {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })
}
