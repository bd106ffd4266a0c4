import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { RECEIPT_FILES } from '../../src/core/contracts/run-config.js'
import { buildReceipt, writeReceipt } from '../../plugins/lib/reviewers/execution-receipt.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import { closeCheckedWorld, NUMBER, OWNER, REPO, runnerWorld, type RunnerWorld } from './support-fault-world.js'

/**
 * Two pushes close together without a concurrency group: the run of the older push publishes
 * its review, and the newer push lands before that run has proven it or answered the earlier
 * threads. The older run must not post on the newer head or pass off its review as proven; the
 * newer run must not count the older run's review as its own.
 */
const A1 = ['export function a(x: number): number {', '  return eval(String(x))', '}']
const A2 = ['export function a(x: number): number {', '  return Number(x)', '}']
const B1 = ['export const b = 1']
const B2 = ['export const b = 2']
const HIGH = { path: 'src/a.ts', line: 2, severity: 'high', category: 'security', title: 'eval of input', body: 'Runs arbitrary code.', evidence: 'eval(' }

let w: RunnerWorld | undefined
afterEach(async () => {
  await closeCheckedWorld(w)
  w = undefined
})

/** Our reviews with a run marker (GitHub files each lifecycle reply under a review of its own, with no body). */
const botReviews = (world: RunnerWorld) =>
  world.fake.state.reviews(OWNER, REPO, NUMBER).filter((r) => r.user === DEFAULT_BOT_LOGIN && r.body.includes('<!-- harbourmaster:run '))

/** spawn_reviewers' receipt: the verifier re-checked `id` and found it fixed. */
async function verifierSaysFixed(privateDir: string, runId: string, id: string): Promise<void> {
  const verdicts = { confirmed: 0, refuted: 0, inconclusive: 0, 'not-applicable': 0 }
  const usage = { modelCalls: 2, tokensIn: 10, tokensOut: 1, toolCalls: 0, unmeteredCalls: 0, sessions: [], byAgent: {} }
  const extra = { status: 'ok' as const, invalid: 0, outOfScope: 0, duplicates: 0, returned: 0, overflowPatches: [], budgetExceeded: false, errors: [] }
  const now = Date.now()
  await writeReceipt(
    privateDir,
    buildReceipt({
      runId,
      startedAt: now,
      finishedAt: now,
      usage,
      sessionErrors: new Map(),
      candidates: 0,
      verdicts,
      extra: { ...extra, earlier: [{ id, verdict: 'fixed' as const, reason: 'eval is gone' }] },
    }),
  )
}

describe('the run of an older push that publishes after a newer push landed', () => {
  it.each(['comment', 'blocking'])(
    '%s: its review stays on the commit it reviewed and is not proven; the newer run proves only its own and answers the fix the older one found',
    async (mode) => {
      w = await runnerWorld({ files: [addedFile('src/a.ts', A1), addedFile('src/b.ts', B1)], inputs: { mode } })
      const world = w
      await world.run(async ({ session }) => void expect((await session.call({ summary: 'One problem.', findings: [HIGH] })).ok).toBe(true))
      const [thread] = world.fake.state.threads(OWNER, REPO, NUMBER)

      // Push 2 fixes src/a.ts; its run finds the thread fixed and publishes, and push 3 lands just then.
      const sha2 = world.fake.state.pushCommit(OWNER, REPO, NUMBER, {
        changes: [changedFile('src/a.ts', A1, A2)],
        files: [addedFile('src/a.ts', A2), addedFile('src/b.ts', B1)],
      })
      world.env.GITHUB_RUN_ID = '9002'
      await world.writeEvent()
      let sha3 = ''
      const older = await world.run(async ({ session, prepared, privateDir }) => {
        expect(prepared.ledger.entries).toMatchObject([{ action: 'reverify' }])
        await verifierSaysFixed(privateDir, '9002-1', prepared.ledger.entries[0]!.findingId)
        expect((await session.call({ summary: 'Fixed.', findings: [] })).ok).toBe(true)
        sha3 = world.fake.state.pushCommit(OWNER, REPO, NUMBER, {
          changes: [changedFile('src/b.ts', B1, B2)],
          files: [addedFile('src/a.ts', A2), addedFile('src/b.ts', B2)],
        })
      })
      const olderReview = botReviews(world).at(-1)!
      expect(olderReview.commitId).toBe(sha2)
      // Not proven, so no reply or resolution either: the older run says why and names no review as its own.
      expect(older.decision).toMatchObject({ outcome: 'failure', failureClass: 'policy', exitFailed: true })
      expect(older.decision.message).toContain(`head moved during the run (${sha2.slice(0, 12)} -> ${sha3.slice(0, 12)})`)
      expect(older.outputs['review-id']).toBe('')
      expect(older.summaries.join('\n')).toContain('head moved during the run')
      expect(world.fake.state.reviewComments(OWNER, REPO, NUMBER).filter((c) => c.inReplyToId !== null)).toEqual([])

      // Push 3's run: a delta from the older run's review (its head is sha2), proving only the review it posted itself.
      world.env.GITHUB_RUN_ID = '9003'
      await world.writeEvent()
      const newer = await world.run(async ({ session, prepared }) => {
        expect(prepared.headSha).toBe(sha3)
        expect(prepared.delta).toMatchObject({ kind: 'delta', since: sha2 })
        expect((await session.call({ summary: 'Nothing new.', findings: [] })).ok).toBe(true)
      })
      const newest = botReviews(world).at(-1)!
      expect(newest.id).not.toBe(olderReview.id)
      expect(newest.commitId).toBe(sha3)
      expect(newer.outputs['review-id']).toBe(String(newest.id))
      expect(botReviews(world).filter((r) => r.commitId === sha3)).toHaveLength(1)
      // The fix the older run found and never answered is answered once, with no model call, and its thread resolved:
      // a blocking run does not fail on it.
      expect(newer.prepared?.ledger.entries).toMatchObject([{ threadId: thread!.id, action: 'close', fixedIn: sha2 }])
      expect(newer.decision).toMatchObject({ outcome: 'success', exitFailed: false })
      const replies = world.fake.state.reviewComments(OWNER, REPO, NUMBER).filter((c) => c.inReplyToId !== null)
      expect(replies.map((c) => c.body.split('\n')[0])).toEqual([
        `**Harbourmaster:** Fixed — the review of ${sha2.slice(0, 7)} found the problem gone; that run did not get to answer this thread.`,
      ])
      expect(world.fake.state.threads(OWNER, REPO, NUMBER).find((t) => t.id === thread!.id)?.isResolved).toBe(true)
    },
  )

  it('comment: an older run that reaches the gate after the newer push posts nothing and names both commits', async () => {
    w = await runnerWorld({ files: [addedFile('src/a.ts', A1), addedFile('src/b.ts', B1)] })
    const world = w
    // The event names push 1's head; push 2 landed before the run read the pull request.
    const sha1 = world.pr.head.sha
    const sha2 = world.fake.state.pushCommit(OWNER, REPO, NUMBER, {
      changes: [changedFile('src/a.ts', A1, A2)],
      files: [addedFile('src/a.ts', A2), addedFile('src/b.ts', B1)],
    })
    const stale = await world.run(async () => {
      throw new Error('no review may start on a moved head')
    })
    expect(stale.decision).toMatchObject({ outcome: 'failure', failureClass: 'policy' })
    expect(stale.decision.message).toContain(`the PR head moved from ${sha1} to ${sha2}; a newer run will review it`)
    expect(botReviews(world)).toEqual([])
  })
})

