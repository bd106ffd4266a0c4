import { toHarbourmasterError } from './core/errors.js'
import { LogfmtLogger } from './core/telemetry/logger.js'
import type { Redactor } from './core/telemetry/redact.js'
import { escapeCommandData, readActionInput } from './main.js'
import { fitRunMessage, WHOLE_IN_CRASHED_LINE } from './publication/run-annotation.js'

export interface LastResortPorts {
  /** The run's redactor: whatever it registered (and masked) stays redacted here. */
  redactor: Redactor
  /** One line to the job log (stdout). */
  write: (line: string) => void
  env: NodeJS.ProcessEnv
  exit: (code: number) => void
}

/**
 * What reports an error that escaped run() itself (a throw inside its own failure reporting, a
 * rejection nothing awaited, an exception in a callback). Node would print it raw to stderr:
 * the token or the provider key in its message unredacted, and a line of it starting with `::`
 * run as a workflow command (`::stop-commands::` switching off the run's later masks). Instead
 * it becomes one redacted `run crashed` line and the step's error with its normalised class,
 * written as @actions/core's setFailed writes it (the message escaped, exit code 1) without
 * loading @actions/core, which may be what failed. The inputs' secrets are registered first: an
 * error before the run read them would otherwise meet a redactor without them. Reports once,
 * then ends the process as Node would have.
 */
export function lastResort(ports: LastResortPorts): (error: unknown) => void {
  let reported = false
  return (error) => {
    if (reported) return
    reported = true
    try {
      ports.redactor.add(readActionInput('github-token', ports.env))
      ports.redactor.add(readActionInput('provider-api-key', ports.env))
      const failure = toHarbourmasterError(error)
      new LogfmtLogger(ports.write, ports.redactor).event('run', 'crashed', { class: failure.failureClass, reason: failure.message })
      // Within the runner's 4,096 characters, the class and the fix kept; the crashed line above has it whole.
      const message = fitRunMessage(ports.redactor.redact(`[${failure.failureClass}] ${failure.message}`), WHOLE_IN_CRASHED_LINE)
      ports.write(`::error::${escapeCommandData(message)}`)
    } finally {
      ports.exit(1)
    }
  }
}
