import { describe, expect, it } from 'vitest'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { publishReview, ReviewMayBeStored } from '../../plugins/lib/publication/publish.js'
import { PUBLISH_OWNER, PUBLISH_REPO, usePublishWorld } from '../support/action/publish-world.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'

/**
 * Two jobs of one workflow run (a matrix) share the run marker's text. A review the other job
 * posts while this job's first POST fails with a 5xx that stored nothing was not listed before
 * that POST, so it is not known as the other job's: the look for what the failed POST stored must
 * still not take it for this run's, since its body is none that this run sent. (Nor does this job post
 * again: GitHub may hold its own review and list it late, so it reports the review unconfirmed.)
 */
const REVIEWS = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'
const world = usePublishWorld({ number: 7, path: 'src/a.ts', seed: 'a' })
const marker = (): string => makeRunMarker('9001-1', world.headSha)

describe("the other matrix job's review, posted while this job's first POST failed", () => {
  it('is not taken for the review the failed POST stored: this job claims nothing and posts nothing more', async () => {
    let other = 0
    world.fake.faults.add({
      method: 'POST',
      route: REVIEWS,
      status: 502,
      // The other job's POST lands as this one's arrives: after this job's first listing.
      when: () => {
        if (other === 0)
          other = world.fake.state.addReview(PUBLISH_OWNER, PUBLISH_REPO, world.number, {
            user: DEFAULT_BOT_LOGIN,
            body: `Reviewed by the other job.\n\n${marker()}`,
            commitId: world.headSha,
          }).id
        return true
      },
    })
    const publishing = publishReview(
      world.rest,
      world.prepared(marker(), 'Reviewed by this job.'),
      world.options(marker(), { mayHaveStored: false, foreign: new Set(), sent: [] }),
    )
    // Before: the look after the 502 found the other job's review by its marker and reported it as this run's.
    await expect(publishing).rejects.toBeInstanceOf(ReviewMayBeStored)
    const bodies = world.fake.state.reviews(PUBLISH_OWNER, PUBLISH_REPO, world.number).map((r) => r.body)
    expect(other).toBeGreaterThan(0)
    expect(bodies).toEqual([`Reviewed by the other job.\n\n${marker()}`])
  })

  it("still finds this job's own review that a failed POST stored, and posts no second one", async () => {
    world.fake.faults.add({ method: 'POST', route: REVIEWS, status: 502, applyFirst: true })
    const result = await publishReview(
      world.rest,
      world.prepared(marker(), 'Reviewed by this job.'),
      world.options(marker(), { mayHaveStored: false, foreign: new Set(), sent: [] }),
    )
    expect(result.how).toBe('found-after-fault')
    expect(world.fake.state.reviews(PUBLISH_OWNER, PUBLISH_REPO, world.number)).toHaveLength(1)
    expect(result.reviewId).toBe(world.fake.state.reviews(PUBLISH_OWNER, PUBLISH_REPO, world.number)[0]?.id)
  })
})
