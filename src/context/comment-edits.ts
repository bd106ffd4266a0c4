import type { GraphqlPort } from '../core/github/client.js'
import { isLogin } from '../core/contracts/markers.js'
import { runGraphql } from '../core/github/graphql.js'
import { creationBody, type HistoryNode } from '../core/github/edit-history.js'
import type { ReviewThread, ThreadComment } from './records.js'

/**
 * GitHub lets anyone with write access edit another user's comment, the pull request's author
 * included when the branch is in the repository. A comment the expected login wrote and someone
 * else edited since no longer says what Harbourmaster posted: its badge, finding marker and
 * disposition marker are that person's words, and a gating run must not take a lowered badge, a
 * removed marker or a forged `wont-fix` from them. Harbourmaster never edits its own comments,
 * so such a comment is read as it was first posted: the creation revision of its edit history
 * (GitHub keeps it, by the comment's author, as the oldest `userContentEdits` entry, its `diff`
 * the whole body). When GitHub no longer shows that revision (deleted from the history, or past
 * the edits one query reads), the comment's own words are unknown (`original: undefined`).
 */
export const COMMENT_HISTORY_QUERY = `
query HarbourmasterCommentHistory($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on PullRequestReviewComment {
      id
      includesCreatedEdit
      userContentEdits(first: 100) {
        totalCount
        nodes { editedAt deletedAt diff editor { login } }
      }
    }
  }
}`

/** Whether someone other than the expected login edited a comment that login wrote. */
export function editedByOther(comment: ThreadComment, expectedLogin: string): boolean {
  return comment.editedBy !== undefined && isLogin(comment.author, expectedLogin) && !isLogin(comment.editedBy, expectedLogin)
}

/**
 * The body of a comment as the expected login wrote it: the body itself while nobody else edited
 * it, the recovered original once someone did, undefined when that original is lost.
 */
export function ownBody(comment: ThreadComment, expectedLogin: string): string | undefined {
  return editedByOther(comment, expectedLogin) ? comment.original : comment.body
}

/** `nodes(ids:)` takes at most 100 ids per query. */
const IDS_PER_QUERY = 100

/**
 * Reads the original of every comment by the expected login that someone else edited, in one
 * query per 100 such comments (none at all on a pull request nobody tampered with).
 */
export async function recoverOriginals(
  graphql: GraphqlPort,
  threads: readonly ReviewThread[],
  expectedLogin: string,
): Promise<{ threads: ReviewThread[]; queries: number }> {
  const edited = threads.flatMap((t) => t.comments.filter((c) => editedByOther(c, expectedLogin)))
  if (edited.length === 0) return { threads: [...threads], queries: 0 }
  const originals = new Map<string, string | undefined>()
  let queries = 0
  for (let i = 0; i < edited.length; i += IDS_PER_QUERY) {
    const ids = edited.slice(i, i + IDS_PER_QUERY).map((c) => c.id)
    queries++
    const answer = await runGraphql<{ nodes: (HistoryNode | null)[] }>(graphql, COMMENT_HISTORY_QUERY, { ids })
    for (const node of answer.nodes) if (node?.id) originals.set(node.id, creationBody(node, expectedLogin))
  }
  const restore = (c: ThreadComment): ThreadComment => (editedByOther(c, expectedLogin) ? { ...c, original: originals.get(c.id) } : c)
  return { threads: threads.map((t) => ({ ...t, comments: t.comments.map(restore) })), queries }
}

/** `loadReviewThreads`'s answer with the originals read (its query count grown by the history queries). */
export async function withOriginals<T extends { threads: ReviewThread[]; queries: number }>(
  graphql: GraphqlPort,
  loaded: T,
  expectedLogin: string,
): Promise<T> {
  const restored = await recoverOriginals(graphql, loaded.threads, expectedLogin)
  return { ...loaded, threads: restored.threads, queries: loaded.queries + restored.queries }
}
