/**
 * File names are attacker-controlled and cannot be sanitised away: a path
 * must stay the exact path, or publication could not anchor to it and a
 * malicious file could dodge review by its name. So wherever an agent reads a
 * path, the characters a person would not see (format and control
 * characters, bidi controls, zero-width characters, tag characters
 * U+E0000–E007F, variation selectors, fillers, unusual spaces, separators,
 * unassigned and private-use code points) are written as visible JSON
 * `\uXXXX` escapes, one per UTF-16 unit. The result is still valid inside a
 * JSON string and parses back to the exact path; outside JSON it is simply
 * visible text that a model copies as it saw it.
 *
 * The publication plugin accepts a path in this escaped form only when it
 * equals the escaping of an allowlisted path (see matchAllowlisted).
 */
// Joiners and selectors (U+200D, U+034F, U+FE00–FE0F) stand alone so no class pairs them with a neighbour.
const HIDDEN_SPECIFIC = String.raw`[\u00A0\u00AD\u115F\u1160\u180E\u2000-\u200C\u200E\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]|\u200D|\u034F|[\uFE00-\uFE0F]|[\u{E0000}-\u{E007F}]|[\u{E0100}-\u{E01EF}]`
const HIDDEN_CLASSES = String.raw`[\p{Cf}\p{Cc}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}]`
const HIDDEN = new RegExp(`${HIDDEN_SPECIFIC}|${HIDDEN_CLASSES}`, 'gu')

// Layout characters JSON.stringify emits outside strings; inside strings it escapes them itself.
// HIDDEN_IN_JSON is HIDDEN without them: a pretty-printed index has tens of thousands of newlines.
const HIDDEN_IN_JSON = new RegExp(`${HIDDEN_SPECIFIC}|(?![\\t\\n\\r])${HIDDEN_CLASSES}`, 'gu')

function escapeUnits(ch: string): string {
  let out = ''
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`
  return out
}

/** A path (or any short untrusted text) with every hidden character shown as `\uXXXX`. */
export function escapeHidden(text: string): string {
  return text.replace(HIDDEN, escapeUnits)
}

/**
 * Prose (a title, a reason, quoted code) with every hidden character shown as `\uXXXX`, as
 * escapeHidden does, except what prose needs to read as written: line breaks and tabs (the
 * caller lays them out) and an emoji's own glue, a variation selector after a pictograph or a
 * keycap digit and a zero-width joiner between two pictographs (`⚠️`, `👩‍💻`). Those hide no
 * text and reorder none; a bidi control or a zero-width space anywhere else is shown.
 */
export function escapeHiddenInProse(text: string): string {
  return text.replace(HIDDEN, (ch: string, at: number) => (LAYOUT.has(ch) || emojiGlue(text, ch, at) ? ch : escapeUnits(ch)))
}

const LAYOUT = new Set(['\n', '\r', '\t'])
const PICTOGRAPH_BEFORE = /[\p{Extended_Pictographic}\p{Emoji_Modifier}]\uFE0F?$/u
const SELECTABLE_BEFORE = /[\p{Extended_Pictographic}#*0-9]$/u
const PICTOGRAPH_AFTER = /^\p{Extended_Pictographic}/u

function emojiGlue(text: string, ch: string, at: number): boolean {
  // A pictograph and a selector or modifier are at most four UTF-16 units.
  const before = text.slice(Math.max(0, at - 4), at)
  if (ch === '\uFE0E' || ch === '\uFE0F') return SELECTABLE_BEFORE.test(before)
  if (ch === '\u200D') return PICTOGRAPH_BEFORE.test(before) && PICTOGRAPH_AFTER.test(text.slice(at + 1, at + 3))
  return false
}

/**
 * A patch as agents read it: its hidden characters shown as in prose (escapeHiddenInProse), so a
 * line's Unicode tag characters (an instruction people cannot see and models read) or bidi
 * controls (code that reads in another order than it runs) are visible text. Only characters
 * change, never lines: line maps and anchors are the raw patch's, and finding ids read a patch
 * through this too (fingerprint.ts), so raw and staged patches give the same id.
 */
export function showHiddenInPatch(patch: string): string {
  // Every patch has line breaks, which hasHidden counts: test without them, or each patch is rewritten.
  HIDDEN_IN_JSON.lastIndex = 0
  const found = HIDDEN_IN_JSON.test(patch)
  HIDDEN_IN_JSON.lastIndex = 0
  return found ? escapeHiddenInProse(patch) : patch
}

// A `\uXXXX` the text itself holds, or a character showHiddenInPatch writes as one.
const ESCAPE_OR_HIDDEN = new RegExp(`\\\\u[0-9a-fA-F]{4}|${HIDDEN_SPECIFIC}|${HIDDEN_CLASSES}`, 'gu')

/**
 * Where the `\uXXXX` texts of one patch line, as showHiddenInPatch shows it, come from, in order:
 * `H` for each escape written for a hidden character (one per UTF-16 unit), `L` for six
 * characters the code itself holds. Shown, a bidi control and the code's own `\u202e` read alike;
 * this tells them apart (finding ids read it, fingerprint.ts). '' when nothing in the line is hidden.
 */
export function escapeOrigins(line: string): string {
  let out = ''
  let hidden = false
  for (const match of line.matchAll(ESCAPE_OR_HIDDEN)) {
    const ch = match[0]
    if (ch.length === 6) out += 'L'
    else if (!LAYOUT.has(ch) && !emojiGlue(line, ch, match.index)) {
      out += 'H'.repeat(ch.length)
      hidden = true
    }
  }
  return hidden ? out : ''
}

/** True when the text holds a character escapeHidden would rewrite. */
export function hasHidden(text: string): boolean {
  HIDDEN.lastIndex = 0
  const found = HIDDEN.test(text)
  HIDDEN.lastIndex = 0
  return found
}

/**
 * For serialised JSON: escapes hidden characters inside its strings so the
 * file shows none of them raw, and JSON.parse returns the exact values.
 */
export function escapeHiddenInJson(json: string): string {
  return json.replace(HIDDEN_IN_JSON, escapeUnits)
}

/** JSON.stringify for a single value shown to an agent (e.g. `path="…"` in a prompt header). */
export function quoteVisible(value: string): string {
  return escapeHiddenInJson(JSON.stringify(value))
}

/**
 * The allowlisted path a model meant: the path itself, or the one whose
 * escaped form it copied (hex digits in either case). Nothing else matches.
 */
export function matchAllowlisted(path: string, allowlist: Iterable<string>): string | undefined {
  const list = [...allowlist]
  if (list.includes(path)) return path
  if (!path.includes('\\u')) return undefined
  const wanted = path.replace(/\\u([0-9a-fA-F]{4})/g, (_m, hex: string) => `\\u${hex.toLowerCase()}`)
  return list.find((p) => hasHidden(p) && escapeHidden(p) === wanted)
}
