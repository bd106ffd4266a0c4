import { describe, expect, it } from 'vitest'
import { buildLineMap, parseHunks } from '../../../src/core/diff/diff-lines.js'
import { truncatePatch } from '../../../src/policy/bounds.js'

// A modified file with two hunks, shaped like GitHub's "list pull request files" patch.
const TWO_HUNKS = [
  '@@ -1,5 +1,6 @@ import { a } from "a"',
  ' line1',
  '-line2',
  '+line2 changed',
  '+line2b',
  ' line3',
  ' line4',
  ' line5',
  '@@ -20,4 +21,3 @@ function later() {',
  ' ctx20',
  '-gone21',
  '-gone22',
  '+new22',
  ' ctx23',
].join('\n')

describe('parseHunks', () => {
  it('reads the header numbers of every hunk', () => {
    expect(parseHunks(TWO_HUNKS).map(({ index, oldStart, oldLines, newStart, newLines }) => [index, oldStart, oldLines, newStart, newLines])).toEqual([
      [0, 1, 5, 1, 6],
      [1, 20, 4, 21, 3],
    ])
  })

  it('defaults omitted counts to 1', () => {
    const [hunk] = parseHunks('@@ -3 +3 @@\n-a\n+b')
    expect(hunk).toMatchObject({ oldStart: 3, oldLines: 1, newStart: 3, newLines: 1, left: [{ line: 3, text: 'a' }], right: [{ line: 3, text: 'b' }] })
  })
})

