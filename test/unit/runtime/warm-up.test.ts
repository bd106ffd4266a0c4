import { describe, expect, it } from 'vitest'
import { warmUpOpencode, type WarmablePort } from '../../../src/core/opencode/warm-up.js'

function port(providers: () => Promise<unknown>, calls: string[]): WarmablePort {
  return {
    config: {
      providers: async () => {
        calls.push('providers')
        return providers()
      },
    },
  }
}

describe('warmUpOpencode', () => {
  it('lists the providers and nothing else (a file search would start the file finder no review needs)', async () => {
    const calls: string[] = []
    await warmUpOpencode(port(async () => [], calls))
    expect(calls).toEqual(['providers'])
  })

  it('settles when a call fails: a cold first prompt still works', async () => {
    await expect(warmUpOpencode(port(() => Promise.reject(new Error('fetch failed')), []))).resolves.toBeUndefined()
  })

  it('stops waiting for a server that never answers', async () => {
    const never = new Promise<unknown>(() => {})
    await expect(
      warmUpOpencode(
        port(() => never, []),
        20,
      ),
    ).resolves.toBeUndefined()
  })
})
