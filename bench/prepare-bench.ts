import { rm } from 'node:fs/promises'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, warmUpGitHubFake } from '../test/support/github-fake/index.js'
import type { RequestLogEntry } from '../test/support/github-fake/index.js'
import { median, runTsChild } from './child.js'
import { BIG_PR, bigPullRequestFiles, listedCounts, pageMinimum, seedPullRequest } from './synthetic-pr.js'

/**
 * Figure 1: the prepare phase on a 3,000-file PR with 300 review threads.
 * The fake runs here; prepare runs in a child process (its peak RSS is the
 * runner's alone). Each child is a cold process, like a workflow step.
 */

export interface ChildReport {
  ms: number
  cpuMs: number
  requests: number
  retries: number
  timeline: { what: string; start: number; end: number }[]
  maxRssMb: number
  rssBeforeMb: number
  listed: number
  excluded: number
  staged: number
  threads: number
  specialists: number
  stageDir: string
  stages: Record<string, number>
}

export interface PrepareFigures {
  requests: number
  minimum: number
  minimumParts: Record<string, number>
  requestsByRoute: Record<string, number>
  ms: number
  cpuMs: number
  msRuns: number[]
  rssMb: number
  rssBeforeMb: number
  latencyMs: number
  latencyWallMs: number
  /** Every latency run's wall time, in run order; latencyWallMs is their median. */
  latencyRunsMs: number[]
  latencyCpuMs: number
  roundTrips: number
  /** Longest chain of sequential requests in the latency run. */
  chain: number
  /**
   * Round trips the loading's structure needs, whatever the load: the fake answers in lockstep
   * rounds (test/support/github-fake/rounds.ts), so a request sent only after an answer counts
   * one round more. The depth the 100 ms run would show on an idle machine with no CPU cost.
   */
  rounds: number
  latencyStages: Record<string, number>
  /** The latency run with every file page requested once changed_files is known (diagnosis, not the product). */
  report: ChildReport
  driftErrors: number
}

const RUNS = 3
const LATENCY_MS = 100
/** Pause after which a lockstep round is answered: longer than a loaded machine's gap between two requests sent together. */
const ROUND_QUIET_MS = 1500

/**
 * The longest chain of requests in which each one left only after the one before it had
 * answered: the round trips the structure of the loading forces, whatever the CPU load.
 */
export function requestChain(timeline: readonly { start: number; end: number }[]): number {
  const sorted = [...timeline].sort((a, b) => a.start - b.start)
  const chain: number[] = []
  sorted.forEach((r, i) => {
    let longest = 0
    for (let j = 0; j < i; j++) if ((sorted[j] as { end: number }).end <= r.start) longest = Math.max(longest, chain[j] ?? 0)
    chain.push(longest + 1)
  })
  return Math.max(0, ...chain)
}

function byRoute(entries: readonly RequestLogEntry[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const e of entries) {
    const key = e.route === 'graphql' ? `graphql ${e.graphqlOperation ?? ''}`.trim() : `${e.method} ${e.route ?? e.path}`
    out[key] = (out[key] ?? 0) + 1
  }
  return out
}

