// GraphQL on the GitHub fake: documents validated against GitHub's schema, executed for
// real over the fake's state, with GitHub's cursor pagination limits and mutations.
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_FAKE_TOKEN, makeFiles, makeThreads, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { githubToken } from '../support/kit/secrets.js'

const OWNER = 'acme'
const REPO = 'widgets'
const HUBOT_TOKEN = githubToken(0x4b07, 'personal')

const THREADS = `
query Threads($owner: String!, $repo: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      id number headRefOid isDraft
      reviewThreads(first: 100, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes {
          id isResolved isOutdated path line originalLine startLine diffSide viewerCanResolve
          comments(first: 100) {
            totalCount
            pageInfo { hasNextPage endCursor }
            nodes { id fullDatabaseId body author { login } createdAt url replyTo { fullDatabaseId } pullRequestReview { fullDatabaseId } }
          }
        }
      }
    }
  }
}`

const THREAD_COMMENTS = `
query ThreadComments($id: ID!, $after: String) {
  node(id: $id) {
    ... on PullRequestReviewThread {
      comments(first: 100, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes { fullDatabaseId body replyTo { fullDatabaseId } }
      }
    }
  }
}`

interface Page<T> {
  totalCount: number
  pageInfo: { hasNextPage: boolean; endCursor: string | null }
  nodes: T[]
}
// Ids as GitHub issues them today exceed GraphQL's 32-bit Int: the BigInt fields, sent as strings.
interface CommentNode {
  fullDatabaseId: string
  body: string
  author: { login: string } | null
  replyTo: { fullDatabaseId: string } | null
  pullRequestReview: { fullDatabaseId: string } | null
}
interface ThreadNode {
  id: string
  isResolved: boolean
  isOutdated: boolean
  path: string
  line: number | null
  originalLine: number
  viewerCanResolve: boolean
  comments: Page<CommentNode>
}
interface ThreadsAnswer {
  repository: { pullRequest: { headRefOid: string; isDraft: boolean; reviewThreads: Page<ThreadNode> } }
}

let fake: GitHubFake
let octokit: Octokit

function graphqlErrorsOf(error: unknown): { errors: Array<{ type?: string; message: string; path?: unknown[] }>; data: unknown } {
  const shaped = error as { errors?: Array<{ type?: string; message: string }>; data?: unknown }
  if (!Array.isArray(shaped.errors)) throw error
  return { errors: shaped.errors, data: shaped.data }
}

async function allThreads(client: Octokit, number: number): Promise<ThreadNode[]> {
  const threads: ThreadNode[] = []
  let after: string | null = null
  do {
    const answer: ThreadsAnswer = await client.graphql<ThreadsAnswer>(THREADS, { owner: OWNER, repo: REPO, number, after })
    const page = answer.repository.pullRequest.reviewThreads
    threads.push(...page.nodes)
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null
  } while (after)
  return threads
}

beforeEach(async () => {
  fake = await startGitHubFake({ tokens: { [DEFAULT_FAKE_TOKEN]: 'github-actions[bot]', [HUBOT_TOKEN]: 'hubot' } })
  octokit = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
  const files = makeFiles(20)
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 3, files })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

