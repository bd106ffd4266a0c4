import { describe, expect, it } from 'vitest'
import { compileRules, rulesFor, splitInstructions } from '../../../src/policy/rules.js'

const CONFIG = '.github/harbourmaster.yml'

describe('splitInstructions', () => {
  it('reads applyTo globs (comma-separated or a list) and strips the frontmatter', () => {
    expect(splitInstructions('---\napplyTo: "**/*.sql, db/**"\n---\nUse bind parameters.\n')).toEqual({
      applyTo: ['**/*.sql', 'db/**'],
      body: 'Use bind parameters.\n',
    })
    expect(splitInstructions('---\napplyTo:\n  - "*.ts"\n---\nx')).toMatchObject({ applyTo: ['*.ts'] })
    expect(splitInstructions('---\napplyTo: "**"\n---\nall')).toMatchObject({ applyTo: undefined })
    expect(splitInstructions('no frontmatter')).toEqual({ applyTo: undefined, body: 'no frontmatter' })
    expect(splitInstructions('---\napplyTo: [\n---\nx').problem).toContain('not valid YAML')
  })
})

describe('compileRules and rulesFor', () => {
  const set = compileRules(
    [
      { path: 'REVIEW.md', text: 'Flag every TODO.' },
      { path: 'AGENTS.md', text: '   ' },
      { path: '.github/instructions/sql.instructions.md', text: '---\napplyTo: "**/*.sql"\n---\nQueries use bind parameters.' },
    ],
    [{ path: 'src/api/**', instructions: 'Handlers validate input with zod.' }],
    CONFIG,
  )

  it('keeps repository-wide rules for everyone and scoped rules only for matching files', () => {
    expect(set.notes).toEqual(['AGENTS.md is empty'])
    const sql = rulesFor(set, ['db/migrations/001.sql', 'src/a.ts'], 16_000)
    expect(sql.applied.map((a) => a.source)).toEqual(['REVIEW.md', '.github/instructions/sql.instructions.md'])
    expect(sql.text).toContain('Queries use bind parameters.')
    const api = rulesFor(set, ['src/api/users.ts'], 16_000)
    expect(api.applied.map((a) => a.source)).toEqual(['REVIEW.md', `${CONFIG} instructions[0]`])
    expect(api.text).not.toContain('bind parameters')
  })

  it('cuts whole rules beyond the cap and reports them; a single large rule keeps its head', () => {
    const small = rulesFor(set, ['x.sql'], 60)
    expect(small.applied.map((a) => a.source)).toEqual(['REVIEW.md'])
    expect(small.cut.map((c) => c.source)).toEqual(['.github/instructions/sql.instructions.md'])
    const big = compileRules([{ path: 'REVIEW.md', text: 'é'.repeat(5000) }], [], CONFIG)
    const cut = rulesFor(big, ['a.ts'], 1000)
    expect(Buffer.byteLength(cut.text)).toBeLessThanOrEqual(1000)
    expect(cut.text).toContain('[… cut at the size cap]')
    expect(cut.text).not.toContain('\ufffd')
    expect(cut.cut[0]?.source).toBe('REVIEW.md')
  })
})
