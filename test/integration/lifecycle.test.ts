import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { decideLedger } from '../../src/context/ledger.js'
import type { PushDelta } from '../../src/context/push-delta.js'
import { loadReviewThreads } from '../../src/context/threads.js'
import { withOriginals } from '../../src/context/comment-edits.js'
import type { ChangedFile } from '../../src/core/contracts/changed-file.js'
import { makeDispositionMarker, makeFindingMarker } from '../../src/core/contracts/markers.js'
import { findingId } from '../../src/core/contracts/review-payload.js'
import { planLedger, type EarlierAnswer, type LedgerPlan } from '../../src/publication/ledger-plan.js'
import { applyLifecycle, newLifecycleTrack, type LifecycleOptions } from '../../src/publication/lifecycle.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { editComment } from '../support/github-fake/comment-edits.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, addedLine, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

/**
 * The ledger's lifecycle against the GitHub fake: which threads get a reply
 * and a resolution, that a human look-alike thread is never touched, and that
 * a reply GitHub stored before answering 5xx is not posted twice.
 */
const OWNER = 'acme'
const REPO = 'widgets'
const NUMBER = 11
const REPLIES = '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies'
const PATCH_A = makePatch({ seed: 'a' })
const PATCH_B = makePatch({ seed: 'b' })
const PATCH_C = makePatch({ seed: 'c' })

let fake: GitHubFake
let octokit: Octokit

const marker = (path: string, patch: string, category: 'correctness' | 'security') => {
  const id = findingId({ path, line: addedLine(0), category }, patch)
  return { id, text: makeFindingMarker(id, { category, side: 'RIGHT' }) }
}
const A = marker('src/a.ts', PATCH_A, 'correctness')
const B = marker('src/b.ts', PATCH_B, 'security')
const C = marker('src/c.ts', PATCH_C, 'correctness')

function file(filename: string, patch: string): ChangedFile {
  return { filename, previousFilename: undefined, status: 'modified', additions: 2, deletions: 1, changes: 3, patch, sha: undefined }
}

