import { describe, expect, it } from 'vitest'
import { findingId, type Finding } from '../../../src/core/contracts/review-payload.js'
import { assess, DEFAULT_ROUTING } from '../../../src/core/policy/routing.js'
import { rangeNarrowedNote } from '../../../src/core/policy/route-note.js'
import { buildLineMap } from '../../../src/core/diff/diff-lines.js'
import { preparePublication } from '../../../plugins/lib/publication/payload-to-review.js'
import { ctx, finding, PATCH } from './two-hunk-file.js'

// GitHub takes a multi-line comment only when both ends lie in one hunk on one side. The first
// hunk of src/a.ts shows new lines 10-17; lines 18-49 are not in the diff. A range from 15 to past 17
// is commented on line 15, where it starts (narrow-range.ts).

function teamOf(team: Finding, verdict: 'confirmed' | 'refuted' = 'confirmed', note?: string): Map<string, never> {
  const id = findingId(team, PATCH)
  const routed = assess({ ...team, confidence: 0.9, verdict }, DEFAULT_ROUTING)
  const route_reason = note === undefined ? routed.route_reason : `${routed.route_reason}; ${note}`
  const assessed = { ...team, ...routed, route_reason, id, reason: '', specialists: ['correctness'] }
  return new Map([[id, assessed as never]])
}

