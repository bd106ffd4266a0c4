import type { ServerConnections } from '../core/opencode/server.js'

/**
 * A connection pool of its own for each OpenCode server the runner talks to.
 *
 * `opencode serve --port 0` binds 127.0.0.1:4096 when that port is free, so a
 * server started after another one exited (the next run in a test worker or
 * a benchmark, which share one Node process) can listen where the old one
 * did. Through the process-wide pool of Node's fetch, the new server's first
 * requests could then go out on keep-alive sockets to the dead one and fail
 * with ECONNRESET. With its own pool, a server's client only ever holds
 * sockets to that server, and they are destroyed when it stops. The event
 * stream too: on a stale socket its first connect failed and the SDK tried
 * again only after 3 s, before every run's first prompt but the process's first.
 *
 * undici is imported here, when the servers boot beside prepare, not with the
 * runner's bundle (its load time is measured, docs/performance.md).
 */
export async function ownConnections(): Promise<ServerConnections> {
  const { Agent } = await import('undici')
  const dispatcher = new Agent()
  return {
    // Node's fetch takes an undici dispatcher in its init; the DOM's RequestInit does not name it.
    fetch: (request) => fetch(request, { dispatcher } as RequestInit),
    // The SDK's event stream takes the pool in its fetch options instead (core/opencode/server.ts).
    dispatcher,
    close: () => dispatcher.destroy().catch(() => undefined),
  }
}
