import { describe, expect, it } from 'vitest'
import { annotate } from '../../../src/publication/sinks/annotations.js'
import type { AnnotationPort } from '../../../src/publication/report.js'
import type { SummaryFinding } from '../../../src/publication/summary.js'

/**
 * In check-only mode an annotation is where a reader meets a finding on its line, as an inline
 * comment is in comment mode: it says what the comment says when the numbers that routed the
 * finding are not what they seem (the verifier never checked it, or its confidence was read as a
 * percentage or defaulted).
 */
function finding(route_reason: string): SummaryFinding {
  return {
    id: 'hm2-00000000000000a1',
    placement: 'inline',
    route: 'inline',
    confidence: 0.95,
    confidence_after: 0.855,
    verdict: 'inconclusive',
    route_reason,
    path: 'src/a.ts',
    line: 3,
    severity: 'high',
    category: 'correctness',
    title: 'Unchecked',
    body: 'Body.',
    evidence: 'x()',
  }
}

function message(route_reason: string): string {
  const seen: string[] = []
  const port: AnnotationPort = { error: (m) => void seen.push(String(m)), warning: (m) => void seen.push(String(m)) }
  annotate(port, [finding(route_reason)], 'critical', 0, new Map([['src/a.ts', { removed: false }]]))
  return seen[0] ?? ''
}

describe('the route note on a check-only annotation', () => {
  it('says a finding the verifier never checked was not verified, and why', () => {
    expect(message('confidence 0.855 ≥ auto-comment 0.8; not verified: the verifier failed')).toContain(
      '(correctness, hm2-00000000000000a1, inline, confidence 0.855; not verified: the verifier failed)',
    )
  })

  it("says a specialist's confidence was read as a percentage", () => {
    expect(message("confidence 0.94 ≥ auto-comment 0.8; the specialist's confidence was written as 85, read as a percentage (0.85)")).toContain(
      "inline, confidence 0.855; the specialist's confidence was written as 85, read as a percentage (0.85))",
    )
  })

  it('adds nothing when the route reason is only the thresholds compared', () => {
    expect(message('confidence 0.855 ≥ auto-comment 0.8')).toMatch(/inline, confidence 0\.855\)$/)
  })
})
