import { expect, it } from 'vitest'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { SkipRun } from '../../src/core/errors.js'
import { addedFile } from '../support/action/pushes.js'
import { A_V1, PUSH_OWNER, PUSH_REPO, usePushWorld } from '../support/action/push-world.js'
import { deleteRevision, editReview } from '../support/github-fake/comment-edits.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import { DEFAULT_AUTHOR } from '../support/github-fake/state.js'

/**
 * One review per commit (comment mode) skips a head that already carries a proven review: one by
 * the expected login whose body carries a run marker naming that commit. Anyone with write access
 * may edit a review's body, the pull request's author included, and the expected login
 * (`github-actions[bot]` by default) posts other workflows' reviews too; a marker written into
 * such a review by someone else must not skip the review of the commit. A review of ours someone
 * edited is judged by what we posted (its creation revision).
 */
const NUMBER = 31
const world = usePushWorld('hm-reviewed-head-edited-', NUMBER, () => [addedFile('src/a.ts', A_V1)])
const COMMENT = { mode: 'comment' }

function headSha(): string {
  return world.fake.state.pull(PUSH_OWNER, PUSH_REPO, NUMBER)!.head.sha
}

it("reviews a head whose only 'proven' review got its run marker from someone else's edit", async () => {
  // Another workflow's review, posted as the same login; the pull request's author writes our marker into it.
  const lint = world.fake.state.addReview(PUSH_OWNER, PUSH_REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: 'Lint: 2 warnings.' })
  editReview(lint, `Lint: 2 warnings.\n\n${makeRunMarker('650-1', headSha())}`, DEFAULT_AUTHOR)
  const job = await world.prepareJob('651', COMMENT)
  expect(job.prepared.index.files.map((f) => f.path)).toEqual(['src/a.ts'])
  expect(job.logger.find('gate', 'pass')).toEqual([expect.objectContaining({ edited_review: String(lint.id), edited_by: DEFAULT_AUTHOR })])
})

it('still skips a head whose review of ours someone else edited: what we posted carries the marker', async () => {
  expect((await world.publish(await world.prepareJob('660', COMMENT), '660-1')).ok).toBe(true)
  const [review] = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER)
  editReview(review!, review!.body.replace('Reviewed.', 'Reviewed, thanks.'), DEFAULT_AUTHOR)
  const error = await world.prepareJob('661', COMMENT).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(SkipRun)
  expect((error as SkipRun).reason).toContain(`already has Harbourmaster review ${review!.id}`)
})

it('reviews a head whose edited review no longer shows what was posted (the first revision deleted)', async () => {
  const lint = world.fake.state.addReview(PUSH_OWNER, PUSH_REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: 'Lint: clean.' })
  editReview(lint, `Lint: clean.\n${makeRunMarker('670-1', headSha())}`, DEFAULT_AUTHOR)
  deleteRevision(lint, 0, DEFAULT_AUTHOR)
  const job = await world.prepareJob('671', COMMENT)
  expect(job.prepared.index.files).toHaveLength(1)
})

it('still skips a head whose review of ours someone else edited to remove our run marker: what we posted carries it', async () => {
  expect((await world.publish(await world.prepareJob('680', COMMENT), '680-1')).ok).toBe(true)
  const [review] = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER)
  editReview(review!, review!.body.replace(/<!-- harbourmaster:run [^>]*-->/g, ''), DEFAULT_AUTHOR)
  const error = await world.prepareJob('681', COMMENT).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(SkipRun)
  expect((error as SkipRun).reason).toContain(`already has Harbourmaster review ${review!.id}`)
  expect((error as SkipRun).reason).toContain(`edited by ${DEFAULT_AUTHOR}`)
})
