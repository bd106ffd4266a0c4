/**
 * What is left of a registered value once a text cut or broke it: a sink that bounds a text cuts
 * a token at its end, a line wrap or a JSON `\n` splits it in two or more pieces (a 520-character
 * installation token wrapped at 76 characters is seven lines), and an excerpt may start inside
 * it. Whole-value matching sees none of those, and token families see only pieces that still
 * carry their prefix (a JWT's middle on a line of its own carries none). So:
 *
 * - any piece of a value, its start, its end or its middle, that is at least MIN_FRAGMENT
 *   characters long is replaced wherever it stands, on a line of its own too (the logger and
 *   redactLine see one line at a time). Shorter pieces hold too little of a 40- to
 *   520-character secret to matter, and a 20-character run of random text does not occur by chance;
 * - a whole value that line ends (LF, CR, CRLF, or JSON's `\n` and `\r\n` escapes) broke into
 *   any number of pieces is replaced piece by piece, the line ends kept, whatever the value's
 *   length (a 13-character gateway key too). Only the whole value counts here: a short piece
 *   alone is not masked, since it may be an ordinary word (`gateway` of `gateway-key-1`).
 *
 * Pieces under MIN_FRAGMENT characters of a value that reach a sink one line at a time (two log
 * lines) stay: masking them would mask words. The runner's own `::add-mask::` hides the whole
 * value in the job log.
 */
export const MIN_FRAGMENT = 20

// Polynomial rolling hash of MIN_FRAGMENT UTF-16 units, modulo 2^32: one pass over the text finds
// every window of every registered value (a verified hit is extended to the whole piece).
const BASE = 0x01000193
const TOP = (() => {
  let p = 1
  for (let i = 1; i < MIN_FRAGMENT; i++) p = Math.imul(p, BASE)
  return p
})()

function hashAt(text: string, at: number): number {
  let h = 0
  for (let i = 0; i < MIN_FRAGMENT; i++) h = (Math.imul(h, BASE) + text.charCodeAt(at + i)) | 0
  return h
}

const BREAKS = /\r\n|\r|\n|\\r\\n|\\n/g
const HAS_BREAK = /[\r\n]|\\n/
// One bit per hash's low 20 bits: most positions of a text are no window's, and are passed on a bit test.
const FILTER_BITS = 20

export class ValueFragments {
  private readonly values: string[] = []
  /** Window hash -> [value index, offset] of every MIN_FRAGMENT-unit window of every long value. */
  private readonly windows = new Map<number, Array<[number, number]>>()
  private readonly filter = new Uint8Array(1 << (FILTER_BITS - 3))

  add(value: string): void {
    const index = this.values.push(value) - 1
    if (value.length <= MIN_FRAGMENT) return
    const shared = jwtHeaders(value)
    for (let at = 0; at + MIN_FRAGMENT <= value.length; at++) {
      if (shared.some(([start, end]) => at >= start && at + MIN_FRAGMENT <= end)) continue
      const h = hashAt(value, at)
      const bit = h & ((1 << FILTER_BITS) - 1)
      this.filter[bit >> 3] = (this.filter[bit >> 3] as number) | (1 << (bit & 7))
      const list = this.windows.get(h)
      if (list) list.push([index, at])
      else this.windows.set(h, [[index, at]])
    }
  }

  /** The whole value broken by line ends, piece by piece: precise, so it goes before the token families. */
  redactBroken(text: string, replacement: string): string {
    return this.values.length === 0 ? text : replaceSpans(text, this.brokenValues(text), replacement)
  }

  /**
   * Pieces of at least MIN_FRAGMENT characters: after the token families, since a piece may be
   * shared with a token the value is not (every installation token starts with the same JWT
   * header), and masking it first would leave that other token without the shape its family knows.
   */
  redactPieces(text: string, replacement: string): string {
    return this.values.length === 0 ? text : replaceSpans(text, this.pieces(text), replacement)
  }

  /**
   * Spans of each piece of a whole value that line ends broke, the line ends left out: the
   * value is looked for in the text with its line ends removed, and each hit mapped back.
   */
  private brokenValues(text: string): Array<[number, number]> {
    const spans: Array<[number, number]> = []
    if (!HAS_BREAK.test(text)) return spans
    // The line ends are listed only once a value is found across one (rarely: most texts hold none).
    const joined = text.replace(BREAKS, '')
    let breaks: LineEnds | undefined
    for (const value of this.values) {
      for (let j = joined.indexOf(value); j >= 0; j = joined.indexOf(value, j + 1)) {
        breaks ??= lineEnds(text)
        spans.push(...piecesAcross(breaks, j, j + value.length))
      }
    }
    return spans
  }

