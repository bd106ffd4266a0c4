import { describe, expect, it } from 'vitest'
import { routedFindings } from '../../../eval/lib/record-findings.js'
import type { ReviewRecord } from '../../../src/core/contracts/review-record.js'
import { findingId, type Finding } from '../../../src/core/contracts/review-payload.js'
import { reviewRecordOf } from '../../support/kit/index.js'

/**
 * The harness scores the findings a run routed to the reader. The findings
 * file also lists the ones trusted routing dropped (never published), so a
 * dropped finding that matches a golden comment must not count as found, nor
 * a dropped noise finding as a false positive.
 */
const HEAD = 'a'.repeat(40)

const finding = (line: number, title: string): Finding => ({
  path: 'src/cart.ts',
  line,
  severity: 'high',
  category: 'correctness',
  title,
  body: `${title}.`,
  evidence: 'total += price',
})

function record(): ReviewRecord {
  const routed = (f: Finding, route: 'inline' | 'escalate' | 'drop', placement: 'inline' | 'body' | 'none') => ({
    ...f,
    id: findingId(f, undefined),
    placement,
    confidence: 0.6,
    verdict: 'refuted' as const,
    confidence_after: route === 'drop' ? 0.21 : 0.9,
    route,
    route_reason: route,
  })
  const a = finding(10, 'Off by one in the total')
  const b = finding(20, 'Discount applied twice')
  const c = finding(30, 'Rounding loses a cent')
  return reviewRecordOf({
    headSha: HEAD,
    runId: '1-1',
    summary: 'Cart changes.',
    submitted: [a, b],
    findings: [routed(a, 'inline', 'inline'), routed(b, 'escalate', 'body'), routed(c, 'drop', 'none')],
    score: 2,
    result: { outcome: 'success', failureClass: null, reviewId: 1 },
  })
}

describe('the findings the harness scores', () => {
  it('are the commented and escalated ones; a finding routing dropped was never published and is not scored', () => {
    const scored = routedFindings(record())
    expect(scored.map((f) => f.line)).toEqual([10, 20])
  })
})
