import { describe, expect, it } from 'vitest'
import { warmInOrder, warmUpOpencode, type WarmablePort } from '../../../src/core/opencode/warm-up.js'

function port(files: () => Promise<unknown>, calls: string[]): WarmablePort {
  return {
    config: {
      providers: async () => {
        calls.push('providers')
        return {}
      },
    },
    find: {
      files: async (options) => {
        calls.push(`files:${options.query.query}`)
        return files()
      },
    },
  }
}

describe('warmUpOpencode', () => {
  it('lists the providers and runs one file search', async () => {
    const calls: string[] = []
    await warmUpOpencode(port(async () => [], calls))
    expect(calls.sort()).toEqual(['files:warm-up', 'providers'])
  })

  it('settles when a call fails: a cold first prompt still works', async () => {
    await expect(warmUpOpencode(port(() => Promise.reject(new Error('fetch failed')), []))).resolves.toBeUndefined()
  })

  it('stops waiting for a file search that never answers', async () => {
    const never = new Promise<unknown>(() => {})
    await expect(
      warmUpOpencode(
        port(() => never, []),
        20,
      ),
    ).resolves.toBeUndefined()
  })
})

describe('warmInOrder (the editor before the reviewer)', () => {
  it("starts the second server's warm-up only when the first's work is done, even after the first's bound passed", async () => {
    const calls: string[] = []
    let finishFirst: () => void = () => {}
    const firstFiles = new Promise<unknown>((resolve) => (finishFirst = () => resolve([])))
    const order = warmInOrder(
      port(() => firstFiles, calls),
      port(async () => [], calls),
      30,
    )
    let firstSettled = false
    void order.first.then(() => (firstSettled = true))
    await new Promise((r) => setTimeout(r, 60))
    // The first's bound passed: its waiters go on, but the second has not started competing with it.
    expect(firstSettled).toBe(true)
    expect(calls.sort()).toEqual(['files:warm-up', 'providers'])
    finishFirst()
    await new Promise((r) => setTimeout(r, 10))
    expect(calls.filter((c) => c === 'providers')).toHaveLength(2)
  })

  it('does not warm the second server once the run stopped', async () => {
    const calls: string[] = []
    const second: string[] = []
    const order = warmInOrder(
      port(async () => [], calls),
      port(async () => [], second),
      1_000,
      () => true,
    )
    await order.both
    expect(calls).toHaveLength(2)
    expect(second).toHaveLength(0)
  })
})
