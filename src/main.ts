import * as core from '@actions/core'
import { actionLayout } from './action-root.js'
import { toHarbourmasterError } from './errors.js'
import { coreSummaryPort } from './publication/report.js'
import { runAction } from './run-action.js'
import { LogfmtLogger } from './telemetry/logger.js'
import { Redactor } from './telemetry/redact.js'

/**
 * The action's entry: real ports around runAction. Every failure reaches
 * setFailed normalised, with its class; a thrown non-Error is `internal`,
 * never a green run.
 */
export async function run(): Promise<void> {
  const redactor = new Redactor()
  const logger = new LogfmtLogger((line) => process.stdout.write(`${line}\n`), redactor)
  try {
    const result = await runAction({
      readInput: (name) => core.getInput(name),
      env: process.env,
      logger,
      redactor,
      outputs: core,
      summary: coreSummaryPort(core),
      annotations: core,
      layout: actionLayout(import.meta.url),
      // OpenCode's output goes to the job log unchanged; the runner never parses it.
      onOpencodeOutput: (stream, chunk) => (stream === 'stdout' ? process.stdout : process.stderr).write(chunk),
    })
    if (result.earlyFailure) {
      core.setFailed(`[${result.earlyFailure.failureClass}] ${redactor.redact(result.earlyFailure.message)}`)
      return
    }
    const decision = result.concluded?.decision
    if (decision?.exitFailed) core.setFailed(redactor.redact(decision.failureClass ? `[${decision.failureClass}] ${decision.message}` : decision.message))
    else if (decision?.outcome === 'degraded') core.warning(redactor.redact(decision.message))
  } catch (error) {
    const failure = toHarbourmasterError(error)
    core.setOutput('outcome', 'failure')
    core.setOutput('failure-class', failure.failureClass)
    logger.event('run', 'summary', { outcome: 'failure', class: failure.failureClass, reason: failure.message })
    core.setFailed(`[${failure.failureClass}] ${redactor.redact(failure.message)}`)
  }
}
