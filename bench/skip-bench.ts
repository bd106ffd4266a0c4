import { median, runTsChild } from './child.js'

/**
 * What a push to a draft pull request costs (skip-drafts true, the default):
 * the run skips at the gate, and the figure is what it spent getting there.
 * Each run is its own process (bench/skip-child.ts), median of 3:
 * - `event-draft`: the event says draft; OpenCode is neither provisioned nor
 *   started before prepare's live read confirms the skip (skipForeseen);
 * - `live-draft`: the event says ready but the PR is a draft when read, so
 *   OpenCode is provisioned and boots beside prepare until the gate stops it:
 *   what every draft push cost before the skip was foreseen. A cold tool
 *   cache adds the cold `provision` figure (and its download) on top of it.
 */
export interface SkipRun {
  outcome: string
  wallMs: number
  cpuMs: number
  servers: number
  provisioned: number
  githubRequests: number
  modelRequests: number
}

export interface SkipFigures {
  foreseen: SkipRun
  booted: SkipRun
}

const RUNS = 3

async function medianRun(kind: 'event-draft' | 'live-draft', log: (line: string) => void): Promise<SkipRun> {
  const runs: SkipRun[] = []
  for (let i = 0; i < RUNS; i += 1) {
    const { result } = await runTsChild<SkipRun>('skip-child.ts', { HM_BENCH_SKIP: kind }, 180_000)
    runs.push(result)
  }
  log(`skip ${kind}: ${runs.map((r) => `${r.outcome} ${Math.round(r.wallMs)} ms, CPU ${Math.round(r.cpuMs)} ms, ${r.servers} servers`).join('; ')}`)
  const byWall = [...runs].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(RUNS / 2)] as SkipRun
  return { ...byWall, wallMs: median(runs.map((r) => r.wallMs)), cpuMs: median(runs.map((r) => r.cpuMs)) }
}

export async function benchSkip(log: (line: string) => void): Promise<SkipFigures> {
  const foreseen = await medianRun('event-draft', log)
  const booted = await medianRun('live-draft', log)
  return { foreseen, booted }
}
