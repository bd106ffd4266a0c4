import { describe, expect, it } from 'vitest'
import { WARM_UP_MODEL, WARM_UP_PROVIDER, WARM_UP_SESSION_TITLE, warmUpOpencode, type WarmablePort } from '../../../src/core/opencode/warm-up.js'

interface Recorded {
  calls: string[]
  prompts: unknown[]
}

function port(files: () => Promise<unknown>, recorded: Recorded, promptError?: unknown): WarmablePort {
  const { calls } = recorded
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
    session: {
      create: async (options) => {
        calls.push(`create:${options.body.title}`)
        return { data: { id: 'ses_warm' } }
      },
      prompt: async (options) => {
        calls.push('prompt')
        recorded.prompts.push(options)
        return promptError === undefined ? {} : { error: promptError }
      },
    },
  }
}

const fresh = (): Recorded => ({ calls: [], prompts: [] })

describe('warmUpOpencode', () => {
  it('lists the providers and runs one file search, and prompts nothing without a warm-up prompt', async () => {
    const recorded = fresh()
    await expect(warmUpOpencode(port(async () => [], recorded))).resolves.toBeUndefined()
    expect(recorded.calls.sort()).toEqual(['files:warm-up', 'providers'])
  })

  it('then prompts the named agent once, on the stand-in model, in a titled session (OpenCode asks no model for a title)', async () => {
    const recorded = fresh()
    const answered = await warmUpOpencode(
      port(async () => [], recorded),
      1_000,
      { agent: 'specialist-security', tools: { read: false } },
    )
    expect(answered).toBe(true)
    expect(recorded.calls.slice(2)).toEqual([`create:${WARM_UP_SESSION_TITLE}`, 'prompt'])
    expect(recorded.prompts).toEqual([
      {
        path: { id: 'ses_warm' },
        body: expect.objectContaining({
          agent: 'specialist-security',
          model: { providerID: WARM_UP_PROVIDER, modelID: WARM_UP_MODEL },
          tools: { read: false },
        }),
      },
    ])
  })

  it('reports a prompt OpenCode answered with an error as not answered, without failing', async () => {
    const answered = await warmUpOpencode(
      port(async () => [], fresh(), { name: 'ProviderError' }),
      1_000,
      { agent: 'editor' },
    )
    expect(answered).toBe(false)
  })

  it('settles when a call fails: a cold first prompt still works', async () => {
    await expect(warmUpOpencode(port(() => Promise.reject(new Error('fetch failed')), fresh()))).resolves.toBeUndefined()
  })

  it('stops waiting for a file search that never answers', async () => {
    const never = new Promise<unknown>(() => {})
    const recorded = fresh()
    await expect(
      warmUpOpencode(
        port(() => never, recorded),
        20,
        { agent: 'editor' },
      ),
    ).resolves.toBeUndefined()
    expect(recorded.calls).not.toContain('prompt')
  })
})
