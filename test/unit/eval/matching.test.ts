import { describe, expect, it } from 'vitest'
import { formatSummary, mergeSummaries, scoreResults } from '../../../eval/lib/evaluate.js'
import { deterministicMatches, oneToOne } from '../../../eval/lib/match.js'
import { summarise } from '../../../eval/lib/metrics.js'
import type { Category, EvalFinding, EvalPr, Golden } from '../../../eval/lib/types.js'
import { routedFindings } from '../../../eval/lib/record-findings.js'
import { findingId, type Finding } from '../../../src/core/contracts/review-payload.js'
import type { ReviewRecord } from '../../../src/core/contracts/review-record.js'
import { reviewRecordOf } from '../../support/kit/index.js'

/**
 * The matcher and the metrics on cases the shipped dataset does not reach:
 * one finding in reach of two golden comments, and a judge pairing a finding
 * with a golden comment of another category.
 */
const finding = (line: number, category: Category = 'correctness'): EvalFinding => ({
  id: `f-${line}-${category}`,
  path: 'src/a.ts',
  line,
  category,
  severity: 'high',
  title: `finding at ${line}`,
  body: 'body',
})
const golden = (line: number, category: Category = 'correctness'): Golden => ({
  path: 'src/a.ts',
  line,
  category,
  severity: 'high',
  comment: `issue at ${line}`,
})
const HEAD = 'a'.repeat(40)
const recorded = (line: number): Finding => ({
  path: 'src/a.ts',
  line,
  severity: 'high',
  category: 'correctness',
  title: 'Off by one',
  body: 'Off by one.',
  evidence: 'total += price',
})
/** A findings file holding one finding, routed inline. */
const recordWith = (f: Finding): ReviewRecord =>
  reviewRecordOf({
    headSha: HEAD,
    runId: '1-1',
    summary: 'Cart changes.',
    submitted: [f],
    findings: [
      {
        ...f,
        id: findingId(f, undefined),
        placement: 'inline',
        confidence: 0.9,
        verdict: 'confirmed',
        confidence_after: 0.9,
        route: 'inline',
        route_reason: 'inline',
      },
    ],
    score: 1,
    result: { outcome: 'success', failureClass: null, reviewId: 1 },
  })
const prOf = (g: Golden[]): EvalPr => ({ id: 'pr', title: 't', body: '', clean: g.length === 0, golden: g, source: { kind: 'files', files: [], checkout: {} } })

describe('one-to-one matching', () => {
  it('pairs as many findings with golden comments as can be paired, also when the closest pair would leave one out', () => {
    // The finding at 11 is closest to the golden comment at 10, but the one at 8 reaches only that one: both are found.
    const matches = deterministicMatches([finding(11), finding(8)], [golden(10), golden(13)], 3)
    expect(matches).toHaveLength(2)
    expect(new Set(matches.map((m) => `${m.finding}->${m.golden}`))).toEqual(new Set(['0->1', '1->0']))
  })

  it('prefers the closest pairs among the largest pairings, and uses each finding and golden comment once', () => {
    expect(deterministicMatches([finding(10), finding(12)], [golden(10), golden(12)], 3)).toEqual([
      { finding: 0, golden: 0 },
      { finding: 1, golden: 1 },
    ])
    // Two findings on one golden comment: one is a true positive, the other a false positive.
    expect(deterministicMatches([finding(10), finding(10)], [golden(10)], 3)).toHaveLength(1)
    // One finding in reach of two golden comments: it finds one of them.
    expect(deterministicMatches([finding(11)], [golden(10), golden(12)], 3)).toHaveLength(1)
  })

  it('keeps the most confident judge pairs among the largest pairings', () => {
    // distance = 1 - confidence
    const matches = oneToOne([
      { finding: 0, golden: 0, distance: 0.05 },
      { finding: 0, golden: 1, distance: 0.1 },
      { finding: 1, golden: 0, distance: 0.3 },
    ])
    expect(new Set(matches.map((m) => `${m.finding}->${m.golden}`))).toEqual(new Set(['0->1', '1->0']))
  })
})

