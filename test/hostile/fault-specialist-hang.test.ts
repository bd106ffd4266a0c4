import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import type { Reply } from '../support/model-server/index.js'
import { startReviewRuntime, type StartReview } from '../../src/runtime/review-runtime.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import { OWNER, REPO } from '../support/kit/event.js'
import { expectNothingLeakedOrDuplicated, killLeftovers, lingeringProcesses, PLANTED_BODY } from './support-fault-world.js'

/**
 * One specialist's model never answers while the others do. The team's
 * specialists must end early enough for the verifier and the editor (its
 * writing turn and publish_review) to work within timeout-minutes: the hung
 * specialist is aborted at its share of the run's time and reported as timed
 * out, and the rest of the team's findings are published as a partial
 * review, `degraded`, naming it. Before, the specialists' deadline was the
 * tool call's start plus timeout-minutes, after the editor's own, so the
 * whole run failed (class opencode) with nothing posted.
 *
 * timeout-minutes 1, the smallest the input allows (see
 * fault-runtime-hang.test.ts for why it is not shorter).
 */

const HANG: Reply = { text: 'too late', latencyMs: 240_000 }
const shortDeadline: StartReview = (input) => startReviewRuntime({ ...input, settings: { ...input.settings, timeoutMinutes: 1 } })

describe('one specialist hangs past its share of timeout-minutes (whole action, comment mode)', () => {
  let s: ScenarioResult

  beforeAll(async () => {
    s = await runScenario({
      mode: 'comment',
      files: DEMO_FILES,
      body: PLANTED_BODY,
      script: scriptedTeam({ ...DEMO_PLAN, overrides: { 'specialist-security': HANG } }),
      inputs: { 'timeout-minutes': '1' },
      phases: { startReview: shortDeadline },
    })
  }, 600_000)
  afterAll(async () => {
    if (!s) return
    killLeftovers(lingeringProcesses(s.runnerTemp))
    await s.close()
  })

  it('publishes the other specialists’ verified findings as a review naming the security specialist as not finished', () => {
    const ours = s.reviews().filter((r) => r.user === DEFAULT_BOT_LOGIN && r.state !== 'PENDING')
    expect(ours).toHaveLength(1)
    expect(ours[0]?.body).toMatch(/The security specialist did not finish; the files assigned to it were not reviewed for security\./)
    // The verifier and the editor still worked: the correctness specialist's verified finding is posted.
    expect(s.model.requests.some((r) => r.agent === 'verifier')).toBe(true)
    const posted = [ours[0]?.body ?? '', ...s.fake.state.reviewComments(OWNER, REPO, s.pr.number).map((c) => c.body)].join('\n')
    expect(posted).toMatch(/Off-by-one: every page holds size \+ 1 items/)
    expect(s.outputs['review-id']).toBe(String(ours[0]?.id))
  })

  it('ends degraded, says in the job summary the specialist timed out, and logs it as timed out', () => {
    expect(s.outputs).toMatchObject({ outcome: 'degraded' })
    expect(s.summaries.join('\n')).toMatch(/security specialist did not finish \([^)]*timed out/)
    // The plugin's telemetry reaches the job log through OpenCode's output.
    expect(s.opencodeOutput.match(/stage=reviewers event=specialist-failed [^\n]*/g)).toEqual([
      expect.stringMatching(/specialist=security class=opencode timed_out=true/),
    ])
    expect(s.logger.find('run', 'summary')[0]).toMatchObject({
      outcome: 'degraded',
      reason: expect.stringMatching(/specialist-security \(opencode: timed out after 42 s of timeout-minutes and was aborted/),
    })
    expect(s.logger.find('runtime', 'editor-done')[0]).toMatchObject({ outcome: expect.stringMatching(/completed|ended-on-receipt/) })
  })

  it('leaks nothing and leaves no OpenCode process running', () => {
    expectNothingLeakedOrDuplicated(s)
  })
})
