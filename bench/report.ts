import type { ColdStartSeries } from './cold-start.js'
import { MODEL_LATENCY_MS, type FanoutFigures } from './fanout-bench.js'
import type { PrepareFigures } from './prepare-bench.js'
import type { RepushFigures } from './repush-bench.js'
import type { ProvisionFigures } from './provision-bench.js'
import type { SkipFigures } from './skip-bench.js'

/**
 * Turns the measured figures into the printed table (figure, value,
 * floor/baseline/target, ratio), its Markdown twin for docs/performance.md,
 * and the JSON object `--json` prints last.
 */

export interface Figures {
  prepare: PrepareFigures
  fanout: FanoutFigures
  cold: ColdStartSeries
  provision: ProvisionFigures
  repush: RepushFigures
  skip: SkipFigures
}

export interface Row {
  figure: string
  value: string
  against: string
  ratio: string
  /** Whether the target is met; undefined for rows without a target. */
  met?: boolean
}

const ms = (n: number | undefined): string => (n === undefined || Number.isNaN(n) ? 'n/a' : `${Math.round(n).toLocaleString('en-US')} ms`)
const int = (n: number): string => Math.round(n).toLocaleString('en-US')
const ratio = (a: number | undefined, b: number): string => (a === undefined || Number.isNaN(a) ? 'n/a' : `${(a / b).toFixed(2)}×`)

export function rows(f: Figures): Row[] {
  const { prepare: p, fanout: o, cold: c, provision: v, repush: r, skip: k } = f
  const load = (xs: readonly { load: number }[]): string => xs.map((x) => x.load.toFixed(1)).join(' / ')
  const parts = p.minimumParts
  const minimumText = `page minimum ${p.minimum} (1 PR + ${parts.files} file + ${parts.reviews} review + ${parts.issueComments} comment pages + ${parts.threads} GraphQL thread + ${parts.baseFiles} base-file + ${parts.nestedGitattributes ?? 0} nested .gitattributes queries); ${p.driftErrors} schema drift errors`
  const g = o.critical
  return [
    {
      figure: 'prepare: GitHub requests, 3,000 files + 300 threads',
      value: int(p.requests),
      against: minimumText,
      ratio: ratio(p.requests, p.minimum),
      met: p.requests <= p.minimum,
    },
    {
      figure: 'prepare: wall time (median of 3 cold processes)',
      value: `${ms(p.ms)} (CPU ${ms(p.cpuMs)})`,
      against: 'target ≤ 1,500 ms',
      ratio: ratio(p.ms, 1500),
      met: p.ms <= 1500,
    },
    {
      figure: 'prepare: peak RSS of the prepare process',
      value: `${p.rssMb.toFixed(0)} MB`,
      against: 'target ≤ 200 MB',
      ratio: ratio(p.rssMb, 200),
      met: p.rssMb <= 200,
    },
    {
      figure: `prepare: depth with ${p.latencyMs} ms per GitHub request (median of 3)`,
      value: `${p.roundTrips.toFixed(1)} round trips (${ms(p.latencyWallMs)}, CPU ${ms(p.latencyCpuMs)})`,
      against: `median of ${p.latencyRunsMs.length} cold runs (${p.latencyRunsMs.map((r) => ms(r)).join(' / ')}); target ≤ 6 round trips; longest chain of sequential requests: ${p.chain}; ${p.rounds} rounds when answered in lockstep (the structure's depth, independent of load)`,
      ratio: ratio(p.roundTrips, 6),
      met: p.roundTrips <= 6,
    },
    {
      figure: `fan-out: wall vs critical path (model latency ${MODEL_LATENCY_MS / 1000} s, 5 specialists; median of ${o.runs.length})`,
      value: `${ms(o.wallMs)} vs ${ms(g.ms)}`,
      against: `critical = ${g.editorTurns} editor turns ${ms(g.editorMs)} + ${g.slowestSpecialist} ${ms(g.slowestSpecialistMs)} + verifier ${ms(g.verifierMs)}; runs ${o.runs.map((r) => `${r.ratio.toFixed(2)}×`).join(' / ')} at load ${load(o.runs)}; target ≤ 1.15×`,
      ratio: ratio(o.wallMs, g.ms),
      met: o.wallMs / g.ms <= 1.15,
    },
    {
      figure: 'tokens: input, fan-out run (all calls the model server got)',
      value: `${int(o.tokens.in)} in ${o.tokens.calls} calls`,
      against: `floor ${int(o.floor.total)} (patches ${int(o.floor.patchTokens)} + agent prompts ${int(o.floor.promptTokens)}); target ≤ 1.5×`,
      ratio: ratio(o.tokens.in, o.floor.total),
      met: o.tokens.in <= 1.5 * o.floor.total,
    },
    {
      figure: 'tokens: input vs single-session baseline',
      value: int(o.tokens.in),
      against: `baseline ${int(o.baseline.in)} (one agent, ${o.baseline.patches} patches read one per turn, ${o.baseline.calls} calls); target < 1×`,
      ratio: ratio(o.tokens.in, o.baseline.in),
      met: o.tokens.in < o.baseline.in,
    },
    { figure: 'tokens: output, fan-out run', value: int(o.tokens.out), against: `baseline ${int(o.baseline.out)}`, ratio: ratio(o.tokens.out, o.baseline.out) },
    {
      figure: 'cold start: runner bundle to first telemetry line',
      value: ms(c.bundleLoadMs),
      against: `target ≤ 300 ms${c.telemetry ? '' : ' (no telemetry line: first output line instead)'}`,
      ratio: ratio(c.bundleLoadMs, 300),
      met: c.telemetry ? c.bundleLoadMs <= 300 : undefined,
    },
    {
      figure: 'cold start: OpenCode server start to first answer',
      value: ms(o.opencodeStartMs),
      against: `listening after ${ms(o.opencodeListenMs)}; no target`,
      ratio: '',
    },
    {
      figure: `cold start: action start to first model request (median of ${c.runs.length})`,
      value: ms(c.firstModelCallMs),
      against: `runs ${c.runs.map((r) => ms(r.firstModelCallMs)).join(' / ')} at load ${load(c.runs)}; target ≤ 6,000 ms${c.firstModelCallMs === undefined ? ` (no model request: run exited ${c.exitCode})` : ''}`,
      ratio: ratio(c.firstModelCallMs, 6000),
      met: c.firstModelCallMs === undefined ? undefined : c.firstModelCallMs <= 6000,
    },
    {
      figure: 'provision: OpenCode into an empty tool cache (fresh npm ci, empty npm cache, loopback registry)',
      value: ms(v.coldMs),
      against: `what every job on a hosted runner pays without a cache step, download excluded; ${v.note ?? ''}`,
      ratio: '',
    },
    {
      figure: 'provision: OpenCode from a restored tool cache',
      value: ms(v.warmMs),
      against: v.coldMs === undefined && v.note ? v.note : "with the example workflows' actions/cache step (restore excluded)",
      ratio: '',
    },
    {
      figure: 'repush: input tokens, push changing 1 of the fan-out PR files vs first push',
      value: `${int(r.push2TokensIn)} vs ${int(r.push1TokensIn)}`,
      against: `delta review of ${r.reviewedFiles} file(s), ${r.unchangedFiles} unchanged${r.completed ? '' : ' (a push did not succeed)'}; target ≤ 0.25×`,
      ratio: ratio(r.push2TokensIn, r.push1TokensIn),
      met: r.completed && r.ratio <= 0.25,
    },
    {
      figure: 'repush: comments re-posting an earlier finding',
      value: int(r.newDuplicates),
      against: `target 0 (push 2 posted ${r.push2NewComments} new comment(s))`,
      ratio: '',
      met: r.newDuplicates === 0,
    },
    {
      figure: 'skip: a push to a draft, through to the skip (median of 3 processes)',
      value: `${ms(k.foreseen.wallMs)}, CPU ${ms(k.foreseen.cpuMs)}, ${k.foreseen.servers} OpenCode servers, ${k.foreseen.provisioned} provisioning`,
      against: `the event says ready, the PR is a draft when read (OpenCode provisioned and booting beside prepare, as every draft push before): ${ms(k.booted.wallMs)}, CPU ${ms(k.booted.cpuMs)}, ${k.booted.servers} servers, ${k.booted.provisioned} provisioning, plus the provision figure on a cold cache; ${k.foreseen.githubRequests} vs ${k.booted.githubRequests} GitHub requests; outcomes ${k.foreseen.outcome} / ${k.booted.outcome}`,
      ratio: `CPU ${ratio(k.foreseen.cpuMs, k.booted.cpuMs)}`,
    },
  ]
}

