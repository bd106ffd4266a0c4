import type { Finding } from '../core/contracts/review-payload.js'

/**
 * The review's score, 0 to 5 (the CodeHawk idea: a penalty matrix mapped to
 * stars), computed by trusted code from the severities of the findings a run
 * routed to the reader. It sits beside the structured pass/fail of blocking
 * and check-only and never changes it. The matrix is documented in
 * docs/sinks.md; change both together.
 */
export const SCORE_MAX = 5

export const SEVERITY_PENALTY: Readonly<Record<Finding['severity'], number>> = {
  critical: 3,
  high: 1.5,
  medium: 0.5,
  low: 0.25,
  info: 0,
}

/** Penalties add up; the score never drops below 0 and is given to two decimals. */
export function reviewScore(findings: readonly Pick<Finding, 'severity'>[]): number {
  const penalty = findings.reduce((sum, f) => sum + SEVERITY_PENALTY[f.severity], 0)
  return Math.round(Math.max(0, SCORE_MAX - penalty) * 100) / 100
}
