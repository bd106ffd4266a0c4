import { describe, expect, it } from 'vitest'
import { renderReviewBody, type PlacedFinding } from '../../../plugins/lib/publication/render.js'
import { bodyFindings, escalatedRecheck, type EscalatedRecheckInput } from '../../../src/context/escalated-recheck.js'
import type { PushDelta } from '../../../src/context/push-delta.js'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { makeRunMarker } from '../../../src/core/contracts/markers.js'
import type { Finding } from '../../../src/core/contracts/review-payload.js'
import { changedFileOf } from '../../support/kit/index.js'

const BOT = 'github-actions[bot]'
const HEAD = 'b'.repeat(40)

function placed(path: string, severity: Finding['severity'], line = 7, start_line?: number): PlacedFinding {
  return {
    id: 'hm-000000000001',
    placement: 'body',
    path,
    line,
    ...(start_line ? { start_line } : {}),
    severity,
    category: 'security',
    title: 'eval of input',
    body: 'Bad.',
    evidence: 'x',
    confidence: 0.6,
    verdict: 'inconclusive',
    confidence_after: 0.6,
    route: 'escalate',
    route_reason: 'always-escalate',
  }
}
const body = (findings: PlacedFinding[]) =>
  renderReviewBody({ summary: 'S', findings, dispositions: [], exclusions: [], caps: [], marker: makeRunMarker('9-1', HEAD), notes: [] }).body
const file = (filename: string): ChangedFile => changedFileOf(filename, { status: 'added', patch: '@@ -0,0 +1 @@\n+x', sha: undefined })
const delta = (...changed: string[]): PushDelta => ({ kind: 'delta', since: HEAD, commits: 1, reason: 'x', changed: new Map(changed.map((p) => [p, file(p)])) })
const FILES = ['README.md', 'src/a.ts', 'src/b`tick.ts', 'src/low.ts'].map(file)
const input = (text: string, over: Partial<EscalatedRecheckInput> = {}): EscalatedRecheckInput => ({
  mode: 'blocking',
  blockingSeverity: 'high',
  reviews: [{ id: 5, author: BOT, state: 'COMMENTED', body: text, commitId: HEAD, submittedAt: 'x' }],
  expectedLogin: BOT,
  delta: delta('README.md'),
  files: FILES,
  ...over,
})

describe('the blocking findings a review lists in its body', () => {
  it('are read back from the body publish_review renders, with their severity and location', () => {
    const read = bodyFindings(body([placed('src/a.ts', 'high'), placed('src/b`tick.ts', 'critical', 12, 10)]))
    expect(read.map((f) => [f.severity, f.span, f.range])).toEqual([
      ['high', '`src/a.ts:7`', '7'],
      ['critical', '``src/b`tick.ts:10-12``', '10-12'],
    ])
  })

  it('send their unchanged files back to a gating delta review, at or above blocking-severity only', () => {
    const text = body([placed('src/a.ts', 'high'), placed('src/b`tick.ts', 'critical', 12, 10), placed('src/low.ts', 'medium')])
    expect([...escalatedRecheck(input(text))]).toEqual(['src/a.ts', 'src/b`tick.ts'])
    expect([...escalatedRecheck(input(text, { blockingSeverity: 'medium' }))]).toEqual(['src/a.ts', 'src/b`tick.ts', 'src/low.ts'])
    // A file the push changed is reviewed anyway.
    expect([...escalatedRecheck(input(text, { delta: delta('src/a.ts') }))]).toEqual(['src/b`tick.ts'])
  })

  it('change nothing in comment and silent runs, in a full review, or when the base review is not ours', () => {
    const text = body([placed('src/a.ts', 'high')])
    expect(escalatedRecheck(input(text, { mode: 'comment' })).size).toBe(0)
    expect(escalatedRecheck(input(text, { mode: 'silent' })).size).toBe(0)
    expect(escalatedRecheck(input(text, { delta: { kind: 'full', reason: 'first', since: undefined } })).size).toBe(0)
    expect(escalatedRecheck(input(text, { mode: 'check-only' })).size).toBe(1)
    const copied = input(text)
    copied.reviews = [{ ...copied.reviews[0]!, author: 'mallory' }]
    expect(escalatedRecheck(copied).size).toBe(0)
  })
})
