import type * as core from '@actions/core'
import type { RunReport, SummaryFinding } from './summary.js'
import { gatingFindings } from '../core/policy/routing.js'
import { toHarbourmasterError, type HarbourmasterError } from '../core/errors.js'
import type { Logger } from '../core/telemetry/logger.js'

/**
 * The action's outputs and the narrow ports over @actions/core that the
 * sinks (sinks/) write through, so tests record what a user would see.
 */
export type OutputPort = Pick<typeof core, 'setOutput'>
export type AnnotationPort = Pick<typeof core, 'warning' | 'error'>
export interface SummaryPort {
  append(markdown: string): Promise<void>
}

export function coreSummaryPort(actions: Pick<typeof core, 'summary'>): SummaryPort {
  return {
    append: async (markdown) => {
      await actions.summary.addRaw(markdown, true).write()
    },
  }
}

/** Blocking and check-only gate on routed findings: commented or escalated, at or above the severity; dropped ones never block. */
export function blockingCount(findings: readonly SummaryFinding[], severity: RunReport['blockingSeverity']): number {
  return gatingFindings(findings, severity).length
}

/**
 * Earlier findings whose threads stay open after this push and still stand (the ledger plan's
 * `standing`), at or above the severity: they gate as this run's own findings do, or a push that
 * does not report them again would pass the gate while they are open.
 */
export function standingBlockingCount(
  standing: readonly { severity: SummaryFinding['severity'] | undefined; originalLost?: boolean }[],
  severity: RunReport['blockingSeverity'],
): number {
  // A finding whose comment someone else edited beyond recovery counts at any blocking-severity (fail closed).
  return gatingFindings(
    standing.flatMap((e) => (e.severity ? [{ severity: e.severity }] : e.originalLost ? [{ severity: 'critical' as const }] : [])),
    severity,
  ).length
}

/**
 * Sets each output. GITHUB_OUTPUT that cannot be written (missing, a full disk) makes setOutput
 * throw: that is a warning of the `outputs` sink naming the outputs not set, never a throw that
 * would leave the rest unset and the run without its result.
 */
export function setOutputs(port: OutputPort, values: Record<string, string>, logger: Logger): void {
  let failure: HarbourmasterError | undefined
  const unset: string[] = []
  for (const [name, value] of Object.entries(values)) {
    try {
      port.setOutput(name, value)
    } catch (error) {
      failure ??= toHarbourmasterError(error)
      unset.push(name)
    }
  }
  if (failure) logger.event('sink', 'warning', { sink: 'outputs', class: failure.failureClass, outputs: unset.join(',') })
}

/** Every output in action.yml, always set (empty when not applicable) so workflows can rely on them. */
export function writeOutputs(port: OutputPort, report: RunReport, logger: Logger): Record<string, string> {
  const values: Record<string, string> = {
    outcome: report.decision.outcome,
    'failure-class': report.decision.failureClass ?? '',
    'review-id': report.reviewId === undefined ? '' : String(report.reviewId),
    findings: String(report.findings.filter((f) => f.route !== 'drop').length),
    'blocking-findings': String(blockingCount(report.findings, report.blockingSeverity) + (report.standingBlocking ?? 0)),
    'model-calls': String(report.figures.modelCalls),
    'tokens-in': String(report.figures.tokensIn),
    'tokens-out': String(report.figures.tokensOut),
    'findings-file': report.files['findings-file'] ?? '',
    'sarif-file': report.files['sarif-file'] ?? '',
    score: report.score === undefined ? '' : String(report.score),
    // Empty unless the outcome is skipped (action.yml): a blocking replay whose landed review still blocks is a failure.
    'skipped-reason': report.decision.outcome === 'skipped' ? (report.skippedReason ?? '') : '',
  }
  setOutputs(port, values, logger)
  return values
}
