import { parseFindingMarkerDetails, parseFindingMarkers, parseRunMarkers, sameInstance, sameLogin } from '../core/contracts/markers.js'
import { ownBody } from './comment-edits.js'
import type { EarlierFinding, ReviewThread, Review } from './records.js'

/**
 * Recognises Harbourmaster's own earlier output. Markers are plain HTML
 * comments anyone can type, so they count only when the comment or review was
 * authored by the expected bot login; a marker from anyone else is ignored.
 */

/** Unresolved threads whose root comment is a Harbourmaster finding by the expected login and this run's instance. */
export function findEarlierFindings(threads: readonly ReviewThread[], expectedLogin: string, instance?: string): EarlierFinding[] {
  const out: EarlierFinding[] = []
  for (const thread of threads) {
    if (thread.isResolved) continue
    const root = thread.comments[0]
    if (!root || !sameLogin(root.author, expectedLogin)) continue
    // Someone else's edit to our comment is not read (comment-edits.ts).
    const marker = parseFindingMarkerDetails(ownBody(root, expectedLogin))[0]
    if (!marker || !sameInstance(marker.instance, instance)) continue
    const findingId = marker.id
    out.push({
      findingId,
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

/** Reviews an earlier Harbourmaster run of this instance published (by the expected login), oldest first. */
export function findEarlierRuns(reviews: readonly Review[], expectedLogin: string, instance?: string): EarlierRun[] {
  const out: EarlierRun[] = []
  for (const review of reviews) {
    if (!sameLogin(review.author, expectedLogin)) continue
    const marker = parseRunMarkers(review.body)[0]
    if (marker && sameInstance(marker.instance, instance)) out.push({ reviewId: review.id, runId: marker.runId, headSha: marker.headSha })
  }
  return out
}

/** The finding id a comment carries, only when the expected login wrote it. */
export function findingIdOf(body: string, author: string, expectedLogin: string): string | undefined {
  if (!sameLogin(author, expectedLogin)) return undefined
  return parseFindingMarkers(body)[0]
}
