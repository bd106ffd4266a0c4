// The GraphQL object graph over the fake's state. graphql-js's default field resolver
// reads plain properties and calls functions with (args), so each view is a plain object
// whose argument-taking fields are functions; interfaces resolve through __typename.
import { GraphQLError } from 'graphql'
import { editFields } from './comment-edits.js'
import { gitObject } from './graphql-git-objects.js'
import { HTML_BASE } from './rest-render.js'
import type { GitHubState } from './state.js'
import { commentVisible } from './visibility.js'
import type { FakeIssueComment, FakePullRequest, FakeRepo, FakeReview, FakeReviewComment, FakeThread } from './types.js'

export interface GraphQLContext {
  state: GitHubState
  login: string | null
  /** Review comments with a higher id are not shown yet (eventual consistency, see hideNewThreadComments). */
  hideCommentsAbove?: number
  /** The token may read but not write (a fork's or Dependabot's GITHUB_TOKEN): no mutation, no viewerCan*. */
  readOnly?: boolean
}

type View = Record<string, unknown>
interface PageArgs {
  first?: number | null
  after?: string | null
  last?: number | null
  before?: string | null
}

/** An error GitHub reports with a `type` (NOT_FOUND, FORBIDDEN, ...); intended, not drift. */
export class GitHubGraphQLError extends GraphQLError {
  constructor(
    message: string,
    readonly type: string,
  ) {
    super(message)
  }
}

const MAX_PAGE = 100

function encodeCursor(index: number): string {
  return Buffer.from(`cursor:v2:${index}`).toString('base64')
}

function decodeCursor(cursor: string): number {
  const match = /^cursor:v2:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'))
  if (!match) throw new GitHubGraphQLError(`\`${cursor}\` does not appear to be a valid cursor.`, 'INVALID_CURSOR_ARGUMENTS')
  return Number(match[1])
}

/** Relay connection with GitHub's limits: first or last is required, at most 100. */
export function connection<T>(items: readonly T[], args: PageArgs, field: string, view: (item: T) => View): View {
  const { first, last, after, before } = args
  if (first == null && last == null) {
    throw new GitHubGraphQLError(
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${field}\` connection.`,
      'MISSING_PAGINATION_BOUNDARIES',
    )
  }
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value != null && value > MAX_PAGE) {
      throw new GitHubGraphQLError(
        `Requesting ${value} records on the \`${field}\` connection exceeds the \`${name}\` limit of ${MAX_PAGE} records.`,
        'EXCESSIVE_PAGINATION',
      )
    }
  }
  let start = after ? decodeCursor(after) + 1 : 0
  let end = before ? decodeCursor(before) : items.length
  end = Math.min(end, items.length)
  if (first != null) end = Math.min(end, start + first)
  if (last != null) start = Math.max(start, end - last)
  const indices: number[] = []
  for (let i = start; i < end; i++) indices.push(i)
  const nodes = indices.map((i) => view(items[i] as T))
  return {
    totalCount: items.length,
    nodes,
    edges: indices.map((i, n) => ({ cursor: encodeCursor(i), node: nodes[n] })),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: indices.length > 0 ? encodeCursor(start) : null,
      endCursor: indices.length > 0 ? encodeCursor(end - 1) : null,
    },
  }
}

export class GraphQLViews {
  constructor(private readonly ctx: GraphQLContext) {}

