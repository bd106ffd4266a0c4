import { redactKeyText } from './key-blocks.js'
import { REDACTED, redactPatterns } from './secret-patterns.js'
import { ValueFragments } from './value-fragments.js'

/**
 * Secret redaction shared by every sink: the logger, the stage writer (patches,
 * PR text, discussion), the path guard's tool-output cleaning, the publication
 * plugin (model-written text) and the job summary. It works on raw text, before
 * any escaping, so a token at the start of a line of a multi-line value, after
 * `%22`, or glued to an identifier is seen as it is.
 *
 * Order: private-key blocks (they span lines), then exact values registered at
 * run time (the token, the provider key; whole, or whole but broken by line ends), then the token
 * families of secret-patterns.ts, then any other piece of a registered value (value-fragments.ts
 * says why last). Every step is linear in the text.
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

/**
 * A value's base64 as it reads inside the base64 of a longer text, whatever stands before or after
 * it: one form per alignment (the value starting at byte 0, 1 or 2 of a 3-byte group), each without
 * the edge groups that mix in the neighbours' bits. That is how a credential travels as HTTP Basic:
 * actions/checkout writes `AUTHORIZATION: basic base64(x-access-token:<token>)` into the
 * checkout's .git/config (or a credentials file), `docker login` writes `"auth":
 * base64(user:<token>)` into its config. Forms shorter than 16 characters are left out (a
 * short value's core would match unrelated base64).
 */
export function base64Forms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8')
  const forms: string[] = []
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64')
    const start = shift === 0 ? 0 : 4
    const end = Math.floor((shift + bytes.length) / 3) * 4
    const core = encoded.slice(start, end)
    if (core.length >= 16) forms.push(core)
  }
  return forms
}

export class Redactor {
  private readonly exact = new Set<string>()
  private readonly memo = new Map<string, string>()
  private readonly fragments = new ValueFragments()

  /** `onAdd` hears each newly registered value once (the entry point masks it in the job log). */
  constructor(private readonly onAdd?: (value: string) => void) {}

  /** Short values only announced (add), never replaced by the run itself. */
  private readonly announced = new Set<string>()

  /**
   * Registers a value that must never be printed. Every value is announced (the runner masks a
   * secret of any length in the job log, as it does each `secrets.*` value); only one of 6+
   * characters is replaced by the run itself, whose texts include the review, where a shorter
   * value would garble the words that share it.
   */
  add(value: string | undefined): void {
    if (value && value.length < 6 && !this.announced.has(value)) {
      this.announced.add(value)
      this.onAdd?.(value)
    }
    if (value && value.length >= 6 && !this.exact.has(value)) {
      this.exact.add(value)
      this.fragments.add(value)
      // Its base64 forms too, in every sink; the Actions runner's own masker derives the same
      // forms from the ::add-mask:: value, so only the value itself is announced.
      for (const form of base64Forms(value)) {
        this.exact.add(form)
        this.fragments.add(form)
      }
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
    return this.fragments.redactPieces(redactPatterns(this.fragments.redactBroken(out, REDACTED)), REDACTED)
  }

  /** One line that is part of a larger text whose key blocks were handled already. */
  redactLine(line: string): string {
    let out = line
    for (const value of this.exact) {
      if (out.includes(value)) out = out.split(value).join(REDACTED)
    }
    return this.fragments.redactPieces(redactPatterns(this.fragments.redactBroken(out, REDACTED)), REDACTED)
  }
}

/** Pattern-only redaction for code that has no run-time secrets registered. */
export function redactSecrets(text: string): string {
  return defaultRedactor.redact(text)
}
const defaultRedactor = new Redactor()
