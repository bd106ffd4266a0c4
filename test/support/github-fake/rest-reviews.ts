// Reviews, review comments and replies, with the checks GitHub applies when a review is
// created: a known commit, paths in the PR, lines inside a diff hunk on the chosen side,
// multi-line ranges within one hunk, body limits, one pending review per user.
import { ancestry } from './commits.js'
import { findHunk, parseHunks, positionFor } from './diff-hunks.js'
import { forbidden, intParam, notFound, paginate, unprocessable, type RestContext, type RestHandler, type RestResult } from './rest-kit.js'
import type { FakeFile, FakePullRequest, FakeReviewComment, ReviewEvent, ReviewState, Side } from './types.js'
import { commentVisible, reviewVisible as visibleTo } from './visibility.js'

export const MAX_BODY = 65536

const EVENT_STATE: Record<ReviewEvent, ReviewState> = { COMMENT: 'COMMENTED', APPROVE: 'APPROVED', REQUEST_CHANGES: 'CHANGES_REQUESTED' }

interface CommentInput {
  path?: unknown
  line?: unknown
  side?: unknown
  start_line?: unknown
  start_side?: unknown
  position?: unknown
  body?: unknown
}

interface ResolvedComment {
  path: string
  line: number
  side: Side
  startLine: number | null
  startSide: Side | null
  body: string
}

