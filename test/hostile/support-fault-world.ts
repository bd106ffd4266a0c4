import { readdirSync, readlinkSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from 'vitest'
import { actionLayout } from '../../src/action-root.js'
import { prepare, type PreparedRun } from '../../src/prepare.js'
import type { Concluded } from '../../src/publication/conclude.js'
import { runAction } from '../../src/run-action.js'
import type { EditorRun } from '../../src/runtime/editor.js'
import { buildRunConfig } from '../../src/runtime/build-run-config.js'
import type { ReviewPhaseResult } from '../../src/runtime/review-phase.js'
import type { ReviewRuntime, ReviewRuntimeInput } from '../../src/runtime/review-runtime.js'
import type { RunRegistry } from '../../src/runtime/run-registry.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { Redactor } from '../../src/core/telemetry/redact.js'
import { loadStagedReview, publicationPort, PublishSession } from '../../plugins/lib/publication/session.js'
import { buildReceipt, writeReceipt } from '../../plugins/lib/reviewers/execution-receipt.js'
import type { RunConfig } from '../../src/core/contracts/run-config.js'
import { PROVIDER_KEY, type ScenarioResult } from '../support/action/harness.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, startGitHubFake, type FakePullRequest, type FileSeed, type GitHubFake } from '../support/github-fake/index.js'
import { eventOf, OWNER, plantedSecrets, REPO, RUNNER_SECRETS, runnerEnv, writePullRequestEvent, tempDir } from '../support/kit/index.js'

/**
 * The fault suite's shared world: the real runner (runAction: settings,
 * event, GitHub client, prepare, snapshot, conclude) against the GitHub fake,
 * with its review phase substituted through runAction's `phases` port: the
 * publish_review tool's real session stands in for the editor's call (what
 * the plugin runs inside OpenCode), and the test makes those calls. Faults
 * that need no model are proven here in milliseconds; whole-action runs use
 * the harness. Also the leak checks every whole-action case applies.
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
export const SECRETS: readonly string[] = [DEFAULT_FAKE_TOKEN, PROVIDER_KEY, ...Object.values(RUNNER_SECRETS), ...Object.values(PLANTED)]

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
    ...leaksIn(
      'model request',
      s.model.requests.map((r) => r.body),
    ),
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

/** After each fault case: no drift from GitHub's schemas, no secret in telemetry or a posted review; the world closed. */
export async function closeCheckedWorld(w: RunnerWorld | undefined): Promise<void> {
  if (!w) return
  expect(w.fake.driftErrors).toEqual([])
  const seen = [...w.logger.lines, ...w.fake.state.reviews(OWNER, REPO, NUMBER).map((r) => r.body)].join('\n')
  expect(SECRETS.filter((s) => seen.includes(s))).toEqual([])
  await w.close()
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

interface CollectedSinks {
  outputs: Record<string, string>
  summaries: string[]
  annotations: string[]
}

/** What the substituted review phase hands the test: the staged run and the publish_review session over it. */
export interface ReviewTurn {
  prepared: PreparedRun
  session: PublishSession
  /** The run's private directory, where spawn_reviewers would write its receipts. */
  privateDir: string
}

export interface WorldRun extends Concluded, CollectedSinks {
  /** What prepare returned, when it did. */
  prepared: PreparedRun | undefined
  /** What prepare threw, when it did. */
  prepareError: unknown
  /** The runner's calls on the review runtime port, in order (boot, review, stop, dispose). */
  runtimeCalls: string[]
}

export interface RunnerWorld {
  fake: GitHubFake
  pr: FakePullRequest
  logger: RecordingLogger
  runId: string
  /** The next run's inputs and environment (a test changes them between runs: another job, another workflow run). */
  inputs: Record<string, string>
  env: NodeJS.ProcessEnv
  /** Writes the event file again from the pull request as the fake holds it now (after a push). */
  writeEvent(): Promise<void>
  /**
   * One run of the real runAction. `review` is the editor's part: it gets the
   * publish_review session once prepare and the snapshot are done, and the
   * runner concludes after it (an assertion failing inside it fails the run's
   * caller). Without it the editor publishes nothing; a result it returns is
   * what the review phase reports (a failed start, a budget stop). `sleep` is
   * the session's wait (tests record waits instead of sleeping).
   */
  run(review?: (turn: ReviewTurn) => Promise<void | ReviewPhaseResult>, sleep?: (ms: number) => Promise<void>): Promise<WorldRun>
  close(): Promise<void>
}

export interface WorldOptions {
  files: FileSeed[]
  inputs?: Record<string, string>
  body?: string
  /** Backoff unit of the runner's GitHub client (the action's default is 1000 ms). */
  retryBaseMs?: number
  /**
   * Whether the substituted editor "called spawn_reviewers": by default the world writes the
   * execution receipt of a team that completed, as the reviewer plugin would before the editor
   * publishes; false writes none (an editor that skipped its team).
   */
  teamRan?: boolean
  maxRateLimitWaitSeconds?: number
  /** The run's registry, for a test that cancels the run (cancelRun) around it. */
  registry?: RunRegistry
}

/** An editor that made three model calls and finished: the figures a run reports, not a model. */
export function editorRun(): EditorRun {
  const now = Date.now()
  const usage = { modelCalls: 3, unmeteredCalls: 0, tokensIn: 100, tokensOut: 10, toolCalls: 1, sessions: [], byAgent: {} }
  return {
    completed: true,
    endedOnReceipt: true,
    error: undefined,
    budgetExceeded: false,
    sessionIds: [],
    model: 'hm/scripted',
    text: '',
    attempts: [],
    usage,
    sawModelCall: true,
    startedAt: now,
    finishedAt: now,
  }
}

/** The execution receipt of a team whose every agent completed, as spawn_reviewers writes it. */
async function writeCompletedTeam(config: RunConfig): Promise<void> {
  const verdicts = { confirmed: 0, refuted: 0, inconclusive: 0, 'not-applicable': 0 }
  const extra = { status: 'ok' as const, invalid: 0, outOfScope: 0, duplicates: 0, returned: 0, overflowPatches: [], budgetExceeded: false, errors: [] }
  const usage = { modelCalls: 0, unmeteredCalls: 0, tokensIn: 0, tokensOut: 0, toolCalls: 0, sessions: [], byAgent: {} }
  const now = Date.now()
  await writeReceipt(
    config.privateDir,
    buildReceipt({ runId: config.runId, startedAt: now, finishedAt: now, usage, sessionErrors: new Map(), candidates: 0, verdicts, extra }),
  )
}

export async function runnerWorld(options: WorldOptions): Promise<RunnerWorld> {
  const fake = await startGitHubFake()
  const pr = fake.state.addPullRequest({
    owner: OWNER,
    repo: REPO,
    number: NUMBER,
    title: 'Add pagination helper',
    body: options.body ?? PLANTED_BODY,
    files: options.files,
  })
  const dir = await tempDir('hm-fault-')
  const runnerTemp = join(dir, 'runner-temp')
  await mkdir(runnerTemp, { recursive: true })
  const eventPath = await writePullRequestEvent(join(dir, 'event.json'), eventOf(pr))
  const env: NodeJS.ProcessEnv = runnerEnv({ eventPath, github: fake, runnerTemp, runId: '9001', runAttempt: '1' })
  const inputs: Record<string, string> = { 'github-token': DEFAULT_FAKE_TOKEN, 'provider-api-key': PROVIDER_KEY, mode: 'comment', ...options.inputs }
  const redactor = new Redactor()
  const logger = new RecordingLogger(redactor)
  const runId = '9001-1'

  return {
    fake,
    pr,
    logger,
    runId,
    inputs,
    env,
    async writeEvent() {
      await writePullRequestEvent(eventPath, eventOf(fake.state.pull(OWNER, REPO, NUMBER)!))
    },
    async run(review, sleep = noWait) {
      const sinks: CollectedSinks = { outputs: {}, summaries: [], annotations: [] }
      const seen: { prepared?: PreparedRun; prepareError?: unknown; reviewError?: unknown } = {}
      const runtimeCalls: string[] = []
      // The editor's part runs where OpenCode would; the runtime's other calls are only recorded.
      const runtime = ({ settings, env }: ReviewRuntimeInput): ReviewRuntime => ({
        boot: () => void runtimeCalls.push('boot'),
        review: async ({ prepared, dirs, marker }) => {
          runtimeCalls.push('review')
          // The run config the real review phase would write, with no reviewer process behind it.
          const reviewer = { opencodeBin: 'unused', configHome: 'unused', env: {}, startTimeoutMs: 1 }
          const config = buildRunConfig({
            settings,
            env,
            prepared,
            ...dirs,
            marker,
            tokenFile: join(dirs.privateDir, 'unused'),
            reviewer,
            checkoutReaders: new Set(),
          })
          // publish_review's session, posting through the client's no-blind-retry ports as the plugin does.
          const session = new PublishSession({
            config,
            staged: await loadStagedReview(config),
            rest: publicationPort(DEFAULT_FAKE_TOKEN, fake.url, logger),
            token: async () => DEFAULT_FAKE_TOKEN,
            publish: { sleep, confirmDelaysMs: [0, 0, 0] },
          })
          if (options.teamRan !== false && prepared.specialists.length > 0) await writeCompletedTeam(config)
          const reported = await review?.({ prepared, session, privateDir: dirs.privateDir }).catch((error: unknown) => void (seen.reviewError = error))
          return reported ?? { ok: true, editor: editorRun(), opencodeVersion: 'none' }
        },
        stop: async () => void runtimeCalls.push('stop'),
        dispose: async () => void runtimeCalls.push('dispose'),
      })
      const result = await runAction({
        readInput: (name) => inputs[name] ?? '',
        env,
        logger,
        redactor,
        outputs: { setOutput: (name: string, value: unknown) => void (sinks.outputs[name] = String(value)) },
        summary: { append: async (markdown: string) => void sinks.summaries.push(markdown) },
        annotations: {
          warning: (m: string | Error) => void sinks.annotations.push(String(m)),
          error: (m: string | Error) => void sinks.annotations.push(String(m)),
        },
        layout: actionLayout(),
        registry: options.registry,
        verifyDelaysMs: [50, 100, 200, 400],
        githubTiming: { retryBaseMs: options.retryBaseMs ?? 20, maxRateLimitWaitSeconds: options.maxRateLimitWaitSeconds },
        phases: {
          prepare: (deps) =>
            prepare(deps).then(
              (prepared) => (seen.prepared = prepared),
              (error: unknown) => Promise.reject((seen.prepareError = error)),
            ),
          startReview: async (input) => runtime(input),
        },
      })
      if (seen.reviewError !== undefined) throw seen.reviewError
      if (!result.concluded) throw result.earlyFailure ?? new Error('the run did not conclude')
      return { ...result.concluded, ...sinks, prepared: seen.prepared, prepareError: seen.prepareError, runtimeCalls }
    },
    async close() {
      await fake.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