describe('a force-push that lands after staging, before publication', () => {
  it.each(['comment', 'blocking'])(
    '%s: GitHub refuses the review on the replaced head (422); the run fails policy naming the moved head, not a GitHub fault, and moves no finding for it',
    async (mode) => {
      w = await runnerWorld({ files: [addedFile('src/a.ts', A1), addedFile('src/b.ts', B1)], inputs: { mode } })
      const world = w
      const sha1 = world.pr.head.sha
      let sha2 = ''
      const replies: { ok: boolean; text: string }[] = []
      const run = await world.run(async ({ session }) => {
        // A rebase rewrote the branch: the reviewed head is no longer one of the pull request's commits.
        sha2 = world.fake.state.pushCommit(OWNER, REPO, NUMBER, { changes: [addedFile('src/a.ts', A2)], files: [addedFile('src/a.ts', A2)], force: true })
        replies.push(await session.call({ summary: 'One problem.', findings: [HIGH] }))
        // Another attempt cannot move the head back: the editor's next call gets the same answer, with no POST.
        replies.push(await session.call({ summary: 'One problem.', findings: [HIGH] }))
      })
      expect(botReviews(world)).toEqual([])
      expect(replies[0]?.ok).toBe(false)
      expect(replies[0]?.text).toContain(`head moved from ${sha1.slice(0, 12)} to ${sha2.slice(0, 12)}`)
      expect(replies[1]).toEqual(replies[0])
      // One POST: the refusal is not taken for a refused anchor (moving every finding to the body and posting again).
      const posts = world.fake.requests.filter((r) => r.method === 'POST' && r.route === '/repos/{owner}/{repo}/pulls/{pull_number}/reviews')
      expect(posts.map((r) => r.status)).toEqual([422])
      // Before: `github` ("GitHub review request failed with HTTP 422 after 2 attempts"), which says "retry later".
      expect(run.decision).toMatchObject({ outcome: 'failure', failureClass: 'policy', exitFailed: true })
      expect(run.decision.message).toContain(`head moved from ${sha1.slice(0, 12)} to ${sha2.slice(0, 12)}`)
      expect(run.outputs['review-id']).toBe('')
    },
  )
})

describe('a re-run (next attempt of the same workflow run) after the first attempt posted but did not prove its review', () => {
  it('comment: the re-run posts no second review and ends skipped, naming the first attempt review', async () => {
    w = await runnerWorld({ files: [addedFile('src/a.ts', A1), addedFile('src/b.ts', B1)] })
    const world = w
    const first = await world.run(async ({ session, privateDir }) => {
      expect((await session.call({ summary: 'One problem.', findings: [HIGH] })).ok).toBe(true)
      // The attempt fails between the POST and its proof: the receipt the runner reads is gone.
      await rm(join(privateDir, RECEIPT_FILES.publication), { force: true })
    })
    const [posted] = botReviews(world)
    expect(first.decision).toMatchObject({ outcome: 'failure', failureClass: 'policy' })
    expect(first.decision.message).toContain(`review ${posted!.id} carrying this run's marker is on GitHub`)

    world.env.GITHUB_RUN_ATTEMPT = '2'
    const rerun = await world.run(async () => {
      throw new Error('the re-run must not review the commit again')
    })
    expect(botReviews(world).map((r) => r.id)).toEqual([posted!.id])
    expect(rerun.decision).toMatchObject({ outcome: 'skipped', exitFailed: false })
    expect(rerun.outputs).toMatchObject({ outcome: 'skipped', 'review-id': String(posted!.id) })
    expect(rerun.outputs['skipped-reason']).toContain(`already has Harbourmaster review ${posted!.id} (run 9001-1)`)
  })
})
