/**
 * The one reader of GitHub failures: the HTTP status and headers of a failed
 * request, whether GitHub asked us to wait and for how long, and whether a
 * retry can help. The client's wire hook, the marker-checked writes and the
 * publication retries all decide from here, so they cannot disagree about
 * what a 403 with retry-after means.
 */
export type FailureHeaders = Record<string, string | number | undefined>

export interface HttpFailure {
  status: number
  headers: FailureHeaders
  /**
   * GitHub said in the body that a secondary rate limit was exceeded. Its docs
   * allow that answer without retry-after and with requests left, so the text
   * is the only sign (the throttling plugin reads it the same way).
   */
  secondaryLimit?: boolean
}

const SECONDARY_LIMIT = /\bsecondary rate limit/i
// GitHub's documented wait when a secondary limit names none: at least a minute.
const SECONDARY_WAIT_MS = 60_000

function messagesOf(error: object): string {
  const own = 'message' in error && typeof error.message === 'string' ? error.message : ''
  const cause = 'cause' in error && typeof error.cause === 'object' && error.cause !== null && 'message' in error.cause ? String(error.cause.message) : ''
  return `${own}\n${cause}`
}

function headersOf(error: object): FailureHeaders {
  const response = 'response' in error ? error.response : undefined
  if (typeof response !== 'object' || response === null || !('headers' in response)) return {}
  const headers = response.headers
  return typeof headers === 'object' && headers !== null ? (headers as FailureHeaders) : {}
}

/**
 * Status and headers of an Octokit RequestError, also when the client's error
 * hook has wrapped it in a GitHubError (the original is its cause).
 */
export function httpFailure(error: unknown): HttpFailure | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  const status = error.status
  if (typeof status !== 'number') return undefined
  const cause = 'cause' in error && typeof error.cause === 'object' && error.cause !== null ? error.cause : undefined
  const headers = headersOf(error)
  const secondaryLimit = (status === 403 || status === 429) && SECONDARY_LIMIT.test(messagesOf(error))
  return { status, headers: Object.keys(headers).length > 0 || !cause ? headers : headersOf(cause), ...(secondaryLimit ? { secondaryLimit } : {}) }
}

export function statusOf(error: unknown): number | undefined {
  return httpFailure(error)?.status
}

/**
 * How long GitHub asked us to wait: `retry-after` (seconds), else, when the
 * primary limit is spent (x-ratelimit-remaining 0), until `x-ratelimit-reset`
 * plus a second for clock skew; undefined when GitHub said nothing.
 */
export function retryAfterMs(headers: FailureHeaders, nowMs: number = Date.now()): number | undefined {
  const raw = headers['retry-after']
  const seconds = raw === undefined ? Number.NaN : Number(raw)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const reset = Number(headers['x-ratelimit-reset'])
  if (String(headers['x-ratelimit-remaining']) === '0' && Number.isFinite(reset)) return Math.max(0, reset * 1000 - nowMs) + 1000
  return undefined
}

/**
 * Transient: 5xx (Octokit reports a reset connection or our own timeout as
 * 500), 429, a secondary rate limit (403 with retry-after, or saying so in its body) and an exhausted
 * primary limit (403 with x-ratelimit-remaining 0). A 5xx is also the one
 * answer after which GitHub may have applied a write: see plugins/lib/publication/publish.ts
 * (the review) and src/publication/lifecycle.ts (replies), which look for their marker first.
 */
export function transientDelay(failure: HttpFailure, nowMs: number = Date.now()): { transient: boolean; retryAfterMs: number | undefined } {
  const wait = retryAfterMs(failure.headers, nowMs)
  if (failure.status >= 500 || failure.status === 429) return { transient: true, retryAfterMs: wait }
  const exhausted = String(failure.headers['x-ratelimit-remaining']) === '0'
  if (failure.status === 403 && (wait !== undefined || exhausted)) return { transient: true, retryAfterMs: wait }
  if (failure.status === 403 && failure.secondaryLimit) return { transient: true, retryAfterMs: SECONDARY_WAIT_MS }
  return { transient: false, retryAfterMs: undefined }
}

/** A rate limit a failure reports: what GitHub said and named, for the message a user reads. */
export interface RateLimitSeen {
  /** `retry-after`, in seconds, when GitHub named one (a secondary limit). */
  retryAfterSeconds?: number
  /** `x-ratelimit-reset` in epoch seconds, when the primary limit is spent (x-ratelimit-remaining 0). */
  resetEpochSeconds?: number
  /** GitHub's own words in a GraphQL RATE_LIMITED error (an HTTP 200 the throttling plugin turns into a bare error). */
  said?: string
  secondary: boolean
}

/** The RATE_LIMITED error of a GraphQL answer the error carries (as `data`), if any. */
function graphqlRateLimited(error: object): { message?: unknown } | undefined {
  const data = 'data' in error ? error.data : undefined
  const errors = typeof data === 'object' && data !== null && 'errors' in data && Array.isArray(data.errors) ? (data.errors as unknown[]) : []
  return errors.find((e): e is { message?: unknown } => typeof e === 'object' && e !== null && 'type' in e && e.type === 'RATE_LIMITED')
}

/**
 * The rate limit a failed request met, or undefined when it met none: a 429, a 403 that
 * transientDelay reads as a limit, or GraphQL's RATE_LIMITED answer (no HTTP status of its own).
 */
export function rateLimitOf(error: unknown): RateLimitSeen | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const failure = httpFailure(error)
  const graphql = graphqlRateLimited(error)
  const limited = graphql !== undefined || failure?.status === 429 || (failure?.status === 403 && transientDelay(failure).transient)
  if (!limited) return undefined
  const headers = failure?.headers ?? headersOf(error)
  const retryAfter = headers['retry-after'] === undefined ? Number.NaN : Number(headers['retry-after'])
  const reset = Number(headers['x-ratelimit-reset'])
  const spent = String(headers['x-ratelimit-remaining']) === '0' && Number.isFinite(reset) && reset > 0
  return {
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
    ...(spent ? { resetEpochSeconds: reset } : {}),
    ...(graphql && typeof graphql.message === 'string' ? { said: graphql.message } : {}),
    secondary: failure?.secondaryLimit === true,
  }
}

/**
 * The organization's single sign-on page an X-GitHub-SSO header names (`required; url=...`), without
 * its query: the authorization request it carries is the token owner's, not for a job log.
 */
export function ssoPage(header: string | number | undefined): string | undefined {
  const url = /\burl=(\S+)/.exec(String(header ?? ''))?.[1]
  if (!url || !URL.canParse(url)) return undefined
  const page = new URL(url)
  return `${page.origin}${page.pathname}`
}