function bucketOf(ctx: RestContext) {
  const number = intParam(ctx, 'pull_number')
  if (number === undefined) return undefined
  return ctx.state.findBucket(ctx.params.owner ?? '', ctx.params.repo ?? '', number)
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function commentPosition(pull: FakePullRequest, comment: FakeReviewComment): number | null {
  const patch = pull.files.find((f) => f.filename === comment.path)?.patch
  return patch && comment.originalLine !== null ? positionFor(patch, comment.originalLine, comment.side) : null
}

/** Resolves one comment of a create-review body, or returns GitHub's 422 for it. */
function resolveComment(files: readonly FakeFile[], input: CommentInput): ResolvedComment | RestResult {
  if (typeof input.path !== 'string' || typeof input.body !== 'string') return unprocessable(['"path" and "body" are required for each comment'])
  if (input.body.length > MAX_BODY) return unprocessable([`Body is too long (maximum is ${MAX_BODY} characters)`])
  const file = files.find((f) => f.filename === input.path)
  if (!file) return unprocessable(['Path could not be resolved'])
  const patch = file.patch
  if (!patch) return unprocessable(['Line could not be resolved'])
  let side: Side = input.side === 'LEFT' ? 'LEFT' : 'RIGHT'
  let line: number | undefined = typeof input.line === 'number' ? input.line : undefined
  if (line === undefined && typeof input.position === 'number') {
    // The legacy `position` counts lines below the first @@ header.
    const first = parseHunks(patch)[0]
    const index = (first?.headerIndex ?? 0) + input.position
    for (const hunk of parseHunks(patch)) {
      for (const [candidate, at] of hunk.right) if (at === index) line = candidate
      if (line !== undefined) continue
      for (const [candidate, at] of hunk.left) {
        if (at === index) {
          line = candidate
          side = 'LEFT'
        }
      }
    }
  }
  if (line === undefined) return unprocessable(['Line could not be resolved'])
  const hunk = findHunk(patch, line, side)
  if (!hunk) return unprocessable(['pull_request_review_thread.line must be part of the diff'])
  let startLine: number | null = null
  let startSide: Side | null = null
  if (typeof input.start_line === 'number') {
    startLine = input.start_line
    startSide = input.start_side === 'LEFT' ? 'LEFT' : input.start_side === 'RIGHT' ? 'RIGHT' : side
    const startHunk = findHunk(patch, startLine, startSide)
    if (startHunk !== hunk) return unprocessable(['pull_request_review_thread.start_line must be part of the same hunk as the line.'])
    // The range runs down the diff: the start's row must come before the end's, whatever their sides
    // (a deleted line shows above the line added in its place).
    const startRow = (startSide === 'LEFT' ? hunk.left : hunk.right).get(startLine) ?? Infinity
    const endRow = (side === 'LEFT' ? hunk.left : hunk.right).get(line) ?? -Infinity
    if (startRow >= endRow) return unprocessable(['pull_request_review_thread.start_line must precede the end line.'])
  }
  return { path: input.path, line, side, startLine, startSide, body: input.body }
}

function isResult(value: ResolvedComment | RestResult): value is RestResult {
  return 'status' in value
}

export const listReviews: RestHandler = (ctx) => {
  const bucket = bucketOf(ctx)
  if (!bucket) return notFound()
  const shown = bucket.reviews.filter((r) => visibleTo(r, ctx.login) && !ctx.hiddenReviews.has(r.id))
  const { page, headers } = paginate(ctx, shown)
  return { status: 200, body: page.map((r) => ctx.render.review(bucket.pull, r)), headers }
}

export const getReview: RestHandler = (ctx) => {
  const bucket = bucketOf(ctx)
  const review = bucket?.reviews.find((r) => r.id === intParam(ctx, 'review_id'))
  if (!bucket || !review || !visibleTo(review, ctx.login)) return notFound()
  return { status: 200, body: ctx.render.review(bucket.pull, review) }
}

export const createReview: RestHandler = (ctx) => {
  const bucket = bucketOf(ctx)
  if (!bucket || !ctx.login) return notFound()
  const { pull } = bucket
  const input = asRecord(ctx.body)
  if (pull.locked) return forbidden('Unable to create comment because issue is locked.')
  if (pull.state === 'closed') return unprocessable(['Pull request is closed'])
  const body = typeof input.body === 'string' ? input.body : ''
  if (body.length > MAX_BODY) return unprocessable([`Body is too long (maximum is ${MAX_BODY} characters)`])
  const event = input.event
  if (event !== undefined && event !== 'COMMENT' && event !== 'APPROVE' && event !== 'REQUEST_CHANGES') {
    return unprocessable([`Invalid event: ${String(event)}`])
  }
  const commitId = typeof input.commit_id === 'string' ? input.commit_id : pull.head.sha
  if (!pull.headHistory.includes(commitId)) return unprocessable([`No commit found for SHA: ${commitId}`])
  // A head a force-push replaced is no longer one of the PR's commits: GitHub refuses a review on it.
  if (!ancestry(ctx.state.commits, pull.head.sha).includes(commitId)) return unprocessable(['The commitOID is not part of the pull request'])
  // Whatever the event: a user's pending draft blocks every new review of theirs on the PR.
  if (bucket.reviews.some((r) => r.state === 'PENDING' && r.user === ctx.login)) {
    return unprocessable(['User can only have one pending review per pull request'])
  }
  if (event === 'APPROVE' && pull.user === ctx.login) return unprocessable(['Can not approve your own pull request'])
  if (event === 'REQUEST_CHANGES' && pull.user === ctx.login) return unprocessable(['Can not request changes on your own pull request'])
  if ((event === 'REQUEST_CHANGES' || event === 'COMMENT') && body === '' && !(Array.isArray(input.comments) && input.comments.length > 0)) {
    return unprocessable([`Review body is required when event is ${event}`])
  }
  const resolved: ResolvedComment[] = []
  for (const raw of Array.isArray(input.comments) ? input.comments : []) {
    // GitHub reads the lines in the diff of the commit the review names, which may be an earlier head.
    const comment = resolveComment(ctx.state.filesAt(pull, commitId), asRecord(raw))
    if (isResult(comment)) return comment
    resolved.push(comment)
  }
  const review = ctx.state.createReview(bucket, { user: ctx.login, body, state: event ? EVENT_STATE[event] : 'PENDING', commitId })
  for (const comment of resolved) ctx.state.addRootComment(bucket, review, { ...comment, user: ctx.login, commitId })
  ctx.onReviewCreated(review.id)
  return { status: 200, body: ctx.render.review(pull, review) }
}

export const deletePendingReview: RestHandler = (ctx) => {
  const bucket = bucketOf(ctx)
  const review = bucket?.reviews.find((r) => r.id === intParam(ctx, 'review_id'))
  if (!bucket || !review || !visibleTo(review, ctx.login)) return notFound()
  if (review.state !== 'PENDING') return unprocessable(['Can not delete a non-pending pull request review'])
  const rendered = ctx.render.review(bucket.pull, review)
  ctx.state.removeReview(bucket, review.id)
  return { status: 200, body: rendered }
}

export const submitReview: RestHandler = (ctx) => {
  const bucket = bucketOf(ctx)
  const review = bucket?.reviews.find((r) => r.id === intParam(ctx, 'review_id'))
  if (!bucket || !review || review.user !== ctx.login) return notFound()
  const input = asRecord(ctx.body)
  const event = input.event
  if (event !== 'COMMENT' && event !== 'APPROVE' && event !== 'REQUEST_CHANGES')
    return unprocessable(['"event" is required (COMMENT, APPROVE or REQUEST_CHANGES)'])
  if (review.state !== 'PENDING') return unprocessable(['Can not submit a non-pending review'])
  if (bucket.pull.locked) return forbidden('Unable to create comment because issue is locked.')
  if (typeof input.body === 'string') {
    if (input.body.length > MAX_BODY) return unprocessable([`Body is too long (maximum is ${MAX_BODY} characters)`])
    review.body = input.body
  }
  review.state = EVENT_STATE[event]
  review.submittedAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
  return { status: 200, body: ctx.render.review(bucket.pull, review) }
}

export const listReviewComments: RestHandler = (ctx) => {
  const bucket = bucketOf(ctx)
  if (!bucket) return notFound()
  const pending = new Set(bucket.reviews.filter((r) => !visibleTo(r, ctx.login)).map((r) => r.id))
  const shown = bucket.reviewComments.filter((c) => !pending.has(c.reviewId))
  const { page, headers } = paginate(ctx, shown)
  return { status: 200, body: page.map((c) => ctx.render.reviewComment(bucket.pull, c, commentPosition(bucket.pull, c))), headers }
}

export const createReply: RestHandler = (ctx) => {
  const bucket = bucketOf(ctx)
  const target = ctx.state.comment(intParam(ctx, 'comment_id') ?? -1)
  if (!bucket || !ctx.login || !target || !bucket.reviewComments.includes(target)) return notFound()
  // A comment of another user's pending review does not exist for the caller.
  if (!commentVisible(ctx.state, target, ctx.login)) return notFound()
  if (bucket.pull.locked) return forbidden('Unable to create comment because issue is locked.')
  const body = asRecord(ctx.body).body
  if (typeof body !== 'string' || body.trim() === '') return unprocessable(["Body can't be blank"])
  if (body.length > MAX_BODY) return unprocessable([`Body is too long (maximum is ${MAX_BODY} characters)`])
  const reply = ctx.state.addReply(bucket, target.id, body, ctx.login)
  return { status: 201, body: ctx.render.reviewComment(bucket.pull, reply, commentPosition(bucket.pull, reply)) }
}
