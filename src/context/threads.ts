import type { CapReached } from '../core/contracts/review-index.js'
import type { GraphqlPort } from '../core/github/client.js'
import { runGraphql } from '../core/github/graphql.js'
import { boundedMap } from './bounded-map.js'
import type { PullRequestRef } from './pull-request.js'
import type { ReviewThread, ThreadComment } from './records.js'

/**
 * Review threads come only from GraphQL (REST has no isResolved/isOutdated); the first query
 * also asks whom the token acts as.
 * Threads are paged 100 at a time; a thread with more than 100 comments gets
 * follow-up queries through node(id) so no reply is silently lost.
 */
// `fullDatabaseId`, not `databaseId`: review comment ids passed 2^31 in 2025, and the 32-bit
// Int `databaseId` (deprecated for that reason) answers such a comment with an error and no id,
// which fails the whole query (runGraphql treats partial data as a failure).
const COMMENT_FIELDS = `
  id
  fullDatabaseId
  author { __typename login }
  body
  createdAt
  replyTo { fullDatabaseId }
  lastEditedAt
  editor { __typename login }
`

const THREAD_FIELDS = `
  id
  isResolved
  isOutdated
  path
  line
  originalLine
  diffSide
  subjectType
  viewerCanResolve
  viewerCanReply
  resolvedBy { login }
  comments(first: 100) {
    pageInfo { hasNextPage endCursor }
    nodes { ${COMMENT_FIELDS} }
  }
`

/**
 * The first 100 threads and, when asked, the last 100 in one query: a PR with up to 200 threads
 * is read in one round trip, and a larger one needs only the pages between the two (cursors are
 * opaque, so those follow one another). `before` bounds the pages between so they never re-read
 * the tail.
 */
export const REVIEW_THREADS_QUERY = `
query HarbourmasterReviewThreads($owner: String!, $repo: String!, $number: Int!, $tail: Boolean!) {
  viewer { login }
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      head: reviewThreads(first: 100) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes { ${THREAD_FIELDS} }
      }
      tail: reviewThreads(last: 100) @include(if: $tail) {
        pageInfo { hasPreviousPage startCursor }
        nodes { ${THREAD_FIELDS} }
      }
    }
  }
}`

export const REVIEW_THREADS_PAGE_QUERY = `
query HarbourmasterReviewThreadsPage($owner: String!, $repo: String!, $number: Int!, $after: String!, $before: String, $first: Int!) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: $first, after: $after, before: $before) {
        pageInfo { hasNextPage endCursor }
        nodes { ${THREAD_FIELDS} }
      }
    }
  }
}`

export const THREAD_COMMENTS_QUERY = `
query HarbourmasterThreadComments($id: ID!, $after: String) {
  node(id: $id) {
    ... on PullRequestReviewThread {
      comments(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { ${COMMENT_FIELDS} }
      }
    }
  }
}`

interface PageInfo {
  hasNextPage: boolean
  endCursor: string | null
}
interface CommentNode {
  id: string
  /** BigInt, which GitHub sends as a decimal string. */
  fullDatabaseId: string | number | null
  author: { __typename: string; login: string } | null
  body: string
  createdAt: string
  replyTo: { fullDatabaseId: string | number | null } | null
  lastEditedAt: string | null
  editor: { __typename: string; login: string } | null
}
interface CommentConnection {
  pageInfo: PageInfo
  nodes: (CommentNode | null)[] | null
}
interface ThreadNode {
  id: string
  isResolved: boolean
  isOutdated: boolean
  path: string
  line: number | null
  originalLine: number | null
  diffSide: 'LEFT' | 'RIGHT'
  subjectType: 'LINE' | 'FILE'
  viewerCanResolve: boolean
  viewerCanReply: boolean
  resolvedBy: { login: string } | null
  comments: CommentConnection
}
type ThreadConnection = { pageInfo: PageInfo; nodes: (ThreadNode | null)[] | null }
interface ThreadsAnswer {
  viewer?: { login: string } | null
  repository: {
    pullRequest: {
      head: ThreadConnection & { totalCount: number }
      tail?: { pageInfo: { hasPreviousPage: boolean; startCursor: string | null }; nodes: (ThreadNode | null)[] | null }
    } | null
  } | null
}
interface ThreadsPageAnswer {
  repository: { pullRequest: { reviewThreads: ThreadConnection } | null } | null
}
interface ThreadCommentsAnswer {
  node: { comments?: CommentConnection } | null
}

export interface LoadedThreads {
  threads: ReviewThread[]
  queries: number
  /**
   * Whom the token acts as (GraphQL `viewer`, asked in the same query): GET /user refuses
   * installation tokens, GITHUB_TOKEN and GitHub Apps alike, while `viewer` answers every token.
   */
  viewerLogin: string | undefined
  /** The page cap reached: threads, or a thread's comments, GitHub had past it (the review's "Limits reached" names them). */
  caps: CapReached[]
}

/** Most pages followed per connection; 100 pages of 100 is far beyond any real PR. */
const MAX_PAGES = 100

/**
 * Pages of 100 comments read of one thread: the first, with the thread, and MAX_PAGES more. A thread
 * longer than that is cut (`commentsCut`); the lifecycle's look before a reply reads as far (lifecycle.ts).
 */
export const THREAD_COMMENT_PAGES = MAX_PAGES + 1

export interface LoadThreadsOptions {
  /**
   * The PR's review comment count (`review_comments`), when known: every thread holds at least
   * one, so at most that many threads exist and the last-100 half is asked for only past 100.
   */
  reviewComments?: number
  /** Most pages followed per connection (MAX_PAGES); lower only in tests. */
  maxPages?: number
}

