import type { Mode } from '../config/settings.js'
import { codeSpan } from '../core/text/code-span.js'
import { clipUnits } from '../core/text/cut.js'
import { escapeHidden, escapeHiddenInProse } from '../core/text/visible-escapes.js'
import type { SummaryFinding } from './summary.js'
import { inertHtml, inertMarkdown } from './summary-text.js'

/**
 * The findings of the job summary within a byte budget: GitHub refuses a
 * step summary over 1 MiB as a whole, so a review whose findings would not
 * fit keeps every row (the most important first, as ordered) and gives up
 * the collapsed details of the last rows, then rows themselves, and says so
 * and where every finding is in full (the findings file).
 */
export interface FindingsBudget {
  bytes: number
  /** The findings file written by this run, if any. */
  findingsFile?: string
}

/** Untrusted text for one Markdown table cell or line: escaped, and inert (summary-text.ts). */
export function cell(text: string, max = 300): string {
  return inertMarkdown(clipUnits(text.replace(/\s+/g, ' ').trim(), max))
}

/**
 * Untrusted text shown exactly in a table cell's code span (a path), cut to `max` UTF-16 units.
 * Not whitespace-collapsed: a tab or line break in a file name shows as `\u0009`, `\u000a` (codeSpan), not as a space.
 */
export function codeCell(text: string, max = 300): string {
  return codeSpan(clipUnits(text, max), { table: true })
}

/** A finding's path and lines; a long path is cut, never the line numbers after it. */
function location(f: SummaryFinding, max = 300): string {
  return `${clipUnits(f.path, max)}:${f.start_line !== undefined ? `${f.start_line}-${f.line}` : f.line}`
}

/**
 * Escapes text for HTML; newlines become entities so no blank line ends GitHub's HTML block early.
 * Quoted code (evidence, a suggestion) shows a bidi control or zero-width character as `\uXXXX`:
 * raw, it would make the code read otherwise than it is (Trojan Source).
 */
function html(text: string, max = 8000, newline = '<br>'): string {
  const cut = escapeHiddenInProse(clipUnits(text, max))
  return cut.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\r?\n/g, newline)
}

/** Untrusted prose in the HTML table (a title, a body): escaped and inert (summary-text.ts); `<pre>` needs only html(). */
function prose(text: string, max = 8000): string {
  return inertHtml(clipUnits(text, max)).replace(/\r?\n/g, '<br>')
}

/** Confidence before → after verification, as routing used it. */
function confidenceCell(f: SummaryFinding): string {
  return f.confidence !== undefined && f.confidence_after !== undefined ? `${f.confidence.toFixed(2)} → ${f.confidence_after.toFixed(2)}` : '—'
}

const count = (n: number): string => `${n} finding${n === 1 ? '' : 's'}`
const bytes = (line: string): number => Buffer.byteLength(line, 'utf8') + 1

/** A body finding GitHub's size limit cut is in no posted text: the reader learns it here. */
function placementCell(f: SummaryFinding): string {
  return f.bodyCut ? "body (cut: over GitHub's size limit)" : f.placement
}

function markdownRow(f: SummaryFinding): string {
  return `| ${f.severity} | ${f.category} | ${codeSpan(location(f), { table: true })} | ${cell(f.title)} | ${confidenceCell(f)} | ${f.verdict ?? '—'} | ${f.route ?? '—'} | ${placementCell(f)} |`
}

function htmlRow(f: SummaryFinding): string {
  return `<tr><td>${f.severity}</td><td>${f.category}</td><td><code>${html(escapeHidden(location(f)))}</code></td><td>${prose(f.title, 300)}</td><td>${html(confidenceCell(f))}</td><td>${f.verdict ?? '—'}</td><td>${f.route ?? '—'}</td><td>${placementCell(f)}</td></tr>`
}

function detailsRow(f: SummaryFinding): string {
  const details = [`<p>${prose(f.body)}</p>`, `<p><b>Evidence</b></p><pre>${html(f.evidence, 4000, '&#10;')}</pre>`]
  if (f.suggestion) details.push(`<p><b>Suggestion</b></p><pre>${html(f.suggestion, 4000, '&#10;')}</pre>`)
  return `<tr><td colspan="8"><details><summary>Details of ${html(f.id, 40)}</summary>${details.join('')}</details></td></tr>`
}

// Room for the closing tag, the notes and their blank lines.
const NOTES_RESERVE_BYTES = 1024

/**
 * In check-only and silent modes (no review on GitHub, so the summary is all a user gets) an
 * HTML table with each finding's body, evidence and suggestion in a collapsed block under its
 * row, written without a blank line (one would end the HTML block); otherwise a Markdown table.
 */
export function findingsTable(findings: readonly SummaryFinding[], mode: Mode, budget: FindingsBudget): string[] {
  const detailed = mode === 'silent' || mode === 'check-only'
  const head = detailed
    ? [
        '<table>',
        '<tr><th>Severity</th><th>Category</th><th>Location</th><th>Title</th><th>Confidence</th><th>Verdict</th><th>Route</th><th>Placement</th></tr>',
      ]
    : ['| Severity | Category | Location | Title | Confidence | Verdict | Route | Placement |', '|---|---|---|---|---|---|---|---|']
  const rows = findings.map(detailed ? htmlRow : markdownRow)
  let room = budget.bytes - NOTES_RESERVE_BYTES - head.reduce((n, l) => n + bytes(l), 0)
  let listed = 0
  while (listed < rows.length && bytes(rows[listed] as string) <= room) room -= bytes(rows[listed++] as string)
  // Details only in the room every listed row leaves, from the first row on, so the cut is at the end.
  let withDetails = 0
  const details: string[] = []
  if (detailed) {
    for (const f of findings.slice(0, listed)) {
      const line = detailsRow(f)
      if (bytes(line) > room) break
      room -= bytes(line)
      details.push(line)
      withDetails++
    }
  }
  const out = [...head]
  rows.slice(0, listed).forEach((row, i) => {
    out.push(row)
    if (i < details.length) out.push(details[i] as string)
  })
  if (detailed) out.push('</table>')
  const where = budget.findingsFile
    ? `The findings file ${codeSpan(budget.findingsFile)} has every finding in full.`
    : 'No findings file was written (see the sink warnings), so they are not kept elsewhere.'
  const notes: string[] = []
  if (detailed && withDetails < listed)
    notes.push(`The details of ${count(listed - withDetails)} (the last rows) are left out: GitHub's job summary holds 1 MiB. ${where}`)
  if (listed < rows.length)
    notes.push(`${count(rows.length - listed)} more ${rows.length - listed === 1 ? 'is' : 'are'} not listed: GitHub's job summary holds 1 MiB. ${where}`)
  if (notes.length > 0) out.push('', ...notes)
  return out
}
