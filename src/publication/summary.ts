import type { Mode } from '../config/settings.js'
import type { CapReached, Exclusion } from '../core/contracts/review-index.js'
import { SEVERITIES, type Assessment, type Disposition, type Finding } from '../core/contracts/review-payload.js'
import { codeSpan } from '../core/text/code-span.js'
import { instanceOfMarker } from '../core/contracts/markers.js'
import type { LifecycleResult } from './lifecycle.js'
import { DISPOSITIONS_BYTES, LIFECYCLE_WARNINGS_BYTES, rowsWithin } from './summary-rows.js'
import type { OutcomeDecision } from './outcome.js'
import type { RunRecord, SinkWarning } from './sinks/sink.js'
import { editedSentence, type EditedFinding } from './edited-findings.js'
import { resultLine } from './run-annotation.js'
import { cell, codeCell, findingsTable } from './summary-findings.js'
import { standingInBodyLines } from './standing-in-body.js'
import type { OpenInBody } from '../context/open-in-body.js'

export { cell }

/**
 * The job summary: what the run decided and why, every finding, what was not
 * reviewed and which caps were reached, and what it cost. Text that came from
 * the PR or a model is escaped so it cannot break the tables or inject HTML.
 */
export interface SummaryFinding extends Omit<Finding, 'confidence'>, Partial<Assessment> {
  id: string
  /** `none`: routed to drop. */
  placement: 'inline' | 'body' | 'none'
  /** Placed in the body, but GitHub's body limit left it out of the posted review. */
  bodyCut?: true
}

export interface RunFigures {
  modelCalls: number
  /** Model calls the provider answered without reporting usage: their tokens are in no figure. */
  unmeteredCalls?: number
  tokensIn: number
  tokensOut: number
  durationMs: number
  verifyWaitedMs?: number
}

/** What one push did across pushes: scope, and the ledger's outcome. */
export interface PushAccount {
  scope: { kind: 'delta' | 'full'; reason: string; since: string | undefined; reviewed: number; unchanged: number }
  /** Earlier findings still open after this push (carried, still present, unanswered). */
  carried: number
  /** New inline comments this push posted. */
  posted: number
  resolved: number
  replies: number
  /** Fingerprints suppressed for the PR after upheld objections. */
  suppressed: number
  /** Re-raised findings not posted again because a thread already tracks them. */
  alreadyTracked: number
  /** Re-checks the verifier did not answer (left open). */
  unanswered: number
  /** Earlier findings whose comment someone other than Harbourmaster edited (read as posted, or counted as blocking). */
  edited?: readonly EditedFinding[]
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
  push?: PushAccount
  figures: RunFigures
  skippedReason?: string
  /** 0-5 from the penalty matrix (score.ts); absent when no review was recorded. */
  score?: number
  /** The validated record of the run the sinks were fed from. */
  record?: RunRecord
  /** Files the sinks wrote, by sink id (findings-file, sarif-file). */
  files: Record<string, string>
  /** Report sinks that failed (the run went on). */
  sinkWarnings: SinkWarning[]
  /** What the base commit configured: rule sources, files the PR edits (not applied), guidance cut by the cap. */
  base?: BaseReport
  /** What the reviewer team could not do (a failed specialist, a budget stop); the review body says the same. */
  incomplete?: readonly string[]
  /** Findings the specialists reported that the review does not carry (outside the changes, not in the format); the review body says the same. */
  teamDropped?: readonly string[]
  /** check-only and blocking: earlier findings still open at or above blocking-severity, counted by the gate. */
  standingBlocking?: number
  /** Of those, the body-only findings carried unread (no thread): the summary names each and what clears it. */
  standingInBody?: readonly OpenInBody[]
  /** Warning annotations the run writes after the findings' (a rejected tool-cache entry each): the annotations sink leaves them room. */
  reservedWarnings?: number
}

export interface BaseReport {
  baseSha: string
  configSource: 'base' | 'default'
  sources: readonly { path: string; bytes: number }[]
  changedInPullRequest: readonly string[]
  specialists: readonly { name: string; sources: readonly string[]; bytes: number; cut: readonly string[] }[]
  notes: readonly string[]
}

