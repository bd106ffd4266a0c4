import { describe, expect, it } from 'vitest'
import { parseSpecialistAnswer } from '../../../plugins/lib/reviewers/findings.js'
import { FINDING_CATEGORIES, SPECIALISTS } from '../../../src/core/contracts/specialists.js'
import { DEFAULT_ROUTING, routeOne } from '../../../src/core/policy/routing.js'
import { DB_PATCH, injection as good } from './fixtures.js'

/**
 * A specialist's category the registry does not have, written as a model words it: a word of it that
 * names a registry category files the finding there, from any specialist. Filed under the answering
 * specialist's own category instead, a "security issue" from the correctness specialist lost the
 * route security findings always take (escalate).
 */
const parse = (findings: unknown[], category?: string) => parseSpecialistAnswer(JSON.stringify({ findings }), [DB_PATCH], category)

describe('parseSpecialistAnswer: a category named in other words', () => {
  it('files a category word that names a registry category under that category, from any specialist: "security issue" escalates as security', () => {
    const parsed = parse(
      [
        { ...good, category: 'security-issue' },
        { ...good, line: 5, category: 'Security Risk' },
        { ...good, line: 3, category: 'performance_regression' },
        { ...good, line: 4, category: 'code-quality-smell' },
        { ...good, line: 5, category: 'missing documentation' },
      ],
      'correctness',
    )
    expect(parsed.findings.map((f) => f.category)).toEqual(['security', 'security', 'performance', 'code-quality', 'documentation'])
    // Filed as the correctness specialist's own, a low-confidence "security issue" was dropped where security escalates.
    const [low] = parse([{ ...good, category: 'security issue', confidence: 0.2 }], 'correctness').findings
    expect(low && routeOne({ category: low.category, confidence_after: 0.2 }, DEFAULT_ROUTING).route).toBe('escalate')
    // Derived from the registry: a category added there is read in a model's wording too, with no list kept by hand.
    for (const category of FINDING_CATEGORIES) {
      // From a specialist other than security, whose own finding stays security whatever words it uses (below).
      const other = SPECIALISTS.find((s) => s !== category && s !== 'security') ?? 'correctness'
      expect(parse([{ ...good, category: `${category}-concern` }], other).findings.map((f) => f.category)).toEqual([category])
    }
  })

  it("never moves the security specialist's own finding out of security on a word of its category: it kept the always-escalate route", () => {
    // A denial of service written in performance words, a race in correctness words: the security specialist's subject all the same.
    const parsed = parse(
      [
        { ...good, category: 'performance-dos', confidence: 0.2 },
        { ...good, line: 5, category: 'correctness/toctou-race', confidence: 0.2 },
        { ...good, line: 3, category: 'code-quality-hardcoded-password', confidence: 0.2 },
      ],
      'security',
    )
    expect(parsed.findings.map((f) => f.category)).toEqual(['security', 'security', 'security'])
    expect(parsed.findings.map((f) => routeOne({ category: f.category, confidence_after: 0.2 }, DEFAULT_ROUTING).route)).toEqual([
      'escalate',
      'escalate',
      'escalate',
    ])
    // A category the registry has is the specialist's own choice, read as written.
    expect(parse([{ ...good, category: 'performance' }], 'security').findings.map((f) => f.category)).toEqual(['performance'])
  })

  it('reads the words of a category written as a path or a label ("security/xss", "Security: Auth"), as it reads them spaced', () => {
    // Only a hyphen parted words: "security/xss" from the correctness specialist was filed as correctness, and dropped at 0.2.
    const parsed = parse(
      [
        { ...good, category: 'security/xss' },
        { ...good, line: 5, category: 'Security: Auth' },
        { ...good, line: 3, category: 'vulnerability/sqli' },
        { ...good, line: 4, category: 'performance/n+1' },
        { ...good, line: 5, category: 'docs.missing-documentation' },
        // Whole words only, whatever parts them: "insecure" names no category, and "perf" is not "performance".
        { ...good, line: 3, category: 'insecure/defaults' },
        { ...good, line: 4, category: 'perf/regression' },
      ],
      'correctness',
    )
    expect(parsed.findings.map((f) => f.category)).toEqual(['security', 'security', 'security', 'performance', 'documentation', 'correctness', 'correctness'])
    expect(parsed.recategorised).toBe(7)
    const [low] = parse([{ ...good, category: 'security/xss', confidence: 0.2 }], 'correctness').findings
    expect(low && routeOne({ category: low.category, confidence_after: 0.2 }, DEFAULT_ROUTING).route).toBe('escalate')
  })
})
