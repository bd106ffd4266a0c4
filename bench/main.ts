import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { OPENCODE_VERSION } from '../src/core/opencode/trusted-config.js'
import { CliArgumentError, parseCliArguments, type CliSpec } from '../scripts/cli-arguments.js'
import { REPO_ROOT } from './child.js'
import { benchColdStartSeries } from './cold-start.js'
import { benchFanout } from './fanout-bench.js'
import { benchPrepare } from './prepare-bench.js'
import { benchRepush } from './repush-bench.js'
import { benchProvision } from './provision-bench.js'
import { benchSkip } from './skip-bench.js'
import { jsonFigures, markdownTable, rows, textTable, type Figures } from './report.js'

/**
 * `npm run bench`: every figure of issues 7 and 12 in one run, printed as one table.
 *   --json          the last stdout line is the JSON object of the headline figures
 *   --update-docs   rewrites the figures block of docs/performance.md (between its bench markers)
 *   --no-provision-cold (or HM_BENCH_OFFLINE=1)  skips the provisioning figures (the timed `npm ci` uses a loopback
 *                   registry; filling npm's cache with the locked tarballs, once and untimed, needs the npm registry)
 * Progress and diagnosis go to stderr; nothing here asserts, it only measures.
 */

const DOC = join(REPO_ROOT, 'docs', 'performance.md')
const START = '<!-- bench:start -->'
const END = '<!-- bench:end -->'

function cores(): number {
  try {
    return Number(execFileSync('nproc', { encoding: 'utf8' }).trim())
  } catch {
    return availableParallelism()
  }
}

async function updateDocs(markdown: string): Promise<void> {
  const doc = await readFile(DOC, 'utf8')
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  if (start < 0 || end < start) throw new Error(`${DOC} has no ${START} … ${END} block to update`)
  await writeFile(DOC, `${doc.slice(0, start + START.length)}\n${markdown}\n${doc.slice(end)}`)
}

const SPEC: CliSpec = { values: {}, flags: ['--json', '--update-docs', '--no-provision-cold'], docs: 'docs/performance.md#benchmarks-npm-run-bench' }

/** The flags given, or exit code 2 naming what is wrong: a misspelt `--jsno` ran the whole bench (minutes) and printed no JSON. */
function parseArguments(argv: string[]): ReadonlySet<string> {
  try {
    return parseCliArguments(argv, SPEC).flags
  } catch (error) {
    if (!(error instanceof CliArgumentError)) throw error
    process.stderr.write(`bench: ${error.message}\n`)
    process.exit(2)
  }
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2))
  const log = (line: string): void => void process.stderr.write(`bench: ${line}\n`)
  const started = Date.now()
  const load = loadavg()
  const base = await realpath(await mkdtemp(join(tmpdir(), 'hm-bench-')))
  let figures: Figures
  try {
    const loadNow = (): number => loadavg()[0] ?? 0
    const prepare = await benchPrepare(log)
    const fanout = await benchFanout(base, log, loadNow)
    const cold = await benchColdStartSeries(base, log, loadNow)
    const provision = await benchProvision(base, log, args.has('--no-provision-cold') || process.env.HM_BENCH_OFFLINE === '1')
    const repush = await benchRepush(log)
    const skip = await benchSkip(log)
    figures = { prepare, fanout, cold, provision, repush, skip }
  } finally {
    await rm(base, { recursive: true, force: true })
  }
  const table = rows(figures)
  const date = new Date().toISOString().slice(0, 10)
  const machine = `${cores()} cores (nproc), load average ${load.map((l) => l.toFixed(1)).join(' / ')} at the start, Node ${process.version}, opencode-ai ${OPENCODE_VERSION}`
  process.stdout.write(`Harbourmaster bench, ${date}: ${machine}; ${((Date.now() - started) / 1000).toFixed(0)} s\n\n${textTable(table)}\n`)
  process.stderr.write(`bench: fan-out gaps ${JSON.stringify(figures.fanout.critical.gaps)}\n`)
  process.stderr.write(`bench: tokens by agent ${JSON.stringify(figures.fanout.tokens.byAgent)}; floor parts ${JSON.stringify(figures.fanout.floor.parts)}\n`)
  process.stderr.write(
    `bench: prepare requests by route ${JSON.stringify(figures.prepare.requestsByRoute)}; stages ${JSON.stringify(figures.prepare.report.stages)}\n`,
  )
  if (args.has('--update-docs')) {
    await updateDocs(`Measured ${date} on ${machine}.\n\n${markdownTable(table)}`)
    log(`updated ${DOC}`)
  }
  if (args.has('--json')) process.stdout.write(`${JSON.stringify(jsonFigures(figures))}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
