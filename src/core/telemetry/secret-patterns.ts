/**
 * The token families redaction claims, each as one pattern over raw text.
 *
 * Two rules keep every pattern linear on long lines (a 60 KB minified line or
 * a hostile one), because V8's engine backtracks:
 * - a pattern either has only bounded repetition, so a match attempt at one
 *   position examines at most a few hundred characters (`maxScan` below is
 *   checked by a test against the pattern source), or
 * - it starts with a negative lookbehind of the class it repeats, so attempts
 *   only start at the first character of a run and never rescan it (the JWT
 *   scanner in redact.ts).
 *
 * No pattern relies on `\b` in front of a distinctive prefix: a word boundary
 * fails after `\n` escapes, `%22` URL encoding and identifiers glued to the
 * token (`MYghp_…`), which is exactly where tokens were seen to survive.
 */
export interface SecretFamily {
  id: string
  pattern: RegExp
  /** Longest stretch of text one attempt at one position can examine. */
  maxScan: number
  /** Rejects a match (kept as is) when the shape alone is too weak a signal. */
  accept?: (match: string, ...groups: string[]) => boolean
  /** Replacement; REDACTED when absent. */
  replace?: (match: string, ...groups: string[]) => string
  /**
   * A text every match contains (a literal the pattern cannot match without): a text without it
   * is left as it is without running the pattern. Only patterns that begin with a lookbehind or a
   * class need one; the engine cannot skip ahead to their literal and tries every position.
   */
  gate?: (text: string) => boolean
}

export const REDACTED = '[REDACTED]'

const hasDigit = (text: string): boolean => /[0-9]/.test(text)
const AWS_PREFIX = /AKIA|ASIA|ABIA|ACCA/
const AUTH_SCHEME = /bearer|token|basic/i
const ESCAPED_URL = /:\\\/\\\/|%3A%2F%2F/i

export const SECRET_FAMILIES: readonly SecretFamily[] = [
  // GitHub classic formats: ghp_ (personal), gho_ (OAuth), ghu_ (user-to-server),
  // ghs_ (installation, old form), ghr_ (refresh): 36 base62 characters, the
  // last 6 a CRC32 checksum. Shorter bodies are kept as a wider net.
  { id: 'github-classic', pattern: /gh[pousr]_[A-Za-z0-9]{20,255}/g, maxScan: 259 },
  // GitHub's installation token `ghs_<APPID>_<JWT>` cut before its signature (a length limit, a
  // line break after the payload): no whole JWT is left for redactJwts, and the app id's `_` ends
  // the classic pattern, yet the payload names the installation and the token's own id. The prefix
  // and a JWT header after it are signal enough; what is left of header and payload goes. Bounds:
  // a header of GitHub's is 36 characters, a payload about 200.
  { id: 'github-installation-cut', pattern: /ghs_[0-9]{1,20}_eyJ[A-Za-z0-9_-]{0,200}(?:\.[A-Za-z0-9_-]{0,800})?/g, maxScan: 1030 },
  // Fine-grained personal access tokens: github_pat_<22>_<59>.
  { id: 'github-fine-grained', pattern: /github_pat_[A-Za-z0-9_]{20,255}/g, maxScan: 266 },
  // GitHub's older installation tokens: v1. + 40 hex.
  { id: 'github-v1', pattern: /v1\.[0-9a-f]{40}(?![0-9a-f])/g, maxScan: 44 },
  // OpenAI (sk-, sk-proj-, sk-svcacct-, sk-admin-) and Anthropic (sk-ant-api03-…) keys.
  {
    id: 'openai-anthropic',
    pattern: /(?<=^|[^A-Za-z0-9]|\\[nrt]|%[0-9A-Fa-f]{2})sk-(?:proj-|svcacct-|admin-|ant-[a-z]{3,5}[0-9]{2}-)?[A-Za-z0-9_-]{20,400}/g,
    maxScan: 420,
    gate: (text) => text.includes('sk-'),
  },
  // AWS access key ids: long-term (AKIA), temporary STS (ASIA), and the ABIA/ACCA prefixes.
  {
    id: 'aws-access-key-id',
    pattern: /(?<=^|[^A-Z0-9]|%[0-9A-Fa-f]{2})(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Z0-9])/g,
    maxScan: 21,
    gate: (text) => AWS_PREFIX.test(text),
  },
  // Google API keys: AIza + 35 characters of [0-9A-Za-z_-], which may end in '-'.
  { id: 'gcp-api-key', pattern: /AIza[0-9A-Za-z_-]{35}/g, maxScan: 39 },
  // Slack bot/user/app-level/refresh/config tokens.
  { id: 'slack-token', pattern: /xox(?:[abposr]|e(?:\.xox[bp])?)-[A-Za-z0-9-]{10,250}/g, maxScan: 262 },
  { id: 'slack-app-token', pattern: /xapp-[A-Za-z0-9-]{10,250}/g, maxScan: 255 },
  {
    id: 'slack-webhook',
    pattern: /hooks\.slack\.com\/(services|workflows|triggers)\/[A-Za-z0-9_/-]{8,300}/g,
    maxScan: 330,
    replace: (_m, kind) => `hooks.slack.com/${kind ?? 'services'}/${REDACTED}`,
  },
  // Authorization header values. A credential has a digit; prose ("token validation…") does not.
  {
    id: 'authorization-header',
    pattern: /(?<=^|[^A-Za-z0-9]|\\[nrt])(Bearer|token|Basic)([ \t]{1,8})([A-Za-z0-9._~+/=-]{16,1024})/gi,
    maxScan: 1039,
    accept: (_m, _scheme, _space, value) => hasDigit(value ?? ''),
    gate: (text) => AUTH_SCHEME.test(text),
    replace: (_m, scheme, space) => `${scheme}${space}${REDACTED}`,
  },
  // user:password@ in any URL.
  {
    id: 'url-credentials',
    pattern: /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]{0,30}:\/\/)[^\s/@:]{0,256}:[^\s/@]{1,256}@/gi,
    maxScan: 548,
    replace: (_m, scheme) => `${scheme}${REDACTED}@`,
    gate: (text) => text.includes('://'),
  },
  // The same URL escaped: JSON that escapes `/` (the scheme's `//` written `\/\/`) and a URL inside
  // a query string or form body, URL-encoded (`%3A%2F%2F`, then `%3A` and `%40` around the
  // password). The user and password stop at a `/`, `?` or `#`, which end the authority, so a port
  // and a query's e-mail address (`host%3A8080%2F?e%3Du%40x`, `localhost%3A3000%3Fe%3Du%40x`) are
  // no credentials: an encoder or serialiser wrote a URL's text, where a password's own `?` and `#`
  // are percent-encoded. So in JSON `%3F` is the password's (kept in it); URL-encoded, `%3F` is the
  // query's and the password's is `%253F`. Bounds: a unit is at most an escape's 3 characters.
  {
    id: 'url-credentials-escaped',
    pattern:
      /(?<=^|[^a-z0-9+.-]|%[0-9a-f]{2})(?:([a-z][a-z0-9+.-]{0,30}:\\\/\\\/)[^\s/@:\\?#]{0,100}:[^\s/@\\?#]{1,200}@|([a-z][a-z0-9+.-]{0,30}%3A%2F%2F)(?:[^\s/@:\\%?#]|%(?!2F|3A|40|3F|23)[0-9a-f]{2}){0,100}%3A(?:[^\s/@\\%?#]|%(?!2F|40|3F|23)[0-9a-f]{2}){1,200}%40)/gi,
    maxScan: 950,
    // One branch's scheme is empty (an absent group reaches replace as '').
    replace: (match, json, encoded) => `${json || encoded}${REDACTED}${match.endsWith('@') ? '@' : match.slice(-3)}`,
    gate: (text) => ESCAPED_URL.test(text),
  },
]

/**
 * JSON Web Tokens (three base64url segments, header and payload JSON, so both
 * start with `e`) and GitHub's installation token `ghs_<APPID>_<JWT>` (about
 * 520 characters) are found inside dotted runs: one attempt per run start.
 */
const DOTTED_RUN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*){2,}/g
const INSTALLATION_PREFIX = /ghs_[0-9]{1,20}_$/

