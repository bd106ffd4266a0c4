import { describe, expect, it } from 'vitest'
import type { Assessment, Finding } from '../../../src/core/contracts/review-payload.js'
import { assess, capInline, confidenceAfter, countRoutes, DEFAULT_ROUTING, gatingFindings, routeOne } from '../../../src/core/policy/routing.js'

describe('confidenceAfter: the seed factors', () => {
  it('confirm raises c by 60% of the way to 1, inconclusive keeps 90%, refute keeps 35%, not-applicable keeps c', () => {
    expect(confidenceAfter(0.62, 'confirmed')).toBe(0.848)
    expect(confidenceAfter(0.7, 'inconclusive')).toBe(0.63)
    expect(confidenceAfter(0.58, 'refuted')).toBe(0.203)
    expect(confidenceAfter(0.58, 'not-applicable')).toBe(0.58)
  })
  it('uses configured factors and stays within [0, 1]', () => {
    const factors = { confirm: 1, inconclusive: 0.5, refute: 0 }
    expect(confidenceAfter(0.3, 'confirmed', factors)).toBe(1)
    expect(confidenceAfter(0.8, 'inconclusive', factors)).toBe(0.4)
    expect(confidenceAfter(0.99, 'refuted', factors)).toBe(0)
  })
})

describe('routeOne: thresholds', () => {
  const at = (c: number, category: Finding['category'] = 'correctness') => routeOne({ category, confidence_after: c }, DEFAULT_ROUTING).route
  it('routes at the boundaries: ≥ 0.8 inline, ≥ 0.5 escalate, below drop', () => {
    expect(at(0.8)).toBe('inline')
    expect(at(0.7999)).toBe('escalate')
    expect(at(0.5)).toBe('escalate')
    expect(at(0.4999)).toBe('drop')
    expect(at(0)).toBe('drop')
  })
  it('never drops an always-escalate category, and says why', () => {
    const decision = routeOne({ category: 'security', confidence_after: 0.1 }, DEFAULT_ROUTING)
    expect(decision.route).toBe('escalate')
    expect(decision.reason).toContain('always-escalate')
    expect(at(0.9, 'security')).toBe('inline')
  })
  it('follows configured thresholds and categories', () => {
    const policy = { ...DEFAULT_ROUTING, autoComment: 0.95, escalate: 0.2, alwaysEscalate: [] }
    expect(routeOne({ category: 'correctness', confidence_after: 0.9 }, policy).route).toBe('escalate')
    expect(routeOne({ category: 'security', confidence_after: 0.1 }, policy).route).toBe('drop')
  })
})

describe('assess: the seed table', () => {
  it('F3 confirmed 0.62 → inline; F2 inconclusive 0.70 → escalate; F4 refuted 0.58 → drop', () => {
    const f3 = assess({ severity: 'high', category: 'correctness', confidence: 0.62, verdict: 'confirmed' }, DEFAULT_ROUTING)
    const f2 = assess({ severity: 'medium', category: 'correctness', confidence: 0.7, verdict: 'inconclusive' }, DEFAULT_ROUTING)
    const f4 = assess({ severity: 'low', category: 'code-quality', confidence: 0.58, verdict: 'refuted' }, DEFAULT_ROUTING)
    expect([f3.route, f2.route, f4.route]).toEqual(['inline', 'escalate', 'drop'])
    expect(f3).toMatchObject({ confidence: 0.62, confidence_after: 0.848, verdict: 'confirmed' })
  })
  it('a refuted security finding below the floor is escalated, not dropped', () => {
    const a = assess({ severity: 'high', category: 'security', confidence: 0.6, verdict: 'refuted' }, DEFAULT_ROUTING)
    expect(a.confidence_after).toBe(0.21)
    expect(a.route).toBe('escalate')
  })
})

type Routed = Pick<Finding, 'severity' | 'title'> & Assessment
function routed(title: string, severity: Finding['severity'], route: Assessment['route'], after = 0.9): Routed {
  return { title, severity, confidence: after, verdict: 'confirmed', confidence_after: after, route, route_reason: 'r' }
}

describe('capInline: findings over max-comments are escalated, not moved silently', () => {
  it('keeps the most severe, then most confident, inline and escalates the rest with the reason', () => {
    const list = [
      routed('a', 'low', 'inline', 0.99),
      routed('b', 'high', 'inline', 0.85),
      routed('c', 'high', 'inline', 0.95),
      routed('d', 'medium', 'escalate', 0.6),
    ]
    const out = capInline(list, 1)
    expect(out.map((f) => [f.title, f.route])).toEqual([
      ['a', 'escalate'],
      ['b', 'escalate'],
      ['c', 'inline'],
      ['d', 'escalate'],
    ])
    expect(out[0]?.route_reason).toContain('over max-comments (1)')
    expect(out[3]?.route_reason).toBe('r')
    expect(countRoutes(out)).toEqual({ inline: 1, escalate: 3, drop: 0 })
  })
  it('escalates every inline finding when max-comments is 0', () => {
    expect(capInline([routed('a', 'high', 'inline')], 0)[0]?.route).toBe('escalate')
  })
})

describe('gatingFindings', () => {
  it('counts commented and escalated findings at or above the blocking severity, never dropped ones', () => {
    const list = [routed('a', 'high', 'inline'), routed('b', 'critical', 'escalate'), routed('c', 'critical', 'drop'), routed('d', 'medium', 'inline')]
    expect(gatingFindings(list, 'high').map((f) => f.title)).toEqual(['a', 'b'])
  })
})
