import { describe, expect, it } from 'vitest'
import { RUN_CONFIG_ENV } from '../../../src/core/contracts/run-config.js'
import { buildAllowlistedEnv, buildToolEnv, UnsafeEnvironmentError } from '../../../src/runtime/env.js'

const runnerEnv: NodeJS.ProcessEnv = {
  PATH: '/usr/bin:/bin',
  LANG: 'C.UTF-8',
  TZ: 'UTC',
  HOME: '/home/runner',
  'INPUT_GITHUB-TOKEN': 'ghs_input',
  INPUT_FOO: 'bar',
  GITHUB_TOKEN: 'ghs_token',
  ACTIONS_RUNTIME_TOKEN: 'rt',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://example.invalid',
  GITHUB_WORKSPACE: '/home/runner/work',
  RUNNER_TEMP: '/tmp/runner',
  RUNNER_TRACKING_ID: 'github_5b8e2a41-9c3d-4f6e-8a1b-2c7d9e0f1a3b',
  AWS_SECRET_ACCESS_KEY: 'aws',
  ANTHROPIC_API_KEY: 'sk-ant-from-runner',
  NODE_OPTIONS: '--require /tmp/evil.js',
  HTTPS_PROXY: 'http://proxy:3128',
  NODE_EXTRA_CA_CERTS: '/etc/ssl/corp.pem',
}
const runtime = { HOME: '/tmp/rt/home', XDG_CONFIG_HOME: '/tmp/rt/config', OPENCODE_DISABLE_PROJECT_CONFIG: '1' }

describe('the runner tracking id', () => {
  it("is passed on, so the runner's orphan cleanup stops a process a hard kill left behind; no other RUNNER_ variable is", () => {
    const env = buildAllowlistedEnv(runnerEnv, { runtime })
    expect(env.RUNNER_TRACKING_ID).toBe(runnerEnv.RUNNER_TRACKING_ID)
    expect(Object.keys(env).filter((n) => n.startsWith('RUNNER_'))).toEqual(['RUNNER_TRACKING_ID'])
    expect(buildToolEnv(runnerEnv, { npm: true }).RUNNER_TRACKING_ID).toBe(runnerEnv.RUNNER_TRACKING_ID)
  })

  it('is dropped when it holds anything but an id', () => {
    for (const bad of ['github_1; rm -rf /', 'a\nNODE_OPTIONS=--require x', 'x'.repeat(300)]) {
      expect(buildAllowlistedEnv({ ...runnerEnv, RUNNER_TRACKING_ID: bad }, { runtime })).not.toHaveProperty('RUNNER_TRACKING_ID')
    }
  })
})

describe('buildAllowlistedEnv', () => {
  const env = buildAllowlistedEnv(runnerEnv, {
    runtime,
    providerKey: { name: 'HARBOURMASTER_PROVIDER_API_KEY', value: 'sk-provider' },
    runConfigPath: '/tmp/private/run-config.json',
  })

  it('carries no GitHub, Actions or input variable of the runner', () => {
    for (const name of Object.keys(env).filter((n) => n !== 'RUNNER_TRACKING_ID')) expect(name).not.toMatch(/^(INPUT_|ACTIONS_|GITHUB_|RUNNER_)/)
    expect(Object.values(env)).not.toContain('ghs_input')
    expect(Object.values(env)).not.toContain('ghs_token')
    expect(Object.values(env)).not.toContain('oidc')
  })

  it('drops unrelated secrets and code-loading switches, including another provider key the runner had', () => {
    expect(env.AWS_SECRET_ACCESS_KEY).toBeUndefined()
    expect(env.NODE_OPTIONS).toBeUndefined()
    expect(env.ANTHROPIC_API_KEY).toBeUndefined()
  })

  it('keeps PATH, locale, time zone, certificates and proxies', () => {
    expect(env).toMatchObject({ PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', TZ: 'UTC', HTTPS_PROXY: 'http://proxy:3128', NODE_EXTRA_CA_CERTS: '/etc/ssl/corp.pem' })
  })

  it('uses the fresh HOME and XDG dirs instead of the runner home', () => {
    expect(env.HOME).toBe('/tmp/rt/home')
    expect(env.XDG_CONFIG_HOME).toBe('/tmp/rt/config')
    expect(env.OPENCODE_DISABLE_PROJECT_CONFIG).toBe('1')
  })

  it('passes the provider key and the run config path, nothing else', () => {
    expect(env.HARBOURMASTER_PROVIDER_API_KEY).toBe('sk-provider')
    expect(env[RUN_CONFIG_ENV]).toBe('/tmp/private/run-config.json')
    expect(Object.keys(env).sort()).toEqual(
      [
        'HARBOURMASTER_PROVIDER_API_KEY',
        RUN_CONFIG_ENV,
        'HOME',
        'HTTPS_PROXY',
        'LANG',
        'NODE_EXTRA_CA_CERTS',
        'NO_PROXY',
        'no_proxy',
        'OPENCODE_DISABLE_PROJECT_CONFIG',
        'PATH',
        'RUNNER_TRACKING_ID',
        'TZ',
        'XDG_CONFIG_HOME',
      ].sort(),
    )
  })

  it('with a proxy set, exempts the loopback from it in both spellings of NO_PROXY, keeping the runner’s own entries', () => {
    const proxied = buildAllowlistedEnv({ HTTP_PROXY: 'http://proxy:3128', no_proxy: 'corp.internal, .example.com' }, { runtime: {} })
    for (const name of ['NO_PROXY', 'no_proxy']) expect(proxied[name]).toBe('corp.internal,.example.com,localhost,127.0.0.1,::1')
    expect(buildAllowlistedEnv({ PATH: '/bin' }, { runtime: {} }).NO_PROXY).toBeUndefined()
  })

  it('gives a default PATH when the source has none', () => {
    expect(buildAllowlistedEnv({}, { runtime: {} }).PATH).toBe('/usr/local/bin:/usr/bin:/bin')
  })

  it('passes the runtime tuning of the JavaScript engine (BUN_JSC_*), and no other BUN_ variable', () => {
    expect(buildAllowlistedEnv(runnerEnv, { runtime: { BUN_JSC_useFTLJIT: '0' } }).BUN_JSC_useFTLJIT).toBe('0')
    expect(() => buildAllowlistedEnv(runnerEnv, { runtime: { BUN_OPTIONS: '--preload=/tmp/x.js' } })).toThrow(UnsafeEnvironmentError)
  })

  it.each(['GITHUB_TOKEN', 'INPUT_GITHUB-TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'NODE_OPTIONS', 'LD_PRELOAD'])('refuses %s as a runtime extra', (name) => {
    expect(() => buildAllowlistedEnv(runnerEnv, { runtime: { [name]: 'x' } })).toThrow(UnsafeEnvironmentError)
  })

  it.each(['GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'GH_TOKEN', 'lower_case'])('refuses %s as the provider key variable', (name) => {
    expect(() => buildAllowlistedEnv(runnerEnv, { runtime: {}, providerKey: { name, value: 'x' } })).toThrow(UnsafeEnvironmentError)
  })
})
