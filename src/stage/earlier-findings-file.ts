import { EARLIER_FINDINGS_FILE, type EarlierFindingsFile } from '../core/contracts/earlier-findings.js'
import type { LedgerEntry } from '../context/ledger.js'
import type { CapReached } from '../core/contracts/review-index.js'
import { splitPatchHunks } from '../core/diff/diff-lines.js'
import type { Redactor } from '../core/telemetry/redact.js'
import { redactPatch } from '../core/telemetry/redact-patch.js'
import { escapeHiddenInJson, showHiddenInPatch } from '../core/text/visible-escapes.js'
import { quoteUntrusted, sanitiseCounted, sanitiseUntrusted } from './sanitise-incoming.js'

/**
 * <stage>/earlier-findings.json: what the verifier needs to re-check earlier
 * findings the ledger could not settle by code (anchored lines changed, or a
 * developer objected). Every text is untrusted and sanitised (our own earlier
 * comment was model-written; replies are the developers'); the current code
 * near the anchor comes from the head's patch, redacted like staged patches.
 * Which ids are re-checked, and how, travels separately in the run config.
 */
export { EARLIER_FINDINGS_FILE }
const MAX_EXCERPT_BYTES = 4_000
const MAX_FINDING_CHARS = 3_000
const MAX_OBJECTION_CHARS = 2_000
const MAX_OBJECTIONS = 5

/**
 * The head's patch near a line: the whole patch when small, else the hunks nearest the line.
 * A LEFT thread's line numbers the old side (removed code), a RIGHT one's the new side.
 */
export function excerptNear(patch: string | undefined, line: number | undefined, side: 'LEFT' | 'RIGHT' = 'RIGHT'): string {
  if (!patch) return '(no patch: the file has no textual diff on the head)'
  if (Buffer.byteLength(patch) <= MAX_EXCERPT_BYTES) return patch
  const target = line ?? 1
  const hunks = splitPatchHunks(patch).map((h) => {
    const range = HEADER.exec(h.text)
    return side === 'RIGHT'
      ? { text: h.text, start: h.newStart, lines: h.newLines }
      : { text: h.text, start: Number(range?.[1] ?? 0), lines: Number(range?.[2] ?? 1) }
  })
  const ranked = hunks.sort((a, b) => distance(a.start, a.lines, target) - distance(b.start, b.lines, target))
  const kept: string[] = []
  let bytes = 0
  for (const h of ranked) {
    if (bytes + Buffer.byteLength(h.text) > MAX_EXCERPT_BYTES && kept.length > 0) break
    // The nearest hunk alone is too large (an added file is one hunk): the lines around the anchor, not its top.
    kept.push(Buffer.byteLength(h.text) > MAX_EXCERPT_BYTES ? windowOf(h.text, target, side, MAX_EXCERPT_BYTES) : h.text)
    bytes += Buffer.byteLength(h.text)
  }
  return kept.join('\n…\n')
}

const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,\d+)? @@/

/** The lines of one hunk around `line` (of `side`), within `budget` bytes, under a header naming the lines shown. */
function windowOf(hunk: string, line: number, side: 'LEFT' | 'RIGHT', budget: number): string {
  const [header = '', ...body] = hunk.split('\n')
  const starts = HEADER.exec(header)
  let oldLine = Number(starts?.[1] ?? 0)
  let newLine = Number(starts?.[3] ?? 1)
  const at = body.map((l) => {
    const here = { old: oldLine, new: newLine }
    if (!l.startsWith('+') && !l.startsWith('\\')) oldLine++
    if (!l.startsWith('-') && !l.startsWith('\\')) newLine++
    return here
  })
  const found = at.findIndex((p, i) => (side === 'RIGHT' ? p.new >= line && !body[i]?.startsWith('-') : p.old >= line && !body[i]?.startsWith('+')))
  const center = found < 0 ? body.length - 1 : found
  const size = (i: number): number => Buffer.byteLength(body[i] ?? '') + 1
  let from = center
  let to = center
  let bytes = size(center) + header.length + 20
  // Grow one line up and one down at a time, so the anchor stays in the middle.
  for (;;) {
    const up = from > 0 && bytes + size(from - 1) <= budget
    if (up) bytes += size(--from)
    const down = to < body.length - 1 && bytes + size(to + 1) <= budget
    if (down) bytes += size(++to)
    if (!up && !down) break
  }
  const shown = body.slice(from, to + 1)
  const oldCount = shown.filter((l) => !l.startsWith('+') && !l.startsWith('\\')).length
  const newCount = shown.filter((l) => !l.startsWith('-') && !l.startsWith('\\')).length
  const first = at[from] ?? { old: 0, new: 1 }
  const lines = shown.join('\n')
  return `@@ -${oldCount === 0 ? Math.max(0, first.old - 1) : first.old},${oldCount} +${first.new},${newCount} @@\n${lines.slice(0, budget)}`
}

