import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createOpencodeClient } from '@opencode-ai/sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SessionEvents } from '../../../src/core/opencode/events.js'
import { teamDeadlines } from '../../../src/core/opencode/run-deadline.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { ReviewerTeam, TeamLog } from '../../../plugins/lib/reviewers/team.js'

/**
 * The team's stop (the token budget reached, or the editor's spawn_reviewers call aborted) while a
 * specialist works: its session is aborted through OpenCode's API, it fails as `opencode` with the
 * reason in the receipt's errors, and it is not reported as timed out (its deadline is far off).
 * A loopback stand-in for the reviewer process answers like OpenCode and keeps the session busy.
 */
let server: Server
let url: string
const seen: string[] = []
let stream: { write: (text: string) => void } | undefined

beforeEach(async () => {
  seen.length = 0
  stream = undefined
  server = createServer((req, res) => {
    const route = `${req.method} ${req.url?.split('?')[0]}`
    seen.push(route)
    const json = (body: unknown): void => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (route === 'GET /event') {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(`data: ${JSON.stringify({ type: 'server.connected', properties: {} })}\n\n`)
      stream = res
      return
    }
    if (route === 'POST /session') return json({ id: 'ses_a', title: 't', version: '1', projectID: 'p', directory: '/', time: { created: 1, updated: 1 } })
    if (route === 'POST /session/ses_a/prompt_async') {
      res.writeHead(204)
      return res.end()
    }
    if (route === 'GET /session/status') return json({ ses_a: { type: 'busy' } })
    if (route === 'POST /session/ses_a/abort') {
      // As OpenCode does once the aborted loop stopped.
      stream?.write(`data: ${JSON.stringify({ type: 'session.idle', properties: { sessionID: 'ses_a' } })}\n\n`)
      return json(true)
    }
    if (route === 'GET /session/ses_a/message') return json([])
    res.writeHead(404)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('a specialist stopped by the team', () => {
  it('is aborted through OpenCode, fails as opencode with its reason, and is not called timed out', async () => {
    const client = createOpencodeClient({ baseUrl: url })
    const logger = new RecordingLogger()
    const events = await SessionEvents.attach({ client, logger, process: 'reviewer' })
    const log = new TeamLog()
    const stop = new AbortController()
    const limits = {
      models: [{ providerID: 'p', modelID: 'm' }],
      maxRetries: 1,
      deadlines: teamDeadlines(Date.now() + 3_600_000, 3_600_000),
      timeoutMs: 3_600_000,
      remaining: Infinity,
      tokenBudget: 0,
      editorTokens: 0,
    }
    const team = new ReviewerTeam({ client, close: async () => {} }, events, limits, log, stop, logger)
    try {
      const running = team.run('specialist-security', 'review this', 'go on').then(
        () => undefined,
        (error: unknown) => error,
      )
      while (!seen.includes('POST /session/ses_a/prompt_async')) await new Promise((resolve) => setTimeout(resolve, 5))
      stop.abort()
      const failure = await running
      expect(failure).toMatchObject({ failureClass: 'opencode', message: 'agent specialist-security was aborted' })
      expect(seen).toContain('POST /session/ses_a/abort')
      expect(team.timedOut('specialist-security')).toBe(false)
      expect(log.errors).toEqual([{ agent: 'specialist-security', error: 'opencode: agent specialist-security was aborted', failureClass: 'opencode' }])
      expect(log.sessionErrors.get('ses_a')).toBe('opencode: agent specialist-security was aborted')
    } finally {
      events.close()
    }
  }, 20_000)
})
