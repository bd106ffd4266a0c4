import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { buildReceipt, writeReceipt } from '../../plugins/lib/reviewers/execution-receipt.js'
import { DEMO_FILES } from '../fixtures/demo-pr.js'
import { DEFAULT_BOT_LOGIN, type FileSeed } from '../support/github-fake/index.js'
import { closeCheckedWorld, NUMBER, OWNER, REPO, runnerWorld, type RunnerWorld } from './support-fault-world.js'

/**
 * Two runs on one commit at once: a workflow without `concurrency`, where an
 * `edited` or `labeled` event starts a second run before the first published.
 * Both passed the gate's one-review-per-commit check, since neither had
 * published then; the second to publish must find the first one's review
 * instead of posting another.
 */

const DEMO = DEMO_FILES.slice(0, 3) as FileSeed[]
const OTHER_RUN = '8800-1'

let w: RunnerWorld | undefined
afterEach(async () => {
  await closeCheckedWorld(w)
  w = undefined
})

const botReviews = (world: RunnerWorld) => world.fake.state.reviews(OWNER, REPO, NUMBER).filter((r) => r.user === DEFAULT_BOT_LOGIN)

/** The other run's review lands while this run's editor works; then this run's editor publishes. */
async function raceTheOtherRun(world: RunnerWorld, otherRun: string = OTHER_RUN, otherInstance?: string) {
  let other = 0
  const replies: { ok: boolean; text: string }[] = []
  const run = await world.run(async ({ session, prepared }) => {
    const body = `Reviewed by the other run.\n\n${makeRunMarker(otherRun, prepared.headSha, otherInstance)}`
    other = world.fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body }).id
    replies.push(await session.call({ summary: 'Reviewed.', findings: [] }))
  })
  return { run, other, replies }
}

describe('two runs on one commit at once', () => {
  it('comment: the run that publishes second posts nothing and ends skipped, naming the other run review', async () => {
    w = await runnerWorld({ files: DEMO })
    const { run, other, replies } = await raceTheOtherRun(w)
    expect(botReviews(w).map((r) => r.id)).toEqual([other])
    expect(replies[0]?.ok).toBe(false)
    expect(replies[0]?.text).toContain(`review ${other}`)
    expect(run.decision).toMatchObject({ outcome: 'skipped', exitFailed: false })
    // The editor's model calls were spent before the POST: reported, not hidden by the skip.
    expect(run.outputs).toMatchObject({ outcome: 'skipped', 'review-id': String(other), 'failure-class': '', 'model-calls': '3' })
    expect(run.outputs['skipped-reason']).toContain(`already has Harbourmaster review ${other} (run ${OTHER_RUN})`)
    expect(run.outputs['skipped-reason']).toContain('review-same-commit: true')
    expect(run.summaries.join('\n')).toContain(`review ${other}`)
  })

  it.each([
    ['blocking', { mode: 'blocking' }],
    ['review-same-commit: true', { 'review-same-commit': 'true' }],
  ])('%s: the run posts and proves its own review, as documented', async (_name, inputs) => {
    w = await runnerWorld({ files: DEMO, inputs })
    const { run, other } = await raceTheOtherRun(w)
    const ids = botReviews(w).map((r) => r.id)
    expect(ids).toHaveLength(2)
    expect(ids[0]).toBe(other)
    expect(run.outputs['review-id']).toBe(String(ids[1]))
    expect(run.decision.outcome).toBe('success')
  })
})

/**
 * Two jobs of one workflow run (a matrix over models, or a second publishing job) share
 * GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT, so their run markers are the same text. A review
 * carrying this run's marker that this job never POSTed is the other job's: never claimed.
 */
