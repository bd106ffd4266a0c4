import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findingId, type Finding } from '../../src/core/contracts/review-payload.js'
import { RECEIPT_FILES, type RunConfig } from '../../src/core/contracts/run-config.js'
import { buildLineMap } from '../../src/core/diff/diff-lines.js'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { preparePublication } from '../../plugins/lib/publication/payload-to-review.js'
import { publishReview } from '../../plugins/lib/publication/publish.js'
import { PublishSession, loadStagedReview } from '../../plugins/lib/publication/session.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, addedLine, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { indexedFileOf, reviewIndexOf, testRunConfig, tempDir } from '../support/kit/index.js'

/**
 * A review GitHub stored although it answered with an error: publication
 * finds it and reports exactly what GitHub holds, whichever POST or tool call
 * stored it, so the runner never records one review while GitHub shows another.
 */
const OWNER = 'acme'
const REPO = 'widgets'
const NUMBER = 9
const PATCH = makePatch({ seed: 'r' })
const REVIEWS = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'
const noWait = async (): Promise<void> => {}

let fake: GitHubFake
let rest: Octokit
let dir: string
let config: RunConfig

const finding = (): Finding => ({
  path: 'src/r.ts',
  line: addedLine(0),
  severity: 'high',
  category: 'correctness',
  title: 'Result ignored',
  body: 'The new call ignores its result.',
  evidence: 'newValue0_0',
})
const reviews = () => fake.state.reviews(OWNER, REPO, NUMBER)

beforeEach(async () => {
  fake = await startGitHubFake()
  const headSha = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files: [{ filename: 'src/r.ts', patch: PATCH }] }).head.sha
  rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
  dir = await tempDir('hm-recover-')
  const stage = join(dir, 'stage')
  await mkdir(join(stage, 'patches'), { recursive: true })
  await writeFile(join(stage, 'patches', 'r.patch'), PATCH)
  const index = reviewIndexOf({ pr: { owner: OWNER, repo: REPO, number: NUMBER, headSha, baseSha: headSha }, files: [indexedFileOf('src/r.ts', 'r.patch')] })
  await writeFile(join(stage, 'review-index.json'), JSON.stringify(index))
  config = testRunConfig({
    runId: '3003',
    repository: { owner: OWNER, repo: REPO },
    pullNumber: NUMBER,
    headSha,
    github: fake,
    allowlist: ['src/r.ts'],
    stageDir: stage,
    privateDir: join(dir, 'private'),
  })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
  await rm(dir, { recursive: true, force: true })
})

describe('a review GitHub stored before answering with an error', () => {
  it('stored by the last allowed POST (then 502): found and reported as published, not as a failure', async () => {
    // Two rate limits (GitHub applies nothing), then a third POST that GitHub stored before failing.
    fake.faults.add({ method: 'POST', route: REVIEWS, status: 429, times: 2 })
    fake.faults.add({ method: 'POST', route: REVIEWS, status: 502, applyFirst: true })
    const lineMaps = new Map([['src/r.ts', buildLineMap(PATCH)]])
    const prepared = preparePublication(
      { summary: 'One finding.', findings: [finding()] },
      { marker: config.marker, allowlist: ['src/r.ts'], lineMaps, patches: new Map([['src/r.ts', PATCH]]), maxComments: 25 },
    )
    if (!prepared.ok) throw new Error(prepared.problems.join('\n'))
    const result = await publishReview(rest, prepared.publication, {
      owner: OWNER,
      repo: REPO,
      pullNumber: NUMBER,
      headSha: config.headSha,
      marker: makeRunMarker('3003', config.headSha),
      expectedLogin: DEFAULT_BOT_LOGIN,
      sleep: noWait,
      confirmDelaysMs: [0, 0, 0],
    })
    expect(reviews()).toHaveLength(1)
    expect(result).toMatchObject({ how: 'found-after-fault', posts: 3, reviewId: reviews()[0]?.id })
  })

  it('stored by a call that failed: a later call with another payload records what GitHub holds, not its own payload', async () => {
    // Call 1: GitHub stores the review, answers 502, and cannot list reviews while the plugin looks for it.
    fake.faults.add({ method: 'POST', route: REVIEWS, status: 502, applyFirst: true })
    const log = (event: string): void => {
      if (event === 'transient') fake.faults.add({ method: 'GET', route: REVIEWS, status: 500, times: 5 })
    }
    const session = new PublishSession({ config, staged: await loadStagedReview(config), rest, token: async () => 'unused', log, publish: { sleep: noWait } })
    const first = await session.call({ summary: 'One high finding.', findings: [finding()] })
    expect(first.ok).toBe(false)
    expect(reviews()).toHaveLength(1)
    // Call 2: the editor, told publishing failed, sends a different review; GitHub already holds the first one.
    const second = await session.call({ summary: 'Nothing to report.', findings: [] })
    expect(second.ok).toBe(true)
    expect(reviews()).toHaveLength(1)
    expect(reviews()[0]?.body).toContain('One high finding.')
    const record = JSON.parse(await readFile(join(config.privateDir, RECEIPT_FILES.record), 'utf8'))
    expect(record.payload.summary).toBe('One high finding.')
    expect(record.findings).toMatchObject([{ id: findingId(finding(), PATCH), severity: 'high', placement: 'inline' }])
    const receipt = JSON.parse(await readFile(join(config.privateDir, RECEIPT_FILES.publication), 'utf8'))
    expect(receipt).toMatchObject({ reviewId: reviews()[0]?.id, inlineComments: 1 })
  })

  it("a replay's publisher finds the record already posted under the recording run's marker and posts nothing", async () => {
    const earlier = fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: `One high finding.\n\n${config.marker}` })
    const session = new PublishSession({
      config,
      staged: await loadStagedReview(config),
      rest,
      token: async () => 'unused',
      publish: { sleep: noWait, mayHaveStored: true },
    })
    const reply = await session.call({ summary: 'One high finding.', findings: [finding()] })
    expect(reply.ok).toBe(true)
    expect(reviews().map((r) => r.id)).toEqual([earlier.id])
    expect(session.result).toMatchObject({ how: 'already-published', reviewId: earlier.id })
  })
})
