import { describe, expect, it } from 'vitest'
import { postedFindingIds } from '../../../eval/lib/posted-findings.js'
import { renderInlineComment, renderReviewBody, type PlacedFinding } from '../../../plugins/lib/publication/render.js'
import { makeRunMarker } from '../../../src/core/contracts/markers.js'

/** The eval's duplicate count reads what a review put on GitHub, as the publication renders it. */
const placed = (id: string, placement: 'inline' | 'body', route: 'inline' | 'escalate'): PlacedFinding => ({
  id,
  placement,
  path: 'src/cart.ts',
  line: 3,
  severity: 'high',
  category: 'correctness',
  title: `Finding ${id}`,
  body: 'Wrong total.',
  evidence: 'total += price',
  confidence: 0.6,
  verdict: 'inconclusive',
  confidence_after: 0.6,
  route,
  route_reason: 'below auto-comment',
})

describe('postedFindingIds', () => {
  it('counts the findings in the review body (escalated, unanchored) as well as the inline ones', () => {
    const inline = placed('hm-aaaaaaaaaaaa', 'inline', 'inline')
    const escalated = placed('hm-bbbbbbbbbbbb', 'body', 'escalate')
    const { body } = renderReviewBody({
      summary: 'One inline, one for a human look.',
      findings: [inline, escalated],
      dispositions: [],
      exclusions: [],
      caps: [],
      marker: makeRunMarker('9001-1', 'a'.repeat(40)),
      notes: [],
    })
    const comments = [
      { reviewId: 7, body: renderInlineComment(inline) },
      // Another review's comment on the same pull request is not this review's.
      { reviewId: 6, body: renderInlineComment(placed('hm-cccccccccccc', 'inline', 'inline')) },
    ]
    // Before: inline comments only, so an escalated finding posted again on the next push was no duplicate.
    expect(postedFindingIds({ id: 7, body }, comments).sort()).toEqual(['hm-aaaaaaaaaaaa', 'hm-bbbbbbbbbbbb'])
    expect(postedFindingIds(undefined, comments)).toEqual([])
  })
  it('does not count an earlier finding the body lists under "Still open from earlier reviews": it is carried, not posted again', () => {
    const fresh = placed('hm-dddddddddddd', 'body', 'escalate')
    const { body } = renderReviewBody({
      summary: 'Second push: nothing new on the escalated finding.',
      findings: [fresh],
      dispositions: [],
      exclusions: [],
      caps: [],
      marker: makeRunMarker('9001-2', 'b'.repeat(40)),
      notes: [],
      stillOpen: [
        {
          id: 'hm-bbbbbbbbbbbb',
          path: 'src/cart.ts',
          side: 'RIGHT',
          line: 3,
          severity: 'high',
          category: 'correctness',
          title: 'Finding hm-bbbbbbbbbbbb',
          since: 'a'.repeat(40),
        },
      ],
    })
    expect(body).toContain('Still open from earlier reviews')
    // The first push listed hm-bbbbbbbbbbbb for a human look; the second lists it as still open and posts only its own finding.
    expect(postedFindingIds({ id: 8, body }, [])).toEqual(['hm-dddddddddddd'])
  })
})
