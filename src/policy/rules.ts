import { minimatch } from 'minimatch'
import { MAX_GLOB_LENGTH } from './gitattributes.js'
import { expandsTooFar } from './path-filter.js'
import { parse } from 'yaml'
import { nearestName } from '../config/nearest-name.js'
import { truncateUnits } from '../core/text/cut.js'

/**
 * The repository's own review guidance, compiled once into a path-scoped
 * rule set: REVIEW.md, AGENTS.md and .github/copilot-instructions.md apply
 * to every file; `.github/instructions/**\/*.instructions.md` to the files
 * their `applyTo` globs match; the config file's `instructions` to their
 * `path` glob. Each specialist gets the rules that apply to its assigned
 * files, within a byte cap; what the cap cuts is reported. Pure: the runner
 * reads the files from the base commit and hands them in.
 */
export interface RuleSourceFile {
  path: string
  text: string
}

export interface Rule {
  /** Where it came from: a file path, or `.github/harbourmaster.yml instructions[i]`. */
  source: string
  /** Globs of the files it applies to; undefined for every file. */
  applyTo: string[] | undefined
  text: string
  bytes: number
}

export interface RuleSet {
  rules: Rule[]
  /** Sources that were present but empty, or whose frontmatter could not be read (then applied to every file). */
  notes: string[]
}

// An empty block (`---` twice) is a frontmatter too; trailing blanks on a fence line are allowed.
const FRONTMATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/
/** Copilot's agent name for code review: an instructions file that excludes it is not review guidance. */
const CODE_REVIEW_AGENT = 'code-review'

/**
 * A comma-separated glob list, trimmed, empty items left out: a comma inside braces
 * (`**\/*.{ts,tsx}`) belongs to its glob. applyTo and the config file's `instructions[].path`
 * are both read this way, since a team writes one as it writes the other and GitHub reads
 * applyTo so; no changed file's path is matched by a glob holding `, `.
 */
export function globList(list: string): string[] {
  return splitGlobs(list)
    .map((g) => g.trim())
    .filter(Boolean)
}

function splitGlobs(list: string): string[] {
  const out: string[] = []
  let depth = 0
  let current = ''
  for (const ch of list) {
    if (ch === '{') depth++
    else if (ch === '}' && depth > 0) depth--
    if (ch === ',' && depth === 0) {
      out.push(current)
      current = ''
    } else current += ch
  }
  return [...out, current]
}

