import type { Assessment, Disposition, Finding } from '../../../src/core/contracts/review-payload.js'
import type { CapReached, Exclusion } from '../../../src/core/contracts/review-index.js'
import { codeSpan } from '../../../src/core/text/code-span.js'
import { fenceFor, neutraliseMarkers, sanitiseInline, sanitiseMarkdown } from '../../../src/core/text/sanitise-outgoing.js'
import { makeBodyCutMarker, makeFindingMarker } from '../../../src/core/contracts/markers.js'
import { MENTION_HANDLE } from '../../../src/core/contracts/logins.js'
import { SEVERITY_BADGE } from '../../../src/core/publication/severity-badge.js'
import { truncateUnits } from '../../../src/core/text/cut.js'
import { routeNotesIn, withoutRangeNote } from '../../../src/core/policy/route-note.js'
import type { FindingTests } from '../../../src/core/contracts/test-verdicts.js'
import type { RunConfig } from '../../../src/core/contracts/run-config.js'

/**
 * Markdown for the GitHub review: one inline comment per anchored finding and
 * one body. GitHub rejects a body over 65,536 characters; we count UTF-16 code
 * units (never fewer than GitHub's characters), drop whole entries from the
 * end with a note, and never cut the run marker or a surrogate pair.
 */
export const GITHUB_BODY_LIMIT = 65_536

export { truncateUnits }

export interface PlacedFinding extends Omit<Finding, 'confidence'>, Assessment {
  id: string
  /** What the team's tests showed (trusted verdict, quoted test names and excerpts). */
  tests?: FindingTests
  /** `none`: routed to drop, only counted. */
  placement: 'inline' | 'body' | 'none'
  /** Why a finding is in the body instead of inline. */
  reason?: string
  /** The comment is on other lines than the suggestion was written for (a range cut to one line, a moved finding). */
  suggestionAsCode?: true
  /** The suggestion holds `\uXXXX` text on a file whose hidden characters agents read so (escaped-suggestion.ts). */
  suggestionEscaped?: true
  /** The suggestion covers a line the reviewers read cut short by a byte bound (cut-suggestion.ts). */
  suggestionCut?: true
  /** The lines the finding named (start_line, line), when it is shown on fewer: GitHub takes a range only inside one hunk. */
  rangeNarrowed?: [number, number]
  /** Placed in the body, but GitHub's body limit left it out (set by assemble from the rendering). */
  bodyCut?: true
}

const BADGE = SEVERITY_BADGE

/** Code from a model or the pull request (evidence, test output, suggestions): shown as written, except that no marker survives. */
function codeBlock(text: string, language = ''): string {
  const code = neutraliseMarkers(text)
  const fence = fenceFor(code)
  return `${fence}${language}\n${code}\n${fence}`
}

/**
 * Accepting a suggestion replaces the commented lines with the block's lines exactly: a final
 * newline would add a blank line, and an empty block (not one blank line) deletes the lines.
 */
function suggestionBlock(text: string): string {
  if (text === '') return '```suggestion\n```'
  return codeBlock(text.replace(/\r?\n$/, ''), 'suggestion')
}

/** A suggestion copied from escaped text: shown as code, and the reader told what applying it as written would do. */
const ESCAPED_NOTE =
  '<sub>Suggested code, not offered as a suggestion: this file has hidden characters (bidi controls, zero-width or tag characters) that reviewers read as `\\uXXXX` escapes, and applying this text as written would put the escape text in the code in their place.</sub>'

/** A suggestion on a line the byte bound cut: shown as code, and the reader told what applying it would do. */
const CUT_NOTE =
  '<sub>Suggested code, not offered as a suggestion: the reviewers read only the start of this line (its patch was cut short by a byte bound), and applying this text would replace the whole line, deleting the rest of it.</sub>'

/** A suggestion whose marker-like text the review breaks (codeBlock): applied, it would write that break into the code. */
const MARKER_NOTE =
  '<sub>Suggested code, not offered as a suggestion: it holds text that reads as a Harbourmaster marker, which this review breaks with a zero-width space, and applying it would write that hidden character into the code.</sub>'

/** A suggestion on removed lines: GitHub applies suggestions to the new file only, so it is code to read. */
const REMOVED_NOTE =
  '<sub>Suggested code, not offered as a suggestion: this comment is on removed lines, and GitHub applies a suggestion to the new version of the file only.</sub>'

