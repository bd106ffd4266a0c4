import type { DiffSide, LineMap } from './diff-lines.js'

/**
 * The part of a range GitHub can take as one comment, when the range starts on a line of the diff
 * and runs past the end of that line's hunk. Pure. GitHub takes a multi-line comment only when
 * both ends lie in one hunk on one side, so a range whose own last line is outside the diff (a
 * model that named the whole function) could not be anchored at all, and was dropped or listed
 * without its lines. Its first line is where the problem starts and is in the diff: the comment
 * keeps start_line and ends at the last line of that hunk. A hunk's lines on one side are
 * consecutive, so every line between the two ends is in the diff too.
 *
 * Undefined when the range needs no narrowing (both ends already in one hunk), cannot be
 * narrowed (its start is not in the diff, or it is backwards), or its last line is in the
 * diff (a range across two hunks: the finding then stands at its last line, as before).
 * `start_line` is undefined when only the first line is left.
 */
export function narrowedToHunk(map: LineMap, side: DiffSide, startLine: number, line: number): { start_line?: number; line: number } | undefined {
  if (startLine >= line || map.isCommentable(side, line)) return undefined
  const hunk = map.hunkOf(side, startLine)
  if (hunk === undefined) return undefined
  let end = startLine
  for (const candidate of map.commentableLines(side)) {
    if (candidate > line) break
    if (candidate > end && map.hunkOf(side, candidate) === hunk) end = candidate
  }
  return end === startLine ? { line: end } : { start_line: startLine, line: end }
}
