import type { IssueComment, PullRequestFacts, Review, ReviewThread } from '../context/records.js'
import type { CapReached } from '../core/contracts/review-index.js'
import type { Redactor } from '../core/telemetry/redact.js'
import { DEFAULT_MAX_CHARS, sanitiseCounted } from './sanitise-incoming.js'

/**
 * PR text (title, description, conversation comments, review bodies, thread comments) reaches
 * the agents cut at DEFAULT_MAX_CHARS with a "[truncated N characters]" marker that only they
 * see. Whatever was cut is also a cap, so the review's "Limits reached", the job summary and
 * telemetry name it: which text, and how much of it no reviewer read.
 */
export const PR_TEXT_CAP = 'pr-text-chars'
const NAMED = 10

export interface PrTexts {
  pr: Pick<PullRequestFacts, 'title' | 'body'>
  issueComments: readonly Pick<IssueComment, 'id' | 'body'>[]
  reviews: readonly Pick<Review, 'id' | 'body'>[]
  threads: readonly Pick<ReviewThread, 'comments'>[]
}

export function prTextCap(texts: PrTexts, redactor?: Redactor): CapReached | undefined {
  const all: Array<[string, string]> = [
    ['pull request title', texts.pr.title],
    ['pull request description', texts.pr.body],
    ...texts.issueComments.map((c): [string, string] => [`comment ${c.id}`, c.body]),
    ...texts.reviews.map((r): [string, string] => [`review ${r.id}`, r.body]),
    ...texts.threads.flatMap((t) => t.comments.map((c): [string, string] => [`review comment ${c.databaseId}`, c.body])),
  ]
  const cut = all.flatMap(([name, text]) => {
    // Sanitising lengthens text only by NFC, at most threefold: a text within a third of the cap is never cut.
    if (text.length <= DEFAULT_MAX_CHARS / 3) return []
    const n = sanitiseCounted(text, redactor).cut
    return n > 0 ? [`${name} (${n.toLocaleString('en-US')} characters cut)`] : []
  })
  if (cut.length === 0) return undefined
  const more = cut.length > NAMED ? ` and ${cut.length - NAMED} more` : ''
  return {
    cap: PR_TEXT_CAP,
    limit: DEFAULT_MAX_CHARS,
    detail:
      `${cut.length} pull request text${cut.length === 1 ? ' was' : 's were'} longer than ${DEFAULT_MAX_CHARS.toLocaleString('en-US')} characters after hidden text was removed; ` +
      `the reviewers read only the start of each: ${cut.slice(0, NAMED).join(', ')}${more}`,
  }
}
