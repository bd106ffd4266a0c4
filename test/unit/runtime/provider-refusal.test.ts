import { describe, expect, it } from 'vitest'
import { decideOutcome } from '../../../src/publication/outcome.js'
import { keyRefusal, unknownModels } from '../../../src/core/opencode/provider-refusal.js'

const apiError = (statusCode: number | undefined) => ({ name: 'APIError' as const, data: { message: 'refused', statusCode, isRetryable: false } })

describe('provider refusals no fallback can change', () => {
  it('a 401 or 403 is a configuration error naming provider-api-key and the model', () => {
    for (const status of [401, 403]) {
      const error = keyRefusal(apiError(status), 'openai/gpt-4.1')
      expect(error?.failureClass).toBe('configuration')
      expect(error?.input).toBe('provider-api-key')
      expect(error?.message).toContain(`HTTP ${status}`)
      expect(error?.message).toContain('openai/gpt-4.1')
    }
    expect(keyRefusal({ name: 'ProviderAuthError', data: { providerID: 'openai', message: 'no key' } }, 'openai/gpt-4.1')?.input).toBe('provider-api-key')
  })

  it('rate limits, overload, server faults and bad requests stay model failures (fallback helps)', () => {
    for (const status of [400, 404, 408, 429, 500, 503, undefined]) expect(keyRefusal(apiError(status), 'openai/gpt-4.1')).toBeUndefined()
    expect(keyRefusal({ name: 'UnknownError', data: { message: 'x' } }, 'openai/gpt-4.1')).toBeUndefined()
  })

  it('names model only when every configured model was unknown (404)', () => {
    const both = unknownModels([
      { model: 'openai/gpt-9', status: 404 },
      { model: 'openai/gpt-10', status: 404 },
    ])
    expect(both?.input).toBe('model')
    expect(both?.message).toContain('openai/gpt-9, openai/gpt-10')
    // A gateway URL without its /v1 answers 404 for every model too.
    expect(both?.message).toContain('provider-base-url')
    expect(
      unknownModels([
        { model: 'openai/gpt-9', status: 404 },
        { model: 'openai/gpt-4.1', status: 429 },
      ]),
    ).toBeUndefined()
    expect(unknownModels([{ model: 'openai/gpt-9', status: 404 }, { model: 'openai/gpt-4.1' }])).toBeUndefined()
    expect(unknownModels([])).toBeUndefined()
  })

  it('a refused key fails a comment run instead of the degraded (green) start-up outcome a model failure gets', () => {
    const error = keyRefusal(apiError(401), 'openai/gpt-4.1')
    if (!error) throw new Error('expected a refusal')
    const facts = { mode: 'comment' as const, publicationProven: false, blockingFindings: 0, blockingSeverity: 'high', strictRuntime: false, modelCalls: 0 }
    const decided = decideOutcome({ ...facts, failure: { error, phase: 'startup' } })
    expect(decided).toMatchObject({ outcome: 'failure', failureClass: 'configuration', exitFailed: true })
    expect(decided.message).toContain('provider-api-key')
  })
})
