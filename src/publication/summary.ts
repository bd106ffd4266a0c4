import type { TestVerdictEntry } from '../core/contracts/test-verdicts.js'
import type { Mode } from '../config/settings.js'
import type { CapReached, Exclusion } from '../core/contracts/review-index.js'
import type { Assessment, Disposition, Finding } from '../core/contracts/review-payload.js'
import type { LifecycleResult } from './lifecycle.js'
import type { OutcomeDecision } from './outcome.js'

/**
 * The job summary: what the run decided and why, every finding, what was not
 * reviewed and which caps were reached, and what it cost. Text that came from
 * the PR or a model is escaped so it cannot break the tables or inject HTML.
 */
export interface SummaryFinding extends Omit<Finding, 'confidence'>, Partial<Assessment> {
  id: string
  /** `none`: routed to drop. */
  placement: 'inline' | 'body' | 'none'
}

export interface RunFigures {
  modelCalls: number
  tokensIn: number
  tokensOut: number
  durationMs: number
  verifyWaitedMs?: number
}

export interface RunReport {
  mode: Mode
  decision: OutcomeDecision
  blockingSeverity: Finding['severity']
  reviewId?: number
  reviewUrl?: string
  findings: readonly SummaryFinding[]
  dispositions: readonly Disposition[]
  exclusions: readonly Exclusion[]
  caps: readonly CapReached[]
  lifecycle?: LifecycleResult
  figures: RunFigures
  skippedReason?: string
  findingsFile?: string
  /** Every candidate's test verdict (refuted ones too), when the run had test evidence. */
  testVerdicts?: readonly TestVerdictEntry[]
}

const SEVERITIES: readonly Finding['severity'][] = ['critical', 'high', 'medium', 'low', 'info']
const ROUTE_ORDER = ['inline', 'escalate', 'drop'] as const
const ICON: Record<string, string> = { success: '✅', degraded: '⚠️', skipped: '⏭️', failure: '❌' }

/** Escapes text for one Markdown table cell. */
export function cell(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const cut = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
  return cut.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|').replace(/`/g, "'")
}

export function countBySeverity(findings: readonly Pick<Finding, 'severity'>[]): Record<Finding['severity'], number> {
  const counts = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
  for (const f of findings) counts[f.severity]++
  return counts
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

export function renderJobSummary(report: RunReport): string {
  const { decision, figures } = report
  const out: string[] = []
  out.push(`## ${ICON[decision.outcome] ?? ''} Harbourmaster: ${decision.outcome}`, '')
  const facts = [
    `**Mode:** ${report.mode}`,
    decision.failureClass ? `**Failure class:** ${decision.failureClass}` : undefined,
    report.reviewId !== undefined ? `**Review:** ${report.reviewUrl ? `[${report.reviewId}](${report.reviewUrl})` : report.reviewId}` : undefined,
    `**Result:** ${cell(decision.message, 1000)}`,
  ].filter((x): x is string => x !== undefined)
  out.push(facts.join('  \n'), '')

  const kept = report.findings.filter((f) => f.route !== 'drop')
  const counts = countBySeverity(kept)
  const routes = { inline: 0, escalate: 0, drop: 0 }
  for (const f of report.findings) routes[f.route ?? 'inline']++
  out.push(`### Findings (${kept.length})`, '')
  out.push(SEVERITIES.map((s) => `${s}: ${counts[s]}`).join(' · ') + ` — blocking at ${report.blockingSeverity} and above`, '')
  out.push(`Routing: ${routes.inline} inline · ${routes.escalate} escalated for a human look · ${routes.drop} dropped below the confidence floor`, '')
  if (report.findings.length > 0) {
    out.push('| Severity | Category | Location | Title | Confidence | Verdict | Route | Placement |', '|---|---|---|---|---|---|---|---|')
    const ordered = [...report.findings].sort((a, b) => ROUTE_ORDER.indexOf(a.route ?? 'inline') - ROUTE_ORDER.indexOf(b.route ?? 'inline') || SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity))
    for (const f of ordered) {
      const where = f.start_line !== undefined ? `${f.path}:${f.start_line}-${f.line}` : `${f.path}:${f.line}`
      const confidence = f.confidence !== undefined && f.confidence_after !== undefined ? `${f.confidence.toFixed(2)} → ${f.confidence_after.toFixed(2)}` : '—'
      out.push(`| ${f.severity} | ${f.category} | \`${cell(where)}\` | ${cell(f.title)} | ${confidence} | ${f.verdict ?? '—'} | ${f.route ?? '—'} | ${f.placement} |`)
    }
    out.push('')
  }

  if (report.dispositions.length > 0) {
    out.push('### Earlier findings', '', '| Finding | Status | Note |', '|---|---|---|')
    for (const d of report.dispositions) out.push(`| ${d.finding_id} | ${d.status} | ${cell(d.note)} |`)
    out.push('')
  }
  if (report.lifecycle) {
    const l = report.lifecycle
    out.push(`Lifecycle: ${l.replied.length} replies, ${l.resolved.length} threads resolved, ${l.warnings.length} warnings.`, '')
    for (const w of l.warnings) out.push(`- ⚠️ ${cell(w, 500)}`)
    if (l.warnings.length > 0) out.push('')
  }

  if (report.caps.length > 0) {
    out.push('### Limits reached', '', '| Cap | Limit | Detail |', '|---|---|---|')
    for (const c of report.caps) out.push(`| ${cell(c.cap)} | ${c.limit} | ${cell(c.detail)} |`)
    out.push('')
  }
  if (report.exclusions.length > 0) {
    out.push(`### Files not reviewed (${report.exclusions.length})`, '', '| File | Reason | Rule |', '|---|---|---|')
    const shown = report.exclusions.slice(0, 500)
    for (const e of shown) out.push(`| \`${cell(e.path)}\` | ${cell(e.reason)} | ${cell(e.rule)} |`)
    if (report.exclusions.length > shown.length) out.push('', `…and ${report.exclusions.length - shown.length} more.`)
    out.push('')
  }

  out.push('### Cost', '', '| Model calls | Tokens in | Tokens out | Duration | Verification wait |', '|---|---|---|---|---|')
  out.push(
    `| ${figures.modelCalls} | ${figures.tokensIn} | ${figures.tokensOut} | ${seconds(figures.durationMs)} | ${figures.verifyWaitedMs === undefined ? '—' : seconds(figures.verifyWaitedMs)} |`,
    '',
  )
  if (report.findingsFile) out.push(`Findings file: \`${cell(report.findingsFile)}\``, '')
  return out.join('\n')
}
