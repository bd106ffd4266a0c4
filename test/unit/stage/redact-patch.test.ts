import { describe, expect, it } from 'vitest'
import { buildLineMap } from '../../../src/core/diff/diff-lines.js'
import { redactPatch } from '../../../src/core/telemetry/redact-patch.js'
import { HEADER_NOTE } from '../../../src/core/telemetry/key-blocks.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import { buildCorpus, leaks } from '../../support/redaction-corpus.js'

const GHP = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789'

describe('redactPatch', () => {
  it('redacts secrets on added, removed and context lines, keeping prefixes and the line count', () => {
    const patch = ['@@ -1,3 +1,3 @@', ` keep ${GHP}`, `-old = '${GHP}'`, `+new = 'sk-proj-abcdefghijklmnop0123'`, '+plain'].join('\n')
    const { text, redactedLines } = redactPatch(patch)
    const lines = text.split('\n')
    expect(lines).toEqual(['@@ -1,3 +1,3 @@', ' keep [REDACTED]', "-old = '[REDACTED]'", "+new = '[REDACTED]'", '+plain'])
    expect(redactedLines).toBe(3)
    expect(buildLineMap(text).isCommentable('RIGHT', 3)).toBe(true)
    expect(buildLineMap(text).isCommentable('LEFT', 2)).toBe(true)
  })

  it('turns a private-key block into one [REDACTED] per line and stops at its END line', () => {
    const patch = [
      '@@ -0,0 +1,5 @@',
      '+-----BEGIN OPENSSH PRIVATE KEY-----',
      '+b3BlbnNzaC1rZXktdjEAAAA',
      '+AAAAbm9uZQ',
      '+-----END OPENSSH PRIVATE KEY-----',
      '+after',
    ].join('\n')
    expect(redactPatch(patch).text.split('\n')).toEqual(['@@ -0,0 +1,5 @@', '+[REDACTED]', '+[REDACTED]', '+[REDACTED]', '+[REDACTED]', '+after'])
  })

  it('redacts values registered on the run redactor that match no pattern', () => {
    const redactor = new Redactor()
    redactor.add('provider-key-without-shape')
    const patch = '@@ -0,0 +1 @@ function f() {\n+const k = "provider-key-without-shape"'
    expect(redactPatch(patch, redactor).text).toBe('@@ -0,0 +1 @@ function f() {\n+const k = "[REDACTED]"')
  })

  it('leaves a patch without secrets byte-for-byte unchanged, "\\ No newline" markers included', () => {
    const patch = '@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+b\n'
    expect(redactPatch(patch)).toEqual({ text: patch, redactedLines: 0, keyHeaders: [] })
  })

  it('keeps the code after an unterminated key header comment and says a header was there', () => {
    const patch = [
      '@@ -0,0 +1,5 @@',
      '+// -----BEGIN RSA PRIVATE KEY-----',
      '+function total(items) {',
      '+  for (let i = 0; i <= items.length; i++) sum += items[i]',
      '+}',
      '+',
    ].join('\n')
    const out = redactPatch(patch)
    expect(out.text.split('\n')).toEqual([
      '@@ -0,0 +1,5 @@',
      `+// ${HEADER_NOTE}`,
      '+function total(items) {',
      '+  for (let i = 0; i <= items.length; i++) sum += items[i]',
      '+}',
      '+',
    ])
    expect(out.keyHeaders).toEqual([1])
  })

  it('removes the key-material lines after a BEGIN without END, and nothing after them', () => {
    const body = ['MIIEowIBAAKCAQEAx1v8pQ3kLmN0rStUvWxYz0123456789abcdefGHIJKLmnopq', 'Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa+/9876543210zyxwvutsrqpo=']
    const patch = ['@@ -0,0 +1,4 @@', '+key = """-----BEGIN PRIVATE KEY-----', ...body.map((b) => `+${b}`), '+print(key)'].join('\n')
    const out = redactPatch(patch)
    expect(out.text).not.toContain(body[0])
    expect(out.text).not.toContain(body[1])
    expect(out.text.split('\n').at(-1)).toBe('+print(key)')
    expect(out.keyHeaders).toEqual([1])
  })

  it('removes a PGP private key block whole, armor headers and checksum included', () => {
    const block = [
      '-----BEGIN PGP PRIVATE KEY BLOCK-----',
      'Comment: test',
      '',
      'lQOYBGZ1abcDEFghiJKLmno0123456789+/PQRSTuvwxYZabcdefghij012345678',
      'AbCdEf0123456789+/ghIJklMNopQRstUVwxYZ',
      '=Ab1/',
      '-----END PGP PRIVATE KEY BLOCK-----',
    ]
    const patch = ['@@ -0,0 +1,8 @@', ...block.map((l) => `+${l}`), '+after'].join('\n')
    const lines = redactPatch(patch).text.split('\n')
    expect(lines).toEqual(['@@ -0,0 +1,8 @@', '+[REDACTED]', '+[REDACTED]', '+', '+[REDACTED]', '+[REDACTED]', '+[REDACTED]', '+[REDACTED]', '+after'])
  })

  it('keeps an identifier-only line after an unterminated header: only mixed base64 starts a key body', () => {
    const patch = ['@@ -0,0 +1,3 @@', '+# -----BEGIN EC PRIVATE KEY----- (format note)', '+    continueProcessingQueue', '+    return result'].join('\n')
    const lines = redactPatch(patch).text.split('\n')
    expect(lines.slice(2)).toEqual(['+    continueProcessingQueue', '+    return result'])
  })

  it('removes key lines of a hunk inside a key file, whose BEGIN line lies outside the hunk', () => {
    const line = (seed: string): string => `${seed}0123456789+/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ`.slice(0, 64)
    const patch = ['@@ -10,4 +10,4 @@', ` ${line('Aa1')}`, `-${line('Bb2')}`, `+${line('Cc3')}`, ` ${line('Dd4')}`, ' -----END RSA PRIVATE KEY-----'].join('\n')
    const lines = redactPatch(patch).text.split('\n')
    expect(lines).toEqual(['@@ -10,4 +10,4 @@', ' [REDACTED]', '-[REDACTED]', '+[REDACTED]', ' [REDACTED]', ' [REDACTED]'])
  })

  it('redacts every corpus example placed among clean lines of a patch, on any side (the joined-text shortcut skips none)', () => {
    const failed: string[] = []
    for (const [n, example] of buildCorpus().entries()) {
      const prefix = ['+', '-', ' '][n % 3] as string
      const body = example.text.split('\n').map((l) => `${prefix}${l}`)
      const patch = ['@@ -1,6 +1,6 @@ function around()', ' const a = 1', ...body, '+const b = 2'].join('\n')
      const { text } = redactPatch(patch)
      if (leaks(text, example.secrets)) failed.push(`${example.family}/${example.context}`)
      expect(text.split('\n')).toHaveLength(patch.split('\n').length)
    }
    expect(failed).toEqual([])
  })

  it('finds a secret that starts its line, where the diff prefix would hide it from a scan of the raw patch', () => {
    const patch = ['@@ -1,2 +1,2 @@', '-https://deploy:hunter2hunter2@example.com/repo.git', '+https://example.com/repo.git'].join('\n')
    expect(redactPatch(patch).text).not.toContain('hunter2hunter2')
  })

  it('returns a patch without secrets unchanged', () => {
    const patch = ['@@ -1,2 +1,2 @@ export function clean()', '-const a = 1', '+const a = 2', ' return a'].join('\n')
    expect(redactPatch(patch)).toEqual({ text: patch, redactedLines: 0, keyHeaders: [] })
  })
})
