import { expect, it } from 'vitest'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, runConfigOf, usePushWorld } from '../support/action/push-world.js'
import { deleteRevision, editReview } from '../support/github-fake/comment-edits.js'
import { DEFAULT_AUTHOR } from '../support/github-fake/state.js'

/**
 * Someone else's edit to our review body makes the next push a full review that does not trust the
 * body. A body-only blocking finding whose file a cap then leaves out must not vanish with it: the
 * body as we posted it is read from GitHub's edit history (as a thread's root is), and when that
 * original is gone (or does not carry our run marker) the loss is reported, not silent.
 */
const NUMBER = 43
const RATIO = changedFile('src/ratio.ts', RATIO_V0, RATIO_V1)
const world = usePushWorld('hm-repush-edited-body-', NUMBER, () => [RATIO])
const INPUTS = { mode: 'blocking', 'blocking-severity': 'high', 'max-files': '1' }
const ADDED = addedFile('src/a.ts', ['export const a = 1'])

async function publishedThenEdited(): Promise<void> {
  expect((await world.publish(await world.prepareJob('901', INPUTS), '901-1', { findings: [divisionFinding('src/ratio.ts', 7)] })).ok).toBe(true)
  const review = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).at(-1)
  // The author deletes the finding from the body (everything from its heading on, but our run marker).
  const body = review!.body
  editReview(review!, `${body.slice(0, body.indexOf('### Findings not anchored'))}${body.slice(body.lastIndexOf('<!-- harbourmaster:run'))}`, DEFAULT_AUTHOR)
  // max-files=1 keeps src/a.ts (the same risk, first by path): nobody reads src/ratio.ts.
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [ADDED], files: [RATIO, ADDED] })
}

it('carries a body-only blocking finding from the original of our edited review body when a cap leaves its file out', async () => {
  await publishedThenEdited()
  const next = await world.prepareJob('902', INPUTS)
  expect(next.prepared.delta.kind).toBe('full')
  expect(next.prepared.allowlist).toEqual(['src/a.ts'])
  expect(next.prepared.ledger.inBody?.map((e) => [e.path, e.severity, e.blocksAt])).toEqual([['src/ratio.ts', 'high', 'high']])
  expect(next.logger.find('ledger', 'decided')[0]?.in_body_original).toBe('read')
  expect((await world.publish(next, '902-1', { ledger: runConfigOf(next).ledger })).ok).toBe(true)
  expect(world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).at(-1)?.body).toMatch(/### Still open from earlier reviews[\s\S]*Division by zero/)
})

it('reports the body findings lost when GitHub no longer shows the original of our edited review body', async () => {
  await publishedThenEdited()
  const review = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).at(-1)
  deleteRevision(review!, 0, DEFAULT_AUTHOR)
  const next = await world.prepareJob('903', INPUTS)
  expect(next.prepared.ledger.inBody ?? []).toEqual([])
  const lost = next.prepared.caps.find((c) => c.cap === 'earlier review body edited')
  expect(lost?.detail).toMatch(/edited by octocat.*as posted is lost.*1 file\(s\) this review leaves out/)
  expect(next.logger.find('ledger', 'decided')[0]?.in_body_original).toBe('lost')
})
