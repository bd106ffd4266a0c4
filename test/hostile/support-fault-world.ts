import { readdirSync, readlinkSync } from 'node:fs'
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import { readEnvironment, type ActionEnvironment } from '../../src/config/environment.js'
import { readSettings, type Settings } from '../../src/config/settings.js'
import type { RunConfig } from '../../src/core/contracts/run-config.js'
import { readPullRequestEvent } from '../../src/context/event.js'
import { toHarbourmasterError } from '../../src/core/errors.js'
import { createGitHubClient, type GitHubAccess } from '../../src/core/github/client.js'
import { prepare, type PreparedRun } from '../../src/prepare.js'
import { concludeRun, type Concluded } from '../../src/publication/conclude.js'
import type { FailurePhase } from '../../src/publication/outcome.js'
import { makeMarker, snapshotReviews, type ReviewSnapshot } from '../../src/publication/verify.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { Redactor } from '../../src/core/telemetry/redact.js'
import { loadStagedReview, PublishSession } from '../../plugins/lib/publication/session.js'
import { PROVIDER_KEY, type ScenarioResult } from '../support/action/harness.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, startGitHubFake, type FakePullRequest, type FileSeed, type GitHubFake } from '../support/github-fake/index.js'
import { OWNER, plantedSecrets, REPO, RUNNER_SECRETS } from '../support/kit/index.js'

/**
 * The fault suite's shared world: the runner's real phases (settings,
 * event, GitHub client, prepare, snapshot, conclude) against the GitHub fake,
 * with the publish_review tool's real session standing in for the editor's
 * call (what the plugin runs inside OpenCode). Faults that need no model are
 * proven here in milliseconds; whole-action runs use the harness. Also the
 * leak checks every whole-action case applies.
 */

/** Secret-shaped strings planted in untrusted PR text; none may reach an agent, GitHub or a log. */
export const PLANTED = plantedSecrets(0x0f417)

export const PLANTED_BODY = [
  'Adds the helper. Deploy notes below.',
  `old token ${PLANTED.ghp}`,
  `pat=${PLANTED.pat}`,
  `Authorization: ${PLANTED.jwt}`,
  `OPENAI_API_KEY=${PLANTED.sk}`,
].join('\n')

/** Everything that must never appear anywhere an agent, GitHub or a log sees. */
export const SECRETS: readonly string[] = [
  DEFAULT_FAKE_TOKEN,
  PROVIDER_KEY,
  ...Object.values(RUNNER_SECRETS),
  ...Object.values(PLANTED),
]

export { OWNER, REPO }
export const NUMBER = 42
export const REVIEWS_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'
export const FILES_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}/files'
export const noWait = async (): Promise<void> => {}

function leaksIn(label: string, texts: readonly string[]): string[] {
  const joined = texts.join('\n')
  return SECRETS.filter((s) => joined.includes(s)).map((s) => `${label}: ${s.slice(0, 12)}…`)
}

/**
 * The checks every whole-action case makes: no secret in what agents saw
 * (the model server's recorded bodies are exactly that), in what was posted,
 * logged or reported; no review off the head SHA; no duplicate; no verdict
 * other than COMMENT; no OpenCode process left behind.
 */
