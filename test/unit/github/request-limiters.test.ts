import { describe, expect, it } from 'vitest'
import { ConcurrencyGroup, RetryLimiter } from '../../../src/core/github/request-limiters.js'

interface Gate {
  promise: Promise<void>
  open: () => void
}
function gate(): Gate {
  let open = (): void => {}
  const promise = new Promise<void>((resolve) => (open = resolve))
  return { promise, open }
}

describe('concurrency group (the throttling plugin global limiter, without timer hops)', () => {
  it('starts jobs at once up to the cap, then one per finished job, priority 0 first and weight 0 outside the cap', async () => {
    const limiter = new ConcurrencyGroup(2).key('client')
    const started: string[] = []
    const gates = new Map<string, Gate>()
    const job = (name: string) => async (): Promise<string> => {
      started.push(name)
      const g = gate()
      gates.set(name, g)
      await g.promise
      return name
    }
    const a = limiter.schedule({}, job('a'))
    const b = limiter.schedule({}, job('b'))
    const c = limiter.schedule({}, job('c'))
    const retry = limiter.schedule({ priority: 0 }, job('retry'))
    const free = limiter.schedule({ priority: 0, weight: 0 }, job('weightless'))
    // Started in the same turn, no timer in between.
    expect(started).toEqual(['a', 'b', 'weightless'])
    expect(limiter.queued()).toBe(2)
    gates.get('a')?.open()
    expect(await a).toBe('a')
    expect(started).toEqual(['a', 'b', 'weightless', 'retry'])
    gates.get('b')?.open()
    await b
    expect(started.at(-1)).toBe('c')
    for (const name of ['retry', 'c', 'weightless']) gates.get(name)?.open()
    expect(await Promise.all([c, retry, free])).toEqual(['c', 'retry', 'weightless'])
  })

  it('passes a failure through and frees the slot', async () => {
    const limiter = new ConcurrencyGroup(1).key()
    await expect(limiter.schedule({}, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await limiter.schedule({}, (x: number) => Promise.resolve(x + 1), 1)).toBe(2)
  })

  it('keeps one limiter per key', () => {
    const group = new ConcurrencyGroup(1)
    expect(group.key('a')).toBe(group.key('a'))
    expect(group.key('a')).not.toBe(group.key('b'))
  })
})

describe('retry limiter (the throttling plugin retry limiter, without timer hops)', () => {
  it('runs a job again after the delay its failed listener answers, and fails with the error when it answers nothing', async () => {
    const limiter = new RetryLimiter()
    const seen: { retryCount: number; args: unknown[] }[] = []
    limiter.on('failed', (_error, job) => {
      seen.push({ retryCount: job.retryCount, args: job.args })
      return job.retryCount < 2 ? 5 : undefined
    })
    let calls = 0
    const flaky = (label: string): Promise<string> => (++calls < 3 ? Promise.reject(new Error(`fail ${calls}`)) : Promise.resolve(`${label} ok`))
    expect(await limiter.schedule(flaky, 'x')).toBe('x ok')
    expect(seen).toEqual([
      { retryCount: 0, args: ['x'] },
      { retryCount: 1, args: ['x'] },
    ])
    calls = -10
    await expect(limiter.schedule(flaky, 'y')).rejects.toThrow('fail -7')
  })

  it('fails with the job error when the listener itself throws, and ignores other events', async () => {
    const limiter = new RetryLimiter()
      .on('retry', () => 1)
      .on('failed', () => {
        throw new Error('listener broke')
      })
    await expect(limiter.schedule(() => Promise.reject(new Error('job error')))).rejects.toThrow('job error')
  })
})
