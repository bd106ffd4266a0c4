import { z } from 'zod'
import { CliArgumentError, describeOptions, parseCliArguments, type CliSpec } from '../../scripts/cli-arguments.js'
import { DEFAULT_WINDOW } from './match.js'
import type { EvalSummary } from './metrics.js'
import type { EvalPr } from './types.js'

/**
 * The command line of `npm run eval`, checked before anything runs: a number
 * that does not parse (`--window 3x`) would otherwise match nothing, and an
 * `--only` naming no pull request of the dataset would score zero runs at
 * precision = recall = 1. Each refusal names the option and what it takes.
 */
/** Also a dataset that does not load (dataset.ts, martian.ts): the user's input, refused with exit code 2 and no stack trace. */
export class EvalInputError extends Error {}

export interface EvalOptions {
  dataset: string
  json: boolean
  only: string[] | undefined
  shard: { index: number; count: number } | undefined
  noise: number
  pushes: 1 | 2
  window: number | undefined
}

export function flag(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name)
  return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
}

function count(argv: readonly string[], name: string, what: string): number | undefined {
  const raw = flag(argv, name)
  if (raw === undefined) return undefined
  if (!/^\d+$/.test(raw)) throw new EvalInputError(`${name} takes ${what} (a whole number, 0 or more); got '${raw}'`)
  return Number(raw)
}

/** The options that take a value, and what it is; `--json` takes none and `--merge` takes the files after it. */
const VALUE_OPTIONS = {
  '--dataset': '<dir>',
  '--only': '<id,id,...>',
  '--shard': '<i/n>',
  '--pushes': '<1 or 2>',
  '--noise': '<findings per pull request>',
  '--window': '<lines>',
  '--model': '<provider/model>',
  '--provider-base-url': '<url>',
  '--judge-model': '<provider/model>',
  '--judge-base-url': '<url>',
} as const

const DOCS = 'docs/eval.md#options'

/**
 * Every word of the command line is an option it knows, or the value of one: a misspelt option
 * (`--modle`) would otherwise be ignored and the run measure something else (the scripted replay,
 * scored at 1), a word no option takes (`--only a b`) would drop a pull request without a word, and
 * a value option with no value (`--model --json`) read as not given. The project's one command-line
 * check does it; with `--merge`, the words after it are its files and only `--json` may join them.
 */
export function refuseUnknownArguments(argv: readonly string[]): void {
  const merge = argv.indexOf('--merge')
  const spec: CliSpec =
    merge >= 0
      ? { flags: ['--json'], values: { '--merge': '<files>' }, docs: DOCS }
      : { flags: ['--json', '--merge'], values: VALUE_OPTIONS, docs: DOCS, strayHint: 'separate --only ids with commas (--only a,b)' }
  try {
    parseCliArguments(merge >= 0 ? argv.slice(0, merge) : argv, spec)
  } catch (error) {
    if (error instanceof CliArgumentError) throw new EvalInputError(error.message)
    throw error
  }
  for (const arg of merge >= 0 ? argv.slice(merge + 1) : [])
    if (arg.startsWith('--') && arg !== '--json') throw new EvalInputError(`unknown option ${arg.split('=')[0] ?? arg} with --merge; ${describeOptions(spec)}`)
}

export function parseEvalOptions(argv: readonly string[]): EvalOptions {
  refuseUnknownArguments(argv)
  const dataset = flag(argv, '--dataset')
  if (!dataset || dataset.startsWith('--')) throw new EvalInputError('--dataset <dir> is required')
  const pushes = flag(argv, '--pushes')
  if (pushes !== undefined && pushes !== '1' && pushes !== '2') throw new EvalInputError(`--pushes takes 1 or 2; got '${pushes}'`)
  const shardRaw = flag(argv, '--shard')
  let shard: EvalOptions['shard']
  if (shardRaw !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(shardRaw)
    const [index, total] = [Number(m?.[1]), Number(m?.[2])]
    if (!m || index < 1 || index > total) throw new EvalInputError(`--shard takes i/n with whole numbers 1 <= i <= n; got '${shardRaw}'`)
    shard = { index, count: total }
  }
  const only = flag(argv, '--only')
  return {
    dataset,
    json: argv.includes('--json'),
    only: only === undefined ? undefined : only.split(',').filter((id) => id !== ''),
    shard,
    noise: count(argv, '--noise', 'the number of noise findings per pull request') ?? 0,
    pushes: pushes === '1' ? 1 : 2,
    window: count(argv, '--window', 'the line window'),
  }
}

