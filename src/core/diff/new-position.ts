/**
 * Where a line of the file before a change (a removed line, side LEFT) sits in the file after it:
 * the new line at the same point of its hunk (the line after the removal), or, outside every hunk,
 * the old line shifted by the hunks above it. Without a patch the old number is all there is.
 * The eval's matcher and the SARIF file (a removed line's result needs a line of the head) read it.
 */
const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/

export function newPositionOf(patch: string | undefined, oldLine: number): number {
  if (!patch) return oldLine
  let shift = 0
  let oldAt = 0
  let newAt = 0
  let inHunk = false
  for (const text of patch.split('\n')) {
    const header = HUNK.exec(text)
    if (header) {
      const [oldStart, oldCount, newStart, newCount] = [Number(header[1]), Number(header[2] ?? 1), Number(header[3]), Number(header[4] ?? 1)]
      if (oldLine < oldStart) return oldLine + shift
      oldAt = oldStart
      newAt = newStart
      shift = newStart + newCount - (oldStart + oldCount)
      inHunk = true
      continue
    }
    if (!inHunk || text.startsWith('\\')) continue
    const marker = text.charAt(0)
    if (marker === '+') newAt++
    else if (marker === '-' || marker === ' ' || text === '') {
      if (oldAt === oldLine) return newAt
      oldAt++
      if (marker !== '-') newAt++
    }
  }
  return oldLine + shift
}
