import { Octokit } from '@octokit/core'
import type { OctokitOptions } from '@octokit/core'
import { paginateRest } from '@octokit/plugin-paginate-rest'
import { throttling } from '@octokit/plugin-throttling'
import type { ThrottlingOptions } from '@octokit/plugin-throttling'
import { randomUUID } from 'node:crypto'
import Bottleneck from 'bottleneck'
import { GitHubError, HarbourmasterError } from '../errors.js'
import type { Logger } from '../telemetry/logger.js'
import { httpFailure, rateLimitOf, ssoPage, statusOf, type FailureHeaders, type RateLimitSeen } from './failure.js'
import { nativeJson, RAW_SUCCESS_BODY } from './native-json.js'
import { ConcurrencyGroup, RetryLimiter } from './request-limiters.js'
import { retryPlugin } from './retry-plugin.js'
import { numberCall, routeOf, wireHook } from './wire-hook.js'
import type { RequestStats, WirePolicy } from './wire-hook.js'

/**
 * The one factory for GitHub access. Every module receives a narrow port
 * (below) instead of the client, so test fakes type-check against the real
 * Octokit surface without casts, and every failure leaving the client is a
 * GitHubError carrying the HTTP status.
 */

/** REST access: `request(route, params)`. */
export type RestPort = Pick<Octokit, 'request'>
/** GraphQL access: `graphql(document, variables)`. */
export type GraphqlPort = Pick<Octokit, 'graphql'>

/**
 * Statuses the retry plugin must never retry, and why:
 * - 400 Bad Request: our request is malformed; the same bytes fail again.
 * - 401 Unauthorized: the token is wrong or expired; retrying only burns time.
 * - 403 Forbidden: either a missing permission (never heals) or a rate limit,
 *   which the throttling handlers own because they honour `retry-after` and
 *   `x-ratelimit-reset`; a blind backoff retry could extend the penalty.
 * - 404 Not Found: missing resource or a token that cannot see it.
 * - 409 Conflict: the resource changed under us (e.g. the head moved); the
 *   caller must re-read state, not repeat the write.
 * - 410 Gone: permanently removed.
 * - 422 Unprocessable: validation failed (e.g. a line outside the diff); the
 *   payload must change first.
 * - 429 Too Many Requests: rate limiting, answered by the wire hook and the
 *   throttling handlers, which honour `retry-after` (see wire-hook.ts).
 * - 451 Unavailable For Legal Reasons: permanent.
 * Everything else >= 400 (500, 502, 503, 504, network errors and our own
 * request timeouts, which Octokit reports as 500) is retried with backoff.
 */
export const DO_NOT_RETRY: readonly number[] = [400, 401, 403, 404, 409, 410, 422, 429, 451]

/**
 * Requests in flight at once, shared by every port of one client (REST, GraphQL reads, checked
 * writes use one limiter). GitHub's secondary rate limits allow at most 100 concurrent requests
 * across REST and GraphQL; prepare's reads of a 3,000-file PR (30 file pages, the review and
 * comment pages, the thread and base-file queries) fit in one round under 40.
 */
export const MAX_CONCURRENT_REQUESTS = 40

export interface GitHubClientOptions {
  token: string
  apiUrl: string
  logger: Logger
  /** Retries of 5xx and network failures (default 3). */
  retries?: number
  /** Backoff unit for 5xx retries: waits are 1, 4, 9 × this (default 1000 ms). */
  retryBaseMs?: number
  /** Rate-limit retries honouring retry-after / reset (default 2). */
  rateLimitRetries?: number
  /** Longest wait accepted for a rate limit before failing instead (default 60 s). */
  maxRateLimitWaitSeconds?: number
  /** Per-request timeout; a timed-out request counts as a retryable failure (default 30 s). */
  timeoutMs?: number
  userAgent?: string
  /** The transport; the runner passes a proxying fetch when HTTPS_PROXY applies (see src/github/proxy-fetch.ts). */
  fetch?: typeof fetch
}

export type { RequestStats } from './wire-hook.js'

// Plugins listed first are innermost: the JSON parser, then the wire hook, which sees every attempt.
function buildClass(stats: RequestStats, logger: Logger, policy: WirePolicy) {
  return Octokit.plugin(nativeJson(), wireHook(stats, logger, policy), retryPlugin, throttling, paginateRest)
}
export type GitHubClient = InstanceType<ReturnType<typeof buildClass>>

export interface GitHubAccess {
  client: GitHubClient
  rest: RestPort
  /** GraphQL reads (queries): not spaced like writes, see createGitHubClient. */
  graphql: GraphqlPort
  /** GraphQL writes (mutations such as resolveReviewThread): spaced like every write. */
  graphqlWrites: GraphqlPort
  /**
   * The no-blind-retry mode, for writes GitHub may apply before failing (a
   * review, a reply, a thread resolution): these ports never retry, not even
   * a rate limit, so the caller retries only after looking for its own
   * marker (plugins/lib/publication/publish.ts, src/publication/lifecycle.ts). Same timeouts, stats,
   * write spacing and GitHubError normalising as the other ports.
   */
  checkedWrites: { rest: RestPort; graphql: GraphqlPort }
  stats: RequestStats
}

