export interface Clock {
  now(): number
}

/** Allows `limit` requests per `windowMs` for each key. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>()
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  allow(key: string): boolean {
    const now = this.clock.now()
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs)
    if (recent.length > this.limit) return false
    recent.push(now)
    this.hits.set(key, recent)
    return true
  }
}
