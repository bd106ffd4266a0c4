import { findingId, findingSchema, type Finding } from '../../../src/core/contracts/review-payload.js'
import { FINDING_CATEGORIES } from '../../../src/core/contracts/specialists.js'
import { escapeHidden } from '../../../src/core/text/visible-escapes.js'
import type { StagedPatchText } from '../../../src/core/contracts/fingerprint.js'
import { jsonObjects } from './json-objects.js'
import {
  DEFAULTED_NOTE,
  rangeNarrowedNote,
  scaleNote,
  suggestionLeftOutNote,
  suggestionRangeNote,
  type RangeShown,
} from '../../../src/core/policy/route-note.js'
import { narrowedRange } from '../../../src/core/diff/narrow-range.js'
import type { StagedPatch } from './stage.js'

/**
 * Turns a specialist's final answer into candidate findings. A model's text
 * is untrusted: each finding must pass findingSchema and must anchor to a
 * line of a hunk in one of the patches assigned to that specialist; anything
 * else is dropped and counted, never silently.
 */

export interface Candidate {
  /** The index the verifier answers with ("0", "1", ...), as a map key. */
  key: string
  /** Trusted fingerprint (path, side, category, anchor content). */
  id: string
  finding: Finding
  specialists: string[]
}

export interface ParsedFindings {
  findings: Finding[]
  /** Entries of the findings list that failed the schema (an answer without the list is noList). */
  invalid: number
  /** Valid findings on files or lines outside the specialist's patches. */
  outOfScope: number
  /** The answer held no JSON object at all. */
  unparsable: boolean
  /** The answer's JSON held no findings list (another object, a bare array): its review cannot be read either. */
  noList: boolean
  /** Kept findings whose confidence was read as a percentage: the answer wrote one above 10 (85, "85"). */
  confidencePercent: number
  /** Kept findings whose confidence was read on a ten-point scale: the answer's largest was above 1 and at most 10 (8 → 0.8). */
  confidenceTenths: number
  /** Kept findings whose written confidence could not be read (out of range, not a number): the default applied. */
  confidenceDefaulted: number
  /** Kept findings whose category is in no registry entry, filed under the specialist's own category. */
  recategorised: number
  /** Kept findings whose suggestion was over its bound: replacement code is never cut, so it was left out. */
  suggestionsLeftOut: number
  /**
   * Kept findings shown on fewer lines than their range: one that ran past the end of its hunk, narrowed to its
   * first line or its first changed line (narrow-range.ts), or one not in one hunk kept at its own line.
   */
  rangesNarrowed: number
}

/**
 * The model's answer in a text: the last top-level JSON object, preferring
 * the last one that has `key` (the field the caller reads). Models wrap
 * answers in prose or code fences and quote code before them: a specialist
 * reviewing a config file quotes `{"debug": true}` and then answers, and the
 * prompts ask for the answer last. Objects nested in another are not
 * candidates; a fenced block that is not an object is the fallback.
 */
export function extractJson(text: string, key?: string): unknown {
  const trimmed = text.trim()
  try {
    return JSON.parse(trimmed)
  } catch {
    // fall through to scanning
  }
  const { objects } = jsonObjects(trimmed)
  const keyed = key === undefined ? undefined : objects.findLast((o) => o !== null && typeof o === 'object' && key in o)
  if (keyed !== undefined) return keyed
  if (objects.length > 0) return objects.at(-1)
  const fenced = [...trimmed.matchAll(/```(?:json)?\s*\n([\s\S]*?)```/g)].map((m) => m[1] ?? '')
  for (const block of fenced.reverse()) {
    try {
      return JSON.parse(block)
    } catch {
      // try the next candidate
    }
  }
  return undefined
}

/**
 * The staged patch a finding names: by its exact path or the visible-escape form agents were
 * shown, else as models also write it, with `./` or `/` before it or in another case (only when
 * one staged file fits; GitHub's paths are case-sensitive, so two that differ in case name neither).
 * Read strictly, such a finding was counted out of scope and lost.
 *
 * `staged`: every file of the stage, the specialist's own among them. A path that names, exactly
 * or in another case, a file the specialist was not given is that file, not one of its own: read
 * against its own files alone, `src/DB.ts` (another specialist's) was taken for its `src/db.ts`
 * and the finding published on a file it does not describe. Undefined for such a finding.
 */
