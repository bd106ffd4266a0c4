import { describe, expect, it } from 'vitest'
import { buildLineMap } from '../../../src/core/diff/diff-lines.js'
import { preparePublication } from '../../../plugins/lib/publication/payload-to-review.js'
import { ctx, finding, PATCH } from './two-hunk-file.js'

// GitHub writes an accepted suggestion's text into the file as it is, line breaks included: a
// carriage return left in it lands in the file. The block's line breaks follow the lines it replaces.

/** src/a.ts with CRLF line endings: every patch line but the hunk headers ends with `\r`. */
const CRLF_PATCH = PATCH.split('\n')
  .map((l) => (l.startsWith('@@') ? l : `${l}\r`))
  .join('\n')

function suggestionIn(patch: string, suggestion: string, over: Parameters<typeof finding>[0] = {}): string {
  const r = preparePublication(
    { summary: 's', findings: [finding({ suggestion, ...over })] },
    ctx({ lineMaps: new Map([['src/a.ts', buildLineMap(patch)]]), patches: new Map([['src/a.ts', patch]]) }),
  )
  if (!r.ok) throw new Error(r.problems.join('; '))
  return r.publication.comments[0]?.body ?? ''
}

describe('the line breaks of a suggestion block', () => {
  it('are LF on a file with LF line endings, whatever the model wrote', () => {
    const body = suggestionIn(PATCH, 'a()\r\nb()\r\n', { start_line: 13, line: 14 })
    expect(body).toContain('```suggestion\na()\nb()\n```')
    expect(body).not.toContain('\r')
  })

  it('are CRLF between the lines on a file with CRLF line endings, so accepting it keeps the file one style', () => {
    const body = suggestionIn(CRLF_PATCH, 'a()\nb()\n', { start_line: 13, line: 14 })
    expect(body).toContain('```suggestion\na()\r\nb()\n```')
    // One already in CRLF is not doubled.
    expect(suggestionIn(CRLF_PATCH, 'a()\r\nb()', { start_line: 13, line: 14 })).toContain('```suggestion\na()\r\nb()\n```')
  })
})

describe('the line breaks of a suggestion that reaches the last line of a CRLF file with no final newline', () => {
  // new.ts as CRLF, its last line `c` with no line break at all (`\ No newline at end of file`): it has no
  // ending to read, so it says nothing of the file's style; `a` and the new `b` end with CRLF.
  const NO_EOL = ['@@ -1,2 +1,3 @@', ' a\r', '-b', '\\ No newline at end of file', '+b\r', '+c', '\\ No newline at end of file'].join('\n')

  it('are CRLF when the replaced lines with an ending end with CRLF', () => {
    const body = suggestionIn(NO_EOL, 'x()\ny()', { start_line: 2, line: 3, evidence: '+c' })
    expect(body).toContain('```suggestion\nx()\r\ny()\n```')
  })

  it('are CRLF when the one line replaced is that last line, as the lines around it end', () => {
    const body = suggestionIn(NO_EOL, 'x()\ny()', { line: 3, evidence: '+c' })
    expect(body).toContain('```suggestion\nx()\r\ny()\n```')
  })

  it('stay LF on an LF file with no final newline', () => {
    const lf = NO_EOL.replace(/\r/g, '')
    expect(suggestionIn(lf, 'x()\r\ny()', { start_line: 2, line: 3, evidence: '+c' })).toContain('```suggestion\nx()\ny()\n```')
    expect(suggestionIn(lf, 'x()\r\ny()', { line: 3, evidence: '+c' })).toContain('```suggestion\nx()\ny()\n```')
  })
})
