import { describe, expect, it } from 'vitest'
import { preparePublication } from '../../../plugins/lib/publication/payload-to-review.js'
import { suggestionHeldBack } from '../../../plugins/lib/publication/render.js'
import { ctx, finding } from './two-hunk-file.js'

// A suggestion GitHub cannot apply as written is shown as plain code. The reader is told why, and
// the `published` line counts it (suggestionHeldBack), as for the other reasons.

function published(over: Parameters<typeof finding>[0], final = false) {
  const r = preparePublication({ summary: 's', findings: [finding(over)] }, ctx({ final }))
  if (!r.ok) throw new Error(r.problems.join('; '))
  const f = r.publication.findings[0]!
  return { body: r.publication.comments[0]?.body ?? '', why: suggestionHeldBack(f) }
}

describe('a suggestion shown as code says why', () => {
  it('on removed lines: GitHub applies a suggestion to the new file only', () => {
    // Old lines 12-13 of the first hunk: ` c3` and `-old`.
    const { body, why } = published({ side: 'LEFT', start_line: 12, line: 13, evidence: '-old', suggestion: 'kept()' })
    expect(body).toContain('kept()')
    expect(body).not.toContain('```suggestion')
    expect(body).toMatch(/not offered as a suggestion: this comment is on removed lines/)
    expect(why).toBe('removed-code')
  })

  it('on other lines than it was written for: applied, it would replace those', () => {
    const { body, why } = published({ start_line: 12, line: 53, evidence: 'n1', suggestion: 'whole()' }, true)
    expect(body).toMatch(/not offered as a suggestion: it was written for lines 12-53/)
    expect(why).toBe('other-lines')
  })

  it('says nothing of the kind for a suggestion offered one-click', () => {
    const { body, why } = published({ suggestion: 'fixed()' })
    expect(body).toContain('```suggestion\nfixed()\n```')
    expect(body).not.toMatch(/not offered/)
    expect(why).toBeUndefined()
  })
})
