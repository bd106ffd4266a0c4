// An input name action.yml does not declare (`max_comments`, `blocking_severity`,
// `anthropic-api-key`) only earns a warning from GitHub ("Unexpected input(s)"), which a team
// adopting the action rarely opens; the runner still hands it to the step as INPUT_<NAME>.
// Ignored, it changed the run silently: a stricter gate or a smaller review the workflow asked
// for never applied, and a key under the wrong name ended the run "skipped: no provider key".
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_FILES } from '../fixtures/demo-pr.js'
import { runScenario, type ScenarioResult } from '../support/action/harness.js'
import type { Script } from '../support/model-server/index.js'

// No model call is expected: every request would be the test's failure.
const script: Script = () => ({ status: 500, body: { error: { message: 'no model call was expected' } } })

let run: ScenarioResult | undefined
afterEach(async () => {
  await run?.close()
  run = undefined
})

describe('an input name action.yml does not declare', () => {
  it('fails configuration before anything is read from GitHub, naming the input and the one it most likely meant', async () => {
    run = await runScenario({ mode: 'check-only', files: DEMO_FILES.slice(0, 2), script, inputs: { blocking_severity: 'medium' } })
    expect(run.result.earlyFailure?.failureClass).toBe('configuration')
    expect(run.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration', 'model-calls': '0' })
    const message = run.result.earlyFailure?.message ?? ''
    expect(message).toContain("'blocking_severity'")
    expect(message).toContain("did you mean 'blocking-severity'")
    expect(run.summaries.join('\n')).toContain('blocking_severity')
    expect(run.logger.find('run', 'summary')[0]?.reason).toContain('blocking_severity')
    expect(run.model.requests).toEqual([])
    expect(run.fake.requests).toEqual([])
  })

  it('names the inputs there are when nothing is close, so a key passed under its own name is not taken for a missing one', async () => {
    run = await runScenario({
      mode: 'comment',
      files: DEMO_FILES.slice(0, 2),
      script,
      inputs: { 'provider-api-key': '', 'anthropic-api-key': 'sk-ant-api03-abc' },
    })
    expect(run.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration', 'skipped-reason': '' })
    const message = run.result.earlyFailure?.message ?? ''
    expect(message).toContain("'anthropic-api-key'")
    expect(message).toContain('provider-api-key')
    expect(message).not.toContain('sk-ant-api03-abc')
  })
})
