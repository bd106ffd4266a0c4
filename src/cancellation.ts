import { access, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { publicationReceiptSchema, RECEIPT_FILES } from './core/contracts/run-config.js'
import { toHarbourmasterError } from './core/errors.js'
import { cancelledOutputs, describeCancellation, renderCancelledSummary, type CancelFacts } from './publication/cancelled.js'
import { setOutputs, type OutputPort, type SummaryPort } from './publication/report.js'
import { stopRegisteredGroups, stopRuntimeProcesses } from './core/opencode/reviewer-pids.js'
import type { RunRegistry } from './runtime/run-registry.js'
import type { Logger } from './core/telemetry/logger.js'

/**
 * SIGINT and SIGTERM, as the Actions runner sends them when a run is cancelled
 * (for example by `concurrency: cancel-in-progress` on a quick second push).
 * The runner kills what is left a few seconds later, so everything happens at
 * once and within a bound: stop every OpenCode process group of the run (the
 * editor, the recorded reviewer, anything working under the runtime roots),
 * end what the run holds outside them (the sandboxed test command, its user
 * and its copy of the checkout), remove the private dir (token file, run
 * config, receipts), the stage and the runtime roots, then report
 * `outcome=cancelled` with the stage and whether a review may have been
 * posted. A second signal exits at once.
 */
export interface CancelPorts {
  registry: RunRegistry
  /** A logger that still writes after the run's own ports fell silent. */
  logger: Logger
  outputs: OutputPort
  summary: SummaryPort
  exit: (code: number) => void
  started: number
  /** Upper bound for the whole cancellation before exiting anyway (default 4 s). */
  deadlineMs?: number
}

const SIGNAL_NUMBER: Record<string, number> = { SIGINT: 2, SIGTERM: 15 }
/** How long the cancellation waits for what the run holds outside its roots, of its 4 s. */
const HELD_BOUND_MS = 1_500

export function exitCodeFor(signal: NodeJS.Signals): number {
  return 128 + (SIGNAL_NUMBER[signal] ?? 1)
}

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  )

async function publishedReviewId(privateDir: string): Promise<number | undefined> {
  try {
    return publicationReceiptSchema.parse(JSON.parse(await readFile(join(privateDir, RECEIPT_FILES.publication), 'utf8'))).reviewId
  } catch {
    return undefined
  }
}

/** Read before the private dir is removed: its files say how far the review got. */
async function gatherFacts(registry: RunRegistry, signal: string): Promise<CancelFacts> {
  const dir = registry.privateDir
  const [specialistsStarted, specialistsDone, publicationStarted, reviewId] = dir
    ? await Promise.all([
        exists(join(dir, RECEIPT_FILES.reviewersStarted)),
        exists(join(dir, RECEIPT_FILES.execution)),
        exists(join(dir, RECEIPT_FILES.publicationStarted)),
        publishedReviewId(dir),
      ])
    : [false, false, false, undefined]
  return {
    signal,
    stage: registry.stage,
    mode: registry.mode,
    headSha: registry.headSha,
    specialistsStarted,
    specialistsDone,
    publicationStarted,
    // The receipt is removed with the private dir once the run concluded; the review it proved stays posted.
    publishedReviewId: reviewId ?? registry.provenReviewId,
    replies: repliesSoFar(registry),
  }
}

/** How far the replies to earlier threads got: read at the signal, when no new one starts any more. */
function repliesSoFar(registry: RunRegistry): CancelFacts['replies'] {
  const track = registry.lifecycle
  if (track.planned === 0) return undefined
  return { planned: track.planned, posted: track.replied.length, inFlight: track.inFlight.size, notSent: track.planned - track.started }
}

async function removeAll(registry: RunRegistry): Promise<boolean> {
  const dirs = [registry.privateDir, registry.stageDir, registry.runtimeParent].filter((d): d is string => d !== undefined)
  // A file appended while rm walks the tree (the runner's event snapshot, a
  // process not yet reaped) fails the final rmdir with ENOTEMPTY: retried.
  const results = await Promise.all(
    dirs.map((dir) =>
      rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 }).then(
        () => true,
        () => false,
      ),
    ),
  )
  return results.every(Boolean)
}

