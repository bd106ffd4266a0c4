import { expect, it } from 'vitest'
import { makeDispositionMarker, parseFindingMarkers } from '../../src/core/contracts/markers.js'
import { planLedger } from '../../src/publication/ledger-plan.js'
import { changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, runConfigOf, TEAM_COMPLETE, usePushWorld } from '../support/action/push-world.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'

/**
 * A run resolves an earlier finding's thread before it answers "Fixed" (src/publication/lifecycle.ts),
 * so an open thread carrying our "Fixed" means a developer reopened it: it stays open, is not
 * re-checked, and a check-only or blocking run counts it. "Re-run jobs" keeps GITHUB_RUN_ID and
 * raises GITHUB_RUN_ATTEMPT; the reopening between two attempts of one workflow run is the
 * developer's as much as between two runs, and the re-run must not resolve the thread over it.
 */
const NUMBER = 34
const RATIO_V2 = ['export function ratio(a: number, b: number): number {', '  return b === 0 ? 0 : a / b', '}']
const world = usePushWorld('hm-rerun-reopened-', NUMBER, () => [changedFile('src/ratio.ts', RATIO_V0, RATIO_V1)])
const BLOCKING = { mode: 'blocking' }

/**
 * Run 5 finds the division by zero (the earlier finding's thread), the fix is pushed, run `answeredBy`
 * reviews it, and our "Fixed" reply stands on the thread; `beforeAnswer` shapes the thread first.
 */
async function fixedAndAnswered(answeredBy: string, beforeAnswer: (thread: { resolvable?: boolean }) => void = () => {}) {
  expect((await world.publish(await world.prepareJob('5', BLOCKING), '5-1', { team: TEAM_COMPLETE, findings: [divisionFinding()] })).ok).toBe(true)
  const [root] = world.fake.state.reviewComments(PUSH_OWNER, PUSH_REPO, NUMBER)
  const [id] = parseFindingMarkers(root?.body)
  const [thread] = world.fake.state.threads(PUSH_OWNER, PUSH_REPO, NUMBER)
  beforeAnswer(thread!)
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, {
    changes: [changedFile('src/ratio.ts', RATIO_V1, RATIO_V2)],
    files: [changedFile('src/ratio.ts', RATIO_V0, RATIO_V2)],
  })
  expect((await world.publish(await world.prepareJob(answeredBy, BLOCKING), '9-1', { team: TEAM_COMPLETE })).ok).toBe(true)
  const bucket = world.fake.state.bucket(PUSH_OWNER, PUSH_REPO, NUMBER)
  world.fake.state.addReply(bucket, root!.id, `**Harbourmaster:** Fixed — guarded.\n\n${makeDispositionMarker(id!, 'fixed', '9-1')}`, DEFAULT_BOT_LOGIN)
  return { id, thread }
}

it("a re-run does not re-check or resolve a thread its first attempt answered 'Fixed' and a developer reopened", async () => {
  // Attempt 1 of run 9 reviews the fix, resolves the thread and answers "Fixed".
  const { id, thread } = await fixedAndAnswered('9-attempt-1')
  // The developer reopens it (the thread is open with our answer), then clicks "Re-run jobs".
  expect(thread?.isResolved).toBe(false)

  const rerun = await world.prepareJob('9', BLOCKING)
  const entry = rerun.prepared.ledger.entries.find((e) => e.findingId === id)
  expect(entry).toMatchObject({ action: 'carry', reopened: true, reason: 'reopened by a developer after we resolved it' })
  // Not handed to the verifier, so never resolved by its "fixed", and still standing for the gate.
  expect(runConfigOf(rerun).ledger?.recheck.map((r) => r.id)).not.toContain(id)
  const plan = planLedger(rerun.prepared.ledger.entries, [{ id: id!, verdict: 'fixed', reason: 'gone' }])
  expect(plan.actions.filter((a) => a.resolve)).toEqual([])
  expect(plan.standing.map((e) => e.findingId)).toContain(id)
})

it("a thread the bot may not resolve, answered 'Fixed' and left open, is not read as reopened by every later run", async () => {
  // A token or role that can reply but not resolve (viewerCanResolve false): lifecycle.ts gives the thread its
  // "Fixed" all the same, and the thread stays open with our answer though no developer touched it.
  const { id, thread } = await fixedAndAnswered('9', (t) => {
    t.resolvable = false
  })
  expect(thread?.isResolved).toBe(false)

  // The next run: the finding we answered fixed is neither carried as a developer's reopening nor standing for the gate.
  const next = await world.prepareJob('12', BLOCKING)
  const entry = next.prepared.ledger.entries.find((e) => e.findingId === id)
  expect(entry?.reopened).not.toBe(true)
  const plan = planLedger(next.prepared.ledger.entries, [])
  expect(plan.standing.map((e) => e.findingId)).not.toContain(id)
})
