import { escape } from 'minimatch'
/**
 * Reads `linguist-generated` (and `linguist-vendored`, see VendoredGlob) from a .gitattributes file, the way GitHub's
 * Linguist (and git) do, and turns each pattern into a minimatch glob over
 * repository-relative paths. A pure function of the file's text, so it does
 * not matter which commit or API the text came from.
 *
 * gitattributes semantics kept here:
 * - a pattern without a slash matches the file name at any depth (`*.pb.go`
 *   becomes `**\/*.pb.go`); a pattern with a slash is anchored at the
 *   directory of the .gitattributes file (a leading `/` only anchors);
 * - a pattern ending in `/` names a directory, and attributes never apply to
 *   directories or recurse into them, so it marks nothing (write `dir/**`);
 * - values as Linguist reads them: an attribute that is set
 *   (`linguist-generated`) or has any value but exactly `false` (`=true`,
 *   `=1`, `=yes`, `=TRUE`, even `=0`) marks the path generated; unset
 *   (`-linguist-generated`) and `=false` unmark it, over the built-in
 *   generated-file rules too (Linguist's `generated?` asks the attribute first
 *   and falls back to its file-name heuristics only when it is unspecified);
 *   `!linguist-generated` returns it to unspecified. Later lines override
 *   earlier ones: the list must be evaluated in order, last match wins
 *   (filterFiles does);
 * - `[attr]name …` macro definitions are read, and a line that sets a macro
 *   applies the macro's attributes (git expands a set macro; an unset or
 *   valued macro name expands to nothing), wherever in the file the macro is
 *   defined, with the last definition of its name (as git check-attr does). Every macro is reported, with
 *   whether it touches linguist-generated, so none is dropped silently;
 * - negated patterns (which git rejects) are skipped; quoted patterns
 *   ("a b.js", C-style escapes) are unquoted;
 * - a linguist line whose glob is longer than minimatch compiles (MAX_GLOB_LENGTH) is skipped and
 *   its line number kept (`tooLong`), so the summary names it: Linguist (libgit2) would match it (git
 *   ignores any line of 2,048 bytes or more), but a pattern that large must not end the run as a crash.
 */
export interface GitattributesMacro {
  name: string
  /** The macro's attributes after expanding the macros it names. */
  attributes: string[]
  /** What setting the macro does to linguist-generated: true, false, 'unspecified' (`!`), or undefined when it does not touch it. */
  linguistGenerated: boolean | 'unspecified' | undefined
  /** Lines (1-based) that set the macro on a pattern. */
  usedOnLines: number[]
}

export interface GitattributesReading {
  /** Ordered, last match wins: generated set (true), unset or `=false` (false), `!` back to unspecified (undefined). */
  generated: GeneratedGlob[]
  /** Ordered, last match wins: vendored set (true), unset or `=false` (false), `!` back to unspecified (undefined). */
  vendored: VendoredGlob[]
  macros: GitattributesMacro[]
  /** Lines (1-based) setting a linguist attribute whose glob is over MAX_GLOB_LENGTH: not applied, named in the summary. */
  tooLong: number[]
}

/** minimatch refuses (throws on) a pattern longer than this: 64 KiB. */
export const MAX_GLOB_LENGTH = 64 * 1024

/**
 * One linguist-vendored line. Unlike linguist-generated, unspecified and unset differ: an unset
 * path is first-party code even under a `vendor/` directory (Linguist's way to un-vendor it),
 * while an unspecified one is left to the built-in vendored rule.
 */
export interface VendoredGlob {
  glob: string
  vendored: boolean | undefined
}

/**
 * One linguist-generated line, read like linguist-vendored: unset is "not generated" even where a
 * built-in rule (a lock file, a minified bundle, a source map, a generated name) would say it is,
 * so a team that unmarks a path gets it reviewed; unspecified leaves it to those rules.
 */
export interface GeneratedGlob {
  glob: string
  generated: boolean | undefined
}

const ATTR = 'linguist-generated'
const VENDORED_ATTR = 'linguist-vendored'
const MACRO_DEPTH = 8

export function parseLinguistGenerated(text: string, baseDir = ''): GeneratedGlob[] {
  return readGitattributes(text, baseDir).generated
}

/**
 * `rootMacros`, for a subdirectory's file: the macros the root file defines. git defines macros only in the
 * root file and expands them in every file, so a subdirectory's `[attr]` lines are skipped (git warns and
 * skips them too) and its own macros are reported nowhere.
 */
