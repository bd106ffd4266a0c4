import { describe, expect, it } from 'vitest'
import { decideOutcome } from '../../../src/publication/outcome.js'
import { refusalOf, refusedInput } from '../../../src/core/opencode/provider-refusal.js'

const apiError = (statusCode: number | undefined) => ({ name: 'APIError' as const, data: { message: 'refused', statusCode, isRetryable: false } })

describe('provider refusals: inputs to fix, not model faults', () => {
  it('a 401, a 403 or a failed authentication refuse the key; a 404 the model id', () => {
    expect(refusalOf(apiError(401))).toBe('key')
    expect(refusalOf(apiError(403))).toBe('key')
    expect(refusalOf({ name: 'ProviderAuthError', data: { providerID: 'openai', message: 'no key' } })).toBe('key')
    expect(refusalOf(apiError(404))).toBe('unknown-model')
  })

  it('a 403 answered with a web page is a firewall blocking the runner, not a key refusal', () => {
    const page = (responseBody: string) => ({ name: 'APIError' as const, data: { message: 'Forbidden', statusCode: 403, isRetryable: false, responseBody } })
    expect(refusalOf(page('<!DOCTYPE html>\n<html><head><title>Attention Required!</title></head></html>'))).toBe('blocked')
    expect(refusalOf(page('  <html><body>Access denied</body></html>'))).toBe('blocked')
    // The provider's own JSON refusal stays a key refusal, and so does a 401 with a page.
    expect(refusalOf(page('{"error":{"message":"Project does not have access to model","type":"invalid_request_error"}}'))).toBe('key')
    expect(refusalOf({ name: 'APIError', data: { message: 'x', statusCode: 401, isRetryable: false, responseBody: '<html></html>' } })).toBe('key')
  })

  it('names provider-base-url, not the key, when a firewall blocked every model', () => {
    const error = refusedInput([
      { model: 'openai/gpt-4.1', refusal: 'blocked', status: 403 },
      { model: 'openai/gpt-4.1-mini', refusal: 'unknown-model', status: 404 },
    ])
    expect(error?.input).toBe('provider-base-url')
    expect(error?.message).toContain('openai/gpt-4.1: HTTP 403 (a web page, not an API answer); openai/gpt-4.1-mini: HTTP 404')
    expect(error?.message).toContain('the key was not the cause')
    // A key the provider itself refused for another model still names the key.
    expect(
      refusedInput([
        { model: 'a/b', refusal: 'blocked', status: 403 },
        { model: 'a/c', refusal: 'key', status: 401 },
      ])?.input,
    ).toBe('provider-api-key')
  })

  it('a 400 whose error names the model as unknown refuses the model id, as gateways answer it (LiteLLM, OpenRouter)', () => {
    const badRequest = (responseBody: string) => ({
      name: 'APIError' as const,
      data: { message: 'Bad Request', statusCode: 400, isRetryable: false, responseBody },
    })
    const litellm =
      '{"error":{"message":"400: {\'error\': \'/chat/completions: Invalid model name passed in model=gpt-9. Call `/v1/models` to view available models for your key.\'}","type":"None","param":"None","code":"400"}}'
    expect(refusalOf(badRequest(litellm))).toBe('unknown-model')
    expect(refusalOf(badRequest('{"error":{"message":"openai/gpt-9 is not a valid model ID","code":400}}'))).toBe('unknown-model')
    expect(refusalOf(badRequest('{"error":{"message":"Bad model","code":"model_not_found"}}'))).toBe('unknown-model')
    expect(refusalOf(badRequest('{"error":{"message":"The model `gpt-9` does not exist","type":"invalid_request_error","code":"model_not_found"}}'))).toBe(
      'unknown-model',
    )
    // Other bad requests stay model failures: the model is known, the request was not to its liking.
    expect(
      refusalOf(
        badRequest(
          '{"error":{"message":"max_tokens is too large: 64000. This model supports at most 16384 completion tokens","type":"invalid_request_error"}}',
        ),
      ),
    ).toBeUndefined()
    expect(refusalOf(badRequest('{"error":{"message":"Invalid \'messages[2].content\': string too long","type":"invalid_request_error"}}'))).toBeUndefined()
  })

  it("an account without credit (Anthropic's 400 through a gateway, a 402, OpenAI's insufficient_quota code) is no bad request but the key's account to fund", () => {
    const answer = (statusCode: number | undefined, responseBody: string) => ({
      name: 'APIError' as const,
      data: { message: 'Bad Request', statusCode, isRetryable: false, responseBody },
    })
    const anthropic =
      '{"type":"error","error":{"type":"invalid_request_error","message":"Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."}}'
    expect(refusalOf(answer(400, anthropic))).toBe('no-credit')
    expect(refusalOf(answer(402, '{"error":{"message":"Insufficient credits. Add more using https://openrouter.ai/settings/credits","code":402}}'))).toBe(
      'no-credit',
    )
    // OpenCode's reading of OpenAI's streamed insufficient_quota error: no status, the code in the body.
    const streamed = '{"type":"error","error":{"type":"insufficient_quota","code":"insufficient_quota","message":"You exceeded your current quota"}}'
    expect(refusalOf(answer(undefined, streamed))).toBe('no-credit')
    // Gemini answers a per-minute limit with the same words, as a 429 without that code: a limit a minute lifts.
    const gemini =
      '{"error":{"code":429,"message":"You exceeded your current quota, please check your plan and billing details.","status":"RESOURCE_EXHAUSTED"}}'
    expect(refusalOf(answer(429, gemini))).toBeUndefined()
    expect(refusalOf(answer(503, anthropic))).toBeUndefined()
  })

  it("names provider-api-key's account and its billing, never the provider's words, when no model had credit", () => {
    const error = refusedInput([
      { model: 'litellm/claude-sonnet', refusal: 'no-credit', status: 400 },
      { model: 'litellm/claude-haiku', refusal: 'no-credit', status: 400 },
    ])
    expect([error?.failureClass, error?.input]).toEqual(['configuration', 'provider-api-key'])
    expect(error?.message).toContain('litellm/claude-sonnet: HTTP 400 (no credit); litellm/claude-haiku: HTTP 400 (no credit)')
    expect(error?.message).toMatch(/no credit or quota left.*billing/)
    expect(error?.message).not.toMatch(/invalid, expired/)
  })

  it("reads only the error's own message, never input the provider echoes beside it (OpenRouter's flagged_input)", () => {
    const answer = (statusCode: number, responseBody: string) => ({
      name: 'APIError' as const,
      data: { message: 'refused', statusCode, isRetryable: false, responseBody },
    })
    // The pull request's own text, echoed back, said "model … not found": no unknown model for that.
    const echoed = (status: number) =>
      `{"error":{"code":${status},"message":"Your input was flagged for \\"harassment\\"","metadata":{"reasons":["harassment"],"flagged_input":"the model registry entry was not found","provider_name":"x"}}}`
    expect(refusalOf(answer(400, echoed(400)))).toBeUndefined()
    // OpenRouter's moderation answers 403: the input was flagged, the key is fine (another model may take it).
    expect(refusalOf(answer(403, echoed(403)))).toBeUndefined()
  })

  it('rate limits, overload, server faults and bad requests are no refusal (fallback and retries help)', () => {
    for (const status of [400, 408, 429, 500, 503, undefined]) expect(refusalOf(apiError(status))).toBeUndefined()
    expect(refusalOf({ name: 'UnknownError', data: { message: 'x' } })).toBeUndefined()
  })

  it('names provider-api-key when every model refused the key, with each status', () => {
    const error = refusedInput([
      { model: 'openai/gpt-4.1', refusal: 'key', status: 401 },
      { model: 'openai/gpt-4.1-mini', refusal: 'unknown-model', status: 404 },
    ])
    expect(error?.failureClass).toBe('configuration')
    expect(error?.input).toBe('provider-api-key')
    expect(error?.message).toContain('openai/gpt-4.1: HTTP 401; openai/gpt-4.1-mini: HTTP 404')
  })

  it('names model, and provider-base-url, when the provider knew none of the models', () => {
    const error = refusedInput([
      { model: 'openai/gpt-9', refusal: 'unknown-model', status: 404 },
      { model: 'openai/gpt-10', refusal: 'unknown-model', status: 404 },
    ])
    expect(error?.input).toBe('model')
    expect(error?.message).toContain('openai/gpt-9: HTTP 404; openai/gpt-10: HTTP 404')
    // A gateway URL without its /v1 answers 404 for every model too.
    expect(error?.message).toContain('provider-base-url')
  })

  it('stays a model failure when any model failed otherwise', () => {
    expect(refusedInput([{ model: 'openai/gpt-9', refusal: 'key', status: 401 }, { model: 'openai/gpt-4.1' }])).toBeUndefined()
    expect(refusedInput([])).toBeUndefined()
  })

  it('a refused key fails a comment run instead of the degraded (green) start-up outcome a model failure gets', () => {
    const error = refusedInput([{ model: 'openai/gpt-4.1', refusal: 'key', status: 401 }])
    if (!error) throw new Error('expected a refusal')
    const facts = { mode: 'comment' as const, publicationProven: false, blockingFindings: 0, blockingSeverity: 'high', strictRuntime: false, modelCalls: 0 }
    const decided = decideOutcome({ ...facts, failure: { error, phase: 'startup' } })
    expect(decided).toMatchObject({ outcome: 'failure', failureClass: 'configuration', exitFailed: true })
    expect(decided.message).toContain('provider-api-key')
  })
})
