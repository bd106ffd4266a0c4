import { describe, expect, it } from 'vitest'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { ConfigurationError } from '../../src/core/errors.js'
import { publishReview } from '../../plugins/lib/publication/publish.js'
import { usePublishWorld } from '../support/action/publish-world.js'

/**
 * publish_review lists the pull request's reviews before it posts (a review already there, a
 * pending leftover). GitHub may refuse that read (a token without Pull requests: read, an
 * organization's SAML enforcement): the failure must name the read, not a missing write.
 */
const REVIEWS = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'
const world = usePublishWorld({ number: 7, path: 'src/a.ts', seed: 'a' })

describe('publishReview when GitHub refuses the review listing', () => {
  it('names the listing, a read, on a 403, instead of asking for write access, and posts nothing', async () => {
    world.fake.faults.add({
      route: REVIEWS,
      method: 'GET',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      headers: { 'x-accepted-github-permissions': 'pull_requests=read' },
    })
    const marker = makeRunMarker('1001', world.headSha)
    const failure = await publishReview(world.rest, world.prepared(marker), world.options(marker)).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ConfigurationError)
    const message = failure instanceof Error ? failure.message : ''
    // Before: "GitHub denied the review … the token cannot write to the pull request", though no write was tried.
    expect(message).toMatch(/refused to list the pull request's reviews \(HTTP 403\)/)
    expect(message).toContain('nothing was posted')
    expect(message).toContain('pull_requests=read')
    expect(message).not.toMatch(/cannot write|denied the review/)
    expect(world.botReviews()).toHaveLength(0)
    expect(world.fake.requests.filter((r) => r.method === 'POST' && r.route === REVIEWS)).toHaveLength(0)
  })
})
