import type { GraphqlPort } from '../github/client.js'
import { carriesMarker, isLogin, sameLogin } from '../contracts/markers.js'
import { runGraphql } from '../github/graphql.js'
import { creationBody, type HistoryNode } from '../github/edit-history.js'
import { provenReviews, type ProvenReview, type ReviewFacts } from './proven-review.js'

/**
 * A review's body as the expected login posted it. Anyone with write access may edit a review's
 * body (the pull request's author included), and the expected login (`github-actions[bot]` by
 * default) also posts other workflows' reviews, so an edit can write our run marker into a review
 * we never posted. Harbourmaster never edits its reviews: one that someone else edited is read
 * from its creation revision (edit-history.ts), or not at all when GitHub no longer shows it.
 * The runner's one-review-per-commit gate and publish_review's looks for its own or another
 * run's review (before a post, after a 5xx, a replay's) judge a review by it.
 */
/** What tells who edited a review and what it said when posted; one list for one review or many. */
const REVIEW_EDIT_FIELDS = `
      lastEditedAt
      editor { login }
      includesCreatedEdit
      userContentEdits(first: 100) {
        totalCount
        nodes { editedAt deletedAt diff editor { login } }
      }`

export const REVIEW_ORIGINAL_QUERY = `
query HarbourmasterReviewOriginal($id: ID!) {
  node(id: $id) {
    ... on PullRequestReview {${REVIEW_EDIT_FIELDS}
    }
  }
}`

interface ReviewNode extends HistoryNode {
  lastEditedAt?: string | null
  editor?: { login: string } | null
}

export type ReviewAsPosted = { editedBy: undefined } | { editedBy: string; original: string | undefined }

/** Who else edited the review (`ghost`: a deleted account), and then what it said when posted (undefined: lost). */
export async function reviewAsPosted(graphql: GraphqlPort, nodeId: string, expectedLogin: string): Promise<ReviewAsPosted> {
  const answer = await runGraphql<{ node: ReviewNode | null }>(graphql, REVIEW_ORIGINAL_QUERY, { id: nodeId })
  return asPosted(answer.node, expectedLogin)
}

function asPosted(node: ReviewNode | null | undefined, expectedLogin: string): ReviewAsPosted {
  if (!node?.lastEditedAt) return { editedBy: undefined }
  const editor = node.editor?.login ?? 'ghost'
  if (isLogin(editor, expectedLogin)) return { editedBy: undefined }
  return { editedBy: editor, original: creationBody(node, expectedLogin) }
}

/** The same fields for many reviews at once (GraphQL's `nodes` takes at most 100 ids). */
export const REVIEW_ORIGINALS_QUERY = `
query HarbourmasterReviewOriginals($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on PullRequestReview {
      id${REVIEW_EDIT_FIELDS}
    }
  }
}`
const NODES_PER_QUERY = 100

/** `reviewAsPosted` for every node id, one query per 100 (in parallel), by node id. */
export async function reviewsAsPosted(graphql: GraphqlPort, nodeIds: readonly string[], expectedLogin: string): Promise<Map<string, ReviewAsPosted>> {
  const chunks: string[][] = []
  for (let i = 0; i < nodeIds.length; i += NODES_PER_QUERY) chunks.push(nodeIds.slice(i, i + NODES_PER_QUERY))
  const answers = await Promise.all(chunks.map((ids) => runGraphql<{ nodes: (ReviewNode | null)[] | null }>(graphql, REVIEW_ORIGINALS_QUERY, { ids })))
  const out = new Map<string, ReviewAsPosted>()
  for (const node of answers.flatMap((a) => a.nodes ?? [])) if (node?.id) out.set(node.id, asPosted(node, expectedLogin))
  return out
}

/** A listed review with the node id its edit history is read by (REST's `node_id`). */
export interface ReviewWithNode extends ReviewFacts {
  nodeId?: string | null | undefined
}

/** Reads one review's history; the caller's (so it can count or log the query). */
export type AsPostedReader = (nodeId: string) => Promise<ReviewAsPosted>

