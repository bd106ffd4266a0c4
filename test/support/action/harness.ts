import { watch, type FSWatcher } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { actionLayout, type ActionLayout } from '../../../src/action-root.js'
import type { Mode } from '../../../src/config/settings.js'
import { runAction, type ActionPorts, type ActionResult } from '../../../src/run-action.js'
import type { RunRegistry } from '../../../src/runtime/run-registry.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type FakePullRequest, type FakeReview, type FileSeed, type GitHubFake } from '../github-fake/index.js'
import { startModelServer, type ModelServer, type Script } from '../model-server/index.js'
import { hostEnv, inputEnv, runnerEnv, scriptedInputs } from '../kit/environment.js'
import { OWNER, REPO, writePullRequestEvent } from '../kit/event.js'
import { layOutRun } from '../kit/run-dirs.js'
import { RUNNER_SECRETS } from '../kit/secrets.js'
import { tempDir } from '../kit/temp-dir.js'

/**
 * Runs the whole action in-process, as GitHub would start it: inputs and the
 * event through the environment (INPUT_* and GITHUB_* are present in the
 * environment handed to the runner, so tests can prove they never reach an
 * OpenCode process), against the loopback GitHub fake and the scripted
 * model server, with the real OpenCode binary.
 */
export { OWNER, REPO } from '../kit/event.js'
export { PROVIDER_KEY } from '../kit/secrets.js'

export interface ScenarioOptions {
  /** OpenCode's output as it arrives, for a script that waits on a line (untilSeen). */
  liveOutput?: string[]
  mode: Mode
  files: FileSeed[]
  script: Script
  number?: number
  title?: string
  body?: string
  draft?: boolean
  headRepoFullName?: string
  inputs?: Record<string, string>
  /** Seeds threads, reviews, faults before the run; may return a different expected head SHA for the event. */
  setup?: (fake: GitHubFake, pr: FakePullRequest) => void | { eventHeadSha?: string }
  /** Files of the workspace checkout (relative path -> content); a .git dir is created. */
  checkout?: Record<string, string>
  /** Called while the review runs (e.g. push a new head mid-run), after the editor's first model request. */
  duringRun?: (fake: GitHubFake, pr: FakePullRequest) => void
  fake?: GitHubFake
  /** A pull request already on `fake` (a re-run or a later event on the same PR); else one is added. */
  pullRequest?: FakePullRequest
  verifyDelaysMs?: readonly number[]
  /** Substitutes for the runner's phases (e.g. the real review runtime handed a shorter deadline). */
  phases?: ActionPorts['phases']
  /** The runner's GitHub retry backoff (a failure every retry meets need not wait the real one). */
  githubTiming?: ActionPorts['githubTiming']
  /** GITHUB_RUN_ID (default 9001); later pushes of one PR run as later workflow runs. */
  runId?: string
  /** The action's own files (agents, runtime, plugins); fault tests point it at a broken OpenCode. */
  layout?: ActionLayout
  /** The event's `action` (default synchronize). */
  eventAction?: string
  /** GITHUB_ACTOR and the event's sender (e.g. dependabot[bot]). */
  actor?: string
  /** The run attempt (GITHUB_RUN_ATTEMPT), for re-runs. */
  runAttempt?: string
  /** Overrides of the runner's environment (e.g. GITHUB_API_URL behind a proxy). */
  env?: (fake: GitHubFake) => Record<string, string>
  /** The run's registry, for a test that cancels the run (cancelRun) while it runs. */
  registry?: RunRegistry
}

export interface ScenarioResult {
  fake: GitHubFake
  model: ModelServer
  pr: FakePullRequest
  result: ActionResult
  outputs: Record<string, string>
  summaries: string[]
  annotations: { level: 'warning' | 'error'; message: string; title?: string; file?: string; line?: number }[]
  logger: RecordingLogger
  opencodeOutput: string
  runnerTemp: string
  /** Every name that appeared in the run's private directory (hm-private-*), e.g. `github-token`, in order. */
  privateFiles: string[]
  reviews(): FakeReview[]
  close(): Promise<void>
}

/** Settles once the output seen so far matches (polled: the output grows as chunks arrive). */
export async function untilSeen(output: string[], pattern: RegExp): Promise<void> {
  while (!pattern.test(output.join(''))) await new Promise((r) => setTimeout(r, 50))
}

export async function runScenario(options: ScenarioOptions): Promise<ScenarioResult> {
  // close() removes it. A scenario that throws hands back no close(): the directory goes here, for
  // the benchmarks and the eval too (in a test the file's temp-dir cleanup would also take it).
  const base = await tempDir('hm-action-')
  try {
    return await scenarioIn(base, options)
  } catch (error) {
    await rm(base, { recursive: true, force: true })
    throw error
  }
}

