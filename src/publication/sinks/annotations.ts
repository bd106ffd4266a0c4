import { atOrAbove } from '../../core/contracts/review-payload.js'
import type { AnnotationPort } from '../report.js'
import type { RunReport, SummaryFinding } from '../summary.js'
import type { ReportSink } from './sink.js'

/** check-only: one annotation per routed finding (dropped ones are only counted) on its file and line; blocking severities as errors. */
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

export const annotationsSink: ReportSink = {
  id: 'annotations',
  kind: 'report',
  async emit(report, context) {
    if (report.mode === 'check-only') annotate(context.annotations, report.findings, report.blockingSeverity)
    return undefined
  },
}
