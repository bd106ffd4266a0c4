import type { FileSeed } from '../../test/support/github-fake/index.js'
import type { EvalFinding } from './types.js'

/**
 * Golden lines are on the file after the change; a finding on a removed line
 * (side LEFT) names a line of the file before it. Compared as numbers, a
 * removal of more than the window's lines puts the finding out of reach of the
 * golden comment at that place, and a LEFT number can fall near an unrelated
 * golden line. So a LEFT line is read as the place it had in the new file:
 * the new line at the same point of the hunk (the line after the removal),
 * or, outside every hunk, the old line shifted by the hunks above it.
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

/** The findings with each LEFT line read as its place in the new file, for the deterministic matcher. */
export function onNewFile(findings: readonly EvalFinding[], files: readonly FileSeed[] | undefined): EvalFinding[] {
  return findings.map((f) =>
    f.side === 'LEFT' ? { ...f, line: newPositionOf(files?.find((file) => file.filename === f.path)?.patch ?? undefined, f.line) } : f,
  )
}
