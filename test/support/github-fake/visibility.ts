// What GitHub shows to whom: a PENDING review, its comments and the threads they start exist
// only for the review's author until it is submitted. To anyone else every route answers as if
// they did not exist (REST 404, GraphQL NOT_FOUND), so a caller cannot read, reply to or resolve them.
import type { GitHubState } from './state.js'
import type { FakeReview, FakeReviewComment, FakeThread } from './types.js'

export function reviewVisible(review: FakeReview, login: string | null): boolean {
  return review.state !== 'PENDING' || review.user === login
}

export function commentVisible(state: GitHubState, comment: FakeReviewComment, login: string | null): boolean {
  const thread = state.thread(comment.threadId)
  const bucket = thread ? state.bucketOfThread(thread) : undefined
  const review = bucket?.reviews.find((r) => r.id === comment.reviewId)
  return review === undefined || reviewVisible(review, login)
}

/** A thread exists for a viewer when its root comment does (replies never make a thread visible). */
export function threadVisible(state: GitHubState, thread: FakeThread, login: string | null): boolean {
  const root = state.comment(thread.commentIds[0] ?? -1)
  return root !== undefined && commentVisible(state, root, login)
}
