/**
 * Line maps for GitHub's per-file unified-diff `patch` (hunks only, no file
 * headers). Publication uses them to anchor review comments: GitHub rejects a
 * comment whose line is not part of the diff with a 422, and one such comment
 * fails the whole review, so this module must agree with GitHub exactly.
 *
 * GitHub accepts a comment on side RIGHT at an added or context line of the new
 * file, and on side LEFT at a removed or context line of the old file, and a
 * multi-line comment only when both ends lie in the same hunk.
 */

export type DiffSide = 'RIGHT' | 'LEFT'

export interface Hunk {
  /** 0-based position of the hunk in the patch. */
  index: number
  oldStart: number
  oldLines: number
  newStart: number
  newLines: number
}

export interface LineMap {
  hunks: Hunk[]
  /** The hunk a commentable line belongs to, or undefined when the line is not in the diff. */
  hunkOf(side: DiffSide, line: number): number | undefined
  isCommentable(side: DiffSide, line: number): boolean
  /** True when both ends are commentable on `side`, startLine <= line, and they share one hunk. */
  rangeInOneHunk(side: DiffSide, startLine: number, line: number): boolean
  /** Commentable lines of one side, ascending. */
  commentableLines(side: DiffSide): number[]
  /** The lines a side changed, ascending: added lines (RIGHT) or removed lines (LEFT), no context line. */
  changedLines(side: DiffSide): number[]
}

// The counts are optional in the unified format and default to 1.
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/

/** A line one side of a hunk shows: its number on that side and its text without the diff marker. */
export interface SideLine {
  line: number
  text: string
  /** The line ended with a carriage return (a CRLF file): `text` never holds it. */
  cr?: true
  /** The file ends on this line with no line break (`\ No newline at end of file`): it has no ending to read. */
  noNewline?: true
}

interface ParsedHunk extends Hunk {
  left: SideLine[]
  right: SideLine[]
  /** Numbers of the `-` lines (old file) and `+` lines (new file) the hunk shows. */
  removed: number[]
  added: number[]
}

/** Splits a patch into hunks and records which old/new line numbers each one shows. */
export function parseHunks(patch: string): ParsedHunk[] {
  const hunks: ParsedHunk[] = []
  let current: ParsedHunk | undefined
  let oldLine = 0
  let newLine = 0
  let oldLeft = 0
  let newLeft = 0
  // The entries of the last diff line, which a `\ No newline at end of file` after it annotates.
  let previous: SideLine[] = []

  for (const raw of patch.split('\n')) {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw
    const header = HUNK_HEADER.exec(text)
    if (header) {
      current = {
        index: hunks.length,
        oldStart: Number(header[1]),
        oldLines: header[2] === undefined ? 1 : Number(header[2]),
        newStart: Number(header[3]),
        newLines: header[4] === undefined ? 1 : Number(header[4]),
        left: [],
        right: [],
        removed: [],
        added: [],
      }
      hunks.push(current)
      previous = []
      oldLine = current.oldStart
      newLine = current.newStart
      oldLeft = current.oldLines
      newLeft = current.newLines
      continue
    }
    if (!current) continue
    // "\ No newline at end of file" annotates the previous line; it is not a line itself.
    if (text.startsWith('\\')) {
      for (const l of previous) l.noNewline = true
      previous = []
      continue
    }
    if (oldLeft <= 0 && newLeft <= 0) continue // past the hunk's declared body (e.g. trailing newline)
    const marker = text.charAt(0)
    const content = text.slice(1)
    const cr = text === raw ? {} : { cr: true as const }
    const entry = (line: number): SideLine => ({ line, text: content, ...cr })
    if (marker === '+') {
      current.added.push(newLine)
      previous = [entry(newLine++)]
      current.right.push(...previous)
      newLeft--
    } else if (marker === '-') {
      current.removed.push(oldLine)
      previous = [entry(oldLine++)]
      current.left.push(...previous)
      oldLeft--
    } else if (marker === ' ' || text.length === 0) {
      // Some tools strip the leading space of an empty context line; the counts keep us honest.
      const [left, right] = [entry(oldLine++), entry(newLine++)]
      current.left.push(left)
      current.right.push(right)
      previous = [left, right]
      oldLeft--
      newLeft--
    } else {
      // Not a diff line (the bounds' truncation marker): the hunk shows nothing more, and the
      // staged file's final newline after it is not an empty context line.
      current = undefined
    }
  }
  return hunks
}

/** The lines each hunk shows on one side, in order, with their text (fingerprints hash them). */
export function sideLines(patch: string, side: DiffSide): SideLine[][] {
  return parseHunks(patch).map((hunk) => (side === 'RIGHT' ? hunk.right : hunk.left))
}

/** Builds the commentable-line map of one file's patch. An undefined or empty patch has no lines. */
export function buildLineMap(patch: string | undefined): LineMap {
  const parsed = patch ? parseHunks(patch) : []
  const index: Record<DiffSide, Map<number, number>> = { LEFT: new Map(), RIGHT: new Map() }
  const changed: Record<DiffSide, Set<number>> = { LEFT: new Set(), RIGHT: new Set() }
  for (const hunk of parsed) {
    for (const { line } of hunk.left) if (!index.LEFT.has(line)) index.LEFT.set(line, hunk.index)
    for (const { line } of hunk.right) if (!index.RIGHT.has(line)) index.RIGHT.set(line, hunk.index)
    for (const line of hunk.removed) changed.LEFT.add(line)
    for (const line of hunk.added) changed.RIGHT.add(line)
  }
  const hunks: Hunk[] = parsed.map(({ index: i, oldStart, oldLines, newStart, newLines }) => ({
    index: i,
    oldStart,
    oldLines,
    newStart,
    newLines,
  }))
  const hunkOf = (side: DiffSide, line: number): number | undefined => index[side].get(line)
  return {
    hunks,
    hunkOf,
    isCommentable: (side, line) => index[side].has(line),
    rangeInOneHunk: (side, startLine, line) => {
      if (startLine > line) return false
      const a = hunkOf(side, startLine)
      return a !== undefined && a === hunkOf(side, line)
    },
    commentableLines: (side) => [...index[side].keys()].sort((x, y) => x - y),
    changedLines: (side) => [...changed[side]].sort((x, y) => x - y),
  }
}

/** The patch cut at its hunk headers, each hunk with its new-side range. */
export function splitPatchHunks(patch: string): Array<{ text: string; newStart: number; newLines: number }> {
  const out: Array<{ text: string; newStart: number; newLines: number }> = []
  for (const raw of patch.split('\n')) {
    const header = HUNK_HEADER.exec(raw)
    if (header) out.push({ text: raw, newStart: Number(header[3]), newLines: header[4] === undefined ? 1 : Number(header[4]) })
    else if (out.length > 0) {
      const last = out[out.length - 1] as { text: string }
      last.text += `\n${raw}`
    }
  }
  return out
}
