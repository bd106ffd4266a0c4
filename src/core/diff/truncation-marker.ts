import { parseHunks, type DiffSide } from './diff-lines.js'

/**
 * The line a byte bound ends a staged patch with (src/policy/bounds.ts writes it). A patch
 * whose last line alone is longer than half the room is cut inside that line: the reviewers
 * read only its start, while GitHub's line goes on. The marker says so, and publication reads
 * it back (cutShortLines), since a suggestion written from a line's start would, accepted,
 * replace GitHub's whole line and delete the rest of it.
 */
export const TRUNCATION_MARKER_PREFIX = '[harbourmaster] patch truncated'
const CUT_SHORT = 'the last line above is cut short (GitHub shows it whole)'

export function truncationMarker(why: string, dropped: number, total: number, insideLine: boolean): string {
  const cutShort = insideLine ? ` ${CUT_SHORT};` : ''
  return `${TRUNCATION_MARKER_PREFIX} by ${why}: ${dropped} of ${total} bytes dropped;${cutShort} the rest of this file was not staged.`
}

/** The line numbers, per side, of the line a staged patch shows cut short; empty when none is. */
export function cutShortLines(patch: string | undefined): Partial<Record<DiffSide, number>> {
  if (!patch) return {}
  const lines = patch.split('\n')
  const at = lines.findIndex((l) => l.startsWith(TRUNCATION_MARKER_PREFIX))
  const cut = at > 0 ? (lines[at - 1] ?? '') : ''
  if (at <= 0 || !(lines[at] ?? '').includes(CUT_SHORT) || !/^[+\- ]/.test(cut)) return {}
  // The hunks end at the marker: the cut line is the last line each side it belongs to shows.
  const last = parseHunks(lines.slice(0, at).join('\n')).at(-1)
  const out: Partial<Record<DiffSide, number>> = {}
  const right = last?.right.at(-1)?.line
  const left = last?.left.at(-1)?.line
  if (cut[0] !== '-' && right !== undefined) out.RIGHT = right
  if (cut[0] !== '+' && left !== undefined) out.LEFT = left
  return out
}
