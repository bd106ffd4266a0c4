import { describe, expect, it } from 'vitest'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { FILTER_RULES, filterFiles, type FilterRules } from '../../../src/policy/filter.js'
import { parseLinguistGenerated, readGitattributes, type GeneratedGlob } from '../../../src/policy/gitattributes.js'

/** A reading in gitattributes' own notation: `glob` set, `-glob` unset, `!glob` back to unspecified. */
const notation = (globs: readonly GeneratedGlob[]): string[] =>
  globs.map((g) => (g.generated === true ? g.glob : g.generated === false ? `-${g.glob}` : `!${g.glob}`))

const PATCH = '@@ -1,1 +1,2 @@\n a\n+b'
function file(filename: string, extra: Partial<ChangedFile> = {}): ChangedFile {
  return { filename, previousFilename: undefined, status: 'modified', additions: 1, deletions: 0, changes: 1, patch: PATCH, sha: 'b'.repeat(40), ...extra }
}
const EMPTY_BLOB = 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391'
const NO_RULES: FilterRules = { include: [], exclude: [], generated: [] }

function ruleFor(f: ChangedFile, rules: FilterRules = NO_RULES): string | undefined {
  const { kept, excluded } = filterFiles([f], rules)
  if (kept.length === 1) return undefined
  expect(excluded).toHaveLength(1)
  expect(excluded[0]?.reason.length).toBeGreaterThan(5)
  return excluded[0]?.rule
}