describe('buildLineMap', () => {
  const map = buildLineMap(TWO_HUNKS)

  it.each([
    // side, line, hunk (undefined = not part of the diff)
    ['RIGHT', 1, 0], // context
    ['RIGHT', 2, 0], // added
    ['RIGHT', 3, 0], // added
    ['RIGHT', 6, 0], // last context of hunk 0
    ['RIGHT', 7, undefined], // between hunks
    ['RIGHT', 20, undefined],
    ['RIGHT', 21, 1],
    ['RIGHT', 22, 1],
    ['RIGHT', 23, 1],
    ['RIGHT', 24, undefined], // after the last hunk
    ['LEFT', 1, 0],
    ['LEFT', 2, 0], // removed
    ['LEFT', 5, 0],
    ['LEFT', 6, undefined],
    ['LEFT', 20, 1],
    ['LEFT', 21, 1], // removed
    ['LEFT', 22, 1], // removed
    ['LEFT', 23, 1],
    ['LEFT', 24, undefined],
    ['RIGHT', 0, undefined],
    ['LEFT', -1, undefined],
  ] as const)('%s line %i is in hunk %s', (side, line, hunk) => {
    expect(map.hunkOf(side, line)).toBe(hunk)
    expect(map.isCommentable(side, line)).toBe(hunk !== undefined)
  })

  it('lists the commentable lines of each side exactly', () => {
    expect(map.commentableLines('RIGHT')).toEqual([1, 2, 3, 4, 5, 6, 21, 22, 23])
    expect(map.commentableLines('LEFT')).toEqual([1, 2, 3, 4, 5, 20, 21, 22, 23])
  })

  it.each([
    ['RIGHT', 1, 6, true],
    ['RIGHT', 2, 2, true],
    ['RIGHT', 6, 21, false], // spans two hunks
    ['RIGHT', 5, 7, false], // end outside the diff
    ['RIGHT', 4, 3, false], // reversed
    ['LEFT', 20, 23, true],
    ['LEFT', 2, 21, false],
  ] as const)('range %s %i..%i in one hunk: %s', (side, start, end, expected) => {
    expect(map.rangeInOneHunk(side, start, end)).toBe(expected)
  })

  it('maps an added file: only RIGHT lines exist', () => {
    const added = buildLineMap('@@ -0,0 +1,3 @@\n+a\n+b\n+c')
    expect(added.hunks).toEqual([{ index: 0, oldStart: 0, oldLines: 0, newStart: 1, newLines: 3 }])
    expect(added.commentableLines('RIGHT')).toEqual([1, 2, 3])
    expect(added.commentableLines('LEFT')).toEqual([])
    expect(added.isCommentable('LEFT', 1)).toBe(false)
  })

  it('maps a deletions-only hunk: removed lines are LEFT only, context on both sides', () => {
    const deleted = buildLineMap('@@ -10,4 +10,2 @@\n ctx\n-x\n-y\n ctx2')
    expect(deleted.commentableLines('LEFT')).toEqual([10, 11, 12, 13])
    expect(deleted.commentableLines('RIGHT')).toEqual([10, 11])
  })

  it('maps a removed file: only LEFT lines exist', () => {
    const removed = buildLineMap('@@ -1,2 +0,0 @@\n-a\n-b')
    expect(removed.commentableLines('LEFT')).toEqual([1, 2])
    expect(removed.commentableLines('RIGHT')).toEqual([])
  })

  it('does not count "\\ No newline at end of file" as a line', () => {
    const patch = '@@ -1,2 +1,3 @@\n a\n-b\n\\ No newline at end of file\n+b\n+c\n\\ No newline at end of file'
    // Without the marker handling, "c" would be read as new line 3 shifted or the marker as context.
    const m = buildLineMap(patch)
    expect(m.commentableLines('RIGHT')).toEqual([1, 2, 3])
    expect(m.commentableLines('LEFT')).toEqual([1, 2])
  })

  it('ignores a trailing newline after the last hunk instead of inventing a context line', () => {
    const m = buildLineMap('@@ -1,1 +1,1 @@\n-a\n+b\n')
    expect(m.commentableLines('RIGHT')).toEqual([1])
    expect(m.commentableLines('LEFT')).toEqual([1])
  })

  it('treats an empty line inside a hunk as stripped context', () => {
    const m = buildLineMap('@@ -1,3 +1,3 @@\n a\n\n c')
    expect(m.commentableLines('RIGHT')).toEqual([1, 2, 3])
  })

  it('reads lines that look like headers or markers as content when their prefix says so', () => {
    const m = buildLineMap('@@ -1,2 +1,3 @@\n+@@ -9,9 +9,9 @@ not a header\n a\n-- removed dash line\n++ added plus line')
    // "+@@ ..." is an added line; "-- ..." removes a line starting with "-".
    expect(m.hunks).toHaveLength(1)
    expect(m.commentableLines('RIGHT')).toEqual([1, 2, 3])
    expect(m.commentableLines('LEFT')).toEqual([1, 2])
  })

  it('keeps only the lines actually shown when a patch was cut short', () => {
    const m = buildLineMap('@@ -1,10 +1,10 @@\n a\n b')
    expect(m.commentableLines('RIGHT')).toEqual([1, 2])
    expect(m.isCommentable('RIGHT', 5)).toBe(false)
  })

  it('maps nothing after the truncation marker of a patch the bounds cut mid-hunk (the staged file ends with a newline)', () => {
    const lines = ['@@ -1,40 +1,40 @@']
    for (let i = 1; i <= 20; i++) lines.push(` ctx${i}`)
    for (let i = 21; i <= 40; i++) lines.push(`-old${i}`)
    for (let i = 21; i <= 40; i++) lines.push(`+new${i}`)
    const cut = truncatePatch(lines.join('\n'), 400, 'max-patch-bytes=400')
    expect(cut.truncated).toBe(true)
    const shown = cut.patch.split('\n').filter((l) => /^[ -]/.test(l)).length
    const m = buildLineMap(`${cut.patch}\n`)
    // The agents saw context 1-20 and removed lines 21 onwards; nothing more is theirs to anchor.
    expect(m.commentableLines('RIGHT')).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(m.commentableLines('LEFT')).toHaveLength(shown)
  })

  it('has no commentable lines for a missing or empty patch', () => {
    for (const patch of [undefined, '']) {
      const m = buildLineMap(patch)
      expect(m.hunks).toEqual([])
      expect(m.isCommentable('RIGHT', 1)).toBe(false)
    }
  })

  it('handles CRLF patches', () => {
    const m = buildLineMap('@@ -1,1 +1,2 @@\r\n a\r\n+b\r\n')
    expect(m.commentableLines('RIGHT')).toEqual([1, 2])
  })
})
