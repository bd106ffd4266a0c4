import { describe, expect, it } from 'vitest'
import { parseRepositoryConfig } from '../../../src/config/repository-config.js'
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

describe("the config file's instructions[].path", () => {
  it('reads a comma-separated list as its globs, as applyTo is read, instead of one glob that matches nothing', () => {
    const config = parseRepositoryConfig('instructions:\n  - path: "db/**, migrations/**/*.{sql,psql}"\n    instructions: Bind parameters.\n')
    const set = compileRules([], config.instructions, CONFIG)
    expect(set.rules[0]?.applyTo).toEqual(['db/**', 'migrations/**/*.{sql,psql}'])
    expect(rulesFor(set, ['db/users.sql'], 16_000).applied.map((a) => a.source)).toEqual([`${CONFIG} instructions[0]`])
    expect(rulesFor(set, ['migrations/v2/001.psql'], 16_000).text).toContain('(applies to db/**, migrations/**/*.{sql,psql})')
    expect(rulesFor(set, ['src/db.ts'], 16_000).applied).toEqual([])
  })
})

describe('applyTo as GitHub documents it', () => {
  const scoped = (frontmatter: string, paths: string[]): string[] =>
    rulesFor(compileRules([{ path: '.github/instructions/x.instructions.md', text: `${frontmatter}Scoped guidance.` }], [], CONFIG), paths, 16_000).applied.map(
      (a) => a.source,
    )

  it('keeps a brace glob whole: a comma inside braces does not separate globs', () => {
    expect(splitInstructions('---\napplyTo: "**/*.{ts,tsx}, docs/**"\n---\nx').applyTo).toEqual(['**/*.{ts,tsx}', 'docs/**'])
    expect(scoped('---\napplyTo: "src/**/*.{ts,tsx}"\n---\n', ['src/ui/button.tsx'])).toEqual(['.github/instructions/x.instructions.md'])
    expect(scoped('---\napplyTo: "src/**/*.{ts,tsx}"\n---\n', ['src/ui/button.css'])).toEqual([])
  })

  it('reads the frontmatter of a file saved with a byte order mark, and strips it from the guidance', () => {
    const split = splitInstructions('\ufeff---\napplyTo: "**/*.sql"\n---\nUse bind parameters.')
    expect(split).toEqual({ applyTo: ['**/*.sql'], body: 'Use bind parameters.' })
    expect(scoped('\ufeff---\r\napplyTo: "**/*.sql"\r\n---\r\n', ['src/a.ts'])).toEqual([])
  })

  it('takes an empty frontmatter block as no scope and leaves it out of the guidance', () => {
    expect(splitInstructions('---\n---\nx')).toEqual({ applyTo: undefined, body: 'x' })
  })

  it('anchors a glob with a leading / (or ./) at the repository root instead of matching nothing', () => {
    expect(scoped('---\napplyTo: "/src/**/*.ts"\n---\n', ['src/api/users.ts'])).toEqual(['.github/instructions/x.instructions.md'])
    expect(scoped('---\napplyTo: "./src/**/*.ts"\n---\n', ['src/api/users.ts'])).toEqual(['.github/instructions/x.instructions.md'])
    // Anchored: `/README.md` is the root README only, not every README.md.
    expect(scoped('---\napplyTo: "/README.md"\n---\n', ['docs/README.md'])).toEqual([])
    expect(scoped('---\napplyTo: "/README.md"\n---\n', ['README.md'])).toEqual(['.github/instructions/x.instructions.md'])
  })

  it('reads a glob ending in / (a directory, as gitignore writes one) as every file under it instead of matching nothing', () => {
    expect(scoped('---\napplyTo: "src/api/"\n---\n', ['src/api/v2/users.ts'])).toEqual(['.github/instructions/x.instructions.md'])
    expect(scoped('---\napplyTo: "/db/"\n---\n', ['db/schema.sql'])).toEqual(['.github/instructions/x.instructions.md'])
    expect(scoped('---\napplyTo: "src/api/"\n---\n', ['src/ui/button.tsx'])).toEqual([])
  })

  it('does not apply a file that excludes Copilot code review (excludeAgent: "code-review"), and says so', () => {
    const set = compileRules(
      [
        { path: '.github/instructions/agent.instructions.md', text: '---\napplyTo: "**"\nexcludeAgent: "code-review"\n---\nRun npm ci first.' },
        { path: '.github/instructions/review.instructions.md', text: '---\napplyTo: "**"\nexcludeAgent: "coding-agent"\n---\nCheck the error paths.' },
      ],
      [],
      CONFIG,
    )
    expect(set.rules.map((r) => r.source)).toEqual(['.github/instructions/review.instructions.md'])
    expect(set.notes).toEqual(['.github/instructions/agent.instructions.md: excludeAgent "code-review"; not applied'])
  })
})

