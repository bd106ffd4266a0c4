import { describe, expect, it } from 'vitest'
import { confidenceNoteOf, parseSpecialistAnswer } from '../../../plugins/lib/reviewers/findings.js'
import { stagedPatch } from './fixtures.js'

describe('a specialist finding whose range GitHub cannot take as one', () => {
  // Two hunks: new lines 1-3 and 20-22; line 2 and 21 are added.
  const TWO = stagedPatch('two.patch', 'src/two.ts', ['@@ -1,2 +1,3 @@', ' a', '+b', ' c', '@@ -18,2 +20,3 @@', ' x', '+y', ' z', ''].join('\n'))
  const base = {
    path: 'src/two.ts',
    side: 'RIGHT',
    severity: 'high',
    category: 'correctness',
    title: 'Wrong value',
    body: 'The value is wrong.',
    evidence: 'y',
  }

  it('is kept at its line, not dropped, when the range starts in another hunk or outside the diff', () => {
    const parsed = parseSpecialistAnswer(
      JSON.stringify({
        findings: [
          { ...base, start_line: 2, line: 21 },
          { ...base, start_line: 10, line: 21, title: 'Other value' },
        ],
      }),
      [TWO],
    )
    expect(parsed.outOfScope).toBe(0)
    expect(parsed.findings.map((f) => [f.start_line, f.line])).toEqual([
      [undefined, 21],
      [undefined, 21],
    ])
    // Shown on fewer lines than it named: said in the comment and counted, as publication says and counts its own cut.
    expect(parsed.rangesNarrowed).toBe(2)
    expect(confidenceNoteOf(parsed.findings[0]!) ?? '').toMatch(
      /range was lines 2-21, which GitHub cannot take as one comment.*shown on line 21, where it ends/,
    )
    expect(confidenceNoteOf(parsed.findings[1]!) ?? '').toMatch(/range was lines 10-21,/)
  })

  it('leaves out a suggestion written for the whole range, and says so', () => {
    const parsed = parseSpecialistAnswer(JSON.stringify({ findings: [{ ...base, start_line: 2, line: 21, suggestion: 'one()\ntwo()' }] }), [TWO])
    expect(parsed.findings[0]).not.toHaveProperty('suggestion')
    expect(parsed.suggestionsLeftOut).toBe(1)
    expect(confidenceNoteOf(parsed.findings[0]!) ?? '').toMatch(/suggested change was left out: it replaced lines 2-21/)
  })

  it('narrows a range that starts inside a hunk and runs past it to its first line, and says so', () => {
    // Lines 2-10: 2 and 3 are in the first hunk, 4-10 are not in the diff. The finding is shown where it starts.
    const parsed = parseSpecialistAnswer(
      JSON.stringify({
        findings: [
          { ...base, start_line: 2, line: 10 },
          { ...base, start_line: 3, line: 10, title: 'At the edge', suggestion: 'fixed()' },
        ],
      }),
      [TWO],
    )
    expect(parsed.outOfScope).toBe(0)
    expect(parsed.rangesNarrowed).toBe(2)
    expect(parsed.findings.map((f) => [f.start_line, f.line])).toEqual([
      [undefined, 2],
      [undefined, 3],
    ])
    expect(confidenceNoteOf(parsed.findings[0]!) ?? '').toMatch(/range was lines 2-10.*shown on line 2,/)
    // The suggestion was written for lines 3-10: accepted on line 3 alone it would replace it with all of them.
    expect(parsed.findings[1]).not.toHaveProperty('suggestion')
    expect(parsed.suggestionsLeftOut).toBe(1)
    expect(confidenceNoteOf(parsed.findings[1]!) ?? '').toMatch(/suggested change was left out: it replaced lines 3-10.*line 3 alone/)
  })

  it('narrows a range that starts above a hunk and ends past it to the first changed line inside it, and says so', () => {
    // Lines 18-30 hold the whole second hunk (20-22, line 21 added) and start and end outside the diff.
    const parsed = parseSpecialistAnswer(JSON.stringify({ findings: [{ ...base, start_line: 18, line: 30, suggestion: 'whole()' }] }), [TWO])
    expect(parsed.outOfScope).toBe(0)
    expect(parsed.rangesNarrowed).toBe(1)
    expect(parsed.findings.map((f) => [f.start_line, f.line])).toEqual([[undefined, 21]])
    expect(confidenceNoteOf(parsed.findings[0]!) ?? '').toMatch(/range was lines 18-30.*shown on line 21, its first changed line/)
    expect(parsed.findings[0]).not.toHaveProperty('suggestion')
    expect(parsed.suggestionsLeftOut).toBe(1)
  })

  it('narrows such a range on removed lines to its first removed line', () => {
    // Old lines 10-13: 11 and 12 removed; the range 2-40 holds the whole hunk.
    const LEFT = stagedPatch('left.patch', 'src/left.ts', ['@@ -10,4 +10,3 @@', ' a', '-b', '-c', ' d', ''].join('\n'))
    const parsed = parseSpecialistAnswer(JSON.stringify({ findings: [{ ...base, path: 'src/left.ts', side: 'LEFT', start_line: 2, line: 40 }] }), [LEFT])
    expect(parsed.outOfScope).toBe(0)
    expect(parsed.findings.map((f) => [f.side, f.start_line, f.line])).toEqual([['LEFT', undefined, 11]])
  })

  it('still drops a finding whose range has no line in the diff', () => {
    // Lines 5-10 lie between the two hunks.
    expect(parseSpecialistAnswer(JSON.stringify({ findings: [{ ...base, start_line: 5, line: 10 }] }), [TWO]).outOfScope).toBe(1)
    expect(parseSpecialistAnswer(JSON.stringify({ findings: [{ ...base, line: 10 }] }), [TWO]).outOfScope).toBe(1)
  })
})
