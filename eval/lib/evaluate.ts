import { judgedMatches, judgedPairs, type JudgeConfig } from './judge.js'
import { onNewFile } from './left-lines.js'
import { DEFAULT_WINDOW, deterministicMatches, type Match } from './match.js'
import { isRunOf, notSucceededOf, scores, summarise, type CategoryCounts, type EvalSummary, type ScoredPr } from './metrics.js'
import { EvalInputError } from './options.js'
import type { PrResult } from './types.js'

/**
 * Matches each PR's findings with its golden comments (judge when given, else deterministic) and sums up.
 * The reviews are done by then, and cost time and money: a judge that fails (a revoked key, an outage)
 * does not lose them. The pull requests judged before it failed, and those with nothing to ask it, are
 * scored; the others are listed in `unscored` with the judge's error, and no figure counts them.
 */
export async function scoreResults(results: readonly PrResult[], options: { judge?: JudgeConfig; window?: number } = {}): Promise<EvalSummary> {
  const scored: ScoredPr[] = []
  const unscored: string[] = []
  let judgeFailure: string | null = null
  for (const result of results) {
    let matches: Match[]
    if (options.judge) {
      if (judgeFailure !== null && judgedPairs(result.findings, result.pr.golden) > 0) {
        unscored.push(result.pr.id)
        continue
      }
      try {
        // After a failure only pull requests with no pair to judge get here: nothing is asked.
        matches = await judgedMatches(options.judge, result.findings, result.pr.golden)
      } catch (error) {
        judgeFailure = `${result.pr.id}: ${error instanceof Error ? error.message : String(error)}`
        unscored.push(result.pr.id)
        continue
      }
    } else {
      if (result.pr.golden.some((g) => g.path === undefined))
        throw new Error(`${result.pr.id}: golden comments without a file and line can only be matched by a judge (--judge-model)`)
      const files = result.pr.source.kind === 'files' ? result.pr.source.files : undefined
      matches = deterministicMatches(onNewFile(result.findings, files), result.pr.golden, options.window ?? DEFAULT_WINDOW)
    }
    scored.push({ result, matches })
  }
  // Every run that failed, scored or not: one the judge left unscored failed all the same, and the summary said "none".
  return { ...summarise(scored), notSucceeded: results.flatMap(notSucceededOf), unscored, judgeFailure }
}

/**
 * A pull request scored in two parts (a shard's output passed twice, or shards of two different
 * splits) would count its findings and golden comments twice: refused, naming it and both parts.
 * A shard written before `prIds` existed cannot be checked.
 */
function refuseOverlap(parts: readonly EvalSummary[], names: readonly string[]): void {
  const scoredIn = new Map<string, number>()
  parts.forEach((p, i) => {
    for (const id of p.prIds ?? []) {
      const earlier = scoredIn.get(id)
      if (earlier !== undefined)
        throw new EvalInputError(
          `--merge: pull request '${id}' is scored in both ${names[earlier] ?? `part ${earlier + 1}`} and ${names[i] ?? `part ${i + 1}`}, so it would count twice; pass each shard's output once, all from one --shard i/n split`,
        )
      scoredIn.set(id, i)
    }
  })
}

/**
 * Shards of two setups (two models, the scripted replay and a model, two matchers) share no pull
 * request, so the overlap check passes them, and their merged figure would describe neither: refused,
 * naming both files and setups. A shard written before `setup` existed cannot be checked.
 */
function refuseMixedSetups(parts: readonly EvalSummary[], names: readonly string[]): { setup?: string; setupUnchecked?: string[] } {
  const first = parts.findIndex((p) => p.setup !== undefined)
  const setup = parts[first]?.setup
  parts.forEach((p, i) => {
    if (p.setup !== undefined && p.setup !== setup)
      throw new EvalInputError(
        `--merge: ${names[first] ?? `part ${first + 1}`} measured ${setup} but ${names[i] ?? `part ${i + 1}`} measured ${p.setup}; merge only the shards of one run`,
      )
  })
  if (setup === undefined) return {}
  // Unchecked, a shard is not claimed to have measured the others' setup: its file is named (and kept through later merges).
  const unchecked = parts.flatMap((p, i) => (p.setup === undefined ? [names[i] ?? `part ${i + 1}`] : (p.setupUnchecked ?? [])))
  return { setup, ...(unchecked.length > 0 ? { setupUnchecked: unchecked } : {}) }
}

/**
 * The shards of one `--shard i/n` split the parts hold, and those of it none holds: a shard whose job
 * failed before it wrote its output is not among the files, and its pull requests would be missing
 * from the merged score without a word. Parts of two splits (3 shards and 5) are refused, naming both.
 */
function shardCoverage(parts: readonly EvalSummary[], names: readonly string[]): { shards?: string[]; missingShards?: string[] } {
  const held = parts.flatMap((p, i) => (p.shards ?? []).map((shard) => ({ shard, part: i })))
  const first = held[0]
  if (first === undefined) return {}
  const count = first.shard.split('/')[1]
  for (const { shard, part } of held)
    if (shard.split('/')[1] !== count)
      throw new EvalInputError(
        `--merge: ${names[first.part] ?? `part ${first.part + 1}`} is shard ${first.shard} but ${names[part] ?? `part ${part + 1}`} is shard ${shard}; merge the shards of one --shard i/n split`,
      )
  const shards = [...new Set(held.map((h) => h.shard))].sort((a, b) => Number(a.split('/')[0]) - Number(b.split('/')[0]))
  const missingShards = Array.from({ length: Number(count) }, (_, k) => `${k + 1}/${count}`).filter((s) => !shards.includes(s))
  return { shards, missingShards }
}

