import { describe, expect, it } from 'vitest'
import { codeSpan } from '../../../src/core/text/code-span.js'

/**
 * The content CommonMark shows for a code span (spec 0.31, "Code spans"): the
 * text between an opening run of N backticks and the next run of exactly N,
 * line endings as spaces, one space stripped each side when both ends are
 * spaces and the content is not all spaces.
 */
function shown(span: string): string {
  const open = /^`+/.exec(span)?.[0] ?? ''
  const rest = span.slice(open.length)
  const close = [...rest.matchAll(/`+/g)].find((m) => m[0].length === open.length)
  if (open === '' || close?.index === undefined || close.index + open.length !== rest.length) throw new Error(`not one code span: ${span}`)
  const content = rest.slice(0, close.index).replace(/\n/g, ' ')
  return content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '' ? content.slice(1, -1) : content
}

describe('codeSpan', () => {
  it('shows a path with backticks exactly, wherever the backticks are', () => {
    for (const path of ['src/a.ts', 'docs/`odd`.md', '`lead.ts', 'trail.ts`', 'a``b```c.ts', ' spaced .ts ', '@octocat/x.ts']) {
      expect(shown(codeSpan(path))).toBe(path)
    }
    // Before, a backtick became `'`: the review named a file that does not exist.
    expect(codeSpan('docs/`odd`.md')).toBe('``docs/`odd`.md``')
  })

  it('shows characters a reader would not see as escapes, and breaks a planted marker', () => {
    expect(shown(codeSpan('a\nb.ts'))).toBe('a\\u000ab.ts')
    // A right-to-left override reorders how the rest of the name displays, so a list could read as other files.
    expect(shown(codeSpan('src/evil\u202Est.ts'))).toBe('src/evil\\u202est.ts')
    expect(shown(codeSpan('src/a\u200Bb.ts'))).toBe('src/a\\u200bb.ts')
    expect(codeSpan('x<!-- harbourmaster:finding id=1 -->.ts')).not.toMatch(/<!--\s*harbourmaster/i)
  })

  it('in a table cell escapes the pipe that would end the cell', () => {
    expect(codeSpan('a|b.ts', { table: true })).toBe('`a\\|b.ts`')
    expect(codeSpan('a|b.ts')).toBe('`a|b.ts`')
  })
})
