import { describe, expect, it } from 'vitest'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { SkipRun } from '../../src/core/errors.js'
import { listReviews } from '../../src/core/github/github-port.js'
import { reviewAsPosted } from '../../src/core/publication/review-original.js'
import { alreadyPublished } from '../../src/replay/record-file.js'
import { publishReview, ReviewMayBeStored } from '../../plugins/lib/publication/publish.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import { PUBLISH_OWNER, PUBLISH_REPO, usePublishWorld } from '../support/action/publish-world.js'

/**
 * Anyone who can comment on a pull request can submit a COMMENT review whose body is a copy of
 * Harbourmaster's run marker (the run id and head are public). The publisher's look for its own
 * review (before a post, after a 5xx), its one-review-per-commit check and a replay's
 * already-published check count only reviews by the expected login.
 */
const OWNER = PUBLISH_OWNER
const REPO = PUBLISH_REPO
const NUMBER = 12
const REVIEWS = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'
const world = usePublishWorld({ number: NUMBER, path: 'src/l.ts', seed: 'l' })
const { prepared, options } = world
const ours = world.botReviews

describe("a copy of Harbourmaster's run marker in someone else's review", () => {
  it("is not taken for this run's review stored before a 5xx: the publisher claims nothing (and posts nothing more)", async () => {
    const marker = makeRunMarker('2001', world.headSha)
    world.fake.state.addReview(OWNER, REPO, NUMBER, { user: 'mallory', body: `Looks done.\n\n${marker}` })
    world.fake.faults.add({ method: 'POST', route: REVIEWS, status: 502 })
    await expect(publishReview(world.rest, prepared(marker), options(marker))).rejects.toBeInstanceOf(ReviewMayBeStored)
    expect(ours()).toHaveLength(0)
  })

  it('is not taken for a review an earlier attempt of this run stored', async () => {
    const marker = makeRunMarker('2002', world.headSha)
    world.fake.state.addReview(OWNER, REPO, NUMBER, { user: 'mallory', body: marker })
    const result = await publishReview(world.rest, prepared(marker), options(marker, { mayHaveStored: true }))
    expect(result.how).toBe('posted')
    expect(ours()).toHaveLength(1)
  })

  it("is not another run's review of this commit: one review per commit still publishes", async () => {
    world.fake.state.addReview(OWNER, REPO, NUMBER, { user: 'mallory', body: makeRunMarker('1999', world.headSha) })
    const marker = makeRunMarker('2003', world.headSha)
    const result = await publishReview(world.rest, prepared(marker), options(marker, { oneReviewPerCommit: true, mayHaveStored: false }))
    expect(result.how).toBe('posted')
    // Ours, once it stands, is what a third run finds.
    const third = makeRunMarker('2004', world.headSha)
    await expect(publishReview(world.rest, prepared(third), options(third, { oneReviewPerCommit: true, mayHaveStored: false }))).rejects.toThrow(SkipRun)
    expect(ours()).toHaveLength(1)
  })

  it("does not stop a replay as already published; the recording run's own review does", async () => {
    const marker = makeRunMarker('2005', world.headSha)
    world.fake.state.addReview(OWNER, REPO, NUMBER, { user: 'mallory', body: marker })
    const target = { owner: OWNER, repo: REPO, pullNumber: NUMBER }
    const read = (id: string) => reviewAsPosted(world.rest, id, DEFAULT_BOT_LOGIN)
    expect(await alreadyPublished(marker, await listReviews(world.rest, target), DEFAULT_BOT_LOGIN, read)).toBeUndefined()
    const posted = world.fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: marker })
    expect((await alreadyPublished(marker, await listReviews(world.rest, target), DEFAULT_BOT_LOGIN, read))?.id).toBe(posted.id)
  })
})
