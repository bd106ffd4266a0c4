import { describe, expect, it } from 'vitest'
import { findingId, type Finding } from '../../../src/core/contracts/review-payload.js'
import { assess, DEFAULT_ROUTING, gatingFindings } from '../../../src/core/policy/routing.js'
import { preparePublication } from '../../../plugins/lib/publication/payload-to-review.js'
import { ctx, finding, PATCH } from './two-hunk-file.js'

// The editor is a model that reads the pull request's text. Its payload names the team's findings
// by id; trusted code takes their numbers from the team's record. A gate compares severity with
// blocking-severity, so the editor must not lower a team finding's severity (a PR description
// saying "these are all minor" must not turn a required check green).

function teamOf(team: Finding): Map<string, never> {
  const id = findingId(team, PATCH)
  const assessed = { ...team, ...assess({ ...team, confidence: 0.9, verdict: 'confirmed' }, DEFAULT_ROUTING), id, reason: '', specialists: ['security'] }
  return new Map([[id, assessed as never]])
}

const severities = (payload: Finding[], team: Finding) => {
  const r = preparePublication({ summary: 's', findings: payload }, ctx({ assessments: teamOf(team) }))
  if (!r.ok) throw new Error(r.problems.join('; '))
  return r.publication.findings.map((f) => f.severity)
}

describe("a team finding's severity in the editor's payload", () => {
  const team = finding({ severity: 'high' })

  it('is never lowered below what the team reported', () => {
    expect(severities([{ ...team, severity: 'low' }], team)).toEqual(['high'])
    const r = preparePublication({ summary: 's', findings: [{ ...team, severity: 'info' }] }, ctx({ assessments: teamOf(team) }))
    expect(r.ok && gatingFindings(r.publication.findings, 'high').length).toBe(1)
  })

  it('is never lowered when the editor also moved the finding a line away', () => {
    expect(severities([{ ...team, line: 14, severity: 'medium' }], team)).toEqual(['high'])
  })

  it('may be raised by the editor', () => {
    expect(severities([{ ...finding({ severity: 'medium' }), severity: 'critical' }], finding({ severity: 'medium' }))).toEqual(['critical'])
  })
})