const ROUTE_ORDER = ['inline', 'escalate', 'drop'] as const
const NAMED_CHANGED_CONFIG = 100
const ICON: Record<string, string> = { success: '✅', degraded: '⚠️', skipped: '⏭️', failure: '❌' }

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
  // Two Harbourmaster steps of one job write into one job summary: the instance tells them apart.
  const instance = report.record?.marker ? instanceOfMarker(report.record.marker) : undefined
  out.push(`## ${ICON[decision.outcome] ?? ''} Harbourmaster${instance ? ` (${instance})` : ''}: ${decision.outcome}`, '')
  const facts = [
    `**Mode:** ${report.mode}`,
    decision.failureClass ? `**Failure class:** ${decision.failureClass}` : undefined,
    report.reviewId !== undefined ? `**Review:** ${report.reviewUrl ? `[${report.reviewId}](${report.reviewUrl})` : report.reviewId}` : undefined,
    `**Result:** ${cell(resultLine(decision.message), 1200)}`,
    report.score !== undefined ? `**Score:** ${report.score} / 5 (penalties by severity; see docs/sinks.md)` : undefined,
  ].filter((x): x is string => x !== undefined)
  out.push(facts.join('  \n'), '')
  if (report.incomplete && report.incomplete.length > 0) {
    out.push('### Review incomplete', '', ...report.incomplete.map((n) => `- ${cell(n, 600)}`), '')
  }

  const kept = report.findings.filter((f) => f.route !== 'drop')
  const counts = countBySeverity(kept)
  // Counted as the review body counts them: an inline-routed finding whose line is not in the diff sits in the body.
  const routes = { inline: 0, unanchored: 0, escalate: 0, drop: 0 }
  for (const f of report.findings) routes[(f.route ?? 'inline') === 'inline' && f.placement === 'body' ? 'unanchored' : (f.route ?? 'inline')]++
  const unreviewed = nothingReviewed(report)
  if (unreviewed) out.push('### Findings', '', unreviewed, '')
  else {
    out.push(`### Findings (${kept.length})`, '')
    out.push(SEVERITIES.map((s) => `${s}: ${counts[s]}`).join(' · ') + ` — blocking at ${report.blockingSeverity} and above`, '')
    out.push(
      `Routing: ${routes.inline} inline · ${routes.escalate} escalated for a human look · ${routes.unanchored} not anchored in the diff · ${routes.drop} dropped below the confidence floor`,
      '',
    )
  }
  // Counted before routing, so not among the routes above: without it the summary read as all the team found.
  for (const note of report.teamDropped ?? []) out.push(cell(note, 600), '')
  // The findings go in once the rest is known: they get the room the other sections leave.
  let findingsAt = -1
  let ordered: SummaryFinding[] = []
  if (report.findings.length > 0) {
    ordered = [...report.findings].sort(
      (a, b) =>
        ROUTE_ORDER.indexOf(a.route ?? 'inline') - ROUTE_ORDER.indexOf(b.route ?? 'inline') || SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity),
    )
    findingsAt = out.length
  }

  if (report.dispositions.length > 0) {
    out.push('### Earlier findings', '', '| Finding | Status | Note |', '|---|---|---|')
    const rows = report.dispositions.map((d) => `| ${d.finding_id} | ${d.status} | ${cell(d.note)} |`)
    const findingsFile = report.files['findings-file']
    const where = findingsFile
      ? `in the findings file ${codeSpan(findingsFile)} (\`payload.dispositions\`)`
      : 'in no file of this run (no findings file was written)'
    out.push(
      ...rowsWithin(
        rows,
        DISPOSITIONS_BYTES,
        (left) => `${left} more dispositions are not listed here: GitHub's job summary holds 1 MiB. All ${rows.length} are ${where}.`,
      ),
      '',
    )
  }
  if (report.push) {
    const p = report.push
    const scope =
      p.scope.kind === 'delta'
        ? `Delta review since ${cell(p.scope.since?.slice(0, 7) ?? '')}: ${p.scope.reviewed} changed file(s) reviewed, ${p.scope.unchanged} unchanged file(s) not reviewed again.`
        : `Full review: ${cell(p.scope.reason)} (${p.scope.reviewed} file(s) reviewed).`
    out.push('### This push', '', scope, '')
    out.push(
      '| Carried-over open findings | New findings posted | Threads resolved | Replies posted | Findings suppressed | Re-raised, not reposted |',
      '|---|---|---|---|---|---|',
    )
    out.push(`| ${p.carried} | ${p.posted} | ${p.resolved} | ${p.replies} | ${p.suppressed} | ${p.alreadyTracked} |`, '')
    // Threads and body-only findings clear in different ways: each gets its own account.
    const inBody = report.standingInBody ?? []
    const threads = (report.standingBlocking ?? 0) - inBody.length
    if (threads > 0)
      out.push(
        `${threads} earlier finding(s) at or above ${report.blockingSeverity} are still open and count toward the result, as new ones do, until a push fixes them, a developer's objection is upheld, or someone other than the pull request's author resolves their threads (a thread the author resolved still counts).`,
        '',
      )
    out.push(...standingInBodyLines(inBody, report.blockingSeverity))
    if (p.unanswered > 0)
      out.push(`${p.unanswered} earlier finding(s) could not be re-checked (no verifier answer); they stay open and are re-checked on the next push.`, '')
    for (const edited of p.edited ?? []) out.push(`- ⚠️ ${editedSentence(edited)}`)
    if ((p.edited ?? []).length > 0) out.push('')
  }
  if (report.lifecycle) {
    const l = report.lifecycle
    out.push(`Lifecycle: ${l.replied.length} replies, ${l.resolved.length} threads resolved, ${l.warnings.length} warnings.`, '')
    // A cap reached after the review was posted: only here and in the telemetry (`lifecycle cap`).
    const cut = l.threadCut
    if (cut.length > 0) {
      const named = cut.slice(0, 20).map((id) => `\`${id}\``)
      const more = cut.length > named.length ? ` and ${cut.length - named.length} more` : ''
      out.push(
        `- ⚠️ Limit reached (\`thread-comments\`): the thread of ${named.join(', ')}${more} is longer than the comments read before a reply, so no reply was sent (or, after a failed one, none sent again): an answer there would go unseen. The job log names each (\`hm stage=lifecycle event=cap\`).`,
        '',
      )
    }
    const rows = l.warnings.map((w) => `- ⚠️ ${cell(w, 500)}`)
    out.push(
      ...rowsWithin(
        rows,
        LIFECYCLE_WARNINGS_BYTES,
        (left) =>
          `${left} more lifecycle warnings are not listed here: GitHub's job summary holds 1 MiB. All ${rows.length} are in the job log (one \`hm stage=lifecycle event=warning\` line each, naming the finding).`,
      ),
    )
    if (l.warnings.length > 0) out.push('')
  }

  if (report.base) out.push(...renderBase(report.base))
  if (report.caps.length > 0) {
    out.push('### Limits reached', '', '| Cap | Limit | Detail |', '|---|---|---|')
    for (const c of report.caps) out.push(`| ${cell(c.cap)} | ${c.limit} | ${cell(c.detail)} |`)
    out.push('')
  }
  const tail = [
    '### Cost',
    '',
    '| Model calls | Tokens in | Tokens out | Duration | Verification wait |',
    '|---|---|---|---|---|',
    `| ${figures.modelCalls} | ${figures.tokensIn} | ${figures.tokensOut} | ${seconds(figures.durationMs)} | ${figures.verifyWaitedMs === undefined ? '—' : seconds(figures.verifyWaitedMs)} |`,
    '',
    ...unmeteredNote(figures),
  ]
  if (report.sinkWarnings.length > 0) {
    tail.push('### Sink warnings', '')
    for (const w of report.sinkWarnings) tail.push(`- ⚠️ ${codeSpan(w.sink)} (${w.failureClass}): ${cell(w.message, 500)}`)
    tail.push('')
  }
  if (report.files['findings-file']) tail.push(`Findings file: ${codeSpan(report.files['findings-file'])}`, '')
  if (report.files['sarif-file']) tail.push(`SARIF file: ${codeSpan(report.files['sarif-file'])}`, '')
  if (findingsAt >= 0) {
    // Findings before skipped files: those have their full list in the findings file and the log.
    const room = STEP_SUMMARY_LIMIT_BYTES - SUMMARY_RESERVE_BYTES - bytesOf(out) - bytesOf(tail) - (report.exclusions.length > 0 ? EXCLUSIONS_MIN_BYTES : 0)
    out.splice(findingsAt, 0, ...findingsTable(ordered, report.mode, { bytes: room, findingsFile: report.files['findings-file'] }), '')
  }
  if (report.exclusions.length > 0) out.push(...exclusionSection(report, bytesOf(out) + bytesOf(tail)))
  out.push(...tail)
  return out.join('\n')
}

