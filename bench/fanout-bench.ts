import { mkdir, realpath, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readEnvironment } from '../src/config/environment.js'
import { readSettings } from '../src/config/settings.js'
import { readPullRequestEvent } from '../src/context/event.js'
import type { RunConfig } from '../src/contracts/run-config.js'
import { createGitHubClient } from '../src/github/client.js'
import { prepare, type PreparedRun } from '../src/prepare.js'
import { buildEditorPrompt } from '../src/runtime/editor-prompt.js'
import { runEditor } from '../src/runtime/editor.js'
import { buildAllowlistedEnv } from '../src/runtime/env.js'
import { SessionEvents } from '../src/runtime/events.js'
import { runAgentWithFallback } from '../src/runtime/fallback.js'
import { startOpencodeServer } from '../src/runtime/server.js'
import { prepareRuntimeRoot } from '../src/runtime/trusted-config.js'
import { RecordingLogger } from '../src/telemetry/logger.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake } from '../test/support/github-fake/index.js'
import { startModelServer, type RecordedRequest } from '../test/support/model-server/index.js'
import { REPO_ROOT } from './child.js'
import { criticalPath, type CriticalPath } from './critical-path.js'
import { FANOUT_FILES } from './fanout-pr.js'
import { BASELINE_AGENT, baselinePrompt, baselineScript, fanoutScript } from './fanout-scripts.js'
import { seedPullRequest } from './synthetic-pr.js'
import { tokenFloor, type TokenFloor } from './token-floor.js'

/**
 * Figures 2 and 3, and OpenCode's start-up: the real OpenCode (editor process
 * with spawn_reviewers and record_review, reviewer process with the five
 * specialists and the verifier) against the scripted model answering every
 * call after a fixed latency; then, in the same run, the single-session
 * baseline on its own model server; the stage both review is the one the
 * runner's prepare phase wrote for the fan-out PR.
 */

export const MODEL_LATENCY_MS = 1_500
const BIN = join(REPO_ROOT, 'node_modules', '.bin', 'opencode')
const AGENTS_DIR = join(REPO_ROOT, 'agents')
const PROVIDER_KEY = { name: 'HARBOURMASTER_PROVIDER_API_KEY', value: 'bench-provider-key' }
const MODELS = [{ providerID: 'hm', modelID: 'primary' }]

export interface FanoutFigures {
  wallMs: number
  critical: CriticalPath
  ratio: number
  completed: boolean
  reviewerStartMs: number | undefined
  editorListenMs: number
  specialists: { name: string; patches: number; bytes: number }[]
  tokens: { in: number; out: number; calls: number; byAgent: Record<string, { in: number; out: number; calls: number }> }
  floor: TokenFloor
  baseline: { in: number; out: number; calls: number; completed: boolean; patches: number }
  opencodeStartMs: number
  opencodeListenMs: number
}

function byAgent(requests: readonly RecordedRequest[]): FanoutFigures['tokens'] {
  const out: FanoutFigures['tokens'] = { in: 0, out: 0, calls: 0, byAgent: {} }
  for (const r of requests) {
    const a = (out.byAgent[r.agent] ??= { in: 0, out: 0, calls: 0 })
    a.in += r.promptTokens
    a.out += r.completionTokens
    a.calls += 1
    out.in += r.promptTokens
    out.out += r.completionTokens
    out.calls += 1
  }
  return out
}

async function stageFanoutPr(dir: string): Promise<{ prepared: PreparedRun; env: ReturnType<typeof readEnvironment>; close: () => Promise<void> }> {
  const fake = await startGitHubFake({ validate: false })
  const seeded = await seedPullRequest(fake, FANOUT_FILES, { threads: 0, reviews: 0, issueComments: 0 })
  const env = readEnvironment({ ...seeded.env, RUNNER_TEMP: dir })
  const settings = readSettings((name) => ({ 'github-token': DEFAULT_FAKE_TOKEN, mode: 'silent' })[name] ?? '')
  const logger = new RecordingLogger()
  const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger })
  const prepared = await prepare({ settings, env, event: await readPullRequestEvent(env), rest: gh.rest, graphql: gh.graphql, logger, stats: gh.stats })
  return {
    prepared,
    env,
    close: async () => {
      await fake.close()
      await rm(seeded.dir, { recursive: true, force: true })
    },
  }
}