  actor(login: string): View {
    const user = this.ctx.state.user(login)
    const isBot = user.type === 'Bot'
    const path = isBot ? `/apps/${login.replace('[bot]', '')}` : `/${login}`
    return {
      __typename: user.type,
      id: user.nodeId,
      databaseId: user.id,
      login: isBot ? login.replace('[bot]', '') : login,
      avatarUrl: () => `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
      resourcePath: path,
      url: `${HTML_BASE}${path}`,
    }
  }

  repository(repo: FakeRepo): View {
    return {
      __typename: 'Repository',
      id: repo.nodeId,
      databaseId: repo.id,
      name: repo.name,
      nameWithOwner: repo.fullName,
      isPrivate: repo.private,
      isFork: repo.parentFullName !== undefined,
      url: `${HTML_BASE}/${repo.fullName}`,
      owner: { ...this.actor(repo.owner), __typename: 'User' },
      object: ({ expression }: { expression: string }) => gitObject(this.ctx.state, repo.owner, repo.name, expression),
      pullRequest: ({ number }: { number: number }) => {
        const pull = this.ctx.state.pull(repo.owner, repo.name, number)
        if (!pull) throw new GitHubGraphQLError(`Could not resolve to a PullRequest with the number of ${number}.`, 'NOT_FOUND')
        return this.pullRequest(pull)
      },
    }
  }

  pullRequest(pull: FakePullRequest): View {
    const [owner = '', name = ''] = pull.repoFullName.split('/')
    const bucket = this.ctx.state.bucket(owner, name, pull.number)
    const hiddenReviews = new Set(bucket.reviews.filter((r) => r.state === 'PENDING' && r.user !== this.ctx.login).map((r) => r.id))
    const threads = bucket.threads.filter((t) => {
      const root = this.ctx.state.comment(t.commentIds[0] ?? -1)
      return root !== undefined && !hiddenReviews.has(root.reviewId)
    })
    return {
      __typename: 'PullRequest',
      id: pull.nodeId,
      databaseId: pull.id,
      number: pull.number,
      title: pull.title,
      body: pull.body ?? '',
      state: pull.merged ? 'MERGED' : pull.state === 'open' ? 'OPEN' : 'CLOSED',
      closed: pull.state === 'closed',
      isDraft: pull.draft,
      locked: pull.locked,
      headRefOid: pull.head.sha,
      headRefName: pull.head.ref,
      baseRefOid: pull.base.sha,
      baseRefName: pull.base.ref,
      isCrossRepository: pull.head.repoFullName.toLowerCase() !== pull.repoFullName.toLowerCase(),
      changedFiles: pull.files.length,
      additions: pull.files.reduce((sum, f) => sum + f.additions, 0),
      deletions: pull.files.reduce((sum, f) => sum + f.deletions, 0),
      author: this.actor(pull.user),
      createdAt: pull.createdAt,
      updatedAt: pull.updatedAt,
      url: `${HTML_BASE}/${pull.repoFullName}/pull/${pull.number}`,
      reviewThreads: (args: PageArgs) => connection(threads, args, 'reviewThreads', (t) => this.thread(t)),
      reviews: (args: PageArgs) =>
        connection(
          bucket.reviews.filter((r) => !hiddenReviews.has(r.id)),
          args,
          'reviews',
          (r) => this.review(pull, r),
        ),
      comments: (args: PageArgs) => connection(bucket.issueComments, args, 'comments', (c) => this.issueComment(pull, c)),
    }
  }

  thread(thread: FakeThread): View {
    const comments = this.ctx.state
      .threadComments(thread)
      .filter((c) => c.id <= (this.ctx.hideCommentsAbove ?? Number.POSITIVE_INFINITY) && commentVisible(this.ctx.state, c, this.ctx.login))
    const bucket = this.ctx.state.bucketOfThread(thread)
    const canWrite = this.ctx.login !== null && this.ctx.readOnly !== true
    return {
      __typename: 'PullRequestReviewThread',
      id: thread.id,
      isResolved: thread.isResolved,
      isOutdated: thread.isOutdated,
      isCollapsed: thread.isResolved,
      path: thread.path,
      line: thread.line,
      originalLine: thread.originalLine,
      startLine: thread.isOutdated ? null : thread.startLine,
      originalStartLine: thread.startLine,
      diffSide: thread.side,
      startDiffSide: thread.startLine === null ? null : thread.side,
      subjectType: thread.subjectType === 'file' ? 'FILE' : 'LINE',
      viewerCanResolve: canWrite && !thread.isResolved && thread.resolvable !== false,
      viewerCanUnresolve: canWrite && thread.isResolved,
      viewerCanReply: canWrite,
      resolvedBy: thread.resolvedBy ? { ...this.actor(thread.resolvedBy), __typename: 'User' } : null,
      pullRequest: () => (bucket ? this.pullRequest(bucket.pull) : null),
      comments: (args: PageArgs) => connection(comments, args, 'comments', (c) => this.reviewComment(bucket?.pull, c)),
    }
  }

  reviewComment(pull: FakePullRequest | undefined, comment: FakeReviewComment): View {
    const root = comment.inReplyToId === null ? undefined : this.ctx.state.comment(comment.inReplyToId)
    const review = pull ? this.ctx.state.findBucket(...this.split(pull), pull.number)?.reviews.find((r) => r.id === comment.reviewId) : undefined
    const url = pull ? `${HTML_BASE}/${pull.repoFullName}/pull/${pull.number}#discussion_r${comment.id}` : `${HTML_BASE}/`
    return {
      __typename: 'PullRequestReviewComment',
      id: comment.nodeId,
      databaseId: comment.id,
      fullDatabaseId: String(comment.id),
      body: comment.body,
      bodyText: comment.body,
      path: comment.path,
      line: comment.line,
      originalLine: comment.originalLine,
      startLine: comment.startLine,
      originalStartLine: comment.startLine,
      diffHunk: comment.diffHunk,
      outdated: comment.line === null,
      state: review?.state === 'PENDING' ? 'PENDING' : 'SUBMITTED',
      subjectType: comment.subjectType === 'file' ? 'FILE' : 'LINE',
      author: this.actor(comment.user),
      authorAssociation: comment.user.endsWith('[bot]') ? 'NONE' : 'MEMBER',
      createdAt: comment.createdAt,
      updatedAt: comment.updatedAt,
      publishedAt: comment.createdAt,
      isMinimized: false,
      minimizedReason: null,
      viewerDidAuthor: comment.user === this.ctx.login,
      url,
      resourcePath: url.replace(HTML_BASE, ''),
      replyTo: root ? this.reviewComment(pull, root) : null,
      pullRequestReview: review && pull ? this.review(pull, review) : null,
      commit: { __typename: 'Commit', oid: comment.commitId, id: `C_${comment.commitId}` },
      originalCommit: { __typename: 'Commit', oid: comment.originalCommitId, id: `C_${comment.originalCommitId}` },
      ...editFields(comment, (login) => this.actor(login), connection),
    }
  }

  review(pull: FakePullRequest, review: FakeReview): View {
    return {
      __typename: 'PullRequestReview',
      id: review.nodeId,
      databaseId: review.id,
      fullDatabaseId: String(review.id),
      body: review.body,
      state: review.state,
      author: this.actor(review.user),
      submittedAt: review.submittedAt,
      createdAt: review.submittedAt ?? pull.createdAt,
      url: `${HTML_BASE}/${pull.repoFullName}/pull/${pull.number}#pullrequestreview-${review.id}`,
      commit: { __typename: 'Commit', oid: review.commitId, id: `C_${review.commitId}` },
      ...editFields(review, (login) => this.actor(login), connection),
    }
  }

  issueComment(pull: FakePullRequest, comment: FakeIssueComment): View {
    return {
      __typename: 'IssueComment',
      id: comment.nodeId,
      databaseId: comment.id,
      fullDatabaseId: String(comment.id),
      body: comment.body,
      bodyText: comment.body,
      author: this.actor(comment.user),
      createdAt: comment.createdAt,
      updatedAt: comment.updatedAt,
      url: `${HTML_BASE}/${pull.repoFullName}/pull/${pull.number}#issuecomment-${comment.id}`,
    }
  }

  private split(pull: FakePullRequest): [string, string] {
    const [owner = '', name = ''] = pull.repoFullName.split('/')
    return [owner, name]
  }
}