/**
 * A run that reviewed nothing must not read as a clean review ("Findings (0)", every severity 0):
 * a skipped run, or one that ended without a recorded review (score absent) and with no finding.
 */
function nothingReviewed(report: RunReport): string | undefined {
  if (report.findings.length > 0) return undefined
  if (report.skippedReason !== undefined) return `Nothing was reviewed: the run was skipped (${cell(report.skippedReason)}).`
  if (report.score === undefined && report.decision.outcome !== 'success')
    return 'No review was recorded, so the findings are unknown: no finding here does not mean none in the code (see the result above).'
  return undefined
}

function renderBase(base: BaseReport): string[] {
  const out = ['### Repository configuration (base commit)', '']
  out.push(
    `Read from the base commit \`${base.baseSha.slice(0, 12)}\`, never from the pull request. Configuration file: ${base.configSource === 'base' ? '`.github/harbourmaster.yml`' : 'none (defaults)'}.`,
    '',
  )
  if (base.changedInPullRequest.length > 0) {
    // A pull request can add thousands of instruction files: the summary names some, the log every one.
    const changed = base.changedInPullRequest
    const rest = changed.length - NAMED_CHANGED_CONFIG
    const named = changed.slice(0, NAMED_CHANGED_CONFIG).map((p) => codeSpan(p))
    const more = rest > 0 ? ` and ${rest} more (the job log has one \`hm stage=rules event=changed-in-pr\` line per file)` : ''
    out.push(`⚠️ This pull request changes ${named.join(', ')}${more}: the review used the base commit's versions; these changes were not applied.`, '')
  }
  if (base.sources.length > 0) {
    out.push('| Source | Bytes |', '|---|---|')
    for (const s of base.sources) out.push(`| ${codeCell(s.path)} | ${s.bytes} |`)
    out.push('')
  }
  const guided = base.specialists.filter((s) => s.sources.length > 0 || s.cut.length > 0)
  if (guided.length > 0) {
    out.push('| Agent | Guidance received | Bytes | Cut by the size cap |', '|---|---|---|---|')
    for (const s of guided) out.push(`| ${cell(s.name)} | ${cell(s.sources.join(', ')) || '—'} | ${s.bytes} | ${cell(s.cut.join(', ')) || '—'} |`)
    out.push('')
  }
  for (const n of base.notes) out.push(`- ${cell(n, 500)}`)
  if (base.notes.length > 0) out.push('')
  return out
}

