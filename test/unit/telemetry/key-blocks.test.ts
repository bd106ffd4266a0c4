import { describe, expect, it } from 'vitest'
import { redactKeyLines, redactKeyText } from '../../../src/core/telemetry/key-blocks.js'
import { REDACTED } from '../../../src/core/telemetry/secret-patterns.js'

// Key-shaped base64 built here (mixed case, digits, `+` and `/`), 64 characters a line as PEM wraps it.
const keyLine = (i: number): string => `MIIEv${i}QIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC+x/Y${String(i).padStart(4, '0')}Zq9w`

describe('key lines shown without their BEGIN line', () => {
  it('removes a run of three full-width key lines after ordinary code, and keeps the code', () => {
    const code = ['const answer = compute(input)', 'return answer', '']
    const text = [...code, keyLine(1), keyLine(2), keyLine(3), 'done()'].join('\n')
    const out = redactKeyText(text).text.split('\n')
    expect(out.slice(0, 3)).toEqual(code)
    expect(out.slice(3, 6)).toEqual([REDACTED, REDACTED, REDACTED])
    expect(out[6]).toBe('done()')
  })

  it('removes a shorter run that ends at an END marker, with its gutter kept', () => {
    const lines = ['12| let x = 1', `13| ${keyLine(4)}`, '14| AbC0/+==', '15| -----END RSA PRIVATE KEY-----']
    const scan = redactKeyLines(lines)
    expect(scan.lines[0]).toBe('12| let x = 1')
    expect(scan.lines[1]).toBe(`13| ${REDACTED}`)
    expect(scan.lines[2]).toBe(`14| ${REDACTED}`)
    expect(scan.changed).toEqual([1, 2, 3])
  })

  it('keeps two key-shaped lines alone, and long identifiers that are not base64 bodies', () => {
    const text = [keyLine(5), keyLine(6), 'thisIsAVeryLongIdentifierWithoutDigits', 'AnotherQuiteLongIdentifierName = 1'].join('\n')
    expect(redactKeyText(text).text).toBe(text)
  })
})
