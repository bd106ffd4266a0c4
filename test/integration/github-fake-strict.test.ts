// Where the GitHub fake must be as strict as GitHub, so a product bug cannot pass on leniency:
// another user's pending review is not found by any route, a read-only token cannot run a
// GraphQL mutation, and a multi-line comment must start before it ends in the diff.
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { githubToken } from '../support/kit/secrets.js'

const OWNER = 'acme'
const REPO = 'widgets'
const PR = { owner: OWNER, repo: REPO, pull_number: 7 }
const HUBOT_TOKEN = githubToken(0x4b07, 'personal')
const READ_ONLY_TOKEN = githubToken(0x5eed, 'installation')

const RESOLVE = 'mutation Resolve($id: ID!) { resolveReviewThread(input: { threadId: $id }) { thread { id isResolved } } }'
const NODE = 'query Node($id: ID!) { node(id: $id) { id } }'
const CAN = 'query Can($id: ID!) { node(id: $id) { ... on PullRequestReviewThread { viewerCanResolve viewerCanReply } } }'

let fake: GitHubFake
let bot: Octokit
let hubot: Octokit

interface GraphqlFailure {
  errors: Array<{ type?: string; message: string; path?: unknown[] }>
  data: unknown
}

async function graphqlFailure(promise: Promise<unknown>): Promise<GraphqlFailure> {
  try {
    await promise
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'errors' in error && Array.isArray(error.errors)) {
      return { errors: error.errors as GraphqlFailure['errors'], data: 'data' in error ? error.data : undefined }
    }
    throw error
  }
  throw new Error('expected the GraphQL request to fail')
}

async function restStatus(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise
  } catch (error) {
    return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined
  }
  return 200
}

beforeEach(async () => {
  fake = await startGitHubFake({
    tokens: { [DEFAULT_FAKE_TOKEN]: 'github-actions[bot]', [HUBOT_TOKEN]: 'hubot', [READ_ONLY_TOKEN]: 'dependabot[bot]' },
    readOnlyTokens: [READ_ONLY_TOKEN],
  })
  bot = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
  hubot = new Octokit({ auth: HUBOT_TOKEN, baseUrl: fake.url })
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 7, user: 'octocat', files: [{ filename: 'src/b.ts', patch: makePatch({ seed: 'b' }) }] })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

describe('another user’s pending review', () => {
  async function hubotDraft() {
    const { data } = await hubot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      ...PR,
      comments: [{ path: 'src/b.ts', line: 13, body: 'draft' }],
    })
    const [thread] = fake.state.threads(OWNER, REPO, 7)
    const [comment] = fake.state.reviewComments(OWNER, REPO, 7)
    if (!thread || !comment) throw new Error('the draft left no thread')
    return { review: data, thread, comment }
  }

  it('is not found by node id, and its thread cannot be resolved by anyone else', async () => {
    const { review, thread, comment } = await hubotDraft()
    for (const id of [thread.id, comment.nodeId, review.node_id]) {
      const answer = await graphqlFailure(bot.graphql(NODE, { id }))
      expect(answer.errors[0]).toMatchObject({ type: 'NOT_FOUND', path: ['node'] })
    }
    const refused = await graphqlFailure(bot.graphql(RESOLVE, { id: thread.id }))
    expect(refused.errors[0]).toMatchObject({ type: 'NOT_FOUND', path: ['resolveReviewThread'] })
    expect(fake.state.threads(OWNER, REPO, 7)[0]?.isResolved).toBe(false)
    // Its author sees it.
    expect(await hubot.graphql<{ node: { id: string } }>(NODE, { id: thread.id })).toEqual({ node: { id: thread.id } })
  })

  it('cannot be replied to over REST by anyone else (404), and nothing is stored', async () => {
    const { comment } = await hubotDraft()
    const reply = bot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', { ...PR, comment_id: comment.id, body: 'hi' })
    expect(await restStatus(reply)).toBe(404)
    expect(fake.state.reviewComments(OWNER, REPO, 7)).toHaveLength(1)
  })
})

describe('a read-only token over GraphQL', () => {
  it('reads threads it cannot resolve or reply to, and its mutation is FORBIDDEN', async () => {
    const thread = fake.state.addThread(OWNER, REPO, 7, { path: 'src/b.ts', line: 13, comments: ['please fix'] })
    const reader = new Octokit({ auth: READ_ONLY_TOKEN, baseUrl: fake.url })
    expect(await reader.graphql(CAN, { id: thread.id })).toEqual({ node: { viewerCanResolve: false, viewerCanReply: false } })
    const refused = await graphqlFailure(reader.graphql(RESOLVE, { id: thread.id }))
    expect(refused.errors[0]).toMatchObject({ type: 'FORBIDDEN', message: 'Resource not accessible by integration', path: ['resolveReviewThread'] })
    expect(refused.data).toEqual({ resolveReviewThread: null })
    expect(fake.state.threads(OWNER, REPO, 7)[0]?.isResolved).toBe(false)
  })
})

describe('multi-line review comments', () => {
  it('refuses a range whose start comes after its end in the diff, across sides', async () => {
    // makePatch's hunk shows old line 13 deleted, then new line 13 added: RIGHT 13 comes after LEFT 13.
    const comment = { path: 'src/b.ts', start_line: 13, start_side: 'RIGHT', line: 13, side: 'LEFT', body: 'range' }
    const create = bot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { ...PR, event: 'COMMENT', body: 'b', comments: [comment] })
    expect(await restStatus(create)).toBe(422)
    expect(fake.state.reviews(OWNER, REPO, 7)).toEqual([])
    // The same lines the other way round are a valid range.
    const forward = { ...comment, start_side: 'LEFT', side: 'RIGHT' }
    const ok = bot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { ...PR, event: 'COMMENT', body: 'b', comments: [forward] })
    expect(await restStatus(ok)).toBe(200)
  })
})

describe('a review on an earlier head', () => {
  // After the push, src/b.ts's only hunk sits 30 lines lower: new line 13 is no longer in the diff.
  async function pushMovedHunk(): Promise<string> {
    const old = fake.state.pull(OWNER, REPO, 7)?.head.sha ?? ''
    const files = [{ filename: 'src/b.ts', patch: makePatch({ seed: 'b2' }).replace('@@ -10,7 +10,8 @@', '@@ -40,7 +40,8 @@') }]
    fake.state.pushCommit(OWNER, REPO, 7, { changes: files, files })
    return old
  }
  const review = (commitId: string, line: number) =>
    bot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      ...PR,
      commit_id: commitId,
      event: 'COMMENT',
      body: 'b',
      comments: [{ path: 'src/b.ts', line, side: 'RIGHT', body: 'here' }],
    })

  it('places its lines in that commit’s diff, not the head’s, and the thread shows outdated', async () => {
    const old = await pushMovedHunk()
    // Line 43 is in the head's diff only: GitHub resolves a comment against the commit it names.
    expect(await restStatus(review(old, 43))).toBe(422)
    expect(await restStatus(review(old, 13))).toBe(200)
    // The line has changed since that commit, so the thread is outdated on the live diff.
    expect(fake.state.threads(OWNER, REPO, 7)).toMatchObject([{ path: 'src/b.ts', line: null, originalLine: 13, isOutdated: true }])
  })
})
