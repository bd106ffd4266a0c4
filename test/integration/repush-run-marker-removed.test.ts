import { expect, it } from 'vitest'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, usePushWorld } from '../support/action/push-world.js'
import { deleteRevision, editReview } from '../support/github-fake/comment-edits.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import { DEFAULT_AUTHOR } from '../support/github-fake/state.js'

/**
 * A delta review starts from the newest review whose body carries our run marker. Anyone with write
 * access may edit that body, and one who deletes the marker (with the findings it lists) must not
 * make an older review the delta base: the next push would carry the older review's memory and lose
 * the newer one's without a word. The newer review is found by its edit history (the body as we
 * posted it carries the marker), and the push is reviewed whole, as after any edit of the base.
 */
const NUMBER = 44
const RATIO_V2 = [...RATIO_V1, '// checked by the caller']
const world = usePushWorld('hm-repush-marker-removed-', NUMBER, () => [changedFile('src/ratio.ts', RATIO_V0, RATIO_V1)])
const INPUTS = { mode: 'blocking', 'blocking-severity': 'high', 'max-files': '1' }
const RATIO_NOW = changedFile('src/ratio.ts', RATIO_V0, RATIO_V2)
const ADDED = addedFile('src/a.ts', ['export const a = 1'])

/** Two proven reviews; the second lists a blocking finding in its body, and the author strips that body to nothing. */
async function secondReviewStripped(): Promise<{ second: string }> {
  expect((await world.publish(await world.prepareJob('801', INPUTS), '801-1')).ok).toBe(true)
  const second = world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, {
    changes: [changedFile('src/ratio.ts', RATIO_V1, RATIO_V2)],
    files: [RATIO_NOW],
  })
  const job = await world.prepareJob('802', INPUTS)
  expect(job.prepared.delta.kind).toBe('delta')
  expect((await world.publish(job, '802-1', { findings: [divisionFinding('src/ratio.ts', 9)] })).ok).toBe(true)
  const review = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).at(-1)
  expect(review!.body).toContain('Division by zero')
  editReview(review!, 'Looks fine to me.', DEFAULT_AUTHOR)
  // max-files=1 keeps src/a.ts (the same risk, first by path): nobody reads src/ratio.ts.
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [ADDED], files: [RATIO_NOW, ADDED] })
  return { second }
}

it('starts from the review whose run marker someone deleted, read as we posted it, not from the older one', async () => {
  const { second } = await secondReviewStripped()
  const next = await world.prepareJob('803', INPUTS)
  expect(next.prepared.delta).toMatchObject({ kind: 'full', since: second })
  expect(next.prepared.delta.reason).toBe(
    `the body of Harbourmaster's review of ${second.slice(0, 7)} was edited by octocat since it was posted, so it no longer shows what that review covered`,
  )
  // Its blocking body-only finding is carried from the body as posted, not lost with the marker.
  expect(next.prepared.ledger.inBody?.map((e) => [e.path, e.severity, e.since])).toEqual([['src/ratio.ts', 'high', second]])
  expect(next.logger.find('ledger', 'decided')[0]?.in_body_original).toBe('read')
})

it('reviews whole and names the loss when the stripped review is ours but its original is gone from the history', async () => {
  const { second } = await secondReviewStripped()
  const review = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).at(-1)
  deleteRevision(review!, 0, DEFAULT_AUTHOR)
  const next = await world.prepareJob('804', INPUTS)
  expect(next.prepared.delta).toMatchObject({ kind: 'full', since: second, baseEditedBy: 'octocat' })
  expect(next.prepared.ledger.inBody ?? []).toEqual([])
  expect(next.prepared.caps.find((c) => c.cap === 'earlier review body edited')?.detail).toMatch(/edited by octocat.*as posted is lost/)
})

it("leaves the delta base alone when the edited review is another workflow's, posted under the same login", async () => {
  expect((await world.publish(await world.prepareJob('805', INPUTS), '805-1')).ok).toBe(true)
  const first = world.fake.state.pull(PUSH_OWNER, PUSH_REPO, NUMBER)!.head.sha
  const other = world.fake.state.addReview(PUSH_OWNER, PUSH_REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: 'Lint: 2 warnings.' })
  editReview(other, 'Lint: fixed.', DEFAULT_AUTHOR)
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [ADDED], files: [RATIO_NOW, ADDED] })
  const next = await world.prepareJob('806', INPUTS)
  expect(next.prepared.delta).toMatchObject({ kind: 'delta', since: first })
})
