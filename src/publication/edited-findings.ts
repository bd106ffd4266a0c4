import type { LedgerEntry } from '../context/ledger.js'
import { codeSpan } from '../core/text/code-span.js'

/**
 * Earlier findings whose Harbourmaster comment someone else edited (src/context/comment-edits.ts):
 * the review body and the job summary say which, and how the run read them, so nobody takes a
 * badge the gate ignored for the one it counted. Pure.
 */
export interface EditedFinding {
  path: string
  line: number | undefined
  /** A GitHub login (`ghost` for a deleted account): no Markdown beyond letters, digits, `-` and `[bot]`. */
  editedBy: string
  severity: LedgerEntry['severity']
  /** GitHub no longer shows what we posted: counted as blocking (fail closed). */
  lost: boolean
}

export function editedFindings(entries: readonly LedgerEntry[]): EditedFinding[] {
  return entries.flatMap((e) =>
    e.editedBy === undefined
      ? []
      : [{ path: e.path, line: e.line ?? e.originalLine, editedBy: e.editedBy, severity: e.severity, lost: e.originalLost === true }],
  )
}

/** One sentence per finding; a login is shown in a code span, so it never mentions anyone. */
export function editedSentence(e: EditedFinding): string {
  const where = `${codeSpan(e.path)}${e.line === undefined ? '' : ` line ${e.line}`}`
  const who = codeSpan(e.editedBy)
  if (e.lost) {
    return (
      `The earlier finding on ${where} was edited by ${who} and GitHub no longer shows what Harbourmaster posted: ` +
      "check-only and blocking runs count it as blocking until someone other than the pull request's author resolves its thread."
    )
  }
  return `The earlier finding on ${where} was edited by ${who}; Harbourmaster reads it as it posted it${e.severity ? ` (${e.severity})` : ''}, not as edited.`
}
