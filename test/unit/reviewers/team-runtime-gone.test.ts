import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createOpencodeClient } from '@opencode-ai/sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SessionEvents } from '../../../src/core/opencode/events.js'
import { teamDeadlines } from '../../../src/core/opencode/run-deadline.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { ReviewerTeam, TeamLog } from '../../../plugins/lib/reviewers/team.js'

/**
 * The reviewer process going away while the team works (killed, out of memory, crashed) leaves
 * spawn_reviewers' requests to it failing at the transport: fetch's TypeError, "fetch failed".
 * The runner already calls that an `opencode` failure for the editor; the team called it
 * `internal` (a bug of Harbourmaster's), in its receipt, the job summary's "Review incomplete",
 * the findings file and the `specialist-failed` line.
 */
let server: Server
let url: string

beforeEach(async () => {
  // Greets the event stream as OpenCode does, then drops every other request's connection.
  server = createServer((req, res) => {
    if (req.url?.startsWith('/event')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(`data: ${JSON.stringify({ type: 'server.connected', properties: {} })}\n\n`)
      return
    }
    req.socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('a reviewer process that stopped answering', () => {
  it('fails the agent as an opencode failure, not an internal one', async () => {
    const client = createOpencodeClient({ baseUrl: url })
    const logger = new RecordingLogger()
    const events = await SessionEvents.attach({ client, logger, process: 'reviewer' })
    const log = new TeamLog()
    const limits = {
      models: [{ providerID: 'p', modelID: 'm' }],
      maxRetries: 1,
      deadlines: teamDeadlines(Date.now() + 60_000, 60_000),
      timeoutMs: 60_000,
      remaining: Infinity,
      tokenBudget: 0,
      editorTokens: 0,
    }
    const team = new ReviewerTeam({ client, close: async () => {} }, events, limits, log, new AbortController(), logger)
    try {
      const failure = await team.run('security', 'review this', 'go on').then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(failure).toMatchObject({ failureClass: 'opencode' })
      expect(log.errors).toEqual([
        { agent: 'security', error: expect.stringMatching(/^opencode: OpenCode stopped answering: fetch failed/), failureClass: 'opencode' },
      ])
    } finally {
      events.close()
    }
  })
})
