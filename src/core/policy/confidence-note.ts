import { DEFAULT_CONFIDENCE } from './routing.js'

/**
 * What the trusted parser did to a specialist's written confidence, as the
 * sentence the route reason carries (plugins/lib/reviewers/findings.ts adds
 * it; the verifier's assessment keeps it). Publication reads it back from
 * the route reason, which travels through assessments.json and saved
 * records, so an inline comment and a body entry can say it as the
 * escalated entry does. One file writes and reads the sentence.
 */
const LEAD = "the specialist's confidence"

/** `written` is the value as the model wrote it: only digits and a point reach here (the parser's pattern). */
export function percentNote(written: string, read: number): string {
  return `${LEAD} was written as ${written}, read as a percentage (${read})`
}

/** The written value is model text: not quoted, only said to be unreadable. */
export const DEFAULTED_NOTE = `${LEAD} could not be read (not a number from 0 to 1 or a percentage up to 100), so the default ${DEFAULT_CONFIDENCE} was used`

/** The confidence note a route reason carries (its parts are joined by "; "), if any. */
export function confidenceNoteIn(routeReason: string): string | undefined {
  return routeReason.split('; ').find((part) => part.startsWith(LEAD))
}
