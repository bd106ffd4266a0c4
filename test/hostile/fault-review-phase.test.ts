import { afterEach, describe, expect, it } from 'vitest'
import { buildReceipt, writeReceipt, type ReceiptExtra } from '../../plugins/lib/reviewers/execution-receipt.js'
import { OpenCodeError } from '../../src/core/errors.js'
import { DEMO_FILES } from '../fixtures/demo-pr.js'
import { DEFAULT_BOT_LOGIN, type FileSeed } from '../support/github-fake/index.js'
import { closeCheckedWorld, editorRun, NUMBER, OWNER, REPO, runnerWorld, type RunnerWorld } from './support-fault-world.js'

/**
 * What the real runner does with each result its review phase reports,
 * through runAction's review port (no OpenCode): the runtime is booted
 * beside prepare, stopped before the conclusion and removed after it on
 * every path, and each failure gets the outcome its mode gives. The same
 * faults through a real broken OpenCode are in fault-runtime-start.test.ts.
 */

const DEMO = DEMO_FILES.slice(0, 3) as FileSeed[]
const PULL_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}'
const order = (calls: readonly string[]): string[] => [...new Set(calls)]

let w: RunnerWorld | undefined
afterEach(async () => {
  await closeCheckedWorld(w)
  w = undefined
})

const notStarted = () => ({
  ok: false as const,
  phase: 'startup' as const,
  error: new OpenCodeError('OpenCode could not be started: exited with code 1'),
  editor: undefined,
})

describe('the review port of the real runner', () => {
  it('a published review: the runtime is booted, reviews, and is stopped before the conclusion and removed after it', async () => {
    w = await runnerWorld({ files: DEMO })
    const run = await w.run(async ({ session }) => void (await session.call({ summary: 'Reviewed.', findings: [] })))
    expect(order(run.runtimeCalls)).toEqual(['boot', 'review', 'stop', 'dispose'])
    expect(run.decision.outcome).toBe('success')
  })

  it('a read that fails in prepare: the booted runtime is stopped and removed without a review', async () => {
    w = await runnerWorld({ files: DEMO })
    w.fake.faults.addRateLimitExhausted(PULL_ROUTE, { method: 'GET', resetInSeconds: 3600 })
    const run = await w.run(async () => expect.unreachable('the review phase ran after a failed read'))
    expect(order(run.runtimeCalls)).toEqual(['boot', 'stop', 'dispose'])
    expect(run.decision).toMatchObject({ outcome: 'failure', failureClass: 'github' })
  })

  it.each([
    ['comment', 'degraded', false],
    ['blocking', 'failure', true],
  ])('%s: OpenCode that never started ends %s with class opencode and posts nothing', async (mode, outcome, exitFailed) => {
    w = await runnerWorld({ files: DEMO, inputs: { mode } })
    const run = await w.run(async () => notStarted())
    expect(run.decision).toMatchObject({ outcome, failureClass: 'opencode', exitFailed })
    expect(run.outputs).toMatchObject({ outcome, 'failure-class': 'opencode', 'review-id': '' })
    expect(w.fake.state.reviews(OWNER, REPO, NUMBER).filter((r) => r.user === DEFAULT_BOT_LOGIN)).toHaveLength(0)
    expect(order(run.runtimeCalls)).toEqual(['boot', 'review', 'stop', 'dispose'])
  })

  it('comment: a failure after the editor started is not a start-up failure, and the job fails', async () => {
    w = await runnerWorld({ files: DEMO })
    const run = await w.run(async () => ({ ok: false, phase: 'review', error: new OpenCodeError('the editor server exited'), editor: editorRun() }))
    expect(run.decision).toMatchObject({ outcome: 'failure', failureClass: 'opencode', exitFailed: true })
  })

  it.each([
    ['comment', 'failure'],
    ['blocking', 'failure'],
  ])('%s: the editor crashed after publish_review posted: the review is proven and named, and the run still fails on the crash', async (mode, outcome) => {
    w = await runnerWorld({ files: DEMO, inputs: { mode } })
    const run = await w.run(async ({ session }) => {
      expect((await session.call({ summary: 'Looks good to me.', findings: [] })).ok).toBe(true)
      return { ok: false, phase: 'review', error: new OpenCodeError('the editor server exited with code 139'), editor: editorRun() }
    })
    const posted = w.fake.state.reviews(OWNER, REPO, NUMBER).filter((r) => r.user === DEFAULT_BOT_LOGIN)
    expect(posted).toHaveLength(1)
    // The crash stays the run's account: it is not hidden behind the review that landed before it.
    expect(run.decision).toMatchObject({ outcome, failureClass: 'opencode', exitFailed: true })
    expect(run.decision.message).toContain('the editor server exited with code 139')
    // Before: any failure but the budget skipped the proof, so the review on the pull request had no review-id and no link.
    expect(run.outputs['review-id']).toBe(String(posted[0]?.id))
    expect(w.logger.find('verify', 'proven')).toEqual([expect.objectContaining({ review: String(posted[0]?.id) })])
    expect(run.summaries.join('\n')).toContain(`#pullrequestreview-${posted[0]?.id}`)
  })

  it('comment: an editor stopped by the token budget degrades with class model, naming the budget', async () => {
    w = await runnerWorld({ files: DEMO, inputs: { 'token-budget': '20000' } })
    const run = await w.run(async () => ({ ok: true, editor: { ...editorRun(), budgetExceeded: true }, opencodeVersion: 'none' }))
    expect(run.decision).toMatchObject({ outcome: 'degraded', failureClass: 'model', exitFailed: false })
    expect(run.decision.message).toMatch(/token budget of 20000 tokens was reached/)
  })
})