function distance(start: number, lines: number, line: number): number {
  if (line < start) return start - line
  if (line > start + lines) return line - start - lines
  return 0
}

/**
 * The verifier hears the last MAX_OBJECTIONS replies of a disputed thread: a thread with more is a
 * cap of the run, named in the review's "Limits reached", the job summary and a `bounds cap` line.
 */
export function earlierRepliesCap(entries: readonly LedgerEntry[]): CapReached | undefined {
  const over = entries.filter((e) => e.action === 'dispute' && e.objections.length > MAX_OBJECTIONS)
  if (over.length === 0) return undefined
  const left = over.reduce((n, e) => n + e.objections.length - MAX_OBJECTIONS, 0)
  const threads = `${over.length} disputed earlier finding${over.length === 1 ? '' : 's'} (${over
    .slice(0, 5)
    .map((e) => e.findingId)
    .join(', ')}${over.length > 5 ? ', …' : ''})`
  return {
    cap: 'developer replies per re-checked finding',
    limit: MAX_OBJECTIONS,
    detail: `${threads}: the verifier heard the last ${MAX_OBJECTIONS} replies of each; ${left} earlier repl${left === 1 ? 'y was' : 'ies were'} left out, and it was told so`,
  }
}

/**
 * The verifier hears an earlier finding's text and each reply cut to MAX_FINDING_CHARS and
 * MAX_OBJECTION_CHARS, with a marker only it sees: each text cut is named in a cap too, so people
 * know which part of a developer's argument the re-check never read.
 */
export function earlierTextCap(entries: readonly LedgerEntry[], redactor?: Redactor): CapReached | undefined {
  const cut = entries.flatMap((e) => {
    const finding = sanitiseCounted(e.rootBody, redactor, { maxChars: MAX_FINDING_CHARS }).cut
    const replies = e.objections.slice(-MAX_OBJECTIONS).flatMap((o) => {
      const n = sanitiseCounted(o.body, redactor, { maxChars: MAX_OBJECTION_CHARS }).cut
      return n > 0
        ? [`reply by ${sanitiseUntrusted(o.author, redactor, { maxChars: 100 })} on ${e.findingId} (${n.toLocaleString('en-US')} characters cut)`]
        : []
    })
    return [...(finding > 0 ? [`earlier finding ${e.findingId} (${finding.toLocaleString('en-US')} characters cut)`] : []), ...replies]
  })
  if (cut.length === 0) return undefined
  return {
    cap: 'earlier finding and reply length',
    limit: MAX_OBJECTION_CHARS,
    detail: `the verifier read earlier findings up to ${MAX_FINDING_CHARS.toLocaleString('en-US')} characters and replies up to ${MAX_OBJECTION_CHARS.toLocaleString('en-US')}, and was told of each cut: ${cut.slice(0, 10).join(', ')}${cut.length > 10 ? ` and ${cut.length - 10} more` : ''}`,
  }
}

export function renderEarlierFindingsFile(
  entries: readonly LedgerEntry[],
  patchOf: (path: string) => string | undefined,
  redactor?: Redactor,
): EarlierFindingsFile {
  return {
    version: 1,
    findings: entries.map((e) => {
      const patch = patchOf(e.currentPath ?? e.path)
      return {
        id: e.findingId,
        path: e.path,
        ...(e.currentPath !== undefined ? { renamedTo: e.currentPath } : {}),
        side: e.side,
        ...(e.line !== undefined ? { line: e.line } : {}),
        ...(e.originalLine !== undefined ? { originalLine: e.originalLine } : {}),
        ...(e.category !== undefined ? { category: e.category } : {}),
        reason: e.reason,
        finding: quoteUntrusted(`earlier finding ${e.findingId}`, sanitiseUntrusted(e.rootBody, redactor, { maxChars: MAX_FINDING_CHARS })),
        objections: e.objections.slice(-MAX_OBJECTIONS).map((o) => {
          const author = sanitiseUntrusted(o.author, redactor, { maxChars: 100 })
          return { author, body: quoteUntrusted(`reply by ${author}`, sanitiseUntrusted(o.body, redactor, { maxChars: MAX_OBJECTION_CHARS })) }
        }),
        ...(e.objections.length > MAX_OBJECTIONS ? { objectionsLeftOut: e.objections.length - MAX_OBJECTIONS } : {}),
        code: excerptNear(patch === undefined ? undefined : redactPatch(showHiddenInPatch(patch), redactor).text, e.line ?? e.originalLine, e.side),
      }
    }),
  }
}

/** The file's text: hidden characters of paths (and code) shown as `\uXXXX`, as in review-index.json; JSON.parse gives them back exactly. */
export function serialiseEarlierFindings(file: EarlierFindingsFile): string {
  return `${escapeHiddenInJson(JSON.stringify(file, null, 2))}\n`
}
