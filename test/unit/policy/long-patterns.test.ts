import { describe, expect, it } from 'vitest'
import { filterRules, settleBaseConfiguration, type BaseRead } from '../../../src/base-configuration.js'
import { parseRepositoryConfig } from '../../../src/config/repository-config.js'
import type { Settings } from '../../../src/config/settings.js'
import type { BaseFile } from '../../../src/context/base-files.js'
import { fileFilter } from '../../../src/policy/filter.js'
import { compileRules, ruleApplies } from '../../../src/policy/rules.js'
import { changedFileOf } from '../../support/kit/index.js'

/**
 * A pattern of the base commit longer than the glob matcher compiles (64 KiB) must not end the run
 * as a crash (class internal): the line is left out and named, file and line, and the others apply.
 */
const file = (path: string, text: string): BaseFile => ({ path, text, bytes: Buffer.byteLength(text) })
const huge = `gen/${'a'.repeat(70_000)}/**`
const settings: Pick<Settings, 'maxComments' | 'inputsGiven' | 'mode' | 'blockingSeverity'> = {
  maxComments: 20,
  inputsGiven: [],
  mode: 'comment',
  blockingSeverity: 'high',
}

function baseWith(root: string | undefined, nested: BaseFile[], rules: BaseFile[] = []): BaseRead {
  return {
    files: {
      sha: 'b'.repeat(40),
      gitattributes: root === undefined ? undefined : file('.gitattributes', root),
      config: undefined,
      rules,
      skipped: [],
      configLookalikes: [],
      requests: 1,
    },
    config: parseRepositoryConfig(undefined),
    nestedGitattributes: nested,
  }
}

