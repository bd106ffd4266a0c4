import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { SessionEvents } from '../../../src/core/opencode/events.js'
import { serverClient } from '../../../src/core/opencode/server.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { ownConnections } from '../../../src/runtime/server-connections.js'

let server: Server | undefined

async function countingServer(): Promise<{ url: string; connections: () => number; open: () => number }> {
  let opened = 0
  let live = 0
  server = createServer((req, res) => {
    // OpenCode's event stream: greets, then stays open.
    if (req.url?.startsWith('/event')) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      res.write(`data: ${JSON.stringify({ type: 'server.connected', properties: {} })}\n\n`)
      return
    }
    res.end('ok')
  })
  server.keepAliveTimeout = 60_000
  server.on('connection', (socket) => {
    opened++
    live++
    socket.on('close', () => live--)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, connections: () => opened, open: () => live }
}

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

describe('ownConnections (one connection pool per OpenCode server)', () => {
  it("never hands one server's client a socket another client opened, and closes its own when the server stops", async () => {
    const http = await countingServer()
    const first = await ownConnections()
    const second = await ownConnections()
    expect(await (await first.fetch(new Request(http.url))).text()).toBe('ok')
    // The first pool keeps its socket alive, idle; a second server's client (say the next run's, on the port
    // the first server's process left) opens its own instead of reusing it.
    const opened = http.connections()
    expect(http.open()).toBe(opened)
    expect(await (await second.fetch(new Request(http.url))).text()).toBe('ok')
    expect(http.connections()).toBe(opened + 1)
    await first.close()
    await second.close()
    for (let i = 0; i < 100 && http.open() > 0; i++) await new Promise((r) => setTimeout(r, 10))
    expect(http.open()).toBe(0)
  })

  it("carries the server's event stream too, so it goes with the pool and never rides a socket to a server that exited", async () => {
    // The SDK's event stream calls the process-wide fetch, not the client's: on a stale keep-alive
    // socket to the server that last held the port it failed and retried after 3 s, in every run
    // after the first in one process (the fan-out bench's later runs, a test worker's later files).
    const http = await countingServer()
    const pool = await ownConnections()
    const client = serverClient({ url: http.url.replace(/\/$/, ''), directory: '/', authHeader: 'Basic x', connections: pool })
    const events = await SessionEvents.attach({ client, logger: new RecordingLogger(), process: 'editor' })
    expect(http.open()).toBe(1)
    await pool.close()
    for (let i = 0; i < 100 && http.open() > 0; i++) await new Promise((r) => setTimeout(r, 10))
    expect(http.open()).toBe(0)
    await events.close()
  })
})
