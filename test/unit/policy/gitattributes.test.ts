import { describe, expect, it } from 'vitest'
import { filterFiles } from '../../../src/policy/filter.js'
import { parseLinguistGenerated, readGitattributes, type GeneratedGlob } from '../../../src/policy/gitattributes.js'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { changedFileOf } from '../../support/kit/index.js'

/** A reading in gitattributes' own notation: `glob` set, `-glob` unset, `!glob` back to unspecified. */
const notation = (globs: readonly GeneratedGlob[]): string[] =>
  globs.map((g) => (g.generated === true ? g.glob : g.generated === false ? `-${g.glob}` : `!${g.glob}`))

/**
 * Values as GitHub Linguist reads linguist-generated: set, or any value but
 * exactly "false", marks the path; unset and "=false" unmark it.
 */
describe('linguist-generated values as Linguist reads them', () => {
  it.each([
    ['gen/** linguist-generated', ['gen/**']],
    ['gen/** linguist-generated=true', ['gen/**']],
    ['gen/** linguist-generated=1', ['gen/**']],
    ['gen/** linguist-generated=yes', ['gen/**']],
    ['gen/** linguist-generated=TRUE', ['gen/**']],
    ['gen/** linguist-generated=Yes', ['gen/**']],
    ['gen/** linguist-generated=false', ['-gen/**']],
    ['gen/** -linguist-generated', ['-gen/**']],
    ['gen/** !linguist-generated', ['!gen/**']],
    ['gen/** linguist-generated=1 -linguist-generated', ['-gen/**']],
    ['gen/** -linguist-generated linguist-generated=yes', ['gen/**']],
  ])('%s -> %j', (line, expected) => {
    expect(notation(parseLinguistGenerated(line))).toEqual(expected)
  })
})

describe('macro attributes', () => {
  it('expands a set macro that sets linguist-generated and reports it', () => {
    const text = '[attr]generated-code linguist-generated=true -diff\nproto/** generated-code\nproto/keep.ts -linguist-generated\n'
    const reading = readGitattributes(text)
    expect(notation(reading.generated)).toEqual(['proto/**', '-proto/keep.ts'])
    expect(reading.macros).toEqual([{ name: 'generated-code', attributes: ['linguist-generated=true', '-diff'], linguistGenerated: true, usedOnLines: [2] }])
  })

  it('expands nested macros and reports a macro that does not touch linguist-generated', () => {
    const text = '[attr]gen linguist-generated\n[attr]vendor-gen gen -merge\n[attr]lf text eol=lf\nthird/** vendor-gen\n*.sh lf\n'
    const reading = readGitattributes(text)
    expect(notation(reading.generated)).toEqual(['third/**'])
    expect(reading.macros.map((m) => [m.name, m.linguistGenerated, m.usedOnLines])).toEqual([
      ['gen', true, []],
      ['vendor-gen', true, [4]],
      ['lf', undefined, [5]],
    ])
  })

  it('expands a macro defined below the line that sets it, with the last definition of its name, as git check-attr does', () => {
    expect(notation(readGitattributes('x.txt gen\n[attr]gen linguist-generated\n').generated)).toEqual(['**/x.txt'])
    expect(notation(readGitattributes('[attr]gen linguist-generated\na/** gen\n[attr]gen -linguist-generated\n').generated)).toEqual(['-a/**'])
    const reading = readGitattributes('gen/** gen\n[attr]gen linguist-generated\n')
    expect(reading.macros.map((m) => [m.name, m.linguistGenerated, m.usedOnLines])).toEqual([['gen', true, [1]]])
  })

  it('does not expand an unset macro (git expands set macros only)', () => {
    expect(readGitattributes('[attr]gen linguist-generated\nx/** -gen\n').generated).toEqual([])
  })

  it('marks files through a macro in the filter', () => {
    const file = (filename: string): ChangedFile => changedFileOf(filename)
    const generated = parseLinguistGenerated('[attr]gen linguist-generated=yes\napi/** gen\n')
    const { kept, excluded } = filterFiles([file('api/client.ts'), file('src/a.ts')], { include: [], exclude: [], generated })
    expect(kept.map((f) => f.filename)).toEqual(['src/a.ts'])
    expect(excluded.map((e) => e.rule)).toEqual(['linguist-generated'])
  })
})