/** The retry limiter of one client (the plugin registers that client's rate-limit listener on it). */
function ownRetryLimiter(): { retryLimiter: RetryLimiter } {
  return { retryLimiter: new RetryLimiter() }
}

/**
 * The write group of the GraphQL reads client: four at a time, no spacing. The option is typed as
 * a Bottleneck group, of which the plugin only calls `key(id).schedule(options, fn)`.
 */
function unspacedWrites(): { write: Bottleneck.Group } {
  return { write: new ConcurrencyGroup(4) as unknown as Bottleneck.Group }
}

interface LimitRequest {
  method: string
  url: string
}

export function createGitHubClient(options: GitHubClientOptions): GitHubAccess {
  const { logger } = options
  const stats: RequestStats = { requests: 0, retries: 0, rateLimited: 0 }
  const rateLimitRetries = options.rateLimitRetries ?? 2
  const maxWait = options.maxRateLimitWaitSeconds ?? 60
  const timeoutMs = options.timeoutMs ?? 30_000

  const policy: WirePolicy = { rateLimitRetries, maxWaitSeconds: maxWait, exhausted: new WeakSet() }
  const checkedPolicy: WirePolicy = { rateLimitRetries: 0, maxWaitSeconds: maxWait, exhausted: new WeakSet() }

  const shouldWait = (kind: string, retryAfter: number, request: LimitRequest, retryCount: number, limit = rateLimitRetries): boolean => {
    // A 429 the wire hook already retried to its bound is not retried twice.
    if (policy.exhausted.has(request) || checkedPolicy.exhausted.has(request)) return false
    stats.rateLimited += 1
    const retrying = retryCount < limit && retryAfter <= maxWait
    logger.event('github', kind, {
      method: request.method,
      route: routeOf(request.url),
      retry_after_s: retryAfter,
      attempt: retryCount + 1,
      action: retrying ? 'wait' : 'fail',
    })
    return retrying
  }

  const timedFetch: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    return (options.fetch ?? fetch)(input, { ...init, signal })
  }

  // `global` and `retryLimiter` are read by the plugin (it merges these options into its state and
  // uses `state.global ?? its own group`, `state.retryLimiter ?? new Bottleneck()`) but absent from
  // its option type; tests count the requests a client really has in flight and how fast a batch
  // leaves, so an upgrade that drops them fails loudly. Both are request-limiters.ts: the same jobs
  // as Bottleneck's without a timer hop per request. Each client gets its own retry limiter, as
  // the plugin's default gives it, since the plugin registers a rate-limit listener per client.
  const throttle: ThrottlingOptions & {
    onRateLimit: NonNullable<ThrottlingOptions['onRateLimit']>
    global: ConcurrencyGroup
    retryLimiter: RetryLimiter
  } = {
    // A fresh id per client keeps the plugin's process-wide limiter groups
    // from coupling independent clients (tests start many).
    id: `harbourmaster-${randomUUID()}`,
    // The plugin's default runs 10 requests per client at once, which made prepare's ~40 page
    // reads queue in four rounds; see MAX_CONCURRENT_REQUESTS. Writes still pass one at a time
    // through the plugin's write group, a second apart.
    global: new ConcurrencyGroup(MAX_CONCURRENT_REQUESTS),
    retryLimiter: new RetryLimiter(),
    onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => shouldWait('secondary-rate-limit', retryAfter, request, retryCount),
    onRateLimit: (retryAfter, request, _octokit, retryCount) => shouldWait('rate-limit', retryAfter, request, retryCount),
  }
  const octokitOptions: OctokitOptions = {
    auth: options.token,
    baseUrl: options.apiUrl.replace(/\/$/, ''),
    userAgent: options.userAgent ?? 'harbourmaster',
    // Success bodies reach nativeJson unread; it parses them (see native-json.ts).
    request: { fetch: timedFetch, ...RAW_SUCCESS_BODY },
    log: {
      debug: () => {},
      info: () => {},
      warn: (message: string) => logger.event('github', 'warn', { message }),
      error: (message: string) => logger.event('github', 'error', { message }),
    },
    retry: {
      doNotRetry: [...DO_NOT_RETRY],
      retries: options.retries ?? 3,
      retryAfterBaseValue: options.retryBaseMs ?? 1000,
    },
    throttle,
  }
  const HarbourOctokit = buildClass(stats, logger, policy)
  const client = new HarbourOctokit(octokitOptions)
  // The throttling plugin sends every GraphQL call through its write limiter,
  // spaced one second apart: right for mutations (GitHub asks for a second
  // between content writes), needless for the read-only thread queries, where
  // it cost 2 s of a 300-thread prepare. Queries get a client of their own
  // whose write group has no spacing (and, like the global group, no timer hop); rate limits and
  // retries still apply.
  const reads = new HarbourOctokit({
    ...octokitOptions,
    throttle: { ...throttle, ...ownRetryLimiter(), ...unspacedWrites() },
  })
  const CheckedOctokit = buildClass(stats, logger, checkedPolicy)
  const checked = new CheckedOctokit({
    ...octokitOptions,
    retry: { enabled: false },
    throttle: {
      ...throttle,
      ...ownRetryLimiter(),
      onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => shouldWait('secondary-rate-limit', retryAfter, request, retryCount, 0),
      onRateLimit: (retryAfter, request, _octokit, retryCount) => shouldWait('rate-limit', retryAfter, request, retryCount, 0),
    },
  })
  for (const octokit of [client, reads, checked]) {
    octokit.hook.before('request', numberCall)
    // Registered last, so it is outermost: callers only ever see GitHubError.
    octokit.hook.error('request', (error, requestOptions) => {
      throw toGitHubError(error, `${requestOptions.method} ${routeOf(requestOptions.url)}`, maxWait)
    })
  }
  const graphqlOf = graphqlOn(octokitOptions.baseUrl ?? '')
  return {
    client,
    rest: client,
    graphql: graphqlOf(reads),
    graphqlWrites: graphqlOf(client),
    checkedWrites: { rest: checked, graphql: graphqlOf(checked) },
    stats,
  }
}

