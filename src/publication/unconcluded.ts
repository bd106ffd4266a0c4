import { toHarbourmasterError, type HarbourmasterError } from '../core/errors.js'
import type { Logger } from '../core/telemetry/logger.js'
import { setOutputs, type OutputPort, type SummaryPort } from './report.js'
import { resultLine } from './run-annotation.js'
import { cell } from './summary.js'

/**
 * A run that fails before its conclusion (inputs or environment unusable, or
 * a throw nothing classified) never reaches the sinks that write the outputs
 * and the job summary. Workflows still read every output with `if: always()`
 * (`fromJSON` of an unset `findings` is an expression error), and people open
 * the summary page first, so both are written here, with the one
 * `run event=summary` line.
 */
export interface UnconcludedPorts {
  outputs: OutputPort
  summary: SummaryPort
  logger: Logger
  redact: (text: string) => string
  /**
   * Called in the tick the outputs are set and the job summary's write begins, with the line that
   * reports the failure: a cancellation after it leaves the failure standing and writes that line
   * unless `onSummaryLogged` came first (as conclude.ts's ports).
   */
  onResult?: (result: { outcome: 'failure'; failureClass: string; summaryLine: (to: Logger, signal: string) => void }) => void
  onSummaryLogged?: () => void
}

export interface UnconcludedFacts {
  failure: HarbourmasterError
  /** Known once the settings were read. */
  mode?: string
  ms: number
  /** True when the run failed before it read the pull request: the counts are then known to be 0. */
  beforeReview: boolean
}

/** Every output of action.yml: counts are 0 when nothing ran, empty when a throw left them unknown. */
export function unconcludedOutputs(facts: UnconcludedFacts): Record<string, string> {
  const count = facts.beforeReview ? '0' : ''
  return {
    outcome: 'failure',
    'failure-class': facts.failure.failureClass,
    'review-id': '',
    findings: count,
    'blocking-findings': count,
    'model-calls': count,
    'tokens-in': count,
    'tokens-out': count,
    'findings-file': '',
    'sarif-file': '',
    score: '',
    'skipped-reason': '',
  }
}

export function renderUnconcludedSummary(facts: UnconcludedFacts, redact: (text: string) => string): string {
  const lines = [
    facts.mode ? `**Mode:** ${facts.mode}` : undefined,
    `**Failure class:** ${facts.failure.failureClass}`,
    `**Result:** ${cell(resultLine(redact(facts.failure.message)), 1200)}`,
  ].filter((x): x is string => x !== undefined)
  const after = facts.beforeReview
    ? 'The run ended before it read the pull request: nothing was reviewed or posted, and no model was called.'
    : 'The run ended on an unexpected error before its conclusion; the log above it says how far it got.'
  return ['## ❌ Harbourmaster: failure', '', lines.join('  \n'), '', after, ''].join('\n')
}

export async function reportUnconcluded(ports: UnconcludedPorts, facts: UnconcludedFacts): Promise<void> {
  const outputs = unconcludedOutputs(facts)
  const summaryLine = (to: Logger, signal?: string): void =>
    to.event('run', 'summary', {
      outcome: 'failure',
      class: facts.failure.failureClass,
      mode: facts.mode,
      model_calls: outputs['model-calls'] || undefined,
      reason: facts.failure.message,
      ms: facts.ms,
      signal,
    })
  // One synchronous step up to the job summary's write: a signal lands before both or after both.
  setOutputs(ports.outputs, outputs, ports.logger)
  ports.onResult?.({ outcome: 'failure', failureClass: facts.failure.failureClass, summaryLine })
  try {
    await ports.summary.append(renderUnconcludedSummary(facts, ports.redact))
  } catch (error) {
    ports.logger.event('sink', 'warning', { sink: 'job-summary', class: toHarbourmasterError(error).failureClass })
  }
  summaryLine(ports.logger)
  ports.onSummaryLogged?.()
}
