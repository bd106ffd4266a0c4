import type { ChangedFile } from '../core/contracts/changed-file.js'
import type { Exclusion } from '../core/contracts/review-index.js'
import type { RiskScore } from '../policy/risk.js'

/**
 * Filtering and risk scoring of each file page while later answers are still
 * in flight (issue 16 item 4). Pages wait here until the filter is known (it
 * needs the base commit's configuration) and are then analysed one page per
 * turn of the event loop: a request that leaves only after an answer (the
 * next review or thread page) passes through several timer hops in the
 * client's limiter, and analysing every queued page in one go made each hop
 * wait for all of them (the thread page left ~200 ms after its cursor came).
 */
export interface FileVerdict {
  excluded: Exclusion | undefined
  /** Only for files the filter keeps. */
  score: RiskScore | undefined
}

export interface PageAnalysis {
  /** A page of files as it arrives (loadFiles' onPage). */
  page(files: readonly ChangedFile[]): void
  /** The filter, once known: queued pages start, later pages follow as they come. */
  start(verdict: (file: ChangedFile) => Exclusion | undefined): void
  /** Resolves when every page given so far has been analysed (at once if none waits). */
  drained(): Promise<void>
  /** The verdict of a file analysed here, or undefined. */
  get(file: ChangedFile): FileVerdict | undefined
}

export type Yield = (next: () => void) => void

export function pageAnalysis(score: (file: ChangedFile) => RiskScore, yieldTurn: Yield = (next) => void setImmediate(next)): PageAnalysis {
  const done = new WeakMap<ChangedFile, FileVerdict>()
  const queue: (readonly ChangedFile[])[] = []
  let verdict: ((file: ChangedFile) => Exclusion | undefined) | undefined
  let scheduled = false
  let waiters: (() => void)[] = []

  const settle = (): void => {
    if (queue.length > 0 && verdict) return
    const ready = waiters
    waiters = []
    for (const resolve of ready) resolve()
  }
  const step = (): void => {
    scheduled = false
    const files = verdict ? queue.shift() : undefined
    if (files && verdict) {
      for (const file of files) {
        const excluded = verdict(file)
        done.set(file, { excluded, score: excluded ? undefined : score(file) })
      }
    }
    if (queue.length > 0 && verdict) schedule()
    else settle()
  }
  const schedule = (): void => {
    if (scheduled || !verdict || queue.length === 0) return
    scheduled = true
    yieldTurn(step)
  }

  return {
    page(files) {
      queue.push(files)
      schedule()
    },
    start(check) {
      verdict = check
      schedule()
    },
    drained() {
      if (queue.length === 0 || !verdict) return Promise.resolve()
      return new Promise((resolve) => waiters.push(resolve))
    },
    get: (file) => done.get(file),
  }
}