export function readGitattributes(text: string, baseDir = '', rootMacros?: readonly GitattributesMacro[]): GitattributesReading {
  const out: GeneratedGlob[] = []
  const vendored: VendoredGlob[] = []
  const base = baseDir.replace(/^\/+|\/+$/g, '')
  // git's built-in macro; it does not touch linguist-generated but users may name it.
  const macros = new Map<string, GitattributesMacro>([
    ['binary', { name: 'binary', attributes: ['-diff', '-merge', '-text'], linguistGenerated: undefined, usedOnLines: [] }],
    // Copies: the lines a subdirectory's file uses them on are its own, not the root file's.
    ...(rootMacros ?? []).map((m): [string, GitattributesMacro] => [m.name, { ...m, usedOnLines: [] }]),
  ])
  const definedByFile = new Set<string>()
  const tooLong: number[] = []
  const lines = text.split(/\r?\n/)
  // git defines a file's macros before it matches any path, so a line may set one defined below it, and the last
  // definition of a name is the one every line gets (git check-attr). Only the root file defines any.
  const raw = new Map<string, string[]>([...macros].map(([name, m]) => [name, m.attributes]))
  if (rootMacros === undefined)
    for (const text of lines) {
      const line = text.trim()
      if (!line.startsWith('[attr]')) continue
      const [name = '', ...attrs] = line.slice(6).trim().split(/\s+/)
      if (name.length === 0) continue
      raw.set(name, attrs)
      definedByFile.add(name)
    }
  const rawMacros = new Map([...raw].map(([name, attributes]): [string, Pick<GitattributesMacro, 'attributes'>] => [name, { attributes }]))
  for (const name of definedByFile) {
    const attributes = expand(raw.get(name) ?? [], rawMacros, 0)
    const state = attributeState(attributes, ATTR)
    const linguistGenerated = state === 'untouched' ? undefined : state === undefined ? 'unspecified' : state
    macros.set(name, { name, attributes, linguistGenerated, usedOnLines: [] })
  }
  for (let n = 0; n < lines.length; n++) {
    const line = (lines[n] as string).trim()
    if (line.length === 0 || line.startsWith('#') || line.startsWith('[attr]')) continue
    const split = splitPattern(line)
    if (!split) continue
    const { pattern, rest } = split
    if (pattern.startsWith('!') || pattern.endsWith('/')) continue
    const attrs = rest.split(/\s+/).filter((a) => a.length > 0)
    for (const a of attrs) macros.get(a)?.usedOnLines.push(n + 1)
    const expanded = expand(attrs, macros, 0)
    const state = attributeState(expanded, ATTR)
    const vendoredState = attributeState(expanded, VENDORED_ATTR)
    if (state === 'untouched' && vendoredState === 'untouched') continue
    const glob = toGlob(pattern, base)
    if (glob.length > MAX_GLOB_LENGTH) {
      tooLong.push(n + 1)
      continue
    }
    if (state !== 'untouched') out.push({ glob, generated: state })
    if (vendoredState !== 'untouched') vendored.push({ glob, vendored: vendoredState })
  }
  const reported = rootMacros === undefined ? [...macros.values()].filter((m) => definedByFile.has(m.name) || m.usedOnLines.length > 0) : []
  return { generated: out, vendored, macros: reported, tooLong }
}

/** Linguist's reading of one attribute on a line: set or any value but `false` (true), unset or `=false` (false), `!` (undefined). */
function attributeState(attributes: readonly string[], attr: string): boolean | undefined | 'untouched' {
  let state: boolean | undefined | 'untouched' = 'untouched'
  for (const a of attributes) {
    if (a === attr) state = true
    else if (a === `-${attr}`) state = false
    else if (a === `!${attr}`) state = undefined
    else if (a.startsWith(`${attr}=`)) state = a.slice(attr.length + 1) !== 'false'
  }
  return state
}

/** Replaces each set macro by its attributes, in place, so order (and so "later wins") is kept. */
function expand(attrs: readonly string[], macros: ReadonlyMap<string, Pick<GitattributesMacro, 'attributes'>>, depth: number): string[] {
  const out: string[] = []
  for (const attr of attrs) {
    const macro = macros.get(attr)
    if (macro && depth < MACRO_DEPTH) out.push(attr, ...expand(macro.attributes, macros, depth + 1))
    else out.push(attr)
  }
  return out
}

function splitPattern(line: string): { pattern: string; rest: string } | undefined {
  if (!line.startsWith('"')) {
    const match = /^(\S+)(.*)$/.exec(line)
    return match ? { pattern: match[1] ?? '', rest: match[2] ?? '' } : undefined
  }
  const bytes: number[] = []
  let i = 1
  for (; i < line.length; i++) {
    const ch = line.charAt(i)
    if (ch === '"') break
    if (ch !== '\\') {
      bytes.push(...Buffer.from(ch, 'utf8'))
      continue
    }
    const next = line.charAt(++i)
    const octal = /^[0-7]{3}/.exec(line.slice(i))
    if (octal) {
      bytes.push(parseInt(octal[0], 8))
      i += 2
    } else {
      const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', a: '\x07', b: '\b', f: '\f', v: '\v' }
      bytes.push(...Buffer.from(simple[next] ?? next, 'utf8'))
    }
  }
  if (i >= line.length) return undefined // unterminated quote: git ignores the line
  return { pattern: Buffer.from(bytes).toString('utf8'), rest: line.slice(i + 1) }
}

function toGlob(pattern: string, base: string): string {
  const anchored = pattern.includes('/')
  const body = pattern.replace(/^\/+/, '')
  const scoped = anchored ? body : `**/${body}`
  // The directory is a path, not a pattern: `app/[slug]` would otherwise be a character class matching `app/s`.
  return base ? `${escape(base)}/${scoped}` : scoped
}
