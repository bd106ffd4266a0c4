import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PublicationReceipt } from '../../src/core/contracts/run-config.js'
import { makeMarker, snapshotReviews, verifyPublication, type VerifyOptions, type ReviewSnapshot } from '../../src/publication/verify.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import type { ReceiptRead } from '../../src/core/publication/receipts.js'
import { editReview } from '../support/github-fake/comment-edits.js'
import { DEFAULT_AUTHOR } from '../support/github-fake/state.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

const OWNER = 'acme'
const REPO = 'widgets'
const NUMBER = 3
const RUN = '5150'

let fake: GitHubFake
let rest: Octokit
let headSha: string
let marker: string
let snapshot: ReviewSnapshot

beforeEach(async () => {
  fake = await startGitHubFake()
  headSha = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files: [{ filename: 'a.ts', patch: makePatch() }] }).head.sha
  rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
  // An earlier run's review exists before this run starts.
  fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: makeMarker('5000', headSha) })
  marker = makeMarker(RUN, headSha)
  snapshot = await snapshotReviews(rest, { owner: OWNER, repo: REPO, pullNumber: NUMBER })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

function receiptFor(reviewId: number, over: Partial<PublicationReceipt> = {}): ReceiptRead<PublicationReceipt> {
  return {
    status: 'present',
    receipt: { version: 1, runId: RUN, reviewId, headSha, marker, inlineComments: 0, bodyFindings: 0, attempts: 1, ...over },
  }
}

function options(over: Partial<VerifyOptions> = {}): VerifyOptions {
  return {
    owner: OWNER,
    repo: REPO,
    pullNumber: NUMBER,
    snapshot,
    marker,
    runId: RUN,
    headSha,
    expectedLogin: DEFAULT_BOT_LOGIN,
    delaysMs: [20, 40, 80],
    ...over,
  }
}

function publish(user = DEFAULT_BOT_LOGIN, body = `Review\n\n${marker}`): number {
  return fake.state.addReview(OWNER, REPO, NUMBER, { user, body, commitId: headSha }).id
}

