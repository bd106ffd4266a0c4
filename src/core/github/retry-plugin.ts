import type { Octokit, OctokitOptions } from '@octokit/core'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Retries of failed answers (5xx, network failures, our timeouts), as @octokit/plugin-retry does
 * them, without the Bottleneck limiter that plugin makes for every call: that limiter passed each
 * request through three `setTimeout` hops, one event-loop turn each, so a request sent while
 * answers were being parsed (prepare's thread page) left 50–110 ms late. Same options
 * (`retry: { enabled, retries, retryAfterBaseValue, doNotRetry }`), same waits (retryAfter² ×
 * base: 1, 4, 9 × base), same `request.retryCount` on the options (the wire hook and the
 * throttling plugin read it), and GraphQL answers whose first error says "Something went wrong
 * while executing your query" are retried like a 500.
 */
export interface RetryOptions {
  enabled?: boolean
  retries?: number
  retryAfterBaseValue?: number
  doNotRetry?: number[]
}

interface RetryState {
  enabled: boolean
  retries: number
  retryAfterBaseValue: number
  doNotRetry: number[]
}

interface RetriedRequest {
  retries?: number
  retryAfter?: number
  retryCount?: number
}

interface RequestFailure {
  status?: number
  request?: { request?: RetriedRequest }
}

/** `~~value`: a whole number, 0 for anything else. */
function whole(value: unknown): number {
  return Math.trunc(Number(value)) || 0
}

const GRAPHQL_SERVER_ERROR = /Something went wrong while executing your query/

export function retryPlugin(octokit: Octokit, octokitOptions: OctokitOptions): Record<string, never> {
  const state: RetryState = {
    enabled: true,
    retryAfterBaseValue: 1000,
    doNotRetry: [400, 401, 403, 404, 410, 422, 451],
    retries: 3,
    ...(octokitOptions.retry as RetryOptions | undefined),
  }
  if (!state.enabled) return {}

  // Inner hook: marks a retryable failure with its retry budget and wait (in base units).
  octokit.hook.error('request', (error: unknown, options) => {
    const failure = error as RequestFailure
    if (!failure?.request?.request) throw error
    const status = failure.status ?? 0
    if (status >= 400 && !state.doNotRetry.includes(status)) {
      const retries = (options.request as RetriedRequest | undefined)?.retries ?? state.retries
      const retryAfter = ((options.request as RetriedRequest | undefined)?.retryCount ?? 0) + 1
      failure.request.request = { ...failure.request.request, retries, retryAfter: retryAfter ** 2 }
    }
    throw error
  })

  // Outer hook: runs the call again after the marked wait while the budget lasts.
  octokit.hook.wrap('request', async (request, options) => {
    for (let retryCount = 0; ; retryCount++) {
      try {
        const response = await request(options)
        const errors = (response.data as { errors?: { message?: string }[] } | undefined)?.errors
        if (errors && errors.length > 0 && GRAPHQL_SERVER_ERROR.test(errors[0]?.message ?? '')) {
          const retries = (options.request as RetriedRequest | undefined)?.retries ?? state.retries
          throw Object.assign(new Error(errors[0]?.message ?? 'GraphQL server error'), {
            status: 500,
            request: { ...options, request: { ...options.request, retries, retryAfter: (retryCount + 1) ** 2 } },
            response,
          })
        }
        return response
      } catch (error) {
        const failed = (error as RequestFailure | undefined)?.request
        if (!failed) throw error
        if (options.request) (options.request as RetriedRequest).retryCount = retryCount + 1
        if (!(whole(failed.request?.retries) > retryCount)) throw error
        await sleep(whole(failed.request?.retryAfter) * state.retryAfterBaseValue)
      }
    }
  })
  return {}
}
