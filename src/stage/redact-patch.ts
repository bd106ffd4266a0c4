import { REDACTED, Redactor } from '../core/telemetry/redact.js'

/**
 * Secrets on patch lines would otherwise reach every agent and the model
 * provider byte for byte. Each line is redacted on its own, keeping its diff
 * prefix (`+`, `-`, space) and the line count, so line maps and anchors are
 * exactly those of the raw patch. A private-key block spans lines, which no
 * single-line pattern sees whole: from its BEGIN line to its END line every
 * line's content becomes one `[REDACTED]`.
 */
const KEY_BEGIN = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/
const KEY_END = /-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/
const DIFF_PREFIX = /^[+\- ]/

const patternsOnly = new Redactor()

export interface RedactedPatch {
  text: string
  /** Lines whose content changed. */
  redactedLines: number
}

export function redactPatch(patch: string, redactor: Redactor = patternsOnly): RedactedPatch {
  let inKey = false
  let redactedLines = 0
  const lines = patch.split('\n').map((line) => {
    // Hunk headers carry numbers the line map needs; their trailing section text is still redacted.
    if (line.startsWith('@@')) {
      inKey = false
      const header = /^(@@ [^@]* @@)(.*)$/.exec(line)
      if (!header) return line
      const tail = redactor.redact(header[2] ?? '')
      if (tail !== header[2]) redactedLines++
      return `${header[1]}${tail}`
    }
    const prefix = DIFF_PREFIX.test(line) ? line.slice(0, 1) : ''
    const content = line.slice(prefix.length)
    if (!prefix && line.startsWith('\\')) return line
    let out: string
    if (inKey || KEY_BEGIN.test(content)) {
      out = REDACTED
      inKey = !KEY_END.test(content)
    } else {
      out = redactor.redact(content)
    }
    if (out === content) return line
    redactedLines++
    return `${prefix}${out}`
  })
  return { text: lines.join('\n'), redactedLines }
}
