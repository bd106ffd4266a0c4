import { describe, expect, it } from 'vitest'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { SkipRun } from '../../src/core/errors.js'
import { listReviews } from '../../src/core/github/github-port.js'
import { reviewAsPosted } from '../../src/core/publication/review-original.js'
import { alreadyPublished } from '../../src/replay/record-file.js'
import { publishReview, ReviewMayBeStored } from '../../plugins/lib/publication/publish.js'
import { editReview } from '../support/github-fake/comment-edits.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import { PUBLISH_OWNER, PUBLISH_REPO, usePublishWorld } from '../support/action/publish-world.js'
import { DEFAULT_AUTHOR } from '../support/github-fake/state.js'

/**
 * Anyone with write access may edit a review's body, and the expected login (`github-actions[bot]`
 * by default) also posts other workflows' reviews. An edit that writes a run marker into such a
 * review, or this run's marker into an older review of ours, during the run (minutes) must not
 * make publish_review skip the commit as reviewed by another run, report that review as its own
 * (before a post, after a 5xx, a replay's), nor stop a replay as already published. A review of
 * ours someone edited is judged by what we posted: its first revision.
 */
const OWNER = PUBLISH_OWNER
const REPO = PUBLISH_REPO
const NUMBER = 14
const REVIEWS = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'
const world = usePublishWorld({ number: NUMBER, path: 'src/e.ts', seed: 'e' })
const { prepared, options } = world
const botReviews = world.botReviews

/** Another workflow's review, posted as the same login, into which the pull request's author writes `marker`. */
function forged(marker: string): number {
  const lint = world.fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: 'Lint: 2 warnings.' })
  editReview(lint, `Lint: 2 warnings.\n\n${marker}`, DEFAULT_AUTHOR)
  return lint.id
}

describe('one review per commit, at the last moment', () => {
  it("publishes when the head's only 'proven' review got its marker from someone else's edit during the run", async () => {
    forged(makeRunMarker('3000', world.headSha))
    const marker = makeRunMarker('3001', world.headSha)
    const result = await publishReview(world.rest, prepared(marker), options(marker, { oneReviewPerCommit: true, mayHaveStored: false }))
    expect(result.how).toBe('posted')
    expect(botReviews()).toHaveLength(2)
    expect(result.requests).toContain('POST /graphql')
  })

  it('still skips a head whose review by another run someone edited: what that run posted carries the marker', async () => {
    const other = world.fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: `Reviewed.\n\n${makeRunMarker('3010', world.headSha)}` })
    editReview(other, other.body.replace('Reviewed.', 'Reviewed, thanks.'), DEFAULT_AUTHOR)
    const marker = makeRunMarker('3011', world.headSha)
    const error = await publishReview(world.rest, prepared(marker), options(marker, { oneReviewPerCommit: true, mayHaveStored: false })).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SkipRun)
    expect((error as SkipRun).reviewId).toBe(other.id)
    expect(botReviews()).toHaveLength(1)
  })
})

describe("this run's marker edited into a review we did not post for this run", () => {
  it('is not reported as already published: the run posts its own review', async () => {
    const marker = makeRunMarker('3020', world.headSha)
    const lint = forged(marker)
    const result = await publishReview(world.rest, prepared(marker), options(marker, { mayHaveStored: true }))
    expect(result.how).toBe('posted')
    expect(result.reviewId).not.toBe(lint)
    expect(botReviews()).toHaveLength(2)
  })

  it("is not taken for this run's review stored before a 5xx", async () => {
    const marker = makeRunMarker('3030', world.headSha)
    const lint = forged(marker)
    world.fake.faults.add({ method: 'POST', route: REVIEWS, status: 502 })
    // Not claimed; and GitHub may hold the run's own review, so nothing is posted again.
    await expect(publishReview(world.rest, prepared(marker), options(marker, { mayHaveStored: false }))).rejects.toBeInstanceOf(ReviewMayBeStored)
    expect(botReviews().map((r) => r.id)).toEqual([lint])
  })

  it("an older review of ours, edited to carry this run's marker, is not this run's review", async () => {
    const older = world.fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: `Reviewed.\n\n${makeRunMarker('3039', world.headSha)}` })
    const marker = makeRunMarker('3040', world.headSha)
    editReview(older, `${older.body}\n${marker}`, DEFAULT_AUTHOR)
    const result = await publishReview(world.rest, prepared(marker), options(marker, { mayHaveStored: true }))
    expect(result.how).toBe('posted')
    expect(result.reviewId).not.toBe(older.id)
  })

  it('our own stored review that someone edited since is still found: what we posted carries the marker', async () => {
    const marker = makeRunMarker('3050', world.headSha)
    const first = await publishReview(world.rest, prepared(marker), options(marker))
    const [review] = botReviews()
    editReview(review!, review!.body.replace('Reviewed.', 'Reviewed, thanks.'), DEFAULT_AUTHOR)
    const again = await publishReview(world.rest, prepared(marker), options(marker, { mayHaveStored: true }))
    expect(again.how).toBe('already-published')
    expect(again.reviewId).toBe(first.reviewId)
    expect(botReviews()).toHaveLength(1)
  })

  it("does not stop a replay as already published; the recording run's review, edited since, does", async () => {
    const marker = makeRunMarker('3060', world.headSha)
    forged(marker)
    const target = { owner: OWNER, repo: REPO, pullNumber: NUMBER }
    const read = (id: string) => reviewAsPosted(world.rest, id, DEFAULT_BOT_LOGIN)
    expect(await alreadyPublished(marker, await listReviews(world.rest, target), DEFAULT_BOT_LOGIN, read)).toBeUndefined()
    const posted = world.fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: `Reviewed.\n\n${marker}` })
    editReview(posted, `Reviewed, thanks.\n\n${marker}`, DEFAULT_AUTHOR)
    expect((await alreadyPublished(marker, await listReviews(world.rest, target), DEFAULT_BOT_LOGIN, read))?.id).toBe(posted.id)
  })
})