describe('a range that starts in a hunk and ends past it', () => {
  it('is commented inline on its first line, not listed in the body without its lines, and the review says so', () => {
    const r = preparePublication({ summary: 's', findings: [finding({ start_line: 15, line: 20, evidence: ' c5' })] }, ctx())
    if (!r.ok) throw new Error(r.problems.join('; '))
    expect(r.publication.comments).toHaveLength(1)
    expect(r.publication.comments[0]).toMatchObject({ line: 15, side: 'RIGHT' })
    expect(r.publication.comments[0]?.start_line).toBeUndefined()
    expect(r.publication.comments[0]?.body).toMatch(/named lines 15-20/)
    expect(r.publication.comments[0]?.body).toMatch(/it is shown on line 15\./)
    expect(r.publication.findings[0]).toMatchObject({ placement: 'inline', line: 15, rangeNarrowed: [15, 20] })
    expect(r.publication.body).toMatch(/1 finding named lines GitHub cannot comment on as one range/)
  })

  it('shows its suggestion as code: written for lines 15-20, accepted on line 15 it would replace that line with all of it', () => {
    const r = preparePublication({ summary: 's', findings: [finding({ start_line: 15, line: 20, evidence: ' c5', suggestion: 'a()\nb()' })] }, ctx())
    if (!r.ok) throw new Error(r.problems.join('; '))
    const body = r.publication.comments[0]?.body ?? ''
    expect(body).toContain('a()\nb()')
    expect(body).not.toContain('```suggestion')
  })

  it("takes the team's finding the specialist's parser narrowed the same way, not an unverified second one", () => {
    const team = finding({ line: 15, evidence: ' c4' })
    const r = preparePublication({ summary: 's', findings: [{ ...team, start_line: 15, line: 20 }] }, ctx({ assessments: teamOf(team) }))
    if (!r.ok) throw new Error(r.problems.join('; '))
    expect(r.publication.findings.map((f) => [f.id, f.verdict, f.placement, f.line])).toEqual([[findingId(team, PATCH), 'confirmed', 'inline', 15]])
    // The id the payload names exactly: no re-anchoring to a nearby team finding was needed.
    expect(r.publication.body).not.toMatch(/moved off the line the team verified/)
  })

  it('reports a range the last attempt cut to its own line, which was silent before', () => {
    const r = preparePublication({ summary: 's', findings: [finding({ start_line: 14, line: 53, evidence: 'n1' })] }, ctx({ final: true }))
    if (!r.ok) throw new Error(r.problems.join('; '))
    expect(r.publication.findings[0]).toMatchObject({ line: 53, rangeNarrowed: [14, 53] })
    expect(r.publication.comments[0]?.body).toMatch(/named lines 14-53/)
    expect(r.publication.body).toMatch(/1 finding named lines GitHub cannot comment on as one range/)
  })

  it('replays a record made before ranges were narrowed as it was recorded: at its own line in the body, not twice', () => {
    // Such a record holds the payload's range 15-30 and, as placed, the finding at line 30 in the body, whose
    // id is the replay's assessment. Narrowed again, it would count as unverified beside the restored one.
    const recorded = finding({ line: 30, evidence: ' c5' })
    const r = preparePublication({ summary: 's', findings: [{ ...recorded, start_line: 15 }] }, ctx({ assessments: teamOf(recorded) }))
    if (!r.ok) throw new Error(r.problems.join('; '))
    expect(r.publication.findings.map((f) => [f.id, f.verdict, f.placement, f.line])).toEqual([[findingId(recorded, PATCH), 'confirmed', 'body', 30]])
    expect(r.publication.body).not.toMatch(/left out was kept by trusted routing/)
  })

  it('is not said in the body when routing dropped it: the note and ranges_narrowed count what the review shows', () => {
    const team = finding({ line: 15, evidence: ' c4' })
    const r = preparePublication({ summary: 's', findings: [{ ...team, start_line: 15, line: 20 }] }, ctx({ assessments: teamOf(team, 'refuted') }))
    if (!r.ok) throw new Error(r.problems.join('; '))
    expect(r.publication.findings.map((f) => f.placement)).toEqual(['none'])
    expect(r.publication.body).not.toMatch(/named lines GitHub cannot comment on/)
  })

  it('keeps its id across a push that edits its named lines past the hunk, so the ledger knows it and it is not posted twice', () => {
    // The next push changes line 19, inside the named range 15-30: the first hunk now runs to line 22.
    const next = [
      '@@ -10,12 +10,13 @@ a',
      ...[' c1', ' c2', ' c3', '-old', '+new1', '+new2', ' c4', ' c5', ' c6', ' e1', '-e2', '+e2x', ' e3', ' e4', ' e5'],
      ...PATCH.split('\n').slice(11),
    ].join('\n')
    const idOn = (patch: string): string => {
      const over = { lineMaps: new Map([['src/a.ts', buildLineMap(patch)]]), patches: new Map([['src/a.ts', patch]]) }
      const r = preparePublication({ summary: 's', findings: [finding({ start_line: 15, line: 30, evidence: ' c4' })] }, ctx(over))
      if (!r.ok) throw new Error(r.problems.join('; '))
      expect(r.publication.findings[0]).toMatchObject({ placement: 'inline', rangeNarrowed: [15, 30] })
      return r.publication.findings[0]!.id
    }
    expect(idOn(next)).toBe(idOn(PATCH))
  })

  it("names the range once when the specialist's parser narrowed it and the editor sent the whole range again", () => {
    const team = finding({ line: 15, evidence: ' c4' })
    const assessments = teamOf(team, 'confirmed', rangeNarrowedNote([15, 20], [15, 15]))
    const r = preparePublication({ summary: 's', findings: [{ ...team, start_line: 15, line: 20 }] }, ctx({ assessments }))
    if (!r.ok) throw new Error(r.problems.join('; '))
    const body = r.publication.comments[0]?.body ?? ''
    expect(body.match(/lines 15-20/g)).toHaveLength(1)
    // Said by the route note alone when the editor sent the finding on the line it is shown on.
    const alone = preparePublication({ summary: 's', findings: [team] }, ctx({ assessments }))
    if (!alone.ok) throw new Error(alone.problems.join('; '))
    expect((alone.publication.comments[0]?.body ?? '').match(/lines 15-20/g)).toHaveLength(1)
    // And once in the body, where one over max-comments is listed.
    const listed = preparePublication({ summary: 's', findings: [{ ...team, start_line: 15, line: 20 }] }, ctx({ assessments, maxComments: 0 }))
    if (!listed.ok) throw new Error(listed.problems.join('; '))
    expect(listed.publication.body.match(/lines 15-20/g)).toHaveLength(1)
  })
})

