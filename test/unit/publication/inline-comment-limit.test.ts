import { describe, expect, it } from 'vitest'
import { findingId } from '../../../src/core/contracts/review-payload.js'
import { preparePublication } from '../../../plugins/lib/publication/payload-to-review.js'
import { relocateToBody } from '../../../plugins/lib/publication/assemble-review.js'
import { GITHUB_BODY_LIMIT } from '../../../plugins/lib/publication/render.js'
import { PATCH, ctx, finding } from './two-hunk-file.js'

/**
 * GitHub refuses the whole review when one inline comment is over 65,536
 * characters, and says no more than that. publish_review then takes the 422
 * for refused anchors and moves every comment to the body as "outside the
 * diff". The fields are bounded, but quoted code keeps its backticks and is
 * fenced with a longer run: evidence, a suggestion and five failure excerpts
 * of the pull request's own tests that are nothing but backticks triple.
 */
const ticks = (n: number): string => '`'.repeat(n)

describe('inline comments within GitHub’s 65,536 characters', () => {
  it('a finding whose comment would be longer is listed in the body instead, saying why; the others stay inline', () => {
    const big = finding({ body: '@a '.repeat(2666), evidence: ticks(4000), suggestion: ticks(4000) })
    const small = finding({ line: 53, title: 'Wrong bound', evidence: '+n1' })
    const id = findingId(big, PATCH)
    const tests = new Map([
      [
        id,
        {
          verdict: 'confirmed' as const,
          reason: 'the mapped tests fail'.padEnd(1000, '.'),
          tests: Array.from({ length: 5 }, (_, i) => ({ id: `t${i} `.padEnd(600, 'x'), status: 'failed' as const, excerpt: ticks(2000) })),
        },
      ],
    ])
    const result = preparePublication({ summary: 'Two findings.', findings: [big, small] }, ctx({ tests }))
    if (!result.ok) throw new Error(result.problems.join('\n'))
    const { comments, findings, body } = result.publication
    for (const c of comments) expect(c.body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT)
    expect(comments.map((c) => c.line)).toEqual([53])
    expect(findings.find((f) => f.id === id)).toMatchObject({ placement: 'body', reason: "its inline comment would be over GitHub's 65,536 characters" })
    expect(body).toContain("1 finding whose inline comment would be over GitHub's 65,536 characters is listed below.")
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT)
    // GitHub refusing the other comment's anchor later moves it too, and the note is not doubled.
    const moved = relocateToBody(result.publication, new Set(findings.filter((f) => f.placement === 'inline').map((f) => f.id)), 'refused')
    expect(moved.comments).toEqual([])
    expect(moved.body.split("would be over GitHub's 65,536 characters is listed below").length).toBe(2)
  })
})