export async function benchPrepare(log: (line: string) => void): Promise<PrepareFigures> {
  // One run against a fake that checks every answer against GitHub's published schemas (so the
  // figures come from realistic responses); the timed runs use a fake that skips that check, whose
  // CPU cost is the fake's, not GitHub's, and would otherwise compete with prepare for the cores.
  warmUpGitHubFake()
  const checked = await startGitHubFake({ validate: true })
  const checkedRun = await seedPullRequest(checked, bigPullRequestFiles(BIG_PR), BIG_PR)
  let driftErrors: number
  let checkedReport: ChildReport
  try {
    checkedReport = (await runTsChild<ChildReport>('prepare-child.ts', { ...checkedRun.env, HM_BENCH_TOKEN: DEFAULT_FAKE_TOKEN })).result
    driftErrors = checked.driftErrors.length
  } finally {
    await checked.close()
    // The child's stage lies under the seeded run's directory, which goes whatever happened.
    await rm(checkedRun.dir, { recursive: true, force: true })
  }
  log(`prepare against the schema-checked fake: ${checkedReport.requests} requests, ${driftErrors} drift errors`)

  const fake = await startGitHubFake({ validate: false })
  const seeded = await seedPullRequest(fake, bigPullRequestFiles(BIG_PR), BIG_PR)
  const env = { ...seeded.env, HM_BENCH_TOKEN: DEFAULT_FAKE_TOKEN }
  try {
    const runs: ChildReport[] = []
    let firstLog: RequestLogEntry[] = []
    for (let i = 0; i < RUNS; i++) {
      const before = fake.requests.length
      const { result } = await runTsChild<ChildReport>('prepare-child.ts', env)
      if (i === 0) firstLog = fake.requests.slice(before)
      runs.push(result)
      await rm(result.stageDir, { recursive: true, force: true })
      if (i === 0)
        log(
          `GraphQL pages sent at ${result.timeline
            .filter((t) => t.what.includes('graphql'))
            .map((t) => `${t.start} ms`)
            .join(', ')} (file pages: ${result.timeline.filter((t) => t.what.startsWith('files')).length})`,
        )
      log(
        `prepare run ${i + 1}: ${result.ms.toFixed(0)} ms (CPU ${result.cpuMs.toFixed(0)} ms), ${result.requests} requests, peak RSS ${result.maxRssMb.toFixed(0)} MB, stages ${JSON.stringify(result.stages)}`,
      )
    }

    // Three cold runs, the median reported, like the wall-time figure above: one run's 10-30 ms of noise is a
    // tenth of a round trip.
    fake.latencyMs = LATENCY_MS
    const slowRuns: ChildReport[] = []
    for (let i = 0; i < RUNS; i++) {
      const { result } = await runTsChild<ChildReport>('prepare-child.ts', env)
      await rm(result.stageDir, { recursive: true, force: true })
      log(
        `prepare with ${LATENCY_MS} ms latency, run ${i + 1}: ${result.ms.toFixed(0)} ms (CPU ${result.cpuMs.toFixed(0)} ms), stages ${JSON.stringify(result.stages)}`,
      )
      slowRuns.push(result)
    }
    const slow = [...slowRuns].sort((a, b) => a.ms - b.ms)[Math.floor(slowRuns.length / 2)] as ChildReport
    log(`  requests sent at (ms), median run: ${slow.timeline.map((t) => `${t.what}@${t.start}`).join(' ')}`)

    fake.latencyMs = 0
    fake.useRounds(ROUND_QUIET_MS)
    const beforeRounds = fake.requests.length
    const { result: stepped } = await runTsChild<ChildReport>('prepare-child.ts', env)
    fake.useRounds(undefined)
    await rm(stepped.stageDir, { recursive: true, force: true })
    const roundLog = fake.requests.slice(beforeRounds)
    const rounds = Math.max(0, ...roundLog.map((r) => r.round ?? 0))
    log(
      `prepare in lockstep rounds: ${rounds} rounds (${roundLog.map((r) => `${r.graphqlOperation ?? (r.path.replace(/^.*\/(?:pulls|issues)\/\d+\/?/, '').replace(/\?per_page=\d+&?/, '?') || 'pull')}@${r.round}`).join(' ')})`,
    )

    const minimum = pageMinimum(listedCounts(fake))
    const report = runs[0] as ChildReport
    return {
      requests: report.requests,
      minimum: minimum.total,
      minimumParts: minimum.parts,
      requestsByRoute: byRoute(firstLog),
      ms: median(runs.map((r) => r.ms)),
      cpuMs: median(runs.map((r) => r.cpuMs)),
      msRuns: runs.map((r) => r.ms),
      rssMb: Math.max(...runs.map((r) => r.maxRssMb)),
      rssBeforeMb: median(runs.map((r) => r.rssBeforeMb)),
      latencyMs: LATENCY_MS,
      latencyWallMs: slow.ms,
      latencyRunsMs: slowRuns.map((r) => r.ms),
      latencyCpuMs: slow.cpuMs,
      chain: requestChain(slow.timeline),
      rounds,
      roundTrips: slow.ms / LATENCY_MS,
      latencyStages: slow.stages,
      report,
      driftErrors,
    }
  } finally {
    await fake.close()
    await rm(seeded.dir, { recursive: true, force: true })
  }
}
