import { describe, expect, it } from 'vitest'
import { ConfigurationError } from '../../../src/core/errors.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { concludeRun } from '../../../src/publication/conclude.js'
import type { OutputPort } from '../../../src/publication/report.js'
import { reportUnconcluded } from '../../../src/publication/unconcluded.js'
import { offlineConcludePorts } from '../../support/kit/index.js'

/**
 * @actions/core's setOutput throws when GITHUB_OUTPUT cannot be written (a missing file, a full
 * disk). Every output is still tried, the failure is a warning of the `outputs` sink with its
 * class, and the run's conclusion (and the unconcluded report) resolve with their summary line.
 */
function failingOutputs(): { port: OutputPort; tried: string[] } {
  const tried: string[] = []
  return {
    tried,
    port: {
      setOutput: (name) => {
        tried.push(name)
        throw new Error('Missing file at path: /home/runner/work/_temp/_runner_file_commands/set_output_x')
      },
    },
  }
}

describe('an output GitHub cannot be given', () => {
  it('is a warning of the outputs sink in a concluded run, which still ends with its summary line', async () => {
    const logger = new RecordingLogger()
    const outputs = failingOutputs()
    const done = await concludeRun(offlineConcludePorts({ outputs: outputs.port, logger }), {
      owner: 'acme',
      repo: 'shop',
      pullNumber: 7,
      mode: 'comment',
      blockingSeverity: 'high',
      strictRuntime: false,
      expectedLogin: 'github-actions[bot]',
      runId: '9-1',
      headSha: 'a'.repeat(40),
      marker: '',
      exclusions: [],
      caps: [],
      figures: { modelCalls: 0, tokensIn: 0, tokensOut: 0, durationMs: 1 },
      skippedReason: 'the pull request is a draft',
    })
    expect(done.decision.outcome).toBe('skipped')
    expect(outputs.tried).toContain('skipped-reason')
    expect(logger.find('sink', 'warning')).toEqual([
      expect.objectContaining({ sink: 'outputs', class: 'internal', outputs: expect.stringMatching(/^outcome,failure-class,/) }),
    ])
    expect(logger.find('run', 'summary')).toHaveLength(1)
  })

  it('is a warning of the outputs sink when the run fails before its conclusion, never a rejection', async () => {
    const logger = new RecordingLogger()
    const outputs = failingOutputs()
    let summary = ''
    const failure = new ConfigurationError("Input 'mode' must be one of comment, blocking, check-only, silent", 'mode')
    await reportUnconcluded(
      { outputs: outputs.port, summary: { append: async (md) => void (summary += md) }, logger, redact: (t) => t },
      { failure, ms: 1, beforeReview: true },
    )
    expect(outputs.tried).toHaveLength(12)
    expect(logger.find('sink', 'warning')).toEqual([expect.objectContaining({ sink: 'outputs', class: 'internal' })])
    expect(summary).toContain('Harbourmaster: failure')
    expect(logger.find('run', 'summary')).toEqual([expect.objectContaining({ outcome: 'failure', class: 'configuration' })])
  })
})
