import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readEnvironment } from '../../src/config/environment.js'
import { readSettings } from '../../src/config/settings.js'
import { readPullRequestEvent } from '../../src/context/event.js'
import { RECEIPT_FILES, type ExecutionReceipt } from '../../src/core/contracts/run-config.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { prepare, type PreparedRun } from '../../src/prepare.js'
import { PublishSession, loadStagedReview } from '../../plugins/lib/publication/session.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { eventOf, runnerEnv, testRunConfig, writePullRequestEvent, tempDir } from '../support/kit/index.js'

/**
 * A delta review reviews only what changed since the last proven review, so
 * that review must have covered the whole pull request. One that did not (a
 * specialist failed, the budget stopped the team) is
 * published with what it left out, and the next push must not count those
 * files as reviewed. Two pushes: prepare, publish_review (the plugin's
 * session) on the fake, a fast-forward push, prepare again.
 */
const OWNER = 'acme'
const REPO = 'shop'
const NUMBER = 9
const V1 = ['export function a(x: number): number {', '  return x + 1', '}']
const V2 = ['export function a(x: number): number {', '  return x + 2', '}']
const AUTH = ['export function allowed(role: string): boolean {', "  return role !== 'guest'", '}']

let fake: GitHubFake
let dir: string
beforeEach(async () => {
  fake = await startGitHubFake()
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files: [addedFile('src/a.ts', V1), addedFile('src/auth/allowed.ts', AUTH)] })
  dir = await tempDir('hm-repush-coverage-')
})
afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
  await rm(dir, { recursive: true, force: true })
})

async function prepareRun(runId: string, inputs: Record<string, string> = {}): Promise<PreparedRun> {
  const pull = fake.state.pull(OWNER, REPO, NUMBER)!
  const runDir = join(dir, runId)
  await mkdir(runDir)
  const eventPath = await writePullRequestEvent(join(runDir, 'event.json'), eventOf(pull))
  const env = readEnvironment(runnerEnv({ eventPath, github: { url: fake.url }, repository: `${OWNER}/${REPO}`, runnerTemp: runDir, runId }))
  const settings = readSettings((name) => ({ 'github-token': DEFAULT_FAKE_TOKEN, ...inputs })[name] ?? '')
  const logger = new RecordingLogger()
  const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger, retryBaseMs: 20 })
  return prepare({ settings, env, event: await readPullRequestEvent(env), rest: gh.rest, graphql: gh.graphql, logger })
}

type Team = Pick<NonNullable<ExecutionReceipt['extra']>, 'status' | 'budgetExceeded' | 'errors'>

/** publish_review's session, after spawn_reviewers wrote the team's receipt. */
async function publish(prepared: PreparedRun, runId: string, team: Team): Promise<void> {
  const privateDir = join(dir, runId, 'private')
  await mkdir(privateDir, { recursive: true })
  const extra = { ...team, invalid: 0, outOfScope: 0, duplicates: 0, returned: 0, overflowPatches: [] }
  const verdicts = { confirmed: 0, refuted: 0, inconclusive: 0, 'not-applicable': 0 }
  const receipt = { version: 1, runId, startedAt: 'x', finishedAt: 'x', sessions: [], modelCalls: 3, tokensIn: 1, tokensOut: 1, candidates: 0, verdicts, extra }
  await writeFile(join(privateDir, RECEIPT_FILES.execution), JSON.stringify(receipt))
  const config = testRunConfig({
    runId,
    repository: { owner: OWNER, repo: REPO },
    pullNumber: NUMBER,
    headSha: prepared.headSha,
    github: fake,
    allowlist: prepared.allowlist,
    stageDir: prepared.stageDir,
    privateDir,
    specialists: prepared.specialists.map((s) => ({ name: s.name, paths: s.paths, patches: s.patches })),
  })
  const rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
  const reply = await new PublishSession({ config, staged: await loadStagedReview(config), rest, token: async () => DEFAULT_FAKE_TOKEN }).call({
    summary: 'Reviewed.',
    findings: [],
  })
  expect(reply.ok).toBe(true)
}

const complete: Team = { status: 'ok', budgetExceeded: false, errors: [] }
const securityFailed: Team = {
  status: 'partial',
  budgetExceeded: false,
  errors: [{ agent: 'specialist-security', error: 'model: every configured model failed (HTTP 429)', failureClass: 'model' }],
}

async function secondPush(): Promise<void> {
  fake.state.pushCommit(OWNER, REPO, NUMBER, {
    changes: [changedFile('src/a.ts', V1, V2)],
    files: [addedFile('src/a.ts', V2), addedFile('src/auth/allowed.ts', AUTH)],
  })
}

describe('delta review after an incomplete review', () => {
  it('reviews only the changed file after a complete review (the control)', async () => {
    await publish(await prepareRun('201'), '201-1', complete)
    await secondPush()
    const next = await prepareRun('202')
    expect(next.delta).toMatchObject({ kind: 'delta' })
    expect(next.index.files.map((f) => f.path)).toEqual(['src/a.ts'])
    expect(next.unchangedSinceReview).toEqual(['src/auth/allowed.ts'])
  })

  it('reviews the whole pull request again when the security specialist failed on the last review', async () => {
    const first = await prepareRun('201')
    expect(first.specialists.map((s) => s.name)).toContain('security')
    await publish(first, '201-1', securityFailed)
    await secondPush()
    const next = await prepareRun('202')
    // The unchanged auth file was never reviewed for security: it is not "unchanged since review".
    expect(next.delta).toMatchObject({ kind: 'full' })
    expect(next.delta.kind === 'full' ? next.delta.reason : '').toMatch(/review of [0-9a-f]{7} was incomplete/)
    expect(next.index.files.map((f) => f.path).sort()).toEqual(['src/a.ts', 'src/auth/allowed.ts'])
    expect(next.unchangedSinceReview).toEqual([])
  })

  it('reviews the whole pull request again when the token budget stopped the team, not when only the verifier failed', async () => {
    const budget: Team = { status: 'budget-exceeded', budgetExceeded: true, errors: [{ agent: 'specialist-correctness', error: 'token budget exceeded' }] }
    await publish(await prepareRun('201'), '201-1', budget)
    await secondPush()
    expect((await prepareRun('202')).delta).toMatchObject({ kind: 'full' })
    // A verifier that did not finish leaves findings unverified; every file was read.
    await publish(await prepareRun('203'), '203-1', { status: 'partial', budgetExceeded: false, errors: [{ agent: 'verifier', error: 'x' }] })
    fake.state.pushCommit(OWNER, REPO, NUMBER, {
      changes: [changedFile('src/a.ts', V2, V1)],
      files: [addedFile('src/a.ts', V1), addedFile('src/auth/allowed.ts', AUTH)],
    })
    expect((await prepareRun('204')).delta).toMatchObject({ kind: 'delta' })
  })

  it('starts the delta from the last complete review when a later one was incomplete', async () => {
    await publish(await prepareRun('201'), '201-1', complete)
    const firstHead = fake.state.pull(OWNER, REPO, NUMBER)!.head.sha
    await secondPush()
    await publish(await prepareRun('202'), '202-1', securityFailed)
    fake.state.pushCommit(OWNER, REPO, NUMBER, {
      changes: [],
      files: [addedFile('src/a.ts', V2), addedFile('src/auth/allowed.ts', AUTH), addedFile('src/c.ts', V1)],
    })
    const third = await prepareRun('203')
    expect(third.delta).toMatchObject({ kind: 'delta', since: firstHead })
  })
})