  /** Spans of the text that are pieces (at least MIN_FRAGMENT long) of a registered value. */
  private pieces(text: string): Array<[number, number]> {
    const spans: Array<[number, number]> = []
    if (this.windows.size === 0 || text.length < MIN_FRAGMENT) return spans
    const mask = (1 << FILTER_BITS) - 1
    let h = hashAt(text, 0)
    for (let i = 0; ;) {
      let next = i + 1
      const bit = h & mask
      const hits = (this.filter[bit >> 3] as number) & (1 << (bit & 7)) ? this.windows.get(h) : undefined
      if (hits) next = this.extend(text, i, hits, spans)
      if (next + MIN_FRAGMENT > text.length) break
      h = next === i + 1 ? (Math.imul(h - Math.imul(text.charCodeAt(i), TOP), BASE) + text.charCodeAt(i + MIN_FRAGMENT)) | 0 : hashAt(text, next)
      i = next
    }
    return spans
  }

  /** Each verified window at `i` grown to the whole piece; returns where the scan goes on. */
  private extend(text: string, i: number, hits: ReadonlyArray<[number, number]>, spans: Array<[number, number]>): number {
    let next = i + 1
    for (const [index, offset] of hits) {
      const value = this.values[index] as string
      if (!text.startsWith(value.slice(offset, offset + MIN_FRAGMENT), i)) continue
      let [start, end, from, to] = [i, i + MIN_FRAGMENT, offset, offset + MIN_FRAGMENT]
      while (start > 0 && from > 0 && text.charCodeAt(start - 1) === value.charCodeAt(from - 1)) [start, from] = [start - 1, from - 1]
      while (end < text.length && to < value.length && text.charCodeAt(end) === value.charCodeAt(to)) [end, to] = [end + 1, to + 1]
      spans.push([start, end])
      // The piece's other windows would only find it again.
      next = Math.max(next, end - MIN_FRAGMENT + 1)
    }
    return next
  }
}

/**
 * Spans of a value that are a JWT header (`eyJ…` before a `.`, decoding to a JSON object with
 * `alg`): every RS256 installation token starts with the same public one, which a JWT library's
 * constant, a fixture or docs in a patch also hold. A window inside it is no piece of this secret;
 * one that reaches into the payload is.
 */
function jwtHeaders(value: string): Array<[number, number]> {
  const spans: Array<[number, number]> = []
  for (let at = value.indexOf('eyJ'); at >= 0; at = value.indexOf('eyJ', at + 1)) {
    const end = value.indexOf('.', at)
    if (end < 0) break
    const segment = value.slice(at, end)
    if (!/^[A-Za-z0-9_-]+$/.test(segment)) continue
    try {
      const header: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
      if (typeof header === 'object' && header !== null && 'alg' in header) spans.push([at, end])
    } catch {
      // Not JSON: an ordinary part of the value.
    }
  }
  return spans
}

interface LineEnds {
  /** Where each line end starts in the text. */
  at: number[]
  /** Where each falls in the text without line ends (ascending). */
  joinedAt: number[]
  length: number[]
  /** Units of line ends before each one and itself: the shift from a joined index past it to the text's. */
  removed: number[]
}

/**
 * The text spans of the value at [start, end) of the joined text, one per line it stands on, the
 * line ends left out; none when no line end falls inside it (a whole value was masked already).
 */
function piecesAcross(breaks: LineEnds, start: number, end: number): Array<[number, number]> {
  const { at, joinedAt, length, removed } = breaks
  const shift = (k: number): number => (k > 0 ? (removed[k - 1] as number) : 0)
  let k = firstAfter(joinedAt, start)
  if (k >= joinedAt.length || (joinedAt[k] as number) >= end) return []
  const spans: Array<[number, number]> = []
  let from = start + shift(k)
  for (; k < joinedAt.length && (joinedAt[k] as number) < end; k++) {
    // Two line ends in a row leave an empty piece between them: nothing to mask there.
    if (from < (at[k] as number)) spans.push([from, at[k] as number])
    from = (at[k] as number) + (length[k] as number)
  }
  spans.push([from, end + shift(k)])
  return spans
}

/** Each line end of `text`: where it starts, where it falls once line ends are removed, its length. */
function lineEnds(text: string): LineEnds {
  const out: LineEnds = { at: [], joinedAt: [], length: [], removed: [] }
  let removed = 0
  for (const m of text.matchAll(BREAKS)) {
    out.at.push(m.index)
    out.joinedAt.push(m.index - removed)
    out.length.push(m[0].length)
    removed += m[0].length
    out.removed.push(removed)
  }
  return out
}

/** Index of the first entry of the ascending `list` greater than `value` (its length if none). */
function firstAfter(list: readonly number[], value: number): number {
  let [low, high] = [0, list.length]
  while (low < high) {
    const mid = (low + high) >> 1
    if ((list[mid] as number) > value) high = mid
    else low = mid + 1
  }
  return low
}

/** The text with each span (overlapping ones as one) replaced. */
function replaceSpans(text: string, spans: Array<[number, number]>, replacement: string): string {
  if (spans.length === 0) return text
  spans.sort((a, b) => a[0] - b[0])
  let out = ''
  let from = 0
  for (const [start, end] of spans) {
    if (end <= from) continue
    out += text.slice(from, Math.max(from, start)) + (start >= from ? replacement : '')
    from = end
  }
  return out + text.slice(from)
}
