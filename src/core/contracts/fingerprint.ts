import { createHash } from 'node:crypto'
import { sideLines } from '../diff/diff-lines.js'
import { cutShortLines } from '../diff/truncation-marker.js'
import { Redactor } from '../telemetry/redact.js'
import { redactPatch } from '../telemetry/redact-patch.js'
import { escapeOrigins, showHiddenInPatch } from '../text/visible-escapes.js'

/**
 * A finding's identity across pushes, computed by trusted code from what the
 * finding is about, not where it sits: path, side, category, the anchored
 * lines' content (whitespace collapsed) and the nearest non-blank line on
 * each side of them within the hunk. Lines inserted or removed elsewhere in
 * the file keep the id; editing a flagged line (or its immediate neighbour)
 * changes it. The neighbours tell apart two identical lines (two `return null`)
 * in one file.
 *
 * Content is read from GitHub's per-file patch (the same text every part of
 * the pipeline has: the runner before staging, the plugins after). Staged
 * patches show hidden characters as escapes and are redacted (secret patterns
 * line by line, private-key blocks whole), so the patch is treated the same
 * way here before its lines are read: raw and staged patches give the same
 * id, also for a finding on or beside a committed key or a hidden character.
 * Shown, a hidden character reads like the code's own `\u202e`, so a line that
 * holds one also hashes where its escapes came from (escapeOrigins): read from
 * a raw patch, or given with a staged one (review-index.json `hiddenLines`).
 * A bidi control written where the code had its escape is a new finding, and
 * the escape written in its place is a changed line, as a person sees them.
 *
 * When the anchor is not in the patch (a line outside the diff) there is no
 * content to hash and the id falls back to the line number, like the first
 * format; such a finding is never inline, so it has no thread to match.
 *
 * Ids: `hm2-` + 16 hex digits of sha256. The first format, `hm-` + 12 hex of
 * sha1(path:line:category), is still recognised in markers of old threads.
 */
export const FINGERPRINT_PATTERN = 'hm2-[0-9a-f]{16}'
export const LEGACY_ID_PATTERN = 'hm-[0-9a-f]{12}'
export const FINDING_ID_PATTERN = `(?:${FINGERPRINT_PATTERN}|${LEGACY_ID_PATTERN})`
const FINDING_ID = new RegExp(`^${FINDING_ID_PATTERN}$`)

export type Side = 'RIGHT' | 'LEFT'

export interface AnchorRef {
  path: string
  line: number
  start_line?: number | undefined
  side?: Side | undefined
  category: string
}

export interface AnchorContent {
  /** The anchored lines (start_line..line), as lineKey. */
  lines: string[]
  /** Nearest non-blank line above the range within its hunk (lineKey), '' when none. */
  before: string
  /** Nearest non-blank line below the range within its hunk (lineKey), '' when none. */
  after: string
}

const patternsOnly = new Redactor()

export function normaliseLine(text: string): string {
  return patternsOnly.redact(text).replace(/\s+/g, ' ').trim()
}

/**
 * A normalised line longer than this stands in an id's material as its sha256, shorter ones as their
 * text (every id of an ordinary line stays what it was). So what a cut patch leaves out of a line
 * (review-index.json `cutAfter`) is stored as this key, at most about this size, not as the line:
 * a minified line can be megabytes, and the specialists and editor read that file.
 */
const KEPT_IN_MATERIAL = 256

/** What an id hashes of a line: its normalised text, or `#sha256:` and the hash of a long one. */
export function lineKey(text: string): string {
  const n = normaliseLine(text)
  return n.length <= KEPT_IN_MATERIAL ? n : `#sha256:${createHash('sha256').update(n, 'utf8').digest('hex')}`
}

export function isFindingId(id: string): boolean {
  return FINDING_ID.test(id)
}

export function isFingerprint(id: string): boolean {
  return id.startsWith('hm2-') && FINDING_ID.test(id)
}

/** The first id format, kept so threads posted before fingerprints are recognised. */
export function legacyFindingId(ref: Pick<AnchorRef, 'path' | 'line' | 'category'>): string {
  return `hm-${createHash('sha1').update(`${ref.path}:${ref.line}:${ref.category}`).digest('hex').slice(0, 12)}`
}

/**
 * Redacting a patch reads all of it (about 10 ms for 150 KB), and publication and the ledger ask for
 * many anchors of one file in a row: the last few patches' redacted text is kept.
 */
const redactedCache = new Map<string, string>()
const CACHED_PATCHES = 8

