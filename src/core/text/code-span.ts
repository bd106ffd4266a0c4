import { neutraliseMarkers } from './sanitise-outgoing.js'
import { escapeHidden } from './visible-escapes.js'

/**
 * Untrusted single-line text (a path, a test id, a rule) as a Markdown code
 * span that shows it exactly. GitHub shows a code span literally (no
 * mention, no HTML, no entity), so only a Harbourmaster marker is broken.
 * Characters a reader would not see (a line break, a right-to-left override
 * that shows `txt.exe` as `exe.txt`, zero-width characters) are shown as
 * `\uXXXX`, as agents see paths (visible-escapes.ts).
 * A span opened by N backticks closes at the next run of exactly N, so the
 * delimiter is one longer than the text's longest run; a text that begins
 * or ends with a backtick, or with a space at both ends, is padded with one
 * space each side, which CommonMark strips again. Replacing backticks with
 * `'` instead showed a path that does not exist.
 *
 * `table`: the span sits in a GFM table cell, where `|` ends the cell even
 * inside a span unless escaped (GFM unescapes it there).
 */
export function codeSpan(text: string, options: { table?: boolean } = {}): string {
  let content = neutraliseMarkers(escapeHidden(text))
  if (options.table) content = content.replace(/\|/g, '\\|')
  const longest = Math.max(0, ...[...content.matchAll(/`+/g)].map((m) => m[0].length))
  const fence = '`'.repeat(longest + 1)
  const spaced = content.startsWith(' ') && content.endsWith(' ') && content.trim() !== ''
  const pad = content.startsWith('`') || content.endsWith('`') || spaced ? ' ' : ''
  return `${fence}${pad}${content}${pad}${fence}`
}
