import { afterAll, describe, expect, it } from 'vitest'
import type { Mode } from '../../src/config/settings.js'
import { DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { TEAM_GATE_FILES } from '../../src/core/opencode/team-gate.js'
import { runScenario, untilSeen, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import { callTool } from '../support/model-server/index.js'
import { expectNothingLeakedOrDuplicated, PLANTED_BODY } from './support-fault-world.js'

/**
 * The editor never publishes (or, in silent and check-only, never records)
 * its review: a model talked out of its last step by injected text looks
 * exactly like this. The runner learns it from GitHub and the receipts, not
 * from the editor's claim "Review complete.", and the run is never green
 * for a review nobody can prove.
 */

const results: ScenarioResult[] = []
afterAll(async () => {
  for (const s of results) await s.close()
})

async function scenario(mode: Mode, editor: Parameters<typeof scriptedTeam>[0]['overrides'], liveOutput?: string[]): Promise<ScenarioResult> {
  const s = await runScenario({ mode, files: DEMO_FILES, body: PLANTED_BODY, script: scriptedTeam({ ...DEMO_PLAN, overrides: editor }), liveOutput })
  results.push(s)
  expect(s.reviews()).toHaveLength(0)
  expectNothingLeakedOrDuplicated(s)
  return s
}

describe('the editor never publishes', () => {
  it('comment: the team ran and found problems, the editor claimed success without publishing; the job fails with policy "publication not proven"', async () => {
    const s = await scenario('comment', { editor: [callTool('spawn_reviewers', {}), { text: 'Review complete. I published everything.' }] })
    // The specialists really ran: this is not a start-up failure.
    expect(s.model.requests.some((r) => r.agent.startsWith('specialist-'))).toBe(true)
    expect(Number(s.outputs['model-calls'])).toBeGreaterThan(2)
    expect(s.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'policy', 'review-id': '' })
    expect(s.result.concluded?.decision).toMatchObject({ exitFailed: true })
    expect(s.result.concluded?.decision.message).toMatch(/publication not proven: no publication receipt/)
    expect(s.summaries.join('\n')).toMatch(/publication not proven/)
  })

  it('blocking: an editor that answers without any tool call fails the job with policy, and the specialist prompts sent ahead never reach the model', async () => {
    // The editor answers only once spawn_reviewers' plugin has sent every specialist's prompt ahead (held at the team gate).
    const live: string[] = []
    const s = await scenario(
      'blocking',
      { editor: [() => ({ text: 'Nothing to review.', until: untilSeen(live, /stage=reviewers event=prompted-ahead prompts=([1-9]\d*) of=\1\b/) })] },
      live,
    )
    expect(s.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'policy' })
    expect(s.result.concluded?.decision.exitFailed).toBe(true)
    expect(s.privateFiles).toContain(TEAM_GATE_FILES.armed)
    expect(s.privateFiles).not.toContain(TEAM_GATE_FILES.open)
    // Held, never sent: no specialist or verifier request, and the reviewer process is gone with the run.
    expect(s.model.requests.map((r) => r.agent)).toEqual(['editor'])
    expect(s.logger.find('runtime', 'server-stopped').map((f) => f.role)).toEqual(expect.arrayContaining(['editor', 'reviewer']))
  })
})

describe('the editor never records (silent and check-only)', () => {
  it.each<[Mode]>([['silent'], ['check-only']])('%s: a run that recorded no review is not reported as a clean success', async (mode) => {
    const s = await scenario(mode, { editor: [{ text: 'Nothing to review.' }] })
    expect(s.outputs.outcome).not.toBe('success')
    // check-only gates merges: a review that never happened must not pass the gate; silent only says so (docs/security.md).
    expect(s.outputs).toMatchObject({ outcome: mode === 'check-only' ? 'failure' : 'degraded', 'failure-class': 'policy' })
    expect(s.result.concluded?.decision.exitFailed).toBe(mode === 'check-only')
    expect(s.result.concluded?.decision.message).toMatch(
      mode === 'check-only' ? /^review not recorded: .*; the check cannot pass$/ : /^degraded: review not recorded: /,
    )
    expect(s.summaries.join('\n')).toMatch(/not recorded|no review/i)
  })
})
