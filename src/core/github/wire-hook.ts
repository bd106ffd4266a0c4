import type { Octokit } from '@octokit/core'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from '../telemetry/logger.js'
import { httpFailure, retryAfterMs, type HttpFailure } from './failure.js'

/**
 * The innermost Octokit hook: it sees every HTTP attempt the retry and
 * throttling plugins make, counts it, and answers HTTP 429 itself.
 *
 * Why 429 here: the throttling plugin only recognises a 429 whose message
 * names a secondary limit or whose x-ratelimit-remaining is 0, and the retry
 * plugin would ignore `retry-after`. The same holds for a read's 403 with
 * retry-after in other words (unnamedLimit). Every 429 is a rate limit by definition,
 * so it is retried after `retry-after` (else until `x-ratelimit-reset`, else
 * GitHub's documented one minute), a bounded number of times, and only when
 * the wait is short enough; otherwise it fails fast.
 */
export interface RequestStats {
  requests: number
  retries: number
  rateLimited: number
  /**
   * x-oauth-scopes of the last answer: present only for classic personal access
   * (and OAuth) tokens, so what they may write is known before anything is written.
   */
  tokenScopes?: string
}

export interface WirePolicy {
  rateLimitRetries: number
  maxWaitSeconds: number
  /** Request option objects whose 429 budget is spent: the throttling handlers must not retry them again. */
  exhausted: WeakSet<object>
}

// GitHub's documented wait when a 429 names none.
const FALLBACK_WAIT_SECONDS = 60

/** Seconds to wait before retrying a 429, from its headers. */
export function waitSecondsFor(headers: Record<string, string | number | undefined>, nowMs = Date.now()): number {
  const ms = retryAfterMs(headers, nowMs)
  return ms === undefined ? FALLBACK_WAIT_SECONDS : Math.ceil(ms / 1000)
}

/** Route (usually the template, e.g. /repos/{owner}/{repo}) without query or host, safe for logs. */
export function routeOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url, 'http://github.invalid').pathname)
  } catch {
    return url.split('?')[0] ?? url
  }
}

/**
 * Numbers each call at the client's outermost hook, in a `request` options object of its own.
 * Octokit hands every call the client's shared defaults object as `options.request`, and the
 * retry plugin writes `retryCount` into it, so one retried call made later calls look retried
 * (and which ones depended on timing). The number survives Octokit's option merges, so the wire
 * hook tells a call's first attempt from a retry by any plugin.
 */
let calls = 0
export function numberCall(options: { request?: object }): void {
  options.request = { ...options.request, [CALL]: ++calls }
}
const CALL = 'harbourmasterCall'

/**
 * A 403 with retry-after that the throttling plugin does not take for a limit: it reads a 403 as one
 * only when its message says "secondary rate" or no requests are left, while GitHub documents
 * retry-after as the wait before any retry of a rate-limited request, and Enterprise Server
 * releases before the name "secondary" answer with "You have triggered an abuse detection
 * mechanism" and a retry-after. A 403 of a missing permission carries no retry-after.
 */
function unnamedLimit(failure: HttpFailure): boolean {
  return (
    failure.status === 403 &&
    failure.headers['retry-after'] !== undefined &&
    !failure.secondaryLimit &&
    String(failure.headers['x-ratelimit-remaining']) !== '0'
  )
}

/**
 * Only a read is asked again here: GitHub may have applied a write before it failed, so its caller
 * looks for the write's marker first (publish.ts, lifecycle.ts). A GraphQL document is a read
 * unless it may hold a mutation.
 */
function isRead(options: { method?: string; url?: string; query?: unknown }): boolean {
  if (options.method === 'GET' || options.method === 'HEAD') return true
  return (
    options.method === 'POST' && routeOf(options.url ?? '').endsWith('/graphql') && typeof options.query === 'string' && !/\bmutation\b/.test(options.query)
  )
}

export function wireHook(stats: RequestStats, logger: Logger, policy: WirePolicy) {
  return (octokit: Octokit): void => {
    const seen = new Set<unknown>()
    octokit.hook.wrap('request', async (request, options) => {
      const route = routeOf(options.url)
      const call = (options.request as Record<string, unknown> | undefined)?.[CALL]
      const retried = call === undefined ? Number(options.request?.retryCount ?? 0) > 0 : seen.has(call)
      seen.add(call)
      for (let attempt = 0; ; attempt++) {
        stats.requests += 1
        if (attempt > 0 || retried) stats.retries += 1
        const started = Date.now()
        try {
          const response = await request(options)
          const scopes = response.headers['x-oauth-scopes']
          if (scopes !== undefined) stats.tokenScopes = String(scopes)
          return response
        } catch (error) {
          const failure = httpFailure(error)
          const status = failure?.status
          logger.event('github', 'attempt-failed', { method: options.method, route, status, ms: Date.now() - started })
          if (status !== 429 && !(failure && unnamedLimit(failure) && isRead(options))) throw error
          stats.rateLimited += 1
          const wait = waitSecondsFor(failure?.headers ?? {})
          const retrying = attempt < policy.rateLimitRetries && wait <= policy.maxWaitSeconds
          const action = retrying ? 'wait' : 'fail'
          // A 403 with retry-after is GitHub's abuse limit under its older words: logged as the throttling handlers log it.
          if (status === 429) logger.event('github', 'too-many-requests', { method: options.method, route, retry_after_s: wait, attempt: attempt + 1, action })
          else logger.event('github', 'secondary-rate-limit', { method: options.method, route, retry_after_s: wait, attempt: attempt + 1, action })
          if (!retrying) {
            policy.exhausted.add(options)
            throw error
          }
          await sleep(wait * 1000)
        }
      }
    })
  }
}
