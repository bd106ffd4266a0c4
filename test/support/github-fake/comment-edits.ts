// Comment edit history as GitHub keeps it: anyone with write access may edit another user's
// comment (REST PATCH /pulls/comments/{id}, or the web UI). The first edit records two revisions,
// the creation one (by the comment's author, its body as posted) and the edit; each revision's
// `diff` holds that revision's whole body, and a revision deleted from the history keeps its
// place with `diff: null` and `deletedAt` set. GraphQL lists the history newest first.
import { nodeId, type GitHubState } from './state.js'
import type { FakePullRequest, FakeReview, FakeReviewComment } from './types.js'

export interface FakeCommentEdit {
  id: string
  /** Null: the editor's account was deleted (GraphQL `editor: null`). */
  editor: string | null
  body: string | null
  editedAt: string
  deletedAt: string | null
  deletedBy: string | null
}

function time(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** What GitHub keeps an edit history for here: a review comment or a review's body. */
interface Editable {
  nodeId: string
  user: string
  body: string
  edits?: FakeCommentEdit[]
}

/** Edits `comment` as `editor` (null: an account since deleted), one second after its latest revision. */
export function editComment(comment: FakeReviewComment, body: string, editor: string | null): void {
  comment.updatedAt = editBody(comment, comment.createdAt, body, editor)
}

/** Edits a review's body (the summary comment), as `editComment`. */
export function editReview(review: FakeReview, body: string, editor: string | null): void {
  editBody(review, review.submittedAt ?? time(Date.now()), body, editor)
}

function editBody(target: Editable, createdAt: string, body: string, editor: string | null): string {
  const edits = target.edits ?? []
  if (edits.length === 0) edits.push(revision(target, 0, target.user, target.body, createdAt))
  const latest = Math.max(...edits.map((e) => Date.parse(e.editedAt)), Date.now())
  const at = time(latest + 1000)
  edits.push(revision(target, edits.length, editor, body, at))
  target.edits = edits
  target.body = body
  return at
}

/** Deletes one revision (0: the creation revision) from the comment's history, as a user with write access may. */
export function deleteRevision(comment: Editable, index: number, by: string): void {
  const edit = comment.edits?.[index]
  if (!edit) throw new Error(`${comment.nodeId} has no revision ${index}`)
  edit.body = null
  edit.deletedAt = time(Date.now())
  edit.deletedBy = by
}

/** The database id a node id of `prefix` carries (ids are made by state.ts's nodeId), for `node`/`nodes`. */
function idOfNode(prefix: 'PRRC' | 'PRR', id: string): number | undefined {
  const match = new RegExp(`^${prefix}_kwDO([A-Za-z0-9_-]+)$`).exec(id)
  const decoded = match ? Buffer.from(match[1] as string, 'base64url').toString('utf8') : ''
  const number = Number(decoded.split(':')[1])
  return Number.isSafeInteger(number) && nodeId(prefix, number) === id ? number : undefined
}

/** The review comment a `PRRC_` node id names. */
export function commentByNodeId(state: GitHubState, id: string): FakeReviewComment | undefined {
  const number = idOfNode('PRRC', id)
  return number === undefined ? undefined : state.comment(number)
}

/** The review a `PRR_` node id names, with its pull request. */
export function reviewByNodeId(state: GitHubState, id: string): { pull: FakePullRequest; review: FakeReview } | undefined {
  const number = idOfNode('PRR', id)
  for (const bucket of state.buckets.values()) {
    const review = bucket.reviews.find((r) => r.id === number)
    if (review) return { pull: bucket.pull, review }
  }
  return undefined
}

function revision(comment: Editable, index: number, editor: string | null, body: string, editedAt: string): FakeCommentEdit {
  return { id: `UCE_${comment.nodeId}_${index}`, editor, body, editedAt, deletedAt: null, deletedBy: null }
}

type View = Record<string, unknown>

/** The `Comment` interface's edit fields of a review comment's or a review's view. */
export function editFields(
  comment: Editable,
  actor: (login: string) => View,
  connection: (items: readonly FakeCommentEdit[], args: object, field: string, view: (e: FakeCommentEdit) => View) => View,
): View {
  const edits = comment.edits ?? []
  const last = edits.at(-1)
  const newestFirst = [...edits].reverse()
  return {
    lastEditedAt: last ? last.editedAt : null,
    editor: last?.editor ? actor(last.editor) : null,
    includesCreatedEdit: edits.length > 0,
    userContentEdits: (args: object) =>
      connection(newestFirst, args, 'userContentEdits', (e) => ({
        __typename: 'UserContentEdit',
        id: e.id,
        createdAt: e.editedAt,
        updatedAt: e.deletedAt ?? e.editedAt,
        editedAt: e.editedAt,
        editor: e.editor ? actor(e.editor) : null,
        diff: e.body,
        deletedAt: e.deletedAt,
        deletedBy: e.deletedBy ? actor(e.deletedBy) : null,
      })),
  }
}
