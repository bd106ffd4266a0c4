import { describe, expect, it } from 'vitest'
import { redactSecrets } from '../../../src/core/telemetry/redact.js'
import { SECRET_FAMILIES } from '../../../src/core/telemetry/secret-patterns.js'
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
