import type { Octokit } from '@octokit/core'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from '../telemetry/logger.js'

/**
 * The innermost Octokit hook: it sees every HTTP attempt the retry and
 * throttling plugins make, counts it, and answers HTTP 429 itself.
 *
 * Why 429 here: the throttling plugin only recognises a 429 whose message
 * names a secondary limit or whose x-ratelimit-remaining is 0, and the retry
 * plugin would ignore `retry-after`. Every 429 is a rate limit by definition,
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

const FALLBACK_WAIT_SECONDS = 60

export function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status
  }
  return undefined
}

function headersOf(error: unknown): Record<string, string | number | undefined> {
  if (typeof error !== 'object' || error === null || !('response' in error)) return {}
  const response = error.response
  if (typeof response !== 'object' || response === null || !('headers' in response)) return {}
  const headers = response.headers
  return typeof headers === 'object' && headers !== null ? (headers as Record<string, string | number | undefined>) : {}
}

/** Seconds to wait before retrying a 429, from its headers. */
export function waitSecondsFor(headers: Record<string, string | number | undefined>, nowMs = Date.now()): number {
  const retryAfter = Number(headers['retry-after'])
  if (Number.isFinite(retryAfter) && retryAfter >= 0) return retryAfter
  const reset = Number(headers['x-ratelimit-reset'])
  if (String(headers['x-ratelimit-remaining']) === '0' && Number.isFinite(reset)) {
    return Math.max(0, Math.ceil(reset - nowMs / 1000)) + 1
  }
  return FALLBACK_WAIT_SECONDS
}

/** Route (usually the template, e.g. /repos/{owner}/{repo}) without query or host, safe for logs. */
export function routeOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url, 'http://github.invalid').pathname)
  } catch {
    return url.split('?')[0] ?? url
  }
}

export function wireHook(stats: RequestStats, logger: Logger, policy: WirePolicy) {
  return (octokit: Octokit): void => {
    octokit.hook.wrap('request', async (request, options) => {
      const route = routeOf(options.url)
      for (let attempt = 0; ; attempt++) {
        stats.requests += 1
        if (attempt > 0 || Number(options.request?.retryCount ?? 0) > 0) stats.retries += 1
        const started = Date.now()
        try {
          const response = await request(options)
          const scopes = response.headers['x-oauth-scopes']
          if (scopes !== undefined) stats.tokenScopes = String(scopes)
          return response
        } catch (error) {
          const status = statusOf(error)
          logger.event('github', 'attempt-failed', { method: options.method, route, status, ms: Date.now() - started })
          if (status !== 429) throw error
          stats.rateLimited += 1
          const wait = waitSecondsFor(headersOf(error))
          const retrying = attempt < policy.rateLimitRetries && wait <= policy.maxWaitSeconds
          logger.event('github', 'too-many-requests', {
            method: options.method,
            route,
            retry_after_s: wait,
            attempt: attempt + 1,
            action: retrying ? 'wait' : 'fail',
          })
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
