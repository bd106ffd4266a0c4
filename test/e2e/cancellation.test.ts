import { mkdtempSync, rmSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CHECKOUT, DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { alive, buildActionOnce, processesUnder, startBundledRun, type BuiltAction, type ProcessInfo } from '../support/action/bundled.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import { startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { startModelServer, type ModelServer, type Script } from '../support/model-server/index.js'

/**
 * Cancellation as the Actions runner does it (`concurrency: cancel-in-progress`):
 * SIGINT (or SIGTERM) to `node dist/index.js` of the bundled action, with real
 * OpenCode, the scripted model and the GitHub fake, at three stages. The run
 * is held in a stage by latency: GitHub's file list (prepare), the correctness
 * specialist's model answer (specialists), the review POST (publication).
 * After the exit: no process of the run is left (process table), the runner
 * temp holds no private dir, stage or runtime root, and the run reported
 * `outcome=cancelled` with a job summary. GitHub's documented grace after
 * SIGINT is 7.5 s before SIGTERM and 2.5 s more before SIGKILL; the measured
 * figures are printed.
 */
const HOLD_MS = 120_000
// How long the run may take to reach the stage to cancel: a bound against hangs, far beyond a loaded 2-core runner.
const REACH_MS = 600_000
const FILES_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}/files'
const REVIEWS_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'

type Stage = 'prepare' | 'specialists' | 'publication'

let work: string
let action: BuiltAction
let fake: GitHubFake
const figures: string[] = []

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'hm-cancel-'))
  action = buildActionOnce(work)
  fake = await startGitHubFake()
}, 480_000)

afterAll(async () => {
  if (figures.length > 0) process.stdout.write(`cancellation figures (signal -> exit):\n${figures.join('\n')}\n`)
  await fake?.close()
  rmSync(work, { recursive: true, force: true })
})

function holdingScript(stage: Stage): Script {
  const team = scriptedTeam(DEMO_PLAN)
  if (stage !== 'specialists') return team
  return (req) => (req.agent === 'specialist-correctness' ? { ...team(req), latencyMs: HOLD_MS } : team(req))
}

async function runAndCancel(stage: Stage, signal: NodeJS.Signals, number: number) {
  const model: ModelServer = await startModelServer({ script: holdingScript(stage) })
  if (stage === 'prepare') fake.faults.add({ route: FILES_ROUTE, method: 'GET', delayMs: HOLD_MS })
  if (stage === 'publication') fake.faults.add({ route: REVIEWS_ROUTE, method: 'POST', delayMs: HOLD_MS })
  const run = await startBundledRun({ action, fake, model, mode: 'comment', files: DEMO_FILES, checkout: DEMO_CHECKOUT, number })
  try {
    const requestsBefore = fake.requests.length
    if (stage === 'prepare') await run.waitFor(() => fake.requests.slice(requestsBefore).some((r) => r.route === FILES_ROUTE), REACH_MS)
    if (stage === 'specialists') await run.waitFor(() => model.requests.some((r) => r.agent === 'specialist-correctness'), REACH_MS)
    if (stage === 'publication')
      await run.waitFor(() => fake.requests.slice(requestsBefore).some((r) => r.method === 'POST' && r.route === REVIEWS_ROUTE), REACH_MS)
    const before: ProcessInfo[] = await processesUnder(run.runnerTemp)
    const tempBefore = await readdir(run.runnerTemp)
    const sent = Date.now()
    run.child.kill(signal)
    const exit = await run.exited
    figures.push(`  ${signal} during ${stage}: ${exit.at - sent} ms (${before.length} OpenCode processes before)`)
    // The killed processes are reaped by init a moment later; a zombie is not a survivor.
    await new Promise((r) => setTimeout(r, 200))
    const survivors = (await Promise.all(before.map(async (p) => ((await alive(p.pid)) ? p : undefined)))).filter(Boolean)
    return {
      run,
      model,
      exit,
      ms: exit.at - sent,
      before,
      survivors,
      after: await processesUnder(run.runnerTemp),
      tempBefore,
      tempAfter: await readdir(run.runnerTemp),
      outputs: await run.outputs(),
      summary: await run.jobSummary(),
    }
  } finally {
    if (run.child.exitCode === null) run.child.kill('SIGKILL')
    fake.faults.clear()
    await model.close()
  }
}

const cases: [Stage, NodeJS.Signals, number][] = [
  ['prepare', 'SIGINT', 61],
  ['specialists', 'SIGINT', 62],
  ['publication', 'SIGINT', 63],
  ['prepare', 'SIGTERM', 64],
  ['specialists', 'SIGTERM', 65],
  ['publication', 'SIGTERM', 66],
]

describe('cancelling the bundled action', () => {
  it.each(cases)(
    '%s, %s: stops every process, removes the private dir, reports cancelled',
    async (stage, signal, number) => {
      const r = await runAndCancel(stage, signal, number)
      const lines = r.run.stdout().split('\n')
      const summaryLine = lines.find((l) => l.startsWith('hm stage=run event=summary'))
      // Ended by its own handler (bounded by its own deadline, src/cancellation.ts) with the conventional code for
      // the signal; how long it took is a printed figure, never an assertion.
      expect(r.exit.code).toBe(signal === 'SIGINT' ? 130 : 143)
      // Nothing of the run is left: the OpenCode processes that ran are gone, none works under the runner temp.
      if (stage !== 'prepare') expect(r.before.filter((p) => p.cmdline.includes('opencode')).length).toBeGreaterThanOrEqual(stage === 'specialists' ? 2 : 1)
      expect(r.survivors).toEqual([])
      expect(r.after).toEqual([])
      if (stage !== 'prepare') expect(r.tempBefore.some((e) => e.startsWith('hm-private-'))).toBe(true)
      expect(r.tempAfter.filter((e) => e.startsWith('hm-private-') || e.startsWith('hm-runtime-') || e.startsWith('harbourmaster-stage-'))).toEqual([])
      // One summary line, and it says cancelled, where, and whether a review may exist.
      expect(lines.filter((l) => l.startsWith('hm stage=run event=summary'))).toHaveLength(1)
      expect(summaryLine).toContain('outcome=cancelled')
      expect(summaryLine).toContain(`signal=${signal}`)
      expect(summaryLine).toContain(`cancelled_at=${stage}`)
      expect(summaryLine).toContain(`review_posted=${stage === 'publication' ? 'possible' : 'none'}`)
      expect(r.outputs.outcome).toBe('cancelled')
      expect(r.summary).toContain('Harbourmaster: cancelled')
      expect(r.summary).toContain(`**Cancelled at:** ${stage}`)
      expect(r.summary).toContain(stage === 'publication' ? 'a review may have been posted' : 'No review was posted.')
      // No stack trace, no failure annotation: a cancellation is not a crash.
      expect(r.run.stdout()).not.toMatch(/^::error::/m)
      if (stage === 'specialists') expect(r.model.requests.some((q) => q.agent === 'specialist-correctness')).toBe(true)
    },
    900_000,
  )
})
