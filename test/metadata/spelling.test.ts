import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One spelling in our own identifiers: the project writes -ise (sanitise,
 * normalise, canonicalise). Names that come from elsewhere (GitHub's
 * `minimizedReason`, Node's `rejectUnauthorized`, `String#normalize`) are
 * used, never declared, so only declarations are checked.
 */
const ROOTS = ['src', 'plugins', 'scripts', 'bench', 'eval', 'test/support']
const DECLARATION = /\b(?:function|const|let|var|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g
const AMERICAN = /[a-z]iz(?:e|er|ers|ed|es|ing|ation)(?![a-z])/
// Words whose -ize is not a spelling choice.
const NOT_A_CHOICE = /size|prize|seize/i

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name.startsWith('.')) return []
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(?:ts|mjs)$/.test(name) ? [path] : []
  })
}

export function americanDeclarations(text: string): string[] {
  return [...text.matchAll(DECLARATION)].map((m) => m[1] ?? '').filter((name) => AMERICAN.test(name.replace(NOT_A_CHOICE, '')))
}

describe('identifier spelling', () => {
  it('finds an -ize declaration when there is one', () => {
    expect(americanDeclarations('export function sanitizeUntrusted(x: string) {}\nconst lastPageSize = 3')).toEqual(['sanitizeUntrusted'])
  })

  it('declares no identifier with the -ize spelling in the project sources', () => {
    const found = ROOTS.flatMap((root) => sources(root).flatMap((file) => americanDeclarations(readFileSync(file, 'utf8')).map((name) => `${file}: ${name}`)))
    expect(found).toEqual([])
  })
})
