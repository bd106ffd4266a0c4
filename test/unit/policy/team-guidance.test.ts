import { describe, expect, it } from 'vitest'
import { compileRules } from '../../../src/policy/rules.js'
import { teamGuidance } from '../../../src/policy/team-guidance.js'

const CONFIG = '.github/harbourmaster.yml'
const set = compileRules(
  [
    { path: 'REVIEW.md', text: 'MONEY-RULE: prices are integer cents.' },
    { path: '.github/instructions/tests.instructions.md', text: '---\napplyTo: "test/**"\n---\nFloats are fine in test fixtures.' },
    { path: '.github/instructions/sql.instructions.md', text: '---\napplyTo: "**/*.sql"\n---\nName every index.' },
  ],
  [{ path: 'docs/**', instructions: 'Docs: British spelling.' }],
  CONFIG,
)

describe('teamGuidance', () => {
  it("gives the verifier the rules of every file it may judge: each specialist's and the re-checked findings'", () => {
    const guidance = teamGuidance(set, {
      specialists: [
        { name: 'security', paths: ['src/price.ts'] },
        { name: 'tests', paths: ['test/price.test.ts'] },
      ],
      recheckPaths: ['docs/pricing.md'],
      maxBytes: 16_000,
      redact: (text) => text,
    })
    expect(guidance.specialists.map((s) => [s.name, s.guidance.applied.map((a) => a.source)])).toEqual([
      ['security', ['REVIEW.md']],
      ['tests', ['REVIEW.md', '.github/instructions/tests.instructions.md']],
    ])
    expect(guidance.verifier.applied.map((a) => a.source)).toEqual(['REVIEW.md', '.github/instructions/tests.instructions.md', `${CONFIG} instructions[0]`])
    expect(guidance.verifier.text).toContain('Floats are fine in test fixtures.')
    expect(guidance.verifier.text).not.toContain('Name every index.')
  })

  it("redacts every agent's text with the given redactor, and reports what the cap cut for the verifier", () => {
    const guidance = teamGuidance(set, {
      specialists: [{ name: 'sql', paths: ['db/a.sql', 'test/a.test.ts', 'docs/a.md'] }],
      recheckPaths: [],
      maxBytes: 200,
      redact: (text) => text.replace('MONEY-RULE', '[REDACTED]'),
    })
    for (const g of [guidance.verifier, guidance.specialists[0]?.guidance]) {
      expect(g?.text).toContain('[REDACTED]')
      expect(g?.text).not.toContain('MONEY-RULE')
    }
    expect(guidance.verifier.cut.map((c) => c.source).length).toBeGreaterThan(0)
    expect(guidance.verifier.cut).toEqual(guidance.specialists[0]?.guidance.cut)
  })
})
