import type { DiffSide, LineMap } from './diff-lines.js'

/** Which line of a range it was narrowed to: its start, its first changed line, or its first line of the diff. */
export type NarrowedHow = 'start' | 'first-change' | 'first-diff-line'

/**
 * Where GitHub can take a range that runs past the end of a hunk, its own line outside the diff
 * (a model that named the whole function): one line of it in the diff. Pure. GitHub takes a
 * multi-line comment only when both ends lie in one hunk on one side, so such a range could not be
 * anchored at all, and was dropped or listed without its lines.
 *
 * - It starts on a line of the diff: its first line (`how: 'start'`), where the problem starts and
 *   the line the specialist chose.
 * - It starts above the diff and holds a hunk (both ends outside it): the first line it changed
 *   (`how: 'first-change'`), an added line on RIGHT, a removed one on LEFT; the first line of the
 *   diff within it (`how: 'first-diff-line'`) when it holds no changed line (a pure deletion seen
 *   on RIGHT).
 *
 * Never a hunk's last line, which would show more of a range that starts in it: a finding's id
 * hashes the line a comment is on and its nearest neighbours in the hunk (fingerprint.ts), and the
 * last line of a hunk is a context line the finding is not about, which moves whenever a later push
 * edits the named lines below it. The id would change, the ledger would not know the finding (its
 * window is three lines), and the next review would post it on a second thread.
 *
 * For a range from above a hunk, its first changed line rather than the hunk's first line (a context
 * line): both stay across pushes that edit lines below that change or above the range, and both
 * move when a push changes a line above that change within the range (the first change, or the
 * hunk's start, is then earlier) or within three lines of the range's first line (which then
 * enters the diff: narrowed to it). The id also stays whatever lines around the change the next
 * specialist names. On the change, a push that edits it changes the id, so the ledger re-checks
 * the earlier thread (fixed or still present); on a context line the thread would be carried as
 * unchanged while the code it is about was rewritten.
 *
 * Undefined when the range needs no narrowing (both ends already in one hunk), cannot be narrowed
 * (it holds no line of the diff, or it is backwards), or its last line is in the diff (a range
 * across two hunks, or from above one into it: the finding then stands at its last line, as before).
 */
export function narrowedRange(map: LineMap, side: DiffSide, startLine: number, line: number): { line: number; how: NarrowedHow } | undefined {
  if (startLine >= line || map.isCommentable(side, line)) return undefined
  if (map.isCommentable(side, startLine)) return { line: startLine, how: 'start' }
  const within = (l: number): boolean => l > startLine && l < line
  const changed = map.changedLines(side).find(within)
  if (changed !== undefined) return { line: changed, how: 'first-change' }
  const shown = map.commentableLines(side).find(within)
  return shown === undefined ? undefined : { line: shown, how: 'first-diff-line' }
}
