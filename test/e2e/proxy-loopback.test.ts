import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CHECKOUT, DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { PROVIDER_KEY, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'

/**
 * A self-hosted runner behind a proxy whose NO_PROXY does not name the loopback (the common case:
 * HTTPS_PROXY and HTTP_PROXY set for the whole job). The runner always goes direct to loopback,
 * and so must OpenCode: its loopback traffic is the warm-up stand-in model, a model gateway on the
 * runner (here the scripted model server, as a LiteLLM sidecar would be), the reviewer server
 * (with its password) and spawn_reviewers' calls to it. Through the proxy they would fail, and
 * the provider key and the reviewer's password would travel in clear text to the proxy.
 */
describe('OpenCode on a runner behind a proxy', () => {
  const seen: string[] = []
  let proxy: Server
  let s: ScenarioResult

  beforeAll(async () => {
    proxy = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} authorization=${req.headers.authorization ?? ''}`)
      res.writeHead(502).end()
    })
    proxy.on('connect', (req, socket) => {
      seen.push(`CONNECT ${req.url}`)
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const url = `http://proxy-user:proxy-pass-4417@127.0.0.1:${(proxy.address() as AddressInfo).port}`
    s = await runScenario({
      mode: 'comment',
      files: DEMO_FILES,
      checkout: DEMO_CHECKOUT,
      script: scriptedTeam(DEMO_PLAN),
      env: () => ({ HTTPS_PROXY: url, https_proxy: url, HTTP_PROXY: url, http_proxy: url, NO_PROXY: 'corp.internal' }),
    })
    if (s.outputs.outcome !== 'success') console.error(s.logger.lines.join('\n'), s.opencodeOutput.slice(-3000))
  }, 300_000)
  afterAll(async () => {
    await s?.close()
    await new Promise((resolve) => proxy?.close(resolve))
  })

  it('sends none of its loopback traffic through the proxy, and the review completes', () => {
    expect(seen).toEqual([])
    expect(s.outputs.outcome).toBe('success')
    expect(s.reviews()).toHaveLength(1)
    expect(s.model.requests.some((r) => r.agent.startsWith('specialist-'))).toBe(true)
  })

  it('never writes the provider key or the proxy credentials to a log', () => {
    const logs = s.logger.lines.join('\n') + s.opencodeOutput
    expect(logs).not.toContain(PROVIDER_KEY)
    expect(logs).not.toContain('proxy-pass-4417')
  })
})