beforeEach(async () => {
  fake = await startGitHubFake()
  fake.state.addPullRequest({
    owner: OWNER,
    repo: REPO,
    number: NUMBER,
    files: [
      { filename: 'src/a.ts', patch: PATCH_A },
      { filename: 'src/b.ts', patch: PATCH_B },
    ],
  })
  // a.ts: its flagged line changed (outdated); b.ts: a developer objects; c.ts: deleted since; and a human who pasted our marker.
  fake.state.addThread(OWNER, REPO, NUMBER, {
    path: 'src/a.ts',
    line: addedLine(0),
    author: DEFAULT_BOT_LOGIN,
    outdated: true,
    comments: [`Null check missing\n\n${A.text}`],
  })
  fake.state.addThread(OWNER, REPO, NUMBER, {
    path: 'src/b.ts',
    line: addedLine(0),
    author: DEFAULT_BOT_LOGIN,
    comments: [`Injection\n\n${B.text}`, { body: 'This input is a constant, not user data.', user: 'octocat' }],
  })
  fake.state.addThread(OWNER, REPO, NUMBER, { path: 'src/c.ts', line: addedLine(0), author: DEFAULT_BOT_LOGIN, comments: [`Leak\n\n${C.text}`] })
  fake.state.addThread(OWNER, REPO, NUMBER, { path: 'src/a.ts', line: addedLine(0) + 1, author: 'mallory', comments: [`Looks like a bot\n\n${A.text}`] })
  octokit = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

const FULL: PushDelta = { kind: 'full', reason: 'force-push', since: undefined }

async function ledgerNow() {
  const { threads } = await loadReviewThreads(octokit, { owner: OWNER, repo: REPO, number: NUMBER })
  return decideLedger({ threads, expectedLogin: DEFAULT_BOT_LOGIN, files: [file('src/a.ts', PATCH_A), file('src/b.ts', PATCH_B)], delta: FULL })
}

/** The lifecycle of this pull request, one action at a time so faults hit a known reply. */
function oneAtATime(runId: string, plan: LedgerPlan, extra: Partial<LifecycleOptions> = {}) {
  return applyLifecycle(octokit, octokit, {
    owner: OWNER,
    repo: REPO,
    pullNumber: NUMBER,
    runId,
    expectedLogin: DEFAULT_BOT_LOGIN,
    plan,
    concurrency: 1,
    ...extra,
  })
}

const answers: EarlierAnswer[] = [
  { id: A.id, verdict: 'fixed', reason: 'The guard now covers null; thanks @octocat.' },
  { id: B.id, verdict: 'upheld', reason: 'The value is a compile-time constant.', rule: '- Do not flag SQL built from constants in src/b.ts.' },
]

describe('the ledger lifecycle', () => {
  it('decides by code, then replies on the root comment of exactly our threads and resolves only where the code changed', async () => {
    const ledger = await ledgerNow()
    expect(Object.fromEntries(ledger.entries.map((e) => [e.findingId, e.action]))).toEqual({ [A.id]: 'reverify', [B.id]: 'dispute', [C.id]: 'close' })
    expect(ledger.entries.find((e) => e.findingId === B.id)?.objections.map((o) => o.author)).toEqual(['octocat'])

    const logger = new RecordingLogger()
    const plan = planLedger(ledger.entries, answers)
    const result = await applyLifecycle(octokit, octokit, {
      owner: OWNER,
      repo: REPO,
      pullNumber: NUMBER,
      runId: '42',
      expectedLogin: DEFAULT_BOT_LOGIN,
      plan,
      logger,
    })
    expect(result.replied.sort()).toEqual([A.id, B.id, C.id].sort())
    expect(result.resolved.sort()).toEqual([A.id, C.id].sort())
    expect(result.warnings).toEqual([])

    const [threadA, threadB, threadC, human] = fake.state.threads(OWNER, REPO, NUMBER)
    const comments = fake.state.reviewComments(OWNER, REPO, NUMBER)
    const ours = (rootId: number) => comments.filter((c) => c.inReplyToId === rootId && c.user === DEFAULT_BOT_LOGIN)
    expect(ours(threadA!.commentIds[0]!)[0]?.body).toMatch(/^\*\*Harbourmaster:\*\* Fixed/)
    expect(ours(threadA!.commentIds[0]!)[0]?.body).not.toMatch(/(^|\s)@octocat/)
    const wontFix = ours(threadB!.commentIds[0]!)
    expect(wontFix).toHaveLength(1)
    expect(wontFix[0]?.body).toContain('`wont-fix`')
    expect(wontFix[0]?.body).toContain('Do not flag SQL built from constants in src/b.ts.')
    expect(ours(threadC!.commentIds[0]!)[0]?.body).toMatch(/No longer applies — the file was deleted/)
    expect(ours(human!.commentIds[0]!)).toHaveLength(0)
    expect([threadA!.isResolved, threadB!.isResolved, threadC!.isResolved, human!.isResolved]).toEqual([true, false, true, false])

    // The next push: the upheld objection suppresses the fingerprint; nothing is replied again.
    const next = await ledgerNow()
    expect(next.suppressed).toEqual(new Set([B.id]))
    expect(next.known.has(B.id)).toBe(true)
    expect(planLedger(next.entries, []).actions).toEqual([])
  })

  it('does not post a reply twice when GitHub stored it and then answered 5xx', async () => {
    const plan = planLedger((await ledgerNow()).entries, answers)
    fake.faults.add({ method: 'POST', route: REPLIES, status: 502, applyFirst: true })
    const logger = new RecordingLogger()
    const result = await oneAtATime('43', plan, { logger, retryBackoffMs: [0] })
    expect(result.warnings).toEqual([])
    expect(result.replied).toHaveLength(3)
    expect(result.recovered).toHaveLength(1)
    expect(logger.find('lifecycle', 'reply-retry')).toHaveLength(1)
    const bot = fake.state.reviewComments(OWNER, REPO, NUMBER).filter((c) => c.user === DEFAULT_BOT_LOGIN && c.inReplyToId !== null)
    expect(bot).toHaveLength(3)
    expect(fake.requests.filter((r) => r.route === REPLIES)).toHaveLength(3)
  })

  it('does not post a reply twice when GitHub stored it, answered 5xx, and lists it only a moment later', async () => {
    const plan = planLedger((await ledgerNow()).entries, answers)
    fake.faults.add({ method: 'POST', route: REPLIES, status: 502, applyFirst: true })
    // The first look at the thread does not show the stored reply yet.
    fake.hideNewThreadComments(1)
    const logger = new RecordingLogger()
    const result = await oneAtATime('45', plan, { logger, retryBackoffMs: [0, 0] })
    expect(result.warnings).toEqual([])
    expect(result.recovered).toHaveLength(1)
    const bot = fake.state.reviewComments(OWNER, REPO, NUMBER).filter((c) => c.user === DEFAULT_BOT_LOGIN && c.inReplyToId !== null)
    expect(bot).toHaveLength(3)
    expect(fake.requests.filter((r) => r.route === REPLIES)).toHaveLength(3)
  })

  it('does not post a reply twice when GitHub stored it, answered 5xx, and lists it only after every look', async () => {
    const plan = planLedger((await ledgerNow()).entries, answers)
    fake.faults.add({ method: 'POST', route: REPLIES, status: 502, applyFirst: true })
    // Every GraphQL read until well after both looks that follow the 502 (the resolution's too) misses the stored reply.
    fake.hideNewThreadComments(8)
    const result = await oneAtATime('49', plan, { retryBackoffMs: [0, 0] })
    // Before: a second POST after the looks answered 201, and the thread carried the reply twice.
    const bot = fake.state.reviewComments(OWNER, REPO, NUMBER).filter((c) => c.user === DEFAULT_BOT_LOGIN && c.inReplyToId !== null)
    expect(bot).toHaveLength(3)
    expect(fake.requests.filter((r) => r.route === REPLIES)).toHaveLength(3)
    // Not claimed either: GitHub's answer proved nothing, so it is a warning that says the reply may be there.
    expect(result.replied).toHaveLength(2)
    expect(result.warnings).toEqual([expect.stringMatching(/may have stored/)])
  })

  it('counts a reply GitHub stored on its last attempt before answering 5xx as posted, not as a warning', async () => {
    const plan = planLedger((await ledgerNow()).entries, answers)
    // A rate limit first (GitHub applies nothing): the only answer that earns a second attempt.
    fake.faults.add({ method: 'POST', route: REPLIES, status: 429 })
    fake.faults.add({ method: 'POST', route: REPLIES, status: 502, applyFirst: true })
    const result = await oneAtATime('46', plan, { retryBackoffMs: [0] })
    expect(result.warnings).toEqual([])
    expect(result.replied).toHaveLength(3)
    expect(result.recovered).toHaveLength(1)
    const bot = fake.state.reviewComments(OWNER, REPO, NUMBER).filter((c) => c.user === DEFAULT_BOT_LOGIN && c.inReplyToId !== null)
    expect(bot).toHaveLength(3)
  })

  it('counts a thread GitHub resolved before answering 5xx as resolved, not as a warning', async () => {
    const plan = planLedger((await ledgerNow()).entries, answers)
    fake.faults.add({ route: 'graphql', graphqlOperation: 'HarbourmasterResolveThread', status: 502, applyFirst: true })
    const result = await oneAtATime('47', plan)
    expect(result.warnings).toEqual([])
    expect(result.resolved.sort()).toEqual([A.id, C.id].sort())
    const [threadA, , threadC] = fake.state.threads(OWNER, REPO, NUMBER)
    expect([threadA!.isResolved, threadC!.isResolved]).toEqual([true, true])
  })

  it('waits out the retry-after of a secondary rate limit before replying again, so the reply is not refused twice and lost', async () => {
    const plan = planLedger((await ledgerNow()).entries, answers)
    fake.faults.addSecondaryRateLimit(REPLIES, { method: 'POST', retryAfterSeconds: 30 })
    const waits: number[] = []
    const result = await oneAtATime('45', plan, { retryBackoffMs: [1000, 2000], sleep: async (ms) => void waits.push(ms) })
    // Before: resent right after the two looks, inside GitHub's 30 s, refused again and reported as a warning.
    expect(result.warnings).toEqual([])
    expect(result.replied).toHaveLength(3)
    expect(waits.slice(0, 2)).toEqual([1000, 2000])
    // The looks' own sleeps were recorded, not spent, so nearly all of the 30 s is still to wait.
    expect(waits[2]).toBeGreaterThan(25_000)
    expect(waits[2]).toBeLessThanOrEqual(30_000)
    expect(fake.requests.filter((r) => r.route === REPLIES).map((r) => r.status)).toEqual([403, 201, 201, 201])
  })

  it('gives up a reply whose retry-after is longer than a minute, with a warning, and sends it no second time', async () => {
    const plan = planLedger((await ledgerNow()).entries, answers)
    fake.faults.addSecondaryRateLimit(REPLIES, { method: 'POST', retryAfterSeconds: 600 })
    const waits: number[] = []
    const result = await oneAtATime('46', plan, { retryBackoffMs: [0], sleep: async (ms) => void waits.push(ms) })
    expect(result.warnings).toHaveLength(1)
    expect(result.replied).toHaveLength(2)
    expect(waits.every((ms) => ms < 60_000)).toBe(true)
    expect(fake.requests.filter((r) => r.route === REPLIES).map((r) => r.status)).toEqual([403, 201, 201])
  })

  it("after a 5xx that stored nothing, a copy of this run's own reply marker posted by someone else does not count as our reply", async () => {
    const plan = planLedger((await ledgerNow()).entries, answers)
    const first = plan.actions[0]!
    const root = fake.state.threads(OWNER, REPO, NUMBER).find((t) => t.id === first.entry.threadId)!.commentIds[0]!
    // The run id is public on the Actions page: anyone may paste the marker this run's reply will carry.
    const copy = makeDispositionMarker(first.entry.findingId, first.status, '50')
    fake.state.addReply(fake.state.bucket(OWNER, REPO, NUMBER), root, `Done.\n\n${copy}`, 'mallory')
    fake.faults.add({ method: 'POST', route: REPLIES, status: 502 })
    const result = await oneAtATime('50', plan, { retryBackoffMs: [0] })
    // Not taken for ours: the reply stays unconfirmed (a warning; a 5xx is never sent again), and the next push sends it.
    expect(result.recovered).toEqual([])
    expect(result.replied).not.toContain(first.entry.findingId)
    expect(result.warnings).toEqual([expect.stringMatching(/may have stored/)])
    const ours = fake.state.reviewComments(OWNER, REPO, NUMBER).filter((c) => c.user === DEFAULT_BOT_LOGIN && c.inReplyToId === root)
    expect(ours).toHaveLength(0)
  })

  it('an earlier reply of ours that someone else edited to carry the status this run gives does not count as that reply', async () => {
    const [threadA] = fake.state.threads(OWNER, REPO, NUMBER)
    const bucket = fake.state.bucket(OWNER, REPO, NUMBER)
    const earlier = `**Harbourmaster:** Still present — the guard is missing.\n\n${makeDispositionMarker(A.id, 'still-present', '30-1')}`
    const reply = fake.state.addReply(bucket, threadA!.commentIds[0]!, earlier, DEFAULT_BOT_LOGIN)
    // Anyone with write access may edit our comment; the ledger reads it as we posted it (still present).
    editComment(reply, `**Harbourmaster:** Fixed — done.\n\n${makeDispositionMarker(A.id, 'fixed', '30-1')}`, 'octocat')
    const loaded = await withOriginals(octokit, await loadReviewThreads(octokit, { owner: OWNER, repo: REPO, number: NUMBER }), DEFAULT_BOT_LOGIN)
    const ledger = decideLedger({
      threads: loaded.threads,
      expectedLogin: DEFAULT_BOT_LOGIN,
      files: [file('src/a.ts', PATCH_A), file('src/b.ts', PATCH_B)],
      delta: FULL,
    })
    expect(ledger.entries.find((e) => e.findingId === A.id)?.replied).toEqual(['still-present'])
    const result = await oneAtATime('51', planLedger(ledger.entries, answers))
    expect(result.alreadyReplied).toEqual([])
    expect(result.replied).toContain(A.id)
    const fixed = fake.state
      .reviewComments(OWNER, REPO, NUMBER)
      .filter((c) => c.user === DEFAULT_BOT_LOGIN && c.inReplyToId === threadA!.commentIds[0] && c.body.includes('status=fixed run=51'))
    expect(fixed).toHaveLength(1)
  })

  it('sends no second reply after a 5xx that stored nothing (GitHub might list it late), and turns it into a warning', async () => {
    const plan = planLedger((await ledgerNow()).entries, answers)
    fake.faults.add({ method: 'POST', route: REPLIES, status: 500 })
    const logger = new RecordingLogger()
    const result = await oneAtATime('44', plan, { logger, retryBackoffMs: [0] })
    // First reply: 500, not found by the look -> warning, not sent again. Second and third: posted.
    expect(result.warnings).toEqual([expect.stringMatching(/may have stored/)])
    expect(fake.requests.filter((r) => r.route === REPLIES)).toHaveLength(3)
    expect(result.replied).toHaveLength(2)
    const bot = fake.state.reviewComments(OWNER, REPO, NUMBER).filter((c) => c.user === DEFAULT_BOT_LOGIN && c.inReplyToId !== null)
    expect(bot).toHaveLength(2)
  })

  it('two runs that read the threads before either replied (no concurrency group, two pushes): the later one posts no second reply', async () => {
    // Both runs planned from the same read: nobody had replied yet.
    const plan = planLedger((await ledgerNow()).entries, answers)
    const first = await oneAtATime('47', plan)
    expect(first.replied).toHaveLength(3)
    const logger = new RecordingLogger()
    const second = await oneAtATime('48', plan, { logger })
    expect(second.replied).toEqual([])
    expect(second.alreadyReplied.sort()).toEqual([A.id, B.id, C.id].sort())
    expect(second.warnings).toEqual([])
    const bot = fake.state.reviewComments(OWNER, REPO, NUMBER).filter((c) => c.user === DEFAULT_BOT_LOGIN && c.inReplyToId !== null)
    expect(bot).toHaveLength(3)
    expect(logger.find('lifecycle', 'done')[0]).toMatchObject({ replied: '0', already_replied: '3' })
  })

  it('a look-alike reply by someone else does not stop ours', async () => {
    const plan = planLedger((await ledgerNow()).entries, answers)
    const [threadA] = fake.state.threads(OWNER, REPO, NUMBER)
    fake.state.addReply(fake.state.bucket(OWNER, REPO, NUMBER), threadA!.commentIds[0]!, `Fixed!\n\n${makeDispositionMarker(A.id, 'fixed', '1')}`, 'mallory')
    const result = await oneAtATime('49', plan)
    expect(result.replied.sort()).toEqual([A.id, B.id, C.id].sort())
  })

  it('a run cancelled after its first reply starts no other write, says which it left, and its re-run posts only those', async () => {
    const plan = planLedger((await ledgerNow()).entries, answers)
    // The signal arrives while the first reply is answered: the runner kills the process seconds later.
    const track = newLifecycleTrack(() => track.replied.length > 0)
    const logger = new RecordingLogger()
    const cancelled = await oneAtATime('50-1', plan, { track, logger })
    const botReplies = () => fake.state.reviewComments(OWNER, REPO, NUMBER).filter((c) => c.user === DEFAULT_BOT_LOGIN && c.inReplyToId !== null)
    expect(botReplies()).toHaveLength(1)
    expect(track.replied).toEqual(cancelled.replied)
    expect(track).toMatchObject({ planned: 3, started: 1 })
    expect(track.inFlight.size).toBe(0)
    // The first finding was resolved before its reply; the two other threads were not touched, and the run says so.
    expect(cancelled.notSent.sort()).toEqual([B.id, C.id].sort())
    expect(cancelled.resolved).toEqual([A.id])
    expect(logger.find('lifecycle', 'done')[0]).toMatchObject({ replied: '1', resolved: '1', not_sent: '2' })

    // The job re-run (attempt 2 of workflow run 50) reads the threads afresh: the answered thread is done,
    // and the other two get their replies and the resolution the cancelled attempt did not start.
    const rerun = await oneAtATime('50-2', planLedger((await ledgerNow()).entries, answers))
    expect(rerun.replied).toHaveLength(2)
    expect(rerun.replied).not.toContain(cancelled.replied[0])
    expect(botReplies()).toHaveLength(3)
    expect(rerun.resolved).toEqual([C.id])
  })

  it('a run cut off between its answer and the resolution leaves no open thread that the next push reads as reopened', async () => {
    const plan = planLedger((await ledgerNow()).entries, answers)
    // The signal arrives once the first write on the first thread (a "Fixed" finding) has landed.
    const threadA = () => fake.state.threads(OWNER, REPO, NUMBER)[0]!
    const track = newLifecycleTrack(() => track.replied.length > 0 || threadA().isResolved)
    const cancelled = await oneAtATime('60-1', plan, { track })
    expect(cancelled.notSent).toContain(A.id)
    // The next push (another workflow run) starts from that run's review, whose body says it found A fixed.
    const { threads } = await loadReviewThreads(octokit, { owner: OWNER, repo: REPO, number: NUMBER })
    const since = 'd'.repeat(40)
    const delta: PushDelta = { kind: 'delta', since, commits: 1, changed: new Map(), reason: 'next push', settled: new Set([A.id]) }
    const files = [file('src/a.ts', PATCH_A), file('src/b.ts', PATCH_B)]
    const next = decideLedger({ threads, expectedLogin: DEFAULT_BOT_LOGIN, files, delta })
    const entryA = next.entries.find((e) => e.findingId === A.id)
    expect(entryA?.reopened ?? false).toBe(false)
    const after = await oneAtATime('61-1', planLedger(next.entries, []))
    expect(after.warnings).toEqual([])
    // The thread ends resolved, with one "Fixed" answer of ours: the cut-off run's work is finished, not kept open as a developer's reopening.
    expect(threadA().isResolved).toBe(true)
    const fixedReplies = fake.state
      .reviewComments(OWNER, REPO, NUMBER)
      .filter((c) => c.inReplyToId === threadA().commentIds[0] && c.user === DEFAULT_BOT_LOGIN && /Fixed/.test(c.body))
    expect(fixedReplies).toHaveLength(1)
  })
})
