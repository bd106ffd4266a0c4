import { mkdir, mkdtemp, realpath } from 'node:fs/promises'
import { join } from 'node:path'
import { actionLayout } from '../src/action-root.js'
import type { ActionEnvironment } from '../src/config/environment.js'
import { readSettings } from '../src/config/settings.js'
import type { PreparedRun } from '../src/prepare.js'
import { bootRuntime } from '../src/runtime/boot.js'
import { provisionOpencode } from '../src/runtime/provision.js'
import { runReviewPhase } from '../src/runtime/review-phase.js'
import { RecordingLogger } from '../src/core/telemetry/logger.js'
import { startModelServer } from '../test/support/model-server/index.js'
import { scriptedInputs } from '../test/support/kit/index.js'
import { benchBaseline, type BaselineFigures } from './baseline-bench.js'
import { REPO_ROOT } from './child.js'
import { criticalPath, type CriticalPath } from './critical-path.js'
import { fanoutScript } from './fanout-scripts.js'
import { AGENTS_DIR, callAnatomy, PROVIDER_KEY, stageFanoutPr, tokensByAgent, type TokenTotals } from './runtime-setup.js'
import { tokenFloor, type TokenFloor } from './token-floor.js'

/**
 * Figures 2 and 3: the product's review phase (runReviewPhase) with the real
 * OpenCode (editor process with the path guard, spawn_reviewers and
 * record_review; reviewer process with the path guard, five specialists and
 * the verifier) against the scripted model answering every call after a
 * fixed latency, on the stage the runner's prepare phase wrote for the
 * fan-out PR. As in a run, both servers are booted and warmed before the
 * review phase starts (runAction boots them beside prepare; what that costs
 * before the first model request is the cold-start figure). The wall time
 * runs from the review phase's start to the editor's end; three runs, the
 * median ratio is reported. Then the single-session baseline.
 */

export const MODEL_LATENCY_MS = 1_500
export const FANOUT_RUNS = 3

export interface FanoutRun {
  wallMs: number
  critical: CriticalPath
  completed: boolean
  endedOnReceipt: boolean
  editorListenMs: number
  tokens: TokenTotals
  runConfigPath: string
}

export interface FanoutFigures extends Omit<FanoutRun, 'runConfigPath'>, BaselineFigures {
  specialists: { name: string; patches: number; bytes: number }[]
  floor: TokenFloor
  /** Every run's wall and critical path, in run order; the figures above are the median run's. */
  runs: { wallMs: number; criticalMs: number; ratio: number; load: number }[]
}

interface Staged {
  base: string
  prepared: PreparedRun
  env: ActionEnvironment
  stageDir: string
  names: string[]
}

async function runFanoutOnce(staged: Staged, index: number, log: (line: string) => void): Promise<FanoutRun> {
  const { base, prepared, stageDir, names } = staged
  const privateDir = join(base, `private-${index}`)
  await mkdir(privateDir, { recursive: true, mode: 0o700 })
  const runtimeParent = await mkdtemp(join(base, 'hm-runtime-'))
  const model = await startModelServer({ script: fanoutScript(stageDir, names), latencyMs: MODEL_LATENCY_MS })
  const logger = new RecordingLogger()
  const output: string[] = []
  const onOutput = (_stream: 'stdout' | 'stderr', chunk: Buffer): void => void output.push(chunk.toString('utf8'))
  try {
    const inputs = scriptedInputs(
      { mode: 'silent', providerBaseUrl: model.baseURL, model: 'hm/primary', providerApiKey: PROVIDER_KEY.value },
      { 'timeout-minutes': '4' },
    )
    const settings = readSettings((name) => inputs[name] ?? '')
    const layout = actionLayout()
    const boot = bootRuntime({
      settings,
      layout,
      sourceEnv: process.env,
      logger,
      provisioned: provisionOpencode({ actionRoot: REPO_ROOT, toolCache: undefined, fallbackDir: base, logger }),
      runtimeParent: Promise.resolve(runtimeParent),
      stageDir,
      privateDir,
      checkoutDir: undefined,
      startTimeoutMs: 60_000,
      onOutput,
    })
    const booted = await boot.ready.catch(async (error: unknown) => {
      await boot.stop()
      throw error
    })
    await booted.warmed
    const editorListenMs = Number(logger.find('runtime', 'server-started').find((f) => f.role === 'editor')?.ms ?? Number.NaN)
    const started = Date.now()
    const phase = await runReviewPhase({
      settings,
      env: { ...staged.env, runId: `bench-${index}` },
      prepared,
      privateDir,
      marker: `<!-- harbourmaster bench ${index} -->`,
      logger,
      layout,
      sourceEnv: process.env,
      checkoutDir: undefined,
      onOutput,
      boot,
      runtimeParent,
    })
    const ended = phase.editor?.finishedAt ?? Date.now()
    if (!phase.ok) log(`review phase did not complete: ${phase.error.message}\n${output.join('').slice(-3000)}`)
    const critical = criticalPath(model.requests, started, ended)
    if (index === 0) log(`first call of each agent, tokens (system / tool schemas / conversation / total): ${JSON.stringify(callAnatomy(model.requests))}`)
    log(`fan-out run ${index + 1}: wall ${ended - started} ms, critical path ${critical.ms} ms, gaps ${JSON.stringify(critical.gaps)}`)
    return {
      wallMs: ended - started,
      critical,
      completed: phase.ok,
      endedOnReceipt: phase.editor?.endedOnReceipt ?? false,
      editorListenMs,
      tokens: tokensByAgent(model.requests),
      runConfigPath: booted.runConfigPath,
    }
  } finally {
    await model.close()
  }
}

/** The middle run by wall / critical-path ratio (runs are few and odd in number). */
function median<T extends { wallMs: number; critical: CriticalPath }>(runs: readonly T[]): T {
  const sorted = [...runs].sort((a, b) => a.wallMs / a.critical.ms - b.wallMs / b.critical.ms)
  return sorted[Math.floor(sorted.length / 2)] as T
}

export async function benchFanout(base: string, log: (line: string) => void, loadNow: () => number): Promise<FanoutFigures> {
  const { prepared, env } = await stageFanoutPr(base)
  const stageDir = await realpath(prepared.stageDir)
  const names = prepared.specialists.map((s) => s.name)
  log(`fan-out PR staged: ${prepared.counts.staged} files, specialists ${names.join(', ')}`)
  if (names.length !== 5) throw new Error(`the fan-out PR should select five specialists, got ${names.join(', ')}`)
  const staged: Staged = { base, prepared, env, stageDir, names }

  const runs: (FanoutRun & { load: number })[] = []
  for (let i = 0; i < FANOUT_RUNS; i++) {
    const load = loadNow()
    runs.push({ ...(await runFanoutOnce(staged, i, log)), load })
  }
  const { runConfigPath, ...product } = median(runs)
  const floor = await tokenFloor(AGENTS_DIR, stageDir, prepared.specialists)
  const baseline = await benchBaseline(base, stageDir, runConfigPath, prepared)
  const bytesOf = (p: string): number => prepared.index.files.find((f) => f.patchFile === p)?.patchBytes ?? 0
  return {
    ...product,
    ...baseline,
    floor,
    runs: runs.map((r) => ({ wallMs: r.wallMs, criticalMs: r.critical.ms, ratio: r.wallMs / r.critical.ms, load: r.load })),
    specialists: prepared.specialists.map((s) => ({ name: s.name, patches: s.patches.length, bytes: s.patches.reduce((n, p) => n + bytesOf(p), 0) })),
  }
}
