import type { DiffSide, LineMap } from './diff-lines.js'

/**
 * Where GitHub can take a range that starts on a line of the diff and runs past the end of that
 * line's hunk: its first line. Pure. GitHub takes a multi-line comment only when both ends lie in
 * one hunk on one side, so a range whose own last line is outside the diff (a model that named the
 * whole function) could not be anchored at all, and was dropped or listed without its lines. Its
 * first line is where the problem starts and is in the diff.
 *
 * Not the hunk's last line, which would show more of the range: a finding's id hashes the line a
 * comment ends on (fingerprint.ts), and the last line of a hunk is a context line the finding is
 * not about, which moves whenever a later push edits the lines below it (the named lines the
 * developer is likely to touch next). The id would change, the ledger would not know the finding
 * (its window is a few lines), and the next review would post it on a second thread. The first
 * line is the one the specialist chose, and stays where it is.
 *
 * Undefined when the range needs no narrowing (both ends already in one hunk), cannot be
 * narrowed (its start is not in the diff, or it is backwards), or its last line is in the
 * diff (a range across two hunks: the finding then stands at its last line, as before).
 */
export function narrowedToStart(map: LineMap, side: DiffSide, startLine: number, line: number): { line: number } | undefined {
  if (startLine >= line || map.isCommentable(side, line) || !map.isCommentable(side, startLine)) return undefined
  return { line: startLine }
}