describe('review threads over GraphQL', () => {
  it('pages past 100 threads and past 100 comments in one thread', async () => {
    const paths = ['src/module-01.ts', 'src/module-02.ts']
    for (const seed of makeThreads(119, { paths, resolvedEvery: 4, outdatedEvery: 5 })) fake.state.addThread(OWNER, REPO, 3, seed)
    const long = fake.state.addThread(OWNER, REPO, 3, makeThreads(1, { paths, comments: 130 })[0] ?? { path: '', line: 1, comments: [] })

    const threads = await allThreads(octokit, 3)
    expect(threads).toHaveLength(120)
    expect(new Set(threads.map((t) => t.id)).size).toBe(120)
    expect(threads.filter((t) => t.isResolved)).toHaveLength(29)
    expect(threads.filter((t) => t.isOutdated).every((t) => t.line === null && t.originalLine === 13)).toBe(true)

    const longNode = threads.find((t) => t.id === long.id)
    expect(longNode?.comments.totalCount).toBe(130)
    expect(longNode?.comments.nodes).toHaveLength(100)
    expect(longNode?.comments.pageInfo.hasNextPage).toBe(true)
    const rest = await octokit.graphql<{ node: { comments: Page<CommentNode> } }>(THREAD_COMMENTS, {
      id: long.id,
      after: longNode?.comments.pageInfo.endCursor,
    })
    expect(rest.node.comments.nodes).toHaveLength(30)
    expect(rest.node.comments.pageInfo.hasNextPage).toBe(false)
    const all = [...(longNode?.comments.nodes ?? []), ...rest.node.comments.nodes]
    expect(all.map((c) => Number(c.fullDatabaseId))).toEqual(long.commentIds)
    expect(all.slice(1).every((c) => c.replyTo?.fullDatabaseId === String(long.commentIds[0]))).toBe(true)

    const counted = fake.requests.filter((r) => r.route === 'graphql').map((r) => r.graphqlOperation)
    expect(counted).toEqual(['Threads', 'Threads', 'ThreadComments'])
  })

  it('shows a review posted over REST as threads with authors and review ids', async () => {
    const { data } = await octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      owner: OWNER,
      repo: REPO,
      pull_number: 3,
      event: 'COMMENT',
      body: 'Review',
      comments: [{ path: 'src/module-03.ts', line: 13, body: 'Bug here' }],
    })
    const [thread] = await allThreads(octokit, 3)
    expect(thread?.path).toBe('src/module-03.ts')
    expect(thread?.line).toBe(13)
    expect(thread?.viewerCanResolve).toBe(true)
    const [comment] = thread?.comments.nodes ?? []
    expect(comment?.body).toBe('Bug here')
    // GraphQL names bots without the [bot] suffix, as GitHub does.
    expect(comment?.author?.login).toBe('github-actions')
    expect(comment?.pullRequestReview?.fullDatabaseId).toBe(String(data.id))
    // Review and comment ids are past 2^31, as GitHub's are (comment ids since 2025).
    expect(data.id).toBeGreaterThan(2 ** 31)
    expect(Number(comment?.fullDatabaseId)).toBeGreaterThan(2 ** 31)
  })

  it('keeps another user’s pending review threads out of the answer', async () => {
    const hubot = new Octokit({ auth: HUBOT_TOKEN, baseUrl: fake.url })
    await hubot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      owner: OWNER,
      repo: REPO,
      pull_number: 3,
      comments: [{ path: 'src/module-03.ts', line: 13, body: 'draft' }],
    })
    expect(await allThreads(octokit, 3)).toEqual([])
    expect(await allThreads(hubot, 3)).toHaveLength(1)
  })

  it('reports the live head and draft flag', async () => {
    fake.state.setDraft(OWNER, REPO, 3, true)
    const sha = fake.state.pushHead(OWNER, REPO, 3)
    const answer = await octokit.graphql<ThreadsAnswer>(THREADS, { owner: OWNER, repo: REPO, number: 3, after: null })
    expect(answer.repository.pullRequest.headRefOid).toBe(sha)
    expect(answer.repository.pullRequest.isDraft).toBe(true)
  })

  it('resolves a thread with the resolveReviewThread mutation', async () => {
    const thread = fake.state.addThread(OWNER, REPO, 3, { path: 'src/module-01.ts', line: 13, comments: ['please fix'] })
    const answer = await octokit.graphql<{ resolveReviewThread: { thread: { id: string; isResolved: boolean } } }>(
      'mutation Resolve($id: ID!) { resolveReviewThread(input: { threadId: $id }) { thread { id isResolved } } }',
      { id: thread.id },
    )
    expect(answer.resolveReviewThread.thread).toEqual({ id: thread.id, isResolved: true })
    expect(fake.state.threads(OWNER, REPO, 3)[0]).toMatchObject({ isResolved: true, resolvedBy: 'github-actions[bot]' })
  })
})

describe('GitHub’s GraphQL limits and errors', () => {
  it('refuses more than 100 records per page and a connection without first/last', async () => {
    const tooMany = graphqlErrorsOf(
      await octokit
        .graphql('query { repository(owner: "acme", name: "widgets") { pullRequest(number: 3) { reviewThreads(first: 101) { totalCount } } } }')
        .catch((e: unknown) => e),
    )
    expect(tooMany.errors[0]?.type).toBe('EXCESSIVE_PAGINATION')
    const unbounded = graphqlErrorsOf(
      await octokit
        .graphql('query { repository(owner: "acme", name: "widgets") { pullRequest(number: 3) { reviewThreads { totalCount } } } }')
        .catch((e: unknown) => e),
    )
    expect(unbounded.errors[0]?.type).toBe('MISSING_PAGINATION_BOUNDARIES')
  })

  it('answers NOT_FOUND for an unknown repository or pull request', async () => {
    const missing = graphqlErrorsOf(await octokit.graphql(THREADS, { owner: 'acme', repo: 'nope', number: 3, after: null }).catch((e: unknown) => e))
    expect(missing.errors[0]).toMatchObject({ type: 'NOT_FOUND', path: ['repository'] })
    const noPull = graphqlErrorsOf(await octokit.graphql(THREADS, { owner: OWNER, repo: REPO, number: 404, after: null }).catch((e: unknown) => e))
    expect(noPull.errors[0]?.message).toContain('Could not resolve to a PullRequest with the number of 404')
  })

  it('records a deprecated field as drift: the 32-bit databaseId of a comment cannot carry its id', async () => {
    await octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      owner: OWNER,
      repo: REPO,
      pull_number: 3,
      event: 'COMMENT',
      body: 'Review',
      comments: [{ path: 'src/module-03.ts', line: 13, body: 'Bug here' }],
    })
    const old =
      'query Old { repository(owner: "acme", name: "widgets") { pullRequest(number: 3) { reviewThreads(first: 10) { nodes { comments(first: 1) { nodes { databaseId } } } } } } }'
    const answer = graphqlErrorsOf(await octokit.graphql(old).catch((e: unknown) => e))
    expect(answer.errors[0]?.message).toContain('PullRequestReviewComment.databaseId is deprecated')
    expect(fake.driftErrors.map((d) => d.kind)).toEqual(['graphql-document'])
    fake.driftErrors.length = 0
  })

  it('records a document GitHub’s schema rejects as drift and answers with errors', async () => {
    const bad = 'query Bad { repository(owner: "acme", name: "widgets") { pullRequest(number: 3) { reviewThreads(first: 10) { nodes { resolved } } } } }'
    const answer = graphqlErrorsOf(await octokit.graphql(bad).catch((e: unknown) => e))
    expect(answer.errors[0]?.message).toContain('Cannot query field "resolved" on type "PullRequestReviewThread"')
    expect(fake.driftErrors).toHaveLength(1)
    expect(fake.driftErrors[0]).toMatchObject({ kind: 'graphql-document', route: 'graphql' })
    fake.driftErrors.length = 0
  })
})
