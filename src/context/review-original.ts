import type { GraphqlPort } from '../core/github/client.js'
import { isLogin } from '../core/contracts/markers.js'
import { runGraphql } from '../github/graphql.js'
import { creationBody, type HistoryNode } from './comment-edits.js'

/**
 * A review's body as the expected login posted it. Anyone with write access may edit a review's
 * body (the pull request's author included), and the expected login (`github-actions[bot]` by
 * default) also posts other workflows' reviews, so an edit can write our run marker into a review
 * we never posted. Harbourmaster never edits its reviews: one that someone else edited is read
 * from its creation revision (comment-edits.ts), or not at all when GitHub no longer shows it.
 */
export const REVIEW_ORIGINAL_QUERY = `
query HarbourmasterReviewOriginal($id: ID!) {
  node(id: $id) {
    ... on PullRequestReview {
      lastEditedAt
      editor { login }
      includesCreatedEdit
      userContentEdits(first: 100) {
        totalCount
        nodes { editedAt deletedAt diff editor { login } }
      }
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
  const node = answer.node
  if (!node?.lastEditedAt) return { editedBy: undefined }
  const editor = node.editor?.login ?? 'ghost'
  if (isLogin(editor, expectedLogin)) return { editedBy: undefined }
  return { editedBy: editor, original: creationBody(node, expectedLogin) }
}
