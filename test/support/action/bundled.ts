import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { copyFileSync, mkdirSync, symlinkSync } from 'node:fs'
import { readFile, readdir, readlink } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Mode } from '../../../src/config/settings.js'
import type { FakePullRequest, FileSeed, GitHubFake } from '../github-fake/index.js'
import { hostEnv, inputEnv, runnerEnv, scriptedInputs } from '../kit/environment.js'
import { eventOf, OWNER, REPO, writePullRequestEvent } from '../kit/event.js'
import { layOutRun, readOutputsFile } from '../kit/run-dirs.js'
import { tempDir } from '../kit/temp-dir.js'
import type { ModelServer } from '../model-server/index.js'

/**
 * The bundled action as GitHub starts it: `node dist/index.js` built into a
 * temporary action directory (action.yml, dist/, agents/, and the repository's
 * node_modules for the pinned OpenCode), never the repository's own dist/.
 * One build serves every test in a file, and a build of the same sources
 * (scripts/build.mjs --reuse) every later run.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

export interface BuiltAction {
  dir: string
  entry: string
}

export function buildActionOnce(work: string): BuiltAction {
  const dir = join(work, 'action')
  mkdirSync(dir, { recursive: true })
  copyFileSync(join(ROOT, 'action.yml'), join(dir, 'action.yml'))
  symlinkSync(join(ROOT, 'agents'), join(dir, 'agents'))
  symlinkSync(join(ROOT, 'runtime'), join(dir, 'runtime'))
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
  // The same sources built before (check-dist runs first in CI) are copied; else ncc takes 80-180 s on 2 busy cores.
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--reuse', '--quiet', '--out', join(dir, 'dist')], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 420_000,
  })
  if (built.status !== 0) throw new Error(`build failed (status ${built.status}, signal ${built.signal ?? 'none'}): ${built.stderr}`)
  return { dir, entry: join(dir, 'dist', 'index.js') }
}

export interface BundledRunOptions {
  action: BuiltAction
  fake: GitHubFake
  model: ModelServer
  mode: Mode
  files: FileSeed[]
  checkout?: Record<string, string>
  number: number
  inputs?: Record<string, string>
}

export interface BundledRun {
  child: ChildProcess
  pr: FakePullRequest
  base: string
  runnerTemp: string
  stdout(): string
  /** Resolves with the exit code and signal once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
  waitFor(predicate: () => boolean, timeoutMs: number): Promise<void>
  outputs(): Promise<Record<string, string>>
  jobSummary(): Promise<string>
}

export async function startBundledRun(options: BundledRunOptions): Promise<BundledRun> {
  // Nothing removed these (one per cancelled run); the test setup removes tempDir's directories after the file.
  const base = await tempDir('hm-bundled-')
  const { runnerTemp, workspace, eventPath, outputFile, summaryFile } = await layOutRun(base, { checkout: options.checkout ?? {}, outputFiles: true })
  const pr = options.fake.state.addPullRequest({
    owner: OWNER,
    repo: REPO,
    number: options.number,
    title: 'Add pagination helper',
    body: 'Adds a helper.',
    files: options.files,
  })
  await writePullRequestEvent(eventPath, eventOf(pr))
  const env: NodeJS.ProcessEnv = {
    ...hostEnv(),
    ...runnerEnv({
      eventPath,
      github: options.fake,
      runnerTemp,
      workspace,
      outputFile,
      summaryFile,
      actions: true,
      actor: 'octocat',
      runId: '9100',
      runAttempt: '1',
    }),
    ...inputEnv(scriptedInputs({ mode: options.mode, providerBaseUrl: options.model.baseURL }, options.inputs)),
  }
  const child = spawn(process.execPath, [options.action.entry], { env, cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] })
  const chunks: string[] = []
  child.stdout?.on('data', (c: Buffer) => chunks.push(c.toString('utf8')))
  child.stderr?.on('data', (c: Buffer) => chunks.push(c.toString('utf8')))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  )
  const stdout = (): string => chunks.join('')
  return {
    child,
    pr,
    base,
    runnerTemp,
    stdout,
    exited,
    async waitFor(predicate, timeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (!predicate()) {
        if (child.exitCode !== null) throw new Error(`the action exited before the awaited point:\n${stdout().slice(-4000)}`)
        if (Date.now() > deadline) throw new Error(`timed out waiting:\n${stdout().slice(-4000)}`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    outputs: () => readOutputsFile(outputFile),
    jobSummary: () => readFile(summaryFile, 'utf8'),
  }
}

export interface ProcessInfo {
  pid: number
  cwd: string
  cmdline: string
}

/** Every process on the machine whose working directory lies under `dir` (Linux /proc). */
export async function processesUnder(dir: string): Promise<ProcessInfo[]> {
  const out: ProcessInfo[] = []
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue
    const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => undefined)
    if (cwd === undefined || !(cwd === dir || cwd.startsWith(`${dir}/`))) continue
    const cmdline = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).replace(/\0/g, ' ').trim()
    out.push({ pid: Number(entry), cwd, cmdline })
  }
  return out
}

/** Whether a pid still names a live (not zombie) process. */
export async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined)
  if (stat === undefined) return false
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
  return state !== 'Z' && state !== 'X'
}
