import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam, SPECIALIST_AGENTS } from '../support/action/scripted-team.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import { OWNER, REPO } from '../support/kit/event.js'
import { callTool, type AgentScripts, type Reply } from '../support/model-server/index.js'
import { startReviewRuntime, type StartReview } from '../../src/runtime/review-runtime.js'
import { expectNothingLeakedOrDuplicated, killLeftovers, lingeringProcesses, PLANTED_BODY } from './support-fault-world.js'

/**
 * The model hangs past the run's timeout. Two ways, through the whole action:
 *
 * - every specialist's model takes longer than the run's deadline to answer.
 *   The team's specialists end at their share of timeout-minutes
 *   (src/core/opencode/run-deadline.ts), so the editor still publishes: a
 *   review that says no specialist finished and carries no finding, never a
 *   review of the files, and the run is `degraded`, naming each specialist.
 *   (Before, the specialists' deadline fell after the editor's, so the run
 *   failed at the editor's deadline with nothing posted.)
 * - the editor's own model never writes the review after spawn_reviewers
 *   returned: nothing can publish, so the run fails with class opencode, says
 *   it timed out, and posts nothing.
 *
 * The workflow sets `timeout-minutes: 1`, the smallest the input allows; a
 * minute of waiting was most of this file's time. The real review runtime is
 * handed the same settings through the review-phase port with a deadline of
 * its own, which the editor's session and spawn_reviewers' team read from
 * the run config. It is a full minute again: 15 s was shorter than a loaded
 * 2-core runner takes to reach the specialists at all, and this file is about
 * a model that hangs there.
 */

const HANG: Reply = { text: 'too late', latencyMs: 240_000 }
const DEADLINE_MINUTES = 1
const shortDeadline: StartReview = (input) => startReviewRuntime({ ...input, settings: { ...input.settings, timeoutMinutes: DEADLINE_MINUTES } })

function hungRun(overrides: AgentScripts): Promise<ScenarioResult> {
  return runScenario({
    mode: 'comment',
    files: DEMO_FILES,
    body: PLANTED_BODY,
    script: scriptedTeam({ ...DEMO_PLAN, overrides }),
    inputs: { 'timeout-minutes': '1' },
    phases: { startReview: shortDeadline },
  })
}

async function closeRun(s: ScenarioResult | undefined): Promise<void> {
  if (!s) return
  killLeftovers(lingeringProcesses(s.runnerTemp))
  await s.close()
}

describe('every specialist hangs past timeout-minutes (whole action, comment mode)', () => {
  let s: ScenarioResult

  beforeAll(async () => {
    s = await hungRun(Object.fromEntries(SPECIALIST_AGENTS.map((n) => [`specialist-${n}`, HANG])))
  }, 600_000)
  afterAll(() => closeRun(s))

  it('the specialists were really asked and never answered in time; the verifier had nothing to check', () => {
    const specialists = s.model.requests.filter((r) => r.agent.startsWith('specialist-'))
    expect(specialists.length).toBeGreaterThan(0)
    expect(s.model.requests.some((r) => r.agent === 'verifier')).toBe(false)
  })

  it('publishes a review that says no specialist finished and carries no finding, and ends degraded naming them', () => {
    const ours = s.reviews().filter((r) => r.user === DEFAULT_BOT_LOGIN && r.state !== 'PENDING')
    expect(ours).toHaveLength(1)
    for (const name of ['correctness', 'security', 'code-quality', 'tests'])
      expect(ours[0]?.body).toContain(`The ${name} specialist did not finish; the files assigned to it were not reviewed for ${name}.`)
    expect(ours[0]?.body).not.toMatch(/Off-by-one|Parse and read errors/)
    expect(s.fake.state.reviewComments(OWNER, REPO, s.pr.number)).toEqual([])
    expect(s.outputs).toMatchObject({ outcome: 'degraded', 'failure-class': 'opencode', 'review-id': String(ours[0]?.id) })
    expect(s.result.concluded?.decision.message).toMatch(/the reviewer team did not complete: specialist-[a-z-]+ \(opencode: timed out after 42 s/)
    expect(s.result.concluded?.decision.message).toMatch(/no specialist completed, so the review holds no finding of theirs/)
  })

  it('leaks nothing and leaves no OpenCode process running', () => {
    expectNothingLeakedOrDuplicated(s)
  })
})

describe('the editor hangs writing the review past timeout-minutes (whole action, comment mode)', () => {
  let s: ScenarioResult

  beforeAll(async () => {
    s = await hungRun({ editor: [() => callTool('spawn_reviewers', {}), HANG] })
  }, 600_000)
  afterAll(() => closeRun(s))

  it('the team answered, and the editor was asked to write and never answered', () => {
    expect(s.model.requests.some((r) => r.agent === 'verifier')).toBe(true)
    expect(s.model.requests.filter((r) => r.agent === 'editor').map((r) => r.turn)).toEqual([0, 1])
  })

  it('fails the comment run with class opencode, saying it timed out after the deadline it was given, and posts nothing', () => {
    expect(s.reviews()).toHaveLength(0)
    expect(s.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'opencode', 'review-id': '' })
    expect(s.result.concluded?.decision.message).toMatch(/timed out after 1 min/)
    expect(s.logger.find('runtime', 'editor-done')[0]).toMatchObject({ outcome: 'failed', class: 'opencode' })
  })

  it('leaks nothing and leaves no OpenCode process running', () => {
    expectNothingLeakedOrDuplicated(s)
  })
})