function redactedPatch(patch: string): string {
  const known = redactedCache.get(patch)
  if (known !== undefined) return known
  const text = redactPatch(showHiddenInPatch(patch)).text
  if (redactedCache.size >= CACHED_PATCHES) redactedCache.delete(redactedCache.keys().next().value as string)
  redactedCache.set(patch, text)
  return text
}

/**
 * Per side and line number, escapeOrigins of each line of a raw patch that holds a hidden
 * character: what a staged patch (hidden characters shown) no longer says.
 */
export type HiddenLines = Partial<Record<Side, Record<string, string>>>

/**
 * Per side, the first non-blank line GitHub's patch has below the last line a bounded patch kept of
 * its cut hunk (its number, and its lineKey as staged): the lower neighbour of the lines above the cut.
 */
export type CutNeighbours = Partial<Record<Side, CutLine>> & {
  /**
   * Per side, the line a cut inside a line shows only the start of (truncation-marker.ts), with the
   * lineKey of GitHub's whole text as staged: its id, and its neighbours', hash the line GitHub shows.
   */
  shortened?: Partial<Record<Side, CutLine>>
}

/** A line past a cut: its number and lineKey (never its text, which the bound left out). */
export interface CutLine {
  line: number
  key: string
}

/** What cutNeighboursOf finds, as text (as staged): stage-review.ts redacts it and keeps only its lineKey. */
export type CutNeighbourTexts = Partial<Record<Side, { line: number; text: string }>> & {
  shortened?: Partial<Record<Side, { line: number; text: string }>>
}

/** A staged patch with the hidden lines of the raw patch it shows, and what its cut left out. */
export interface StagedPatchText {
  text: string
  hiddenLines?: HiddenLines | undefined
  cutAfter?: CutNeighbours | undefined
}

/**
 * The lower neighbours a patch cut inside a hunk (`bounded`, a head of `raw` as shown, see
 * bounds.ts) no longer shows, so that a finding above the cut gets the id GitHub's patch gives it.
 */
export function cutNeighboursOf(raw: string, bounded: string): CutNeighbourTexts | undefined {
  const out: CutNeighbourTexts = {}
  for (const side of ['RIGHT', 'LEFT'] as const) {
    const last = sideLines(bounded, side).at(-1)?.at(-1)
    if (!last) continue
    const hunk = sideLines(redactedPatch(raw), side).find((h) => h.some((l) => l.line === last.line)) ?? []
    const next = hunk.slice(hunk.findIndex((l) => l.line === last.line) + 1).find((l) => normaliseLine(l.text) !== '')
    if (next) out[side] = { line: next.line, text: next.text }
  }
  const short = cutShortLines(bounded)
  for (const side of ['RIGHT', 'LEFT'] as const) {
    const whole =
      short[side] === undefined
        ? undefined
        : sideLines(redactedPatch(raw), side)
            .flat()
            .find((l) => l.line === short[side])
    if (whole) (out.shortened ??= {})[side] = { line: whole.line, text: whole.text }
  }
  return out.RIGHT || out.LEFT || out.shortened ? out : undefined
}

/** A raw patch's hidden lines; undefined when it holds no hidden character (a staged patch holds none). */
export function hiddenLinesOf(patch: string | undefined): HiddenLines | undefined {
  if (!patch || showHiddenInPatch(patch) === patch) return undefined
  const out: HiddenLines = {}
  for (const side of ['RIGHT', 'LEFT'] as const)
    for (const hunk of sideLines(patch, side))
      for (const { line, text } of hunk) {
        const origins = escapeOrigins(text)
        if (origins) (out[side] ??= {})[String(line)] = origins
      }
  return out.RIGHT || out.LEFT ? out : undefined
}

interface AnchorAt {
  content: AnchorContent
  /** Line numbers of the anchored lines and of the neighbours (undefined when none). */
  lines: number[]
  before: number | undefined
  after: number | undefined
}

/** A line of a patch (its text) or past a cut (its key only). */
type KeyedLine = { line: number; text: string } | CutLine

function keyOf(l: KeyedLine): string {
  return 'key' in l ? l.key : lineKey(l.text)
}