/** The execution receipt spawn_reviewers writes before it answers the editor, with the team's status and errors. */
async function teamReceipt(privateDir: string, runId: string, extra: Partial<ReceiptExtra>): Promise<void> {
  const usage = { modelCalls: 4, unmeteredCalls: 0, tokensIn: 4000, tokensOut: 400, toolCalls: 0, sessions: [], byAgent: {} }
  const base: ReceiptExtra = { status: 'ok', invalid: 0, outOfScope: 0, duplicates: 0, returned: 0, overflowPatches: [], budgetExceeded: false, errors: [] }
  const verdicts = { confirmed: 0, refuted: 0, inconclusive: 0, 'not-applicable': 0 }
  const receipt = buildReceipt({ runId, startedAt: 0, finishedAt: 1, usage, sessionErrors: new Map(), candidates: 0, verdicts, extra: { ...base, ...extra } })
  await writeReceipt(privateDir, receipt)
}

describe('a review the team could not complete says so where the pull request shows it', () => {
  it('comment: a specialist that failed is named in the published review body and the job summary', async () => {
    w = await runnerWorld({ files: DEMO, inputs: { specialists: 'correctness, security' } })
    const world = w
    const run = await w.run(async ({ session, privateDir }) => {
      await teamReceipt(privateDir, world.runId, {
        status: 'partial',
        errors: [{ agent: 'specialist-security', error: 'model: every configured model failed (401 Unauthorized)' }],
      })
      expect((await session.call({ summary: 'No issues found.', findings: [] })).ok).toBe(true)
    })
    expect(run.decision).toMatchObject({ outcome: 'degraded', exitFailed: false })
    const body = w.fake.state.reviews(OWNER, REPO, NUMBER)[0]?.body ?? ''
    // The body names the agent and what it left unreviewed; the provider's error text stays in the job summary.
    expect(body).toContain('The security specialist did not finish; the files assigned to it were not reviewed for security.')
    expect(body).not.toContain('401 Unauthorized')
    expect(run.summaries.join('\n')).toContain('The security specialist did not finish (model: every configured model failed (401 Unauthorized))')
    expect(w.logger.find('reviewers', 'incomplete')).toEqual([expect.objectContaining({ status: 'partial' })])
  })

  it('comment: a team stopped by the token budget says in the review body that its findings were not used', async () => {
    w = await runnerWorld({ files: DEMO, inputs: { 'token-budget': '20000' } })
    const world = w
    const run = await w.run(async ({ session, privateDir }) => {
      await teamReceipt(privateDir, world.runId, {
        status: 'budget-exceeded',
        budgetExceeded: true,
        errors: [{ agent: 'specialist-correctness', error: 'token budget exceeded' }],
      })
      expect((await session.call({ summary: 'Looks good to me.', findings: [] })).ok).toBe(true)
    })
    expect(run.decision).toMatchObject({ outcome: 'degraded', failureClass: 'model' })
    const body = w.fake.state.reviews(OWNER, REPO, NUMBER)[0]?.body ?? ''
    expect(body).toContain("The run's token budget (20000 tokens) was reached while the specialists ran")
    expect(body).not.toContain('The correctness specialist did not finish')
  })

  it.each([
    ['comment', 'degraded', false],
    ['blocking', 'failure', true],
  ])(
    '%s: a review published before the token budget stopped the run is proven and named, and the run still ends %s on the budget',
    async (mode, outcome, exitFailed) => {
      w = await runnerWorld({ files: DEMO, inputs: { mode, 'token-budget': '20000' } })
      const world = w
      const run = await w.run(async ({ session, privateDir }) => {
        await teamReceipt(privateDir, world.runId, { status: 'budget-exceeded', budgetExceeded: true, errors: [] })
        expect((await session.call({ summary: 'Looks good to me.', findings: [] })).ok).toBe(true)
      })
      const posted = w.fake.state.reviews(OWNER, REPO, NUMBER).filter((r) => r.user === DEFAULT_BOT_LOGIN)
      expect(posted).toHaveLength(1)
      expect(run.decision).toMatchObject({ outcome, failureClass: 'model', exitFailed })
      // Before: the budget failure skipped the proof, so the review on the pull request had no review-id and no link.
      expect(run.outputs['review-id']).toBe(String(posted[0]?.id))
      expect(w.logger.find('verify', 'proven')).toEqual([expect.objectContaining({ review: String(posted[0]?.id) })])
      expect(run.summaries.join('\n')).toContain(`#pullrequestreview-${posted[0]?.id}`)
    },
  )

  it('comment: a budget stop before any publication stays degraded on the budget, not failed as "not proven"', async () => {
    w = await runnerWorld({ files: DEMO, inputs: { 'token-budget': '20000' } })
    const run = await w.run(async () => ({ ok: true, editor: { ...editorRun(), budgetExceeded: true }, opencodeVersion: 'none' }))
    expect(run.decision).toMatchObject({ outcome: 'degraded', failureClass: 'model', exitFailed: false })
    expect(run.decision.message).toMatch(/token budget of 20000 tokens was reached/)
    expect(run.outputs['review-id']).toBe('')
  })
})
