import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadPushDelta } from '../../src/context/push-delta.js'
import { changedFile, addedFile, removedFile } from '../support/action/pushes.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

/**
 * The fake's compare endpoint (validated against @octokit/openapi like every
 * REST answer) and the runner's delta decision built on it: a fast-forward
 * push gives a delta of the files it changed; a force-push does not.
 */
const OWNER = 'acme'
const REPO = 'shop'
const V1 = ['a', 'b', 'c', 'd', 'e']
const V2 = ['a', 'b', 'C', 'd', 'e']

let fake: GitHubFake
let octokit: Octokit
beforeEach(async () => {
  fake = await startGitHubFake()
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 7, files: [addedFile('src/x.ts', V1), addedFile('src/y.ts', V1)] })
  octokit = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
})
afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

const reviewed = (headSha: string) => ({ reviewId: 1, runId: '1-1', headSha, submittedAt: undefined })

describe('compare and the push delta', () => {
  it('answers a fast-forward with status ahead, its commits and only the files those commits changed', async () => {
    const first = fake.state.pull(OWNER, REPO, 7)?.head.sha as string
    const second = fake.state.pushCommit(OWNER, REPO, 7, {
      changes: [changedFile('src/x.ts', V1, V2)],
      files: [addedFile('src/x.ts', V2), addedFile('src/y.ts', V1)],
    })
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
      owner: OWNER,
      repo: REPO,
      basehead: `${first}...${second}`,
      per_page: 100,
      page: 1,
    })
    expect(data).toMatchObject({ status: 'ahead', ahead_by: 1, behind_by: 0, total_commits: 1 })
    expect(data.files?.map((f) => [f.filename, f.status])).toEqual([['src/x.ts', 'modified']])
    const delta = await loadPushDelta(octokit, { owner: OWNER, repo: REPO, number: 7 }, { headSha: second, lastReviewed: reviewed(first) })
    expect(delta.kind).toBe('delta')
    expect(delta.kind === 'delta' ? [...delta.changed.keys()] : []).toEqual(['src/x.ts'])
  })

  it('falls back to a full review after a force-push, when the compare fails, and on a first review', async () => {
    const first = fake.state.pull(OWNER, REPO, 7)?.head.sha as string
    fake.state.pushCommit(OWNER, REPO, 7, { changes: [changedFile('src/x.ts', V1, V2)], files: [addedFile('src/x.ts', V2), addedFile('src/y.ts', V1)] })
    const forced = fake.state.pushCommit(OWNER, REPO, 7, {
      force: true,
      changes: [addedFile('src/x.ts', V2)],
      files: [addedFile('src/x.ts', V2), addedFile('src/y.ts', V1)],
    })
    const ref = { owner: OWNER, repo: REPO, number: 7 }
    const afterForce = await loadPushDelta(octokit, ref, { headSha: forced, lastReviewed: reviewed(first) })
    expect(afterForce).toMatchObject({
      kind: 'full',
      reason: expect.stringMatching(/^force-push: the last reviewed head [0-9a-f]{7} is not an ancestor .*status diverged/),
    })
    const unknown = await loadPushDelta(octokit, ref, { headSha: forced, lastReviewed: reviewed('f'.repeat(40)) })
    expect(unknown).toMatchObject({ kind: 'full', reason: expect.stringMatching(/^the compare with fffffff failed/) })
    expect(await loadPushDelta(octokit, ref, { headSha: forced, lastReviewed: undefined })).toMatchObject({
      kind: 'full',
      reason: 'no earlier proven Harbourmaster review',
    })
  })

  it('lists the newest 250 commits without paging and the oldest first with it; total_commits counts all; a delta falls back past 250', async () => {
    const first = fake.state.pull(OWNER, REPO, 7)?.head.sha as string
    const pushed: string[] = []
    for (let i = 0; i < 260; i++) {
      const text = [...V1, `line ${i}`]
      pushed.push(
        fake.state.pushCommit(OWNER, REPO, 7, {
          changes: [changedFile('src/x.ts', V1, text)],
          files: [addedFile('src/x.ts', text), addedFile('src/y.ts', V1)],
        }),
      )
    }
    const head = pushed.at(-1) as string
    const basehead = `${first}...${head}`
    const unpaged = (await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', { owner: OWNER, repo: REPO, basehead })).data
    expect([unpaged.total_commits, unpaged.commits.length, unpaged.commits[0]?.sha, unpaged.commits.at(-1)?.sha]).toEqual([260, 250, pushed[10], head])
    const paged = (await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', { owner: OWNER, repo: REPO, basehead, per_page: 100, page: 1 })).data
    expect([paged.total_commits, paged.commits.length, paged.commits[0]?.sha, paged.commits.at(-1)?.sha]).toEqual([260, 100, pushed[0], pushed[99]])
    expect(paged.files?.map((f) => f.filename)).toEqual(['src/x.ts'])
    const delta = await loadPushDelta(octokit, { owner: OWNER, repo: REPO, number: 7 }, { headSha: head, lastReviewed: reviewed(first) })
    expect(delta).toMatchObject({ kind: 'full', reason: `260 commits since ${first.slice(0, 7)}, over the delta cap of 250` })
  })

  it('lists at most 300 files for the whole comparison, and a delta whose compare hit that cap falls back to a full review', async () => {
    const first = fake.state.pull(OWNER, REPO, 7)?.head.sha as string
    const many = Array.from({ length: 320 }, (_, i) => addedFile(`src/many/f${String(i).padStart(3, '0')}.ts`, V1))
    const head = fake.state.pushCommit(OWNER, REPO, 7, { changes: many, files: [addedFile('src/x.ts', V1), addedFile('src/y.ts', V1), ...many] })
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
      owner: OWNER,
      repo: REPO,
      basehead: `${first}...${head}`,
      per_page: 100,
    })
    expect([data.total_commits, data.files?.length]).toEqual([1, 300])
    const delta = await loadPushDelta(octokit, { owner: OWNER, repo: REPO, number: 7 }, { headSha: head, lastReviewed: reviewed(first) })
    expect(delta).toMatchObject({
      kind: 'full',
      reason: `the compare with ${first.slice(0, 7)} lists 300 files, GitHub's cap (300); some changes may be missing`,
    })
  })

  it('lists the net change between the two commits (three dots: from their merge base), not every file a commit in between touched', async () => {
    const first = fake.state.pull(OWNER, REPO, 7)?.head.sha as string
    const V3 = ['a', 'b', 'C', 'D', 'e']
    fake.state.pushCommit(OWNER, REPO, 7, {
      changes: [changedFile('src/x.ts', V1, V2), changedFile('src/y.ts', V1, V2), addedFile('src/tmp.ts', V1)],
      files: [addedFile('src/x.ts', V2), addedFile('src/y.ts', V2), addedFile('src/tmp.ts', V1)],
    })
    const third = fake.state.pushCommit(OWNER, REPO, 7, {
      // x back to what the first head had, tmp.ts gone again, y changed once more.
      changes: [changedFile('src/x.ts', V2, V1), removedFile('src/tmp.ts', V1), changedFile('src/y.ts', V2, V3)],
      files: [addedFile('src/x.ts', V1), addedFile('src/y.ts', V3)],
    })
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
      owner: OWNER,
      repo: REPO,
      basehead: `${first}...${third}`,
      per_page: 100,
      page: 1,
    })
    expect(data.total_commits).toBe(2)
    expect(data.files?.map((f) => [f.filename, f.status])).toEqual([['src/y.ts', 'modified']])
    // The net patch of y: V1 to V3, both changed lines, not only the last commit's.
    expect(data.files?.[0]?.patch).toBe(changedFile('src/y.ts', V1, V3).patch)
    const delta = await loadPushDelta(octokit, { owner: OWNER, repo: REPO, number: 7 }, { headSha: third, lastReviewed: reviewed(first) })
    expect(delta.kind === 'delta' ? [...delta.changed.keys()] : []).toEqual(['src/y.ts'])
  })

  it('moves a thread below inserted lines and marks one whose line changed outdated, as GitHub does', () => {
    const below = fake.state.addThread(OWNER, REPO, 7, { path: 'src/y.ts', line: 4, comments: ['x'] })
    const at = fake.state.addThread(OWNER, REPO, 7, { path: 'src/x.ts', line: 3, comments: ['y'] })
    fake.state.pushCommit(OWNER, REPO, 7, {
      changes: [changedFile('src/y.ts', V1, ['top', ...V1]), changedFile('src/x.ts', V1, V2)],
      files: [addedFile('src/x.ts', V2), addedFile('src/y.ts', ['top', ...V1])],
    })
    expect(fake.state.thread(below.id)).toMatchObject({ line: 5, isOutdated: false })
    expect(fake.state.thread(at.id)).toMatchObject({ line: null, isOutdated: true })
  })
})
