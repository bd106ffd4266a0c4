/**
 * Lockstep answering, for measuring how many sequential round trips a client's
 * loading needs whatever the machine's load: every request waits until no new
 * request has arrived for `quietMs`, then all waiting requests are answered
 * together as one round. A request that could only be sent after an answer
 * lands in a later round, so the number of rounds is the depth of the
 * client's request graph, not a time. `quietMs` must exceed the longest pause
 * between two requests the client sends without waiting for an answer.
 */
export class RoundBarrier {
  rounds = 0
  private waiting: (() => void)[] = []
  private timer: NodeJS.Timeout | undefined

  constructor(readonly quietMs: number) {}

  /** Resolves with the 1-based round this request was answered in. */
  join(): Promise<number> {
    return new Promise((resolve) => {
      this.waiting.push(() => resolve(this.rounds))
      if (this.timer) clearTimeout(this.timer)
      this.timer = setTimeout(() => this.release(), this.quietMs)
    })
  }

  private release(): void {
    this.timer = undefined
    this.rounds += 1
    for (const answer of this.waiting.splice(0)) answer()
  }
}
