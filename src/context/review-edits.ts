import type { GraphqlPort, RestPort } from '../core/github/client.js'
import { parseSettledMarkers, sameLogin } from '../core/contracts/markers.js'
import { deltaBase, provenReviews } from '../core/publication/proven-review.js'
import { reviewAsPosted, reviewsAsPosted } from '../core/publication/review-original.js'
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
  const newer = unprovenSince(input, base?.reviewId)
  const [delta, posted, stripped] = await Promise.all([
    loadPushDelta(ports.rest, ref, { headSha: input.headSha, lastReviewed: base, incomplete }),
    nodeId ? reviewAsPosted(ports.graphql, nodeId, input.expectedLogin) : undefined,
    newer.length > 0 ? strippedReview(ports.graphql, newer, input) : undefined,
  ])
  if (stripped) return stripped
  if (!base || !review || posted?.editedBy === undefined) {
    // The earlier findings that review's run found fixed: a thread still open on a file unchanged since is its unfinished work (ledger.ts).
    // On the head itself (a re-run of a cut-off attempt), that review's verdict is on this very code: it stands for the whole review too.
    const settled = parseSettledMarkers(review?.body)
    const sameHead = delta.kind === 'full' && delta.since === input.headSha
    return (delta.kind === 'delta' || sameHead) && settled.length > 0 ? { ...delta, settled: new Set(settled) } : delta
  }
  const { editedBy, original } = posted
  // Fail closed as a thread's root does: an original without our run marker for that head is no original of ours.
  const proves = original !== undefined && provesOn(review, original, input, base.headSha)
  return editedBase(base.headSha, editedBy, proves ? original : undefined)
}

function editedBase(since: string, editedBy: string, original: string | undefined): PushDelta {
  return {
    kind: 'full',
    reason: `the body of Harbourmaster's review of ${since.slice(0, 7)} was edited by ${editedBy} since it was posted, so it no longer shows what that review covered`,
    since,
    baseEditedBy: editedBy,
    ...(original !== undefined ? { baseOriginal: original } : {}),
  }
}

function provesOn(review: Review, body: string, input: DeltaSinceInput, headSha: string): boolean {
  return provenReviews([{ ...review, body }], input.expectedLogin, input.instance).some((r) => r.headSha === headSha)
}

/**
 * Submitted reviews by the expected login, listed after the delta base (GitHub lists oldest first),
 * whose listed body proves nothing for this instance: someone may have deleted our run marker from
 * one (with the findings it listed), which would make an older review the base without a word.
 * Another workflow posting as the same login gives such reviews too; their history tells them apart.
 */
function unprovenSince(input: DeltaSinceInput, baseId: number | undefined): Review[] {
  const from = baseId === undefined ? 0 : input.reviews.findIndex((r) => r.id === baseId) + 1
  return input.reviews
    .slice(from)
    .filter((r) => r.nodeId && r.commitId && r.state !== 'PENDING' && sameLogin(r.author, input.expectedLogin))
    .filter((r) => provenReviews([r], input.expectedLogin, input.instance).length === 0)
}

/**
 * The newest of those that someone else edited and that was ours as posted (its creation revision
 * carries our run marker for its commit and this instance): the push is reviewed whole from it, as
 * after any edit of the base. One whose original GitHub no longer shows may have been ours: it fails
 * closed the same way, its body-only findings named as lost (body-cut.ts). Not edited: not ours.
 */
async function strippedReview(graphql: GraphqlPort, newer: readonly Review[], input: DeltaSinceInput): Promise<PushDelta | undefined> {
  const read = await reviewsAsPosted(
    graphql,
    newer.map((r) => r.nodeId as string),
    input.expectedLogin,
  )
  for (const review of [...newer].reverse()) {
    const posted = read.get(review.nodeId as string)
    if (posted?.editedBy === undefined || !review.commitId) continue
    if (posted.original === undefined) return editedBase(review.commitId, posted.editedBy, undefined)
    if (provesOn(review, posted.original, input, review.commitId)) return editedBase(review.commitId, posted.editedBy, posted.original)
  }
  return undefined
}
