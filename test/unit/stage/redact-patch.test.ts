import { describe, expect, it } from 'vitest'
import { buildLineMap } from '../../../src/core/diff/diff-lines.js'
import { redactPatch } from '../../../src/stage/redact-patch.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'

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
    const patch = ['@@ -0,0 +1,5 @@', '+-----BEGIN OPENSSH PRIVATE KEY-----', '+b3BlbnNzaC1rZXktdjEAAAA', '+AAAAbm9uZQ', '+-----END OPENSSH PRIVATE KEY-----', '+after'].join('\n')
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
    expect(redactPatch(patch)).toEqual({ text: patch, redactedLines: 0 })
  })
})
