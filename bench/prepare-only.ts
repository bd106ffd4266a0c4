import { loadavg } from 'node:os'
import { benchPrepare } from './prepare-bench.js'

/** `node --import tsx bench/prepare-only.ts`: only the prepare figures (diagnosis while changing prepare). */
async function main(): Promise<void> {
  const load = loadavg()
  const log = (line: string): void => void process.stderr.write(`bench: ${line}\n`)
  const f = await benchPrepare(log)
  const figures = {
    load_start: load.map((l) => Number(l.toFixed(2))),
    requests: f.requests,
    minimum: f.minimum,
    prepare_ms: Math.round(f.ms),
    ms_runs: f.msRuns.map((m) => Math.round(m)),
    cpu_ms: Math.round(f.cpuMs),
    prepare_round_trips: Number(f.roundTrips.toFixed(1)),
    chain: f.chain,
    prepare_rounds: f.rounds,
    latency_wall_ms: Math.round(f.latencyWallMs),
    by_route: f.requestsByRoute,
    drift_errors: f.driftErrors,
  }
  process.stdout.write(`${JSON.stringify(figures)}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`prepare bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
