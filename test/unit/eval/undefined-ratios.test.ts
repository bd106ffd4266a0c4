import { describe, expect, it } from 'vitest'
import { formatSummary, mergeSummaries } from '../../../eval/lib/evaluate.js'
import { summarise, type ScoredPr } from '../../../eval/lib/metrics.js'
import type { EvalFinding, EvalPr, Golden } from '../../../eval/lib/types.js'

/**
 * Precision over no findings and recall over nothing to find are undefined (docs/eval.md#scores):
 * a run that found nothing must not show 100 % precision, and a merge must not count such a shard
 * as a perfect one.
 */
const finding = (line: number): EvalFinding => ({ id: `f-${line}`, path: 'src/a.ts', line, category: 'correctness', severity: 'high', title: 't', body: 'b' })
const golden = (line: number): Golden => ({ path: 'src/a.ts', line, category: 'correctness', severity: 'high', comment: 'c' })
const prOf = (id: string, g: Golden[]): EvalPr => ({
  id,
  title: 't',
  body: '',
  clean: g.length === 0,
  golden: g,
  source: { kind: 'files', files: [], checkout: {} },
})
const run = (pr: EvalPr, findings: EvalFinding[], matches: ScoredPr['matches'] = []): ScoredPr => ({
  result: { pr, findings, outcome: 'success', modelCalls: 1 },
  matches,
})

describe('scores with nothing to divide by', () => {
  it('gives no precision (n/a, F1 0) when there are no findings, and says so in the text', () => {
    const s = summarise([run(prOf('a', [golden(10), golden(20)]), [])])
    expect(s).toMatchObject({ tp: 0, fp: 0, fn: 2, precision: null, recall: 0, f1: 0 })
    expect(s.byCategory.correctness).toMatchObject({ precision: null, recall: 0, f1: 0 })
    const text = formatSummary(s)
    expect(text).toContain('precision n/a  recall 0.0%  F1 0.000')
    expect(text).not.toContain('100.0%')
  })

  it('gives no recall on clean pull requests alone, and neither ratio nor F1 when there is nothing at all', () => {
    expect(summarise([run(prOf('clean', []), [finding(5)])])).toMatchObject({ precision: 0, recall: null, f1: 0 })
    const empty = summarise([run(prOf('clean', []), [])])
    expect(empty).toMatchObject({ precision: null, recall: null, f1: null })
    expect(formatSummary(empty)).toContain('precision n/a  recall n/a  F1 n/a')
  })

  it('merges a shard without findings by its counts: its undefined precision is not averaged in as 1', () => {
    const none = summarise([run(prOf('a', [golden(10)]), [])])
    const half = summarise([run(prOf('b', [golden(10)]), [finding(10), finding(40)], [{ finding: 0, golden: 0 }])])
    const merged = mergeSummaries([none, half])
    expect(merged).toMatchObject({ tp: 1, fp: 1, fn: 1, precision: 0.5, recall: 0.5, f1: 0.5 })
    const noneElse = summarise([run(prOf('c', [golden(10)]), [])])
    expect(mergeSummaries([none, noneElse])).toMatchObject({ precision: null, recall: 0, f1: 0 })
  })
})