describe('a finding on a range of lines', () => {
  it('matches a golden comment inside its range, however far its last line is, and is measured from the nearer end outside it', async () => {
    // A model anchors on lines 12-30; the golden comment is on line 20, ten lines from the last one.
    const ranged: EvalFinding = { ...finding(30), startLine: 12 }
    expect(deterministicMatches([ranged], [golden(20)], 3)).toEqual([{ finding: 0, golden: 0 }])
    expect(deterministicMatches([ranged], [golden(9)], 3)).toEqual([{ finding: 0, golden: 0 }])
    expect(deterministicMatches([ranged], [golden(8)], 3)).toEqual([])
    // The range is read from the findings file, where the reviewer wrote start_line.
    const record = recordWith({ ...recorded(30), start_line: 12 })
    expect(routedFindings(record)).toEqual([expect.objectContaining({ line: 30, startLine: 12 })])
    const s = await scoreResults([{ pr: prOf([golden(20)]), findings: routedFindings(record), outcome: 'success', modelCalls: 1 }])
    expect(s).toMatchObject({ tp: 1, fp: 0, fn: 0 })
  })

  it('on removed lines, is placed where both ends stood in the new file', async () => {
    // Ten lines added after line 1, then old lines 2-3 removed: both stood where new line 12 is.
    const patch = ['@@ -1,4 +1,12 @@', ' a()', ...Array.from({ length: 10 }, (_, i) => `+added(${i})`), '-b()', '-c()', ' d()'].join('\n')
    const scored = async (g: Golden) => {
      const pr: EvalPr = { ...prOf([g]), source: { kind: 'files', files: [{ filename: 'src/a.ts', status: 'modified', patch }], checkout: {} } }
      const removed: EvalFinding = { ...finding(3), startLine: 2, side: 'LEFT' }
      return scoreResults([{ pr, findings: [removed], outcome: 'success', modelCalls: 1 }])
    }
    expect(await scored(golden(12))).toMatchObject({ tp: 1, fn: 0 })
    // Old line 2 read as new line 2 would stretch the range over the added lines.
    expect(await scored(golden(5))).toMatchObject({ tp: 0, fn: 1 })
  })
})

describe('scores per category', () => {
  it("counts a golden comment a finding of another category matched as found in the golden comment's category", () => {
    // A judge paired a security finding with a correctness golden comment; the other correctness comment was missed.
    const pr = prOf([golden(10), golden(40)])
    const s = summarise([{ result: { pr, findings: [finding(10, 'security')], outcome: 'success', modelCalls: 1 }, matches: [{ finding: 0, golden: 0 }] }])
    expect(s).toMatchObject({ tp: 1, fp: 0, fn: 1, precision: 1, recall: 0.5 })
    expect(s.byCategory.correctness).toMatchObject({ found: 1, fn: 1, recall: 0.5 })
    expect(s.byCategory.security).toMatchObject({ tp: 1, fp: 0, precision: 1 })
    // The text table shows the count recall is computed from: correctness found 1 of 2 with no finding of its own.
    const row = formatSummary(s)
      .split('\n')
      .find((l) => l.startsWith('correctness'))
    expect(row?.trim().split(/\s+/)).toEqual(['correctness', 'n/a', '50.0%', '0.000', '0', '0', '1', '1'])
    expect(formatSummary(s)).toContain('tp  fp  found  fn')
    // Each figure ends in the column where its heading ends, so none reads as its neighbour's.
    const lines = formatSummary(s).split('\n')
    const header = lines.find((l) => l.startsWith('category')) ?? ''
    const ends = (line: string): number[] => [...line.matchAll(/\S+/g)].map((m) => m.index + m[0].length)
    for (const line of lines.filter((l) => l.startsWith('correctness') || l.startsWith('security'))) expect(ends(line).slice(1)).toEqual(ends(header).slice(1))
    // Shards merge the same way (a second shard scoring another pull request alike).
    const other = summarise([
      { result: { pr: { ...pr, id: 'pr-2' }, findings: [finding(10, 'security')], outcome: 'success', modelCalls: 1 }, matches: [{ finding: 0, golden: 0 }] },
    ])
    expect(mergeSummaries([s, other]).byCategory.correctness).toMatchObject({ found: 2, fn: 2, recall: 0.5 })
  })
})

describe('a finding on a removed line', () => {
  // Eight lines removed after line 1: the file after the change has line 2 where line 10 was.
  const patch = ['@@ -1,10 +1,2 @@', ' const keep = 1', ...Array.from({ length: 8 }, (_, i) => `-guard(${i + 2})`), ' return keep'].join('\n')
  const pr: EvalPr = {
    ...prOf([golden(2), golden(30, 'security')]),
    source: { kind: 'files', files: [{ filename: 'src/a.ts', status: 'modified', patch }], checkout: {} },
  }

  it('is matched where the removed line stood in the new file, not by its old number', async () => {
    const removed = { ...finding(9), side: 'LEFT' as const }
    // Old line 30 is new line 22: far from the golden comment on new line 30.
    const below = { ...finding(30, 'security'), side: 'LEFT' as const }
    const s = await scoreResults([{ pr, findings: [removed, below], outcome: 'success', modelCalls: 1 }])
    expect(s).toMatchObject({ tp: 1, fp: 1, fn: 1 })
    expect(s.byCategory.correctness).toMatchObject({ tp: 1, found: 1, fp: 0, fn: 0 })
    expect(s.byCategory.security).toMatchObject({ tp: 0, found: 0, fp: 1, fn: 1 })
  })
})
