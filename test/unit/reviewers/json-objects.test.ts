import { describe, expect, it } from 'vitest'
import { jsonObjects, PARSE_BUDGET_FACTOR } from '../../../plugins/lib/reviewers/json-objects.js'
import { extractJson } from '../../../plugins/lib/reviewers/findings.js'

const ANSWER = '{"findings":[]}'

describe('jsonObjects', () => {
  it('finds the outermost objects in order, with braces inside strings and escapes', () => {
    const text = 'quoted {"a":"}{\\"}"} then {"b":{"c":1}} and {not json} and {"d":[{"e":"{"}]}'
    expect(jsonObjects(text).objects).toEqual([{ a: '}{"}' }, { b: { c: 1 } }, { d: [{ e: '{' }] }])
  })

  it('finds an object after an unclosed brace and inside an invalid outer span', () => {
    expect(jsonObjects('{ broken {"a":1}').objects).toEqual([{ a: 1 }])
    expect(jsonObjects('{x {"a":1} y}').objects).toEqual([{ a: 1 }])
    // A quote that opens a string for the outer scan does not for a scan that starts inside it.
    expect(jsonObjects('{"unterminated {"a":2}').objects).toEqual([{ a: 2 }])
  })

  it('scans a runaway answer of opening braces once, not once per brace', () => {
    // Before: each `{` scanned to the text's end for its partner (64 KB took about 7 s).
    const text = '{'.repeat(64 * 1024) + ANSWER
    const found = jsonObjects(text)
    expect(found.objects).toEqual([{ findings: [] }])
    expect(found.scanned).toBeLessThanOrEqual(2 * text.length)
    expect(extractJson(text, 'findings')).toEqual({ findings: [] })
  })

  it('keeps the work linear for deeply nested braces that never parse', () => {
    const depth = 32 * 1024
    const text = '{'.repeat(depth) + '}'.repeat(depth) + ANSWER
    const found = jsonObjects(text)
    expect(found.scanned).toBeLessThanOrEqual(2 * text.length)
    expect(found.parsed).toBeLessThanOrEqual(PARSE_BUDGET_FACTOR * text.length)
    // The innermost pair is an empty object; the answer after it is still the keyed one.
    expect(found.objects).toEqual([{}, { findings: [] }])
    expect(extractJson(text, 'findings')).toEqual({ findings: [] })
  })

  it('past its parse budget skips failed spans whole, so the answer after them is still found', () => {
    const depth = 8 * 1024
    const text = '{"a":'.repeat(depth) + 'x' + '}'.repeat(depth) + ANSWER
    const found = jsonObjects(text)
    expect(found.exhausted).toBe(true)
    // The budget bounds the searching; past it each remaining span is read at most once.
    expect(found.parsed).toBeLessThanOrEqual((PARSE_BUDGET_FACTOR + 1) * text.length)
    expect(found.objects).toEqual([{ findings: [] }])
  })
})
