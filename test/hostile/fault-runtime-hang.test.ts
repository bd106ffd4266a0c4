import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import type { Reply } from '../support/model-server/index.js'
import { startReviewRuntime, type StartReview } from '../../src/runtime/review-runtime.js'
import { expectNothingLeakedOrDuplicated, killLeftovers, lingeringProcesses, PLANTED_BODY } from './support-fault-world.js'

/**
 * The model hangs past the run's timeout, through the whole action: every
 * specialist's model takes longer than the run's deadline to answer, so the
 * editor sits inside spawn_reviewers until the runner's deadline. The run
 * must end with class opencode, say it timed out, post nothing, and stop
 * every OpenCode process it started.
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

describe('the model hangs past timeout-minutes (whole action, comment mode)', () => {
  let s: ScenarioResult

  beforeAll(async () => {
    const hang = Object.fromEntries(['correctness', 'security', 'code-quality', 'performance', 'tests'].map((n) => [`specialist-${n}`, HANG]))
    s = await runScenario({
      mode: 'comment',
      files: DEMO_FILES,
      body: PLANTED_BODY,
      script: scriptedTeam({ ...DEMO_PLAN, overrides: hang }),
      inputs: { 'timeout-minutes': '1' },
      phases: { startReview: shortDeadline },
    })
  }, 600_000)
  afterAll(async () => {
    if (!s) return
    killLeftovers(lingeringProcesses(s.runnerTemp))
    await s.close()
  })

  it('the specialists were really asked and never answered in time', () => {
    const specialists = s.model.requests.filter((r) => r.agent.startsWith('specialist-'))
    expect(specialists.length).toBeGreaterThan(0)
    expect(s.model.requests.filter((r) => r.agent === 'editor').map((r) => r.turn)).toEqual([0])
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