export function expectNothingLeakedOrDuplicated(s: ScenarioResult, headSha: string = s.pr.head.sha): void {
  const bot = s.reviews().filter((r) => r.user === DEFAULT_BOT_LOGIN)
  const comments = s.fake.state.reviewComments(OWNER, REPO, s.pr.number)
  const issueComments = s.fake.state.issueComments(OWNER, REPO, s.pr.number).filter((c) => c.user === DEFAULT_BOT_LOGIN)
  const leaks = [
    ...leaksIn('model request', s.model.requests.map((r) => r.body)),
    ...leaksIn('posted', [...bot.map((r) => r.body), ...comments.map((c) => c.body), ...issueComments.map((c) => c.body)]),
    ...leaksIn('telemetry', s.logger.lines),
    ...leaksIn('job summary or outputs', [...s.summaries, ...Object.values(s.outputs), ...s.annotations.map((a) => a.message)]),
  ]
  expect(leaks).toEqual([])
  expect(bot.filter((r) => r.state !== 'PENDING').every((r) => r.commitId === headSha && r.state === 'COMMENTED')).toBe(true)
  const marked = bot.filter((r) => r.body.includes('harbourmaster:run run=9001-1 '))
  expect(marked.length).toBeLessThanOrEqual(1)
  expect(s.fake.driftErrors).toEqual([])
  expect(lingeringProcesses(s.runnerTemp)).toEqual([])
  // The private dir (token file, receipts), the stage and the runtime roots live only for the run.
  expect(readdirSync(s.runnerTemp).filter((name) => /^(hm-private-|hm-runtime-|harbourmaster-stage-)/.test(name))).toEqual([])
}

/** Pids of processes whose working directory lies under `dir` (OpenCode servers run in <runnerTemp>/hm-runtime-*). */
export function lingeringProcesses(dir: string): number[] {
  const out: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readlinkSync(`/proc/${entry}/cwd`).startsWith(dir)) out.push(Number(entry))
    } catch {
      // exited meanwhile, or not ours to inspect
    }
  }
  return out
}

/** Kills, by pid, processes a failed assertion showed were left behind, so one defect does not slow every later test. */
export function killLeftovers(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
}

export interface CollectedSinks {
  outputs: Record<string, string>
  summaries: string[]
  annotations: string[]
}

export interface RunnerWorld {
  fake: GitHubFake
  pr: FakePullRequest
  env: ActionEnvironment
  settings: Settings
  logger: RecordingLogger
  gh: GitHubAccess
  dir: string
  runId: string
  prepare(): Promise<PreparedRun>
  snapshot(): Promise<ReviewSnapshot>
  /** The publish_review tool's session over the staged review, posting through the client's no-blind-retry ports as the plugin does. */
  publishSession(prepared: PreparedRun, sleep?: (ms: number) => Promise<void>): Promise<{ session: PublishSession; privateDir: string; marker: string }>
  conclude(input: { prepared?: PreparedRun; snapshot?: ReviewSnapshot; privateDir?: string; failure?: { error: unknown; phase: FailurePhase }; modelCalls?: number }): Promise<Concluded & CollectedSinks>
  close(): Promise<void>
}

export interface WorldOptions {
  files: FileSeed[]
  inputs?: Record<string, string>
  body?: string
  /** Backoff unit of the runner's GitHub client (the action's default is 1000 ms). */
  retryBaseMs?: number
  maxRateLimitWaitSeconds?: number
}