/** A suggestion written for other lines than the comment covers (a range narrowed or cut to its line, a finding moved to the team's line). */
function otherLinesNote(f: PlacedFinding): string {
  const written = f.rangeNarrowed ? `lines ${f.rangeNarrowed[0]}-${f.rangeNarrowed[1]}` : 'other lines than this comment covers'
  return `<sub>Suggested code, not offered as a suggestion: it was written for ${written}, and applying it here would replace the commented lines with all of it.</sub>`
}

export type HeldBack = 'removed-code' | 'escaped' | 'cut-line' | 'other-lines' | 'marker-text'

/**
 * Why a suggestion is shown as code under a note rather than offered one-click, if it is: counted
 * on the `published` line, so a withheld suggestion is named in telemetry too, never only in the comment.
 */
export function suggestionHeldBack(f: PlacedFinding): HeldBack | undefined {
  if (f.suggestion === undefined) return undefined
  if ((f.side ?? 'RIGHT') !== 'RIGHT') return 'removed-code'
  if (f.suggestionEscaped) return 'escaped'
  if (f.suggestionCut) return 'cut-line'
  if (f.suggestionAsCode) return 'other-lines'
  return neutraliseMarkers(f.suggestion) !== f.suggestion ? 'marker-text' : undefined
}

function heldBackNote(f: PlacedFinding, why: HeldBack): string {
  if (why === 'removed-code') return REMOVED_NOTE
  if (why === 'escaped') return ESCAPED_NOTE
  if (why === 'cut-line') return CUT_NOTE
  if (why === 'other-lines') return otherLinesNote(f)
  return MARKER_NOTE
}

/** What a reader of a narrowed range should know: the finding is about more lines than the comment covers. */
function narrowedLine(f: PlacedFinding): string | undefined {
  if (!f.rangeNarrowed) return undefined
  const shown = f.start_line !== undefined && f.start_line !== f.line ? `lines ${f.start_line}-${f.line}` : `line ${f.line}`
  return `<sub>This finding named lines ${f.rangeNarrowed[0]}-${f.rangeNarrowed[1]}, which GitHub cannot take as one comment (not all in one hunk of the diff); it is shown on ${shown}.</sub>`
}

/** Test evidence inside the collapsed evidence block: the verdict, why, and each test with its failure excerpt. */
export function renderTestEvidence(tests: FindingTests): string {
  const lines = [`**Tests: ${tests.verdict}** — ${sanitiseInline(tests.reason)}`]
  for (const t of tests.tests) {
    lines.push('', `- ${codeSpan(t.id)} ${t.status}${t.failsOnBase ? ' (also on the base commit)' : ''}`)
    if (t.excerpt) lines.push('', codeBlock(t.excerpt))
  }
  return lines.join('\n')
}

function evidenceBlock(finding: PlacedFinding): string {
  const tests = finding.tests && finding.tests.verdict !== 'not-applicable' ? `\n\n${renderTestEvidence(finding.tests)}` : ''
  return `<details><summary>Evidence</summary>\n\n${codeBlock(finding.evidence)}${tests}\n\n</details>`
}

/** `instance`: the run's (from its run marker), carried in the finding marker so only its own instance re-checks the thread. */
export function renderInlineComment(finding: PlacedFinding, instance?: string): string {
  const note = routeNotesIn(reasonShown(finding, finding.route_reason))
  const parts = [
    `**${BADGE[finding.severity]}** · ${finding.category} · **${sanitiseInline(finding.title)}**`,
    sanitiseMarkdown(finding.body),
    // Only when the route rests on something the reader should know: a confidence the parser changed, or no verdict checked it.
    ...(note ? [`<sub>${confidenceLine(finding)} — ${sanitiseInline(note)}</sub>`] : []),
    ...(finding.rangeNarrowed ? [narrowedLine(finding) as string] : []),
    evidenceBlock(finding),
  ]
  if (finding.suggestion !== undefined) {
    // GitHub applies suggestions to the new file only, to exactly the commented lines; otherwise it is code, and the reader is told why.
    const held = suggestionHeldBack(finding)
    if (held === undefined) parts.push(suggestionBlock(finding.suggestion))
    else parts.push(heldBackNote(finding, held), codeBlock(finding.suggestion))
  }
  parts.push(makeFindingMarker(finding.id, { category: finding.category, side: finding.side ?? 'RIGHT' }, instance))
  return parts.join('\n\n')
}