describe('linguist-vendored, as Linguist reads it', () => {
  const file = (filename: string): ChangedFile => changedFileOf(filename)

  it('excludes what the base marks vendored and reviews what it un-vendors, over the built-in vendor/ rule', () => {
    const text = [
      'third_party_libs/** linguist-vendored',
      'extern/** linguist-vendored=true',
      'vendor/acme/** -linguist-vendored',
      'vendor/acme/legacy/** !linguist-vendored',
      'vendor/own/** linguist-vendored=false',
    ].join('\n')
    const vendored = readGitattributes(text).vendored
    const paths = [
      'third_party_libs/x.js',
      'extern/y.c',
      'vendor/acme/billing.ts',
      'vendor/acme/legacy/a.ts',
      'vendor/own/z.go',
      'vendor/other/x.go',
      'src/a.ts',
    ]
    const { kept, excluded } = filterFiles(paths.map(file), { include: [], exclude: [], generated: [], vendored })
    expect(kept.map((f) => f.filename)).toEqual(['src/a.ts', 'vendor/acme/billing.ts', 'vendor/own/z.go'])
    expect(excluded.map((e) => [e.path, e.rule, e.reason])).toEqual([
      ['extern/y.c', 'linguist-vendored', 'marked linguist-vendored in .gitattributes'],
      ['third_party_libs/x.js', 'linguist-vendored', 'marked linguist-vendored in .gitattributes'],
      // `!linguist-vendored` returns the path to unspecified: the built-in rule decides again.
      ['vendor/acme/legacy/a.ts', 'vendored', 'vendored third-party code'],
      ['vendor/other/x.go', 'vendored', 'vendored third-party code'],
    ])
  })
})

describe('-linguist-generated lifts the built-in generated rules, as Linguist reads it', () => {
  const file = (filename: string): ChangedFile => changedFileOf(filename)

  // Linguist's generated? asks the attribute first and falls back to its file-name heuristics
  // (lock files, minified files, source maps, generated code) only when the attribute is unspecified.
  it('reviews a path the base unmarks, and returns a path set back to unspecified to the built-in rules', () => {
    const text = [
      'package-lock.json -linguist-generated',
      'web/app.min.js linguist-generated=false',
      'web/app.js.map -linguist-generated',
      'api/*.pb.go -linguist-generated',
      'api/legacy.pb.go !linguist-generated',
      'src/__snapshots__/** -linguist-generated',
      'dist/** linguist-generated',
      'dist/keep.ts !linguist-generated',
    ].join('\n')
    const { generated } = readGitattributes(text)
    const paths = [
      'package-lock.json',
      'web/app.min.js',
      'web/app.js.map',
      'api/user.pb.go',
      'api/legacy.pb.go',
      'src/__snapshots__/a.test.ts.snap',
      'dist/index.ts',
      'dist/keep.ts',
      'other/yarn.lock',
    ]
    const { kept, excluded } = filterFiles(paths.map(file), { include: [], exclude: [], generated })
    expect(kept.map((f) => f.filename)).toEqual([
      'api/user.pb.go',
      'dist/keep.ts',
      'package-lock.json',
      'src/__snapshots__/a.test.ts.snap',
      'web/app.js.map',
      'web/app.min.js',
    ])
    expect(excluded.map((e) => [e.path, e.rule, e.reason])).toEqual([
      ['api/legacy.pb.go', 'generated', 'generated code (by its file name)'],
      ['dist/index.ts', 'linguist-generated', 'marked linguist-generated in .gitattributes'],
      ['other/yarn.lock', 'lockfile', 'dependency lock file (generated by a package manager)'],
    ])
  })

  it('reports a macro that returns linguist-generated to unspecified as such', () => {
    const reading = readGitattributes('[attr]plain !linguist-generated\nx/** plain\n')
    expect(reading.macros.map((m) => [m.name, m.linguistGenerated])).toEqual([['plain', 'unspecified']])
  })
})

describe('a .gitattributes in a subdirectory', () => {
  const generatedBy = (text: string, dir: string, paths: string[]): string[] =>
    filterFiles(
      paths.map((p) => changedFileOf(p)),
      { include: [], exclude: [], ignore: [], generated: readGitattributes(text, dir).generated },
    ).excluded.map((e) => e.path)

  it('scopes its patterns to its own directory: without a slash at any depth beneath it, with one anchored there', () => {
    expect(
      generatedBy('*.gen.txt linguist-generated\n/top.txt linguist-generated\n', 'api', [
        'api/a.gen.txt',
        'api/v2/b.gen.txt',
        'web/c.gen.txt',
        'api/top.txt',
        'api/v2/top.txt',
      ]),
    ).toEqual(['api/a.gen.txt', 'api/top.txt', 'api/v2/b.gen.txt'])
  })

  it('reads its directory name literally, brackets and parentheses included (Next.js routes: app/[slug], app/(group))', () => {
    expect(generatedBy('schema.ts linguist-generated\n', 'app/[slug]/(group)', ['app/[slug]/(group)/schema.ts', 'app/s/(group)/schema.ts'])).toEqual([
      'app/[slug]/(group)/schema.ts',
    ])
  })
})

describe('macros in a subdirectory .gitattributes', () => {
  const root = readGitattributes('[attr]generated-code linguist-generated -diff\n')

  it('applies a macro the root file defines, as git expands it anywhere', () => {
    expect(notation(readGitattributes('gen/** generated-code\n', 'api', root.macros).generated)).toEqual(['api/gen/**'])
  })

  it('defines none of its own: git refuses [attr] lines outside the root file', () => {
    const nested = readGitattributes('[attr]mine linguist-generated\nout/** mine\n', 'web', root.macros)
    expect(nested.generated).toEqual([])
    expect(nested.macros).toEqual([])
  })
})
