import type { FileSeed } from '../../test/support/github-fake/index.js'
import type { EvalFinding } from './types.js'
import { newPositionOf } from '../../src/core/diff/new-position.js'

/**
 * Golden lines are on the file after the change; a finding on a removed line
 * (side LEFT) names a line of the file before it. Compared as numbers, a
 * removal of more than the window's lines puts the finding out of reach of the
 * golden comment at that place, and a LEFT number can fall near an unrelated
 * golden line. So a LEFT line is read as the place it had in the new file
 * (src/core/diff/new-position.ts).
 */
/** The findings with each LEFT line read as its place in the new file, for the deterministic matcher. */
export function onNewFile(findings: readonly EvalFinding[], files: readonly FileSeed[] | undefined): EvalFinding[] {
  return findings.map((f) => {
    if (f.side !== 'LEFT') return f
    const patch = files?.find((file) => file.filename === f.path)?.patch ?? undefined
    // Both ends of a range: its first line read by its old number would stretch it over lines it never named.
    return { ...f, line: newPositionOf(patch, f.line), ...(f.startLine !== undefined ? { startLine: newPositionOf(patch, f.startLine) } : {}) }
  })
}
