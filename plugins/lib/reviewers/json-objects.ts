/**
 * The JSON objects a model's text holds, in order, outermost only. A model's
 * text is untrusted and may be degenerate (a runaway answer of `{` repeated,
 * or deeply nested braces): scanning from each `{` afresh for its closing
 * brace and parsing every balanced span made such an answer quadratic
 * (about 7 s for 64 KB of `{` on one core, holding the reviewer server's only
 * thread). Both costs are bounded here:
 * - one pass with a stack finds the closing brace of every `{` it sees
 *   outside a string, so a later start inside that span needs no scan of its
 *   own (a scan from an outer `{` and one from an inner `{` agree from the
 *   inner one on: both are outside a string there);
 * - a span whose `{` is not followed by a key or `}` is not parsed at all;
 * - once the characters handed to JSON.parse reach a multiple of the
 *   text's length, a span that fails to parse is skipped whole instead of
 *   searched inside, so an answer after a degenerate part is still found.
 *   Objects inside such a span are lost, and the result says so.
 */

/** How many times the text's length JSON.parse may read in all. */
export const PARSE_BUDGET_FACTOR = 8

export interface JsonObjects {
  objects: unknown[]
  /** Characters the brace scan visited: linear in the text's length for any input without quotes. */
  scanned: number
  /** Characters handed to JSON.parse. */
  parsed: number
  /** The parse budget ran out: from there on, spans that failed to parse were not searched for objects inside them. */
  exhausted: boolean
}

export function jsonObjects(text: string): JsonObjects {
  const closing = new Map<number, number>()
  const result: JsonObjects = { objects: [], scanned: 0, parsed: 0, exhausted: false }
  const budget = Math.max(text.length, 1) * PARSE_BUDGET_FACTOR
  for (let start = text.indexOf('{'); start >= 0; start = text.indexOf('{', start + 1)) {
    if (!closing.has(start)) result.scanned += scanFrom(text, start, closing)
    const end = closing.get(start) ?? -1
    if (end < 0 || !opensObject(text, start)) continue
    const span = end + 1 - start
    // Past the budget a span that fails is skipped whole, not searched inside: the spans still
    // read no longer overlap, so the rest of the text costs at most its own length.
    if (result.parsed + span > budget) result.exhausted = true
    result.parsed += span
    try {
      result.objects.push(JSON.parse(text.slice(start, end + 1)))
      // Its inner objects are parts of it, not answers.
      start = end
    } catch {
      if (result.exhausted) start = end
    }
  }
  return result
}

/** A JSON object's `{` is followed by a key or its `}`: anything else fails JSON.parse at once, so costs no budget. */
function opensObject(text: string, start: number): boolean {
  let i = start + 1
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++
  return text[i] === '"' || text[i] === '}'
}

/**
 * Records the closing brace (or -1: never closed) of the `{` at `start` and
 * of every `{` the scan meets outside a string before it closes. Returns the
 * characters visited.
 */
function scanFrom(text: string, start: number, closing: Map<number, number>): number {
  const open: number[] = []
  let inString = false
  let i = start
  for (; i < text.length; i++) {
    const ch = text[i]
    if (inString) {
      if (ch === '\\') i++
      else if (ch === '"') inString = false
      continue
    }
    if (ch === '"') inString = true
    else if (ch === '{') open.push(i)
    else if (ch === '}') {
      const at = open.pop()
      if (at !== undefined && !closing.has(at)) closing.set(at, i)
      if (open.length === 0) return i + 1 - start
    }
  }
  for (const at of open) if (!closing.has(at)) closing.set(at, -1)
  return i - start
}
