import { describe, expect, it } from 'vitest'
import { filterFiles } from '../../../src/policy/filter.js'
import { parseLinguistGenerated, readGitattributes } from '../../../src/policy/gitattributes.js'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { changedFileOf } from '../../support/kit/index.js'

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
    ['gen/** linguist-generated=false', ['!gen/**']],
    ['gen/** -linguist-generated', ['!gen/**']],
    ['gen/** !linguist-generated', ['!gen/**']],
    ['gen/** linguist-generated=1 -linguist-generated', ['!gen/**']],
    ['gen/** -linguist-generated linguist-generated=yes', ['gen/**']],
  ])('%s -> %j', (line, expected) => {
    expect(parseLinguistGenerated(line)).toEqual(expected)
  })
})

describe('macro attributes', () => {
  it('expands a set macro that sets linguist-generated and reports it', () => {
    const text = '[attr]generated-code linguist-generated=true -diff\nproto/** generated-code\nproto/keep.ts -linguist-generated\n'
    const reading = readGitattributes(text)
    expect(reading.generated).toEqual(['proto/**', '!proto/keep.ts'])
    expect(reading.macros).toEqual([{ name: 'generated-code', attributes: ['linguist-generated=true', '-diff'], linguistGenerated: true, usedOnLines: [2] }])
  })

  it('expands nested macros and reports a macro that does not touch linguist-generated', () => {
    const text = '[attr]gen linguist-generated\n[attr]vendor-gen gen -merge\n[attr]lf text eol=lf\nthird/** vendor-gen\n*.sh lf\n'
    const reading = readGitattributes(text)
    expect(reading.generated).toEqual(['third/**'])
    expect(reading.macros.map((m) => [m.name, m.linguistGenerated, m.usedOnLines])).toEqual([
      ['gen', true, []],
      ['vendor-gen', true, [4]],
      ['lf', undefined, [5]],
    ])
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
