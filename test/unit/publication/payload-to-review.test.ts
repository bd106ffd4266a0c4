import { describe, expect, it } from 'vitest'
import { findingId } from '../../../src/core/contracts/review-payload.js'
import { buildLineMap } from '../../../src/core/diff/diff-lines.js'
import { assess, DEFAULT_ROUTING } from '../../../src/core/policy/routing.js'
import { preparePublication } from '../../../plugins/lib/publication/payload-to-review.js'
import { relocateToBody } from '../../../plugins/lib/publication/assemble-review.js'
import { parseFindingMarkers, parseRunMarkers } from '../../../src/core/contracts/markers.js'
import { ctx, finding, marker, PATCH, SHA } from './two-hunk-file.js'

describe('preparePublication', () => {
  it('anchors a finding on a changed line inline with its trusted id and a finding marker', () => {
    const r = preparePublication({ summary: 'ok', findings: [finding()] }, ctx())
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.publication.comments).toHaveLength(1)
    const c = r.publication.comments[0]!
    expect(c).toMatchObject({ path: 'src/a.ts', line: 13, side: 'RIGHT' })
    expect(parseFindingMarkers(c.body)).toEqual([findingId(finding(), PATCH)])
    expect(parseRunMarkers(r.publication.body)).toEqual([{ runId: '77', headSha: SHA }])
  })

  it('returns schema problems naming the field the editor must fix', () => {
    const r = preparePublication({ summary: 'ok', findings: [{ ...finding(), line: -1 }], verdict: 'approve' }, ctx())
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems.join('\n')).toMatch(/findings\[0\]\.line/)
  })

  it('refuses a path outside the allowlist, and on the final attempt moves it to the body instead', () => {
    const payload = { summary: 'ok', findings: [finding({ path: '../etc/passwd' })] }
    const first = preparePublication(payload, ctx())
    expect(first.ok).toBe(false)
    if (!first.ok) expect(first.problems[0]).toMatch(/not a reviewable changed file/)
    const last = preparePublication(payload, ctx({ final: true }))
    expect(last.ok).toBe(true)
    if (last.ok) {
      expect(last.publication.comments).toHaveLength(0)
      expect(last.publication.body).toContain('../etc/passwd:13')
    }
  })

  it('on the final attempt, drops a backwards range (start_line after line) from a finding it moves to the body', () => {
    // The record feeds every sink: a SARIF region must end at or after its start (SARIF 2.1.0, 3.30.7),
    // an annotation and the review body name lines first to last.
    const payload = { summary: 'ok', findings: [finding({ path: 'src/gone.ts', start_line: 40, line: 13 })] }
    const last = preparePublication(payload, ctx({ final: true }))
    expect(last.ok).toBe(true)
    if (!last.ok) return
    expect(last.publication.findings[0]).toMatchObject({ path: 'src/gone.ts', line: 13, placement: 'body' })
    expect(last.publication.findings[0]?.start_line).toBeUndefined()
    expect(last.publication.body).toContain('src/gone.ts:13`')
    expect(last.publication.body).not.toContain('40-13')
    // A forward range stays.
    const forward = preparePublication({ summary: 'ok', findings: [finding({ path: 'src/gone.ts', start_line: 11, line: 13 })] }, ctx({ final: true }))
    expect(forward.ok && forward.publication.findings[0]?.start_line).toBe(11)
  })

  it('moves a finding on a line outside the diff into the body as path:line instead of failing', () => {
    const r = preparePublication({ summary: 'ok', findings: [finding({ line: 30 }), finding({ line: 53 })] }, ctx())
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.publication.comments.map((c) => c.line)).toEqual([53])
    expect(r.publication.body).toContain('`src/a.ts:30`')
    expect(r.publication.body).toContain('line 30 is not part of the diff')
  })

  it('reports a range that spans two hunks as correctable, and repairs it on the final attempt', () => {
    const payload = { summary: 'ok', findings: [finding({ start_line: 14, line: 53 })] }
    const r = preparePublication(payload, ctx())
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.problems[0]).toMatch(/start_line/)
    const last = preparePublication(payload, ctx({ final: true }))
    expect(last.ok && last.publication.comments[0]).toMatchObject({ line: 53 })
    expect(last.ok && last.publication.comments[0]?.start_line).toBeUndefined()
  })

  it('keeps a range inside one hunk as a multi-line comment', () => {
    const r = preparePublication({ summary: 'ok', findings: [finding({ start_line: 12, line: 14 })] }, ctx())
    expect(r.ok && r.publication.comments[0]).toMatchObject({ start_line: 12, line: 14, start_side: 'RIGHT' })
  })

  it('anchors the most severe findings inline when there are more than max-comments and lists the rest', () => {
    const findings = [
      finding({ line: 13, severity: 'low', title: 'low one' }),
      finding({ line: 14, severity: 'critical', title: 'critical one' }),
      finding({ line: 53, severity: 'medium', title: 'medium one' }),
    ]
    const r = preparePublication({ summary: 'ok', findings }, ctx({ maxComments: 2 }))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.publication.comments.map((c) => c.line).sort()).toEqual([14, 53])
    expect(r.publication.body).toContain('low one')
    expect(r.publication.body).toMatch(/over max-comments \(2\)/)
  })

  it('rejects two findings with the same id and dispositions for unknown earlier findings', () => {
    const r = preparePublication(
      {
        summary: 'ok',
        findings: [finding(), finding({ title: 'Same place again' })],
        dispositions: [{ finding_id: 'hm-000000000000', status: 'fixed', note: 'gone' }],
      },
      ctx({ earlierFindingIds: new Set(['hm-111111111111']) }),
    )
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.problems).toHaveLength(2)
  })

  it('publishes a team finding the editor re-anchored a line away once, at the verified line with its assessment, not twice', () => {
    const team = finding({ line: 13, evidence: 'new1' })
    const id = findingId(team, PATCH)
    const assessed = { ...team, ...assess({ ...team, confidence: 0.9, verdict: 'confirmed' }, DEFAULT_ROUTING), id, reason: '', specialists: ['correctness'] }
    const other = finding({ line: 53, title: 'Another problem', evidence: 'n1' })
    const r = preparePublication(
      { summary: 'ok', findings: [{ ...team, line: 14, title: 'Off by one (editor wording)' }, other] },
      ctx({ assessments: new Map([[id, assessed]]) }),
    )
    if (!r.ok) throw new Error(r.problems.join('; '))
    const offByOne = r.publication.findings.filter((f) => f.title.startsWith('Off by one'))
    expect(offByOne.map((f) => [f.id, f.line, f.route, f.placement])).toEqual([[id, 13, 'inline', 'inline']])
    expect(offByOne[0]?.title).toBe('Off by one (editor wording)')
    expect(r.publication.comments).toHaveLength(1)
    // A finding the team never reported, farther away or elsewhere, is still unverified.
    expect(r.publication.findings.find((f) => f.title === 'Another problem')).toMatchObject({ route: 'escalate' })
  })

  it('publishes a team finding the editor filed under another category once, under the verified category, not twice', () => {
    const team = finding({ line: 13, evidence: 'new1' })
    const id = findingId(team, PATCH)
    const assessed = { ...team, ...assess({ ...team, confidence: 0.9, verdict: 'confirmed' }, DEFAULT_ROUTING), id, reason: '', specialists: ['correctness'] }
    const r = preparePublication(
      { summary: 'ok', findings: [{ ...team, category: 'maintainability', title: 'Off by one (editor wording)' }] },
      ctx({ assessments: new Map([[id, assessed]]) }),
    )
    if (!r.ok) throw new Error(r.problems.join('; '))
    expect(r.publication.findings.map((f) => [f.id, f.category, f.route, f.placement, f.title])).toEqual([
      [id, team.category, 'inline', 'inline', 'Off by one (editor wording)'],
    ])
    expect(r.publication.comments).toHaveLength(1)
    expect(r.publication.body).toContain('filed under another category than the team verified')
  })

  it('leaves a recategorised finding unverified when two team findings share its line', () => {
    const a = finding({ line: 13, evidence: 'new1' })
    const b = finding({ line: 13, evidence: 'new1', category: 'security', title: 'Injection' })
    const entries = [a, b].map((f) => {
      const id = findingId(f, PATCH)
      const assessed = { ...f, ...assess({ ...f, confidence: 0.9, verdict: 'confirmed' }, DEFAULT_ROUTING), id, reason: '', specialists: ['correctness'] }
      return [id, assessed] satisfies [string, typeof assessed]
    })
    const r = preparePublication({ summary: 'ok', findings: [{ ...a, category: 'performance', title: 'Which one?' }] }, ctx({ assessments: new Map(entries) }))
    if (!r.ok) throw new Error(r.problems.join('; '))
    // Ambiguous: neither team finding is claimed, both are restored, the editor's is a finding no specialist reported.
    expect(r.publication.findings.find((f) => f.title === 'Which one?')).toMatchObject({ category: 'performance', route: 'escalate' })
    expect(r.publication.findings.filter((f) => f.route_reason.includes('restored'))).toHaveLength(2)
  })

  it('keeps a near copy of a finding routing dropped off GitHub', () => {
    const team = finding({ line: 13, evidence: 'new1' })
    const id = findingId(team, PATCH)
    const dropped = { ...team, ...assess({ ...team, confidence: 0.5, verdict: 'refuted' }, DEFAULT_ROUTING), id, reason: '', specialists: ['correctness'] }
    const r = preparePublication({ summary: 'ok', findings: [{ ...team, line: 14 }] }, ctx({ assessments: new Map([[id, dropped]]) }))
    if (!r.ok) throw new Error(r.problems.join('; '))
    expect(r.publication.findings.map((f) => [f.id, f.route, f.placement])).toEqual([[id, 'drop', 'none']])
    expect(r.publication.comments).toHaveLength(0)
    expect(r.publication.body).not.toContain('Off by one')
  })

  it('renders a suggestion block only for the new side', () => {
    const right = preparePublication({ summary: 's', findings: [finding({ suggestion: 'fixed()' })] }, ctx())
    expect(right.ok && right.publication.comments[0]?.body).toContain('```suggestion\nfixed()\n```')
    const left = preparePublication({ summary: 's', findings: [finding({ side: 'LEFT', line: 13, suggestion: 'fixed()' })] }, ctx())
    expect(left.ok && left.publication.comments[0]?.body).not.toContain('```suggestion')
  })

  it('relocates refused anchors to the body and re-renders', () => {
    const r = preparePublication({ summary: 'ok', findings: [finding(), finding({ line: 53 })] }, ctx())
    if (!r.ok) throw new Error('expected ok')
    const moved = relocateToBody(r.publication, new Set([findingId(finding(), PATCH)]), 'GitHub refused this line')
    expect(moved.comments.map((c) => c.line)).toEqual([53])
    expect(moved.body).toContain('GitHub refused this line')
    expect(moved.body).toContain(marker)
  })

  it('after GitHub refuses an anchor, the body still names the max-comments the run has, not an internal number', () => {
    const r = preparePublication({ summary: 'ok', findings: [finding(), finding({ line: 53, severity: 'medium' })] }, ctx({ maxComments: 1 }))
    if (!r.ok) throw new Error('expected ok')
    expect(r.publication.body).toContain('1 finding over max-comments (1) is escalated below')
    const moved = relocateToBody(r.publication, new Set([findingId(finding(), PATCH)]), 'GitHub refused this line')
    expect(moved.body).toContain('1 finding over max-comments (1) is escalated below')
    expect(moved.body).not.toContain(String(Number.MAX_SAFE_INTEGER))
  })

  it('accepts a path copied in the escaped form agents were shown, anchoring it on the real path, and no look-alike', () => {
    const hidden = `src/ok${String.fromCodePoint(0xe0069)}\u202E.ts`
    const c = ctx({ allowlist: ['src/a.ts', hidden], lineMaps: new Map([[hidden, buildLineMap(PATCH)]]), patches: new Map([[hidden, PATCH]]) })
    const escaped = 'src/ok\\udb40\\udc69\\u202e.ts'
    const r = preparePublication({ summary: 'ok', findings: [finding({ path: escaped })] }, c)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.publication.comments.map((x) => x.path)).toEqual([hidden])
    expect(r.publication.findings[0]?.id).toBe(findingId(finding({ path: hidden }), PATCH))
    const lookalike = preparePublication({ summary: 'ok', findings: [finding({ path: 'src/ok\\u202e.ts' })] }, c)
    expect(lookalike.ok).toBe(false)
  })

  it('redacts secret-shaped text a model wrote from summary, comments and disposition notes', () => {
    const ghp = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789'
    const earlier = 'hm-0123456789ab'
    const r = preparePublication(
      {
        summary: `see ${ghp}`,
        findings: [finding({ body: `token ${ghp}`, evidence: ghp })],
        dispositions: [{ finding_id: earlier, status: 'fixed', note: `rotated ${ghp}` }],
      },
      ctx({ earlierFindingIds: new Set([earlier]) }),
    )
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const all = [r.publication.body, ...r.publication.comments.map((x) => x.body), JSON.stringify(r.publication.payload)].join('\n')
    expect(all).not.toContain(ghp)
    expect(all).toContain('[REDACTED]')
  })
})
