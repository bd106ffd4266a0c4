import { describe, expect, it } from 'vitest'
import { escapeHidden, escapeHiddenInJson, matchAllowlisted, quoteVisible } from '../../../src/core/text/visible-escapes.js'

const TAG_I = String.fromCodePoint(0xe0069)
const PATH = `src/ok${TAG_I}\u202E\u200B.ts`
const VISIBLE_ONLY = /^[\x20-\x7e\n]*$/

describe('visible escapes for paths agents read', () => {
  it('shows tag, bidi and zero-width characters as \\uXXXX and keeps ordinary text (non-ASCII letters included)', () => {
    expect(escapeHidden(PATH)).toBe('src/ok\\udb40\\udc69\\u202e\\u200b.ts')
    expect(escapeHidden('docs/café/日本.md')).toBe('docs/café/日本.md')
    expect(escapeHidden('a\u200Db\uFE0F\u034Fc\u2066')).toBe('a\\u200db\\ufe0f\\u034fc\\u2066')
  })

  it('escapes inside serialised JSON so the file shows none raw and parses back to the exact path', () => {
    const json = escapeHiddenInJson(JSON.stringify({ files: [{ path: PATH }] }, null, 2))
    expect(json).toMatch(VISIBLE_ONLY)
    expect((JSON.parse(json) as { files: { path: string }[] }).files[0]?.path).toBe(PATH)
    expect(JSON.parse(quoteVisible(PATH))).toBe(PATH)
  })

  it('keeps the layout of pretty JSON and escapes every other control character, as escapeHidden does', () => {
    const value = { a: 'tab\there', b: 'next\u0085line', c: ['x\u2028y', 'bell\u0007'], d: PATH }
    const pretty = JSON.stringify(value, null, 2)
    const json = escapeHiddenInJson(pretty)
    expect(json.split('\n')).toHaveLength(pretty.split('\n').length)
    expect(json).toMatch(VISIBLE_ONLY)
    expect(json).toContain('next\\u0085line')
    expect(JSON.parse(json)).toEqual(value)
    // Outside the layout, the JSON form escapes exactly what escapeHidden escapes.
    const line = JSON.stringify(value)
    expect(escapeHiddenInJson(line)).toBe(escapeHidden(line))
  })

  it('matches a path a model copied in escaped form to the allowlisted path, and nothing else', () => {
    const allowlist = ['src/plain.ts', PATH]
    expect(matchAllowlisted(PATH, allowlist)).toBe(PATH)
    expect(matchAllowlisted('src/plain.ts', allowlist)).toBe('src/plain.ts')
    expect(matchAllowlisted(escapeHidden(PATH), allowlist)).toBe(PATH)
    const upperHex = escapeHidden(PATH).replace(/\\u([0-9a-f]{4})/g, (_m, hex: string) => `\\u${hex.toUpperCase()}`)
    expect(upperHex).toContain('\\uDB40')
    expect(matchAllowlisted(upperHex, allowlist)).toBe(PATH)
    expect(matchAllowlisted('src/ok.ts', allowlist)).toBeUndefined()
    expect(matchAllowlisted('src/ok\\udb40\\udc69.ts', allowlist)).toBeUndefined()
    expect(matchAllowlisted('src/plain\\u0020.ts', allowlist)).toBeUndefined()
  })
})