export async function cancelRun(ports: CancelPorts, signal: NodeJS.Signals): Promise<void> {
  const { registry, logger } = ports
  registry.cancelled = true
  logger.addContext({ run: registry.runId, pr: registry.pullNumber })
  // The groups this process started (editor, booted reviewer) go first, synchronously.
  let stopped = stopRegisteredGroups('SIGKILL')
  logger.event('run', 'cancelled', { signal, at: registry.stage })
  // What the run started outside the runtime roots (the sandboxed test command) ends beside the rest.
  const released = registry.releaseHeld()
  const facts = await gatherFacts(registry, signal)
  const parent = registry.runtimeParent
  if (parent) stopped += await stopRuntimeProcesses(registry.privateDir, parent, logger).catch(() => 0)
  // Bounded: the report must be written before the deadline exits the process. What is still
  // running then (rm -rf of a large checkout copy, as root) finishes on its own after the exit.
  await Promise.race([released, new Promise((resolve) => setTimeout(resolve, HELD_BOUND_MS).unref())])
  await removeAll(registry)
  // A process the editor started between the first sweep and its own death
  // (the reviewer) still works under the removed roots: one more sweep, and
  // one more removal for whatever it or the runner's own event stream wrote
  // in the meantime (a snapshot append recreates a file in the private dir).
  if (parent) stopped += await stopRuntimeProcesses(undefined, parent, logger).catch(() => 0)
  const removed = await removeAll(registry)
  if (registry.concluded) return reportAfterConclusion(ports, signal, registry.concluded, { stopped, removed })
  const described = describeCancellation(facts)
  setOutputs(ports.outputs, cancelledOutputs(facts, described), logger)
  try {
    await ports.summary.append(renderCancelledSummary(facts, described, { stopped, removed }))
  } catch (error) {
    logger.event('sink', 'warning', { sink: 'job-summary', class: toHarbourmasterError(error).failureClass })
  }
  logger.event('run', 'summary', {
    outcome: 'cancelled',
    mode: facts.mode,
    signal,
    cancelled_at: described.at,
    review_posted: described.review,
    review: described.reviewId,
    replies_planned: facts.replies?.planned,
    replies_posted: facts.replies?.posted,
    replies_in_flight: facts.replies?.inFlight,
    replies_not_sent: facts.replies?.notSent,
    stopped,
    cleaned: removed,
    ms: Date.now() - ports.started,
  })
}

/**
 * A signal after the conclusion wrote the job summary and the outputs: they stand (a proven review
 * stays proven), one line under the summary says why the step shows as cancelled, and the run's
 * summary telemetry line is written here when the conclusion had not written it yet.
 */
async function reportAfterConclusion(
  ports: CancelPorts,
  signal: NodeJS.Signals,
  concluded: NonNullable<RunRegistry['concluded']>,
  cleanup: { stopped: number; removed: boolean },
): Promise<void> {
  const { logger } = ports
  logger.event('run', 'cancelled-after-conclusion', { signal, outcome: concluded.outcome, stopped: cleanup.stopped, cleaned: cleanup.removed })
  const note = `The job was cancelled (${signal}) after the run concluded: its result above (${concluded.outcome}) stands, and so do its outputs; only the cleanup that follows the conclusion was cut short.`
  try {
    await ports.summary.append(`${note}\n\n`)
  } catch (error) {
    logger.event('sink', 'warning', { sink: 'job-summary', class: toHarbourmasterError(error).failureClass })
  }
  // The conclusion's own summary line, when the signal silenced the run before it was written: the
  // job log still ends with the run's one summary line, the result the outputs give, and the signal.
  writePendingSummaryLine(ports.registry, logger, signal)
}

/**
 * The committed result's summary line, when neither the run nor the cancellation wrote it yet: written
 * once, by whichever comes first of the cancellation's report, a second signal and the deadline (both
 * end the process before that report, which waits for the run's processes and files).
 */
function writePendingSummaryLine(registry: RunRegistry, logger: Logger, signal: NodeJS.Signals): void {
  const concluded = registry.concluded
  const line = concluded?.summaryLine
  if (!concluded || !line) return
  concluded.summaryLine = undefined
  line(logger, signal)
}

/** Installs the handlers; returns a function that removes them (for a run that ended normally). */
export function installCancellation(ports: CancelPorts): () => void {
  let first: NodeJS.Signals | undefined
  const onSignal = (signal: NodeJS.Signals): void => {
    if (first) {
      ports.logger.event('run', 'cancel-forced', { signal })
      writePendingSummaryLine(ports.registry, ports.logger, first)
      ports.exit(exitCodeFor(signal))
      return
    }
    first = signal
    const deadline = setTimeout(() => {
      writePendingSummaryLine(ports.registry, ports.logger, signal)
      ports.exit(exitCodeFor(signal))
    }, ports.deadlineMs ?? 4_000)
    deadline.unref()
    void cancelRun(ports, signal)
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(deadline)
        ports.exit(exitCodeFor(signal))
      })
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  return () => {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}