function location(finding: Finding): string {
  const range = finding.start_line !== undefined && finding.start_line !== finding.line ? `${finding.start_line}-${finding.line}` : `${finding.line}`
  const side = (finding.side ?? 'RIGHT') === 'LEFT' ? ' (removed code)' : ''
  return `${codeSpan(`${finding.path}:${range}`)}${side}`
}

/** Confidence before → after, verdict: the numbers routing used, from trusted code. */
export function confidenceLine(finding: Pick<PlacedFinding, 'confidence' | 'confidence_after' | 'verdict'>): string {
  return `confidence ${finding.confidence.toFixed(2)} → ${finding.confidence_after.toFixed(2)} (${finding.verdict})`
}

/** Why an entry is in the body, and the confidence note when the reason is not the route's (which already carries it). */
function entryReason(finding: PlacedFinding): string | undefined {
  const note = routeNotesIn(reasonShown(finding, finding.route_reason))
  const reason = finding.reason === undefined ? undefined : reasonShown(finding, finding.reason) || undefined
  if (!note || finding.reason === finding.route_reason) return reason
  return reason ? `${reason}; ${note}` : note
}

/**
 * A reason as shown beside a finding: without the parser's note of a narrowed range when the
 * finding's own line (narrowedLine) names the range, as when the editor sent the whole range again.
 */
function reasonShown(finding: PlacedFinding, reason: string): string {
  return finding.rangeNarrowed ? withoutRangeNote(reason) : reason
}

function bodyFindingEntry(finding: PlacedFinding): string {
  const reason = entryReason(finding)
  const lines = [
    `#### ${BADGE[finding.severity]} · ${finding.category} · ${sanitiseInline(finding.title)}`,
    `${location(finding)} · ${confidenceLine(finding)}${reason ? ` — ${sanitiseInline(reason)}` : ''}`,
    '',
    sanitiseMarkdown(finding.body),
    ...(finding.rangeNarrowed ? ['', narrowedLine(finding) as string] : []),
  ]
  if (finding.tests && finding.tests.verdict !== 'not-applicable') lines.push('', evidenceBlock(finding))
  if (finding.suggestion !== undefined) lines.push(...(finding.suggestionEscaped ? ['', ESCAPED_NOTE] : []), '', codeBlock(finding.suggestion))
  lines.push('', makeFindingMarker(finding.id))
  return lines.join('\n')
}

/** An earlier body-only finding on a file this push leaves alone (the run config's `ledger.inBody`). */
export type StillOpen = NonNullable<NonNullable<RunConfig['ledger']>['inBody']>[number]

/** The body section of earlier findings carried, not raised again (the eval tells them from this review's own: eval/lib/posted-findings.ts). */
export const STILL_OPEN_HEADING = '### Still open from earlier reviews'

/** Rendered as a body finding is (heading, location, marker), so the next push reads it back (src/context/open-in-body.ts). */
function stillOpenEntry(entry: StillOpen): string {
  const range = entry.startLine !== undefined && entry.startLine !== entry.line ? `${entry.startLine}-${entry.line}` : `${entry.line}`
  const side = entry.side === 'LEFT' ? ' (removed code)' : ''
  const since =
    entry.leftOutBy === undefined
      ? 'the file has not changed since'
      : `${entry.changeUnknown ? 'whether the file changed since is not known (the history was rewritten), and' : 'the file changed since, but'} this review left it out (${sanitiseInline(entry.leftOutBy)}), so it was not checked again and its line may have moved`
  return [
    `#### ${BADGE[entry.severity]} · ${entry.category} · ${sanitiseInline(entry.title)}`,
    `${codeSpan(`${entry.path}:${range}`)}${side} · listed in the review of ${codeSpan(entry.since.slice(0, 7))}; ${since}`,
    '',
    ...(entry.blocksAt !== undefined ? [blocksSentence(entry.blocksAt), ''] : []),
    makeFindingMarker(entry.id),
  ].join('\n')
}

/**
 * A gating run counts a carried body finding at or above blocking-severity as it counts an open
 * thread: the entry says so, and what ends it, since it has no thread to resolve.
 */
function blocksSentence(blockingSeverity: string): string {
  return (
    `**Blocks this pull request** (at or above blocking-severity ${codeSpan(blockingSeverity)}, as an open thread would): ` +
    'it has no thread to resolve, and no review has read its file again since it was listed. It clears when a review reads the file ' +
    'again and does not raise it: a later push whose review reaches the file (it is tried again on every push), or a full review.'
  )
}