/** GitHub keeps at most 1 MiB of one step's summary; what is written beyond it is refused. */
export const STEP_SUMMARY_LIMIT_BYTES = 1024 * 1024
// Room kept for the note that says where the rest is, and for line joins.
const SUMMARY_RESERVE_BYTES = 4096
// Kept for the skipped files' heading and the note on where their list is, when findings fill the rest.
const EXCLUSIONS_MIN_BYTES = 2048

function bytesOf(lines: readonly string[]): number {
  return lines.reduce((n, l) => n + Buffer.byteLength(l, 'utf8') + 1, 0)
}

/**
 * Every file left out, one row each. Only if the rows would push the summary
 * past GitHub's 1 MiB does the table stop, and then it says where the
 * complete list is: the findings file when one is written, and always the
 * job log (one `excluded` line per file).
 */
function exclusionSection(report: RunReport, usedBytes: number): string[] {
  const out = [`### Files not reviewed (${report.exclusions.length})`, '', '| File | Reason | Rule |', '|---|---|---|']
  let budget = STEP_SUMMARY_LIMIT_BYTES - SUMMARY_RESERVE_BYTES - usedBytes - bytesOf(out)
  let shown = 0
  for (const e of report.exclusions) {
    const row = `| ${codeCell(e.path, 4096)} | ${cell(e.reason)} | ${cell(e.rule)} |`
    const size = Buffer.byteLength(row, 'utf8') + 1
    if (size > budget) break
    budget -= size
    out.push(row)
    shown++
  }
  const rest = report.exclusions.length - shown
  if (rest > 0) {
    const findingsFile = report.files['findings-file']
    const where = findingsFile ? `the findings file ${codeSpan(findingsFile)} (\`exclusions\`) and the job log` : 'the job log'
    out.push(
      '',
      `${rest} more files left out are not listed here: GitHub's job summary holds 1 MiB. The complete list of ${report.exclusions.length} is in ${where} (one \`hm stage=filter\` or \`hm stage=bounds\` \`event=excluded\` line per file).`,
    )
  }
  out.push('')
  return out
}

/**
 * A provider or gateway that ignores `stream_options.include_usage` reports no tokens: the
 * figures above then undercount and token-budget cannot stop what it cannot see.
 */
function unmeteredNote(figures: RunFigures): string[] {
  const n = figures.unmeteredCalls ?? 0
  if (n === 0) return []
  return [
    `⚠️ The model provider reported no token usage for ${n} of ${figures.modelCalls} model call${figures.modelCalls === 1 ? '' : 's'}: the tokens above leave them out, and token-budget could not count them.`,
    '',
  ]
}
