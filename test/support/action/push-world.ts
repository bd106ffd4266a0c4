import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, expect } from 'vitest'
import type { ActionEnvironment } from '../../../src/config/environment.js'
import type { Settings } from '../../../src/config/settings.js'
import type { Finding } from '../../../src/core/contracts/review-payload.js'
import { RECEIPT_FILES, type ExecutionReceipt, type RunConfig } from '../../../src/core/contracts/run-config.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import type { PreparedRun } from '../../../src/prepare.js'
import { buildRunConfig } from '../../../src/runtime/build-run-config.js'
import { PublishSession, loadStagedReview } from '../../../plugins/lib/publication/session.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type FileSeed, type GitHubFake } from '../github-fake/index.js'
import { testRunConfig, tempDir } from '../kit/index.js'
import { prepareJob } from './prepare-job.js'

/**
 * Pushes to one pull request on the GitHub fake, each reviewed by the runner's
 * real prepare and publish_review's real session, without OpenCode: for what a
 * later push reads of an earlier push's review (delta base, ledger, coverage,
 * instances). Each job has its own workflow run id and runner temp.
 */

export const PUSH_OWNER = 'acme'
export const PUSH_REPO = 'shop'

/** The team outcome spawn_reviewers records for publish_review (its execution receipt). */
export type TeamOutcome = Pick<NonNullable<ExecutionReceipt['extra']>, 'status' | 'budgetExceeded' | 'errors'>

export const TEAM_COMPLETE: TeamOutcome = { status: 'ok', budgetExceeded: false, errors: [] }

export interface PreparedJob {
  prepared: PreparedRun
  settings: Settings
  env: ActionEnvironment
  runDir: string
  /** What prepare logged (telemetry lines). */
  logger: RecordingLogger
}

export interface PublishOptions {
  findings?: Finding[]
  /** The team spawn_reviewers ran (its execution receipt and the specialists); without it, no team ran. */
  team?: TeamOutcome
  /** The run marker (carries the job's instance); the config's default otherwise. */
  marker?: string
  oneReviewPerCommit?: boolean
  /** The ledger decisions the runner hands publish_review (runConfigOf(job).ledger); none otherwise. */
  ledger?: RunConfig['ledger']
}

export interface PushWorld {
  fake: GitHubFake
  dir: string
  /** One job's prepare on pull request `number`'s current head. */
  prepareJob(runId: string, inputs?: Record<string, string>, number?: number): Promise<PreparedJob>
  /** publish_review's session for that job. */
  publish(job: PreparedJob, runId: string, options?: PublishOptions): ReturnType<PublishSession['call']>
}

/** The run config the runner would hand OpenCode for that job (what spawn_reviewers and publish_review read); no OpenCode runs. */
export function runConfigOf(job: PreparedJob): ReturnType<typeof buildRunConfig> {
  return buildRunConfig({
    settings: job.settings,
    env: job.env,
    prepared: job.prepared,
    privateDir: join(job.runDir, 'private'),
    marker: 'm',
    checkoutDir: undefined,
    tokenFile: join(job.runDir, 'token'),
    reviewer: { opencodeBin: 'unused', configHome: 'unused', env: {}, startTimeoutMs: 1 },
    checkoutReaders: new Set(),
  })
}

/** Registers a fresh fake holding pull request `number` with `files` before each test, and its checks and removal after. */
export function usePushWorld(prefix: string, number: number, files: () => FileSeed[]): PushWorld {
  const world = { number } as PushWorld & { number: number }
  beforeEach(async () => {
    world.fake = await startGitHubFake()
    world.fake.state.addPullRequest({ owner: PUSH_OWNER, repo: PUSH_REPO, number, files: files() })
    world.dir = await tempDir(prefix)
  })
  afterEach(async () => {
    expect(world.fake.driftErrors).toEqual([])
    await world.fake.close()
    await rm(world.dir, { recursive: true, force: true })
  })
  world.prepareJob = async (runId, inputs = {}, pullNumber = number) => {
    const runDir = join(world.dir, runId)
    await mkdir(runDir)
    const pull = world.fake.state.pull(PUSH_OWNER, PUSH_REPO, pullNumber)!
    const env = { repository: `${PUSH_OWNER}/${PUSH_REPO}`, runnerTemp: runDir, runId }
    return { ...(await prepareJob({ fakeUrl: world.fake.url, pull, dir: runDir, inputs, env, retryBaseMs: 20 })), runDir }
  }
  world.publish = async (job, runId, options = {}) => {
    const privateDir = join(job.runDir, 'private')
    await mkdir(privateDir, { recursive: true })
    if (options.team) {
      const extra = { ...options.team, invalid: 0, outOfScope: 0, duplicates: 0, returned: 0, overflowPatches: [] }
      const verdicts = { confirmed: 0, refuted: 0, inconclusive: 0, 'not-applicable': 0 }
      const receipt = {
        version: 1,
        runId,
        startedAt: 'x',
        finishedAt: 'x',
        sessions: [],
        modelCalls: 3,
        tokensIn: 1,
        tokensOut: 1,
        candidates: 0,
        verdicts,
        extra,
      }
      await writeFile(join(privateDir, RECEIPT_FILES.execution), JSON.stringify(receipt))
    }
    const { prepared } = job
    const config = testRunConfig({
      runId,
      repository: { owner: PUSH_OWNER, repo: PUSH_REPO },
      pullNumber: prepared.pr.number,
      headSha: prepared.headSha,
      ...(options.marker ? { marker: options.marker } : {}),
      github: world.fake,
      allowlist: prepared.allowlist,
      stageDir: prepared.stageDir,
      privateDir,
      ...(options.oneReviewPerCommit ? { oneReviewPerCommit: true } : {}),
      ...(options.ledger ? { ledger: options.ledger } : {}),
      // A team that ran is named with what it was given; without one publish_review reviews as a lone editor.
      ...(options.team ? { specialists: prepared.specialists.map((s) => ({ name: s.name, paths: s.paths, patches: s.patches })) } : {}),
    })
    const rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: world.fake.url })
    return new PublishSession({ config, staged: await loadStagedReview(config), rest, token: async () => DEFAULT_FAKE_TOKEN }).call({
      summary: 'Reviewed.',
      findings: options.findings ?? [],
    })
  }
  return world
}

/** Two versions of `src/a.ts` and an auth file: a pull request whose security specialist reads the second file. */
export const A_V1 = ['export function a(x: number): number {', '  return x + 1', '}']
export const A_V2 = ['export function a(x: number): number {', '  return x + 2', '}']
export const AUTH = ['export function allowed(role: string): boolean {', "  return role !== 'guest'", '}']

/** `src/ratio.ts` before and after the change that divides by `b`. */
export const RATIO_V0 = ['export function ratio(a: number, b: number): number {', '  return a', '}']
export const RATIO_V1 = ['export function ratio(a: number, b: number): number {', '  return a / b', '}']

/** The high finding on RATIO_V1's division, as publish_review takes it. */
export function divisionFinding(path = 'src/ratio.ts', line = 2): Finding {
  return { path, line, severity: 'high', category: 'correctness', title: 'Division by zero', body: 'b may be 0.', evidence: 'a / b' }
}
