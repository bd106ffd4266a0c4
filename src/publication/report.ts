import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type * as core from '@actions/core'
import { atOrAbove } from '../core/contracts/review-payload.js'
import { countRoutes, gatingFindings } from '../core/policy/routing.js'
import { countBySeverity, renderJobSummary, type RunReport, type SummaryFinding } from './summary.js'

/**
 * The run's sinks besides GitHub: action outputs, the job summary, check-only
 * annotations and the findings JSON file. Each goes through a narrow port
 * over @actions/core so tests record what a user would see.
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

/** Every output in action.yml, always set (empty when not applicable) so workflows can rely on them. */
export function writeOutputs(port: OutputPort, report: RunReport): Record<string, string> {
  const values: Record<string, string> = {
    outcome: report.decision.outcome,
    'failure-class': report.decision.failureClass ?? '',
    'review-id': report.reviewId === undefined ? '' : String(report.reviewId),
    findings: String(report.findings.filter((f) => f.route !== 'drop').length),
    'blocking-findings': String(blockingCount(report.findings, report.blockingSeverity)),
    'model-calls': String(report.figures.modelCalls),
    'tokens-in': String(report.figures.tokensIn),
    'tokens-out': String(report.figures.tokensOut),
    'findings-file': report.findingsFile ?? '',
    'skipped-reason': report.skippedReason ?? '',
  }
  for (const [name, value] of Object.entries(values)) port.setOutput(name, value)
  return values
}

export async function writeJobSummary(port: SummaryPort, report: RunReport): Promise<string> {
  const markdown = renderJobSummary(report)
  await port.append(markdown)
  return markdown
}

/** check-only: one annotation per finding on its file and line; blocking severities as errors. */
export function annotate(port: AnnotationPort, all: readonly SummaryFinding[], blockingSeverity: RunReport['blockingSeverity']): number {
  const findings = all.filter((f) => f.route !== 'drop')
  for (const f of findings) {
    // A LEFT-side line numbers the old file; on the new file it would point at the wrong code.
    const lines = (f.side ?? 'RIGHT') === 'RIGHT' ? { startLine: f.start_line ?? f.line, endLine: f.line } : {}
    const props = { title: `${f.severity}: ${f.title}`.slice(0, 200), file: f.path, ...lines }
    const routed = f.route ? `, ${f.route === 'escalate' ? 'needs a human look' : 'inline'}, confidence ${f.confidence_after ?? '—'}` : ''
    const message = `${f.body}\n\n(${f.category}, ${f.id}${routed})`
    if (atOrAbove(f.severity, blockingSeverity)) port.error(message, props)
    else port.warning(message, props)
  }
  return findings.length
}

/** The findings file: the validated payload's findings with trusted ids, counts and the decision. */
export async function writeFindingsFile(path: string, report: RunReport): Promise<string> {
  await mkdir(dirname(path), { recursive: true })
  const document = {
    version: 1,
    outcome: report.decision.outcome,
    failureClass: report.decision.failureClass ?? null,
    reviewId: report.reviewId ?? null,
    blockingSeverity: report.blockingSeverity,
    counts: countBySeverity(report.findings.filter((f) => f.route !== 'drop')),
    routes: countRoutes(report.findings),
    findings: report.findings,
    dispositions: report.dispositions,
    ...(report.testVerdicts ? { testVerdicts: report.testVerdicts } : {}),
  }
  await writeFile(path, `${JSON.stringify(document, null, 2)}\n`, { mode: 0o644 })
  return path
}