function stringsOf(raw: unknown): string[] {
  return (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string')
}

/**
 * `applyTo: **\/*.ts` unquoted is not YAML (a leading `*` is an alias), yet Copilot reads it as the
 * glob it is; so does this, line by line, when the frontmatter does not parse. Undefined when no
 * applyTo line reads as a plain value.
 */
function plainFields(frontmatter: string, notes: string[]): Record<string, string> | undefined {
  const fields: Record<string, string> = {}
  const twice = new Set<string>()
  for (const line of frontmatter.split(/\r?\n/)) {
    const m = /^(applyTo|excludeAgent)[ \t]*:[ \t]*(.*?)[ \t]*$/.exec(line)
    if (!m?.[1] || !m[2] || /^[[{|>]/.test(m[2])) continue
    if (fields[m[1]] !== undefined) twice.add(m[1])
    fields[m[1]] = plainValue(m[2])
  }
  // YAML refuses a key given twice; read line by line the last one wins, and the team is told which.
  for (const key of twice) notes.push(`frontmatter names '${key}' twice; the last one (${fields[key]}) is read`)
  return fields.applyTo === undefined ? undefined : fields
}

/** The keys a frontmatter's lines start with, read where YAML gives up. */
function lineKeys(frontmatter: string): Record<string, true> {
  const keys: Record<string, true> = {}
  for (const line of frontmatter.split(/\r?\n/)) {
    const key = /^([A-Za-z][\w-]*)[ \t]*:/.exec(line)?.[1]
    if (key !== undefined) keys[key] = true
  }
  return keys
}

/**
 * A plain value as a team writes it where YAML gives up: a comment after it (` # TypeScript`) is YAML's
 * comment still, and each glob of a list may be quoted on its own (`"**\/*.ts", "**\/*.tsx"`); the
 * quote marks are not part of any path.
 */
function plainValue(value: string): string {
  const bare = withoutComment(value)
  const whole = /^(["'])([^"']*)\1$/.exec(bare)
  if (whole) return whole[2] ?? ''
  return splitGlobs(bare)
    .map((item) => item.trim().replace(/^(["'])(.*)\1$/, '$2'))
    .join(',')
}

/**
 * The value before a YAML comment: a '#' after a space or tab, outside a glob quoted from its start. A quote
 * mark in the comment (`# TypeScript's files`) leaves it a comment; a '#' in a quoted glob, or glued to the
 * glob (`**\/#*`), is the glob's.
 */
function withoutComment(value: string): string {
  let quote: string | undefined
  let itemStart = true
  for (let i = 0; i < value.length; i++) {
    const ch = value[i] ?? ''
    if (quote !== undefined) {
      if (ch === quote) quote = undefined
      continue
    }
    if (ch === '#' && i > 0 && /[ \t]/.test(value[i - 1] ?? '')) return value.slice(0, i).trimEnd()
    if (itemStart && (ch === '"' || ch === "'")) quote = ch
    if (ch === ',') itemStart = true
    else if (!/[ \t]/.test(ch)) itemStart = false
  }
  return value
}

/** Keys of the format (GitHub's docs, VS Code's): any other key near applyTo or excludeAgent is a slip that would go unread. */
const FRONTMATTER_KEYS = ['applyTo', 'excludeAgent'] as const

/** A key written for applyTo or excludeAgent but not spelt so: Copilot reads neither, and neither does this, but the team is told. */
function misspeltKeys(fields: Record<string, unknown>, scoped: boolean): string[] {
  return Object.keys(fields).flatMap((key) => {
    const meant = (FRONTMATTER_KEYS as readonly string[]).includes(key) ? undefined : nearestName(key, FRONTMATTER_KEYS)
    if (meant === undefined) return []
    const effect = meant === 'applyTo' && !scoped ? '; applied to every file' : ''
    return [`frontmatter key '${key}' is not read (did you mean '${meant}'? keys are case-sensitive)${effect}`]
  })
}

/** A file that opens a frontmatter block and never closes it: read whole, as Copilot would, but not without a word. */
const UNCLOSED_FRONTMATTER = /^---[ \t]*\r?\n/

/** An instructions file's `applyTo` (a comma-separated glob list), and its body without the frontmatter. */
export function splitInstructions(text: string): { applyTo: string[] | undefined; body: string; problem?: string; excluded?: true; notes?: string[] } {
  // Editors on Windows save a byte order mark first; the frontmatter still starts the file.
  const source = text.replace(/^\uFEFF/, '')
  const match = FRONTMATTER.exec(source)
  if (!match) {
    if (UNCLOSED_FRONTMATTER.test(source)) return { applyTo: undefined, body: source, problem: "its frontmatter opens with '---' but no '---' line closes it" }
    return { applyTo: undefined, body: source }
  }
  const body = source.slice(match[0].length)
  const notes: string[] = []
  let data: unknown
  try {
    data = parse(match[1] ?? '')
  } catch {
    data = plainFields(match[1] ?? '', notes)
    // `applyto: **/*.ts` unquoted is not YAML either: a misspelt key read line by line is named too.
    const misspelt = misspeltKeys(lineKeys(match[1] ?? ''), data !== undefined)
    if (data === undefined) return { applyTo: undefined, body, problem: 'frontmatter is not valid YAML', ...(misspelt.length > 0 ? { notes: misspelt } : {}) }
    notes.push(...misspelt)
  }
  const fields = data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  if (stringsOf(fields.excludeAgent).some((a) => a.trim() === CODE_REVIEW_AGENT)) return { applyTo: undefined, body, excluded: true }
  const raw = fields.applyTo
  notes.push(...misspeltKeys(fields, raw !== undefined))
  const noted = notes.length > 0 ? { notes } : {}
  if (raw === undefined) return { applyTo: undefined, body, ...noted }
  const globs = stringsOf(raw).flatMap(globList)
  if (globs.length === 0) return { applyTo: undefined, body, problem: 'applyTo names no glob', ...noted }
  // `**` (or `**/*`) means every file, as in Copilot's own files.
  const everyFile = globs.some((g) => g === '**' || g === '**/*') && !globs.some((g) => g.startsWith('!'))
  return { applyTo: everyFile ? undefined : globs, body, ...noted }
}

/**
 * Why an applyTo glob can match no changed file's path, or undefined. A glob written with Windows
 * separators is the likely one: minimatch reads `\` as an escape, so the rule would quietly reach no one.
 */
function unmatchable(glob: string): string | undefined {
  const body = glob.replace(/^!/, '')
  // Measured as globMatches gives it to minimatch (`./` off, `dir/` as `dir/**`), so a note and a match never disagree.
  // Quoted whole, the glob would be the note: its start is enough to find it.
  const { pattern } = matcherPattern(body)
  // Cut whole characters: half an emoji would be a lone surrogate in the job summary.
  const preview = `'${truncateUnits(glob, 40)}…'`
  if (pattern.length > MAX_GLOB_LENGTH)
    return `${preview} (${pattern.length.toLocaleString('en-US')} characters as matched) can never match: the glob matcher reads no glob over ${MAX_GLOB_LENGTH.toLocaleString('en-US')} characters; shorten it`
  const far = expandsTooFar(pattern, glob.length > 200 ? preview : `'${glob}'`)
  if (far) return `${far}; it matches nothing`
  if (/^\.\.(\/|\\|$)/.test(body)) return `'${glob}' can never match: changed files' paths are relative to the repository root and never start with '../'`
  if (body.includes('\\'))
    return `'${glob}' can never match: paths are written with '/', and '\\' escapes the character after it; write '${glob.replace(/\\/g, '/')}'`
  return undefined
}

export function compileRules(
  files: readonly RuleSourceFile[],
  pathInstructions: readonly { path: string; instructions: string }[],
  configPath: string,
): RuleSet {
  const rules: Rule[] = []
  const notes: string[] = []
  const add = (source: string, applyTo: string[] | undefined, text: string): void => {
    const trimmed = text.trim()
    if (trimmed === '') {
      notes.push(`${source} is empty`)
      return
    }
    // `.github/copilot-instructions.md` linked to (or copied from) AGENTS.md is one text: twice, it would take the cap twice.
    // A copy saved on Windows (CRLF) or with trailing blanks on its lines is the same guidance.
    const same = rules.find((r) => sameWords(r.text, trimmed) && r.applyTo?.join('\n') === applyTo?.join('\n'))
    if (same) {
      notes.push(`${source}: the same text as ${same.source}; applied once`)
      return
    }
    rules.push({ source, applyTo, text: trimmed, bytes: Buffer.byteLength(trimmed, 'utf8') })
  }
  for (const file of files) {
    if (!file.path.endsWith('.instructions.md')) {
      add(file.path, undefined, file.text)
      continue
    }
    const { applyTo, body, problem, excluded, notes: fileNotes } = splitInstructions(file.text)
    if (excluded) {
      notes.push(`${file.path}: excludeAgent "${CODE_REVIEW_AGENT}"; not applied`)
      continue
    }
    if (problem) notes.push(`${file.path}: ${problem}; applied to every file`)
    for (const glob of applyTo ?? []) {
      const never = unmatchable(glob)
      if (never) notes.push(`${file.path}: applyTo ${never}`)
    }
    for (const note of fileNotes ?? []) notes.push(`${file.path}: ${note}`)
    add(file.path, applyTo, body)
  }
  pathInstructions.forEach((entry, i) => add(`${configPath} instructions[${i}]`, globList(entry.path), entry.instructions))
  return { rules, notes }
}

/** Two rule texts alike but for line endings and blanks at line ends. */
function sameWords(a: string, b: string): boolean {
  const plain = (text: string): string => text.replace(/\r\n?/g, '\n').replace(/[ \t]+$/gm, '')
  return plain(a) === plain(b)
}

/**
 * A `!` glob takes out what the globs before it put in (last match wins, as the include input reads
 * its list); a list of only `!` globs starts from every file. Matched by minimatch alone, `!**\/*.test.ts`
 * would be "every path but tests", giving a TypeScript rule to the README.
 */
export function ruleApplies(rule: Pick<Rule, 'applyTo'>, paths: readonly string[]): boolean {
  const globs = rule.applyTo
  if (globs === undefined) return true
  const startsSelected = !globs.some((g) => !g.startsWith('!'))
  return paths.some((path) =>
    globs.reduce((selected, g) => {
      const negated = g.startsWith('!')
      return globMatches(path, negated ? g.slice(1) : g) ? !negated : selected
    }, startsSelected),
  )
}

/**
 * A glob without a slash matches a file name anywhere; one with a leading `/` or `./` is anchored at the
 * repository root; one ending in `/` names a directory (gitignore's habit) and means every file under it,
 * since no file's path ends in `/`. (The config file's own globs refuse both forms instead: see neverMatches.)
 */
function globMatches(path: string, glob: string): boolean {
  const { pattern, anchored } = matcherPattern(glob)
  // minimatch throws on a longer one (a crash of the run, not a note), and compiles every brace expansion again for
  // each path when there are many: unmatchable() names both instead.
  if (pattern.length > MAX_GLOB_LENGTH || expandsTooFar(pattern) !== undefined) return false
  return minimatch(path, pattern, { dot: true, nonegate: true, matchBase: !anchored && !pattern.includes('/') })
}

/** What minimatch is given for a glob (`!` taken off): without a leading `/` or `./`, a trailing `/` as `/**`. */
function matcherPattern(glob: string): { pattern: string; anchored: boolean } {
  const pattern = glob.replace(/^(?:\.?\/)+/, '').replace(/\/$/, '/**')
  return { pattern, anchored: pattern !== glob }
}

export interface AppliedRules {
  /** The guidance text (empty when no rule applies). */
  text: string
  applied: { source: string; bytes: number }[]
  /** Rules that applied but did not fit the cap, whole or in part. */
  cut: { source: string; bytes: number }[]
  bytes: number
}

/**
 * The rules for one specialist's files, whole rules first-come within the
 * cap: repository-wide sources first, then scoped ones in source order. A
 * rule that does not fit is cut (its leading part kept when nothing else
 * has been kept yet, so a single large REVIEW.md still reaches the team).
 */
export function rulesFor(set: RuleSet, paths: readonly string[], maxBytes: number): AppliedRules {
  const out: AppliedRules = { text: '', applied: [], cut: [], bytes: 0 }
  const blocks: string[] = []
  const ordered = [...set.rules.filter((r) => r.applyTo === undefined), ...set.rules.filter((r) => r.applyTo !== undefined)]
  for (const rule of ordered) {
    if (!ruleApplies(rule, paths)) continue
    const header = `### From ${rule.source}${rule.applyTo ? ` (applies to ${rule.applyTo.join(', ')})` : ''}\n`
    const block = `${header}${rule.text}`
    // The blank line that joins it to the rule before counts against the cap too.
    const size = (blocks.length > 0 ? 2 : 0) + Buffer.byteLength(block, 'utf8')
    if (out.bytes + size <= maxBytes) {
      blocks.push(block)
      out.applied.push({ source: rule.source, bytes: rule.bytes })
      out.bytes += size
      continue
    }
    const room = maxBytes - out.bytes - Buffer.byteLength(header, 'utf8') - 40
    if (out.applied.length === 0 && room > 200) {
      const kept = cutUtf8(rule.text, room)
      const partial = `${header}${kept}\n[… cut at the size cap]`
      blocks.push(partial)
      out.applied.push({ source: rule.source, bytes: Buffer.byteLength(kept, 'utf8') })
      out.cut.push({ source: rule.source, bytes: rule.bytes - Buffer.byteLength(kept, 'utf8') })
      out.bytes = Buffer.byteLength(partial, 'utf8')
      continue
    }
    out.cut.push({ source: rule.source, bytes: rule.bytes })
  }
  out.text = blocks.join('\n\n')
  return out
}

function cutUtf8(text: string, maxBytes: number): string {
  const buf = Buffer.from(text, 'utf8')
  if (buf.length <= maxBytes) return text
  let end = maxBytes
  // Step back over continuation bytes so no character is split.
  while (end > 0 && ((buf[end] ?? 0) & 0xc0) === 0x80) end--
  return buf.subarray(0, end).toString('utf8')
}
