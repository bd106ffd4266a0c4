import type { Category, EvalFinding, Golden, PrResult } from './types.js'
import type { Match } from './match.js'

/**
 * Precision, recall and F1 over a dataset, overall and per category (a
 * finding counts in its own category, a golden comment in its), plus the
 * false positives on clean pull requests and the duplicates across pushes.
 * A judge may pair a finding with a golden comment of another category: the
 * finding is a true positive of its category (precision), the golden comment
 * is found in its own (recall), so per category `found` and `tp` differ.
 */
export interface Counts {
  tp: number
  fp: number
  fn: number
}

/**
 * A ratio over nothing is undefined, never 1: precision is `null` when there are no findings (tp + fp
 * = 0), recall when there is nothing to find (found + fn = 0). F1 is 0 when exactly one of them is
 * undefined (findings with nothing to find, or golden comments with no finding: nothing was right),
 * and `null` only when both are. The text output shows `null` as "n/a" (docs/eval.md#scores).
 */
export interface Scores extends Counts {
  precision: number | null
  recall: number | null
  f1: number | null
}

/** A category's counts: `tp` findings of the category that matched, `found` golden comments of the category that were matched. */
export interface CategoryCounts extends Counts {
  found: number
}

export type CategoryScores = Scores & { found: number }

export interface EvalSummary extends Scores {
  prs: number
  findings: number
  golden: number
  cleanPrs: number
  cleanFalsePositives: number
  duplicates: number | null
  /** Runs that did not end `success` (`<id>: <outcome>`, `<id> (push 2): <outcome>`): their figures measure a failed, skipped or incomplete review. */
  notSucceeded: string[]
  /**
   * The ids of the pull requests scored, so `--merge` can refuse one scored in two shards (counted
   * twice). Absent in a shard written before it existed.
   */
  prIds?: string[]
  /**
   * Pull requests reviewed but not scored because the judge failed (docs/eval.md): no figure counts
   * them. Absent in a shard written before it existed.
   */
  unscored?: string[]
  /** The judge's failure, naming the pull request it failed on; null when it never failed. */
  judgeFailure?: string | null
  /** What was measured (dataset, model, noise, pushes, matcher): shards of another setup are not merged. Absent in a shard written before it existed. */
  setup?: string
  /** Merged shards written before `setup` existed, which could not be checked against it. */
  setupUnchecked?: string[]
  /** The shards of a `--shard i/n` split this score holds (`i/n`); absent without `--shard` and in a shard written before it existed. */
  shards?: string[]
  /** After `--merge`: the shards of that split whose output was not among the files (their pull requests are in no figure). */
  missingShards?: string[]
  byCategory: Record<string, CategoryScores>
}

export function scores(c: CategoryCounts): CategoryScores
export function scores(c: Counts): Scores
export function scores(c: Counts & { found?: number }): Scores {
  const found = c.found ?? c.tp
  const precision = c.tp + c.fp === 0 ? null : c.tp / (c.tp + c.fp)
  const recall = found + c.fn === 0 ? null : found / (found + c.fn)
  const f1 =
    precision === null && recall === null
      ? null
      : precision === null || recall === null || precision + recall === 0
        ? 0
        : (2 * precision * recall) / (precision + recall)
  const round = (x: number | null): number | null => (x === null ? null : Math.round(x * 10_000) / 10_000)
  return { ...c, precision: round(precision), recall: round(recall), f1: round(f1) }
}

export interface ScoredPr {
  result: PrResult
  matches: Match[]
}

/** How a result's runs ended, when one did not succeed (`<id>: <outcome>`, `<id> (push 2): <outcome>`). */
export function notSucceededOf(result: PrResult): string[] {
  return [
    ...(result.outcome !== 'success' ? [`${result.pr.id}: ${result.outcome}`] : []),
    ...(result.secondOutcome !== undefined && result.secondOutcome !== 'success' ? [`${result.pr.id} (push 2): ${result.secondOutcome}`] : []),
  ]
}

/** Whether an entry of `notSucceeded` (as notSucceededOf writes it) is a run of pull request `id`. */
export function isRunOf(entry: string, id: string): boolean {
  return entry.startsWith(`${id}: `) || entry.startsWith(`${id} (push 2): `)
}

export function summarise(scored: readonly ScoredPr[]): EvalSummary {
  const total: Counts = { tp: 0, fp: 0, fn: 0 }
  const perCategory = new Map<Category, CategoryCounts>()
  const bump = (category: Category, key: keyof CategoryCounts): void => {
    const c = perCategory.get(category) ?? { tp: 0, fp: 0, fn: 0, found: 0 }
    c[key]++
    perCategory.set(category, c)
    if (key !== 'found') total[key]++
  }
  let cleanFalsePositives = 0
  let findings = 0
  let golden = 0
  let duplicates: number | null = null
  const notSucceeded: string[] = []
  for (const { result, matches } of scored) {
    notSucceeded.push(...notSucceededOf(result))
    const matchedF = new Set(matches.map((m) => m.finding))
    const matchedG = new Set(matches.map((m) => m.golden))
    result.findings.forEach((f: EvalFinding, i) => bump(f.category, matchedF.has(i) ? 'tp' : 'fp'))
    result.pr.golden.forEach((g: Golden, i) => bump(g.category, matchedG.has(i) ? 'found' : 'fn'))
    if (result.pr.clean) cleanFalsePositives += result.findings.length
    findings += result.findings.length
    golden += result.pr.golden.length
    if (result.duplicates !== undefined) duplicates = (duplicates ?? 0) + result.duplicates
  }
  const byCategory = Object.fromEntries([...perCategory.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, scores(v)]))
  return {
    ...scores(total),
    prs: scored.length,
    findings,
    golden,
    cleanPrs: scored.filter((s) => s.result.pr.clean).length,
    cleanFalsePositives,
    duplicates,
    notSucceeded,
    prIds: scored.map((s) => s.result.pr.id),
    unscored: [],
    judgeFailure: null,
    byCategory,
  }
}
