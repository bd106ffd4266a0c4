import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findEarlierFindings } from '../../src/context/earlier-findings.js'
import { loadReviewThreads } from '../../src/context/threads.js'
import { findingId } from '../../src/core/contracts/review-payload.js'
import { applyLifecycle } from '../../src/publication/lifecycle.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { makeFindingMarker } from '../../src/core/contracts/markers.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, addedLine, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

const OWNER = 'acme'
const REPO = 'widgets'
const NUMBER = 11
const REPLIES = '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies'

let fake: GitHubFake
let octokit: Octokit

const idA = findingId({ path: 'src/a.ts', line: addedLine(0), category: 'correctness' })
const idB = findingId({ path: 'src/b.ts', line: addedLine(0), category: 'security' })

beforeEach(async () => {
  fake = await startGitHubFake()
  fake.state.addPullRequest({
    owner: OWNER,
    repo: REPO,
    number: NUMBER,
    files: [
      { filename: 'src/a.ts', patch: makePatch({ seed: 'a' }) },
      { filename: 'src/b.ts', patch: makePatch({ seed: 'b' }) },
    ],
  })
  // Two earlier Harbourmaster findings, and a human who pasted the same marker text.
  fake.state.addThread(OWNER, REPO, NUMBER, { path: 'src/a.ts', line: addedLine(0), author: DEFAULT_BOT_LOGIN, comments: [`Null check missing\n\n${makeFindingMarker(idA)}`] })
  fake.state.addThread(OWNER, REPO, NUMBER, {
    path: 'src/b.ts',
    line: addedLine(0),
    author: DEFAULT_BOT_LOGIN,
    comments: [`Injection\n\n${makeFindingMarker(idB)}`, { body: 'I think this is fine', user: 'octocat' }],
  })
  fake.state.addThread(OWNER, REPO, NUMBER, { path: 'src/a.ts', line: addedLine(0) + 1, author: 'mallory', comments: [`Looks like a bot\n\n${makeFindingMarker(idA)}`] })
  octokit = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

describe('applyLifecycle on a re-run', () => {
  it('replies on the root comment of exactly the two Harbourmaster threads and resolves the fixed one', async () => {
    const { threads } = await loadReviewThreads(octokit, { owner: OWNER, repo: REPO, number: NUMBER })
    const earlier = findEarlierFindings(threads, DEFAULT_BOT_LOGIN)
    expect(earlier.map((f) => f.findingId).sort()).toEqual([idA, idB].sort())

    const logger = new RecordingLogger()
    const result = await applyLifecycle(octokit, octokit, {
      owner: OWNER,
      repo: REPO,
      pullNumber: NUMBER,
      runId: '42',
      earlier,
      dispositions: [
        { finding_id: idA, status: 'fixed', note: 'The guard now covers null; thanks @octocat.' },
        { finding_id: idB, status: 'still-present', note: 'The query is still built from input.' },
        { finding_id: 'hm-ffffffffffff', status: 'fixed', note: 'Unknown id from the model' },
      ],
      logger,
    })
    expect(result.replied.sort()).toEqual([idA, idB].sort())
    expect(result.resolved).toEqual([idA])
    expect(result.unmatched).toEqual(['hm-ffffffffffff'])
    expect(result.warnings).toEqual([])

    const after = fake.state.threads(OWNER, REPO, NUMBER)
    const comments = fake.state.reviewComments(OWNER, REPO, NUMBER)
    const repliesTo = (rootId: number) => comments.filter((c) => c.inReplyToId === rootId && c.user === DEFAULT_BOT_LOGIN)
    const [threadA, threadB, human] = after
    expect(repliesTo(threadA!.commentIds[0]!)).toHaveLength(1)
    expect(repliesTo(threadB!.commentIds[0]!)).toHaveLength(1)
    expect(repliesTo(human!.commentIds[0]!)).toHaveLength(0)
    expect(repliesTo(threadA!.commentIds[0]!)[0]?.body).not.toMatch(/(^|\s)@octocat/)
    expect(threadA!.isResolved).toBe(true)
    expect(threadB!.isResolved).toBe(false)
    expect(human!.isResolved).toBe(false)
    expect(fake.requests.filter((r) => r.route === REPLIES)).toHaveLength(2)
  })

  it('turns a failed reply into a warning instead of failing the run', async () => {
    const { threads } = await loadReviewThreads(octokit, { owner: OWNER, repo: REPO, number: NUMBER })
    const earlier = findEarlierFindings(threads, DEFAULT_BOT_LOGIN)
    fake.faults.add({ method: 'POST', route: REPLIES, status: 500 })
    const logger = new RecordingLogger()
    const result = await applyLifecycle(octokit, octokit, {
      owner: OWNER,
      repo: REPO,
      pullNumber: NUMBER,
      runId: '42',
      earlier,
      dispositions: [
        { finding_id: idA, status: 'still-present', note: 'a' },
        { finding_id: idB, status: 'still-present', note: 'b' },
      ],
      concurrency: 1,
      logger,
    })
    expect(result.replied).toHaveLength(1)
    expect(result.warnings).toHaveLength(1)
    expect(logger.find('lifecycle', 'warning')).toHaveLength(1)
  })
})
