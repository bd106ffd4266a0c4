import { actionLayout } from './action-root.js'
import { toHarbourmasterError } from './core/errors.js'
import type { AnnotationPort, OutputPort, SummaryPort } from './publication/report.js'
import { installCancellation } from './cancellation.js'
import { runAction } from './run-action.js'
import { livePorts } from './run/live-ports.js'
import { fitRunMessage, runResultAnnotation, WHOLE_IN_SUMMARY_LINE } from './publication/run-annotation.js'
import { RunRegistry } from './runtime/run-registry.js'
import { commandSafeOpencodeOutput, type OpencodeOutput } from './core/telemetry/command-safe-output.js'
import { LogfmtLogger } from './core/telemetry/logger.js'
import { Redactor } from './core/telemetry/redact.js'

type Core = typeof import('@actions/core')

/**
 * The action's entry: real ports around runAction. Every failure reaches
 * setFailed normalised, with its class; a thrown non-Error is `internal`,
 * never a green run.
 *
 * @actions/core (with the HTTP client it bundles, most of the runner bundle's
 * weight) is not needed for the first telemetry line, so it loads beside the
 * run: output and annotation calls made before it is ready wait in order and
 * are flushed before the run's result is reported.
 */
class DeferredCore {
  private core: Core | undefined
  private readonly queued: Array<{ fn: (core: Core) => void; label: string }> = []
  readonly ready: Promise<Core>

  /** `onLateFailure`: queued calls that threw once the core loaded have no caller left to tell; named by their labels. */
  constructor(private readonly onLateFailure: (error: unknown, labels: string[]) => void) {
    this.ready = import('@actions/core').then((core) => {
      this.core = core
      let first: { error: unknown } | undefined
      const failed: string[] = []
      for (const { fn, label } of this.queued.splice(0)) {
        // One failed call (GITHUB_OUTPUT missing) must not cost the calls after it, nor reject `ready`, which setFailed awaits.
        try {
          fn(core)
        } catch (error) {
          first ??= { error }
          failed.push(label)
        }
      }
      if (first) this.onLateFailure(first.error, failed)
      return core
    })
  }

  /** Now, when the core is loaded (a throw reaches the caller), or once it is. */
  call(fn: (core: Core) => void, label = ''): void {
    if (this.core) fn(this.core)
    else this.queued.push({ fn, label })
  }
}

/** A workflow command's data, escaped as the Actions toolkit does (%, CR, LF). */
export function escapeCommandData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** core.getInput without options (not required, trimmed): `INPUT_<NAME>` with spaces as underscores. */
export function readActionInput(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
}

/** One line to the job log (the step's stdout). */
export const writeLine = (line: string): void => void process.stdout.write(`${line}\n`)

/**
 * The run's redactor. The runner masks only `secrets.*` values by itself, not a token or key an
 * earlier step computed, and a process of the run may print one before it is redacted: every value the
 * run redacts is also masked there, before any process starts. The entry point holds it too, so
 * an error escaping the run is reported with what the run registered (last-resort.ts).
 */
export function entryRedactor(write: (line: string) => void = writeLine): Redactor {
  return new Redactor((value) => write(`::add-mask::${escapeCommandData(value)}`))
}

/**
 * OpenCode's output in the job log: whole lines, redacted by the run's redactor (the runner's mask
 * hides the token and key only whole, never a cut start of one nor a credential of the pull
 * request), with workflow commands defused (it quotes the pull request and the model, and the
 * runner reads commands from every line).
 */
export function opencodeJobOutput(
  redactor: Redactor,
  sinks: Record<'stdout' | 'stderr', (text: string) => void> = {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
  },
): OpencodeOutput {
  return commandSafeOpencodeOutput(sinks, (text) => redactor.redact(text))
}

export async function run(redactor: Redactor = entryRedactor()): Promise<void> {
  const started = Date.now()
  const registry = new RunRegistry()
  // Once a cancellation begins, the run's own lines, outputs and summary stop:
  // the cancellation handler alone reports, so no half-finished run claims an outcome.
  const live = (): boolean => !registry.cancelled
  const write = writeLine
  const logger = new LogfmtLogger((line) => live() && write(line), redactor)
  const cancelLogger = new LogfmtLogger(write, redactor)
  const opencodeOutput = opencodeJobOutput(redactor)
  // Only outputs are queued calls that can throw (annotations go to stdout): late failures are the outputs sink's warning.
  const deferred = new DeferredCore((error, outputs) =>
    logger.event('sink', 'warning', { sink: 'outputs', class: toHarbourmasterError(error).failureClass, outputs: outputs.join(',') }),
  )
  const rawOutputs: OutputPort = { setOutput: (name, value) => deferred.call((core) => core.setOutput(name, value), name) }
  const annotations: AnnotationPort = {
    warning: (message, properties) => live() && deferred.call((core) => core.warning(message, properties)),
    error: (message, properties) => live() && deferred.call((core) => core.error(message, properties)),
  }
  const rawSummary: SummaryPort = {
    append: async (markdown) => {
      await (await deferred.ready).summary.addRaw(markdown, true).write()
    },
  }
  // Silent once cancelled; the cancellation's summary waits for a write the run began before the signal.
  const reports = livePorts({ outputs: rawOutputs, summary: rawSummary }, live)
  const { outputs, summary } = reports.run
  const uninstall = installCancellation({
    registry,
    logger: cancelLogger,
    ...reports.cancellation,
    started,
    exit: (code) => process.exit(code),
  })
  try {
    const result = await runAction({
      readInput: (name) => readActionInput(name),
      env: process.env,
      logger,
      redactor,
      outputs,
      summary,
      annotations,
      layout: actionLayout(import.meta.url),
      registry,
      // OpenCode's output goes to the job log (redacted, commands defused); the runner never parses it.
      onOpencodeOutput: (stream, chunk) => void (live() && opencodeOutput.onOutput(stream, chunk)),
    })
    opencodeOutput.flush()
    // A cancelled run is reported by the cancellation handler, which exits the process.
    if (!live()) return
    uninstall()
    const core = await deferred.ready
    const note = runResultAnnotation({ earlyFailure: result.earlyFailure, decision: result.concluded?.decision }, (text) => redactor.redact(text))
    if (note?.kind === 'failed') core.setFailed(note.message)
    else if (note?.kind === 'warning') core.warning(note.message)
  } catch (error) {
    if (!live()) return
    opencodeOutput.flush()
    // The handlers stay until this report is written: a signal during it is the cancellation's to
    // report (before the outputs, as cancelled; after them, under this failure), never a bare kill
    // that leaves neither a summary line nor a job summary.
    const failure = toHarbourmasterError(error)
    const { reportUnconcluded } = await import('./publication/unconcluded.js')
    const sinks = {
      outputs,
      summary,
      logger,
      redact: (text: string) => redactor.redact(text),
      // A signal during the job summary's write leaves this failure standing, as after a conclusion.
      onResult: (result: Parameters<RunRegistry['commitResult']>[0]) => registry.commitResult(result),
      onSummaryLogged: () => registry.summaryLogged(),
    }
    await reportUnconcluded(sinks, { failure, mode: registry.mode, ms: Date.now() - started, beforeReview: false })
    // Cancelled meanwhile: the cancellation handler reports and exits with the signal's code.
    if (!live()) return
    uninstall()
    const core = await deferred.ready
    core.setFailed(fitRunMessage(redactor.redact(`[${failure.failureClass}] ${failure.message}`), WHOLE_IN_SUMMARY_LINE))
  }
}
