/**
 * `npm run eval -- --dataset <dir> [options]`: runs every pull request of a
 * dataset through the real pipeline and scores the findings against the
 * golden comments. See docs/eval.md.
 *
 *   --json                   end with one JSON line (precision, recall, f1, prs, findings, golden, ...)
 *   --only a,b               only these PR ids
 *   --shard i/n              the i-th of n shards (1-based) of the PR list
 *   --pushes 1|2             2 (default): push again and count findings posted twice
 *   --noise N                scripted mode: N findings per PR that match nothing
 *   --window N               deterministic matcher's line window (default 3)
 *   --model provider/model   a real model (key from HARBOURMASTER_EVAL_API_KEY); default: the scripted team
 *   --provider-base-url URL  OpenAI-compatible gateway for --model
 *   --judge-model p/m        LLM judge (key from HARBOURMASTER_JUDGE_API_KEY)
 *   --judge-base-url URL     OpenAI-compatible endpoint of the judge
 *   --merge f1.json f2.json  merge shard outputs (their last JSON lines) into one score
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { loadDataset } from './lib/dataset.js'
import { formatSummary, mergeSummaries, scoreResults } from './lib/evaluate.js'
import { runGitHubPr } from './lib/github-source.js'
import type { EvalSummary } from './lib/metrics.js'
import { EvalInputError, evalSetup, flag, parseEvalOptions, parseShardSummary, refuseUnknownArguments, selectPrs } from './lib/options.js'
import { runEach } from './lib/run-each.js'
import { runPr } from './lib/run-pr.js'
import type { PrResult } from './lib/types.js'

function fail(message: string): never {
  process.stderr.write(`eval: ${message}\n`)
  process.exit(2)
}

/** A shard's summary, or undefined for an empty file: a shard step that crashed under `tee` still leaves (and uploads) one. */
async function lastJson(path: string, log: (line: string) => void): Promise<EvalSummary | undefined> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new EvalInputError(`--merge: cannot read ${path} (${error.code ?? 'unreadable'})`)
  })
  if (text.trim() === '') {
    log(`eval: ${path} is empty (its shard's run ended before it wrote a summary); it is merged as a missing shard`)
    return undefined
  }
  return parseShardSummary(path, text)
}