/** The body as posted: the listed body while nobody else edited it, else the first revision (undefined: lost). */
export async function bodyAsPosted(
  review: Pick<ReviewWithNode, 'nodeId' | 'body'>,
  read: AsPostedReader,
): Promise<{ body: string | undefined; editedBy?: string }> {
  if (!review.nodeId) return { body: review.body ?? undefined }
  const posted = await read(review.nodeId)
  return posted.editedBy === undefined ? { body: review.body ?? undefined } : { body: posted.original, editedBy: posted.editedBy }
}

export interface ProvenAsPosted {
  /** The newest review on the head whose body as posted proves it. */
  proven?: ProvenReview
  /** Who else edited that review since it was posted (its listed body may no longer show our run marker). */
  provenEditedBy?: string
  /** The newest one that looked proven only through someone else's edit. */
  edited?: { review: number; by: string }
}

/**
 * The newest proven review on exactly `headSha` (proven-review.ts) that stays proven when read as
 * posted and covered every changed file: the one-review-per-commit rule's. A review whose team left
 * files unreviewed (the partial-coverage marker; its run ended `degraded`) does not make the commit
 * reviewed, as it is never a delta base: a re-run is how a team asks for the rest, and a run that
 * read every file posts its review beside it. A review by the expected login on the head whose
 * listed body proves nothing is read too: someone with write access may have deleted our run marker
 * from it, and a re-run must not post a second review of the commit beside it. One history read per
 * such review or proven-looking one, newest first; none on a head without a review by the expected login.
 */
export async function provenAsPostedOn(
  reviews: readonly ReviewWithNode[],
  headSha: string,
  expectedLogin: string,
  instance: string | undefined,
  read: AsPostedReader,
): Promise<ProvenAsPosted> {
  let edited: ProvenAsPosted['edited']
  const provesOn = (review: ReviewWithNode, body: string | null | undefined): ProvenReview | undefined =>
    provenReviews([{ ...review, body }], expectedLogin, instance).find((r) => r.headSha === headSha && r.partial !== true)
  const onHead = reviews.filter((r) => r.state !== 'PENDING' && r.commitId === headSha && sameLogin(r.author, expectedLogin))
  for (const review of [...onHead].reverse()) {
    const listed = provesOn(review, review.body)
    // A listed body without our marker is read only when GitHub can show its history.
    if (!listed && !review.nodeId) continue
    const posted = await bodyAsPosted(review, read)
    const also = edited ? { edited } : {}
    if (posted.editedBy === undefined) {
      if (listed) return { proven: listed, ...also }
      continue
    }
    const still = provesOn(review, posted.body)
    if (still) return { proven: still, provenEditedBy: posted.editedBy, ...also }
    if (listed) edited ??= { review: review.id, by: posted.editedBy }
  }
  return edited ? { edited } : {}
}

/** A listed review as publication and a replay read it. */
export interface MarkedReview {
  nodeId?: string | null | undefined
  login: string | undefined
  state: string
  body: string
}

/**
 * The review by the expected login that carries `marker` as posted: this run's stored publication
 * (before a post, after a 5xx) or the recorded review a replay must not post twice. One history
 * read per review whose listed body carries the marker; none when no review does. `sentBody`, when
 * given, must also hold for the body as posted (a body this run sent, where another job of the
 * same workflow run shares the marker's text).
 */
export async function ownReviewWithMarker<R extends MarkedReview>(
  reviews: readonly R[],
  marker: string,
  expectedLogin: string,
  read: AsPostedReader,
  sentBody?: (body: string) => boolean,
): Promise<R | undefined> {
  for (const review of reviews) {
    if (review.state === 'PENDING' || !sameLogin(review.login, expectedLogin) || !carriesMarker(review.body, marker)) continue
    const posted = await bodyAsPosted(review, read)
    if (posted.body !== undefined && carriesMarker(posted.body, marker) && (!sentBody || sentBody(posted.body))) return review
  }
  return undefined
}