export function patchOf(finding: Pick<Finding, 'path'>, patches: readonly StagedPatch[], staged: readonly StagedPatch[] = patches): StagedPatch | undefined {
  const all = [...patches, ...staged.filter((p) => !patches.includes(p))]
  const ownOnly = (p: StagedPatch | undefined): StagedPatch | undefined => (p && patches.includes(p) ? p : undefined)
  const exact = all.find((p) => p.path === finding.path) ?? all.find((p) => escapeHidden(p.path) === finding.path)
  if (exact) return ownOnly(exact)
  const written = finding.path.replace(/^(?:\.?\/)+/, '')
  const forms = (p: StagedPatch): string[] => [p.path, escapeHidden(p.path)]
  const same = all.find((p) => forms(p).includes(written))
  if (same) return ownOnly(same)
  const folded = all.filter((p) => forms(p).some((f) => f.toLowerCase() === written.toLowerCase()))
  return folded.length === 1 ? ownOnly(folded[0]) : undefined
}

/** Whether a finding anchors inside the hunks of one of the given patches (GitHub's commentable lines); `staged` as for patchOf. */
export function inScope(finding: Finding, patches: readonly StagedPatch[], staged: readonly StagedPatch[] = patches): boolean {
  const patch = patchOf(finding, patches, staged)
  if (!patch) return false
  const side = finding.side ?? 'RIGHT'
  if (finding.start_line !== undefined) return patch.lineMap.rangeInOneHunk(side, finding.start_line, finding.line)
  return patch.lineMap.isCommentable(side, finding.line)
}

/**
 * `patches`: the specialist's own; `ownCategory`: its category, for a finding filed under one the registry
 * does not have; `staged`: every staged file, so a path naming another's file is never read as its own.
 */
export function parseSpecialistAnswer(
  text: string,
  patches: readonly StagedPatch[],
  ownCategory?: string,
  staged: readonly StagedPatch[] = patches,
): ParsedFindings {
  const json = extractJson(text, 'findings')
  const list = json && typeof json === 'object' && 'findings' in json ? (json as { findings: unknown }).findings : undefined
  const none = { confidencePercent: 0, confidenceTenths: 0, confidenceDefaulted: 0, recategorised: 0, suggestionsLeftOut: 0, rangesNarrowed: 0 }
  // No list is a failed agent (noList), named as such in the run's errors: not a finding counted invalid beside it.
  if (!Array.isArray(list)) return { findings: [], invalid: 0, outOfScope: 0, unparsable: json === undefined, noList: true, ...none }
  const out: ParsedFindings = { findings: [], invalid: 0, outOfScope: 0, unparsable: false, noList: false, ...none }
  const scale = scaleOf(list)
  for (const raw of list) {
    const known = knownKeys(raw, scale, ownCategory)
    const parsed = findingSchema.safeParse(known.value)
    if (!parsed.success) {
      out.invalid++
      continue
    }
    const scoped = withinOneHunk(parsed.data, patches, staged)
    if (!scoped) {
      out.outOfScope++
      continue
    }
    if (known.confidence === 'percent') out.confidencePercent++
    if (known.confidence === 'tenths') out.confidenceTenths++
    if (known.confidence === 'default') out.confidenceDefaulted++
    if (known.recategorised) out.recategorised++
    if (known.suggestionLeftOut || scoped.rangeCut) out.suggestionsLeftOut++
    if (scoped.narrowed) out.rangesNarrowed++
    // Later stages work on the real path, whichever form the specialist copied.
    const finding = { ...scoped.finding, path: patchOf(parsed.data, patches, staged)?.path ?? parsed.data.path }
    const shown: [number, number] = [finding.start_line ?? finding.line, finding.line]
    const note = noteOf(known, finding.confidence, scoped.rangeCut, scoped.narrowed && { from: scoped.narrowed.range, to: shown, how: scoped.narrowed.how })
    if (note) confidenceNotes.set(finding, note)
    out.findings.push(finding)
  }
  return out
}

