import type { PlacedFinding } from './render.js'

/**
 * Agents read a patch's hidden characters (bidi controls, zero-width spaces, tag characters) as
 * `\uXXXX` text (src/core/text/visible-escapes.ts). A suggestion copied from such a file carries
 * that text: accepted in one click, it would write the six characters `\u202e` where the code had
 * the character, and nobody would be told. On a file whose staged patch shows hidden characters,
 * a suggestion holding such an escape is shown as code with a note (render.ts), never offered as
 * a suggestion. A `\u` escape on a file without hidden characters is the code's own.
 */
const ESCAPE = /\\u[0-9a-fA-F]{4}/

export function markEscapedSuggestions(findings: readonly PlacedFinding[], hiddenShown: ReadonlySet<string> | undefined): PlacedFinding[] {
  if (!hiddenShown || hiddenShown.size === 0) return [...findings]
  return findings.map((f) => (f.suggestion !== undefined && hiddenShown.has(f.path) && ESCAPE.test(f.suggestion) ? { ...f, suggestionEscaped: true } : f))
}
