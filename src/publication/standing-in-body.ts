import type { OpenInBody } from '../context/open-in-body.js'
import { codeSpan } from '../core/text/code-span.js'
import { clipUnits } from '../core/text/cut.js'
import { cell } from './summary-findings.js'

/** Entries named one by one; the review body and the SARIF file carry every one. */
const NAMED = 20

/**
 * The job summary's account of the body-only findings a gating run counts (src/context/open-in-body.ts):
 * they have no thread a reader could find on the pull request, so each is named with where it was
 * listed, and the way it clears is said, since resolving a thread cannot end it.
 */
export function standingInBodyLines(entries: readonly OpenInBody[], blockingSeverity: string): string[] {
  if (entries.length === 0) return []
  const named = entries.slice(0, NAMED).map((e) => {
    const range = e.startLine !== undefined && e.startLine !== e.line ? `${e.startLine}-${e.line}` : `${e.line}`
    const why =
      e.leftOutBy === undefined
        ? 'its file has not changed since'
        : `${e.changeUnknown ? 'whether its file changed since is not known (the history was rewritten), and' : 'its file changed since, but'} this push left it out (${cell(e.leftOutBy, 300)}), so its line may have moved`
    return `- ${e.severity} · ${e.category} · ${cell(e.title, 200)} at ${codeSpan(`${clipUnits(e.path, 300)}:${range}`)}${e.side === 'LEFT' ? ' (removed code)' : ''}: listed in the review of ${codeSpan(e.since.slice(0, 7))}; ${why}`
  })
  const more = entries.length - named.length
  return [
    `${entries.length} earlier finding(s) at or above ${blockingSeverity} ${entries.length === 1 ? 'was' : 'were'} listed only in the body of an earlier review (escalated, over max-comments, or not anchored in the diff), so ${entries.length === 1 ? 'it has' : 'they have'} no thread to resolve; this push did not review ${entries.length === 1 ? 'its file' : 'their files'} again, so ${entries.length === 1 ? 'it counts' : 'they count'} toward the result as an open thread does:`,
    '',
    ...named,
    ...(more > 0 ? [`- and ${more} more (the review body's "Still open from earlier reviews" and the SARIF file list every one)`] : []),
    '',
    'Each clears when a review reads its file again and does not raise it: a later push whose review reaches the file (every push tries it again), or a full review.',
    '',
  ]
}