export async function runnerWorld(options: WorldOptions): Promise<RunnerWorld> {
  const fake = await startGitHubFake()
  const pr = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, title: 'Add pagination helper', body: options.body ?? PLANTED_BODY, files: options.files })
  const dir = await realpath(await mkdtemp(join(tmpdir(), 'hm-fault-')))
  const eventPath = join(dir, 'event.json')
  await writeFile(
    eventPath,
    JSON.stringify({
      action: 'synchronize',
      number: NUMBER,
      pull_request: {
        number: NUMBER,
        draft: false,
        head: { sha: pr.head.sha, repo: { full_name: `${OWNER}/${REPO}` } },
        base: { sha: pr.base.sha, repo: { full_name: `${OWNER}/${REPO}` } },
      },
    }),
  )
  const env = readEnvironment({
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_API_URL: fake.url,
    GITHUB_GRAPHQL_URL: fake.graphqlUrl,
    RUNNER_TEMP: join(dir, 'runner-temp'),
    GITHUB_RUN_ID: '9001',
    GITHUB_RUN_ATTEMPT: '1',
  })
  const inputs: Record<string, string> = { 'github-token': DEFAULT_FAKE_TOKEN, mode: 'comment', ...options.inputs }
  const settings = readSettings((name) => inputs[name] ?? '')
  const redactor = new Redactor()
  redactor.add(settings.githubToken)
  const logger = new RecordingLogger(redactor)
  const gh = createGitHubClient({
    token: settings.githubToken,
    apiUrl: env.apiUrl,
    logger,
    retryBaseMs: options.retryBaseMs ?? 20,
    maxRateLimitWaitSeconds: options.maxRateLimitWaitSeconds,
  })
  const runId = `${env.runId}-${env.runAttempt}`
  const target = { owner: OWNER, repo: REPO, pullNumber: NUMBER }

  return {
    fake,
    pr,
    env,
    settings,
    logger,
    gh,
    dir,
    runId,
    prepare: async () => prepare({ settings, env, event: await readPullRequestEvent(env), rest: gh.rest, graphql: gh.graphql, logger, stats: gh.stats, redactor }),
    snapshot: () => snapshotReviews(gh.rest, target),
    async publishSession(prepared, sleep = noWait) {
      const privateDir = join(dir, 'private')
      await mkdir(privateDir, { recursive: true, mode: 0o700 })
      const marker = makeMarker(runId, prepared.headSha)
      const config: RunConfig = {
        version: 1,
        runId,
        mode: settings.mode,
        repository: { owner: OWNER, repo: REPO },
        pullNumber: NUMBER,
        headSha: prepared.headSha,
        marker,
        apiUrl: env.apiUrl,
        graphqlUrl: env.graphqlUrl,
        allowlist: prepared.allowlist,
        maxComments: settings.maxComments,
        expectedBotLogin: settings.expectedBotLogin,
        stageDir: prepared.stageDir,
        privateDir,
        specialists: [],
        models: [{ providerID: 'hm', modelID: 'scripted' }],
        reviewer: { opencodeBin: 'unused', configHome: 'unused', env: {}, startTimeoutMs: 1 },
        tokenBudget: settings.tokenBudget,
        timeoutMs: 60_000,
      }
      const session = new PublishSession({
        config,
        staged: await loadStagedReview(config),
        rest: createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: env.apiUrl, logger, userAgent: 'harbourmaster-publish' }).checkedWrites.rest,
        token: async () => DEFAULT_FAKE_TOKEN,
        publish: { sleep, confirmDelaysMs: [0, 0, 0] },
      })
      return { session, privateDir, marker }
    },
    async conclude(input) {
      const sinks: CollectedSinks = { outputs: {}, summaries: [], annotations: [] }
      const concluded = await concludeRun(
        {
          rest: gh.rest,
          graphql: gh.graphql,
          writes: gh.checkedWrites,
          outputs: { setOutput: (name: string, value: unknown) => void (sinks.outputs[name] = String(value)) },
          summary: { append: async (markdown: string) => void sinks.summaries.push(markdown) },
          annotations: { warning: (m: string | Error) => void sinks.annotations.push(String(m)), error: (m: string | Error) => void sinks.annotations.push(String(m)) },
          logger,
        },
        {
          owner: OWNER,
          repo: REPO,
          pullNumber: NUMBER,
          mode: settings.mode,
          blockingSeverity: settings.blockingSeverity,
          strictRuntime: settings.strictRuntime,
          expectedLogin: settings.expectedBotLogin,
          runId,
          headSha: input.prepared?.headSha ?? '',
          marker: input.prepared ? makeMarker(runId, input.prepared.headSha) : '',
          snapshot: input.snapshot,
          privateDir: input.privateDir,
          exclusions: input.prepared?.exclusions ?? [],
          caps: input.prepared?.caps ?? [],
          figures: { modelCalls: input.modelCalls ?? 3, tokensIn: 100, tokensOut: 10, durationMs: 1 },
          failure: input.failure ? { error: toHarbourmasterError(input.failure.error), phase: input.failure.phase } : undefined,
          verifyDelaysMs: [50, 100, 200, 400],
        },
      )
      return { ...concluded, ...sinks }
    },
    async close() {
      await fake.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
