import { mkdir, realpath, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { RunConfig } from '../src/core/contracts/run-config.js'
import type { PreparedRun } from '../src/prepare.js'
import { buildEditorPrompt } from '../src/runtime/editor-prompt.js'
import { runEditor } from '../src/runtime/editor.js'
import { buildAllowlistedEnv } from '../src/runtime/env.js'
import { startOpencodeServer } from '../src/core/opencode/server.js'
import { prepareRuntimeRoot } from '../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../src/core/telemetry/logger.js'
import { startModelServer } from '../test/support/model-server/index.js'
import { benchBaseline, type BaselineFigures } from './baseline-bench.js'
import { REPO_ROOT } from './child.js'
import { criticalPath, type CriticalPath } from './critical-path.js'
import { fanoutScript } from './fanout-scripts.js'
import { AGENTS_DIR, BIN, callAnatomy, MODELS, PATH_GUARD, PROVIDER_KEY, stageFanoutPr, tokensByAgent, type TokenTotals } from './runtime-setup.js'
import { tokenFloor, type TokenFloor } from './token-floor.js'
import { warmUpOpencode } from '../src/core/opencode/warm-up.js'

/**
 * Figures 2 and 3: the real OpenCode (editor process with the path guard,
 * spawn_reviewers and record_review; reviewer process with the path guard,
 * five specialists and the verifier) against the scripted model answering
 * every call after a fixed latency, on the stage the runner's prepare phase
 * wrote for the fan-out PR. Then a what-if run with both processes warmed
 * ahead of time (the proposed fix), and the single-session baseline.
 */

export const MODEL_LATENCY_MS = 1_500

export interface FanoutRun {
  wallMs: number
  critical: CriticalPath
  completed: boolean
  reviewerStartMs: number | undefined
  editorListenMs: number
  tokens: TokenTotals
}

export interface FanoutFigures extends FanoutRun, BaselineFigures {
  specialists: { name: string; patches: number; bytes: number }[]
  floor: TokenFloor
  whatIf: FanoutRun
}

interface Staged {
  base: string
  prepared: PreparedRun
  stageDir: string
  names: string[]
}

/**
 * One editor run. `prewarmed` swaps in the what-if spawn_reviewers (reviewer
 * process started and warmed at plugin load) and warms the editor process
 * before the run starts, as a runner would while prepare is still running.
 */
async function runFanoutOnce(staged: Staged, prewarmed: boolean, log: (line: string) => void): Promise<FanoutRun & { runConfigPath: string }> {
  const { base, prepared, stageDir, names } = staged
  const privateDir = join(base, prewarmed ? 'private-what-if' : 'private')
  await mkdir(privateDir, { recursive: true, mode: 0o700 })
  const model = await startModelServer({ script: fanoutScript(stageDir, names), latencyMs: MODEL_LATENCY_MS })
  const logger = new RecordingLogger()
  const output: string[] = []
  try {
    const common = { parentDir: base, agentsDir: AGENTS_DIR, stageDir, privateDir, model: 'hm/primary', providerBaseUrl: model.baseURL }
    const reviewerRoot = await prepareRuntimeRoot({ ...common, role: 'reviewer', agents: [...names.map((s) => `specialist-${s}`), 'verifier'], pluginFiles: [PATH_GUARD] })
    const spawnPlugin = prewarmed ? join(REPO_ROOT, 'bench/what-if/spawn-reviewers-prewarmed.ts') : join(REPO_ROOT, 'plugins/spawn-reviewers.ts')
    const editorRoot = await prepareRuntimeRoot({ ...common, role: 'editor', agents: ['editor'], pluginFiles: [PATH_GUARD, spawnPlugin, join(REPO_ROOT, 'plugins/record-review.ts')] })
    const runConfigPath = join(privateDir, 'run-config.json')
    const config: RunConfig = {
      version: 1,
      runId: prewarmed ? 'bench-what-if' : 'bench-1',
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
      reviewer: {
        opencodeBin: BIN,
        configHome: reviewerRoot.root,
        env: buildAllowlistedEnv(process.env, { runtime: reviewerRoot.env, providerKey: PROVIDER_KEY, runConfigPath }),
        startTimeoutMs: 60_000,
      },
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
    let started = Date.now()
    try {
      if (prewarmed) {
        await warmUpOpencode(editor.client)
        // The reviewer warms in the editor process's plugin; give it the time an editor's boot and prepare would.
        await waitFor(() => /event=reviewer-warm/.test(output.join('')), 60_000)
        started = Date.now()
      }
      // As runReviewPhase does: warm providers and file search beside the session's creation.
      const warming = prewarmed ? undefined : warmUpOpencode(editor.client).catch(() => undefined)
      run = await runEditor({ server: editor, models: MODELS, prompt: buildEditorPrompt({ index: prepared.index, mode: 'silent', stageDir }), timeoutMs: 240_000, logger, privateDir })
      await warming
    } finally {
      await editor.close()
    }
    const ended = Date.now()
    if (!run.completed) log(`editor run did not complete: ${run.error?.message ?? 'unknown'}\n${output.join('').slice(-3000)}`)
    const reviewerStarted = /hm stage=runtime event=server-started role=reviewer[^\n]* ms=(\d+)/.exec(output.join(''))
    const critical = criticalPath(model.requests, started, ended)
    const label = prewarmed ? 'fan-out what-if (pre-warmed)' : 'fan-out'
    const shippedPrewarm = /event=prewarmed[^\n]* ms=(\d+)/.exec(output.join(''))
    if (!prewarmed) log(`shipped reviewer pre-warm: ${shippedPrewarm ? `ready ${shippedPrewarm[1]} ms after plugin load` : 'not seen'}; reviewer server listening after ${reviewerStarted?.[1] ?? '?'} ms`)
    if (!prewarmed) log(`first call of each agent, tokens (system / tool schemas / conversation / total): ${JSON.stringify(callAnatomy(model.requests))}`)
    log(`${label}: wall ${ended - started} ms, critical path ${critical.ms} ms, gaps ${JSON.stringify(critical.gaps)}`)
    return {
      wallMs: ended - started,
      critical,
      completed: run.completed,
      reviewerStartMs: reviewerStarted?.[1] ? Number(reviewerStarted[1]) : undefined,
      editorListenMs,
      tokens: tokensByAgent(model.requests),
      runConfigPath,
    }
  } finally {
    await model.close()
  }
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
}

export async function benchFanout(base: string, log: (line: string) => void): Promise<FanoutFigures> {
  const prepared = await stageFanoutPr(base)
  const stageDir = await realpath(prepared.stageDir)
  const names = prepared.specialists.map((s) => s.name)
  log(`fan-out PR staged: ${prepared.counts.staged} files, specialists ${names.join(', ')}`)
  if (names.length !== 5) throw new Error(`the fan-out PR should select five specialists, got ${names.join(', ')}`)
  const staged: Staged = { base, prepared, stageDir, names }

  const { runConfigPath, ...product } = await runFanoutOnce(staged, false, log)
  const { runConfigPath: _unused, ...whatIf } = await runFanoutOnce(staged, true, log)
  const floor = await tokenFloor(AGENTS_DIR, stageDir, prepared.specialists)
  const baseline = await benchBaseline(base, stageDir, runConfigPath, prepared)
  const bytesOf = (p: string): number => prepared.index.files.find((f) => f.patchFile === p)?.patchBytes ?? 0
  return {
    ...product,
    ...baseline,
    whatIf,
    floor,
    specialists: prepared.specialists.map((s) => ({ name: s.name, patches: s.patches.length, bytes: s.patches.reduce((n, p) => n + bytesOf(p), 0) })),
  }
}
