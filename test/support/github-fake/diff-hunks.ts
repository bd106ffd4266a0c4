// Unified-diff hunk arithmetic, used the way GitHub uses it: a review comment may only
// sit on a line that appears in a hunk on the chosen side, and a multi-line comment must
// start in the same hunk it ends in.
import type { Side } from './types.js'

export interface Hunk {
  /** Index of the @@ header line within the patch's lines. */
  headerIndex: number
  /** Line number -> index of the patch line that shows it, per side. */
  left: Map<number, number>
  right: Map<number, number>
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/

const byPatch = new Map<string, Hunk[]>()

export function parseHunks(patch: string): Hunk[] {
  const cached = byPatch.get(patch)
  if (cached) return cached
  const lines = patch.split('\n')
  const hunks: Hunk[] = []
  let current: Hunk | undefined
  let leftLine = 0
  let rightLine = 0
  lines.forEach((text, index) => {
    const header = HUNK_HEADER.exec(text)
    if (header) {
      current = { headerIndex: index, left: new Map(), right: new Map() }
      hunks.push(current)
      leftLine = Number(header[1])
      rightLine = Number(header[3])
      return
    }
    if (!current) return
    const mark = text[0]
    if (mark === '+') {
      current.right.set(rightLine++, index)
    } else if (mark === '-') {
      current.left.set(leftLine++, index)
    } else if (mark === ' ' || text === '') {
      // An empty line inside a hunk is a context line whose leading space was trimmed.
      if (text === '' && index === lines.length - 1) return
      current.left.set(leftLine++, index)
      current.right.set(rightLine++, index)
    }
    // '\ No newline at end of file' belongs to no side.
  })
  if (byPatch.size > 20_000) byPatch.clear()
  byPatch.set(patch, hunks)
  return hunks
}

export function findHunk(patch: string, line: number, side: Side): Hunk | undefined {
  return parseHunks(patch).find((hunk) => (side === 'LEFT' ? hunk.left : hunk.right).has(line))
}

/** The diff_hunk GitHub stores with a comment: from the hunk header to the commented line. */
export function diffHunkFor(patch: string, line: number, side: Side): string {
  const hunk = findHunk(patch, line, side)
  if (!hunk) return ''
  const end = (side === 'LEFT' ? hunk.left : hunk.right).get(line) ?? hunk.headerIndex
  return patch
    .split('\n')
    .slice(hunk.headerIndex, end + 1)
    .join('\n')
}

/** Position as GitHub counts it: lines below the first @@ header of the file's patch. */
export function positionFor(patch: string, line: number, side: Side): number | null {
  const hunks = parseHunks(patch)
  const hunk = findHunk(patch, line, side)
  const first = hunks[0]
  if (!hunk || !first) return null
  const index = (side === 'LEFT' ? hunk.left : hunk.right).get(line)
  return index === undefined ? null : index - first.headerIndex
}

export function countChanges(patch: string): { additions: number; deletions: number } {
  let additions = 0
  let deletions = 0
  for (const text of patch.split('\n')) {
    if (text.startsWith('+')) additions++
    else if (text.startsWith('-')) deletions++
  }
  return { additions, deletions }
}
