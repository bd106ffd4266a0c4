// Comment edit history as GitHub keeps it: anyone with write access may edit another user's
// comment (REST PATCH /pulls/comments/{id}, or the web UI). The first edit records two revisions,
// the creation one (by the comment's author, its body as posted) and the edit; each revision's
// `diff` holds that revision's whole body, and a revision deleted from the history keeps its
// place with `diff: null` and `deletedAt` set. GraphQL lists the history newest first.
import { nodeId, type GitHubState } from './state.js'
import type { FakeReviewComment } from './types.js'

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

/** Edits `comment` as `editor` (null: an account since deleted), one second after its latest revision. */
export function editComment(comment: FakeReviewComment, body: string, editor: string | null): void {
  const edits = comment.edits ?? []
  if (edits.length === 0) edits.push(revision(comment, edits.length, comment.user, comment.body, comment.createdAt))
  const latest = Math.max(...edits.map((e) => Date.parse(e.editedAt)), Date.now())
  const at = time(latest + 1000)
  edits.push(revision(comment, edits.length, editor, body, at))
  comment.edits = edits
  comment.body = body
  comment.updatedAt = at
}

/** Deletes one revision (0: the creation revision) from the comment's history, as a user with write access may. */
export function deleteRevision(comment: FakeReviewComment, index: number, by: string): void {
  const edit = comment.edits?.[index]
  if (!edit) throw new Error(`comment ${comment.id} has no revision ${index}`)
  edit.body = null
  edit.deletedAt = time(Date.now())
  edit.deletedBy = by
}

/** The review comment a `PRRC_` node id names (ids are made by state.ts's nodeId), for `node`/`nodes`. */
export function commentByNodeId(state: GitHubState, id: string): FakeReviewComment | undefined {
  const match = /^PRRC_kwDO([A-Za-z0-9_-]+)$/.exec(id)
  const number = match
    ? Number(
        Buffer.from(match[1] as string, 'base64url')
          .toString('utf8')
          .split(':')[1],
      )
    : NaN
  const comment = Number.isSafeInteger(number) ? state.comment(number) : undefined
  return comment && comment.nodeId === id && nodeId('PRRC', comment.id) === id ? comment : undefined
}

function revision(comment: FakeReviewComment, index: number, editor: string | null, body: string, editedAt: string): FakeCommentEdit {
  return { id: `UCE_${comment.nodeId}_${index}`, editor, body, editedAt, deletedAt: null, deletedBy: null }
}

type View = Record<string, unknown>

/** The `Comment` interface's edit fields of a review comment's view. */
export function editFields(
  comment: FakeReviewComment,
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
