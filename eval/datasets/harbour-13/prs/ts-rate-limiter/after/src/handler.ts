import { route } from './router'
import { RateLimiter } from './rate-limit'

const limiter = new RateLimiter(100, 60_000, { now: () => Date.now() })

export async function handle(req: Request): Promise<Response> {
  const key = req.headers.get('x-api-key') ?? 'anonymous'
  if (!limiter.allow(key)) return new Response('Too Many Requests', { status: 429 })
  return route(req)
}