describe('filterFiles: default exclusions', () => {
  it.each([
    ['package-lock.json', 'lockfile'],
    ['web/yarn.lock', 'lockfile'],
    ['pnpm-lock.yaml', 'lockfile'],
    ['crates/x/Cargo.lock', 'lockfile'],
    ['poetry.lock', 'lockfile'],
    ['Gemfile.lock', 'lockfile'],
    ['composer.lock', 'lockfile'],
    ['go.sum', 'lockfile'],
    ['bun.lockb', 'lockfile'],
    ['vendor/github.com/x/y.go', 'vendored'],
    ['lib/third_party/z.c', 'vendored'],
    ['node_modules/left-pad/index.js', 'vendored'],
    ['src/api.generated.ts', 'generated'],
    ['proto/user_pb2.py', 'generated'],
    ['pkg/api/user.pb.go', 'generated'],
    ['pkg/apis/zz_generated.deepcopy.go', 'generated'],
    ['src/__generated__/schema.ts', 'generated'],
    ['public/app.min.js', 'minified'],
    ['public/site.min.css', 'minified'],
    ['dist/index.js.map', 'source-map'],
    ['src/__snapshots__/a.test.ts.snap', 'snapshot'],
    ['test/output.snap', 'snapshot'],
    ['assets/logo.PNG', 'binary'],
    ['fonts/inter.woff2', 'binary'],
    ['release/tool.zip', 'binary'],
    ['bin/tool.exe', 'binary'],
    ['docs/spec.pdf', 'binary'],
  ])('%s -> %s', (path, rule) => {
    expect(ruleFor(file(path))).toBe(rule)
  })

  it('excludes a file GitHub sent without a patch, with that reason', () => {
    const { excluded } = filterFiles([file('data/huge.csv', { patch: undefined, changes: 90000 })], NO_RULES)
    expect(excluded).toEqual([{ path: 'data/huge.csv', rule: 'no-patch', reason: 'GitHub sent no patch (binary or too large)' }])
  })

  it('excludes a rename without content changes and an empty new file', () => {
    expect(ruleFor(file('src/b.ts', { status: 'renamed', previousFilename: 'src/a.ts', patch: undefined, changes: 0, additions: 0 }))).toBe('no-changes')
    // GitHub's sha is the file's blob at the head: git's empty blob for an empty file.
    expect(ruleFor(file('src/empty.ts', { status: 'added', patch: undefined, changes: 0, additions: 0, sha: EMPTY_BLOB }))).toBe('no-changes')
  })

  it('says when a rename without content changes moves a file onto or off a sensitive path', () => {
    // GitHub lists a 100 % similar rename with no patch: nothing to review, but the move itself can turn
    // a file into a CI workflow (or stop a workflow from running), and the reason must not hide that.
    const pure = { status: 'renamed' as const, patch: undefined, changes: 0, additions: 0 }
    const { excluded } = filterFiles(
      [
        file('.github/workflows/release.yml', { ...pure, previousFilename: 'docs/examples/release.yml' }),
        file('.github/disabled/security-scan.yml', { ...pure, previousFilename: '.github/workflows/security-scan.yml' }),
        file('.github/workflows/ci-2.yml', { ...pure, previousFilename: '.github/workflows/ci.yml' }),
      ],
      NO_RULES,
    )
    const workflow = 'CI workflow (runs with repository secrets and tokens)'
    expect(excluded.map((e) => [e.path, e.rule, e.reason])).toEqual([
      [
        '.github/disabled/security-scan.yml',
        'no-changes',
        `renamed without content changes, off a sensitive path (${workflow}): GitHub sends no diff, so check the move by hand`,
      ],
      ['.github/workflows/ci-2.yml', 'no-changes', 'renamed without content changes'],
      [
        '.github/workflows/release.yml',
        'no-changes',
        `renamed without content changes, onto a sensitive path (${workflow}): GitHub sends no diff, so check the move by hand`,
      ],
    ])
    const copied = filterFiles([file('.github/workflows/x.yml', { ...pure, status: 'copied', previousFilename: '.github/workflows/ci.yml' })], NO_RULES)
    expect(copied.excluded[0]?.reason).toBe('copied without content changes')
    const copiedIn = filterFiles([file('.github/workflows/x.yml', { ...pure, status: 'copied', previousFilename: 'docs/x.yml' })], NO_RULES)
    expect(copiedIn.excluded[0]?.reason).toMatch(/^copied without content changes, onto a sensitive path \(CI workflow/)
  })

  it('never calls a binary file of an unlisted extension empty or unchanged', () => {
    // GitHub lists a binary file with no patch and 0 additions, deletions and changes, and its blob's sha.
    const binary = { patch: undefined, changes: 0, additions: 0, deletions: 0, sha: '08728f8b5398feebcf1dca18f65e235298840f21' }
    const { excluded } = filterFiles(
      [
        file('certs/release.p12', { ...binary, status: 'added' }),
        file('firmware/boot.dat', { ...binary, status: 'modified' }),
        file('secrets/deploy.keystore', { ...binary, status: 'removed' }),
      ],
      NO_RULES,
    )
    const reason = 'GitHub sent no patch and counts no changed lines (a binary file)'
    expect(excluded).toEqual([
      { path: 'certs/release.p12', rule: 'no-patch', reason },
      // A file whose mode alone changed has no patch and no changed lines either.
      {
        path: 'firmware/boot.dat',
        rule: 'no-patch',
        reason: 'GitHub sent no patch and counts no changed lines (a binary file, or a change of file mode only)',
      },
      { path: 'secrets/deploy.keystore', rule: 'no-patch', reason },
    ])
  })

  it('excludes a removed ordinary file but keeps a removed sensitive one', () => {
    const removed = { status: 'removed' as const, patch: '@@ -1,1 +0,0 @@\n-a', additions: 0, deletions: 1 }
    expect(ruleFor(file('src/strings.ts', removed))).toBe('removed')
    expect(ruleFor(file('src/auth/guard.ts', removed))).toBeUndefined()
    expect(ruleFor(file('.github/workflows/security.yml', removed))).toBeUndefined()
  })

  it.each(['src/index.ts', 'dist/index.js', 'build/output.ts', 'assets/icon.svg', 'src/map.ts', 'src/vendors.ts', 'README.md'])('keeps %s', (path) => {
    expect(ruleFor(file(path))).toBeUndefined()
  })

  it('reports only the documented rule ids', () => {
    // docs/review-behaviour.md lists these ids; a new rule must be documented there too.
    expect([...FILTER_RULES].sort()).toEqual(
      [
        'binary',
        'config-ignore',
        'generated',
        'linguist-generated',
        'linguist-vendored',
        'lockfile',
        'minified',
        'no-changes',
        'no-patch',
        'not-included',
        'removed',
        'snapshot',
        'source-map',
        'submodule',
        'user-exclude',
        'vendored',
      ].sort(),
    )
  })
})

describe('filterFiles: user globs and linguist-generated', () => {
  it('applies exclude globs, naming the glob; a glob without a slash matches at any depth', () => {
    const rules = { ...NO_RULES, exclude: ['docs/**', '*.md'] }
    const { kept, excluded } = filterFiles([file('docs/a.ts'), file('src/deep/README.md'), file('src/a.ts')], rules)
    expect(kept.map((f) => f.filename)).toEqual(['src/a.ts'])
    expect(excluded).toEqual([
      { path: 'docs/a.ts', rule: 'user-exclude', reason: "matches the exclude input glob 'docs/**'" },
      { path: 'src/deep/README.md', rule: 'user-exclude', reason: "matches the exclude input glob '*.md'" },
    ])
  })

  it('keeps only included files when include is set; dotfiles match too', () => {
    const rules = { ...NO_RULES, include: ['src/**'] }
    const { kept, excluded } = filterFiles([file('src/.hidden/a.ts'), file('lib/b.ts')], rules)
    expect(kept.map((f) => f.filename)).toEqual(['src/.hidden/a.ts'])
    expect(excluded.map((e) => [e.path, e.rule])).toEqual([['lib/b.ts', 'not-included']])
  })

  it('reports a user exclusion before a default one', () => {
    expect(ruleFor(file('package-lock.json'), { ...NO_RULES, exclude: ['*.json'] })).toBe('user-exclude')
  })

  it('excludes paths marked linguist-generated, honouring later unsets', () => {
    const generated = parseLinguistGenerated('dist/** linguist-generated=true\ndist/keep.js -linguist-generated\n*.gen linguist-generated\n')
    const { kept, excluded } = filterFiles([file('dist/index.js'), file('dist/keep.js'), file('a/b/c.gen'), file('src/a.ts')], { ...NO_RULES, generated })
    expect(kept.map((f) => f.filename)).toEqual(['dist/keep.js', 'src/a.ts'])
    expect(excluded.map((e) => [e.path, e.rule])).toEqual([
      ['a/b/c.gen', 'linguist-generated'],
      ['dist/index.js', 'linguist-generated'],
    ])
  })

  it('accounts for every input file exactly once, sorted by path whatever the input order', () => {
    const files = [file('z.ts'), file('yarn.lock'), file('a.ts'), file('img.png'), file('m.ts', { patch: undefined })]
    const forward = filterFiles(files, NO_RULES)
    const backward = filterFiles([...files].reverse(), NO_RULES)
    expect(forward).toEqual(backward)
    expect(forward.kept.map((f) => f.filename)).toEqual(['a.ts', 'z.ts'])
    expect(forward.excluded.map((e) => e.path)).toEqual(['img.png', 'm.ts', 'yarn.lock'])
  })
})

describe('filterFiles: a generated-looking name the pull request gives', () => {
  // The name comes from the head, which the author controls: it alone must not hide a new file.
  it.each([
    ['src/evil.gen.ts', 'added', undefined],
    ['pkg/api/user.pb.go', 'added', undefined],
    ['src/__generated__/schema.ts', 'added', undefined],
    ['pkg/apis/zz_generated.deepcopy.go', 'added', undefined],
    ['package-lock.json', 'added', undefined],
    ['public/app.min.js', 'added', undefined],
    ['src/__snapshots__/a.test.ts.snap', 'added', undefined],
    ['src/evil.gen.ts', 'renamed', 'src/evil.ts'],
    ['src/evil.gen.ts', 'copied', 'src/auth.ts'],
  ] as const)('reviews %s %s by the pull request (from %s)', (path, status, previousFilename) => {
    expect(ruleFor(file(path, { status, previousFilename }))).toBeUndefined()
  })

  it('still leaves out a generated name the base commit had: modified, removed, or moved between such names', () => {
    expect(ruleFor(file('src/api.gen.ts', { status: 'modified' }))).toBe('generated')
    expect(ruleFor(file('yarn.lock', { status: 'removed' }))).toBe('lockfile')
    expect(ruleFor(file('src/b.gen.ts', { status: 'renamed', previousFilename: 'src/a.gen.ts' }))).toBe('generated')
    expect(ruleFor(file('web/package-lock.json', { status: 'renamed', previousFilename: 'package-lock.json' }))).toBe('lockfile')
    // Another built-in kind is not the same name: a source map renamed to generated code is new to the rule.
    expect(ruleFor(file('src/b.gen.ts', { status: 'renamed', previousFilename: 'src/b.js.map' }))).toBeUndefined()
  })

  it('lets the base .gitattributes decide an added file, whatever its name', () => {
    const generated = parseLinguistGenerated('src/gen/** linguist-generated\n')
    expect(ruleFor(file('src/gen/new.ts', { status: 'added' }), { ...NO_RULES, generated })).toBe('linguist-generated')
  })
})

describe('filterFiles: a vendored path the pull request gives', () => {
  // `vendor/`, `node_modules/`… is the head's path, which the author writes: it alone must not hide a new file.
  it.each([
    ['vendor/evil.js', 'added', undefined],
    ['node_modules/x/index.js', 'added', undefined],
    ['lib/third_party/z.c', 'added', undefined],
    ['vendor/auth.ts', 'renamed', 'src/auth.ts'],
    ['node_modules/a/b.js', 'copied', 'src/b.js'],
  ] as const)('reviews %s %s by the pull request (from %s)', (path, status, previousFilename) => {
    expect(ruleFor(file(path, { status, previousFilename }))).toBeUndefined()
  })

  it('still leaves out a vendored path the base commit had: modified, removed, or moved between vendored paths', () => {
    expect(ruleFor(file('vendor/github.com/x/y.go', { status: 'modified' }))).toBe('vendored')
    expect(ruleFor(file('node_modules/left-pad/index.js', { status: 'removed' }))).toBe('vendored')
    expect(ruleFor(file('vendor/c.ts', { status: 'renamed', previousFilename: 'third_party/c.ts' }))).toBe('vendored')
  })

  it('lets the base .gitattributes decide an added file, whatever its path', () => {
    const vendored = readGitattributes('extern/** linguist-vendored\nvendor/own/** -linguist-vendored\n').vendored
    expect(ruleFor(file('extern/new.c', { status: 'added' }), { ...NO_RULES, vendored })).toBe('linguist-vendored')
    expect(ruleFor(file('vendor/own/new.ts', { status: 'added' }), { ...NO_RULES, vendored })).toBeUndefined()
  })
})

describe('parseLinguistGenerated', () => {
  it.each([
    ['dist/** linguist-generated=true', ['dist/**']],
    ['/dist/** linguist-generated', ['dist/**']],
    ['*.pb.go linguist-generated', ['**/*.pb.go']],
    ['api/*.ts linguist-generated', ['api/*.ts']],
    ['dist/** -diff linguist-generated=true', ['dist/**']],
    ['gen/** -linguist-generated', ['-gen/**']],
    ['gen/** linguist-generated=false', ['-gen/**']],
    ['gen/** !linguist-generated', ['!gen/**']],
    ['*.js linguist-vendored', []],
    ['*.js linguist-generated-other', []],
    ['# *.js linguist-generated', []],
    ['dist/ linguist-generated', []],
    ['!*.js linguist-generated', []],
    ['[attr]gen linguist-generated', []],
    ['"my dir/*.js" linguist-generated', ['my dir/*.js']],
    ['"caf\\303\\251.js" linguist-generated', ['**/café.js']],
    ['"unterminated linguist-generated', []],
    ['*.js text eol=lf', []],
  ])('%s -> %j', (line, expected) => {
    expect(notation(parseLinguistGenerated(line))).toEqual(expected)
  })

  it('keeps line order, handles CRLF and blank lines, and scopes to a subdirectory', () => {
    expect(notation(parseLinguistGenerated('a/** linguist-generated\r\n\r\n  b.js linguist-generated  \r\n', 'web/'))).toEqual(['web/a/**', 'web/**/b.js'])
  })
})
