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
  const proxied = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    try {
      return await undiciFetch(input as Parameters<typeof undiciFetch>[0], { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher })
    } catch (error) {
      throw throughProxy(error, host)
    }
  }
  return proxied as unknown as typeof fetch
}

/**
 * A proxy that refuses the tunnel (407 without credentials, 403 by policy)
 * reaches Octokit as undici's bare "Request was cancelled.", and Octokit
 * reports only the cause's message. The cause is rewritten to name the proxy
 * (its host, never its credentials) and what to check. Aborts pass unchanged:
 * the client's timeouts and cancellation recognise them by name.
 */
function throughProxy(error: unknown, via: string): unknown {
  if (!(error instanceof Error) || error.name === 'AbortError' || error.name === 'TimeoutError') return error
  const why = error.cause instanceof Error ? error.cause.message : error.message
  const cause = new Error(
    `no answer through the proxy at ${via} (${why.replace(/\.$/, '')}); check the address and credentials in HTTPS_PROXY or HTTP_PROXY, or list the API host in NO_PROXY`,
  )
  return new TypeError(error.message, { cause })
}
