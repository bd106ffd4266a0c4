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
