import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OWNER, REPO, runScenario } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import { makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { tempDir } from '../support/kit/index.js'

/**
 * A self-hosted runner that reaches GitHub only through a proxy. The API URL
 * names a host that never resolves (.invalid is reserved for that), so the
 * only way to the GitHub fake is the loopback proxy written here, which
 * tunnels that host, and nothing else, to a TLS end in front of the fake.
 * The API URL is https, as the runner refuses clear text beyond the loopback;
 * the TLS end's certificate is made for the test, so this test's process
 * accepts an unverified one (NODE_TLS_REJECT_UNAUTHORIZED, stubbed for it only).
 */
const API_HOST = 'github.invalid'

/** A TLS end for API_HOST that passes the decrypted bytes on to the fake. */
async function startTlsEnd(fakePort: number): Promise<{ port: number; close(): Promise<void> }> {
  const dir = await tempDir('hm-proxy-tls-')
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      `/CN=${API_HOST}`,
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    {
      stdio: 'ignore',
    },
  )
  const server: TlsServer = createTlsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (clear) => {
    const upstream = connect(fakePort, '127.0.0.1', () => {
      upstream.pipe(clear)
      clear.pipe(upstream)
    })
    upstream.on('error', () => clear.destroy())
    clear.on('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

interface LoopbackProxy {
  url: string
  /** Every target the proxy was asked for, as host:port. */
  targets: string[]
  close(): Promise<void>
}

async function startProxy(tlsPort: number): Promise<LoopbackProxy> {
  const targets: string[] = []
  const server: Server = createServer((req, res) => {
    // Absolute-form request (plain HTTP proxying): an https API is only ever tunnelled.
    targets.push(new URL(req.url ?? '/').host)
    res.writeHead(502).end()
  })
  server.on('connect', (req, client, head) => {
    // CONNECT tunnel (what undici's ProxyAgent uses).
    const target = req.url ?? ''
    targets.push(target)
    if (!target.startsWith(`${API_HOST}:`)) return void client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
    const upstream = connect(tlsPort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      if (head.length > 0) upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    targets,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

/** The runner's proxy variables (the scheme's spellings), with no NO_PROXY exemption. */
function useProxy(url: string, names: readonly string[]): void {
  for (const name of names) vi.stubEnv(name, url)
  vi.stubEnv('NO_PROXY', '')
  vi.stubEnv('no_proxy', '')
}

/** GitHub's API at a host only the proxy can reach. */
function apiBehindProxy(fake: GitHubFake): Record<string, string> {
  const port = new URL(fake.url).port
  return { GITHUB_API_URL: `https://${API_HOST}:${port}`, GITHUB_GRAPHQL_URL: `https://${API_HOST}:${port}/graphql` }
}

describe('a runner behind an HTTP proxy', () => {
  // curl and the Actions toolkit's own fallback read a proxy named without a scheme as http://; a host
  // name there (not an IP address) parses as a URL of the scheme 'localhost:', so it was ignored.
  it.each([
    ['as a URL', (proxy: LoopbackProxy) => proxy.url],
    ['as HOST:PORT without a scheme', (proxy: LoopbackProxy) => `localhost:${new URL(proxy.url).port}`],
  ])('reaches GitHub through HTTPS_PROXY named %s when the API host resolves only there, and says so in the telemetry', async (_form, named) => {
    const fake = await startGitHubFake()
    const tls = await startTlsEnd(Number(new URL(fake.url).port))
    const proxy = await startProxy(tls.port)
    useProxy(named(proxy), ['HTTPS_PROXY', 'https_proxy'])
    vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0')
    const s = await runScenario({
      fake,
      mode: 'comment',
      files: [{ filename: 'src/a.ts', patch: makePatch({ seed: 'proxy' }) }],
      script: scriptedTeam({ claims: {} }),
      // The head moved before the run: the runner reads the pull request (through the proxy) and stops before OpenCode.
      setup: (fake, pr) => {
        const triggered = pr.head.sha
        fake.state.pushHead(OWNER, REPO, pr.number)
        return { eventHeadSha: triggered }
      },
      env: apiBehindProxy,
    })
    try {
      // The run got as far as comparing the live head: it read the pull request from the fake.
      expect(s.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'policy' })
      expect(s.result.concluded?.decision.message).toMatch(/head moved/)
      expect(s.fake.requests.some((r) => r.route === '/repos/{owner}/{repo}/pulls/{pull_number}')).toBe(true)
      expect(proxy.targets.length).toBeGreaterThan(0)
      expect(new Set(proxy.targets.map((t) => t.split(':')[0]))).toEqual(new Set([API_HOST]))
      expect(s.logger.find('github', 'proxy')).toEqual([expect.objectContaining({ via: new URL(`http://${named(proxy).replace(/^http:\/\//, '')}`).host })])
    } finally {
      await s.close()
      await fake.close()
      await proxy.close()
      await tls.close()
    }
  })

  it('names the proxy, never its credentials, and what to check when the proxy refuses the tunnel (407)', async () => {
    const fake = await startGitHubFake()
    const refusing = createServer((_req, res) => res.writeHead(407, { 'proxy-authenticate': 'Basic' }).end())
    refusing.on('connect', (_req, client) => client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\n\r\n'))
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
    const via = `127.0.0.1:${(refusing.address() as AddressInfo).port}`
    const proxyUrl = `http://hm-proxy-user:hm-proxy-pass-7c1e@${via}`
    useProxy(proxyUrl, ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy'])
    const s = await runScenario({
      fake,
      mode: 'comment',
      files: [{ filename: 'src/a.ts', patch: makePatch({ seed: 'proxy-407' }) }],
      script: scriptedTeam({ claims: {} }),
      githubTiming: { retryBaseMs: 1 },
      env: apiBehindProxy,
    })
    try {
      expect(s.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'github' })
      const message = s.result.concluded?.decision.message ?? ''
      expect(message).toContain(`no answer through the proxy at ${via}`)
      expect(message).toMatch(/HTTPS_PROXY or HTTP_PROXY.*NO_PROXY/)
      // Nothing reached GitHub, and the proxy's credentials appear nowhere the user reads.
      expect(s.fake.requests).toEqual([])
      const told = [message, ...s.summaries, ...s.annotations.map((a) => a.message), ...s.logger.lines].join('\n')
      expect(told).not.toContain('hm-proxy-pass-7c1e')
    } finally {
      await s.close()
      await fake.close()
      await new Promise((resolve) => refusing.close(resolve))
    }
  })
})
