import { describe, expect, it } from 'vitest'
import { renderInlineComment, renderReviewBody, type PlacedFinding } from '../../../plugins/lib/publication/render.js'
import { makeRunMarker } from '../../../src/core/contracts/markers.js'
import { applyVerdicts } from '../../../plugins/lib/reviewers/verifier.js'
import { dedupe, parseSpecialistAnswer } from '../../../plugins/lib/reviewers/findings.js'
import { DB_PATCH } from '../reviewers/fixtures.js'

/**
 * A confidence the trusted parser read as a percentage, or replaced by the
 * default, changed the finding's route. The escalated entry in the body says
 * so; an inline comment must say it too, or the reader of the comment (the
 * one place an inline finding is shown) cannot tell its confidence was not
 * the specialist's as written.
 */
const base = { path: 'src/db.ts', side: 'RIGHT', severity: 'high', category: 'correctness', body: 'Interpolated id.', evidence: 'pool.query(`SELECT ${id}`)' }

function verified(confidence: unknown, title: string, answered = true, missing = 'the verifier gave no verdict', extra: object = {}): PlacedFinding[] {
  const parsed = parseSpecialistAnswer(JSON.stringify({ findings: [{ ...base, line: 4, title, confidence, ...extra }] }), [DB_PATCH])
  const { candidates } = dedupe([{ specialist: 'correctness', findings: parsed.findings }])
  const verdicts = new Map(answered ? [['0', { verdict: 'confirmed' as const, reason: 'shown' }]] : [])
  return applyVerdicts(candidates, verdicts, missing).verified.map((f) => ({ ...f, placement: 'inline' as const, reason: undefined }))
}

describe('the route note on an inline comment', () => {
  it('says a confidence was read as a percentage, with the numbers routing used', () => {
    const [finding] = verified(85, 'Percent read')
    if (!finding) throw new Error('one finding')
    expect(finding.route).toBe('inline')
    const comment = renderInlineComment(finding)
    expect(comment).toContain('confidence 0.85 → 0.94 (confirmed)')
    expect(comment).toContain("the specialist's confidence was written as 85, read as a percentage (0.85)")
  })

  it('says a confidence that could not be read took the default', () => {
    const [finding] = verified('very high', 'Defaulted')
    if (!finding) throw new Error('one finding')
    const comment = renderInlineComment(finding)
    expect(comment).toContain('confidence 0.80 → 0.92 (confirmed)')
    expect(comment).toContain("the specialist's confidence could not be read")
    expect(comment).toContain('the default 0.8 was used')
  })

  it("says a finding commented on the specialist's confidence alone was not verified, and why", () => {
    // 0.95 × 0.9 (inconclusive) is still above auto-comment 0.8: without a note the comment reads as a checked claim.
    const [unanswered] = verified(0.95, 'Unanswered', false)
    if (!unanswered) throw new Error('one finding')
    expect(unanswered.route).toBe('inline')
    expect(renderInlineComment(unanswered)).toContain('confidence 0.95 → 0.85 (inconclusive) — not verified: the verifier gave no verdict')
    const [failed] = verified(0.95, 'Failed', false, 'not verified: the verifier failed')
    expect(renderInlineComment(failed ?? unanswered)).toContain('(inconclusive) — not verified: the verifier failed</sub>')
  })

  it("says the specialist's suggested change was left out (over its 4,000 characters), in the comment and the body entry", () => {
    // Kept without it (half a replacement would break the lines), the reader saw a finding that never offered a fix.
    const [finding] = verified(0.9, 'Long fix', true, undefined, { suggestion: 'x'.repeat(4001) })
    if (!finding) throw new Error('one finding')
    expect(finding).not.toHaveProperty('suggestion')
    const note = "the specialist's suggested change was left out: it was over 4,000 characters"
    expect(renderInlineComment(finding)).toContain(`confidence 0.90 → 0.96 (confirmed) — ${note}`)
    const { body } = renderReviewBody({
      summary: 's',
      findings: [{ ...finding, placement: 'body', reason: 'line 4 is not part of the diff' }],
      dispositions: [],
      exclusions: [],
      caps: [],
      marker: makeRunMarker('9', 'b'.repeat(40)),
      notes: [],
    })
    expect(body).toContain(`line 4 is not part of the diff; ${note}`)
  })

  it('adds nothing to a comment whose confidence was read as written', () => {
    const [finding] = verified(0.9, 'As written')
    if (!finding) throw new Error('one finding')
    expect(renderInlineComment(finding)).not.toMatch(/confidence \d/)
  })

  it('is in the body entry too when an inline-routed finding is listed there for another reason (its line not in the diff)', () => {
    const [finding] = verified(85, 'Percent read')
    if (!finding) throw new Error('one finding')
    const moved: PlacedFinding = { ...finding, placement: 'body', reason: 'line 4 is not part of the diff' }
    const { body } = renderReviewBody({
      summary: 's',
      findings: [moved],
      dispositions: [],
      exclusions: [],
      caps: [],
      marker: makeRunMarker('9', 'b'.repeat(40)),
      notes: [],
    })
    expect(body).toContain('line 4 is not part of the diff')
    expect(body).toContain("the specialist's confidence was written as 85, read as a percentage (0.85)")
  })
})
