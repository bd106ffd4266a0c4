import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OpenCodeError } from '../../../src/core/errors.js'
import { provisionOpencode } from '../../../src/runtime/provision.js'
import { prepareRuntimeRoot } from '../../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { githubToken } from '../../support/kit/secrets.js'
import { copyShippedRuntime, tempDir } from '../../support/kit/index.js'

/**
 * The helper programs the runner starts (git init for OpenCode's working
 * directory, npm ci when provisioning OpenCode) are replaced on PATH by
 * scripts that write their own environment to a file, and started with the
 * runner's environment holding a workflow's secrets.
 */
const SECRETS: Record<string, string> = {
  'INPUT_GITHUB-TOKEN': githubToken(3),
  GITHUB_TOKEN: githubToken(4),
  ACTIONS_RUNTIME_TOKEN: 'secret-actions-runtime-token',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'secret-oidc-request-token',
  ACTIONS_RESULTS_URL: 'https://results.example/secret',
  RUNNER_TEMP: '/tmp/runner-temp',
  GH_TOKEN: githubToken(5, 'personal'),
}

let dir: string
let bin: string
const saved = { ...process.env }

beforeEach(async () => {
  dir = await tempDir('hm-child-env-')
  bin = join(dir, 'bin')
  await mkdir(bin)
  for (const name of ['git', 'npm']) {
    await writeFile(join(bin, name), `#!/bin/sh\nenv > "${join(dir, `${name}.env`)}"\n`)
    await chmod(join(bin, name), 0o755)
  }
  Object.assign(process.env, SECRETS, { PATH: `${bin}:${process.env.PATH ?? ''}`, npm_config_registry: 'http://127.0.0.1:9/' })
})

afterEach(async () => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
  Object.assign(process.env, saved)
  await rm(dir, { recursive: true, force: true })
})

async function environmentOf(name: string): Promise<Map<string, string>> {
  const text = await readFile(join(dir, `${name}.env`), 'utf8')
  return new Map(
    text
      .split('\n')
      .filter((l) => l.includes('='))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  )
}

function expectNoSecrets(env: Map<string, string>): void {
  for (const name of env.keys()) expect(name).not.toMatch(/^(INPUT_|ACTIONS_|GITHUB_|RUNNER_)|^GH_TOKEN$/)
  const all = [...env.values()].join('\n')
  for (const value of Object.values(SECRETS)) expect(all).not.toContain(value)
}

describe('environments of the programs the runner starts', () => {
  it('git init gets an allowlisted environment, without the workflow tokens', async () => {
    const stage = join(dir, 'stage')
    const priv = join(dir, 'private')
    await mkdir(stage)
    await mkdir(priv)
    await prepareRuntimeRoot({
      parentDir: dir,
      role: 'editor',
      agentsDir: join(process.cwd(), 'agents'),
      agents: ['editor'],
      pluginFiles: [],
      stageDir: stage,
      privateDir: priv,
      model: 'a/b',
    })
    const env = await environmentOf('git')
    expect(env.get('PATH')).toContain(bin)
    expectNoSecrets(env)
  })

  it('the provisioning npm ci gets an allowlisted environment plus its own npm_config_* settings', async () => {
    const actionRoot = join(dir, 'action')
    await copyShippedRuntime(actionRoot)
    // The fake npm installs nothing, so provisioning fails after npm ran; its environment is what counts.
    await expect(
      provisionOpencode({ actionRoot, toolCache: join(dir, 'cache'), fallbackDir: dir, logger: new RecordingLogger(), allowDev: false }),
    ).rejects.toThrow(OpenCodeError)
    const env = await environmentOf('npm')
    expect(env.get('npm_config_registry')).toBe('http://127.0.0.1:9/')
    expectNoSecrets(env)
  })

  it("the provisioning npm ci keeps the runner's HOME and npm cache when set, else gets the run's own", async () => {
    const actionRoot = join(dir, 'action')
    await copyShippedRuntime(actionRoot)
    const provision = () =>
      provisionOpencode({ actionRoot, toolCache: join(dir, 'cache'), fallbackDir: join(dir, 'run'), logger: new RecordingLogger(), allowDev: false }).catch(
        () => undefined,
      )
    // npx, which started this test, sets its own npm_config_cache: a runner has none unless configured.
    for (const name of Object.keys(process.env)) if (name.toLowerCase() === 'npm_config_cache') delete process.env[name]
    process.env.HOME = '/home/runner'
    process.env.NPM_CONFIG_CACHE = '/mnt/npm-cache'
    await provision()
    let env = await environmentOf('npm')
    expect([env.get('HOME'), env.get('NPM_CONFIG_CACHE'), env.get('npm_config_cache')]).toEqual(['/home/runner', '/mnt/npm-cache', undefined])
    delete process.env.HOME
    delete process.env.NPM_CONFIG_CACHE
    await provision()
    env = await environmentOf('npm')
    expect([env.get('HOME'), env.get('npm_config_cache')]).toEqual([join(dir, 'run'), join(dir, 'run', 'npm-cache')])
  })
})
