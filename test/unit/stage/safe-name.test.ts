import { join, resolve, dirname, basename } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DiffError } from '../../../src/core/errors.js'
import { MAX_NAME_BYTES, decodePatchName, encodePatchName, isHashedPatchName } from '../../../src/stage/safe-name.js'

const NFC = 'caf\u00e9.ts'
const NFD = 'cafe\u0301.ts'
const LONG = `${'deep/'.repeat(150)}${'x'.repeat(247)}.ts` // 1,000 characters
const LONG_SIBLING = `${'deep/'.repeat(150)}${'x'.repeat(246)}y.ts`

const HOSTILE = [
  '../../etc/passwd',
  '-rf',
  '--help',
  'a/../../b',
  '.git/config',
  '.',
  '..',
  '...',
  '/absolute/path',
  'trailing/',
  'A.ts',
  'a.ts',
  'src/Auth.ts',
  'src/auth.ts',
  NFC,
  NFD,
  'with space.ts',
  'new\nline.ts',
  'carriage\rreturn',
  'tab\tand\u0001control',
  'back\\slash\\..\\..\\x',
  'per%cent%2e%2e.ts',
  'plus+slash/and^caret~tilde',
  'emoji/🚢.ts',
  'rtl\u202eexe.ts',
  'zero\u200bwidth.ts',
  '$(rm -rf ~).sh',
  '`id`.ts',
  '*?[glob].ts',
  'con',
  'NUL.txt',
  'aux.c',
  'lone\ud800surrogate',
  'lone\udc00low',
  '日本語/ファイル.ts',
  LONG,
  LONG_SIBLING,
]

describe('encodePatchName', () => {
  it.each(HOSTILE.map((p) => [JSON.stringify(p).slice(0, 60), p]))('%s: safe name', (_label, path) => {
    const name = encodePatchName(path)
    expect(name).toMatch(/^[a-z0-9._^+%~-]+\.patch$/)
    expect(name).not.toMatch(/^[.-]/)
    expect(name).not.toContain('/')
    expect(name).not.toContain('\\')
    expect(Buffer.byteLength(name, 'utf8')).toBeLessThanOrEqual(MAX_NAME_BYTES)
    // The name stays one entry directly inside patches/: nothing escapes.
    const stage = '/tmp/stage'
    const target = resolve(join(stage, 'patches', name))
    expect(dirname(target)).toBe(resolve(stage, 'patches'))
    expect(basename(target)).toBe(name)
  })

  it.each(HOSTILE.filter((p) => p !== LONG && p !== LONG_SIBLING).map((p) => [JSON.stringify(p).slice(0, 60), p]))(
    '%s: round-trips without any index',
    (_label, path) => {
      const name = encodePatchName(path)
      expect(isHashedPatchName(name)).toBe(false)
      expect(decodePatchName(name)).toBe(path)
    },
  )

  it('gives every hostile path its own name, also on a case-insensitive file system', () => {
    const names = HOSTILE.map(encodePatchName)
    expect(new Set(names).size).toBe(HOSTILE.length)
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(HOSTILE.length)
  })

  it('keeps A.ts and a.ts apart after case folding', () => {
    expect(encodePatchName('A.ts').toLowerCase()).not.toBe(encodePatchName('a.ts').toLowerCase())
  })

  it('keeps NFC and NFD spellings apart', () => {
    expect(encodePatchName(NFC)).not.toBe(encodePatchName(NFD))
  })

  it('stays readable for ordinary paths', () => {
    expect(encodePatchName('src/auth/login.ts')).toBe('src+auth+login.ts.patch')
    expect(encodePatchName('src/Main.ts')).toBe('src+^main.ts.patch')
  })

  it('escapes a leading dot or dash and Windows device names', () => {
    expect(encodePatchName('.env')).toBe('%2eenv.patch')
    expect(encodePatchName('-rf')).toBe('%2drf.patch')
    expect(encodePatchName('con')).toBe('%63on.patch')
    expect(encodePatchName('nul.txt')).toBe('%6eul.txt.patch')
  })

  it('hashes a 1,000-character path to a bounded name resolved through the index', () => {
    expect(LONG).toHaveLength(1000)
    const name = encodePatchName(LONG)
    expect(isHashedPatchName(name)).toBe(true)
    expect(name.startsWith('deep+deep+')).toBe(true)
    expect(name).not.toBe(encodePatchName(LONG_SIBLING))
    expect(decodePatchName(name, ['other.ts', LONG_SIBLING, LONG])).toBe(LONG)
    expect(() => decodePatchName(name)).toThrow(DiffError)
    expect(() => decodePatchName(name, ['other.ts'])).toThrow(DiffError)
  })

  it('is deterministic', () => {
    for (const p of HOSTILE) expect(encodePatchName(p)).toBe(encodePatchName(p))
  })

  it('refuses an empty path', () => {
    expect(() => encodePatchName('')).toThrow(DiffError)
  })

  it('encodes each multi-byte character whole when truncating a long name', () => {
    const path = '€'.repeat(300)
    const name = encodePatchName(path)
    const prefix = name.slice(0, name.indexOf('~'))
    expect(prefix).toMatch(/^(%e2%82%ac)+$/)
    expect(decodePatchName(name, [path])).toBe(path)
  })
})

describe('decodePatchName', () => {
  it.each([
    ['no suffix', 'src+a.ts'],
    ['only the suffix', '.patch'],
    ['a slash', 'src/a.ts.patch'],
    ['an uppercase letter', 'Src.patch'],
    ['a bad escape', 'a%zz.patch'],
    ['invalid UTF-8', 'a%ff.patch'],
    ['a non-canonical escape of a plain letter', '%61.ts.patch'],
    ['a caret not before a letter', 'a^1.patch'],
    ['a leading dot', '.git.patch'],
  ])('rejects %s', (_label, name) => {
    expect(() => decodePatchName(name)).toThrow(DiffError)
  })
})

describe('decodePatchName with U+FEFF', () => {
  // TextDecoder drops a leading byte-order mark unless told not to; in a path it is a character.
  it.each(['\uFEFFa.ts', 'dir/\uFEFF%x.ts', '\uFEFF\uFEFFb.ts', 'src/\uFEFFcafé.ts', 'x\uFEFF'])('inverts encodePatchName exactly for %j', (path) => {
    const name = encodePatchName(path)
    expect(decodePatchName(name, [path])).toBe(path)
  })
})
