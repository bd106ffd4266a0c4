/**
 * Reads `linguist-generated` from a .gitattributes file, the way GitHub's
 * Linguist (and git) do, and turns each pattern into a minimatch glob over
 * repository-relative paths.
 *
 * gitattributes semantics kept here:
 * - a pattern without a slash matches the file name at any depth (`*.pb.go`
 *   becomes `**\/*.pb.go`); a pattern with a slash is anchored at the
 *   directory of the .gitattributes file (a leading `/` only anchors);
 * - a pattern ending in `/` names a directory, and attributes never apply to
 *   directories or recurse into them, so it marks nothing (write `dir/**`);
 * - later lines override earlier ones: `-linguist-generated`,
 *   `!linguist-generated` and `linguist-generated=false` unset what an
 *   earlier line set. Such lines come back as the glob prefixed with `!`, and
 *   the list must be evaluated in order, last match wins (filterFiles does).
 * - `[attr]` macro definitions and negated patterns (which git rejects) are
 *   skipped; quoted patterns ("a b.js", C-style escapes) are unquoted.
 */
export function parseLinguistGenerated(text: string, baseDir = ''): string[] {
  const out: string[] = []
  const base = baseDir.replace(/^\/+|\/+$/g, '')
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim()
    if (line.length === 0 || line.startsWith('#') || line.startsWith('[attr]')) continue
    const split = splitPattern(line)
    if (!split) continue
    const { pattern, rest } = split
    if (pattern.startsWith('!') || pattern.endsWith('/')) continue
    const state = generatedState(rest.split(/\s+/).filter((a) => a.length > 0))
    if (state === undefined) continue
    const glob = toGlob(pattern, base)
    out.push(state ? glob : `!${glob}`)
  }
  return out
}

/** true = set, false = unset/false, undefined = this line says nothing about it. */
function generatedState(attributes: string[]): boolean | undefined {
  let state: boolean | undefined
  for (const attr of attributes) {
    if (attr === 'linguist-generated' || attr === 'linguist-generated=true') state = true
    else if (attr === '-linguist-generated' || attr === '!linguist-generated' || attr === 'linguist-generated=false') state = false
  }
  return state
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
  return base ? `${base}/${scoped}` : scoped
}
