import type { AnnotationProperties } from '@actions/core'
import { truncateUnits } from '../../core/text/cut.js'
import { gatingEarlier, leftOutMessage, planAnnotations } from '../annotation-plan.js'
import type { AnnotationPort } from '../report.js'
import type { RunReport, SummaryFinding } from '../summary.js'
import { placeable } from './locate.js'
import { ANNOTATION_MESSAGE_LIMIT } from '../run-annotation.js'

export { ANNOTATION_MESSAGE_LIMIT }
import type { OpenEarlierFinding, ReportSink, RunRecord } from './sink.js'
import { routeNotesIn } from '../../core/policy/route-note.js'

type ListedFiles = RunRecord['files']

function properties(f: SummaryFinding, files: ListedFiles): AnnotationProperties {
  const title = truncateUnits(`${f.severity}: ${f.title}`, 200)
  // A path that is no file of the pull request (`../x`, a deleted file) is named in the message, never as the annotation's file.
  if (!placeable(f.path, files)) return { title }
  // A LEFT-side line numbers the old file; on the new file it would point at the wrong code.
  const lines = (f.side ?? 'RIGHT') === 'RIGHT' ? { startLine: f.start_line ?? f.line, endLine: f.line } : {}
  return { title, file: f.path, ...lines }
}

/**
 * The Actions runner keeps the first 4,096 characters of an annotation's message and drops the rest
 * without a word (actions/runner, ExecutionContext.AddIssue), while a body may hold 8,000: the cut
 * would take the closing finding id with it. A margin is left for what redaction puts in.
 */
const MESSAGE_BUDGET = ANNOTATION_MESSAGE_LIMIT - 96

function fittedBody(body: string, tail: string): string {
  if (body.length + tail.length <= MESSAGE_BUDGET) return body
  const note = (kept: number): string => ` … [cut: ${body.length - kept} of ${body.length} characters; the job summary has the whole finding]`
  const kept = truncateUnits(body, MESSAGE_BUDGET - tail.length - note(0).length - 6)
  return `${kept}${note(kept.length)}`
}

function message(f: SummaryFinding, files: ListedFiles): string {
  // What an inline comment says under its body (src/core/policy/route-note.ts): not verified, or a confidence the parser changed.
  const note = f.route_reason ? routeNotesIn(f.route_reason) : undefined
  const routed = f.route
    ? `, ${f.route === 'escalate' ? 'needs a human look' : 'inline'}, confidence ${f.confidence_after ?? '—'}${note ? `; ${note}` : ''}`
    : ''
  const where = placeable(f.path, files) ? '' : `, at ${truncateUnits(f.path, 200)}:${f.line}, which is no file of the pull request`
  const tail = `\n\n(${f.category}, ${f.id}${routed}${where})`
  return `${fittedBody(f.body, tail)}${tail}`
}

/** Our root comment's first line (`**🔴 High** · security · **title**`) gives the title; a comment without one is named so. */
function earlierTitle(entry: OpenEarlierFinding): string {
  const first = (entry.rootBody.split('\n')[0] ?? '').replace(/\*\*/g, '').trim()
  const parts = first.split(' · ')
  return (parts.length >= 3 ? parts.slice(2).join(' · ') : first) || 'an earlier Harbourmaster finding'
}

function earlierProperties(entry: OpenEarlierFinding, files: ListedFiles): AnnotationProperties {
  const title = truncateUnits(`${entry.severity ?? 'blocking'}: ${earlierTitle(entry)}`, 200)
  const path = entry.currentPath ?? entry.path
  if (!placeable(path, files)) return { title }
  // A LEFT line numbers the old file, and an outdated thread has no line on the head: the file alone.
  const lines = entry.side === 'RIGHT' && entry.line !== undefined ? { startLine: entry.startLine ?? entry.line, endLine: entry.line } : {}
  return { title, file: path, ...lines }
}

function earlierMessage(entry: OpenEarlierFinding, blockingSeverity: RunReport['blockingSeverity']): string {
  const where =
    entry.listedSince !== undefined
      ? `listed in the body of the review of ${entry.listedSince.slice(0, 7)}, on a file this push did not review again${entry.leftOutBy !== undefined ? ` (${truncateUnits(entry.leftOutBy, 300)}; its line may have moved)` : ''}`
      : entry.originalLost
        ? "its comment was edited by someone else and GitHub no longer shows what Harbourmaster posted, so it counts at any blocking-severity until someone other than the pull request's author resolves its thread"
        : 'open on its review thread'
  return `An earlier finding still open from an earlier push (${where}): not reported again on this one, it fails this check at or above ${blockingSeverity}.\n\n(${entry.category ?? 'unknown category'}, ${entry.findingId})`
}

/**
 * check-only: one annotation per routed finding (dropped ones are only counted) on its file and
 * line; blocking severities as errors, and so each earlier finding still open that fails the check
 * (`earlier`, gatingEarlier): the check's only display of findings on the diff. Within GitHub's per-step limit (annotation-plan.ts): a kind
 * that does not fit ends with one annotation counting the findings left out. Returns how many
 * findings were annotated.
 */
export function annotate(
  port: AnnotationPort,
  all: readonly SummaryFinding[],
  blockingSeverity: RunReport['blockingSeverity'],
  reservedWarnings = 0,
  files?: ListedFiles,
  earlier: readonly OpenEarlierFinding[] = [],
): number {
  const plan = planAnnotations(all, blockingSeverity, reservedWarnings, earlier)
  for (const f of plan.errors.shown) port.error(message(f, files), properties(f, files))
  for (const e of plan.errors.earlier) port.error(earlierMessage(e, blockingSeverity), earlierProperties(e, files))
  if (plan.errors.leftOut > 0) port.error(leftOutMessage('errors', plan.errors.leftOut, blockingSeverity), { title: 'Harbourmaster: findings not annotated' })
  for (const f of plan.warnings.shown) port.warning(message(f, files), properties(f, files))
  if (plan.warnings.leftOut > 0)
    port.warning(leftOutMessage('warnings', plan.warnings.leftOut, blockingSeverity), { title: 'Harbourmaster: findings not annotated' })
  return plan.errors.shown.length + plan.errors.earlier.length + plan.warnings.shown.length
}

export const annotationsSink: ReportSink = {
  id: 'annotations',
  kind: 'report',
  async emit(report, context) {
    if (report.mode === 'check-only') {
      const earlier = gatingEarlier(report.record?.openEarlier, report.blockingSeverity, report.findings)
      annotate(context.annotations, report.findings, report.blockingSeverity, report.reservedWarnings, report.record?.files, earlier)
    }
    return undefined
  },
}
