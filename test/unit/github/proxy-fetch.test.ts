import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigurationError } from '../../../src/core/errors.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { proxyFetchFor } from '../../../src/github/proxy-fetch.js'

// Which proxy the runner uses for GitHub, read from the environment the way curl and the Actions toolkit do.
const API = 'https://api.github.com'

afterEach(() => {
  vi.unstubAllEnvs()
})

function named(value: string): void {
  for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY']) vi.stubEnv(name, '')
  vi.stubEnv('HTTPS_PROXY', value)
}

async function proxyOf(value: string): Promise<string | undefined> {
  named(value)
  const logger = new RecordingLogger()
  const fetch = await proxyFetchFor(API, logger)
  const via = logger.find('github', 'proxy')[0]?.via
  expect(fetch === undefined).toBe(via === undefined)
  return via === undefined ? undefined : String(via)
}

describe('proxyFetchFor', () => {
  it('uses a proxy named as a URL, with or without a scheme (curl reads HOST:PORT as http://)', async () => {
    expect(await proxyOf('http://proxy.corp.example:3128')).toBe('proxy.corp.example:3128')
    expect(await proxyOf('proxy.corp.example:3128')).toBe('proxy.corp.example:3128')
    expect(await proxyOf('user:secret@proxy.corp.example:3128')).toBe('proxy.corp.example:3128')
    expect(await proxyOf('10.1.2.3:3128')).toBe('10.1.2.3:3128')
  })

  it('goes direct for a host in NO_PROXY and for the loopback', async () => {
    named('http://proxy.corp.example:3128')
    vi.stubEnv('NO_PROXY', 'github.com')
    expect(await proxyFetchFor(API, new RecordingLogger())).toBeUndefined()
    vi.stubEnv('NO_PROXY', '')
    expect(await proxyFetchFor('http://127.0.0.1:8080', new RecordingLogger())).toBeUndefined()
  })

  it('refuses a proxy variable that names no HTTP proxy, naming the variable and never its credentials', async () => {
    for (const value of [
      'http://user:secret@proxy host:3128',
      'socks5://proxy.corp.example:1080',
      'socks5://proxy.corp.example:1080/?token=secret',
      'socks5://proxy.corp.example:1080#secret',
    ]) {
      named(value)
      const error = await proxyFetchFor(API, new RecordingLogger()).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ConfigurationError)
      expect((error as ConfigurationError).message).toContain('HTTPS_PROXY')
      expect((error as ConfigurationError).message).not.toContain('secret')
    }
  })
})
