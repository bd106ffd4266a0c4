import { describe, expect, it } from 'vitest'
import { warmUpOpencode, type WarmablePort } from '../../../src/core/opencode/warm-up.js'

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