export function redactJwts(text: string): string {
  if (!text.includes('eyJ')) return text
  return text.replace(DOTTED_RUN, (run) => {
    if (!run.includes('eyJ')) return run
    const segments = run.split('.')
    const out: string[] = []
    let i = 0
    while (i < segments.length) {
      const header = segments[i] as string
      const at = header.indexOf('eyJ')
      const payload = segments[i + 1]
      const signature = segments[i + 2]
      if (at >= 0 && header.length - at >= 10 && payload !== undefined && payload.length >= 8 && payload.startsWith('e') && signature !== undefined) {
        const before = header.slice(0, at)
        const prefix = INSTALLATION_PREFIX.exec(before.slice(-25))
        out.push(`${before.slice(0, before.length - (prefix?.[0].length ?? 0))}${REDACTED}`)
        i += 3
        continue
      }
      out.push(header)
      i += 1
    }
    return out.join('.')
  })
}

/**
 * A literal one of the families (or a JWT) needs, case ignored: most texts (log fields, code
 * lines) hold none, and one scan for all of them replaces a scan per family. A test checks that
 * every corpus match of every family holds one.
 */
export const ANY_SECRET_LITERAL =
  /gh[pousr]_|github_pat_|v1\.|sk-|AKIA|ASIA|ABIA|ACCA|AIza|xox|xapp-|hooks\.slack\.com|bearer|token|basic|:\/\/|:\\\/\\\/|%3A%2F%2F|eyJ/i

/** Applies every family to one text (no key blocks, no exact values). */
export function redactPatterns(text: string): string {
  if (!ANY_SECRET_LITERAL.test(text)) return text
  let out = redactJwts(text)
  for (const family of SECRET_FAMILIES) {
    if (family.gate && !family.gate(out)) continue
    out = out.replace(family.pattern, (match: string, ...rest: unknown[]) => {
      const groups = rest.filter((g): g is string => typeof g === 'string' || g === undefined).map((g) => g ?? '')
      if (family.accept && !family.accept(match, ...groups)) return match
      return family.replace ? family.replace(match, ...groups) : REDACTED
    })
  }
  return out
}
