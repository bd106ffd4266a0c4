import { posix, win32 } from 'node:path'
import { braceExpand, Minimatch, type MinimatchOptions } from 'minimatch'
import { MAX_GLOB_LENGTH } from './gitattributes.js'

/**
 * The `include` and `exclude` inputs as ordered lists, in the sense of GitHub
 * Actions path filters: patterns are checked in order, and the last pattern
 * that matches a path decides. A `!` pattern that matches turns an earlier
 * match off (re-excludes for `include`, re-includes for `exclude`); a plain
 * pattern after it turns it on again. So
 *   exclude: docs/**, !docs/keep.md      -> excludes docs/ except docs/keep.md
 *   include: src/**, !src/generated/**   -> reviews src/ except src/generated/
 * Each glob is matched on its own with minimatch (dotfiles included; a glob
 * without a slash matches the file name at any depth), never as a minimatch
 * negation: minimatch alone would read `!docs/keep.md` as "every other path".
 */
const GLOB_OPTIONS: MinimatchOptions = { dot: true, matchBase: true, nonegate: true, nocomment: true }

export interface OrderedGlob {
  glob: string
  negated: boolean
  matcher: Minimatch
}

export interface PathVerdict {
  /** Whether the list selects the path (the last matching pattern is not negated). */
  selected: boolean
  /** The pattern that decided, as written; undefined when none matched. */
  decidedBy?: string
}

export function compileGlobs(globs: readonly string[]): OrderedGlob[] {
  return globs.map((glob) => {
    const negated = glob.startsWith('!')
    return { glob, negated, matcher: new Minimatch(negated ? glob.slice(1) : glob, GLOB_OPTIONS) }
  })
}

/** Last match wins; no match leaves the path unselected. */
export function evaluateGlobs(globs: readonly OrderedGlob[], path: string): PathVerdict {
  for (let i = globs.length - 1; i >= 0; i--) {
    const g = globs[i] as OrderedGlob
    if (g.matcher.match(path)) return { selected: !g.negated, decidedBy: g.glob }
  }
  return { selected: false }
}

/** A list of only `!` patterns can select nothing: GitHub rejects it, and so do the settings. */
export function hasPositiveGlob(globs: readonly string[]): boolean {
  return globs.some((g) => !g.startsWith('!'))
}

/**
 * A comma followed by a blank outside braces (`dist/**, vendor/**`): a list written where one glob
 * belongs, as fallback-models and applyTo are written. A comma inside braces (`*.{ts, tsx}`) is
 * minimatch's own alternation.
 */
function holdsList(glob: string): boolean {
  let depth = 0
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]
    if (ch === '{') depth++
    else if (ch === '}' && depth > 0) depth--
    else if (ch === ',' && depth === 0 && /\s/.test(glob[i + 1] ?? '')) return true
  }
  return false
}

/** Why a glob holding a comma-separated list can never match (any glob input: include, exclude, test-results); undefined otherwise. */
export function listInGlob(glob: string): string | undefined {
  if (!holdsList(glob.replace(/^!/, ''))) return undefined
  return `'${glob}' can never match: a comma-separated list in one glob; write each glob on its own line (an input) or as its own list item (a configuration file)`
}

/**
 * Why a glob can never match a changed file's path (repository-relative, no leading '/' or './'),
 * with the glob it most likely means; undefined for a glob that can match. gitignore's habit of
 * anchoring with '/' would otherwise silently select nothing.
 */
export function neverMatches(glob: string): string | undefined {
  const bang = glob.startsWith('!') ? '!' : ''
  const body = glob.slice(bang.length)
  const list = listInGlob(glob)
  if (list) return list
  if (/^\.\.(\/|$)/.test(body)) return `'${glob}' can never match: changed files' paths are relative to the repository root and never start with '../'`
  const anchored = /^\.?\//.test(body)
  // gitignore names a directory with a trailing '/'; minimatch then matches directories only, and a changed file is never one.
  const directory = body.endsWith('/')
  if (!anchored && !directory) return undefined
  const meant = `${bang}${body.replace(/^(\.?\/)+/, '')}${directory ? '**' : ''}`
  const why = [
    anchored ? "changed files' paths are relative to the repository root, without a leading '/' or './'" : '',
    directory ? "changed files are files, and a path never ends in '/' (a directory)" : '',
  ]
  return `'${glob}' can never match: ${why.filter(Boolean).join('; ')}; write '${meant}'`
}

/**
 * Globs one glob's braces may expand to. minimatch compiles every expansion, and each `{…,…}` multiplies them:
 * `{a,b}` twenty times over is 1,048,576, which took seconds and hundreds of MB to compile (an applyTo glob, which
 * minimatch does not cache at that size, again for every path matched) and which minimatch silently cuts at
 * 100,000, so the glob matched fewer paths than it says. A real one expands to a handful.
 */
export const MAX_GLOB_EXPANSIONS = 1_000

/**
 * Why a glob's braces expand too far to be compiled, or undefined. `shown` is how the message names it
 * (a glob of instructions frontmatter may be far too long to quote). Counted, not compiled: the expansion
 * stops one past the bound.
 */
export function expandsTooFar(glob: string, shown = `'${glob}'`): string | undefined {
  const body = glob.replace(/^!/, '')
  // braceExpand refuses a pattern that long; the length is named on its own (rules.ts).
  if (body.length > MAX_GLOB_LENGTH) return undefined
  if (braceExpand(body, { braceExpandMax: MAX_GLOB_EXPANSIONS + 1 }).length <= MAX_GLOB_EXPANSIONS) return undefined
  return `${shown} expands to more than ${MAX_GLOB_EXPANSIONS.toLocaleString('en-US')} globs (each {…,…} multiplies them), more than the glob matcher is given; write fewer alternatives, or '*' for the part that varies`
}

/** A workspace glob (test-results) that is absolute or climbs out with '..', on any runner's platform. */
export function leavesWorkspace(glob: string): boolean {
  const body = glob.replace(/^!/, '')
  return posix.isAbsolute(body) || win32.isAbsolute(body) || body.split(/[\\/]/).includes('..')
}
