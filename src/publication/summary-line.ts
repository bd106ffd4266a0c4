import { SEVERITIES } from '../core/contracts/review-payload.js'
import type { RecordedFinding } from '../core/publication/receipts.js'
import type { Logger } from '../core/telemetry/logger.js'
import type { ConcludeInput } from './conclude.js'
import type { Proof } from './sinks/sink.js'
import type { RunReport } from './summary.js'

/**
 * The run's summary telemetry line (docs/telemetry.md#the-run-summary), its last. The conclusion
 * writes it after its sinks; a cancellation that silenced the run's own lines before that writes it
 * instead (src/cancellation.ts), to its own logger and with the `signal`.
 */
export function logRunSummary(
  logger: Logger,
  input: Pick<ConcludeInput, 'mode' | 'skippedReason' | 'existingReviewId'>,
  report: RunReport,
  findings: readonly RecordedFinding[],
  proof: Proof | undefined,
  signal?: string,
): void {
  const { decision, figures, push } = report
  const kept = findings.filter((f) => f.route !== 'drop')
  const counts = Object.fromEntries(SEVERITIES.map((s) => [`findings_${s}`, kept.filter((f) => f.severity === s).length]))
  logger.event('run', 'summary', {
    outcome: decision.outcome,
    class: decision.failureClass,
    // Why the run did not simply succeed: the skipped-reason output, or the message setFailed or the warning carries.
    reason: decision.outcome === 'success' ? undefined : decision.outcome === 'skipped' ? input.skippedReason : decision.message,
    mode: input.mode,
    model_calls: figures.modelCalls,
    unmetered_calls: figures.unmeteredCalls || undefined,
    tokens_in: figures.tokensIn,
    tokens_out: figures.tokensOut,
    ...counts,
    routed_inline: findings.filter((f) => f.route === 'inline').length,
    escalated: findings.filter((f) => f.route === 'escalate').length,
    dropped: findings.filter((f) => f.route === 'drop').length,
    score: report.score,
    review: proof?.reviewId ?? input.existingReviewId,
    scope: push?.scope.kind,
    carried: push?.carried,
    posted: push?.posted,
    resolved: push?.resolved,
    replies: push?.replies,
    suppressed: push?.suppressed,
    verify_waited_ms: proof?.waitedMs,
    ms: figures.durationMs,
    signal,
  })
}
