import { expect, it } from 'vitest'
import { makeRunMarker, makeSettledMarker, parseFindingMarkers } from '../../src/core/contracts/markers.js'
import { planLedger } from '../../src/publication/ledger-plan.js'
import { changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, TEAM_COMPLETE, usePushWorld } from '../support/action/push-world.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'

/**
 * A run resolves an earlier finding's thread before it answers "Fixed" (src/publication/lifecycle.ts),
 * and its review body names every finding it found fixed (a settled marker). An attempt cancelled
 * between the resolution and the answer leaves a resolved thread with no word of ours on it. "Re-run
 * jobs" reviews the same head again (a blocking run always does): the review of this very head found
 * the finding fixed, so the re-run finishes that answer, with no model call; without it, the next push
 * starts from the re-run's review, which does not name the finding, and the "Fixed" is never sent.
 */
const NUMBER = 35
const RATIO_V2 = ['export function ratio(a: number, b: number): number {', '  return b === 0 ? 0 : a / b', '}']
const world = usePushWorld('hm-rerun-settled-', NUMBER, () => [changedFile('src/ratio.ts', RATIO_V0, RATIO_V1)])
const BLOCKING = { mode: 'blocking' }

/** Run 5 posts the division finding; the fix is pushed; attempt 1 of run 9 reviews it, resolves the thread and is cancelled. */
async function cutOffAfterResolving(): Promise<{ id: string; headSha: string }> {
  expect((await world.publish(await world.prepareJob('5', BLOCKING), '5-1', { team: TEAM_COMPLETE, findings: [divisionFinding()] })).ok).toBe(true)
  const [root] = world.fake.state.reviewComments(PUSH_OWNER, PUSH_REPO, NUMBER)
  const [id] = parseFindingMarkers(root?.body)
  if (!id) throw new Error('run 5 posted no finding')
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, {
    changes: [changedFile('src/ratio.ts', RATIO_V1, RATIO_V2)],
    files: [changedFile('src/ratio.ts', RATIO_V0, RATIO_V2)],
  })
  const headSha = world.fake.state.pull(PUSH_OWNER, PUSH_REPO, NUMBER)!.head.sha
  world.fake.state.addReview(PUSH_OWNER, PUSH_REPO, NUMBER, {
    user: DEFAULT_BOT_LOGIN,
    state: 'COMMENTED',
    commitId: headSha,
    body: `Reviewed.\n\n${makeRunMarker('9-1', headSha)}\n${makeSettledMarker(id)}`,
  })
  return { id, headSha }
}

it('a re-run of the same head answers "Fixed" on the thread its cancelled attempt resolved without answering', async () => {
  const { id, headSha } = await cutOffAfterResolving()
  const [thread] = world.fake.state.threads(PUSH_OWNER, PUSH_REPO, NUMBER)
  thread!.isResolved = true
  thread!.resolvedBy = DEFAULT_BOT_LOGIN

  const rerun = await world.prepareJob('9', BLOCKING)
  const entry = rerun.prepared.ledger.entries.find((e) => e.findingId === id)
  expect(entry).toMatchObject({ action: 'close', fixedIn: headSha })
  const plan = planLedger(rerun.prepared.ledger.entries, [])
  expect(plan.actions.map((a) => [a.entry.findingId, a.status, a.reply, a.resolve])).toEqual([[id, 'fixed', true, false]])
})

it('a re-run of the same head closes as fixed, with no model call, the thread its cancelled attempt found fixed and did not reach', async () => {
  const { id, headSha } = await cutOffAfterResolving()
  const rerun = await world.prepareJob('9', BLOCKING)
  const entry = rerun.prepared.ledger.entries.find((e) => e.findingId === id)
  expect(entry).toMatchObject({ action: 'close', fixedIn: headSha })
  const plan = planLedger(rerun.prepared.ledger.entries, [])
  expect(plan.actions.map((a) => [a.entry.findingId, a.status, a.reply, a.resolve])).toEqual([[id, 'fixed', true, true]])
  expect(plan.standing).toEqual([])
})
