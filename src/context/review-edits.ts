import type { GraphqlPort, RestPort } from '../core/github/client.js'
import { isLogin } from '../core/contracts/markers.js'
import { deltaBase } from '../core/publication/proven-review.js'
import { runGraphql } from '../core/github/graphql.js'
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
 * The check (`lastEditedAt`, `editor`) leaves beside the compare, so it adds no round trip.
 */
export const REVIEW_EDITED_QUERY = `
query HarbourmasterReviewEdited($id: ID!) {
  node(id: $id) {
    ... on PullRequestReview {
      lastEditedAt
      editor { login }
    }
  }
}`

interface EditedAnswer {
  node: { lastEditedAt?: string | null; editor?: { login: string } | null } | null
}

/** Who edited the review, when someone other than the expected login did (`ghost`: a deleted account). */
export async function reviewEditedBy(graphql: GraphqlPort, nodeId: string, expectedLogin: string): Promise<string | undefined> {
  const answer = await runGraphql<EditedAnswer>(graphql, REVIEW_EDITED_QUERY, { id: nodeId })
  if (!answer.node?.lastEditedAt) return undefined
  const editor = answer.node.editor?.login ?? 'ghost'
  return isLogin(editor, expectedLogin) ? undefined : editor
}

export interface DeltaSinceInput {
  reviews: readonly Review[]
  expectedLogin: string
  instance: string | undefined
  headSha: string
}

/** The push's delta from the last proven review, or a full review when that review's body was edited by someone else. */
export async function deltaSince(ports: { rest: RestPort; graphql: GraphqlPort }, ref: PullRequestRef, input: DeltaSinceInput): Promise<PushDelta> {
  const { base, incomplete } = deltaBase(input.reviews, input.expectedLogin, input.instance)
  const nodeId = input.reviews.find((r) => r.id === base?.reviewId)?.nodeId
  const [delta, editedBy] = await Promise.all([
    loadPushDelta(ports.rest, ref, { headSha: input.headSha, lastReviewed: base, incomplete }),
    nodeId ? reviewEditedBy(ports.graphql, nodeId, input.expectedLogin) : undefined,
  ])
  if (!base || editedBy === undefined) return delta
  return {
    kind: 'full',
    reason: `the body of Harbourmaster's review of ${base.headSha.slice(0, 7)} was edited by ${editedBy} since it was posted, so it no longer shows what that review covered`,
    since: base.headSha,
  }
}