export async function benchFanout(base: string, log: (line: string) => void): Promise<FanoutFigures> {
  const { prepared, close } = await stageFanoutPr(base)
  await close()
  const stageDir = await realpath(prepared.stageDir)
  const privateDir = join(base, 'private')
  await mkdir(privateDir, { recursive: true, mode: 0o700 })
  const names = prepared.specialists.map((s) => s.name)
  log(`fan-out PR staged: ${prepared.counts.staged} files, specialists ${names.join(', ')}`)
  if (names.length !== 5) throw new Error(`the fan-out PR should select five specialists, got ${names.join(', ')}`)

  const model = await startModelServer({ script: fanoutScript(stageDir, names), latencyMs: MODEL_LATENCY_MS })
  const logger = new RecordingLogger()
  const output: string[] = []
  let fanout: Omit<FanoutFigures, 'floor' | 'baseline' | 'opencodeStartMs' | 'opencodeListenMs'>
  try {
    const common = { parentDir: base, agentsDir: AGENTS_DIR, stageDir, privateDir, model: 'hm/primary', providerBaseUrl: model.baseURL }
    const guard = join(REPO_ROOT, 'plugins/path-guard.ts')
    const reviewerRoot = await prepareRuntimeRoot({ ...common, role: 'reviewer', agents: [...names.map((s) => `specialist-${s}`), 'verifier'], pluginFiles: [guard] })
    const editorRoot = await prepareRuntimeRoot({
      ...common,
      role: 'editor',
      agents: ['editor'],
      pluginFiles: [guard, join(REPO_ROOT, 'plugins/spawn-reviewers.ts'), join(REPO_ROOT, 'plugins/record-review.ts')],
    })
    const runConfigPath = join(privateDir, 'run-config.json')
    const config: RunConfig = {
      version: 1,
      runId: 'bench-1',
      mode: 'silent',
      repository: { owner: prepared.pr.owner, repo: prepared.pr.repo },
      pullNumber: prepared.pr.number,
      headSha: prepared.headSha,
      marker: '<!-- harbourmaster run=bench-1 -->',
      apiUrl: 'http://127.0.0.1:1',
      graphqlUrl: 'http://127.0.0.1:1/graphql',
      allowlist: prepared.allowlist,
      maxComments: 25,
      expectedBotLogin: 'github-actions[bot]',
      stageDir,
      privateDir,
      specialists: prepared.specialists.map((s) => ({ name: s.name, patches: s.patches })),
      models: MODELS,
      reviewer: { opencodeBin: BIN, configHome: reviewerRoot.root, env: buildAllowlistedEnv(process.env, { runtime: reviewerRoot.env, providerKey: PROVIDER_KEY, runConfigPath }), startTimeoutMs: 60_000 },
      tokenBudget: 3_000_000,
      timeoutMs: 240_000,
    }
    await writeFile(runConfigPath, JSON.stringify(config), { mode: 0o600 })
    const editor = await startOpencodeServer({
      bin: BIN,
      root: editorRoot,
      env: buildAllowlistedEnv(process.env, { runtime: editorRoot.env, providerKey: PROVIDER_KEY, runConfigPath }),
      logger,
      startTimeoutMs: 60_000,
      onOutput: (_stream, chunk) => output.push(chunk.toString('utf8')),
    })
    const editorListenMs = Number(logger.find('runtime', 'server-started')[0]?.ms ?? Number.NaN)
    let run: Awaited<ReturnType<typeof runEditor>>
    const started = Date.now()
    try {
      run = await runEditor({ server: editor, models: MODELS, prompt: buildEditorPrompt({ index: prepared.index, mode: 'silent', stageDir }), timeoutMs: 240_000, logger, privateDir })
    } finally {
      await editor.close()
    }
    const ended = Date.now()
    if (!run.completed) log(`editor run did not complete: ${run.error?.message ?? 'unknown'}\n${output.join('').slice(-3000)}`)
    const reviewerStarted = /hm stage=runtime event=server-started role=reviewer[^\n]* ms=(\d+)/.exec(output.join(''))
    const critical = criticalPath(model.requests, started, ended)
    fanout = {
      wallMs: ended - started,
      critical,
      ratio: (ended - started) / critical.ms,
      completed: run.completed,
      reviewerStartMs: reviewerStarted?.[1] ? Number(reviewerStarted[1]) : undefined,
      editorListenMs,
      specialists: prepared.specialists.map((s) => ({ name: s.name, patches: s.patches.length, bytes: s.patches.reduce((n, p) => n + (prepared.index.files.find((f) => f.patchFile === p)?.patchBytes ?? 0), 0) })),
      tokens: byAgent(model.requests),
    }
    log(`fan-out: wall ${fanout.wallMs} ms, critical path ${critical.ms} ms, gaps ${JSON.stringify(critical.gaps)}`)
  } finally {
    await model.close()
  }

  const floor = await tokenFloor(AGENTS_DIR, stageDir, prepared.specialists)
  const baseline = await benchBaseline(base, stageDir, privateDir, prepared)
  return { ...fanout, floor, ...baseline }
}