async function main(argv: string[]): Promise<void> {
  const json = argv.includes('--json')
  const out = (line: string): void => void process.stdout.write(`${line}\n`)
  const log = (line: string): void => void process.stderr.write(`${line}\n`)
  if (argv.includes('--merge')) {
    refuseUnknownArguments(argv)
    const files = argv.slice(argv.indexOf('--merge') + 1).filter((a) => !a.startsWith('--'))
    if (files.length === 0) fail('--merge needs the shard output files')
    const read = await Promise.all(files.map(async (file) => ({ file, summary: await lastJson(file, log) })))
    const present = read.filter((r): r is { file: string; summary: EvalSummary } => r.summary !== undefined)
    if (present.length === 0) fail('--merge: every file is empty; no shard wrote a summary, so there is nothing to score: run the shards again')
    const merged = mergeSummaries(
      present.map((r) => r.summary),
      present.map((r) => r.file),
    )
    out(formatSummary(merged))
    if (json) out(JSON.stringify(merged))
    endIncomplete(merged, log)
    return
  }
  const options = parseEvalOptions(argv)
  const dataset = await loadDataset(resolve(options.dataset))
  const prs = selectPrs(dataset.prs, options)
  const { noise, pushes } = options
  const modelId = flag(argv, '--model')
  const model = modelId ? { model: modelId, providerBaseUrl: flag(argv, '--provider-base-url'), apiKey: process.env.HARBOURMASTER_EVAL_API_KEY } : undefined
  // Noise is claims of the scripted team; a real model's findings are its own, and the log would claim noise that never ran.
  if (model && noise > 0)
    fail(
      `--noise ${noise} injects findings into the scripted team, and --model ${model.model} replaces that team: drop --noise, or drop --model to measure the harness`,
    )
  const judgeModel = flag(argv, '--judge-model')
  const judge = judgeModel
    ? {
        model: judgeModel,
        baseUrl: flag(argv, '--judge-base-url') ?? 'https://api.openai.com/v1',
        apiKey: process.env.HARBOURMASTER_JUDGE_API_KEY ?? fail('--judge-model needs the key in HARBOURMASTER_JUDGE_API_KEY'),
      }
    : undefined
  if (dataset.format === 'martian' && (!model || !judge))
    fail(
      'the public benchmark needs a real model (--model) and a judge (--judge-model): its golden comments name no file or line, and its PRs are read from GitHub',
    )

  log(
    `eval: ${dataset.name}, ${prs.length} PR(s), ${model ? `model ${model.model}` : 'scripted golden replay'}${noise ? `, noise ${noise}/PR` : ''}, ${pushes} push(es), matcher ${judge ? `judge ${judge.model}` : 'deterministic'}`,
  )
  const token = dataset.format === 'martian' ? (process.env.GITHUB_TOKEN ?? fail('reading public PRs from GitHub needs a read-only token in GITHUB_TOKEN')) : ''
  const results = await runEach(
    prs,
    (pr): Promise<PrResult> =>
      pr.source.kind === 'github' ? runGitHubPr(pr, { token, model: model ?? fail('--model is required'), log }) : runPr(pr, { noise, pushes, model, log }),
    log,
    { secrets: [token, model?.apiKey, judge?.apiKey] },
  )
  const setup = evalSetup({ dataset: dataset.name, model: model?.model, judge: judge?.model, noise, pushes, window: options.window })
  const shards = options.shard ? { shards: [`${options.shard.index}/${options.shard.count}`] } : {}
  const summary = { ...(await scoreResults(results, { judge, window: options.window })), setup, ...shards }
  out(formatSummary(summary))
  if (json) out(JSON.stringify(summary))
  endIncomplete(summary, log)
}

/**
 * A score is read only when every run succeeded, every pull request was scored and, merged, every shard is there (docs/eval.md): the
 * summary is printed either way, and a job that gates on the command fails, naming what to run again.
 * A merge ends the same way, so a shard's failure is not lost in the merged score.
 */
function endIncomplete(summary: EvalSummary, log: (line: string) => void): void {
  // The figures printed are those of the pull requests scored; a score without the others is no score of the dataset.
  const unscored = summary.unscored ?? []
  if (unscored.length > 0)
    log(
      `eval: the judge failed (${summary.judgeFailure ?? 'unknown'}); ${unscored.length} reviewed pull request(s) are not in the score: ${unscored.join(', ')}. ` +
        `Fix the judge, run them again with --only ${unscored.join(',')} --json and --merge that output with this one (its prIds hold the ones scored)`,
    )
  // A failed review counts its golden comments as missed and shows no false positive: the score measures the failure, not the reviewer.
  if (summary.notSucceeded.length > 0)
    log(
      `eval: ${summary.notSucceeded.length} run(s) did not succeed (${summary.notSucceeded.join('; ')}); the score counts them as reviews that found nothing: fix the cause and run the dataset again`,
    )
  // A shard whose output never reached the merge (its job failed first): its pull requests are in no figure.
  const missing = summary.missingShards ?? []
  if (missing.length > 0)
    log(
      `eval: ${missing.length} shard(s) of the ${summary.shards?.[0]?.split('/')[1] ?? '?'} are not among the merged files (${missing.join(', ')}); their pull requests are in no figure: ` +
        `run them again with --shard and --merge their output with this one`,
    )
  if (unscored.length > 0 || summary.notSucceeded.length > 0 || missing.length > 0) process.exit(1)
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof EvalInputError) fail(error.message)
    process.stderr.write(`eval: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exit(1)
  },
)