async function scenarioIn(base: string, options: ScenarioOptions): Promise<ScenarioResult> {
  const { runnerTemp, workspace, eventPath } = await layOutRun(base, { checkout: options.checkout })
  const fake = options.fake ?? (await startGitHubFake())
  const model = await startModelServer({ script: options.script })
  const number = options.number ?? 42
  // A later push of a PR already in the given fake reviews that PR as it now stands.
  const existing = options.pullRequest ?? (options.fake ? fake.state.pull(OWNER, REPO, options.number ?? 42) : undefined)
  const pr =
    existing ??
    fake.state.addPullRequest({
      owner: OWNER,
      repo: REPO,
      number,
      title: options.title ?? 'Add pagination helper',
      body: options.body ?? 'Adds a helper.',
      draft: options.draft,
      head: options.headRepoFullName ? { repoFullName: options.headRepoFullName } : undefined,
      files: options.files,
    })
  const setup = options.setup?.(fake, pr) ?? undefined
  await writePullRequestEvent(eventPath, {
    action: options.eventAction,
    number,
    sender: options.actor,
    draft: options.draft,
    headSha: setup?.eventHeadSha ?? pr.head.sha,
    headRepo: options.headRepoFullName,
    baseSha: pr.base.sha,
  })
  const inputs = scriptedInputs({ mode: options.mode, providerBaseUrl: model.baseURL }, options.inputs)
  const env: NodeJS.ProcessEnv = {
    ...hostEnv(),
    ...runnerEnv({
      eventPath,
      github: fake,
      runnerTemp,
      workspace,
      runId: options.runId ?? '9001',
      runAttempt: options.runAttempt ?? '1',
      actor: options.actor ?? 'octocat',
    }),
    GITHUB_TOKEN: DEFAULT_FAKE_TOKEN,
    ...RUNNER_SECRETS,
    ...inputEnv(inputs),
    ...options.env?.(fake),
  }
  const outputs: Record<string, string> = {}
  const summaries: string[] = []
  const annotations: ScenarioResult['annotations'] = []
  const redactor = new Redactor()
  const logger = new RecordingLogger(redactor)
  const output: string[] = []
  const privateFiles: string[] = []
  const dirWatchers: FSWatcher[] = []
  // Watches RUNNER_TEMP for the private dir, then the private dir itself: a test can tell that a
  // token file was never written, not only that none is left.
  const tempWatcher = watch(runnerTemp, (_event, name) => {
    if (!name || !name.startsWith('hm-private-') || dirWatchers.length > 0) return
    try {
      const inner = watch(join(runnerTemp, name), (_e, file) => {
        if (file && !privateFiles.includes(file)) privateFiles.push(file)
      })
      inner.on('error', () => undefined)
      dirWatchers.push(inner)
    } catch {
      // Already removed.
    }
  })
  tempWatcher.on('error', () => undefined)
  let watcher: NodeJS.Timeout | undefined
  if (options.duringRun) {
    const during = options.duringRun
    watcher = setInterval(() => {
      if (model.requests.some((r) => r.agent === 'editor')) {
        clearInterval(watcher)
        during(fake, pr)
      }
    }, 50)
  }
  let result: ActionResult
  try {
    result = await runAction({
      readInput: (name) => inputs[name] ?? '',
      env,
      logger,
      redactor,
      outputs: { setOutput: (name: string, value: unknown) => void (outputs[name] = String(value)) },
      summary: { append: async (markdown) => void summaries.push(markdown) },
      annotations: {
        warning: (message: string | Error, props?: { title?: string; file?: string; endLine?: number }) =>
          void annotations.push({ level: 'warning', message: String(message), title: props?.title, file: props?.file, line: props?.endLine }),
        error: (message: string | Error, props?: { title?: string; file?: string; endLine?: number }) =>
          void annotations.push({ level: 'error', message: String(message), title: props?.title, file: props?.file, line: props?.endLine }),
      },
      layout: options.layout ?? actionLayout(),
      onOpencodeOutput: (_stream, chunk) => {
        output.push(chunk.toString('utf8'))
        options.liveOutput?.push(chunk.toString('utf8'))
      },
      // Proof returns at the first look that finds the review; the longer tail only serves a loaded machine.
      verifyDelaysMs: options.verifyDelaysMs ?? [100, 200, 400, 800, 1_600, 3_200],
      // The bound serves a run whose warm-up stalls; on a loaded 2-core machine a healthy one can
      // take longer than the product's 15 s, and whether the stand-in answered must not depend on that.
      warmUpBoundMs: 120_000,
      phases: options.phases,
      githubTiming: options.githubTiming,
      registry: options.registry,
    })
  } finally {
    if (watcher) clearInterval(watcher)
    tempWatcher.close()
    for (const w of dirWatchers) w.close()
  }
  return {
    fake,
    model,
    pr,
    result,
    outputs,
    summaries,
    annotations,
    logger,
    opencodeOutput: output.join(''),
    runnerTemp,
    privateFiles,
    reviews: () => fake.state.reviews(OWNER, REPO, number),
    close: async () => {
      await model.close()
      if (!options.fake) await fake.close()
      await rm(base, { recursive: true, force: true })
    },
  }
}