/** Merges the JSON summaries of shards into one: counts add up, ratios are computed again. `names`: the files, for a refusal. */
export function mergeSummaries(parts: readonly EvalSummary[], names: readonly string[] = []): EvalSummary {
  refuseOverlap(parts, names)
  const setup = refuseMixedSetups(parts, names)
  const coverage = shardCoverage(parts, names)
  const byCategory: Record<string, CategoryCounts> = {}
  let duplicates: number | null = null
  for (const p of parts) {
    for (const [category, s] of Object.entries(p.byCategory)) {
      const c = (byCategory[category] ??= { tp: 0, fp: 0, fn: 0, found: 0 })
      c.tp += s.tp
      // A shard written before `found` existed matched within categories only: there found = tp.
      c.found += s.found ?? s.tp
      c.fp += s.fp
      c.fn += s.fn
    }
    if (p.duplicates !== null) duplicates = (duplicates ?? 0) + p.duplicates
  }
  // A pull request a failed judge left unscored and a later run (--only) scored is in the score now.
  const scoredIds = new Set(parts.flatMap((p) => p.prIds ?? []))
  const unscored = parts.flatMap((p) => p.unscored ?? []).filter((id) => !scoredIds.has(id))
  const sum = (key: 'tp' | 'fp' | 'fn' | 'prs' | 'findings' | 'golden' | 'cleanPrs' | 'cleanFalsePositives'): number => parts.reduce((n, p) => n + p[key], 0)
  return {
    ...scores({ tp: sum('tp'), fp: sum('fp'), fn: sum('fn') }),
    prs: sum('prs'),
    findings: sum('findings'),
    golden: sum('golden'),
    cleanPrs: sum('cleanPrs'),
    cleanFalsePositives: sum('cleanFalsePositives'),
    duplicates,
    // A run a failed judge left unscored and a later run scored is in no figure: the later run's outcome is the one that counts.
    notSucceeded: parts.flatMap((p) => (p.notSucceeded ?? []).filter((entry) => !(p.unscored ?? []).some((id) => scoredIds.has(id) && isRunOf(entry, id)))),
    prIds: parts.flatMap((p) => p.prIds ?? []),
    unscored,
    judgeFailure: unscored.length > 0 ? parts.flatMap((p) => (p.judgeFailure ? [p.judgeFailure] : [])).join('; ') || null : null,
    ...setup,
    ...coverage,
    byCategory: Object.fromEntries(
      Object.entries(byCategory)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, scores(v)]),
    ),
  }
}

/** One line of the per-category table: the name, then each cell right-aligned in its column. */
function row(name: string, cells: readonly string[]): string {
  const widths = [9, 7, 6, 4, 3, 6, 3]
  return [name.padEnd(17), ...cells.map((cell, i) => cell.padStart(widths[i] ?? 0))].join(' ')
}

export function formatSummary(s: EvalSummary): string {
  // An undefined ratio (no findings, nothing to find) is shown as such, never as 100 % or 0 %.
  const pct = (x: number | null): string => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`)
  const f1 = (x: number | null): string => (x === null ? 'n/a' : x.toFixed(3))
  const lines = [
    ...(s.setup !== undefined
      ? [`setup: ${s.setup}${s.setupUnchecked ? ` (not checked for ${s.setupUnchecked.join(', ')}, written before summaries carried their setup)` : ''}`]
      : []),
    `PRs ${s.prs} (${s.cleanPrs} clean) · findings ${s.findings} · golden ${s.golden}`,
    `precision ${pct(s.precision)}  recall ${pct(s.recall)}  F1 ${f1(s.f1)}  (tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`,
    `false positives on clean PRs: ${s.cleanFalsePositives}`,
    `duplicates across two pushes: ${s.duplicates === null ? 'not measured (one push)' : s.duplicates}`,
    `runs that did not succeed: ${s.notSucceeded.length === 0 ? 'none' : s.notSucceeded.join(', ')}`,
    ...((s.unscored ?? []).length > 0
      ? [`reviewed but not scored (left out of every figure here; the judge failed: ${s.judgeFailure ?? 'unknown'}): ${(s.unscored ?? []).join(', ')}`]
      : []),
    ...((s.missingShards ?? []).length > 0 ? [`shards not merged (their pull requests are in no figure): ${(s.missingShards ?? []).join(', ')}`] : []),
    '',
    // tp and fp are the category's findings (precision), found and fn its golden comments (recall): they differ when a judge pairs across categories.
    // The heading is laid out as the rows are, so each figure sits under its own heading.
    row('category', ['precision', 'recall', 'F1', 'tp', 'fp', 'found', 'fn']),
  ]
  for (const [category, c] of Object.entries(s.byCategory))
    lines.push(row(category, [pct(c.precision), pct(c.recall), f1(c.f1), String(c.tp), String(c.fp), String(c.found), String(c.fn)]))
  return lines.join('\n')
}