describe('a .gitattributes pattern over 64 KiB', () => {
  it('is skipped, naming its file and line, while the lines around it still mark their files', () => {
    const base = baseWith(`*.pb.go linguist-generated\n${huge} linguist-generated\n`, [
      file('api/.gitattributes', `# generated\n${huge} -linguist-vendored\nout/** linguist-vendored\n`),
    ])
    const verdict = fileFilter(filterRules({ include: [], exclude: [] }, base))
    expect(verdict(changedFileOf('x.pb.go', { status: 'modified' }))?.rule).toBe('linguist-generated')
    expect(verdict(changedFileOf('api/out/y.ts', { status: 'modified' }))?.rule).toBe('linguist-vendored')
    expect(verdict(changedFileOf('src/z.ts', { status: 'modified' }))).toBeUndefined()
    const { base: settled } = settleBaseConfiguration(base, base.files.sha, [], settings)
    const notes = settled.notes.filter((n) => n.includes('65,536 characters'))
    expect(notes.map((n) => n.slice(0, n.indexOf(' ')))).toEqual(['.gitattributes:2:', 'api/.gitattributes:2:'])
    // git itself ignores an attributes line of 2,048 bytes or more (attr.c ATTR_MAX_LINE_LENGTH); libgit2, which GitHub's Linguist reads them with, does not.
    expect(notes[0]).toMatch(/not applied, though GitHub's Linguist applies it \(git ignores any attributes line of 2,048 bytes or more\): shorten the pattern/)
    expect(notes.join('\n')).not.toContain('git would apply')
    // The note never quotes the pattern itself.
    expect(notes.every((n) => n.length < 300)).toBe(true)
  })

  it('is not named when it sets no linguist attribute (such a line configures nothing here)', () => {
    const base = baseWith(`${huge} -diff\n`, [])
    const { base: settled } = settleBaseConfiguration(base, base.files.sha, [], settings)
    expect(settled.notes).toEqual([])
  })
})

describe('an applyTo glob over 64 KiB', () => {
  it('matches no file and is named in the rule notes, instead of throwing when the rule is matched', () => {
    const text = `---\napplyTo: "src/**/*.ts, ${huge}"\n---\nUse strict types.\n`
    const ruleSet = compileRules([file('.github/instructions/ts.instructions.md', text)], [], '.github/harbourmaster.yml')
    const rule = ruleSet.rules[0]!
    expect(ruleApplies(rule, [`gen/${'a'.repeat(70_000)}/x.ts`])).toBe(false)
    expect(ruleApplies(rule, ['src/a.ts'])).toBe(true)
    expect(ruleSet.notes).toEqual([
      expect.stringMatching(/^\.github\/instructions\/ts\.instructions\.md: applyTo 'gen\/a+…' \(70,007 characters as matched\) can never match/),
    ])
  })
})

describe('the preview of a long applyTo glob in its rule note', () => {
  // The note quotes the glob's first 40 characters; an emoji across that cut left half of it, a lone surrogate, in the job summary.
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
  it.each([
    ['over 64 KiB', `gen/${'a'.repeat(35)}🚢${'a'.repeat(70_000)}`, /can never match/],
    ['expanding to more than 1,000 globs', `gen/${'a'.repeat(35)}🚢${'{a,b}'.repeat(60)}`, /expands to more than 1,000 globs/],
  ])('never splits a surrogate pair (a glob %s)', (_, glob, why) => {
    const text = `---\napplyTo: "${glob}"\n---\nUse strict types.\n`
    const notes = compileRules([file('.github/instructions/ship.instructions.md', text)], [], '.github/harbourmaster.yml').notes
    expect(notes).toEqual([expect.stringMatching(why)])
    expect(notes[0]).toContain(`'gen/${'a'.repeat(35)}…'`)
    expect(notes[0]).not.toMatch(lone)
  })
})

describe('an applyTo glob the glob matcher is not given', () => {
  it('matches nothing when a trailing / takes it past 65,536 characters, and the note says so', () => {
    // `dir/` is read as `dir/**`: two more characters than written.
    const dir = `gen/${'a'.repeat(65_531)}/`
    const text = `---\napplyTo: "src/**/*.ts, ${dir}"\n---\nUse strict types.\n`
    const ruleSet = compileRules([file('.github/instructions/ts.instructions.md', text)], [], '.github/harbourmaster.yml')
    expect(ruleApplies(ruleSet.rules[0]!, [`${dir}x.ts`])).toBe(false)
    expect(ruleSet.notes).toEqual([expect.stringMatching(/applyTo 'gen\/a+…' \(65,538 characters as matched\) can never match/)])
  })

  it('is named but matched when only a leading ./ takes it past 65,536 characters (the matcher is given it without)', () => {
    const long = `./gen/${'a'.repeat(65_531)}`
    const text = `---\napplyTo: "${long}"\n---\nUse strict types.\n`
    const ruleSet = compileRules([file('.github/instructions/gen.instructions.md', text)], [], '.github/harbourmaster.yml')
    expect(ruleApplies(ruleSet.rules[0]!, [long.slice(2)])).toBe(true)
    expect(ruleSet.notes).toEqual([])
  })

  it('matches nothing when its braces expand to more than 1,000 globs, named in the rule notes', () => {
    // Twenty {a,b}: 1,048,576 globs, each compiled (about two seconds a file matched) and cut at 100,000 without a word.
    const braces = `src/${'{a,b}'.repeat(20)}.ts`
    const text = `---\napplyTo: "docs/**, ${braces}"\n---\nUse strict types.\n`
    const ruleSet = compileRules([file('.github/instructions/ab.instructions.md', text)], [], '.github/harbourmaster.yml')
    expect(ruleApplies(ruleSet.rules[0]!, [`src/${'a'.repeat(20)}.ts`])).toBe(false)
    expect(ruleApplies(ruleSet.rules[0]!, ['docs/x.md'])).toBe(true)
    expect(ruleSet.notes).toEqual([
      `.github/instructions/ab.instructions.md: applyTo '${braces}' expands to more than 1,000 globs (each {…,…} multiplies them), more than the glob matcher is given; write fewer alternatives, or '*' for the part that varies; it matches nothing`,
    ])
  })
})