describe('verifyPublication', () => {
  it('proves exactly one new marked review by the expected login on the head SHA that matches the receipt', async () => {
    const id = publish()
    const logger = new RecordingLogger()
    const proven = await verifyPublication(rest, options({ receipt: receiptFor(id), logger }))
    expect(proven).toMatchObject({ reviewId: id, headSha, polls: 1, waitedMs: 0 })
    expect(logger.find('verify', 'proven')).toHaveLength(1)
  })

  it('waits for a review GitHub does not list on the first poll', async () => {
    fake.hideNewReviews(1)
    const { data } = await rest.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      owner: OWNER,
      repo: REPO,
      pull_number: NUMBER,
      commit_id: headSha,
      event: 'COMMENT',
      body: marker,
    })
    const id = Number(data.id)
    const proven = await verifyPublication(rest, options({ receipt: receiptFor(id) }))
    expect(proven.polls).toBe(2)
  })

  it('proves a review GitHub lists on a later page, behind more than 100 earlier reviews', async () => {
    for (let i = 0; i < 150; i++) fake.state.addReview(OWNER, REPO, NUMBER, { user: 'octocat', body: `note ${i}` })
    const earlier = await snapshotReviews(rest, { owner: OWNER, repo: REPO, pullNumber: NUMBER })
    expect(earlier.reviewIds.size).toBe(151)
    const id = publish()
    const proven = await verifyPublication(rest, options({ snapshot: earlier, receipt: receiptFor(id) }))
    expect(proven.reviewId).toBe(id)
  })

  it('fails when the head moved during the run', async () => {
    const id = publish()
    fake.state.pushHead(OWNER, REPO, NUMBER)
    await expect(verifyPublication(rest, options({ receipt: receiptFor(id) }))).rejects.toThrow(/publication not proven: the head moved/)
  })

  it('never accepts a copied marker from another login', async () => {
    const forged = publish('mallory')
    const error = await verifyPublication(rest, options({ receipt: receiptFor(forged) })).catch((e: unknown) => e)
    expect(error).toMatchObject({ failureClass: 'policy' })
    expect(String(error)).toMatch(/no new review by github-actions\[bot\].*mallory/)
  })

  it("proves this run's review beside another workflow's review (same login) into which someone else edited this run's marker", async () => {
    const lint = fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: 'Lint: clean.', commitId: headSha })
    editReview(lint, `Lint: clean.\n\n${marker}`, DEFAULT_AUTHOR)
    const id = publish()
    const proven = await verifyPublication(rest, options({ receipt: receiptFor(id) }))
    expect(proven.reviewId).toBe(id)
    // Nor does that review pass for this run's when the receipt names it.
    await expect(verifyPublication(rest, options({ receipt: receiptFor(lint.id) }))).rejects.toThrow(/the receipt names review/)
  })

  it("proves this run's review whose run marker someone else deleted before the proof, as what it said when posted carries it", async () => {
    const ours = fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: `Review\n\n${marker}`, commitId: headSha })
    // Anyone with write access may edit a review's body, the pull request's author included.
    editReview(ours, 'Review', DEFAULT_AUTHOR)
    // Before: only listed bodies were read, so the run failed "not proven" on its own published review.
    const proven = await verifyPublication(rest, options({ receipt: receiptFor(ours.id) }))
    expect(proven.reviewId).toBe(ours.id)
  })

  it('does not prove a review of that login without our marker as posted, even when the receipt names it', async () => {
    const other = fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: 'Lint: clean.', commitId: headSha })
    editReview(other, 'Lint: clean, edited.', DEFAULT_AUTHOR)
    await expect(verifyPublication(rest, options({ receipt: receiptFor(other.id) }))).rejects.toThrow(/publication not proven: no new review/)
  })

  it('fails without a receipt even when a marked review exists', async () => {
    publish()
    await expect(verifyPublication(rest, options({ receipt: { status: 'missing' } }))).rejects.toThrow(/no publication receipt/)
    await expect(verifyPublication(rest, options({ privateDir: '/nonexistent/hm-private' }))).rejects.toThrow(/no publication receipt/)
  })

  it('without a receipt, names a review carrying this run marker that GitHub holds instead of saying nothing was published', async () => {
    const id = publish()
    const error = await verifyPublication(rest, options({ receipt: { status: 'missing' } })).catch((e: unknown) => e)
    expect(error).toMatchObject({ failureClass: 'policy' })
    expect(String(error)).toMatch(new RegExp(`review ${id} carrying this run's marker is on GitHub`))
    expect(String(error)).not.toMatch(/never succeeded/)
  })

  it("without a receipt, does not name another workflow's review into which someone else edited this run's marker as this run's", async () => {
    const lint = fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: 'Lint: clean.', commitId: headSha })
    editReview(lint, `Lint: clean.\n\n${marker}`, DEFAULT_AUTHOR)
    const error = await verifyPublication(rest, options({ receipt: { status: 'missing' } })).catch((e: unknown) => e)
    expect(error).toMatchObject({ failureClass: 'policy' })
    expect(String(error)).not.toMatch(new RegExp(`review ${lint.id}`))
    expect(String(error)).toMatch(/publish_review never succeeded/)
  })

  it('when GitHub cannot be read, fails as github and names the review the receipt reports, unproven', async () => {
    const id = publish()
    fake.faults.add({ method: 'GET', route: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews', status: 502 })
    const error = await verifyPublication(rest, options({ receipt: receiptFor(id) })).catch((e: unknown) => e)
    expect(error).toMatchObject({ failureClass: 'github' })
    expect(String(error)).toMatch(new RegExp(`publish_review reported review ${id} .*not counted as proven`))
  })

  it('says the PR was locked or closed during the run when no receipt exists and a fresh read shows it', async () => {
    const pullReads = () => fake.requests.filter((r) => r.method === 'GET' && r.route === '/repos/{owner}/{repo}/pulls/{pull_number}').length
    const before = pullReads()
    await expect(verifyPublication(rest, options({ receipt: { status: 'missing' } }))).rejects.toThrow(/^publication not proven: no publication receipt/)
    expect(pullReads() - before).toBe(1)
    fake.state.lockPullRequest(OWNER, REPO, NUMBER)
    await expect(verifyPublication(rest, options({ receipt: { status: 'missing' } }))).rejects.toThrow(
      /publication not proven: the pull request was locked during the run/,
    )
    fake.state.lockPullRequest(OWNER, REPO, NUMBER, false)
    fake.state.closePullRequest(OWNER, REPO, NUMBER)
    await expect(verifyPublication(rest, options({ receipt: { status: 'missing' } }))).rejects.toThrow(
      /publication not proven: the pull request was closed during the run/,
    )
  })

  it('fails when the receipt disagrees with GitHub or with this run', async () => {
    const id = publish()
    await expect(verifyPublication(rest, options({ receipt: receiptFor(id + 100) }))).rejects.toThrow(/receipt names review/)
    await expect(verifyPublication(rest, options({ receipt: receiptFor(id, { runId: '1' }) }))).rejects.toThrow(/another run/)
  })

  it('fails when two reviews carry this run marker', async () => {
    const id = publish()
    publish()
    await expect(verifyPublication(rest, options({ receipt: receiptFor(id) }))).rejects.toThrow(/2 reviews carry this run's marker/)
  })

  // docs/telemetry.md's verify row: a run whose review is not proven says so on its verify stage too.
  it('logs verify fail with the class and the reason when the review is not proven', async () => {
    const moved = new RecordingLogger()
    const id = publish()
    fake.state.pushHead(OWNER, REPO, NUMBER)
    await verifyPublication(rest, options({ receipt: receiptFor(id), logger: moved })).catch(() => undefined)
    expect(moved.find('verify', 'fail')).toEqual([expect.objectContaining({ class: 'policy', reason: expect.stringMatching(/the head moved/) })])
    expect(moved.find('verify', 'proven')).toEqual([])

    const missing = new RecordingLogger()
    await verifyPublication(rest, options({ receipt: { status: 'missing' }, logger: missing })).catch(() => undefined)
    expect(missing.find('verify', 'fail')).toEqual([expect.objectContaining({ class: 'policy', reason: expect.stringMatching(/no publication receipt/) })])
  })

  it('fails when nothing was published, after bounded polling', async () => {
    await expect(verifyPublication(rest, options({ receipt: receiptFor(1) }))).rejects.toThrow(/no new review .* after \d+ ms/)
    const lists = fake.requests.filter((r) => r.method === 'GET' && r.route === '/repos/{owner}/{repo}/pulls/{pull_number}/reviews')
    expect(lists).toHaveLength(1 + 4) // snapshot + initial look + three backoff looks
  })

  it('does not accept a marked review on another commit', async () => {
    const other = fake.state.pull(OWNER, REPO, NUMBER)?.base.sha as string
    const id = fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: marker, commitId: other }).id
    await expect(verifyPublication(rest, options({ receipt: receiptFor(id) }))).rejects.toThrow(/is on [0-9a-f]{12}, not the head/)
  })

  it('does not accept a pending review', async () => {
    const id = fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: marker, state: 'PENDING' }).id
    await expect(verifyPublication(rest, options({ receipt: receiptFor(id) }))).rejects.toThrow(/pending, not submitted/)
  })
})
