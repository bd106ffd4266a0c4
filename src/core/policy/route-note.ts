import { DEFAULT_CONFIDENCE } from './routing.js'
import type { NarrowedHow } from '../diff/narrow-range.js'

/**
 * What a reader of a finding should know about the numbers that routed it,
 * as sentences its route reason carries: the trusted parser read the
 * specialist's confidence as a percentage or replaced it by the default, or
 * left out its suggestion (plugins/lib/reviewers/findings.ts), or the verifier gave it no verdict
 * (plugins/lib/reviewers/verifier.ts), so the finding stands on the
 * specialist's word alone. Publication reads them back from the route
 * reason, which travels through assessments.json and saved records, so an
 * inline comment and a body entry say them as an escalated entry does. One
 * file writes and reads the sentences.
 */
const CONFIDENCE_LEAD = "the specialist's confidence"
const SUGGESTION_LEAD = "the specialist's suggested change"
const UNVERIFIED_LEAD = 'not verified'
const RANGE_LEAD = "the specialist's range"

/**
 * `written` is the value as the model wrote it: only digits and a point reach here (the parser's pattern).
 * `scale`: the answer's largest confidence was above 10 (percent) or above 1 and at most 10 (tenths).
 */
export function scaleNote(written: string, read: number, scale: 'percent' | 'tenths'): string {
  const how = scale === 'percent' ? 'as a percentage' : 'on a ten-point scale'
  return `${CONFIDENCE_LEAD} was written as ${written}, read ${how} (${read})`
}

/** The written value is model text: not quoted, only said to be unreadable. */
export const DEFAULTED_NOTE = `${CONFIDENCE_LEAD} could not be read (not a number from 0 to 1, out of 10 or a percentage up to 100), so the default ${DEFAULT_CONFIDENCE} was used`

/**
 * The parser kept a finding without its suggestion, which was over the schema's bound (replacement
 * code is never cut): the reader should know a fix was offered and not shown, not only telemetry.
 */
export function suggestionLeftOutNote(max: number): string {
  return `${SUGGESTION_LEAD} was left out: it was over ${max.toLocaleString('en-US')} characters`
}

/**
 * The parser kept a finding at its line without the range the specialist gave (it started in another
 * hunk or outside the diff, so GitHub cannot take it as one comment), and without its suggestion,
 * written for the whole range: accepted on the one line, it would replace that line with all of it.
 * `shown`: the lines the finding is shown on, when a range was narrowed (narrow-range.ts).
 */
export function suggestionRangeNote(start: number, line: number, shown: readonly [number, number] = [line, line]): string {
  const where = shown[0] === shown[1] ? `at line ${shown[1]} alone` : `on lines ${shown[0]}-${shown[1]}`
  return `${SUGGESTION_LEAD} was left out: it replaced lines ${start}-${line}, which are not one range of the diff, and the finding is shown ${where}`
}

/** `why`: trusted code's reason the candidate has no verdict (a failed verifier, no verdict for it). */
export function unverifiedNote(why: string): string {
  const note = why.startsWith(UNVERIFIED_LEAD) ? why : `${UNVERIFIED_LEAD}: ${why}`
  // The route reason's parts are joined by "; ": one inside a note would cut it when read back.
  return note.replaceAll('; ', ', ')
}

/** The notes a route reason carries (its parts are joined by "; "), joined again, or undefined. */
export function routeNotesIn(routeReason: string): string | undefined {
  const notes = routeReason
    .split('; ')
    .filter((part) => part.startsWith(CONFIDENCE_LEAD) || part.startsWith(SUGGESTION_LEAD) || part.startsWith(UNVERIFIED_LEAD) || part.startsWith(RANGE_LEAD))
  return notes.length > 0 ? notes.join('; ') : undefined
}

/** Where a range GitHub cannot take is shown: narrowed (narrow-range.ts), or cut to its own line (a range across hunks or from above one into it). */
export type RangeShown = NarrowedHow | 'own-line'

/**
 * The parser narrowed a range that ran past the end of its hunk to its first line, or to its first
 * changed line when it started above the hunk (src/core/diff/narrow-range.ts), or kept a range not
 * in one hunk at its own line: the reader should know the finding named more lines.
 */
export function rangeNarrowedNote(from: readonly [number, number], to: readonly [number, number], how: RangeShown = 'start'): string {
  const shown = to[0] === to[1] ? `line ${to[1]}` : `lines ${to[0]}-${to[1]}`
  if (how === 'own-line')
    return `${RANGE_LEAD} was lines ${from[0]}-${from[1]}, which GitHub cannot take as one comment (not all in one hunk of the diff), so the finding is shown on ${shown}, where it ends`
  const where = how === 'start' ? 'where it starts in the diff' : how === 'first-change' ? 'its first changed line' : 'its first line in the diff'
  return `${RANGE_LEAD} was lines ${from[0]}-${from[1]}, which run past the diff, so the finding is shown on ${shown}, ${where}`
}

/**
 * A route reason (or a reason that is one) without the note naming a narrowed range: for a finding
 * whose comment names the range on its own line (publication narrowed the editor's range again), said once.
 */
export function withoutRangeNote(reason: string): string {
  return reason
    .split('; ')
    .filter((part) => !part.startsWith(RANGE_LEAD))
    .join('; ')
}