// A model naming the whole function around a change: a range from above a hunk to past it, both ends
// outside the diff. It is shown on its first changed line inside it (narrow-range.ts).
describe('a range that starts above a hunk and ends past it', () => {
  it('is commented inline on the first changed line within it, not listed in the body without its lines, and the review says so', () => {
    const r = preparePublication({ summary: 's', findings: [finding({ start_line: 5, line: 30, evidence: 'new1' })] }, ctx())
    if (!r.ok) throw new Error(r.problems.join('; '))
    expect(r.publication.comments).toHaveLength(1)
    expect(r.publication.comments[0]).toMatchObject({ line: 13, side: 'RIGHT' })
    expect(r.publication.comments[0]?.start_line).toBeUndefined()
    expect(r.publication.comments[0]?.body).toMatch(/named lines 5-30/)
    expect(r.publication.findings[0]).toMatchObject({ placement: 'inline', line: 13, rangeNarrowed: [5, 30] })
    expect(r.publication.body).toMatch(/1 finding named lines GitHub cannot comment on as one range/)
  })

  it("takes the team's finding the specialist's parser narrowed the same way, not an unverified second one", () => {
    const team = finding({ line: 13 })
    const r = preparePublication({ summary: 's', findings: [{ ...team, start_line: 5, line: 30 }] }, ctx({ assessments: teamOf(team) }))
    if (!r.ok) throw new Error(r.problems.join('; '))
    expect(r.publication.findings.map((f) => [f.id, f.verdict, f.placement, f.line])).toEqual([[findingId(team, PATCH), 'confirmed', 'inline', 13]])
  })

  it('replays a record made before such ranges were narrowed as it was recorded: at its own line in the body, not twice', () => {
    const recorded = finding({ line: 30, evidence: 'new1' })
    const r = preparePublication({ summary: 's', findings: [{ ...recorded, start_line: 5 }] }, ctx({ assessments: teamOf(recorded) }))
    if (!r.ok) throw new Error(r.problems.join('; '))
    expect(r.publication.findings.map((f) => [f.id, f.verdict, f.placement, f.line])).toEqual([[findingId(recorded, PATCH), 'confirmed', 'body', 30]])
  })

  it('keeps its id across pushes that edit its named lines past the hunk or a line above it, and whatever lines the specialist names around the change', () => {
    // One push changes line 25, inside the named range below the hunk; another line 1, above the range (its hunk shows 1-4).
    const below = [...PATCH.split('\n').slice(0, 10), '@@ -24,3 +25,3 @@ e', ' e1', '-e2', '+e2x', ' e3', ...PATCH.split('\n').slice(10)].join('\n')
    const above = ['@@ -1,4 +1,4 @@ a', '-p1', '+q1', ' p2', ' p3', ' p4', ...PATCH.split('\n')].join('\n')
    const idOn = (patch: string, range: [number, number] = [5, 30]): string => {
      const over = { lineMaps: new Map([['src/a.ts', buildLineMap(patch)]]), patches: new Map([['src/a.ts', patch]]) }
      const r = preparePublication({ summary: 's', findings: [finding({ start_line: range[0], line: range[1], evidence: 'new1' })] }, ctx(over))
      if (!r.ok) throw new Error(r.problems.join('; '))
      expect(r.publication.findings[0]).toMatchObject({ placement: 'inline', line: 13, rangeNarrowed: range })
      return r.publication.findings[0]!.id
    }
    expect(idOn(below)).toBe(idOn(PATCH))
    expect(idOn(above)).toBe(idOn(PATCH))
    // The next review's specialist may name the function a line or two otherwise: the first change is the same.
    expect(idOn(PATCH, [6, 31])).toBe(idOn(PATCH))
  })
})
