import { afterAll, describe, expect, it } from 'vitest'
import type { Mode } from '../../src/config/settings.js'
import { DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import { expectNothingLeakedOrDuplicated, PLANTED_BODY } from './support-fault-world.js'

/**
 * The editor never records its review in silent and check-only modes (a
 * model talked out of its last step by injected text looks exactly like
 * this). KNOWN DEFECT at the time of writing: the run reports `success`
 * with 0 findings, and check-only passes its gate; see the fault suite's
 * report. Kept out of the committed suite until the runner is fixed.
 */

const results: ScenarioResult[] = []
afterAll(async () => {
  for (const s of results) await s.close()
})

async function scenario(mode: Mode, editor: Parameters<typeof scriptedTeam>[0]['overrides']): Promise<ScenarioResult> {
  const s = await runScenario({ mode, files: DEMO_FILES, body: PLANTED_BODY, script: scriptedTeam({ ...DEMO_PLAN, overrides: editor }) })
  results.push(s)
  expect(s.reviews()).toHaveLength(0)
  expectNothingLeakedOrDuplicated(s)
  return s
}

describe('the editor never records (silent and check-only)', () => {
  it.each<[Mode]>([['silent'], ['check-only']])('%s: a run that recorded no review is not reported as a clean success', async (mode) => {
    const s = await scenario(mode, { editor: [{ text: 'Nothing to review.' }] })
    expect(s.outputs.outcome).not.toBe('success')
    // check-only gates merges: a review that never happened must not pass the gate.
    if (mode === 'check-only') expect(s.result.concluded?.decision.exitFailed).toBe(true)
    expect(s.summaries.join('\n')).toMatch(/not recorded|no review/i)
  })
})