describe('an unquoted applyTo glob', () => {
  it('is read as the glob list it is, although YAML takes a leading * for an alias', () => {
    expect(splitInstructions('---\napplyTo: **/*.ts,**/*.tsx\ndescription: TypeScript\n---\nx')).toEqual({ applyTo: ['**/*.ts', '**/*.tsx'], body: 'x' })
    expect(splitInstructions('---\napplyTo: *.py\n---\nx')).toEqual({ applyTo: ['*.py'], body: 'x' })
    expect(splitInstructions("---\napplyTo: **\nexcludeAgent: 'code-review'\n---\nx")).toMatchObject({ excluded: true })
    // Each glob quoted on its own, and a comment after the list, as a team writes them: the globs, not their quote marks.
    expect(splitInstructions('---\napplyTo: "**/*.ts", "**/*.tsx"\n---\nx').applyTo).toEqual(['**/*.ts', '**/*.tsx'])
    expect(splitInstructions("---\napplyTo: '**/*.ts','docs/**'\n---\nx").applyTo).toEqual(['**/*.ts', 'docs/**'])
    expect(splitInstructions('---\napplyTo: **/*.ts # TypeScript only\n---\nx').applyTo).toEqual(['**/*.ts'])
    expect(splitInstructions('---\napplyTo: "**/*.ts, **/*.tsx" # TS\ndescription: [\n---\nx').applyTo).toEqual(['**/*.ts', '**/*.tsx'])
    // A comment with a quote mark in it is a comment still; a '#' inside a quoted glob, or not after a space, is the glob's.
    expect(splitInstructions("---\napplyTo: **/*.ts # TypeScript's files\n---\nx").applyTo).toEqual(['**/*.ts'])
    expect(splitInstructions('---\napplyTo: "**/*.ts" # the "TS" files\n---\nx').applyTo).toEqual(['**/*.ts'])
    expect(splitInstructions('---\napplyTo: "notes/ #1/**", **/#*\n---\nx').applyTo).toEqual(['notes/ #1/**', '**/#*'])
    // Frontmatter that is not YAML and names no applyTo still applies everywhere, with the note.
    expect(splitInstructions('---\ntitle: [\n---\nx').problem).toContain('not valid YAML')
  })
})

describe('the size cap', () => {
  it('holds for the text as given, blank lines between rules included', () => {
    const files = Array.from({ length: 20 }, (_, i) => ({ path: `.github/instructions/r${i}.instructions.md`, text: 'x'.repeat(30) }))
    const set = compileRules(files, [], CONFIG)
    for (const cap of [1000, 1010, 1020, 1030]) {
      const got = rulesFor(set, ['a.ts'], cap)
      expect(Buffer.byteLength(got.text, 'utf8')).toBeLessThanOrEqual(cap)
      expect(got.bytes).toBe(Buffer.byteLength(got.text, 'utf8'))
    }
  })
})

describe('frontmatter a team got slightly wrong is named, not silently applied to every file', () => {
  const notesOf = (text: string): string[] => compileRules([{ path: '.github/instructions/x.instructions.md', text }], [], CONFIG).notes

  it('a frontmatter with no closing --- line', () => {
    const text = '---\napplyTo: "db/**"\n\nQueries use bind parameters.\n'
    expect(notesOf(text)).toEqual([
      ".github/instructions/x.instructions.md: its frontmatter opens with '---' but no '---' line closes it; applied to every file",
    ])
    // A file that merely starts with a horizontal rule further down has nothing to note.
    expect(notesOf('# SQL\n\n---\n\nQueries use bind parameters.\n')).toEqual([])
  })

  it('a misspelt applyTo or excludeAgent key, which Copilot would not read either', () => {
    expect(notesOf('---\napplyto: "db/**"\n---\nQueries use bind parameters.')).toEqual([
      ".github/instructions/x.instructions.md: frontmatter key 'applyto' is not read (did you mean 'applyTo'? keys are case-sensitive); applied to every file",
    ])
    expect(notesOf('---\napplyTo: "db/**"\nexclude_agent: code-review\n---\nSetup notes.')).toEqual([
      ".github/instructions/x.instructions.md: frontmatter key 'exclude_agent' is not read (did you mean 'excludeAgent'? keys are case-sensitive)",
    ])
    // Unquoted, as applyTo globs are mostly written (not YAML: a leading * is an alias), the misspelt key is named
    // too, rather than a YAML error the team would look for in vain.
    expect(notesOf('---\napplyto: **/*.sql\n---\nQueries use bind parameters.')).toEqual([
      '.github/instructions/x.instructions.md: frontmatter is not valid YAML; applied to every file',
      ".github/instructions/x.instructions.md: frontmatter key 'applyto' is not read (did you mean 'applyTo'? keys are case-sensitive); applied to every file",
    ])
    expect(notesOf('---\napplyTo: **/*.sql\nexclude_agent: code-review\n---\nSetup notes.')).toEqual([
      ".github/instructions/x.instructions.md: frontmatter key 'exclude_agent' is not read (did you mean 'excludeAgent'? keys are case-sensitive)",
    ])
    // description and name are keys of the format: nothing to say.
    expect(notesOf('---\napplyTo: "db/**"\ndescription: SQL rules\nname: sql\n---\nx')).toEqual([])
  })

  it('applyTo given twice', () => {
    const text = '---\napplyTo: "db/**"\napplyTo: "src/**"\n---\nx'
    expect(splitInstructions(text).applyTo).toEqual(['src/**'])
    expect(notesOf(text)).toEqual([".github/instructions/x.instructions.md: frontmatter names 'applyTo' twice; the last one (src/**) is read"])
  })
})

