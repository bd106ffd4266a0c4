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

export class Redactor {
  private readonly exact = new Set<string>()

  /** Registers a value that must never be printed (only values of 6+ characters, to avoid noise). */
  add(value: string | undefined): void {
    if (value && value.length >= 6) this.exact.add(value)
  }

  redact(text: string): string {
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