describe('a skip that follows a budget stop', () => {
  it('comment: a run whose team ran past the token budget and then finds the other run review at its POST ends skipped, not degraded', async () => {
    w = await runnerWorld({ files: DEMO })
    const world = w
    let other = 0
    const run = await world.run(async ({ session, prepared, privateDir }) => {
      // spawn_reviewers' receipt of a team stopped by the budget (its findings were not used).
      const verdicts = { confirmed: 0, refuted: 0, inconclusive: 0, 'not-applicable': 0 }
      const extra = {
        status: 'budget-exceeded' as const,
        invalid: 0,
        outOfScope: 0,
        duplicates: 0,
        returned: 0,
        overflowPatches: [],
        budgetExceeded: true,
        errors: [],
      }
      const usage = { modelCalls: 4, tokensIn: 9000, tokensOut: 100, toolCalls: 0, unmeteredCalls: 0, sessions: [], byAgent: {} }
      const now = Date.now()
      await writeReceipt(
        privateDir,
        buildReceipt({ runId: world.runId, startedAt: now, finishedAt: now, usage, sessionErrors: new Map(), candidates: 0, verdicts, extra }),
      )
      other = world.fake.state.addReview(OWNER, REPO, NUMBER, {
        user: DEFAULT_BOT_LOGIN,
        body: `Reviewed.\n\n${makeRunMarker(OTHER_RUN, prepared.headSha)}`,
      }).id
      await session.call({ summary: 'Reviewed.', findings: [] })
    })
    // Before: the budget failure outranked the skip, so the run ended degraded with skipped-reason set.
    expect(run.decision).toMatchObject({ outcome: 'skipped', exitFailed: false })
    expect(run.outputs).toMatchObject({ outcome: 'skipped', 'review-id': String(other), 'failure-class': '' })
    expect(botReviews(world)).toHaveLength(1)
  })
})

