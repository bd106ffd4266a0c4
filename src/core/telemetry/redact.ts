import { redactKeyText } from './key-blocks.js'
import { REDACTED, redactPatterns } from './secret-patterns.js'

/**
 * Secret redaction shared by every sink: the logger, the stage writer (patches,
 * PR text, discussion), the path guard's tool-output cleaning, the publication
 * plugin (model-written text) and the job summary. It works on raw text, before
 * any escaping, so a token at the start of a line of a multi-line value, after
 * `%22`, or glued to an identifier is seen as it is.
 *
 * Order: private-key blocks (they span lines), then exact values registered at
 * run time (the token, the provider key), then the token families of
 * secret-patterns.ts. Every step is linear in the text.
 */
export { REDACTED }

/**
 * Short texts redacted before are answered from a memo: the logger redacts every field of every
 * event, and stage names, event names, rules and reasons repeat thousands of times in a large
 * prepare. The answer depends only on the text and the registered values, so the memo is
 * emptied whenever a value is registered; it is bounded so a long run cannot grow it.
 */
const MEMO_TEXT_CHARS = 200
const MEMO_ENTRIES = 2048

export class Redactor {
  private readonly exact = new Set<string>()
  private readonly memo = new Map<string, string>()

  /** `onAdd` hears each newly registered value once (the entry point masks it in the job log). */
  constructor(private readonly onAdd?: (value: string) => void) {}

  /** Registers a value that must never be printed (only values of 6+ characters, to avoid noise). */
  add(value: string | undefined): void {
    if (value && value.length >= 6 && !this.exact.has(value)) {
      this.exact.add(value)
      this.memo.clear()
      this.onAdd?.(value)
    }
  }

  redact(text: string): string {
    if (text.length > MEMO_TEXT_CHARS) return this.redactText(text)
    const known = this.memo.get(text)
    if (known !== undefined) return known
    const out = this.redactText(text)
    if (this.memo.size >= MEMO_ENTRIES) this.memo.clear()
    this.memo.set(text, out)
    return out
  }

  private redactText(text: string): string {
    let out = redactKeyText(text).text
    for (const value of this.exact) {
      if (out.includes(value)) out = out.split(value).join(REDACTED)
      // The same value URL-encoded (a token in a query string or form body).
      const encoded = encodeURIComponent(value)
      if (encoded !== value && out.includes(encoded)) out = out.split(encoded).join(REDACTED)
    }
    return redactPatterns(out)
  }

  /** One line that is part of a larger text whose key blocks were handled already. */
  redactLine(line: string): string {
    let out = line
    for (const value of this.exact) if (out.includes(value)) out = out.split(value).join(REDACTED)
    return redactPatterns(out)
  }
}

/** Pattern-only redaction for code that has no run-time secrets registered. */
export function redactSecrets(text: string): string {
  return defaultRedactor.redact(text)
}
const defaultRedactor = new Redactor()
