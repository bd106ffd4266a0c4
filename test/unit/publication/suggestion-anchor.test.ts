import { describe, expect, it } from 'vitest'
import { findingId, type Finding } from '../../../src/core/contracts/review-payload.js'
import { assess, DEFAULT_ROUTING } from '../../../src/core/policy/routing.js'
import { preparePublication } from '../../../plugins/lib/publication/payload-to-review.js'
import { ctx, finding, PATCH } from './two-hunk-file.js'

// A GitHub suggestion replaces exactly the commented lines when accepted. A suggestion
// written for other lines than the comment ends up on must never be offered as one.

function teamOf(team: Finding): Map<string, never> {
  const id = findingId(team, PATCH)
  const assessed = { ...team, ...assess({ ...team, confidence: 0.9, verdict: 'confirmed' }, DEFAULT_ROUTING), id, reason: '', specialists: ['correctness'] }
  return new Map([[id, assessed as never]])
}

describe('suggestions and the lines they replace', () => {
  it('offers a suggestion on a multi-line range that GitHub keeps', () => {
    const r = preparePublication({ summary: 's', findings: [finding({ start_line: 13, line: 14, suggestion: 'both()' })] }, ctx())
    if (!r.ok) throw new Error(r.problems.join('; '))
    expect(r.publication.comments[0]).toMatchObject({ start_line: 13, line: 14 })
    expect(r.publication.comments[0]?.body).toContain('```suggestion\nboth()\n```')
  })

  it('shows a multi-line suggestion as plain code when its range was cut to one line on the last attempt', () => {
    // Lines 12-53 span two hunks: the last attempt anchors line 53 alone, but the
    // suggestion replaces 42 lines; accepting it on line 53 would corrupt the file.
    const r = preparePublication(
      { summary: 's', findings: [finding({ start_line: 12, line: 53, evidence: 'n1', suggestion: 'whole()' })] },
      ctx({ final: true }),
    )
    if (!r.ok) throw new Error(r.problems.join('; '))
    const comment = r.publication.comments[0]
    expect(comment).toMatchObject({ line: 53 })
    expect(comment?.start_line).toBeUndefined()
    expect(comment?.body).toContain('whole()')
    expect(comment?.body).not.toContain('```suggestion')
  })

  it('shows the suggestion of a finding the editor moved as plain code once it is published at the team line', () => {
    const team = finding({ line: 13, evidence: 'new1' })
    const r = preparePublication({ summary: 's', findings: [{ ...team, line: 14, suggestion: 'second()' }] }, ctx({ assessments: teamOf(team) }))
    if (!r.ok) throw new Error(r.problems.join('; '))
    const comment = r.publication.comments[0]
    expect(comment).toMatchObject({ line: 13 })
    expect(comment?.body).toContain('second()')
    expect(comment?.body).not.toContain('```suggestion')
  })

  it("keeps the suggestion of a team finding the editor left on the team's range", () => {
    const team = finding({ start_line: 13, line: 14, evidence: 'new1' })
    // The editor kept the team's range: the comment covers exactly the lines the suggestion replaces.
    const r = preparePublication({ summary: 's', findings: [{ ...team, suggestion: 'both()' }] }, ctx({ assessments: teamOf(team) }))
    if (!r.ok) throw new Error(r.problems.join('; '))
    expect(r.publication.comments[0]?.body).toContain('```suggestion\nboth()\n```')
  })

  it('shows the suggestion of a restored team finding whose range left one hunk as plain code', () => {
    const team = finding({ start_line: 12, line: 53, evidence: 'n1', suggestion: 'whole()' })
    const r = preparePublication({ summary: 's', findings: [] }, ctx({ assessments: teamOf(team) }))
    if (!r.ok) throw new Error(r.problems.join('; '))
    const comment = r.publication.comments[0]
    expect(comment).toMatchObject({ line: 53 })
    expect(comment?.body).toContain('whole()')
    expect(comment?.body).not.toContain('```suggestion')
  })
  it('replaces the lines with exactly the suggested text: no blank line from a trailing newline, and an empty suggestion deletes them', () => {
    const body = (suggestion: string): string => {
      const r = preparePublication({ summary: 's', findings: [finding({ suggestion })] }, ctx())
      if (!r.ok) throw new Error(r.problems.join('; '))
      return r.publication.comments[0]?.body ?? ''
    }
    expect(body('fixed()\n')).toContain('```suggestion\nfixed()\n```')
    // src/a.ts has LF line endings: a CRLF the model wrote would land in it (suggestion-line-endings.test.ts).
    expect(body('a()\r\nb()\r\n')).toContain('```suggestion\na()\nb()\n```')
    expect(body('')).toContain('```suggestion\n```')
    // A lone newline is one blank line, as written.
    expect(body('\n')).toContain('```suggestion\n\n```')
  })
  it('never offers a suggestion block the model wrote into the body, where no check of its lines applies', () => {
    // On removed code, and on a range cut to one line, a body-made block would still be applicable.
    for (const over of [
      { side: 'LEFT' as const, line: 13 },
      { start_line: 12, line: 53, evidence: 'n1' },
    ]) {
      const text = 'Replace it:\n\n``` suggestion\nsafe()\n```\n\n~~~~Suggestion\nother()\n~~~~'
      const r = preparePublication({ summary: 's', findings: [finding({ ...over, body: text })] }, ctx({ final: true }))
      if (!r.ok) throw new Error(r.problems.join('; '))
      const comment = r.publication.comments[0]?.body ?? ''
      expect(comment).toContain('safe()')
      expect(comment).not.toMatch(/^ {0,3}(`{3,}|~{3,})\s*suggestion/im)
    }
  })
})
