import { afterEach, describe, expect, it } from 'vitest'
import { buildReceipt, writeReceipt } from '../../plugins/lib/reviewers/execution-receipt.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { editComment, editReview } from '../support/github-fake/comment-edits.js'
import { closeCheckedWorld, NUMBER, OWNER, REPO, runnerWorld, type RunnerWorld } from './support-fault-world.js'

/**
 * Blocking mode is a pass/fail a team makes a required check. A finding at or above
 * blocking-severity fails the push it was found on; the next push must not turn the check green
 * while that finding's thread is still open, only because the push did not report it again (a
 * delta review that left its file alone, or a full one where its fingerprint is "already tracked").
 */
const A1 = ['export function a(x: number): number {', '  return eval(String(x))', '}']
const B1 = ['export const b = 1']
const B2 = ['export const b = 2']
const HIGH = { path: 'src/a.ts', line: 2, severity: 'high', category: 'security', title: 'eval of input', body: 'Runs arbitrary code.', evidence: 'eval(' }

let w: RunnerWorld | undefined
afterEach(async () => {
  head = { a: A1, b: B1 }
  await closeCheckedWorld(w)
  w = undefined
})

async function firstPushFails(world: RunnerWorld): Promise<void> {
  const first = await world.run(async ({ session }) => void expect((await session.call({ summary: 'One problem.', findings: [HIGH] })).ok).toBe(true))
  expect(first.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
  expect(first.outputs['blocking-findings']).toBe('1')
  expect(world.fake.state.threads(OWNER, REPO, NUMBER)).toHaveLength(1)
}

/** The files of the pull request's head (each test's world starts at A1, B1). */
let head = { a: A1, b: B1 }

/** A push that changes src/b.ts, and src/a.ts to `a` when given. */
async function push(world: RunnerWorld, runId: string, a: string[] = head.a): Promise<void> {
  const b = head.b === B1 ? B2 : B1
  const changes = [changedFile('src/b.ts', head.b, b), ...(a === head.a ? [] : [changedFile('src/a.ts', head.a, a)])]
  head = { a, b }
  world.fake.state.pushCommit(OWNER, REPO, NUMBER, { changes, files: [addedFile('src/a.ts', a), addedFile('src/b.ts', b)] })
  world.env.GITHUB_RUN_ID = runId
  await world.writeEvent()
}

describe('blocking mode on the push after a blocking finding', () => {
  it('still fails while the finding’s thread is open and the push did not touch its file (delta review)', async () => {
    w = await runnerWorld({ files: [addedFile('src/a.ts', A1), addedFile('src/b.ts', B1)], inputs: { mode: 'blocking' } })
    await firstPushFails(w)
    await push(w, '9002')
    const second = await w.run(async ({ session, prepared }) => {
      expect(prepared.delta).toMatchObject({ kind: 'delta' })
      expect((await session.call({ summary: 'Nothing new.', findings: [] })).ok).toBe(true)
    })
    expect(second.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
    expect(second.decision.message).toMatch(/1 finding.* at or above high/)
    expect(second.outputs['blocking-findings']).toBe('1')
    expect(second.summaries.join('\n')).toContain('1 earlier finding(s) at or above high are still open and count toward the result')
  })

  it('still fails when the editor reports the finding again and it is dropped as already tracked', async () => {
    w = await runnerWorld({ files: [addedFile('src/a.ts', A1), addedFile('src/b.ts', B1)], inputs: { mode: 'blocking', 'review-same-commit': 'true' } })
    await firstPushFails(w)
    w.env.GITHUB_RUN_ID = '9002'
    const again = await w.run(async ({ session }) => void expect((await session.call({ summary: 'Same problem.', findings: [HIGH] })).ok).toBe(true))
    expect(again.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
    expect(again.outputs['blocking-findings']).toBe('1')
    expect(w.fake.state.threads(OWNER, REPO, NUMBER)).toHaveLength(1)
  })

  it('passes once the verifier finds the finding fixed on a push that changed it', async () => {
    w = await runnerWorld({ files: [addedFile('src/a.ts', A1), addedFile('src/b.ts', B1)], inputs: { mode: 'blocking' } })
    const world = w
    await firstPushFails(world)
    await push(world, '9002', ['export function a(x: number): number {', '  return Number(x)', '}'])
    const fixed = await world.run(async ({ session, prepared, privateDir }) => {
      const [entry] = prepared.ledger.entries
      expect(entry).toMatchObject({ action: 'reverify', severity: 'high' })
      // spawn_reviewers' receipt: the verifier re-checked the earlier finding and found it fixed.
      const verdicts = { confirmed: 0, refuted: 0, inconclusive: 0, 'not-applicable': 0 }
      const usage = { modelCalls: 2, tokensIn: 10, tokensOut: 1, toolCalls: 0, unmeteredCalls: 0, sessions: [], byAgent: {} }
      const extra = { status: 'ok' as const, invalid: 0, outOfScope: 0, duplicates: 0, returned: 0, overflowPatches: [], budgetExceeded: false, errors: [] }
      const earlier = [{ id: entry!.findingId, verdict: 'fixed' as const, reason: 'eval is gone' }]
      const now = Date.now()
      await writeReceipt(
        privateDir,
        buildReceipt({
          runId: '9002-1',
          startedAt: now,
          finishedAt: now,
          usage,
          sessionErrors: new Map(),
          candidates: 0,
          verdicts,
          extra: { ...extra, earlier },
        }),
      )
      expect((await session.call({ summary: 'Fixed.', findings: [] })).ok).toBe(true)
    })
    expect(fixed.decision).toMatchObject({ outcome: 'success', exitFailed: false })
    expect(fixed.outputs['blocking-findings']).toBe('0')
  })

  it('still fails when the pull request’s author resolved the thread without a fix', async () => {
    w = await runnerWorld({ files: [addedFile('src/a.ts', A1), addedFile('src/b.ts', B1)], inputs: { mode: 'blocking' } })
    await firstPushFails(w)
    const [thread] = w.fake.state.threads(OWNER, REPO, NUMBER)
    thread!.isResolved = true
    thread!.resolvedBy = w.fake.state.pull(OWNER, REPO, NUMBER)!.user
    await push(w, '9002')
    const second = await w.run(async ({ session }) => void expect((await session.call({ summary: 'Nothing new.', findings: [] })).ok).toBe(true))
    expect(second.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
    expect(second.outputs['blocking-findings']).toBe('1')
    // And on the push after, when nothing answered the resolution either.
    await push(w, '9003')
    const third = await w.run(async ({ session }) => void expect((await session.call({ summary: 'Nothing new.', findings: [] })).ok).toBe(true))
    expect(third.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
  })

  it('still fails on the next push while a blocking finding the review listed in its body is in an unchanged file', async () => {
    w = await runnerWorld({ files: [addedFile('src/a.ts', A1), addedFile('src/b.ts', B1)], inputs: { mode: 'blocking' } })
    // Line 7 is not in the diff: the finding goes into the review body, with no thread to carry.
    const first = await w.run(
      async ({ session }) => void expect((await session.call({ summary: 'One problem.', findings: [{ ...HIGH, line: 7 }] })).ok).toBe(true),
    )
    expect(first.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
    expect(w.fake.state.threads(OWNER, REPO, NUMBER)).toHaveLength(0)
    await push(w, '9002')
    const second = await w.run(async ({ session, prepared }) => {
      // The file is staged again, and the reviewers report the finding again.
      expect(prepared.allowlist).toContain('src/a.ts')
      expect((await session.call({ summary: 'Still there.', findings: [{ ...HIGH, line: 7 }] })).ok).toBe(true)
    })
    expect(second.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
  })

  it('still fails when the pull request’s author edited the finding’s badge down to low, and the review says so', async () => {
    w = await runnerWorld({ files: [addedFile('src/a.ts', A1), addedFile('src/b.ts', B1)], inputs: { mode: 'blocking' } })
    await firstPushFails(w)
    const [thread] = w.fake.state.threads(OWNER, REPO, NUMBER)
    const root = w.fake.state.comment(thread!.commentIds[0]!)!
    editComment(root, root.body.replace('**🔴 High**', '**🟡 Low**'), w.fake.state.pull(OWNER, REPO, NUMBER)!.user)
    await push(w, '9002')
    const second = await w.run(async ({ session }) => void expect((await session.call({ summary: 'Nothing new.', findings: [] })).ok).toBe(true))
    expect(second.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
    expect(second.outputs['blocking-findings']).toBe('1')
    const latest = w.fake.state.reviews(OWNER, REPO, NUMBER).at(-1)!
    expect(latest.body).toContain('was edited by `octocat`; Harbourmaster reads it as it posted it (high), not as edited.')
    expect(second.summaries.join('\n')).toContain('was edited by `octocat`')
  })

  it('still fails when the author lowered a blocking finding the review listed in its body', async () => {
    w = await runnerWorld({ files: [addedFile('src/a.ts', A1), addedFile('src/b.ts', B1)], inputs: { mode: 'blocking' } })
    const first = await w.run(
      async ({ session }) => void expect((await session.call({ summary: 'One problem.', findings: [{ ...HIGH, line: 7 }] })).ok).toBe(true),
    )
    expect(first.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
    const review = w.fake.state.reviews(OWNER, REPO, NUMBER).at(-1)!
    expect(review.body).toContain('#### 🔴 High · ')
    editReview(review, review.body.replace('#### 🔴 High · ', '#### 🟡 Low · '), w.fake.state.pull(OWNER, REPO, NUMBER)!.user)
    await push(w, '9002')
    const second = await w.run(async ({ session, prepared }) => {
      // The edited body is no delta base: the whole pull request is reviewed, and the finding found again.
      expect(prepared.delta).toMatchObject({ kind: 'full' })
      expect(prepared.allowlist).toContain('src/a.ts')
      expect((await session.call({ summary: 'Still there.', findings: [{ ...HIGH, line: 7 }] })).ok).toBe(true)
    })
    expect(second.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
  })

  it('passes when a developer resolved the thread, and comment mode never fails on it', async () => {
    w = await runnerWorld({ files: [addedFile('src/a.ts', A1), addedFile('src/b.ts', B1)], inputs: { mode: 'blocking' } })
    const world = w
    await firstPushFails(world)
    const [thread] = world.fake.state.threads(OWNER, REPO, NUMBER)
    thread!.isResolved = true
    thread!.resolvedBy = 'developer'
    await push(world, '9002')
    const resolved = await world.run(async ({ session }) => void expect((await session.call({ summary: 'Nothing new.', findings: [] })).ok).toBe(true))
    expect(resolved.decision).toMatchObject({ outcome: 'success', exitFailed: false })

    thread!.isResolved = false
    thread!.resolvedBy = null
    world.inputs.mode = 'comment'
    world.env.GITHUB_RUN_ID = '9003'
    await push(world, '9003', ['export function a(x: number): number {', '  return eval(String(x)) // still', '}'])
    const comment = await world.run(async ({ session }) => void expect((await session.call({ summary: 'Nothing new.', findings: [] })).ok).toBe(true))
    expect(comment.decision).toMatchObject({ outcome: 'success', exitFailed: false })
  })
})