/**
 * What a score measured, as one line kept in its summary (`setup`): `--merge` adds only shards of
 * one setup. Nothing that differs between shards of one run (the shard, the pull request count).
 */
export function evalSetup(o: { dataset: string; model?: string; judge?: string; noise: number; pushes: 1 | 2; window: number | undefined }): string {
  return [
    `dataset ${o.dataset}`,
    o.model ? `model ${o.model}` : 'scripted golden replay',
    ...(o.noise > 0 ? [`noise ${o.noise}/PR`] : []),
    `${o.pushes} push(es)`,
    o.judge ? `matcher judge ${o.judge}` : `matcher deterministic (window ${o.window ?? DEFAULT_WINDOW})`,
  ].join(', ')
}

/** The pull requests to run: `--only` must name pull requests of the dataset, every one of them, and a `--shard` at least one. */
export function selectPrs(prs: readonly EvalPr[], options: Pick<EvalOptions, 'only' | 'shard'>): EvalPr[] {
  let out = [...prs]
  if (options.only) {
    const known = new Set(prs.map((p) => p.id))
    const unknown = options.only.filter((id) => !known.has(id))
    if (unknown.length > 0 || options.only.length === 0)
      throw new EvalInputError(
        `--only names ${unknown.length > 0 ? `no pull request ${unknown.map((id) => `'${id}'`).join(', ')} of` : 'no pull request of'} the dataset; its ids are ${[...known].join(', ')}`,
      )
    out = out.filter((p) => options.only?.includes(p.id))
  }
  const shard = options.shard
  if (!shard) return out
  const picked = out.filter((_, k) => k % shard.count === shard.index - 1)
  // More shards than pull requests: this one would print a score over zero runs and exit 0, a matrix job passing having reviewed nothing.
  if (picked.length === 0)
    throw new EvalInputError(
      `--shard ${shard.index}/${shard.count} selects no pull request: the ${out.length} pull request${out.length === 1 ? '' : 's'} ${options.only ? '--only names' : 'of the dataset'} ${out.length === 1 ? 'fills' : 'fill'} at most ${out.length} shard${out.length === 1 ? '' : 's'}; use --shard i/n with n <= ${out.length}`,
    )
  return picked
}

const scoresShape = {
  tp: z.number(),
  fp: z.number(),
  fn: z.number(),
  precision: z.number().nullable(),
  recall: z.number().nullable(),
  f1: z.number().nullable(),
}
const summarySchema = z.object({
  ...scoresShape,
  prs: z.number(),
  findings: z.number(),
  golden: z.number(),
  cleanPrs: z.number(),
  cleanFalsePositives: z.number(),
  duplicates: z.number().nullable(),
  notSucceeded: z.array(z.string()),
  prIds: z.array(z.string()).optional(),
  unscored: z.array(z.string()).optional(),
  judgeFailure: z.string().nullable().optional(),
  setup: z.string().optional(),
  setupUnchecked: z.array(z.string()).optional(),
  shards: z.array(z.string().regex(/^\d+\/\d+$/)).optional(),
  missingShards: z.array(z.string()).optional(),
  // Shards written before `found` existed matched within categories only: found = tp.
  byCategory: z.record(
    z.string(),
    z.object({ ...scoresShape, found: z.number().optional() }).transform((c) => ({ ...c, found: c.found ?? c.tp })),
  ),
})

/** A shard's summary: the last line of its `--json` output. */
export function parseShardSummary(file: string, text: string): EvalSummary {
  const last = text.trim().split('\n').pop() ?? ''
  let json: unknown
  try {
    json = JSON.parse(last)
  } catch {
    throw new EvalInputError(`--merge: the last line of ${file} is not JSON; pass the output of a run with --json (its last line is the summary)`)
  }
  const parsed = summarySchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new EvalInputError(
      `--merge: the last line of ${file} is not an eval summary (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'unknown'}); pass the output of a run with --json`,
    )
  }
  return parsed.data
}
