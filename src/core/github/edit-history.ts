import { isLogin } from '../contracts/markers.js'

/**
 * A comment's or a review's edit history as GitHub's GraphQL `userContentEdits` gives it. Anyone
 * with write access may edit another user's comment or review body; GitHub keeps the creation
 * revision (by the author) as the oldest entry. The schema documents `diff` only as "a summary of
 * the changes for this edit"; the creation revision's has held the whole body as posted, which
 * callers rely on only when it carries the marker they expect (a thread root's finding marker,
 * ledger.ts; a review's run marker): one without it fails closed, named as an original lost. The runner
 * (thread comments, the head's proven review) and publish_review (its look for its own review)
 * both read what Harbourmaster posted from it, since Harbourmaster never edits what it posted.
 */
export interface EditNode {
  editedAt: string
  deletedAt: string | null
  diff: string | null
  editor: { login: string } | null
}

export interface HistoryNode {
  id?: string
  includesCreatedEdit?: boolean
  userContentEdits?: { totalCount: number; nodes: (EditNode | null)[] | null } | null
}

/** The creation revision's body: the oldest entry, by the expected login, not deleted; the whole history read. */
export function creationBody(node: HistoryNode, expectedLogin: string): string | undefined {
  const history = node.userContentEdits
  const edits = (history?.nodes ?? []).filter((e): e is EditNode => e !== null)
  if (!node.includesCreatedEdit || !history || edits.length === 0 || edits.length < history.totalCount) return undefined
  const oldest = edits.reduce((a, b) => (Date.parse(b.editedAt) < Date.parse(a.editedAt) ? b : a))
  if (oldest.deletedAt !== null || oldest.diff === null || !isLogin(oldest.editor?.login, expectedLogin)) return undefined
  return oldest.diff
}
