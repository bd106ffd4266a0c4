import type { GraphqlPort } from '../core/github/client.js'
import { runGraphql } from '../github/graphql.js'
import { boundedMap } from './bounded-map.js'
import type { PullRequestRef } from './pull-request.js'
import type { ReviewThread, ThreadComment } from './records.js'

/**
 * Review threads come only from GraphQL (REST has no isResolved/isOutdated).
 * Threads are paged 100 at a time; a thread with more than 100 comments gets
 * follow-up queries through node(id) so no reply is silently lost.
 */
const COMMENT_FIELDS = `
  id
  databaseId
  author { __typename login }
  body
  createdAt
  replyTo { databaseId }
`

export const REVIEW_THREADS_QUERY = `
query HarbourmasterReviewThreads($owner: String!, $repo: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id
          isResolved
          isOutdated
          path
          line
          originalLine
          comments(first: 100) {
            pageInfo { hasNextPage endCursor }
            nodes { ${COMMENT_FIELDS} }
          }
        }
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
  databaseId: number | null
  author: { __typename: string; login: string } | null
  body: string
  createdAt: string
  replyTo: { databaseId: number | null } | null
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
  comments: CommentConnection
}
interface ThreadsAnswer {
  repository: {
    pullRequest: {
      reviewThreads: { pageInfo: PageInfo; nodes: (ThreadNode | null)[] | null }
    } | null
  } | null
}
interface ThreadCommentsAnswer {
  node: { comments?: CommentConnection } | null
}

export interface LoadedThreads {
  threads: ReviewThread[]
  queries: number
}

/** Most pages followed per connection; 100 pages of 100 is far beyond any real PR. */
const MAX_PAGES = 100

export async function loadReviewThreads(graphql: GraphqlPort, ref: PullRequestRef): Promise<LoadedThreads> {
  let queries = 0
  const nodes: ThreadNode[] = []
  let after: string | null = null
  for (let page = 0; page < MAX_PAGES; page++) {
    queries++
    const answer: ThreadsAnswer = await runGraphql<ThreadsAnswer>(graphql, REVIEW_THREADS_QUERY, {
      owner: ref.owner,
      repo: ref.repo,
      number: ref.number,
      after,
    })
    const connection = answer.repository?.pullRequest?.reviewThreads
    if (!connection) break
    for (const node of connection.nodes ?? []) if (node) nodes.push(node)
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break
    after = connection.pageInfo.endCursor
  }

  const threads = await boundedMap(nodes, 4, async (node) => {
    const comments = (node.comments.nodes ?? []).filter((c): c is CommentNode => c !== null)
    let info = node.comments.pageInfo
    for (let page = 0; info.hasNextPage && info.endCursor && page < MAX_PAGES; page++) {
      queries++
      const more = await runGraphql<ThreadCommentsAnswer>(graphql, THREAD_COMMENTS_QUERY, { id: node.id, after: info.endCursor })
      const connection = more.node?.comments
      if (!connection) break
      for (const c of connection.nodes ?? []) if (c) comments.push(c)
      info = connection.pageInfo
    }
    return toThread(node, comments)
  })
  return { threads, queries }
}

function toThread(node: ThreadNode, comments: CommentNode[]): ReviewThread {
  return {
    id: node.id,
    isResolved: node.isResolved,
    isOutdated: node.isOutdated,
    path: node.path,
    line: node.line ?? undefined,
    originalLine: node.originalLine ?? undefined,
    comments: comments.map(toComment),
  }
}

function toComment(c: CommentNode): ThreadComment {
  return {
    id: c.id,
    databaseId: c.databaseId ?? 0,
    author: restLogin(c.author),
    body: c.body,
    createdAt: c.createdAt,
    replyToId: c.replyTo?.databaseId ?? undefined,
  }
}

/**
 * GraphQL names a GitHub App by its bare slug (`github-actions`) while REST
 * and the expected-bot-login input use `github-actions[bot]`; one spelling
 * everywhere keeps marker ownership checks exact.
 */
function restLogin(author: CommentNode['author']): string {
  if (!author) return 'ghost'
  return author.__typename === 'Bot' && !author.login.endsWith('[bot]') ? `${author.login}[bot]` : author.login
}
