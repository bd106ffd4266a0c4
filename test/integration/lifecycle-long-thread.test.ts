import { afterEach, expect, it } from 'vitest'
import { makeDispositionMarker } from '../../src/core/contracts/markers.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { planLedger } from '../../src/publication/ledger-plan.js'
import { applyLifecycle, threadCarries } from '../../src/publication/lifecycle.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { openLedgerEntry } from '../support/kit/finding.js'

/**
 * Before a reply is sent again (a fault after GitHub may have stored it) or at all (another run may
 * have given it), lifecycle.ts reads the thread for our marker. Our reply is the thread's newest
 * comment: a look that stops paging before the end of a long thread does not see it, and the reply
 * went out twice. The look reads as far as the ledger does (101 pages), and a thread longer than
 * that is written to neither first nor again (a look that could not see everything proves nothing), and the
 * cap is named (`lifecycle cap`, `thread_cut`, the job summary) instead of counting it as answered.
 */
const OWNER = 'acme'
const REPO = 'widgets'
const MARKER = makeDispositionMarker('hm2-0123456789abcdef', 'still-present', '77-1')
let fake: GitHubFake | undefined
afterEach(async () => {
  expect(fake?.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

it('finds our reply at the end of a thread of 2,050 comments', async () => {
  fake = await startGitHubFake()
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 7, user: 'octocat', files: [{ filename: 'src/b.ts', patch: makePatch({ seed: 'b' }) }] })
  const chatter = Array.from({ length: 2048 }, (_, i) => ({ body: `reply ${i}`, user: 'octocat' }))
  const thread = fake.state.addThread(OWNER, REPO, 7, {
    path: 'src/b.ts',
    line: 13,
    author: DEFAULT_BOT_LOGIN,
    comments: ['finding', ...chatter, { body: `Still present.\n\n${MARKER}`, user: DEFAULT_BOT_LOGIN }],
  })
  const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger: new RecordingLogger() })
  expect(await threadCarries(gh.graphql, thread.id, MARKER, DEFAULT_BOT_LOGIN)).toBe(true)
  expect(await threadCarries(gh.graphql, thread.id, makeDispositionMarker('hm2-0123456789abcdef', 'fixed', '77-1'), DEFAULT_BOT_LOGIN)).toBe(false)
}, 60_000)

/**
 * The look's bound is the ledger's (THREAD_COMMENT_PAGES): 101 pages take a test half a minute to
 * serve, so the same behaviour is checked with a bound of two pages on a thread of three.
 */
it('sends no reply on a thread longer than the look reads, and names the cap it reached', async () => {
  fake = await startGitHubFake()
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 8, user: 'octocat', files: [{ filename: 'src/c.ts', patch: makePatch({ seed: 'c' }) }] })
  const chatter = Array.from({ length: 249 }, (_, i) => ({ body: `reply ${i}`, user: 'octocat' }))
  const thread = fake.state.addThread(OWNER, REPO, 8, {
    path: 'src/c.ts',
    line: 13,
    author: DEFAULT_BOT_LOGIN,
    comments: ['finding', ...chatter, { body: 'Not a bug.', user: 'octocat' }],
  })
  const root = thread.commentIds[0]!
  // The verifier answered the objection: "Still present" is owed on the thread.
  const entry = openLedgerEntry(1, { threadId: thread.id, rootCommentId: root, path: 'src/c.ts', action: 'dispute' })
  const plan = planLedger([entry], [{ id: entry.findingId, verdict: 'still-present', reason: 'the bound is not checked.' }])
  const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger: new RecordingLogger() })
  const logger = new RecordingLogger()
  const lifecycle = (threadPages: number) =>
    applyLifecycle(gh.rest, gh.graphql, { owner: OWNER, repo: REPO, pullNumber: 8, runId: '78-1', expectedLogin: DEFAULT_BOT_LOGIN, plan, threadPages, logger })
  const comments = (): number => fake?.state.reviewComments(OWNER, REPO, 8).length ?? 0

  // Two pages of 100 read, a third there: what the rest of the thread holds is unknown, so nothing is sent.
  // Before: counted as `already_replied`, as if an earlier run had answered, and the cap named nowhere.
  expect(await lifecycle(2)).toMatchObject({ replied: [], alreadyReplied: [], threadCut: [entry.findingId], warnings: [] })
  expect(comments()).toBe(251)
  expect(logger.find('lifecycle', 'cap')).toEqual([
    expect.objectContaining({ cap: 'thread-comments', finding: entry.findingId, limit: '200', pages: '2', before: 'reply' }),
  ])
  expect(logger.find('lifecycle', 'done')).toEqual([expect.objectContaining({ already_replied: '0', thread_cut: '1' })])
  // The whole thread read: the reply is owed and sent.
  expect(await lifecycle(3)).toMatchObject({ replied: [entry.findingId], alreadyReplied: [], warnings: [] })
  expect(comments()).toBe(252)
}, 60_000)

it('a reply whose POST failed on a thread that grew past the look is not claimed as landed, nor sent again', async () => {
  fake = await startGitHubFake()
  const gh = fake
  gh.state.addPullRequest({ owner: OWNER, repo: REPO, number: 9, user: 'octocat', files: [{ filename: 'src/d.ts', patch: makePatch({ seed: 'd' }) }] })
  // Exactly two pages: the look before the reply sees the whole thread.
  const chatter = Array.from({ length: 198 }, (_, i) => ({ body: `reply ${i}`, user: 'octocat' }))
  const thread = gh.state.addThread(OWNER, REPO, 9, {
    path: 'src/d.ts',
    line: 13,
    author: DEFAULT_BOT_LOGIN,
    comments: ['finding', ...chatter, { body: 'Not a bug.', user: 'octocat' }],
  })
  const root = thread.commentIds[0]!
  const entry = openLedgerEntry(1, { threadId: thread.id, rootCommentId: root, path: 'src/d.ts', action: 'dispute' })
  const plan = planLedger([entry], [{ id: entry.findingId, verdict: 'still-present', reason: 'the bound is not checked.' }])
  // The reply POST answers 502 and stores nothing, while a developer comments: the thread now has a third page.
  gh.faults.add({
    method: 'POST',
    route: '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies',
    status: 502,
    when: () => {
      gh.state.addReply(gh.state.bucket(OWNER, REPO, 9), root, 'One more thought.', 'octocat')
      return true
    },
  })
  const client = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: gh.url, logger: new RecordingLogger() })
  const logger = new RecordingLogger()
  const result = await applyLifecycle(client.rest, client.graphql, {
    owner: OWNER,
    repo: REPO,
    pullNumber: 9,
    runId: '79-1',
    expectedLogin: DEFAULT_BOT_LOGIN,
    plan,
    threadPages: 2,
    logger,
    retryBackoffMs: [0],
    sleep: async () => undefined,
  })
  // Before: the cut look counted as finding the reply: `replied` and `recovered`, with no reply on GitHub.
  expect(result).toMatchObject({ replied: [], recovered: [], threadCut: [entry.findingId] })
  expect(gh.state.reviewComments(OWNER, REPO, 9).filter((c) => c.user === DEFAULT_BOT_LOGIN && c.body.includes('Still present'))).toEqual([])
  expect(gh.requests.filter((r) => r.method === 'POST' && r.route?.endsWith('/replies'))).toHaveLength(1)
  expect(logger.find('lifecycle', 'cap')).toEqual([
    expect.objectContaining({ cap: 'thread-comments', finding: entry.findingId, limit: '200', pages: '2', before: 'retry' }),
  ])
}, 60_000)
