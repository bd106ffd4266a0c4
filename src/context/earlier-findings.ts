import type { EarlierFinding, ReviewThread, Review } from './records.js'

/**
 * Recognises Harbourmaster's own earlier output. Markers are plain HTML
 * comments anyone can type, so they count only when the comment or review was
 * authored by the expected bot login; a marker from anyone else is ignored.
 */
const FINDING_MARKER = /<!-- harbourmaster:finding (hm-[0-9a-f]{12}) -->/
const RUN_MARKER = /<!-- harbourmaster:run run=([A-Za-z0-9._-]+) sha=([0-9a-f]{40}) -->/

function sameLogin(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** Unresolved threads whose root comment is a Harbourmaster finding by the expected login. */
export function findEarlierFindings(threads: readonly ReviewThread[], expectedLogin: string): EarlierFinding[] {
  const out: EarlierFinding[] = []
  for (const thread of threads) {
    if (thread.isResolved) continue
    const root = thread.comments[0]
    if (!root || !sameLogin(root.author, expectedLogin)) continue
    const match = FINDING_MARKER.exec(root.body)
    if (!match?.[1]) continue
    out.push({
      findingId: match[1],
      threadId: thread.id,
      rootCommentId: root.databaseId,
      path: thread.path,
      line: thread.line,
      isOutdated: thread.isOutdated,
    })
  }
  return out
}

export interface EarlierRun {
  reviewId: number
  runId: string
  headSha: string
}

/** Reviews an earlier Harbourmaster run published (by the expected login), oldest first. */
export function findEarlierRuns(reviews: readonly Review[], expectedLogin: string): EarlierRun[] {
  const out: EarlierRun[] = []
  for (const review of reviews) {
    if (!sameLogin(review.author, expectedLogin)) continue
    const match = RUN_MARKER.exec(review.body)
    if (match?.[1] && match[2]) out.push({ reviewId: review.id, runId: match[1], headSha: match[2] })
  }
  return out
}

/** The finding id a comment carries, only when the expected login wrote it. */
export function findingIdOf(body: string, author: string, expectedLogin: string): string | undefined {
  if (!sameLogin(author, expectedLogin)) return undefined
  return FINDING_MARKER.exec(body)?.[1]
}
