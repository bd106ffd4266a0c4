/**
 * One run of the BUNDLED action (dist/index.js) against the demo's loopback
 * GitHub fake and scripted model, as GitHub would start it: inputs and the
 * event through the environment, outputs and the job summary through files.
 * Used by `npm run demo` for one push and by `--scenario repush` for two.
 */
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GitHubFake } from '../test/support/github-fake/index.js'
import { eventOf, hostEnv, inputEnv, layOutRun, readOutputsFile, runnerEnv, scriptedInputs, writePullRequestEvent } from '../test/support/kit/index.js'
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

export async function runBundledAction(options: BundledRunOptions): Promise<BundledRun> {
  const { base, fake, model } = options
  const pr = fake.state.pull('acme', 'shop', 42)
  if (!pr) throw new Error('the demo pull request is missing from the fake')
  const { runnerTemp, workspace, eventPath, outputFile, summaryFile } = await layOutRun(base, { checkout: options.checkout, outputFiles: true })
  await writePullRequestEvent(eventPath, eventOf(pr, { action: options.action }))
  const inputs = scriptedInputs(
    { mode: options.mode, providerBaseUrl: model.baseURL, model: 'demo/scripted-model', providerApiKey: 'demo-not-a-real-key' },
    options.inputs,
  )
  const env: NodeJS.ProcessEnv = {
    ...hostEnv(),
    ...runnerEnv({ eventPath, github: fake, runnerTemp, workspace, outputFile, summaryFile, actions: true, runId: options.runId, runAttempt: '1' }),
    ...inputEnv(inputs),
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
  return { exitCode, outputs: await readOutputsFile(outputFile), summary: await readFile(summaryFile, 'utf8'), telemetry, rawOutput }
}