/**
 * A finding in scope as written, or cut to its own line when only its range is not one GitHub takes
 * (starting in another hunk or on a line outside the diff): the finding stands at its line, as
 * publication anchors a range it cannot keep, and the note says which lines it named (`narrowed`,
 * how 'own-line'), as publication's comment says of its own cut. A range whose own line is outside the diff is
 * narrowed (`narrowed`), as publication narrows one: to its first line when that is in a hunk,
 * to its first changed line when it starts above a hunk it holds (narrow-range.ts). Dropping it
 * lost a finding on changed lines.
 * A suggestion replaces exactly the commented lines, so one written for the whole range is left out
 * (`rangeCut` names the range for the note).
 */
function withinOneHunk(
  finding: Finding,
  patches: readonly StagedPatch[],
  staged: readonly StagedPatch[],
): { finding: Finding; rangeCut?: [number, number]; narrowed?: { range: [number, number]; how: RangeShown } } | undefined {
  if (inScope(finding, patches, staged)) return { finding }
  if (finding.start_line === undefined) return undefined
  const { start_line: start, suggestion, ...line } = finding
  const range: [number, number] = [start, finding.line]
  const cut = (kept: Finding, how: RangeShown) => ({
    finding: kept,
    ...(suggestion === undefined ? {} : { rangeCut: range }),
    // A backwards range (start after line) named no lines: nothing more to say than its line.
    ...(start < finding.line ? { narrowed: { range, how } } : {}),
  })
  if (inScope(line, patches, staged)) return cut(line, 'own-line')
  const map = patchOf(finding, patches, staged)?.lineMap
  const narrowed = map && narrowedRange(map, finding.side ?? 'RIGHT', start, finding.line)
  return narrowed ? cut({ ...line, line: narrowed.line }, narrowed.how) : undefined
}

const FINDING_KEYS = new Set(Object.keys(findingSchema.shape))

/** A decimal, alone or out of an explicit scale: `0.3`, `30%`, `8/10`, `85/100`, `4/5`, `1/2`. */
const DECIMAL = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(?:(%)|\/\s*(\d+(?:\.\d+)?))?\s*$/

/** How a finding's written confidence was read: as given, on the answer's scale, or replaced by the default. */
type ConfidenceReading = { value: number; read: 'as-given' | 'percent' | 'tenths' } | { value: undefined; read: 'default' | 'absent' }

/** The scale a bare number (none written out) is out of: 1, 10 or 100. */
type Scale = 1 | 10 | 100

/**
 * A written confidence as a number and the scale it wrote out (`%` is 100, `/10`, `/5`, any `/d`);
 * undefined when it is no number. A model on a five-point scale writes "4/5", one unsure "1/2":
 * each is a scale as plain as "8/10", and read as no number it took the 0.8 default.
 */
function writtenNumber(value: unknown): { n: number; outOf?: number } | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? { n: value } : undefined
  const match = typeof value === 'string' ? DECIMAL.exec(value) : undefined
  if (!match) return undefined
  const n = Number(match[1])
  if (match[2] === '%') return { n, outOf: 100 }
  if (match[3] === undefined) return { n }
  const outOf = Number(match[3])
  return outOf > 0 ? { n, outOf } : undefined
}

/**
 * The scale of one answer, from its largest bare confidence within [0, 100].
 * A lone number between 1 and 100 is ambiguous (8 is 8 of 10 or 8 %), and the
 * two readings route to opposite ends; the answer's other numbers settle it:
 * a model on a percent scale writes some above 10 (the prompt's 0.9, 0.6 and
 * 0.3 become 90, 60, 30), one on a ten-point scale none.
 */
function scaleOf(list: readonly unknown[]): Scale {
  let largest = 0
  for (const raw of list) {
    const written = raw && typeof raw === 'object' ? writtenNumber((raw as { confidence?: unknown }).confidence) : undefined
    if (written && written.outOf === undefined && written.n <= 100) largest = Math.max(largest, written.n)
  }
  return largest > 10 ? 100 : largest > 1 ? 10 : 1
}

/**
 * A confidence as a number in [0, 1]. Models drift to writing it as a
 * string ("0.3", "35%"), as a percentage (85, "85") or on a ten-point scale
 * (8): each is read as the number it says, or a hunch would be taken at the
 * default (the auto-comment threshold), or a strong finding read as a few
 * percent and dropped. A whole number is read on the answer's scale (`1` is
 * 1 % beside 85, a tenth beside 8); a fraction below 1 is a fraction on any
 * scale. Anything else (negative, above 100, not a number) takes the
 * default, and is counted.
 */