/**
 * Enterprise Server serves GraphQL at /api/graphql beside the REST API's /api/v3. Octokit reaches
 * it by giving each call that absolute URL, and the throttling plugin knows GraphQL only by a path
 * starting with /graphql: there a spent primary limit (HTTP 200, RATE_LIMITED, no requests left)
 * failed the run at once where GitHub.com waits for a reset that is near. With /api as the base,
 * GraphQL keeps its /graphql route on every layout, so every rule and log line is the same.
 */
function graphqlOn(apiUrl: string): (octokit: GraphqlPort) => GraphqlPort {
  const server = /^(.*\/api)\/v3$/.exec(apiUrl)?.[1]
  return (octokit) => (server ? { graphql: octokit.graphql.defaults({ baseUrl: server }) } : octokit)
}

/**
 * Normalises an Octokit failure into a GitHubError. The classification is by
 * HTTP status only; the message adds what a user can act on: for a rate limit
 * the run could not wait out, which limit and until when GitHub said (a 403 of
 * a spent limit is no missing permission); for a refused permission, the one
 * GitHub says it accepts.
 */
export function toGitHubError(error: unknown, what: string, maxWaitSeconds = 60): HarbourmasterError {
  if (error instanceof HarbourmasterError) return error
  const status = statusOf(error)
  const limit = rateLimitOf(error)
  const detail = `${error instanceof Error ? error.message : String(error)}${limit?.said ? `: ${limit.said}` : ''}`
  const hint = limit ? limitHint(limit, maxWaitSeconds) : hintFor(status, httpFailure(error)?.headers ?? {})
  return new GitHubError(`GitHub ${what} failed${status ? ` with HTTP ${status}` : ''}: ${detail}${hint}`, status, {
    cause: error,
  })
}

function limitHint(limit: RateLimitSeen, maxWaitSeconds: number): string {
  const waited = (seconds: number): string => (seconds > maxWaitSeconds ? `longer than the ${maxWaitSeconds} s a run waits` : 'after the retries a run allows')
  if (limit.retryAfterSeconds !== undefined) {
    return ` (GitHub's secondary rate limit asked for a wait of ${limit.retryAfterSeconds} s, its retry-after, ${waited(limit.retryAfterSeconds)}; re-run the job later)`
  }
  if (limit.resetEpochSeconds !== undefined) {
    const at = new Date(limit.resetEpochSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')
    const left = Math.max(0, Math.ceil(limit.resetEpochSeconds - Date.now() / 1000))
    return ` (GitHub's primary rate limit is spent until ${at}, its x-ratelimit-reset, ${waited(left)}; re-run the job after it)`
  }
  if (limit.secondary) return " (GitHub's secondary rate limit, naming no wait: GitHub asks for at least a minute; re-run the job later)"
  return ' (rate limited beyond the retry budget)'
}

function hintFor(status: number | undefined, headers: FailureHeaders): string {
  const accepted = headers['x-accepted-github-permissions']
  const sso = ssoPage(headers['x-github-sso'])
  switch (status) {
    case 401:
      return ' (the token is invalid or expired)'
    case 403:
      if (sso) return ` (the token is not authorized for the organization's SAML single sign-on: sign in at ${sso}, then authorize the token)`
      return accepted
        ? ` (the token lacks a permission; GitHub accepts: ${String(accepted)})`
        : ' (the token lacks a permission, or a policy of the repository refused it)'
    case 404:
      return ' (not found, or the token cannot see it)'
    default:
      return ''
  }
}