const mark = (r: Row): string => (r.met === undefined ? '' : r.met ? ' ok' : ' MISS')

export function textTable(all: Row[]): string {
  const head = ['figure', 'value', 'floor / baseline / target', 'ratio']
  const body = all.map((r) => [r.figure, r.value, r.against, `${r.ratio}${mark(r)}`])
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)))
  const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)].join('\n')
}

export function markdownTable(all: Row[]): string {
  const esc = (s: string): string => s.replace(/\|/g, '\\|')
  return [
    '| figure | value | floor / baseline / target | ratio |',
    '|---|---|---|---|',
    ...all.map(
      (r) => `| ${esc(r.figure)} | ${esc(r.value)} | ${esc(r.against)} | ${esc(r.ratio)}${r.met === undefined ? '' : r.met ? ' (met)' : ' (**missed**)'} |`,
    ),
  ].join('\n')
}

const num = (n: number | undefined): number | null => (n === undefined || !Number.isFinite(n) ? null : Math.round(n * 1000) / 1000)

export function jsonFigures(f: Figures): Record<string, number | null> {
  const { prepare: p, fanout: o, cold: c, provision: v, repush: r, skip: k } = f
  return {
    prepare_requests_ratio: num(p.requests / p.minimum),
    prepare_ms: num(p.ms),
    prepare_rss_mb: num(p.rssMb),
    prepare_round_trips: num(p.roundTrips),
    prepare_rounds: num(p.rounds),
    fanout_ratio: num(o.wallMs / o.critical.ms),
    tokens_floor_ratio: num(o.tokens.in / o.floor.total),
    tokens_baseline_ratio: num(o.tokens.in / o.baseline.in),
    bundle_load_ms: num(c.telemetry ? c.bundleLoadMs : undefined),
    opencode_start_ms: num(o.opencodeStartMs),
    first_model_call_ms: num(c.firstModelCallMs),
    provision_cold_ms: num(v.coldMs),
    provision_warm_ms: num(v.warmMs),
    repush_tokens_ratio: num(r.completed ? r.ratio : undefined),
    repush_new_duplicates: num(r.completed ? r.newDuplicates : undefined),
    skip_draft_cpu_ms: num(k.foreseen.cpuMs),
    skip_draft_booted_cpu_ms: num(k.booted.cpuMs),
  }
}
