import type { GraphqlPort, RestPort } from '../core/github/client.js'
import { parseSettledMarkers } from '../core/contracts/markers.js'
import { deltaBase, provenReviews } from '../core/publication/proven-review.js'
import { reviewAsPosted } from '../core/publication/review-original.js'
import type { PullRequestRef } from './pull-request.js'
import { loadPushDelta, type PushDelta } from './push-delta.js'
import type { Review } from './records.js'

/**
 * A delta review trusts the body of the review it starts from: its partial-coverage marker says
 * whether every file was reviewed, and a gating run re-reads the files of the blocking findings
 * it lists (escalated-recheck.ts). Anyone with write access may edit that body (GitHub's
 * `CommentCannotEditReason`: the author or write access), the pull request's author included, so
 * removing the marker or a listed finding would leave files out of the gate. A base review that
 * someone other than the expected login edited is therefore no base: the push is reviewed whole.
 * The check (reviewAsPosted: `lastEditedAt`, `editor`) leaves beside the compare, so it adds no round trip.
 */
export interface DeltaSinceInput {
  reviews: readonly Review[]
  expectedLogin: string
  instance: string | undefined
  headSha: string
}

/** The push's delta from the last proven review, or a full review when that review's body was edited by someone else. */
export async function deltaSince(ports: { rest: RestPort; graphql: GraphqlPort }, ref: PullRequestRef, input: DeltaSinceInput): Promise<PushDelta> {
  const { base, incomplete } = deltaBase(input.reviews, input.expectedLogin, input.instance)
  const review = input.reviews.find((r) => r.id === base?.reviewId)
  const nodeId = review?.nodeId
  const [delta, posted] = await Promise.all([
    loadPushDelta(ports.rest, ref, { headSha: input.headSha, lastReviewed: base, incomplete }),
    nodeId ? reviewAsPosted(ports.graphql, nodeId, input.expectedLogin) : undefined,
  ])
  if (!base || !review || posted?.editedBy === undefined) {
    // The earlier findings that review's run found fixed: a thread still open on a file unchanged since is its unfinished work (ledger.ts).
    const settled = parseSettledMarkers(review?.body)
    return delta.kind === 'delta' && settled.length > 0 ? { ...delta, settled: new Set(settled) } : delta
  }
  const { editedBy, original } = posted
  // Fail closed as a thread's root does: an original without our run marker for that head is no original of ours.
  const proves =
    original !== undefined && provenReviews([{ ...review, body: original }], input.expectedLogin, input.instance).some((r) => r.headSha === base.headSha)
  return {
    kind: 'full',
    reason: `the body of Harbourmaster's review of ${base.headSha.slice(0, 7)} was edited by ${editedBy} since it was posted, so it no longer shows what that review covered`,
    since: base.headSha,
    baseEditedBy: editedBy,
    ...(proves ? { baseOriginal: original } : {}),
  }
}
