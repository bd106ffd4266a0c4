import { redactKeyLines } from './key-blocks.js'
import { Redactor } from './redact.js'

/**
 * Secrets on patch lines would otherwise reach every agent and the model
 * provider byte for byte. Each line is redacted on its own, keeping its diff
 * prefix (`+`, `-`, space) and the line count, so line maps and anchors are
 * exactly those of the raw patch. Private-key blocks span lines: they are
 * found over the hunk's line contents (key-blocks.ts), which removes a closed
 * block whole but, for a BEGIN line without its END, only the key-material
 * lines right after it: a comment that mentions a key header hides no code
 * from the reviewers, and its marker tells them a header was there.
 */
const DIFF_PREFIX = /^[+\- ]/

const patternsOnly = new Redactor()

export interface RedactedPatch {
  text: string
  /** Lines whose content changed. */
  redactedLines: number
  /** Private-key BEGIN lines without their END (patch line indexes, 0-based). */
  keyHeaders: number[]
}

export function redactPatch(patch: string, redactor: Redactor = patternsOnly): RedactedPatch {
  const raw = patch.split('\n')
  const prefixes: string[] = []
  const contents: string[] = []
  for (const line of raw) {
    // Hunk headers and "\ No newline" markers are not content: they end any key block.
    if (line.startsWith('@@') || line.startsWith('\\')) {
      prefixes.push('')
      contents.push('')
      continue
    }
    const prefix = DIFF_PREFIX.test(line) ? line.slice(0, 1) : ''
    prefixes.push(prefix)
    contents.push(line.slice(prefix.length))
  }
  const keys = redactKeyLines(contents.map((c, i) => (isStructural(raw[i] as string) ? '@@' : c)))
  // Most patches hold no secret: one pass over every line's text joined first. A pattern that
  // matches some line matches the joined text too (no pattern is anchored; a line start follows
  // a newline there), so a joined text left as it is means every line is left as it is.
  if (keys.changed.length === 0 && keys.unterminated.length === 0) {
    const probe = raw.map((line, i) => (line.startsWith('@@') ? (/^@@ [^@]* @@(.*)$/.exec(line)?.[1] ?? '') : (contents[i] as string))).join('\n')
    if (redactor.redactLine(probe) === probe) return { text: patch, redactedLines: 0, keyHeaders: [] }
  }
  let redactedLines = 0
  const lines = raw.map((line, i) => {
    // Hunk headers carry numbers the line map needs; their trailing section text is still redacted.
    if (line.startsWith('@@')) {
      const header = /^(@@ [^@]* @@)(.*)$/.exec(line)
      if (!header) return line
      const tail = redactor.redactLine(header[2] ?? '')
      if (tail !== header[2]) redactedLines++
      return `${header[1]}${tail}`
    }
    if (line.startsWith('\\')) return line
    const content = contents[i] as string
    const out = redactor.redactLine(keys.lines[i] as string)
    if (out === content) return line
    redactedLines++
    return `${prefixes[i]}${out}`
  })
  return { text: lines.join('\n'), redactedLines, keyHeaders: keys.unterminated }
}

function isStructural(line: string): boolean {
  return line.startsWith('@@') || line.startsWith('\\')
}