export async function loadReviewThreads(graphql: GraphqlPort, ref: PullRequestRef, options: LoadThreadsOptions = {}): Promise<LoadedThreads> {
  let queries = 1
  const maxPages = options.maxPages ?? MAX_PAGES
  const caps: CapReached[] = []
  const vars = { owner: ref.owner, repo: ref.repo, number: ref.number }
  const answer = await runGraphql<ThreadsAnswer>(graphql, REVIEW_THREADS_QUERY, {
    ...vars,
    tail: options.reviewComments === undefined || options.reviewComments > 100,
  })
  const pull = answer.repository?.pullRequest
  const nodes: ThreadNode[] = []
  const seen = new Set<string>()
  const keep = (list: (ThreadNode | null)[] | null | undefined): void => {
    // A thread added or removed between two queries shifts the pages; never count one twice.
    for (const node of list ?? []) {
      if (!node || seen.has(node.id)) continue
      seen.add(node.id)
      nodes.push(node)
    }
  }
  if (pull) {
    keep(pull.head.nodes)
    const tail = pull.tail
    const tailNodes = (tail?.nodes ?? []).filter((n): n is ThreadNode => n !== null && !seen.has(n.id))
    // Threads between the first and the last 100, in pages of 100 bounded by the tail's start.
    let missing = pull.head.totalCount - nodes.length - tailNodes.length
    let info = pull.head.pageInfo
    const before = tail?.pageInfo.hasPreviousPage ? tail.pageInfo.startCursor : null
    let page = 0
    for (; page < maxPages && info.hasNextPage && info.endCursor && (tail === undefined || (missing > 0 && before)); page++) {
      queries++
      const more: ThreadsPageAnswer = await runGraphql<ThreadsPageAnswer>(graphql, REVIEW_THREADS_PAGE_QUERY, {
        ...vars,
        after: info.endCursor,
        before,
        first: tail === undefined ? 100 : Math.min(100, missing),
      })
      const connection = more.repository?.pullRequest?.reviewThreads
      if (!connection || (connection.nodes ?? []).length === 0) break
      const count = nodes.length
      keep(connection.nodes)
      missing -= nodes.length - count
      info = connection.pageInfo
    }
    keep(tailNodes)
    // Stopped by the cap with threads still unread: the ledger cannot know them, and the review says so.
    if (page === maxPages && info.hasNextPage && (tail === undefined || missing > 0)) caps.push(threadsCap(nodes.length, pull.head.totalCount))
  }

  const threads = await boundedMap(nodes, 4, async (node) => {
    const comments = (node.comments.nodes ?? []).filter((c): c is CommentNode => c !== null)
    let info = node.comments.pageInfo
    let page = 0
    for (; info.hasNextPage && info.endCursor && page < maxPages; page++) {
      queries++
      const more = await runGraphql<ThreadCommentsAnswer>(graphql, THREAD_COMMENTS_QUERY, { id: node.id, after: info.endCursor })
      const connection = more.node?.comments
      // The thread is gone since the first query (deleted): there is nothing more of it to read.
      if (!connection) break
      for (const c of connection.nodes ?? []) if (c) comments.push(c)
      info = connection.pageInfo
    }
    const thread = toThread(node, comments)
    if (page < maxPages || !info.hasNextPage) return thread
    // Its newest comments were not read: the ledger must not take the last one read for the last word (ledger.ts).
    caps.push({
      cap: 'thread-comments',
      limit: comments.length,
      detail: `only the first ${comments.length} comments of the review thread on ${thread.path} were read (${maxPages + 1} pages); Harbourmaster leaves that thread as it is`,
    })
    return { ...thread, commentsCut: true as const }
  })
  return { threads, queries, viewerLogin: answer.viewer?.login, caps }
}

function threadsCap(read: number, total: number): CapReached {
  return {
    cap: 'review-threads',
    limit: read,
    detail: `${read} of ${total} review threads were read (the page cap); Harbourmaster's findings on the others are not tracked on this push`,
  }
}

function toThread(node: ThreadNode, comments: CommentNode[]): ReviewThread {
  return {
    id: node.id,
    isResolved: node.isResolved,
    isOutdated: node.isOutdated,
    path: node.path,
    line: node.line ?? undefined,
    originalLine: node.originalLine ?? undefined,
    side: node.diffSide,
    subject: node.subjectType === 'FILE' ? 'file' : 'line',
    resolvedBy: node.resolvedBy?.login,
    // A token that may reply but not resolve is the one lifecycle.ts answers without resolving; a read-only
    // token (may do neither) says nothing of what the run that answered could do.
    ...(!node.isResolved && node.viewerCanResolve === false && node.viewerCanReply === true ? { unresolvable: true as const } : {}),
    comments: comments.map(toComment),
  }
}

function toComment(c: CommentNode): ThreadComment {
  return {
    id: c.id,
    databaseId: restId(c.fullDatabaseId) ?? 0,
    author: restLogin(c.author),
    body: c.body,
    createdAt: c.createdAt,
    replyToId: restId(c.replyTo?.fullDatabaseId),
    // Who can change what a comment says matters (comment-edits.ts): a deleted editor is `ghost`.
    ...(c.lastEditedAt ? { editedBy: restLogin(c.editor) } : {}),
  }
}

/** A BigInt id as the number REST uses (ids stay far below 2^53). */
function restId(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * GraphQL names a GitHub App by its bare slug (`github-actions`) while REST
 * and the expected-bot-login input use `github-actions[bot]`; one spelling
 * everywhere keeps marker ownership checks exact.
 */
function restLogin(author: CommentNode['author'] | CommentNode['editor']): string {
  if (!author) return 'ghost'
  return author.__typename === 'Bot' && !author.login.endsWith('[bot]') ? `${author.login}[bot]` : author.login
}
