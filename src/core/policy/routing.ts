import { atOrAbove, type Assessment, type Finding, type Route, type Verdict } from '../contracts/review-payload.js'
import type { RoutingConfig } from '../contracts/run-config.js'

/**
 * Confidence and routing (the PR Sentinel policy), pure: a verdict moves a
 * specialist's confidence by configured factors, and the confidence after
 * verification decides the route. Trusted code runs this; no model output
 * can choose a route.
 *
 * - confirmed:      c + (1 − c) × confirm
 * - inconclusive:   c × inconclusive
 * - refuted:        c × refute
 * - not-applicable: c (verification does not speak to it)
 *
 * Routes: `≥ autoComment` → inline; `≥ escalate` → a human's look; lower →
 * dropped (counted). `alwaysEscalate` categories never drop. Inline findings
 * over `maxComments` are escalated, never silently moved.
 */
export interface ConfidenceFactors {
  confirm: number
  inconclusive: number
  refute: number
}

export interface RoutingPolicy {
  autoComment: number
  escalate: number
  factors: ConfidenceFactors
  alwaysEscalate: readonly Finding['category'][]
  /** Inline comments allowed; the rest of the inline-worthy findings are escalated. */
  maxComments: number
}

export const DEFAULT_FACTORS: ConfidenceFactors = { confirm: 0.6, inconclusive: 0.9, refute: 0.35 }
export const DEFAULT_ROUTING: RoutingPolicy = {
  autoComment: 0.8,
  escalate: 0.5,
  factors: DEFAULT_FACTORS,
  alwaysEscalate: ['security'],
  maxComments: 25,
}

/** The policy of a run from its resolved routing configuration (defaults when absent). */
export function routingPolicy(routing: RoutingConfig | undefined, maxComments: number): RoutingPolicy {
  if (!routing) return { ...DEFAULT_ROUTING, maxComments }
  return { autoComment: routing.autoComment, escalate: routing.escalate, factors: routing.factors, alwaysEscalate: routing.alwaysEscalate, maxComments }
}

/**
 * A specialist that gives no confidence is taken at the default auto-comment
 * threshold: confirmed it is commented, inconclusive it is escalated, refuted
 * it is dropped, as the verdict alone would decide.
 */
export const DEFAULT_CONFIDENCE = 0.8

/** Four decimals: enough to order findings, short enough to read in a table. */
function round(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000
}

export function confidenceAfter(confidence: number, verdict: Verdict, factors: ConfidenceFactors = DEFAULT_FACTORS): number {
  switch (verdict) {
    case 'confirmed':
      return round(confidence + (1 - confidence) * factors.confirm)
    case 'inconclusive':
      return round(confidence * factors.inconclusive)
    case 'refuted':
      return round(confidence * factors.refute)
    case 'not-applicable':
      return round(confidence)
  }
}

export interface RouteDecision {
  route: Route
  reason: string
}

/** The route of one finding by its confidence after verification and its category. */
export function routeOne(finding: Pick<Finding, 'category'> & { confidence_after: number }, policy: Omit<RoutingPolicy, 'maxComments'>): RouteDecision {
  const c = finding.confidence_after
  if (c >= policy.autoComment) return { route: 'inline', reason: `confidence ${c} ≥ auto-comment ${policy.autoComment}` }
  if (c >= policy.escalate) return { route: 'escalate', reason: `confidence ${c} ≥ escalate ${policy.escalate}` }
  if (policy.alwaysEscalate.includes(finding.category)) {
    return { route: 'escalate', reason: `${finding.category} is an always-escalate category (confidence ${c} < escalate ${policy.escalate})` }
  }
  return { route: 'drop', reason: `confidence ${c} < escalate ${policy.escalate}` }
}

export interface Assessable extends Pick<Finding, 'severity' | 'category'> {
  confidence: number
  verdict: Verdict
}

/** Confidence after the verdict, then the route; every finding keeps its numbers so sinks can show them. */
export function assess(finding: Assessable, policy: Omit<RoutingPolicy, 'maxComments'>): Assessment {
  const after = confidenceAfter(finding.confidence, finding.verdict, policy.factors)
  const decision = routeOne({ category: finding.category, confidence_after: after }, policy)
  return { confidence: round(finding.confidence), verdict: finding.verdict, confidence_after: after, route: decision.route, route_reason: decision.reason }
}

const RANK: Record<Finding['severity'], number> = { critical: 0, high: 1, medium: 2, low: 3, info: 4 }

/**
 * Applies the inline cap: of the findings routed inline, the most severe
 * (then the most confident) keep their comment; the rest are escalated with
 * the reason, so a human still sees them. Order of the input is kept.
 */
export function capInline<T extends Pick<Finding, 'severity'> & Assessment>(
  findings: readonly T[],
  maxComments: number,
  /** Whether a finding takes a comment slot; by default every inline-routed one (publication counts only anchorable ones). */
  takesSlot: (finding: T) => boolean = (f) => f.route === 'inline',
): T[] {
  const inline = findings
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => takesSlot(f))
    .sort((a, b) => RANK[a.f.severity] - RANK[b.f.severity] || b.f.confidence_after - a.f.confidence_after || a.i - b.i)
  const over = new Set(inline.slice(Math.max(0, maxComments)).map(({ i }) => i))
  return findings.map((f, i) => (over.has(i) ? { ...f, route: 'escalate' as const, route_reason: `over max-comments (${maxComments}); ${f.route_reason}` } : f))
}

/** Findings that gate blocking and check-only runs: commented or escalated, at or above the blocking severity. */
export function gatingFindings<T extends Pick<Finding, 'severity'> & { route?: Route }>(findings: readonly T[], blockingSeverity: Finding['severity']): T[] {
  return findings.filter((f) => f.route !== 'drop' && atOrAbove(f.severity, blockingSeverity))
}

export interface RouteCounts {
  inline: number
  escalate: number
  drop: number
}

export function countRoutes(findings: readonly { route?: Route }[]): RouteCounts {
  const counts: RouteCounts = { inline: 0, escalate: 0, drop: 0 }
  for (const f of findings) counts[f.route ?? 'inline']++
  return counts
}