export interface BodyInput {
  summary: string
  findings: readonly PlacedFinding[]
  dispositions: readonly Disposition[]
  exclusions: readonly Exclusion[]
  caps: readonly CapReached[]
  marker: string
  notes: readonly string[]
  /** Trusted handles (from the base commit's config) named above the escalated findings. */
  mentions?: readonly string[]
  stillOpen?: readonly StillOpen[]
  limit?: number
}

export interface RenderedBody {
  body: string
  /** Entries left out to stay under the limit, by kind. */
  omitted: { findings: number; dispositions: number; exclusions: number }
  /** This review's findings the body lists (escalated and not anchored; earlier ones still open are not counted). */
  listed: number
  /** Ids of this review's findings left out to stay under the limit. */
  cut: string[]
}

interface Section {
  kind: keyof RenderedBody['omitted']
  heading: string
  /** Always shown after the heading when the section has entries (counts, an opening tag). */
  lead?: string
  entries: string[]
  joiner: string
  /** Closes what the lead opened; room for it is kept while entries are added. */
  close?: string
  /** Entries are this review's findings (counted in `listed`), with their ids in entry order. */
  own?: true
  ids?: readonly string[]
}

/**
 * Files not reviewed, grouped by reason with counts, the list folded in a
 * <details> block: on a pull request with thousands of generated files the
 * body would otherwise open with hundreds of lines repeating one reason.
 * The job summary keeps the complete list.
 */
function exclusionsSection(exclusions: readonly Exclusion[]): Section {
  const groups = new Map<string, Exclusion[]>()
  for (const e of exclusions) {
    const key = `${e.reason}\u0000${e.rule}`
    groups.set(key, [...(groups.get(key) ?? []), e])
  }
  const ordered = [...groups.values()].sort((a, b) => b.length - a.length)
  const label = (e: Exclusion): string => `${sanitiseInline(e.reason)} (${codeSpan(e.rule)})`
  const counts = ordered.map((g) => `${label(g[0] as Exclusion)}: ${g.length}`).join(' · ')
  const entries: string[] = []
  for (const group of ordered) {
    group.forEach((e, i) => {
      const item = `- ${codeSpan(e.path)}`
      // A blank line before each group's title, so it does not continue the previous list.
      entries.push(i === 0 ? `${entries.length > 0 ? '\n' : ''}**${label(e)}**, ${group.length} file${group.length === 1 ? '' : 's'}:\n${item}` : item)
    })
  }
  return {
    kind: 'exclusions',
    heading: `### Files not reviewed (${exclusions.length})`,
    lead: `${counts}\n\n<details><summary>The ${exclusions.length} file${exclusions.length === 1 ? '' : 's'} by reason</summary>\n`,
    entries,
    joiner: '\n',
    close: '\n\n</details>',
  }
}

/** A note's and all notes' share of the body: like the marker, they are never left out for size, so they are bounded. */
const NOTE_MAX_UNITS = 1_000
const NOTES_MAX_UNITS = 8_000

function noteLines(notes: readonly string[]): string {
  const lines: string[] = []
  let used = 0
  for (const note of notes) {
    const text = sanitiseInline(note)
    const line = `> ${text.length > NOTE_MAX_UNITS ? `${truncateUnits(text, NOTE_MAX_UNITS - 1)}…` : text}`
    if (used + line.length + 1 > NOTES_MAX_UNITS) {
      const rest = notes.length - lines.length
      lines.push(`> ${rest} more note${rest === 1 ? '' : 's'} left out to stay within GitHub's size limit.`)
      break
    }
    lines.push(line)
    used += line.length + 1
  }
  return lines.join('\n')
}

