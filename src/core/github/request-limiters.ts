import { setTimeout as sleep } from 'node:timers/promises'

/**
 * The two limiters every request passes in @octokit/plugin-throttling, without Bottleneck's
 * timer hops. Bottleneck's local store answers each submit and each register after a
 * `setTimeout`, under a lock per limiter, and a request passes two limiters (the plugin's retry
 * limiter, then the concurrency group): 40 page reads sent together left one every ~3 ms, over
 * 120-200 ms, and a request sent after an answer (the next review or thread page) waited for
 * every one of those hops behind the pages still being parsed. These do the same jobs at once:
 *
 * - `ConcurrencyGroup`: at most `maxConcurrent` jobs of one key run; waiting jobs start by
 *   priority (0 first; the plugin gives a retry priority 0 and weight 0, and a weight-0 job takes
 *   no slot), then in arrival order.
 * - `RetryLimiter`: runs each job at once; when it fails, the `failed` listener (the plugin's
 *   rate-limit handler) may answer a delay in ms, and the job runs again after it, as
 *   Bottleneck's `failed` event does. No listener answer: the job fails with its error.
 *
 * Write spacing (one write a second) stays with the plugin's Bottleneck write group.
 */
export interface JobOptions {
  priority?: number
  weight?: number
}

type Job = () => void

class Limiter {
  private running = 0
  private readonly waiting: Job[][] = Array.from({ length: 10 }, () => [])

  constructor(private readonly maxConcurrent: number) {}

  schedule<A extends unknown[], R>(options: JobOptions, fn: (...args: A) => Promise<R>, ...args: A): Promise<R> {
    const weight = options.weight ?? 1
    const priority = Math.min(9, Math.max(0, options.priority ?? 5))
    return new Promise<R>((resolve, reject) => {
      const start = (): void => {
        this.running += weight
        // The slot is handed on before the caller sees the answer.
        const settle = (): void => {
          this.running -= weight
          this.next()
        }
        let answer: Promise<R>
        try {
          answer = fn(...args)
        } catch (error) {
          answer = Promise.reject(error)
        }
        answer.then(
          (value) => {
            settle()
            resolve(value)
          },
          (error: unknown) => {
            settle()
            reject(error)
          },
        )
      }
      if (weight === 0 || (this.running + weight <= this.maxConcurrent && this.queued() === 0)) start()
      else this.waiting[priority]?.push(start)
    })
  }

  /** Jobs waiting for a slot. */
  queued(): number {
    return this.waiting.reduce((sum, queue) => sum + queue.length, 0)
  }

  private next(): void {
    while (this.running < this.maxConcurrent) {
      const start = this.waiting.find((queue) => queue.length > 0)?.shift()
      if (!start) return
      start()
    }
  }
}

/** Stands in for `Bottleneck.Group` where the plugin only calls `key(id).schedule(options, fn, ...args)`. */
export class ConcurrencyGroup {
  private readonly limiters = new Map<string, Limiter>()

  constructor(private readonly maxConcurrent: number) {}

  key(id = ''): Limiter {
    let limiter = this.limiters.get(id)
    if (!limiter) {
      limiter = new Limiter(this.maxConcurrent)
      this.limiters.set(id, limiter)
    }
    return limiter
  }
}

export interface FailedJob {
  args: unknown[]
  options: Record<string, never>
  retryCount: number
}
type FailedListener = (error: unknown, job: FailedJob) => unknown

/** Stands in for the plugin's per-client retry limiter (`schedule(fn, ...args)`, `on('failed', listener)`). */
export class RetryLimiter {
  private readonly failed: FailedListener[] = []

  on(event: string, listener: FailedListener): this {
    if (event === 'failed') this.failed.push(listener)
    return this
  }

  async schedule<A extends unknown[], R>(fn: (...args: A) => Promise<R>, ...args: A): Promise<R> {
    for (let retryCount = 0; ; retryCount++) {
      try {
        return await fn(...args)
      } catch (error) {
        const delay = await this.retryDelay(error, { args, options: {}, retryCount })
        if (delay === undefined) throw error
        await sleep(delay)
      }
    }
  }

  /** The first answer of a listener, as Bottleneck reads it; a listener that throws answers nothing. */
  private async retryDelay(error: unknown, job: FailedJob): Promise<number | undefined> {
    for (const listener of this.failed) {
      const answer = await Promise.resolve()
        .then(() => listener(error, job))
        .catch(() => undefined)
      if (answer !== undefined && answer !== null) return Math.trunc(Number(answer)) || 0
    }
    return undefined
  }
}
