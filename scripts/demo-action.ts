/**
 * One run of the BUNDLED action (dist/index.js) against the demo's loopback
 * GitHub fake and scripted model, as GitHub would start it: inputs and the
 * event through the environment, outputs and the job summary through files.
 * Used by `npm run demo` for one push and by `--scenario repush` for two.
 */
import { spawn } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { GitHubFake } from '../test/support/github-fake/index.js'
import { DEFAULT_FAKE_TOKEN } from '../test/support/github-fake/index.js'
import type { ModelServer } from '../test/support/model-server/index.js'

export interface BundledRun {
  exitCode: number
  outputs: Record<string, string>
  summary: string
  telemetry: string[]
  rawOutput: string[]
}

export interface BundledRunOptions {
  root: string
  /** A fresh directory for this run's workspace, temp dir, event and output files. */
  base: string
  fake: GitHubFake
  model: ModelServer
  mode: string
  runId: string
  action: 'opened' | 'synchronize'
  checkout: Record<string, string>
  /** Extra action inputs (for example `test-results`). */
  inputs?: Record<string, string>
  onTelemetry?: (line: string) => void
}

function parseOutputs(text: string): Record<string, string> {
  // @actions/core writes `name<<DELIM\nvalue\nDELIM` blocks to GITHUB_OUTPUT.
  const out: Record<string, string> = {}
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm
  for (const m of text.matchAll(re)) out[m[1] as string] = m[3] as string
  return out
}

export async function runBundledAction(options: BundledRunOptions): Promise<BundledRun> {
  const { base, fake, model } = options
  const pr = fake.state.pull('acme', 'shop', 42)
  if (!pr) throw new Error('the demo pull request is missing from the fake')
  const workspace = join(base, 'workspace')
  await mkdir(join(workspace, '.git'), { recursive: true })
  for (const [path, content] of Object.entries(options.checkout)) {
    await mkdir(dirname(join(workspace, path)), { recursive: true })
    await writeFile(join(workspace, path), content)
  }
  const runnerTemp = join(base, 'runner-temp')
  await mkdir(runnerTemp, { recursive: true })
  const eventPath = join(base, 'event.json')
  await writeFile(
    eventPath,
    JSON.stringify({
      action: options.action,
      number: 42,
      pull_request: { number: 42, draft: false, head: { sha: pr.head.sha, repo: { full_name: 'acme/shop' } }, base: { sha: pr.base.sha, repo: { full_name: 'acme/shop' } } },
    }),
  )
  const outputFile = join(base, 'github-output')
  const summaryFile = join(base, 'step-summary.md')
  await writeFile(outputFile, '')
  await writeFile(summaryFile, '')
  const inputs: Record<string, string> = {
    'github-token': DEFAULT_FAKE_TOKEN,
    mode: options.mode,
    model: 'demo/scripted-model',
    'provider-base-url': model.baseURL,
    'provider-api-key': 'demo-not-a-real-key',
    'timeout-minutes': '5',
    ...options.inputs,
  }
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_RUN_ID: options.runId,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_API_URL: fake.url,
    GITHUB_GRAPHQL_URL: fake.graphqlUrl,
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: runnerTemp,
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  }
  const telemetry: string[] = []
  const rawOutput: string[] = []
  const exitCode = await new Promise<number>((resolveExit) => {
    const child = spawn(process.execPath, [join(options.root, 'dist', 'index.js')], { env, cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] })
    let pending = ''
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8')
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        if (line.startsWith('hm ') || line.startsWith('::error::') || line.startsWith('::warning::')) {
          telemetry.push(line)
          options.onTelemetry?.(line)
        } else rawOutput.push(line)
      }
    })
    child.stderr.on('data', (chunk: Buffer) => rawOutput.push(chunk.toString('utf8')))
    child.on('close', (code) => resolveExit(code ?? 1))
  })
  return { exitCode, outputs: parseOutputs(await readFile(outputFile, 'utf8')), summary: await readFile(summaryFile, 'utf8'), telemetry, rawOutput }
}
