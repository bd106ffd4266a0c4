import { afterEach, describe, expect, it } from 'vitest'
import { loadIssueComments, loadReviews } from '../../src/context/discussion.js'
import { loadFiles } from '../../src/context/files.js'
import { loadPullRequest } from '../../src/context/pull-request.js'
import { loadReviewThreads } from '../../src/context/threads.js'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { GitHubError } from '../../src/core/errors.js'
import { deltaBase, provenReviewOn } from '../../src/core/publication/proven-review.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, makeFiles, makeThreads, startGitHubFake } from '../support/github-fake/index.js'
import type { GitHubFake } from '../support/github-fake/index.js'

const REF = { owner: 'acme', repo: 'harbour', number: 7 }
let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

async function setup() {
  fake = await startGitHubFake()
  const logger = new RecordingLogger()
  const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger, retryBaseMs: 20 })
  return { fake, gh, logger }
}

describe('context loaders against the GitHub fake', () => {
  it('lists 3,000 files through concurrent pages and reports GitHub’s cap for the rest', async () => {
    const { fake, gh } = await setup()
    fake.state.addPullRequest({ ...REF, files: makeFiles(3100) })
    const pr = await loadPullRequest(gh.rest, REF)
    expect(pr.changedFiles).toBe(3100)
    const loaded = await loadFiles(gh.rest, REF, { changedFiles: pr.changedFiles })
    expect(loaded.files).toHaveLength(3000)
    expect(new Set(loaded.files.map((f) => f.filename)).size).toBe(3000)
    expect(loaded.pages).toBe(30)
    expect(loaded.caps).toEqual([expect.objectContaining({ cap: 'github-file-limit', limit: 3000 })])
    expect(loaded.caps[0]?.detail).toContain('3000 of the PR')
  })

  it('loads a single page without follow-up requests', async () => {
    const { fake, gh } = await setup()
    fake.state.addPullRequest({ ...REF, files: makeFiles(3) })
    const loaded = await loadFiles(gh.rest, REF, { changedFiles: 3 })
    expect(loaded.files.map((f) => f.filename)).toEqual(['src/module-1.ts', 'src/module-2.ts', 'src/module-3.ts'])
    expect(loaded.caps).toEqual([])
    expect(fake.requests.filter((r) => r.route?.endsWith('/files'))).toHaveLength(1)
  })

  it('hands each file page to onPage as it arrives, before the last page is answered, with the objects the result is made of', async () => {
    const { fake, gh } = await setup()
    fake.state.addPullRequest({ ...REF, files: makeFiles(250) })
    const seen: string[][] = []
    let release = (): void => {}
    // The first file request to arrive is held until the other two pages were handed over.
    fake.faults.add({ route: '/repos/{owner}/{repo}/pulls/{pull_number}/files', holdUntil: new Promise<void>((resolve) => (release = resolve)) })
    const loading = loadFiles(gh.rest, REF, {
      changedFiles: 250,
      onPage: (files) => {
        seen.push(files.map((f) => f.filename))
        if (seen.length === 2) release()
      },
    })
    const loaded = await loading
    expect(seen).toHaveLength(3)
    expect(seen.flat().sort()).toEqual(loaded.files.map((f) => f.filename).sort())
    // Only onPage released the held page: two pages were analysable while it was still in flight.
    expect(fake.requests.filter((r) => r.route?.endsWith('/files') && r.faulted)).toHaveLength(1)
  })

  it('requests every file page from changed_files without waiting for the first page', async () => {
    const { fake, gh } = await setup()
    fake.state.addPullRequest({ ...REF, files: makeFiles(250) })
    // The first file request to arrive is held; the others must already be on their way.
    fake.faults.add({ route: '/repos/{owner}/{repo}/pulls/{pull_number}/files', delayMs: 2000 })
    const filePages = () => fake.requests.filter((r) => r.route?.endsWith('/files'))
    const loading = loadFiles(gh.rest, REF, { changedFiles: 250 })
    let done = false
    void loading.finally(() => (done = true))
    while (!done && filePages().length < 3) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(filePages().filter((r) => r.faulted && r.status === 0)).toHaveLength(1)
    const loaded = await loading
    expect(loaded.files).toHaveLength(250)
    expect(filePages()).toHaveLength(3)
  })

  it('follows the Link header when the PR grew past its changed_files while listing', async () => {
    const { fake, gh } = await setup()
    fake.state.addPullRequest({ ...REF, files: makeFiles(250) })
    const loaded = await loadFiles(gh.rest, REF, { changedFiles: 180 })
    expect(loaded.files).toHaveLength(250)
    expect(loaded.pages).toBe(3)
    expect(fake.requests.filter((r) => r.route?.endsWith('/files'))).toHaveLength(3)
    expect(loaded.caps).toEqual([])
  })

  it('reads every thread past 100 and every comment past 100 in a thread', async () => {
    const { fake, gh } = await setup()
    const files = makeFiles(5)
    fake.state.addPullRequest({ ...REF, files })
    const paths = files.map((f) => f.filename)
    for (const seed of makeThreads(119, { paths, comments: 2, resolvedEvery: 3, outdatedEvery: 5 })) fake.state.addThread(REF.owner, REF.repo, REF.number, seed)
    fake.state.addThread(REF.owner, REF.repo, REF.number, makeThreads(1, { paths, comments: 130 })[0]!)
    const { threads, queries } = await loadReviewThreads(gh.graphql, REF)
    expect(threads).toHaveLength(120)
    // The first and last 100 threads in one query (120 threads need no page between), plus one
    // follow-up for the thread's comments past 100.
    expect(queries).toBe(2)
    expect(threads.map((t) => t.id)).toEqual(fake.state.threads(REF.owner, REF.repo, REF.number).map((t) => t.id))
    const big = threads.find((t) => t.comments.length === 130)
    expect(big).toBeDefined()
    expect(new Set(big?.comments.map((c) => c.databaseId)).size).toBe(130)
    expect(big?.comments.slice(1).every((c) => c.replyToId === big.comments[0]?.databaseId)).toBe(true)
    expect(threads.filter((t) => t.isResolved)).toHaveLength(39)
    expect(threads.filter((t) => t.isOutdated).length).toBeGreaterThan(0)
  })

  it('reads 350 threads once each and in order: first and last 100 together, then the 150 between in two pages', async () => {
    const { fake, gh } = await setup()
    const files = makeFiles(5)
    fake.state.addPullRequest({ ...REF, files })
    for (const seed of makeThreads(350, { paths: files.map((f) => f.filename) })) fake.state.addThread(REF.owner, REF.repo, REF.number, seed)
    const { threads, queries } = await loadReviewThreads(gh.graphql, REF, { reviewComments: 350 })
    expect(threads.map((t) => t.id)).toEqual(fake.state.threads(REF.owner, REF.repo, REF.number).map((t) => t.id))
    expect(queries).toBe(3)
    expect(fake.requests.filter((r) => r.route === 'graphql').map((r) => r.graphqlOperation)).toEqual([
      'HarbourmasterReviewThreads',
      'HarbourmasterReviewThreadsPage',
      'HarbourmasterReviewThreadsPage',
    ])
  })

  it('asks for the last 100 threads only when the PR has more than 100 review comments, and still pages past a stale count', async () => {
    const { fake, gh } = await setup()
    const files = makeFiles(5)
    fake.state.addPullRequest({ ...REF, files })
    for (const seed of makeThreads(150, { paths: files.map((f) => f.filename) })) fake.state.addThread(REF.owner, REF.repo, REF.number, seed)
    // A count read before 50 more threads arrived: one query for the first 100, one page for the rest.
    const { threads, queries } = await loadReviewThreads(gh.graphql, REF, { reviewComments: 100 })
    expect(threads.map((t) => t.id)).toEqual(fake.state.threads(REF.owner, REF.repo, REF.number).map((t) => t.id))
    expect(queries).toBe(2)
    expect(fake.requests.filter((r) => r.route === 'graphql').map((r) => r.graphqlOperation)).toEqual([
      'HarbourmasterReviewThreads',
      'HarbourmasterReviewThreadsPage',
    ])
  })

  it('reports the threads and the comments of a thread past the page cap, and marks the cut thread, instead of stopping silently', async () => {
    const { fake, gh } = await setup()
    const files = makeFiles(5)
    fake.state.addPullRequest({ ...REF, files })
    const paths = files.map((f) => f.filename)
    for (const seed of makeThreads(349, { paths })) fake.state.addThread(REF.owner, REF.repo, REF.number, seed)
    fake.state.addThread(REF.owner, REF.repo, REF.number, makeThreads(1, { paths, comments: 250 })[0]!)
    // One page between the first and last 100 threads (150 need two), one page past a thread's first 100 comments (250 need two).
    const loaded = await loadReviewThreads(gh.graphql, REF, { reviewComments: 600, maxPages: 1 })
    expect(loaded.threads).toHaveLength(300)
    const big = loaded.threads.find((t) => t.comments.length === 200)
    expect(big?.commentsCut).toBe(true)
    expect(loaded.threads.filter((t) => t.commentsCut)).toHaveLength(1)
    expect(loaded.caps).toEqual([
      expect.objectContaining({ cap: 'review-threads', limit: 300, detail: expect.stringContaining('300 of 350') }),
      expect.objectContaining({ cap: 'thread-comments', limit: 200, detail: expect.stringContaining(big!.path) }),
    ])
    // Within the cap nothing is reported.
    const whole = await loadReviewThreads(gh.graphql, REF, { reviewComments: 600 })
    expect(whole.threads).toHaveLength(350)
    expect(whole.caps).toEqual([])
    expect(whole.threads.some((t) => t.commentsCut)).toBe(false)
  })

  it('treats a GraphQL answer with errors and partial data as a github failure', async () => {
    const { fake, gh } = await setup()
    fake.state.addPullRequest({ ...REF, files: makeFiles(2) })
    fake.state.addThread(REF.owner, REF.repo, REF.number, makeThreads(1, { paths: ['src/module-1.ts'] })[0]!)
    fake.faults.add({ route: 'graphql', graphqlErrors: [{ message: 'Something timed out', type: 'TIMEOUT', path: ['repository', 'pullRequest'] }] })
    const error = await loadReviewThreads(gh.graphql, REF).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubError)
    expect((error as GitHubError).failureClass).toBe('github')
    expect((error as GitHubError).message).toContain('TIMEOUT')
  })

  it('keeps the newest issue comments and reports the older ones as a cap', async () => {
    const { fake, gh } = await setup()
    fake.state.addPullRequest({ ...REF, files: makeFiles(1) })
    for (let i = 0; i < 250; i++) {
      fake.state.addIssueComment(REF.owner, REF.repo, REF.number, {
        body: `comment ${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      })
    }
    const loaded = await loadIssueComments(gh.rest, REF, { limit: 100 })
    expect(loaded.total).toBe(250)
    expect(loaded.comments).toHaveLength(100)
    expect(loaded.comments[0]?.body).toBe('comment 150')
    expect(loaded.comments.at(-1)?.body).toBe('comment 249')
    expect(loaded.caps).toEqual([expect.objectContaining({ cap: 'issue-comments', limit: 100 })])
  })

  it('loads reviews with authors and states', async () => {
    const { fake, gh } = await setup()
    fake.state.addPullRequest({ ...REF, files: makeFiles(1) })
    fake.state.addReview(REF.owner, REF.repo, REF.number, { user: 'alice', body: 'Looks good', state: 'APPROVED' })
    const loaded = await loadReviews(gh.rest, REF)
    expect(loaded.reviews).toEqual([expect.objectContaining({ author: 'alice', body: 'Looks good', state: 'APPROVED' })])
    expect(loaded.caps).toEqual([])
  })

  it('past 1,000 reviews reads the newest, where the last Harbourmaster review on the head is', async () => {
    const { fake, gh } = await setup()
    const head = fake.state.addPullRequest({ ...REF, files: makeFiles(1) }).head.sha
    // A long-lived pull request: every reply and review of its discussion is a review.
    for (let i = 0; i < 1049; i++) fake.state.addReview(REF.owner, REF.repo, REF.number, { user: 'alice', body: `reply ${i}` })
    const ours = fake.state.addReview(REF.owner, REF.repo, REF.number, { user: DEFAULT_BOT_LOGIN, body: `Reviewed.\n\n${makeRunMarker('77-1', head)}` })
    const loaded = await loadReviews(gh.rest, REF)
    // The reviewed-head check and delta review find it: a rerun is skipped before any model call.
    expect(provenReviewOn(loaded.reviews, head, DEFAULT_BOT_LOGIN)?.reviewId).toBe(ours.id)
    expect(deltaBase(loaded.reviews, DEFAULT_BOT_LOGIN).base?.reviewId).toBe(ours.id)
    expect(loaded.reviews).toHaveLength(950)
    expect(loaded.caps).toEqual([
      { cap: 'reviews', limit: 1000, detail: 'the PR has 1050 reviews; the oldest 100 and the newest 850 were read, 100 between them were not' },
    ])
  })

  it('reads the newest reviews of a PR past the review cap, where the last Harbourmaster review is, and reports the middle ones as a cap', async () => {
    const { fake, gh } = await setup()
    fake.state.addPullRequest({ ...REF, files: makeFiles(1) })
    // A long-lived PR: every REST reply and single review comment is a review of its own.
    for (let i = 0; i < 1_050; i++) fake.state.addReview(REF.owner, REF.repo, REF.number, { user: `reviewer-${i % 7}`, body: `review ${i}` })
    const newest = fake.state.addReview(REF.owner, REF.repo, REF.number, { user: 'github-actions[bot]', body: 'the last Harbourmaster review' })
    const loaded = await loadReviews(gh.rest, REF, { maxPages: 10 })
    // Page 1 and the newest nine pages (3 to 11, the last holding 51).
    expect(loaded.reviews).toHaveLength(951)
    expect(loaded.reviews[0]?.body).toBe('review 0')
    expect(loaded.reviews[100]?.body).toBe('review 200')
    expect(loaded.reviews.at(-1)?.id).toBe(newest.id)
    expect(loaded.total).toBe(1_051)
    expect(loaded.caps).toEqual([expect.objectContaining({ cap: 'reviews', limit: 1_000 })])
    expect(loaded.caps[0]?.detail).toMatch(/1051 reviews; the oldest 100 and the newest 851 were read/)
  })

  it('retries a 502 on the file list and a secondary rate limit honouring retry-after', async () => {
    const { fake, gh, logger } = await setup()
    fake.state.addPullRequest({ ...REF, files: makeFiles(150) })
    fake.faults.add({ route: '/repos/{owner}/{repo}/pulls/{pull_number}/files', status: 502, body: { message: 'Server Error' } })
    fake.faults.addSecondaryRateLimit('/repos/{owner}/{repo}/pulls/{pull_number}', { retryAfterSeconds: 1 })
    const pr = await loadPullRequest(gh.rest, REF)
    const loaded = await loadFiles(gh.rest, REF, { changedFiles: pr.changedFiles })
    expect(loaded.files).toHaveLength(150)
    const prCalls = fake.requests.filter((r) => r.route === '/repos/{owner}/{repo}/pulls/{pull_number}')
    expect(prCalls.map((r) => r.status)).toEqual([403, 200])
    expect(logger.find('github', 'secondary-rate-limit')).toEqual([expect.objectContaining({ retry_after_s: '1', action: 'wait' })])
    expect(gh.stats.retries).toBe(2)
  })
})
