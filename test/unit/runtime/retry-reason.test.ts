import { describe, expect, it } from 'vitest'
import { retryReason } from '../../../src/core/opencode/retry-reason.js'

/** What a model given up after OpenCode's retries says to the workflow's author (run-agent.ts). */
describe('why OpenCode kept retrying a model', () => {
  it("names a spent quota and the key's plan and billing, not an outage", () => {
    // OpenAI's insufficient_quota message, and OpenCode's own summary of it.
    expect(retryReason('You exceeded your current quota, please check your plan and billing details.')).toMatch(
      /quota spent.*plan and billing of provider-api-key/,
    )
    expect(retryReason('Quota exceeded. Check your plan and billing details.')).toMatch(/quota spent/)
  })

  it('tells rate limits, an unreachable provider and overload apart, each with its fix', () => {
    expect(retryReason('Too Many Requests')).toMatch(/rate-limiting the key \(HTTP 429\)/)
    expect(retryReason('Rate limit reached for gpt-4o on tokens per min (TPM)')).toMatch(/rate-limiting/)
    expect(retryReason('Cannot connect to API: Unable to connect. Is the computer able to access the url?')).toMatch(
      /could not be reached: check provider-base-url/,
    )
    expect(retryReason('Provider is overloaded')).toMatch(/overloaded or failing \(HTTP 5xx\)/)
    expect(retryReason('Service Unavailable')).toMatch(/overloaded or failing/)
    expect(retryReason(undefined)).toBe('the provider kept failing with an error OpenCode retries')
  })

  it("never repeats the provider's text, which may echo part of the key", () => {
    const echoed = 'Rate limit reached for key sk-proj-abc123XYZ'
    expect(retryReason(echoed)).not.toContain('sk-proj')
    expect(retryReason('odd failure sk-proj-abc123XYZ')).not.toContain('sk-proj')
  })
})
