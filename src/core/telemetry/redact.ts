/**
 * Secret redaction shared by the logger, the stage writer and the publication
 * plugin. Patterns cover GitHub tokens, provider keys, JWTs, bearer headers and
 * URLs with credentials; exact values registered at run time (the token, the
 * provider key) are replaced wherever they appear.
 */
const SECRET_PATTERNS: readonly RegExp[] = [
  /\bgh[pousr]_[A-Za-z0-9]{20,255}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,255}\b/g,
  /\bv1\.[0-9a-f]{40}\b/g,
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g,
  /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{16,}\b/g,
  /\bAKIA[0-9A-Z]{16}\b/g,
  /\bAIza[0-9A-Za-z_-]{35}\b/g,
  /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g,
  /\b(Bearer|token|Basic)\s+[A-Za-z0-9._~+/=-]{16,}/gi,
]
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+:[^\s/@]+@/gi

export const REDACTED = '[REDACTED]'

export class Redactor {
  private readonly exact = new Set<string>()

  /** Registers a value that must never be printed (only values of 6+ characters, to avoid noise). */
  add(value: string | undefined): void {
    if (value && value.length >= 6) this.exact.add(value)
  }

  redact(text: string): string {
    let out = text
    for (const value of this.exact) out = out.split(value).join(REDACTED)
    for (const pattern of SECRET_PATTERNS) out = out.replace(pattern, REDACTED)
    return out.replace(URL_CREDENTIALS, `$1${REDACTED}@`)
  }
}

/** Pattern-only redaction for code that has no run-time secrets registered. */
export function redactSecrets(text: string): string {
  return defaultRedactor.redact(text)
}
const defaultRedactor = new Redactor()