function confidenceOf(value: unknown, scale: Scale): ConfidenceReading {
  if (value === undefined || value === null) return { value: undefined, read: 'absent' }
  const written = writtenNumber(value)
  if (!written || written.n < 0 || written.n > (written.outOf ?? 100)) return { value: undefined, read: 'default' }
  // A scale the model wrote ("30%", "8/10") is no guess: read as it says.
  if (written.outOf !== undefined) return { value: Math.round((written.n / written.outOf) * 10_000) / 10_000, read: 'as-given' }
  if (scale === 1 || written.n < 1) return { value: written.n, read: 'as-given' }
  return { value: Math.round((written.n / scale) * 10_000) / 10_000, read: scale === 100 ? 'percent' : 'tenths' }
}

/** The schema's bounds on a finding's texts: one over them is shortened (marked …), not the finding lost. */
const TEXT_MAX: Record<string, number> = { title: 200, body: 8000, evidence: 4000 }

/** The longest title taken from a finding's body when the model left its own blank. */
const TITLE_FROM_BODY = 80

/**
 * A model's drift in a finding's words, undone before the schema reads them: an enum written
 * capitalised or spaced ("High", "code quality", "right"), a line number written as a string
 * ("12"), a title, body or evidence over its bound. Read strictly, such a finding was counted
 * invalid and its review lost. A suggestion is replacement code and is never cut; a blank title,
 * body or evidence is left blank, for knownKeys and the schema to judge; any other value is left
 * for the schema to judge.
 */
function drift(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value
  if (key === 'severity' || key === 'category')
    return value
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
  if (key === 'side') return value.trim().toUpperCase()
  if ((key === 'line' || key === 'start_line') && /^\s*\d+\s*$/.test(value)) return Number(value)
  if (key in TEXT_MAX && value.trim() === '') return ''
  return cut(value, TEXT_MAX[key])
}

function cut(value: string, max: number | undefined): string {
  return max !== undefined && value.length > max ? `${value.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '')}…` : value
}

/**
 * A blank title (whitespace only, which rendered as an empty bold title) is the body's first line of
 * prose: outside code fences (a fence line or the code in it made a title of "```ts"), without the
 * marks of a heading, quote, list item or emphasis (shown as such in a bold title), cut at a word.
 * A body of code alone gives its first line of code.
 */
