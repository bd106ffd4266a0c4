// Fault injection per route: a registered fault answers the next matching requests in
// place of (or, with applyFirst, after) the real handler. Presets reproduce GitHub's own
// rate-limit answers so retry and throttling code meets what production would send.
import type { FaultSpec } from './types.js'

export interface ActiveFault extends FaultSpec {
  remaining: number
}

const DOCS = 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api'

export class FaultRegistry {
  private readonly active: ActiveFault[] = []

  add(spec: FaultSpec): void {
    this.active.push({ ...spec, remaining: spec.times ?? 1 })
  }

  /** GitHub's secondary rate limit: 403 with retry-after and its documented message. */
  addSecondaryRateLimit(route: string, opts: { method?: string; retryAfterSeconds?: number; times?: number } = {}): void {
    this.add({
      route,
      ...(opts.method ? { method: opts.method } : {}),
      times: opts.times ?? 1,
      status: 403,
      headers: { 'retry-after': String(opts.retryAfterSeconds ?? 1), 'x-ratelimit-remaining': '4990' },
      body: {
        message:
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.',
        documentation_url: `${DOCS}#about-secondary-rate-limits`,
      },
    })
  }

  addTooManyRequests(route: string, opts: { method?: string; retryAfterSeconds?: number; times?: number } = {}): void {
    this.add({
      route,
      ...(opts.method ? { method: opts.method } : {}),
      times: opts.times ?? 1,
      status: 429,
      headers: { 'retry-after': String(opts.retryAfterSeconds ?? 1) },
      body: { message: 'Too Many Requests', documentation_url: DOCS },
    })
  }

  /** Primary limit exhausted: 403, x-ratelimit-remaining 0 and the reset time in epoch seconds. */
  addRateLimitExhausted(route: string, opts: { method?: string; resetInSeconds?: number; times?: number } = {}): void {
    const reset = Math.ceil(Date.now() / 1000) + (opts.resetInSeconds ?? 1)
    this.add({
      route,
      ...(opts.method ? { method: opts.method } : {}),
      times: opts.times ?? 1,
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset), 'x-ratelimit-used': '5000' },
      body: { message: 'API rate limit exceeded for installation ID 1234567.', documentation_url: DOCS },
    })
  }

  /** Takes the first fault matching this request, counting it down. */
  take(method: string, route: string | null, graphqlOperation?: string): ActiveFault | undefined {
    if (route === null) return undefined
    const index = this.active.findIndex(
      (fault) =>
        fault.route === route &&
        (!fault.method || fault.method.toUpperCase() === method) &&
        (!fault.graphqlOperation || fault.graphqlOperation === graphqlOperation) &&
        (!fault.when || fault.when()),
    )
    const fault = this.active[index]
    if (!fault) return undefined
    fault.remaining--
    if (fault.remaining <= 0) this.active.splice(index, 1)
    return fault
  }

  pending(): ReadonlyArray<ActiveFault> {
    return this.active
  }

  clear(): void {
    this.active.length = 0
  }
}
