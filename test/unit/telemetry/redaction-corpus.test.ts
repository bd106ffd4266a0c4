import { describe, expect, it } from 'vitest'
import { redactSecrets } from '../../../src/core/telemetry/redact.js'
import { ANY_SECRET_LITERAL, redactJwts, SECRET_FAMILIES } from '../../../src/core/telemetry/secret-patterns.js'
import { buildCorpus, leaks, measureFalsePositives, realCodeFiles } from '../../support/redaction-corpus.js'

const corpus = buildCorpus()

describe('redaction corpus (examples generated from each documented format)', () => {
  const families = [...new Set(corpus.map((e) => e.family))]

  it('covers every claimed family in several contexts', () => {
    expect(families.length).toBeGreaterThanOrEqual(13)
    for (const family of families) expect(new Set(corpus.filter((e) => e.family === family).map((e) => e.context)).size).toBeGreaterThanOrEqual(4)
    expect(corpus.length).toBeGreaterThan(350)
  })

  it.each(families)('%s: 100 % of examples redacted', (family) => {
    const failed = corpus.filter((e) => e.family === family).filter((e) => leaks(redactSecrets(e.text), e.secrets))
    expect(failed.map((e) => `${e.context}: ${e.text.slice(0, 120)}`)).toEqual([])
  })
})

describe('pattern gates (a literal every match contains, checked before the pattern runs)', () => {
  const gated = SECRET_FAMILIES.filter((f) => f.gate)

  it('gates the families whose pattern starts with a lookbehind or a class', () => {
    expect(gated.map((f) => f.id).sort()).toEqual([
      'authorization-header',
      'aws-access-key-id',
      'openai-anthropic',
      'url-credentials',
      'url-credentials-escaped',
    ])
  })

  it('passes every corpus text its family pattern matches, so a gate never hides a secret', () => {
    let checked = 0
    for (const family of gated) {
      for (const example of corpus) {
        const matches = [...example.text.matchAll(new RegExp(family.pattern.source, family.pattern.flags))]
        if (matches.length === 0) continue
        checked++
        for (const m of matches) expect(family.gate?.(m[0]), `${family.id}: ${m[0]}`).toBe(true)
      }
    }
    expect(checked).toBeGreaterThan(40)
  })

  it('finds the shared literal in every match of every family and of the JWT scanner', () => {
    let checked = 0
    for (const example of corpus) {
      for (const family of SECRET_FAMILIES) {
        for (const m of example.text.matchAll(new RegExp(family.pattern.source, family.pattern.flags))) {
          checked++
          expect(ANY_SECRET_LITERAL.test(m[0]), `${family.id}: ${m[0]}`).toBe(true)
        }
      }
      // A text the JWT scanner changes holds "eyJ" (it is its own first check).
      if (redactJwts(example.text) !== example.text) expect(ANY_SECRET_LITERAL.test(example.text)).toBe(true)
    }
    expect(checked).toBeGreaterThan(300)
  })

  it('keeps a text without the literal as it is, and redacts it once the literal is there', () => {
    const aws = gated.find((f) => f.id === 'aws-access-key-id')
    expect(aws?.gate?.('key = "AKIAIOSFODNN7EXAMPLE"')).toBe(true)
    expect(aws?.gate?.('key = "AKJAIOSFODNN7EXAMPLE"')).toBe(false)
    expect(redactSecrets('key = "AKIAIOSFODNN7EXAMPLE"')).not.toContain('IOSFODNN7')
    expect(redactSecrets('Authorization: BEARER abcdef0123456789abcdef')).not.toContain('0123456789')
  })
})

describe('false positives on real code', () => {
  it('changes fewer than 0.1 % of lines of the project sources and a sample of node_modules', () => {
    const figures = measureFalsePositives(realCodeFiles(process.cwd()), redactSecrets)
    expect(figures.lines).toBeGreaterThan(100_000)
    expect(figures.rate, figures.examples.join('\n')).toBeLessThan(0.001)
  })
})

describe('linear-time patterns', () => {
  // A backtracking engine is linear on a pattern whose every attempt examines a
  // bounded stretch: checked from the source, never by timing.
  it('bounds every repetition of every family pattern, and maxScan says by how much', () => {
    for (const family of SECRET_FAMILIES) {
      const source = family.pattern.source
      const outsideClasses = source.replace(/\\.|\[[^\]]*\]/g, 'x')
      expect(outsideClasses, family.id).not.toMatch(/[+*]|\{\d+,\}/)
      const bounds = [...source.matchAll(/\{(\d+)(?:,(\d+))?\}/g)].map((m) => Number(m[2] ?? m[1]))
      const literal = source.replace(/\\.|\[[^\]]*\]|\{[^}]*\}|\(\?<?[=!]?|[()|?^$]/g, '').length
      expect(bounds.reduce((a, b) => a + b, 0) + literal, family.id).toBeLessThanOrEqual(family.maxScan + 40)
      expect(family.maxScan, family.id).toBeLessThanOrEqual(1100)
    }
  })

  it('redacts a 60 KB hostile line with the same result as its parts (no catastrophic state)', () => {
    const unit = '-eyJ_sk-AKIA%22xoxb-a.'
    const line = unit.repeat(Math.ceil(60_000 / unit.length))
    expect(redactSecrets(line)).toBe(line)
  })
})
