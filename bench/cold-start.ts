import { spawn } from 'node:child_process'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { startGitHubFake } from '../test/support/github-fake/index.js'
import { byAgent, startModelServer } from '../test/support/model-server/index.js'
import { hostEnv, inputEnv, layOutRun, scriptedInputs } from '../test/support/kit/index.js'
import { REPO_ROOT } from './child.js'
import { FANOUT_FILES } from './fanout-pr.js'
import { seedPullRequest } from './synthetic-pr.js'

/**
 * Figure 4 (runner side): the committed bundle started the way the Actions
 * runner starts it (`node dist/index.js`, inputs as INPUT_* variables, the
 * workflow variables pointing at the loopback fake and the scripted model),
 * with OpenCode already provisioned (the repository's own devDependency).
 * Measured from spawn: the first telemetry line (`hm stage=...`) and the
 * first request the model server receives. The model answers "done" at once,
 * so the run ends by itself and stops its own OpenCode processes.
 */

export interface ColdStartFigures {
  bundleLoadMs: number
  /** Whether a telemetry line was seen; without one bundleLoadMs is the first output line of any kind. */
  telemetry: boolean
  firstLine: string
  firstModelCallMs: number | undefined
  /** When each stage/event first appeared, ms after spawn: where the time to the first model request goes. */
  milestones: Record<string, number>
  exitCode: number | null
  runMs: number
  tail: string
}

const RUN_TIMEOUT_MS = 120_000
const TELEMETRY = /^hm stage=/

export const COLD_START_RUNS = 3

export interface ColdStartSeries extends ColdStartFigures {
  /** Every run in order, with the 1-minute load average when it started; the figures above are the median run's (by first model request). */
  runs: { firstModelCallMs: number | undefined; bundleLoadMs: number; load: number }[]
}

/** Runs the cold start COLD_START_RUNS times; a shared machine's noise is reported beside the median, not hidden in it. */
export async function benchColdStartSeries(base: string, log: (line: string) => void, loadNow: () => number): Promise<ColdStartSeries> {
  const runs: (ColdStartFigures & { load: number })[] = []
  for (let i = 0; i < COLD_START_RUNS; i++) {
    const load = loadNow()
    const dir = join(base, `cold-${i}`)
    await mkdir(dir, { recursive: true })
    runs.push({ ...(await benchColdStart(dir, log)), load })
  }
  const key = (r: ColdStartFigures): number => r.firstModelCallMs ?? Number.POSITIVE_INFINITY
  const middle = [...runs].sort((a, b) => key(a) - key(b))[Math.floor(runs.length / 2)] as ColdStartFigures
  return { ...middle, runs: runs.map((r) => ({ firstModelCallMs: r.firstModelCallMs, bundleLoadMs: r.bundleLoadMs, load: r.load })) }
}

export async function benchColdStart(base: string, log: (line: string) => void): Promise<ColdStartFigures> {
  const fake = await startGitHubFake({ validate: false })
  const seeded = await seedPullRequest(fake, FANOUT_FILES, { threads: 0, reviews: 0, issueComments: 0 })
  const model = await startModelServer({ script: byAgent({}), latencyMs: 0 })
  // The Actions runner creates the output and summary files before the step starts; @actions/core refuses missing ones.
  const { workspace, outputFile, summaryFile } = await layOutRun(base, { outputFiles: true })
  const env: NodeJS.ProcessEnv = {
    ...hostEnv(),
    ...seeded.env,
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_ACTIONS: 'true',
    ...inputEnv(
      scriptedInputs({ mode: 'silent', providerBaseUrl: model.baseURL, model: 'hm/primary', providerApiKey: 'bench-provider-key' }, { 'timeout-minutes': '2' }),
    ),
  }
  try {
    const started = performance.now()
    const startedWall = Date.now()
    let firstLine = ''
    let firstLineMs = Number.NaN
    let telemetryMs = Number.NaN
    let output = ''
    const milestones: Record<string, number> = {}
    // HM_BENCH_BUNDLE measures another build (e.g. one made with `node scripts/build.mjs --out`) before dist/ is rebuilt.
    const bundle = process.env.HM_BENCH_BUNDLE ?? join(REPO_ROOT, 'dist', 'index.js')
    const child = spawn(process.execPath, [bundle], { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const onData = (chunk: Buffer): void => {
      const now = performance.now() - started
      output = (output + chunk.toString('utf8')).slice(-20_000)
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue
        if (Number.isNaN(firstLineMs)) {
          firstLineMs = now
          firstLine = line.slice(0, 160)
        }
        if (Number.isNaN(telemetryMs) && TELEMETRY.test(line)) telemetryMs = now
        const event = /^hm stage=(\S+) event=(\S+)/.exec(line)
        if (event) milestones[`${event[1]}:${event[2]}`] ??= Math.round(now)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    const exitCode = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGTERM'), RUN_TIMEOUT_MS)
      child.once('exit', (code) => {
        clearTimeout(timer)
        resolve(code)
      })
    })
    const runMs = performance.now() - started
    const first = model.requests[0]
    const figures: ColdStartFigures = {
      bundleLoadMs: Number.isNaN(telemetryMs) ? firstLineMs : telemetryMs,
      telemetry: !Number.isNaN(telemetryMs),
      firstLine,
      firstModelCallMs: first ? first.startedAt - startedWall : undefined,
      milestones,
      exitCode,
      runMs,
      tail: output.trim().split('\n').slice(-6).join('\n'),
    }
    log(`cold start milestones (ms after spawn): ${JSON.stringify(milestones)}`)
    log(
      `cold start: first ${figures.telemetry ? 'telemetry' : 'output'} line at ${figures.bundleLoadMs.toFixed(0)} ms (${firstLine}); first model request ${figures.firstModelCallMs ?? 'never'} ms; exit ${exitCode} after ${runMs.toFixed(0)} ms`,
    )
    return figures
  } finally {
    await model.close()
    await fake.close()
    await rm(seeded.dir, { recursive: true, force: true })
  }
}
