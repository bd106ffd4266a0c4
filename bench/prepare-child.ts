import { readEnvironment } from '../src/config/environment.js'
import { readSettings } from '../src/config/settings.js'
import { readPullRequestEvent } from '../src/context/event.js'
import { createGitHubClient } from '../src/core/github/client.js'
import { prepare } from '../src/prepare.js'
import { RecordingLogger } from '../src/core/telemetry/logger.js'

/**
 * One prepare phase in a process of its own, so its peak RSS is the runner's
 * and not the fake's. The parent passes the workflow variables and the token
 * (HM_BENCH_TOKEN); the last stdout line is the JSON result.
 */

const STAGES = ['context', 'filter', 'risk', 'bounds', 'select', 'stage'] as const

interface Sent {
  what: string
  start: number
  end: number
}

/** Records when each HTTP request really left and returned (after Octokit's queues), to show what waits on what. */
function recordTimeline(origin: number): Sent[] {
  const sent: Sent[] = []
  const original = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const entry = {
      what: `${init?.method ?? 'GET'} ${url.pathname}${url.searchParams.get('page') ? `?page=${url.searchParams.get('page')}` : ''}`,
      start: performance.now() - origin,
      end: 0,
    }
    sent.push(entry)
    try {
      return await original(input, init)
    } finally {
      entry.end = performance.now() - origin
    }
  }
  return sent
}

async function main(): Promise<void> {
  const token = process.env.HM_BENCH_TOKEN ?? ''
  const env = readEnvironment(process.env)
  const settings = readSettings((name) => (name === 'github-token' ? token : (process.env[`HM_BENCH_INPUT_${name.toUpperCase().replace(/-/g, '_')}`] ?? '')))
  const logger = new RecordingLogger()
  const event = await readPullRequestEvent(env)
  const rssBefore = process.memoryUsage().rss
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const timeline = recordTimeline(started)
  const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger })
  const prepared = await prepare({ settings, env, event, rest: gh.rest, graphql: gh.graphql, logger, stats: gh.stats })
  const ms = performance.now() - started
  const cpu = process.cpuUsage(cpuBefore)
  const stages: Record<string, number> = {}
  for (const stage of STAGES) stages[stage] = Number(logger.find(stage, 'done')[0]?.ms ?? 0)
  const result = {
    ms,
    // CPU this process spent in prepare (µs -> ms): against wall time it tells waiting from computing.
    cpuMs: (cpu.user + cpu.system) / 1000,
    requests: gh.stats.requests,
    retries: gh.stats.retries,
    // resourceUsage reports kilobytes.
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    rssBeforeMb: rssBefore / 1024 / 1024,
    listed: prepared.counts.listedFiles,
    excluded: prepared.counts.excluded,
    staged: prepared.counts.staged,
    threads: prepared.counts.threads,
    specialists: prepared.specialists.length,
    stageDir: prepared.stageDir,
    stages,
    timeline: timeline.map((t) => ({
      what: t.what.replace(/^.*\/pulls\/\d+\/?|^.*\/issues\/\d+\//, '') || 'pull',
      start: Math.round(t.start),
      end: Math.round(t.end),
    })),
  }
  process.stdout.write(`${JSON.stringify(result)}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`prepare bench child failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
