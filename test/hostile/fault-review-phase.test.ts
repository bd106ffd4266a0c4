import { afterEach, describe, expect, it } from 'vitest'
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

  it('comment: an editor stopped by the token budget degrades with class model, naming the budget', async () => {
    w = await runnerWorld({ files: DEMO, inputs: { 'token-budget': '20000' } })
    const run = await w.run(async () => ({ ok: true, editor: { ...editorRun(), budgetExceeded: true }, opencodeVersion: 'none' }))
    expect(run.decision).toMatchObject({ outcome: 'degraded', failureClass: 'model', exitFailed: false })
    expect(run.decision.message).toMatch(/token budget of 20000 tokens was reached/)
  })
})
