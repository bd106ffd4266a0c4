import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { readEnvironment } from '../../src/config/environment.js'
import { readSettings, type Settings } from '../../src/config/settings.js'
import { readPullRequestEvent } from '../../src/context/event.js'
import type { ActionEnvironment } from '../../src/config/environment.js'
import { findingFingerprint } from '../../src/core/contracts/fingerprint.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { prepare, type PreparedRun } from '../../src/prepare.js'
import { buildRunConfig } from '../../src/runtime/build-run-config.js'
import { PublishSession, loadStagedReview } from '../../plugins/lib/publication/session.js'
import { dropKnown } from '../../plugins/lib/reviewers/recheck.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type FileSeed, type GitHubFake } from '../support/github-fake/index.js'
import { eventOf, runnerEnv, testRunConfig, writePullRequestEvent, tempDir } from '../support/kit/index.js'

/**
 * A finding on a file the next push renames: GitHub keeps its thread on the
 * old path, outdated. The next run must re-check it in the renamed file (not
 * close it as deleted) and must not post it again under the new path.
 */
const OWNER = 'acme'
const REPO = 'shop'
const NUMBER = 11
const V0 = ['export function ratio(a: number, b: number): number {', '  return a', '}']
const V1 = ['export function ratio(a: number, b: number): number {', '  return a / b', '}']
const MODIFIED = changedFile('src/ratio.ts', V0, V1)
const RENAMED: FileSeed = { ...MODIFIED, filename: 'src/math/ratio.ts', status: 'renamed', previous_filename: 'src/ratio.ts' }
const ADDED = addedFile('src/ratio.ts', V1)
const finding = (path: string) => ({
  path,
  line: 2,
  severity: 'high' as const,
  category: 'correctness' as const,
  title: 'Division by zero',
  body: 'b may be 0.',
  evidence: 'a / b',
})

let fake: GitHubFake
let dir: string
beforeEach(async () => {
  fake = await startGitHubFake()
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files: [MODIFIED] })
  dir = await tempDir('hm-repush-rename-')
})
afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
  await rm(dir, { recursive: true, force: true })
})

async function prepareRun(runId: string, number = NUMBER): Promise<{ prepared: PreparedRun; settings: Settings; env: ActionEnvironment; runDir: string }> {
  const runDir = join(dir, runId)
  await mkdir(runDir)
  const eventPath = await writePullRequestEvent(join(runDir, 'event.json'), eventOf(fake.state.pull(OWNER, REPO, number)!))
  const env = readEnvironment(runnerEnv({ eventPath, github: { url: fake.url }, repository: `${OWNER}/${REPO}`, runnerTemp: runDir, runId }))
  const settings = readSettings((name) => ({ 'github-token': DEFAULT_FAKE_TOKEN })[name] ?? '')
  const logger = new RecordingLogger()
  const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger, retryBaseMs: 20 })
  const prepared = await prepare({ settings, env, event: await readPullRequestEvent(env), rest: gh.rest, graphql: gh.graphql, logger })
  return { prepared, settings, env, runDir }
}

it('re-checks a finding in the renamed file and keeps its re-raised copy from being posted twice', async () => {
  const first = await prepareRun('301')
  const config = testRunConfig({
    runId: '301-1',
    repository: { owner: OWNER, repo: REPO },
    pullNumber: NUMBER,
    headSha: first.prepared.headSha,
    github: fake,
    allowlist: first.prepared.allowlist,
    stageDir: first.prepared.stageDir,
    privateDir: join(first.runDir, 'private'),
  })
  const rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
  const staged = await loadStagedReview(config)
  expect(
    (await new PublishSession({ config, staged, rest, token: async () => DEFAULT_FAKE_TOKEN }).call({ summary: 'x', findings: [finding('src/ratio.ts')] })).ok,
  ).toBe(true)
  expect(fake.state.threads(OWNER, REPO, NUMBER)).toHaveLength(1)

  // The next push only moves the file.
  fake.state.pushCommit(OWNER, REPO, NUMBER, { changes: [{ ...RENAMED, patch: undefined }], files: [RENAMED] })
  const next = await prepareRun('302')
  expect(next.prepared.ledger.entries.map((e) => [e.action, e.reason])).toEqual([['reverify', 'the file was renamed to src/math/ratio.ts']])

  // The specialist finds the same problem in the renamed file: a new fingerprint (another path), the same finding.
  const runConfig = buildRunConfig({
    settings: next.settings,
    env: next.env,
    prepared: next.prepared,
    privateDir: join(next.runDir, 'private'),
    marker: 'm',
    checkoutDir: undefined,
    tokenFile: join(next.runDir, 'token'),
    reviewer: { opencodeBin: 'unused', configHome: 'unused', env: {}, startTimeoutMs: 1 },
    checkoutReaders: new Set(),
  })
  const again = finding('src/math/ratio.ts')
  const candidate = { key: '0', id: findingFingerprint(again, RENAMED.patch ?? undefined), finding: again, specialists: ['correctness'] }
  expect(dropKnown([candidate], runConfig.ledger)).toMatchObject({ kept: [], known: 1 })
})

it('closes a thread on a file the pull request added and the next push renamed, naming the new path', async () => {
  // The PR adds src/ratio.ts (the base never had it), so its own listing shows only an added
  // src/math/ratio.ts after the move; the compare since the last review names the rename.
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER + 1, files: [ADDED] })
  const first = await prepareRun('401', NUMBER + 1)
  const config = testRunConfig({
    runId: '401-1',
    repository: { owner: OWNER, repo: REPO },
    pullNumber: NUMBER + 1,
    headSha: first.prepared.headSha,
    github: fake,
    allowlist: first.prepared.allowlist,
    stageDir: first.prepared.stageDir,
    privateDir: join(first.runDir, 'private'),
  })
  const rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
  const staged = await loadStagedReview(config)
  expect(
    (await new PublishSession({ config, staged, rest, token: async () => DEFAULT_FAKE_TOKEN }).call({ summary: 'x', findings: [finding('src/ratio.ts')] })).ok,
  ).toBe(true)

  const moved: FileSeed = { ...ADDED, filename: 'src/math/ratio.ts' }
  fake.state.pushCommit(OWNER, REPO, NUMBER + 1, {
    changes: [{ filename: 'src/math/ratio.ts', status: 'renamed', previous_filename: 'src/ratio.ts', patch: null }],
    files: [moved],
  })
  const next = await prepareRun('402', NUMBER + 1)
  expect(next.prepared.delta.kind).toBe('delta')
  expect(next.prepared.ledger.entries.map((e) => [e.action, e.reason])).toEqual([['close', 'the file was renamed to src/math/ratio.ts']])
  // The delta reviews the file under its new name.
  expect(next.prepared.allowlist).toEqual(['src/math/ratio.ts'])
})