function titleFromBody(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined
  let fence: string | undefined
  let code: string | undefined
  for (const line of body.split(/\r?\n/)) {
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence === undefined && opener) fence = opener
    else if (fence !== undefined && opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = undefined
    else if (fence !== undefined) code ??= line.trim() || undefined
    else {
      const prose = line
        .replace(/^\s*(?:(?:#{1,6}|>|[-*+]|\d{1,9}[.)])\s+|>)*/, '')
        .replace(/(\*\*|__)(.+?)\1/g, '$2')
        .trim()
      if (prose !== '') return atWord(prose, TITLE_FROM_BODY)
    }
  }
  return code === undefined ? undefined : atWord(code, TITLE_FROM_BODY)
}

/** At most `max` characters, cut after the last whole word when one ends past half of it (else between characters), marked …. */
function atWord(text: string, max: number): string {
  if (text.length <= max) return text
  const head = text.slice(0, max - 1)
  const space = head.lastIndexOf(' ', max - 1)
  const kept = space > max / 2 ? head.slice(0, space) : head.replace(/[\uD800-\uDBFF]$/, '')
  return `${kept.trimEnd()}…`
}

/**
 * Models add keys of their own (rule, tags); they are dropped, the rest must
 * still validate. A confidence that cannot be read is dropped too (the
 * default then applies) rather than costing the whole finding.
 */
function knownKeys(
  raw: unknown,
  scale: Scale,
  ownCategory?: string,
): { value: unknown; confidence: ConfidenceReading['read']; written?: unknown; recategorised?: boolean; suggestionLeftOut?: boolean } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { value: raw, confidence: 'absent' }
  const written = (raw as { confidence?: unknown }).confidence
  const reading = confidenceOf(written, scale)
  const entries = Object.entries(raw)
    .filter(([k]) => FINDING_KEYS.has(k) && k !== 'confidence')
    .map(([k, v]) => [k, drift(k, v)] as const)
  const value: Record<string, unknown> = Object.fromEntries(reading.value === undefined ? entries : [...entries, ['confidence', reading.value]])
  if (value.title === '') value.title = titleFromBody(value.body) ?? ''
  // A range written in the line ("12-14", as a model writes a span) is the range, read only when it is no other number.
  const range = typeof value.line === 'string' && value.start_line === undefined ? LINE_RANGE.exec(value.line) : null
  if (range && Number(range[1]) <= Number(range[2])) {
    value.line = Number(range[2])
    if (range[1] !== range[2]) value.start_line = Number(range[1])
  }
  // The specialist's own subject, not a lost finding: "injection" from the security specialist is security. A word that
  // names a security subject is security from any specialist: filed as correctness it lost the always-escalate route.
  // A word naming a category ("security issue", "performance regression") is that category, from any specialist.
  const refiled = typeof value.category === 'string' && !CATEGORIES.has(value.category) ? refiledCategory(value.category, ownCategory) : undefined
  const recategorised = refiled !== undefined
  if (refiled !== undefined) value.category = refiled
  // Half a replacement would replace the lines with broken code; without it the finding still stands.
  const suggestionLeftOut = typeof value.suggestion === 'string' && value.suggestion.length > SUGGESTION_MAX
  if (suggestionLeftOut) delete value.suggestion
  return { value, confidence: reading.read, written, ...(recategorised ? { recategorised } : {}), ...(suggestionLeftOut ? { suggestionLeftOut } : {}) }
}

const CATEGORIES: ReadonlySet<string> = new Set(FINDING_CATEGORIES)

/**
 * A category word (after drift: lower case, hyphens) that names a security subject. Words are parted by
 * anything but a letter or digit: a model writes a category as a path or a label ("security/xss",
 * "perf: n+1") as often as spaced, and read by hyphens alone "security/xss" was no security word.
 */
const SECURITY_WORD =
  /(?:^|[^a-z0-9])(?:injection|sqli|xss|csrf|ssrf|xxe|rce|vulnerabilit(?:y|ies)|vuln|auth|authn|authz|authentication|authorization|secrets?|credentials?|crypto|cryptography|path-traversal|traversal|exploit|cwe|owasp)(?:[^a-z0-9]|$)/

/**
 * A category of the registry (kebab-case words) named as a whole word of the model's category (after drift), longest first so
 * "code-quality-smell" is code-quality: derived, so a category added to the registry is read here too.
 */
const NAMED_CATEGORY = new RegExp(`(?:^|[^a-z0-9])(${[...FINDING_CATEGORIES].sort((a, b) => b.length - a.length).join('|')})(?:[^a-z0-9]|$)`)

/**
 * Security first (a subject or the category's own name: it escalates), then a category the word names, then the specialist's own.
 * The security specialist's finding stays security: "performance-dos" or "correctness/toctou-race" is its subject in another
 * category's words, and filed there on a word it lost the always-escalate route it had.
 */
function refiledCategory(category: string, ownCategory: string | undefined): string | undefined {
  const named = NAMED_CATEGORY.exec(category)?.[1]
  if (named === 'security' || SECURITY_WORD.test(category) || ownCategory === 'security') return 'security'
  return named ?? ownCategory
}

/** A line range written as the line: first and last, joined by a hyphen or a dash. */
const LINE_RANGE = /^\s*(\d+)\s*[-\u2013\u2014]\s*(\d+)\s*$/

/** The schema's bound on a suggestion (findingSchema). */
const SUGGESTION_MAX = 4000

/**
 * What the parser did to a finding's written confidence (and a suggestion it left out), by the finding
 * object it returned (kept through dedupe and the verifier, which pass the
 * same object on). The route reason says it, so the review shows why a
 * finding routed as it did, and the finding schema stays the model's.
 */
const confidenceNotes = new WeakMap<Finding, string>()

export function confidenceNoteOf(finding: Finding): string | undefined {
  return confidenceNotes.get(finding)
}

function noteOf(
  known: ReturnType<typeof knownKeys>,
  confidence: number | undefined,
  rangeCut?: [number, number],
  narrowed?: { from: [number, number]; to: [number, number]; how: RangeShown },
): string | undefined {
  const notes: string[] = []
  if ((known.confidence === 'percent' || known.confidence === 'tenths') && confidence !== undefined)
    notes.push(scaleNote(String(known.written).trim(), confidence, known.confidence))
  if (known.confidence === 'default') notes.push(DEFAULTED_NOTE)
  if (known.suggestionLeftOut) notes.push(suggestionLeftOutNote(SUGGESTION_MAX))
  if (narrowed) notes.push(rangeNarrowedNote(narrowed.from, narrowed.to, narrowed.how))
  if (rangeCut) notes.push(suggestionRangeNote(rangeCut[0], rangeCut[1], narrowed?.to))
  // Joined as the route reason's parts are, each read back on its own (route-note.ts).
  return notes.length > 0 ? notes.join('; ') : undefined
}

const RANK = { critical: 4, high: 3, medium: 2, low: 1, info: 0 } as const

/**
 * One candidate per trusted id: when specialists agree on path, side, anchor
 * and category, the more severe report is kept and both are credited. Two
 * specialists who report one problem a line apart (the same path, side and
 * category, lines adjacent or overlapping, the same title but for case and
 * punctuation) get different ids, yet it is one finding: merged the same way,
 * the more severe report's anchor and id kept. One specialist's two reports
 * stay two (it listed them apart), and so does anything further or worded otherwise.
 * `patchOfPath` gives the staged patch text a fingerprint reads its anchor from.
 */
export function dedupe(
  reports: readonly { specialist: string; findings: readonly Finding[] }[],
  patchOfPath: (path: string) => string | StagedPatchText | undefined = () => undefined,
): { candidates: Candidate[]; duplicates: number } {
  const byId = new Map<string, Candidate>()
  let duplicates = 0
  for (const { specialist, findings } of reports) {
    for (const finding of findings) {
      const id = findingId(finding, patchOfPath(finding.path))
      const existing = byId.get(id)
      if (!existing) {
        byId.set(id, { key: '', id, finding, specialists: [specialist] })
        continue
      }
      duplicates++
      if (!existing.specialists.includes(specialist)) existing.specialists.push(specialist)
      if (RANK[finding.severity] > RANK[existing.finding.severity]) existing.finding = finding
    }
  }
  const kept = mergeNear([...byId.values()])
  duplicates += byId.size - kept.length
  const candidates = kept.map((c, i) => ({ ...c, key: String(i) }))
  return { candidates, duplicates }
}

/**
 * Near-duplicates, merged once every report is in: a specialist's report is
 * matched against its own other reports too (a merge never joins two of them),
 * and the candidates are taken in the order of their place in the diff, so
 * neither the specialists' order nor which report came first decides what is
 * merged or which anchor and id remain (an equally severe pair keeps the
 * earlier line's: the same fingerprint on every run of the same answers).
 */
function mergeNear(candidates: Candidate[]): Candidate[] {
  const ordered = [...candidates].sort(byPlace)
  const merged = new Set<Candidate>()
  for (const [i, into] of ordered.entries()) {
    if (merged.has(into)) continue
    for (const other of ordered.slice(i + 1)) {
      if (merged.has(other) || other.specialists.some((s) => into.specialists.includes(s)) || !nearDuplicate(into.finding, other.finding)) continue
      merged.add(other)
      into.specialists.push(...other.specialists)
      // A near-duplicate's anchor is another line: the id is the kept report's own.
      if (RANK[other.finding.severity] > RANK[into.finding.severity]) Object.assign(into, { finding: other.finding, id: other.id })
    }
  }
  return candidates.filter((c) => !merged.has(c))
}

function byPlace(a: Candidate, b: Candidate): number {
  const key = (c: Candidate): [string, string, number, number, string] => [
    c.finding.path,
    c.finding.side ?? 'RIGHT',
    c.finding.start_line ?? c.finding.line,
    c.finding.line,
    c.id,
  ]
  const [x, y] = [key(a), key(b)]
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as string | number) < (y[i] as string | number) ? -1 : 1
  return 0
}

/** Lines apart within which two reports' ranges count as one place (adjacent or overlapping). */
const NEAR_LINE = 1

function nearDuplicate(a: Finding, b: Finding): boolean {
  if (a.path !== b.path || (a.side ?? 'RIGHT') !== (b.side ?? 'RIGHT') || a.category !== b.category) return false
  const [aStart, bStart] = [a.start_line ?? a.line, b.start_line ?? b.line]
  if (aStart > b.line + NEAR_LINE || bStart > a.line + NEAR_LINE) return false
  const title = (t: string): string =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  return title(a.title) !== '' && title(a.title) === title(b.title)
}