describe('two jobs of one workflow run at once (the same run marker)', () => {
  it("comment: the other job's review is not claimed as this run's; the run posts nothing and ends skipped", async () => {
    w = await runnerWorld({ files: DEMO })
    const { run, other } = await raceTheOtherRun(w, w.runId)
    expect(botReviews(w).map((r) => r.id)).toEqual([other])
    expect(run.decision).toMatchObject({ outcome: 'skipped', exitFailed: false })
    expect(run.outputs).toMatchObject({ outcome: 'skipped', 'review-id': String(other) })
    expect(run.outputs['skipped-reason']).toContain(`already has Harbourmaster review ${other}`)
  })

  it("blocking: the other job's review is not claimed; the run posts its own and does not call either proven", async () => {
    w = await runnerWorld({ files: DEMO, inputs: { mode: 'blocking' } })
    const { run, other } = await raceTheOtherRun(w, w.runId)
    const ids = botReviews(w).map((r) => r.id)
    expect(ids).toHaveLength(2)
    expect(run.outputs['review-id']).not.toBe(String(other))
    expect(run.decision).toMatchObject({ outcome: 'failure', failureClass: 'policy', exitFailed: true })
    expect(run.decision.message).toContain("2 reviews carry this run's marker")
  })

  it("blocking, the POST answered 502 and stored nothing: the other job's review is not taken for this run's stored one, and nothing is posted again", async () => {
    w = await runnerWorld({ files: DEMO, inputs: { mode: 'blocking' } })
    w.fake.faults.add({ method: 'POST', route: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews', status: 502 })
    const { run, other, replies } = await raceTheOtherRun(w, w.runId)
    // Before: the look for a review the failed POST stored found the other job's (same marker text),
    // reported it as this run's publication, and the runner proved it: success on a review it never posted.
    // A 5xx is not re-posted (GitHub may hold the review and list it late), so the run fails unproven.
    expect(replies[0]?.ok).toBe(false)
    expect(replies[0]?.text).toMatch(/may have stored/)
    expect(botReviews(w).map((r) => r.id)).toEqual([other])
    expect(run.outputs['review-id']).not.toBe(String(other))
    expect(run.decision).toMatchObject({ outcome: 'failure', failureClass: 'github', exitFailed: true })
    // Before: "GitHub stored review <the other job's> … read review <it> on the pull request rather than re-running".
    expect(run.decision.message).not.toContain(`GitHub stored review ${other}`)
    expect(run.decision.message).not.toContain(`read review ${other}`)
    expect(run.decision.message).toContain('re-run the job')
    expect(run.decision.message).toContain(`review ${other} carries the same run marker but not a body this run sent: another job's`)
  })
  it("blocking, the POST stored this job's review before its 502 and GitHub lists it late: the runner names this job's review, not the other job's", async () => {
    w = await runnerWorld({ files: DEMO, inputs: { mode: 'blocking' } })
    const world = w
    world.fake.faults.add({ method: 'POST', route: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews', status: 502, applyFirst: true })
    let other = 0
    const run = await world.run(async ({ session, prepared }) => {
      other = world.fake.state.addReview(OWNER, REPO, NUMBER, {
        user: DEFAULT_BOT_LOGIN,
        body: `Reviewed by the other job.\n\n${makeRunMarker(world.runId, prepared.headSha)}`,
      }).id
      // Past the tool's listing and five looks, and the runner's first look.
      world.fake.hideNewReviews(7)
      expect((await session.call({ summary: 'Reviewed.', findings: [] })).ok).toBe(false)
    })
    const own = botReviews(world).find((r) => r.id !== other)
    expect(own).toBeDefined()
    expect(run.decision).toMatchObject({ outcome: 'failure', failureClass: 'github', exitFailed: true })
    expect(run.decision.message).toContain(`read review ${own?.id} on the pull request`)
    expect(run.decision.message).not.toContain(`review ${other}`)
  })

  it.each([
    ['comment', { mode: 'comment' }],
    ['blocking', { mode: 'blocking' }],
  ])("%s, a matrix with an instance per job: the other job's review neither skips this one nor spoils its proof", async (_name, inputs) => {
    w = await runnerWorld({ files: DEMO, inputs: { ...inputs, instance: 'model-0' } })
    const { run, other } = await raceTheOtherRun(w, w.runId, 'model-1')
    const ids = botReviews(w).map((r) => r.id)
    expect(ids).toHaveLength(2)
    expect(ids[0]).toBe(other)
    expect(run.decision).toMatchObject({ outcome: 'success', exitFailed: false })
    expect(run.outputs['review-id']).toBe(String(ids[1]))
    expect(botReviews(w)[1]?.body).toContain(makeRunMarker(w.runId, w.pr.head.sha, 'model-0'))
  })

  it('two Harbourmaster steps of one job (one runner temp) with an instance each keep their own findings and SARIF files', async () => {
    w = await runnerWorld({ files: DEMO, inputs: { mode: 'comment', instance: 'security' } })
    const world = w
    const finding = { path: DEMO[0]!.filename, line: 1, severity: 'high', category: 'security', title: 'Tainted input', body: 'b', evidence: 'e' }
    const security = await world.run(async ({ session }) => void expect((await session.call({ summary: 'One.', findings: [finding] })).ok).toBe(true))
    world.inputs.instance = 'full'
    const full = await world.run(async ({ session }) => void expect((await session.call({ summary: 'None.', findings: [] })).ok).toBe(true))
    expect(security.outputs['findings-file']).not.toBe(full.outputs['findings-file'])
    expect(security.outputs['sarif-file']).not.toBe(full.outputs['sarif-file'])
    const record = JSON.parse(await readFile(security.outputs['findings-file']!, 'utf8')) as { findings: unknown[]; run: { marker: string } }
    expect(record.findings).toHaveLength(1)
    expect(record.run.marker).toContain('instance=security')
    // One job summary holds both steps' sections, and the first log line says which instance ran.
    expect(security.summaries.join('\n')).toContain('Harbourmaster (security): success')
    expect(full.summaries.join('\n')).toContain('Harbourmaster (full): success')
    expect(world.logger.find('run', 'start').map((e) => e.instance)).toEqual(['security', 'full'])
  })
})
