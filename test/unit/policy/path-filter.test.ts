import { describe, expect, it } from 'vitest'
import { filterFiles, type FilterRules } from '../../../src/policy/filter.js'
import { compileGlobs, evaluateGlobs } from '../../../src/policy/path-filter.js'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { changedFileOf } from '../../support/kit/index.js'

/**
 * Cases written from GitHub's documentation of workflow path filters
 * ("Filter pattern cheat sheet" and "Including and excluding paths"):
 * patterns are checked in order; a matching `!` pattern after a positive
 * match leaves the path out, a matching positive pattern after a negative
 * match puts it back. Paths are chosen where GitHub's glob dialect and the
 * documented minimatch dialect agree (a slashless glob matches at any depth
 * here, at the root only in GitHub's filters: see docs/configuration.md).
 */
const CASES: [globs: string[], path: string, selected: boolean][] = [
  // Order and negation
  [['sub-project/**', '!sub-project/docs/**'], 'sub-project/src/app.js', true],
  [['sub-project/**', '!sub-project/docs/**'], 'sub-project/docs/readme.md', false],
  [['sub-project/**', '!sub-project/docs/**'], 'other/app.js', false],
  [['*.md', '!README.md'], 'hello.md', true],
  [['*.md', '!README.md'], 'README.md', false],
  [['*.md', '!README.md', 'README*'], 'README.md', true],
  [['*.md', '!README.md', 'README*'], 'README.doc', true],
  [['*.md', '!README.md', 'README*'], 'hello.md', true],
  [['!docs/**', 'docs/**'], 'docs/a.md', true],
  [['docs/**', '!docs/keep.md'], 'docs/keep.md', false],
  [['docs/**', '!docs/keep.md'], 'docs/drop.md', true],
  [['docs/**', '!docs/keep.md'], 'src/a.ts', false],
  [['src/**', '!src/generated/**'], 'src/generated/api.ts', false],
  [['src/**', '!src/generated/**'], 'src/app.ts', true],
  [['src/**', '!src/generated/**', 'src/generated/keep.ts'], 'src/generated/keep.ts', true],
  [['src/**', '!src/generated/**', 'src/generated/keep.ts'], 'src/generated/other.ts', false],
  [['**', '!**/*.md', 'docs/**'], 'docs/guide.md', true],
  [['**', '!**/*.md', 'docs/**'], 'notes/todo.md', false],
  [['**', '!**/*.md', 'docs/**'], 'src/x.ts', true],
  // Cheat-sheet glob shapes
  [['docs/*'], 'docs/README.md', true],
  [['docs/*'], 'docs/mona/octocat.txt', false],
  [['docs/**'], 'docs/mona/octocat.txt', true],
  [['docs/**/*.md'], 'docs/a/markdown/file.md', true],
  [['docs/**/*.md'], 'docs/a/file.txt', false],
  [['**/docs/**'], 'src/docs/file.md', true],
  [['**/README.md'], 'js/README.md', true],
  [['**/*src/**'], 'my-src/code/js/app.js', true],
  [['**/*-post.md'], 'my-post.md', true],
  [['**/*-post.md'], 'path/their-post.md', true],
  [['**/migrate-*.sql'], 'database/migrate-v1.sql', true],
  [['**'], '.github/workflows/ci.yml', true],
  [['**.js'], 'src/js/app.js', true],
  // No pattern matches: not selected
  [['!docs/**'], 'src/a.ts', false],
  [[], 'src/a.ts', false],
]

describe('ordered globs with negation (GitHub Actions path-filter semantics)', () => {
  it.each(CASES)('%j selects %s: %s', (globs, path, selected) => {
    expect(evaluateGlobs(compileGlobs(globs), path).selected).toBe(selected)
  })

  it('names the pattern that decided', () => {
    expect(evaluateGlobs(compileGlobs(['docs/**', '!docs/keep.md']), 'docs/keep.md')).toEqual({ selected: false, decidedBy: '!docs/keep.md' })
  })
})

const file = (filename: string): ChangedFile => changedFileOf(filename)
const NO_RULES: FilterRules = { include: [], exclude: [], generated: [] }

describe('filterFiles with ordered include/exclude', () => {
  it('exclude docs/** then !docs/keep.md keeps docs/keep.md and every file outside docs/', () => {
    const { kept, excluded } = filterFiles([file('docs/keep.md'), file('docs/old.md'), file('src/a.ts')], {
      ...NO_RULES,
      exclude: ['docs/**', '!docs/keep.md'],
    })
    expect(kept.map((f) => f.filename)).toEqual(['docs/keep.md', 'src/a.ts'])
    expect(excluded).toEqual([{ path: 'docs/old.md', rule: 'user-exclude', reason: "matches the exclude input glob 'docs/**'" }])
  })

  it('include src/** then !src/generated/** leaves the generated files out, naming the glob', () => {
    const { kept, excluded } = filterFiles([file('src/app.ts'), file('src/generated/api.ts'), file('lib/x.ts')], {
      ...NO_RULES,
      include: ['src/**', '!src/generated/**'],
    })
    expect(kept.map((f) => f.filename)).toEqual(['src/app.ts'])
    expect(excluded).toEqual([
      { path: 'lib/x.ts', rule: 'not-included', reason: 'matches none of the include input globs' },
      { path: 'src/generated/api.ts', rule: 'not-included', reason: "left out by the include input glob '!src/generated/**'" },
    ])
  })
})