export function renderReviewBody(input: BodyInput): RenderedBody {
  const limit = input.limit ?? GITHUB_BODY_LIMIT
  const inline = input.findings.filter((f) => f.placement === 'inline').length
  const escalated = input.findings.filter((f) => f.placement === 'body' && f.route === 'escalate')
  const unanchored = input.findings.filter((f) => f.placement === 'body' && f.route !== 'escalate')
  const dropped = input.findings.filter((f) => f.placement === 'none').length
  const shown = input.findings.length - dropped
  const head = [
    '## Harbourmaster review',
    '',
    `${shown} finding${shown === 1 ? '' : 's'}: ${inline} inline, ${escalated.length} for a human look, ${unanchored.length} not anchored; ${dropped} dropped below the confidence floor.`,
    '',
  ].join('\n')
  // Mentions come from the base commit's configuration (trusted), so they are not neutralised like model text.
  const mentions = (input.mentions ?? []).filter((m) => MENTION_HANDLE.test(m))
  const escalationHeading = `### Needs a human look${mentions.length > 0 ? `\n\ncc ${mentions.join(' ')}` : ''}`
  const sections: Section[] = [
    { kind: 'findings', heading: escalationHeading, entries: escalated.map(bodyFindingEntry), joiner: '\n\n', own: true, ids: escalated.map((f) => f.id) },
    {
      kind: 'findings',
      heading: '### Findings not anchored in the diff',
      entries: unanchored.map(bodyFindingEntry),
      joiner: '\n\n',
      own: true,
      ids: unanchored.map((f) => f.id),
    },
    { kind: 'findings', heading: STILL_OPEN_HEADING, entries: (input.stillOpen ?? []).map(stillOpenEntry), joiner: '\n\n' },
    {
      kind: 'dispositions',
      heading: '### Earlier findings',
      entries: input.dispositions.map((d) => `- \`${d.finding_id}\` — **${d.status}**: ${sanitiseInline(d.note)}`),
      joiner: '\n',
    },
    exclusionsSection(input.exclusions),
  ]
  const notes = noteLines(input.notes)
  const tail = (omitted: RenderedBody['omitted']): string => {
    const total = omitted.findings + omitted.dispositions + omitted.exclusions
    const trimmed =
      total > 0
        ? `\n\n> ${total} entr${total === 1 ? 'y' : 'ies'} left out to stay within GitHub's size limit (${omitted.findings} findings, ${omitted.dispositions} dispositions, ${omitted.exclusions} skipped files); the workflow run's job summary lists the findings and dispositions, and its log has one line per skipped file.`
        : ''
    return `${notes ? `\n\n${notes}` : ''}${trimmed}\n\n${input.marker}\n`
  }
  // The limits a run reached say what the review could not cover; like the tail, they are never
  // left out for size (a handful of lines), so they follow the summary with their room reserved.
  const caps =
    input.caps.length > 0
      ? `\n\n### Limits reached\n\n${input.caps.map((c) => `- ${truncateUnits(sanitiseInline(c.cap), 100)} (${c.limit}): ${truncateUnits(sanitiseInline(c.detail), 500)}`).join('\n')}`
      : ''
  // Reserve room for the worst-case tail and cut line so the marker always fits.
  const worstTail = tail({ findings: 99_999, dispositions: 99_999, exclusions: 99_999 }).length + cutLimit(99_999, caps !== '', limit).length
  const summaryRoom = Math.max(0, limit - worstTail - caps.length - head.length - 2)
  const top = head + truncateUnits(sanitiseMarkdown(input.summary), summaryRoom) + caps
  let body = top
  const omitted = { findings: 0, dispositions: 0, exclusions: 0 }
  let listed = 0
  const cut: string[] = []
  let full = false
  for (const section of sections) {
    if (section.entries.length === 0) continue
    const heading = `\n\n${section.heading}\n${section.lead ? `\n${section.lead}` : ''}`
    const close = section.close ?? ''
    let added = 0
    for (const [index, entry] of section.entries.entries()) {
      const piece = added === 0 ? `${heading}\n${entry}` : `${section.joiner}${entry}`
      if (!full && body.length + piece.length + close.length + worstTail <= limit) {
        body += piece
        added++
        if (section.own) listed++
      } else {
        full = true
        omitted[section.kind]++
        const id = section.ids?.[index]
        if (id !== undefined) cut.push(id)
      }
    }
    if (added > 0) body += close
  }
  // A finding cut from the body is one the next push cannot read back (src/context/body-cut.ts): named with the limits.
  return { body: top + cutLimit(omitted.findings, caps !== '', limit) + body.slice(top.length) + tail(omitted), omitted, listed, cut }
}

/**
 * The limits line for body-only findings the size limit cut: this body is the only memory of
 * findings listed in it alone, so the next push cannot carry them and says it lost them.
 */
function cutLimit(findings: number, afterCaps: boolean, limit: number): string {
  if (findings === 0) return ''
  const line =
    `- review body size (${limit}): ${findings} body-only finding(s) left out of this body; the job summary and the SARIF file list them, ` +
    `but the next push cannot carry them from this review, so it reports them as lost unless it reviews their files again ${makeBodyCutMarker(findings)}`
  return afterCaps ? `\n${line}` : `\n\n### Limits reached\n\n${line}`
}
