import { createHash } from 'node:crypto'
import { DiffError } from '../core/errors.js'

/**
 * File names for staged patches: `<stage>/patches/<name>`.
 *
 * A PR path is attacker-controlled (`../../etc/passwd`, `-rf`, `.git/config`,
 * newlines, 1,000 characters, `A.ts` next to `a.ts`), so the name is an
 * escaped encoding of the whole path over a small, lowercase-only alphabet:
 *
 *   a-z 0-9 - _ .   kept as they are
 *   A-Z             `^` + the lowercase letter (so `A.ts` and `a.ts` differ even
 *                   on a case-insensitive file system, which folds only case)
 *   /               `+` (readable: `src+auth+login.ts.patch`)
 *   anything else   `%xx` per UTF-8 byte, lowercase hex; a lone UTF-16
 *                   surrogate (not valid UTF-8) as `%uxxxx`
 *   a leading `.` or `-`, or a Windows device name (con, nul, com1…), has its
 *   first character escaped too, so no name is hidden, looks like an option,
 *   or opens a device.
 * followed by `.patch`. Every output character is in [a-z0-9._^+%-]: no `/`,
 * no NUL, nothing a shell or file system treats specially, and because the
 * escaping is a prefix code, decoding inverts it exactly: two paths never
 * share a name. NFC and NFD spellings of one name are different byte
 * sequences and stay different names.
 *
 * Names are kept to MAX_NAME_BYTES (well under the usual 255-byte limit).
 * When the full encoding is longer, the name is a readable prefix of it, `~`,
 * and the SHA-256 of the path (`~` never occurs in a full encoding, so hashed
 * and full names cannot collide). Such a name is not reversible on its own:
 * review-index.json maps it back, and decodePatchName accepts the index's
 * paths to resolve it.
 */
export const MAX_NAME_BYTES = 200
const SUFFIX = '.patch'
const HASH_CHARS = 64
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/

function hex2(byte: number): string {
  return byte.toString(16).padStart(2, '0')
}

function escapeChar(ch: string): string {
  return [...Buffer.from(ch, 'utf8')].map((b) => `%${hex2(b)}`).join('')
}

/** Full reversible encoding of a path, without the suffix. */
function encodeFull(path: string): string[] {
  // One token per source character so truncation never splits an escape.
  const tokens: string[] = []
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < path.length) {
      const next = path.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        tokens.push(escapeChar(path.slice(i, i + 2)))
        i++
        continue
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      tokens.push(`%u${code.toString(16).padStart(4, '0')}`)
      continue
    }
    const ch = path.charAt(i)
    if (/[a-z0-9_.-]/.test(ch)) tokens.push(ch)
    else if (/[A-Z]/.test(ch)) tokens.push(`^${ch.toLowerCase()}`)
    else if (ch === '/') tokens.push('+')
    else tokens.push(escapeChar(ch))
  }
  const first = tokens[0]
  const stem = tokens.join('').split('.')[0] ?? ''
  if (first !== undefined && (first === '.' || first === '-' || WINDOWS_DEVICE.test(stem))) {
    tokens[0] = escapeChar(path.charAt(0))
  }
  return tokens
}

/** Encodes a repository path as a safe, unique patch file name (see the module comment). */
export function encodePatchName(path: string): string {
  if (path.length === 0) throw new DiffError('Cannot stage a changed file with an empty path.')
  const tokens = encodeFull(path)
  const full = tokens.join('')
  if (full.length + SUFFIX.length <= MAX_NAME_BYTES) return full + SUFFIX
  const hash = createHash('sha256').update(path, 'utf8').digest('hex').slice(0, HASH_CHARS)
  const room = MAX_NAME_BYTES - SUFFIX.length - HASH_CHARS - 1
  let prefix = ''
  for (const token of tokens) {
    if (prefix.length + token.length > room) break
    prefix += token
  }
  return `${prefix}~${hash}${SUFFIX}`
}

/** True for names that carry a hash because the path was too long to encode in full. */
export function isHashedPatchName(name: string): boolean {
  return name.includes('~')
}

/**
 * Decodes a patch name back to its path. A hashed name (long path) is resolved
 * against `knownPaths` (the paths in review-index.json); a name that is not a
 * valid encoding, or a hashed name no known path produces, is a DiffError.
 */
export function decodePatchName(name: string, knownPaths?: Iterable<string>): string {
  if (!name.endsWith(SUFFIX) || name.length === SUFFIX.length) {
    throw new DiffError(`Not a staged patch name: ${JSON.stringify(name)}.`)
  }
  if (isHashedPatchName(name)) {
    for (const path of knownPaths ?? []) {
      if (encodePatchName(path) === name) return path
    }
    throw new DiffError(`Patch name ${JSON.stringify(name)} is hashed and no known path encodes to it.`)
  }
  const body = name.slice(0, -SUFFIX.length)
  let out = ''
  let bytes: number[] = []
  const flush = (): void => {
    if (bytes.length === 0) return
    try {
      // ignoreBOM: a U+FEFF in a path is a character of the name, not a byte-order mark to drop.
      out += new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(Uint8Array.from(bytes))
    } catch (cause) {
      throw new DiffError(`Patch name ${JSON.stringify(name)} holds invalid UTF-8.`, { cause })
    }
    bytes = []
  }
  for (let i = 0; i < body.length;) {
    const ch = body.charAt(i)
    if (ch === '%' && body.charAt(i + 1) === 'u' && /^[0-9a-f]{4}$/.test(body.slice(i + 2, i + 6))) {
      flush()
      out += String.fromCharCode(parseInt(body.slice(i + 2, i + 6), 16))
      i += 6
    } else if (ch === '%' && /^[0-9a-f]{2}$/.test(body.slice(i + 1, i + 3))) {
      bytes.push(parseInt(body.slice(i + 1, i + 3), 16))
      i += 3
    } else {
      flush()
      if (/[a-z0-9_.-]/.test(ch)) out += ch
      else if (ch === '+') out += '/'
      else if (ch === '^' && /[a-z]/.test(body.charAt(i + 1))) {
        out += body.charAt(i + 1).toUpperCase()
        i++
      } else throw new DiffError(`Patch name ${JSON.stringify(name)} is not a valid encoding.`)
      i++
    }
  }
  flush()
  // Only the canonical encoding is accepted, so one path has exactly one name.
  if (encodePatchName(out) !== name) throw new DiffError(`Patch name ${JSON.stringify(name)} is not canonical.`)
  return out
}