/**
 * One agent, all patches, one read per turn: what a single long agent loop
 * costs. The model answers at once here (tokens do not depend on latency),
 * which also makes this the cleanest "server start to first answer" figure.
 */
async function benchBaseline(
  base: string,
  stageDir: string,
  privateDir: string,
  prepared: PreparedRun,
): Promise<{ baseline: FanoutFigures['baseline']; opencodeStartMs: number; opencodeListenMs: number }> {
  const paths = prepared.index.files.map((f) => join(stageDir, 'patches', f.patchFile))
  const model = await startModelServer({ script: baselineScript(paths), latencyMs: 0 })
  const logger = new RecordingLogger()
  try {
    const root = await prepareRuntimeRoot({ parentDir: base, role: 'reviewer', agentsDir: AGENTS_DIR, agents: [BASELINE_AGENT], pluginFiles: [join(REPO_ROOT, 'plugins/path-guard.ts')], stageDir, privateDir, model: 'hm/primary', providerBaseUrl: model.baseURL })
    const spawnedAt = Date.now()
    const server = await startOpencodeServer({ bin: BIN, root, env: buildAllowlistedEnv(process.env, { runtime: root.env, providerKey: PROVIDER_KEY, runConfigPath: join(privateDir, 'run-config.json') }), logger, startTimeoutMs: 60_000, onOutput: () => {} })
    const opencodeListenMs = Date.now() - spawnedAt
    let completed = false
    try {
      const events = await SessionEvents.attach({ client: server.client, logger, process: 'baseline' })
      try {
        await runAgentWithFallback({
          client: server.client,
          events,
          logger,
          agent: BASELINE_AGENT,
          title: 'Harbourmaster baseline',
          text: baselinePrompt(prepared.pr.number, stageDir, paths),
          models: MODELS,
          deadline: Date.now() + 180_000,
          timeoutMs: 180_000,
        })
        completed = true
      } finally {
        await events.close()
      }
    } finally {
      await server.close()
    }
    const firstAnswer = model.requests[0]?.endedAt ?? Number.NaN
    const tokens = model.tokens()
    return {
      baseline: { in: tokens.in, out: tokens.out, calls: model.requests.length, completed, patches: paths.length },
      opencodeStartMs: firstAnswer - spawnedAt,
      opencodeListenMs,
    }
  } finally {
    await model.close()
  }
}