describe('one text under two rule sources (copilot-instructions.md a link to AGENTS.md, or a copy of it)', () => {
  it('is applied once, so it does not take the cap twice and cut the scoped rules', () => {
    const shared = `# Conventions\n\n${'Handlers validate their input. '.repeat(200)}`
    const set = compileRules(
      [
        { path: 'AGENTS.md', text: shared },
        { path: '.github/copilot-instructions.md', text: `${shared}\n` },
        { path: '.github/instructions/sql.instructions.md', text: '---\napplyTo: "**/*.sql"\n---\nQueries use bind parameters.' },
      ],
      [],
      CONFIG,
    )
    expect(set.notes).toEqual(['.github/copilot-instructions.md: the same text as AGENTS.md; applied once'])
    const got = rulesFor(set, ['db/users.sql'], 8000)
    expect(got.applied.map((a) => a.source)).toEqual(['AGENTS.md', '.github/instructions/sql.instructions.md'])
    expect(got.cut).toEqual([])
  })

  it('is applied once when the copy was saved with Windows line endings, or its lines with trailing blanks', () => {
    const shared = '# Conventions\n\nHandlers validate their input.\nErrors carry a code.\n'
    const set = compileRules(
      [
        { path: 'AGENTS.md', text: shared },
        { path: '.github/copilot-instructions.md', text: shared.replace(/\n/g, '\r\n') },
        { path: 'REVIEW.md', text: shared.replace(/\n/g, '  \n') },
      ],
      [],
      CONFIG,
    )
    expect(set.rules.map((r) => r.source)).toEqual(['AGENTS.md'])
    expect(set.notes).toEqual([
      '.github/copilot-instructions.md: the same text as AGENTS.md; applied once',
      'REVIEW.md: the same text as AGENTS.md; applied once',
    ])
  })

  it('keeps two files that share a text but not a scope', () => {
    const set = compileRules(
      [
        { path: '.github/instructions/a.instructions.md', text: '---\napplyTo: "a/**"\n---\nSame words.' },
        { path: '.github/instructions/b.instructions.md', text: '---\napplyTo: "b/**"\n---\nSame words.' },
      ],
      [],
      CONFIG,
    )
    expect(set.rules.map((r) => r.source)).toHaveLength(2)
    expect(set.notes).toEqual([])
  })
})

describe('an applyTo glob starting with !', () => {
  const scopedTo = (applyTo: string, path: string): boolean =>
    rulesFor(compileRules([{ path: '.github/instructions/x.instructions.md', text: `---\napplyTo: "${applyTo}"\n---\nScoped.` }], [], CONFIG), [path], 16_000)
      .applied.length === 1

  it('takes out what the globs before it put in, instead of applying the rule to every other file', () => {
    expect(scopedTo('**/*.ts, !**/*.test.ts', 'src/a.ts')).toBe(true)
    expect(scopedTo('**/*.ts, !**/*.test.ts', 'src/a.test.ts')).toBe(false)
    // minimatch alone reads '!**/*.test.ts' as every other path: the README was given the TypeScript rule.
    expect(scopedTo('**/*.ts, !**/*.test.ts', 'README.md')).toBe(false)
  })

  it('alone, means every file but those', () => {
    expect(scopedTo('!vendor/**', 'src/a.ts')).toBe(true)
    expect(scopedTo('!vendor/**', 'vendor/lib.js')).toBe(false)
    expect(scopedTo('**, !vendor/**', 'vendor/lib.js')).toBe(false)
    expect(scopedTo('**, !vendor/**', 'src/a.ts')).toBe(true)
  })
})

describe('an applyTo glob that can match no path', () => {
  it('is named with the glob to write: Windows separators, a climb out of the repository', () => {
    const notes = (applyTo: string): string[] =>
      compileRules([{ path: '.github/instructions/x.instructions.md', text: `---\napplyTo: '${applyTo}'\n---\nScoped.` }], [], CONFIG).notes
    expect(notes('src\\api\\**\\*.ts')).toEqual([
      ".github/instructions/x.instructions.md: applyTo 'src\\api\\**\\*.ts' can never match: paths are written with '/', and '\\' escapes the character after it; write 'src/api/**/*.ts'",
    ])
    expect(notes('../shared/**')).toEqual([
      ".github/instructions/x.instructions.md: applyTo '../shared/**' can never match: changed files' paths are relative to the repository root and never start with '../'",
    ])
    expect(notes('src/**/*.ts')).toEqual([])
  })
})
