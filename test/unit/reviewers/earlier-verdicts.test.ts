import { describe, expect, it } from 'vitest'
import { parseEarlierVerdicts, type RecheckItem } from '../../../plugins/lib/reviewers/recheck.js'

/**
 * The verifier's answer on a developer's objection. Its suggested REVIEW.md
 * line and its reason are bounded, but a line or a reason over the bound must
 * not throw the verdict away: the objection would go unanswered and the
 * finding keep gating the pull request although the verifier upheld it.
 */
const item = { id: 'hm2-0123456789abcdef', kind: 'dispute', anchorChanged: false } as RecheckItem
const answer = (entry: Record<string, unknown>): string => `\`\`\`json\n${JSON.stringify({ verdicts: [], earlier: [{ id: item.id, ...entry }] })}\n\`\`\``

describe('earlier verdicts with an over-long rule or reason', () => {
  it('keeps an upheld verdict whose rule is over 500 characters, without that rule (the default line is suggested)', () => {
    expect(
      parseEarlierVerdicts(answer({ verdict: 'upheld', reason: 'The input is a constant.', rule: `- ${'Do not flag constants. '.repeat(30)}` }), [item]),
    ).toEqual([{ id: item.id, verdict: 'upheld', reason: 'The input is a constant.' }])
  })

  it('keeps a verdict whose reason is over 2000 characters, its reason shortened', () => {
    const [got] = parseEarlierVerdicts(answer({ verdict: 'upheld', reason: 'Because. '.repeat(400) }), [item])
    expect(got?.verdict).toBe('upheld')
    expect(got?.reason.length).toBeLessThanOrEqual(2000)
    expect(got?.reason.endsWith('…')).toBe(true)
  })

  it('keeps a rule within the bound as given', () => {
    expect(parseEarlierVerdicts(answer({ verdict: 'upheld', reason: 'r', rule: '- Constants are fine.' }), [item])).toEqual([
      { id: item.id, verdict: 'upheld', reason: 'r', rule: '- Constants are fine.' },
    ])
  })

  it('reads a verdict however it is capitalised or spaced: "Still present" keeps the thread open on an answer, not on silence', () => {
    const reverify = { ...item, kind: 'reverify', anchorChanged: true } as RecheckItem
    expect(parseEarlierVerdicts(answer({ verdict: 'Still present', reason: 'r' }), [reverify])).toEqual([
      { id: item.id, verdict: 'still-present', reason: 'r' },
    ])
    expect(parseEarlierVerdicts(answer({ verdict: 'FIXED', reason: 'r' }), [reverify])).toEqual([{ id: item.id, verdict: 'fixed', reason: 'r' }])
    expect(parseEarlierVerdicts(answer({ verdict: 'still_present', reason: 'r' }), [reverify])).toEqual([
      { id: item.id, verdict: 'still-present', reason: 'r' },
    ])
  })
})
