import type { Logger } from '../core/telemetry/logger.js'

/**
 * Self-hosted runners often reach GitHub only through a proxy. Node's global
 * fetch ignores HTTPS_PROXY, so when the environment names a proxy for the
 * API URL the client gets a fetch that tunnels through it. Which proxy
 * applies (HTTPS_PROXY / HTTP_PROXY by scheme, NO_PROXY, loopback always
 * direct) is decided by @actions/http-client, the rules @actions/github and
 * the rest of the Actions toolkit follow. Its code, and undici's, is loaded
 * only when a proxy variable is set: most runs never pay for it.
 */
const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const

export async function proxyFetchFor(apiUrl: string, logger: Logger): Promise<typeof fetch | undefined> {
  if (!PROXY_VARIABLES.some((name) => process.env[name])) return undefined
  const { getProxyUrl, HttpClient } = await import('@actions/http-client')
  const proxy = getProxyUrl(apiUrl)
  const dispatcher = proxy ? new HttpClient('harbourmaster').getAgentDispatcher(apiUrl) : undefined
  if (!proxy || !dispatcher) return undefined
  const { fetch: undiciFetch } = await import('undici')
  const { host } = new URL(proxy)
  logger.event('github', 'proxy', { via: host })
  // undici's fetch is the one that accepts its own dispatcher; its types differ from the DOM's only nominally.
  const proxied = (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher })
  return proxied as unknown as typeof fetch
}
