import { describe, expect, it } from 'vitest'
import { classify } from '../../../plugins/lib/publication/review-refusal.js'
import { ConfigurationError } from '../../../src/core/errors.js'

/**
 * GitHub tells no GITHUB_TOKEN, App or fine-grained token what it may write before it writes
 * (docs/configuration.md#what-can-be-detected-before-the-model-runs), so a read-only token is
 * found at the review POST. The message is then the user's whole guide: it names the
 * permission and where to grant it for each kind of token, since the workflow's `permissions:`
 * only reach `${{ github.token }}`.
 */
describe('a review POST refused for want of write access', () => {
  const refused = { status: 403, headers: { 'x-accepted-github-permissions': 'pull_requests=write' } }

  it('is a configuration failure naming pull-requests: write and what GitHub accepts', () => {
    const error = classify(refused, 1)
    expect(error).toBeInstanceOf(ConfigurationError)
    expect(error.message).toContain("'pull-requests: write'")
    expect(error.message).toContain('pull_requests=write')
  })

  it('says where to grant it for the workflow token, a GitHub App token and a fine-grained token', () => {
    const message = classify(refused, 1).message
    expect(message).toContain('permissions:')
    expect(message).toMatch(/GitHub App[^.]*Pull requests[^.]*Read and write/)
    expect(message).toMatch(/fine-grained personal access token[^.]*Pull requests[^.]*Read and write/)
    // Nothing more than what is needed: a mode that never writes needs no write access at all.
    expect(message).toContain('mode: silent or check-only')
  })
})