function anchorAt(patch: string | undefined, ref: Pick<AnchorRef, 'line' | 'start_line' | 'side'>, cutAfter?: CutNeighbours): AnchorAt | undefined {
  if (!patch) return undefined
  const start = ref.start_line !== undefined && ref.start_line < ref.line ? ref.start_line : ref.line
  const hunks = sideLines(redactedPatch(patch), ref.side ?? 'RIGHT')
  for (const [at, shownCut] of hunks.entries()) {
    // The hunk a bound cut goes on, for the neighbour, with the line GitHub's patch has below the cut.
    const cut = at === hunks.length - 1 ? cutAfter?.[ref.side ?? 'RIGHT'] : undefined
    // The line the cut went through, as GitHub shows it whole.
    const whole = at === hunks.length - 1 ? cutAfter?.shortened?.[ref.side ?? 'RIGHT'] : undefined
    const shown: KeyedLine[] = whole ? shownCut.map((l) => (l.line === whole.line ? whole : l)) : shownCut
    const from = shown.findIndex((l) => l.line === start)
    const to = shown.findIndex((l) => l.line === ref.line)
    if (from < 0 || to < 0) continue
    // Only a neighbour: a line past the cut is no anchor (it is not in the staged patch).
    const hunk = cut && cut.line > (shown.at(-1)?.line ?? Infinity) ? [...shown, cut] : shown
    const blank = (l: KeyedLine | undefined): boolean => l === undefined || keyOf(l) === ''
    let b = from - 1
    while (b >= 0 && blank(hunk[b])) b--
    let a = to + 1
    while (a < hunk.length && blank(hunk[a])) a++
    const anchored = hunk.slice(from, to + 1)
    const around = (l: KeyedLine | undefined): string => (l === undefined ? '' : keyOf(l))
    return {
      content: { lines: anchored.map(keyOf), before: around(hunk[b]), after: around(hunk[a]) },
      lines: anchored.map((l) => l.line),
      before: hunk[b]?.line,
      after: hunk[a]?.line,
    }
  }
  return undefined
}

/** The anchored lines and their neighbours, or undefined when the anchor is not in one hunk of the patch. */
export function anchorContent(patch: string | undefined, ref: Pick<AnchorRef, 'line' | 'start_line' | 'side'>): AnchorContent | undefined {
  return anchorAt(patch, ref)?.content
}

/** The escape origins of the anchored lines and neighbours, when any of them holds a hidden character. */
function originsAt(hidden: HiddenLines | undefined, side: Side, at: AnchorAt): HiddenOrigins | undefined {
  const bySide = hidden?.[side]
  if (!bySide) return undefined
  const of = (line: number | undefined): string => (line === undefined ? '' : (bySide[String(line)] ?? ''))
  const origins = { lines: at.lines.map(of), before: of(at.before), after: of(at.after) }
  return origins.lines.some(Boolean) || origins.before || origins.after ? origins : undefined
}

/** Where the escapes of the anchored lines and neighbours came from (escapeOrigins). */
export interface HiddenOrigins {
  lines: string[]
  before: string
  after: string
}

/** The fingerprint of a finding whose anchor content is known. */
export function fingerprintOf(ref: Pick<AnchorRef, 'path' | 'side' | 'category'>, content: AnchorContent, hidden?: HiddenOrigins): string {
  const material = JSON.stringify([
    'v2',
    ref.path,
    ref.side ?? 'RIGHT',
    ref.category,
    content.lines,
    content.before,
    content.after,
    // Only lines with a hidden character add this, so every other id stays what it was.
    ...(hidden ? [['hidden', hidden.lines, hidden.before, hidden.after]] : []),
  ])
  return `hm2-${createHash('sha256').update(material, 'utf8').digest('hex').slice(0, 16)}`
}

/**
 * The id of a finding anchored in `patch` (the file's GitHub patch, or the
 * staged patch with its hidden lines). Without content (no patch, or a line
 * outside the diff) the id is made from the line number instead, side included.
 */
export function findingFingerprint(ref: AnchorRef, patch: string | StagedPatchText | undefined): string {
  const text = typeof patch === 'string' ? patch : patch?.text
  // The anchor line alone: a range's first line may be dropped by publication, the anchor never is.
  const at = anchorAt(text, { line: ref.line, side: ref.side }, typeof patch === 'object' ? patch.cutAfter : undefined)
  if (at) {
    const hidden = (typeof patch === 'object' ? patch.hiddenLines : undefined) ?? hiddenLinesOf(text)
    return fingerprintOf(ref, at.content, originsAt(hidden, ref.side ?? 'RIGHT', at))
  }
  const material = JSON.stringify(['v2-line', ref.path, ref.side ?? 'RIGHT', ref.category, ref.line])
  return `hm2-${createHash('sha256').update(material, 'utf8').digest('hex').slice(0, 16)}`
}
