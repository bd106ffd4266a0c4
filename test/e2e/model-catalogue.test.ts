import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigurationError } from '../../src/core/errors.js'
import { buildAllowlistedEnv } from '../../src/runtime/env.js'
import { checkModelCatalogue } from '../../src/runtime/model-catalogue.js'
import { startOpencodeServer, type OpencodeServer } from '../../src/core/opencode/server.js'
import { ownConnections } from '../../src/runtime/server-connections.js'
import { prepareRuntimeRoot } from '../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'

/**
 * A named provider's models against the real OpenCode's pinned catalogue. No prompt is sent;
 * the proxy variables point at a closed loopback port all the same, so nothing could leave.
 */

const REPO = resolve(import.meta.dirname, '../..')
const DEAD = 'http://127.0.0.1:9'

describe("OpenCode's model catalogue (real OpenCode, named provider)", () => {
  let dir: string
  let server: OpencodeServer

  beforeAll(async () => {
    dir = await realpath(await mkdtemp(join(tmpdir(), 'hm-e2e-catalogue-')))
    await mkdir(join(dir, 'stage'))
    await mkdir(join(dir, 'private'))
    const root = await prepareRuntimeRoot({
      parentDir: dir,
      role: 'editor',
      agentsDir: join(REPO, 'agents'),
      agents: ['editor'],
      pluginFiles: [],
      stageDir: join(dir, 'stage'),
      privateDir: join(dir, 'private'),
      model: 'openai/gpt-4.1',
      fallbackModels: ['openai/gpt-does-not-exist-9'],
    })
    const source = { ...process.env, HTTPS_PROXY: DEAD, HTTP_PROXY: DEAD, https_proxy: DEAD, http_proxy: DEAD }
    server = await startOpencodeServer({
      connections: await ownConnections(),
      bin: join(REPO, 'node_modules/.bin/opencode'),
      root,
      env: buildAllowlistedEnv(source, { runtime: root.env, providerKey: { name: 'HARBOURMASTER_PROVIDER_API_KEY', value: 'k' } }),
      logger: new RecordingLogger(),
      startTimeoutMs: 180_000,
      onOutput: () => {},
    })
  }, 600_000)

  afterAll(async () => {
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('passes a model the catalogue lists', async () => {
    const logger = new RecordingLogger()
    await checkModelCatalogue(server.client, [{ providerID: 'openai', modelID: 'gpt-4.1' }], '1.18.33', logger)
    expect(logger.find('runtime', 'catalogue-unchecked')).toHaveLength(0)
  })

  it('names fallback-models for a fallback OpenCode does not know (before: each attempt failed with a bare UnknownError)', async () => {
    const models = [
      { providerID: 'openai', modelID: 'gpt-4.1' },
      { providerID: 'openai', modelID: 'gpt-does-not-exist-9' },
    ]
    const error = await checkModelCatalogue(server.client, models, '1.18.33', new RecordingLogger()).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ConfigurationError)
    expect((error as ConfigurationError).input).toBe('fallback-models')
    expect((error as ConfigurationError).message).toMatch(
      /openai\/gpt-does-not-exist-9, which OpenCode 1\.18\.33 does not know \(provider 'openai' lists .*gpt-4\.1/,
    )
  })
})
