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
    // A provider that answers too slowly was reached: pointing at provider-base-url would send the user the wrong way.
    for (const slow of ['The operation timed out.', 'Request timed out', 'ETIMEDOUT', 'Gateway Timeout']) {
      expect(retryReason(slow)).toMatch(/did not answer in time/)
      expect(retryReason(slow)).not.toMatch(/could not be reached/)
    }
    expect(retryReason('Provider is overloaded')).toMatch(/overloaded or failing \(HTTP 5xx\)/)
    expect(retryReason('Service Unavailable')).toMatch(/overloaded or failing/)
    expect(retryReason(undefined)).toBe('the provider kept failing with an error OpenCode retries')
  })

  it('reads a per-minute limit as a rate limit though its text links to billing or a quota page (Groq, Azure, Gemini)', () => {
    // Groq's TPM limit ends with an upgrade link to its billing page; Azure's links to its quota-increase form;
    // Gemini's per-minute limit uses OpenAI's spent-quota words but links to its rate-limits page.
    const groq =
      'Rate limit reached for model `llama-3.3-70b-versatile` in organization `org_01` service tier `on_demand` on tokens per minute (TPM): Limit 6000, Used 5379, Requested 1112. Please try again in 4.91s. Need more tokens? Upgrade to Dev Tier today at https://console.groq.com/settings/billing'
    const azure =
      'Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-10-21 have exceeded token rate limit of your current AIServices S0 pricing tier. Please retry after 6 seconds. Please go here: https://aka.ms/oai/quotaincrease if you would like to further increase the default rate limit.'
    const gemini =
      'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.'
    for (const message of [groq, azure, gemini]) expect(retryReason(message)).toMatch(/rate-limiting the key/)
    // Vertex's per-minute "resource exhausted" is no spent account either.
    expect(retryReason('Resource has been exhausted (e.g. check quota).')).toMatch(/quota of the key reached.*per minute/)
    expect(retryReason('Resource has been exhausted (e.g. check quota).')).not.toMatch(/quota spent/)
  })

  it("never repeats the provider's text, which may echo part of the key", () => {
    const echoed = 'Rate limit reached for key sk-proj-abc123XYZ'
    expect(retryReason(echoed)).not.toContain('sk-proj')
    expect(retryReason('odd failure sk-proj-abc123XYZ')).not.toContain('sk-proj')
  })
})
