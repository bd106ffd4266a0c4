import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runEditor } from '../../src/runtime/editor.js'
import { buildAllowlistedEnv } from '../../src/runtime/env.js'
import { startOpencodeServer, type OpencodeServer } from '../../src/core/opencode/server.js'
import { ownConnections } from '../../src/runtime/server-connections.js'
import { prepareRuntimeRoot } from '../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { startModelServer, type ModelServer, type Script } from '../support/model-server/index.js'

/**
 * What the provider reports as usage, against the real OpenCode: cached and
 * reasoning tokens, and a provider that reports none at all.
 */

const REPO = resolve(import.meta.dirname, '../..')
const BIN = join(REPO, 'node_modules/.bin/opencode')
const MODELS = [{ providerID: 'hm', modelID: 'primary' }]

describe('provider usage (real OpenCode, scripted model)', () => {
  let dir: string
  let model: ModelServer
  let server: OpencodeServer
  let script: Script = () => ({ text: 'done' })

  beforeAll(async () => {
    dir = await realpath(await mkdtemp(join(tmpdir(), 'hm-e2e-usage-')))
    const stageDir = join(dir, 'stage')
    await mkdir(stageDir, { recursive: true })
    await mkdir(join(dir, 'private'), { recursive: true })
    model = await startModelServer({ script: (req) => script(req) })
    const root = await prepareRuntimeRoot({
      parentDir: dir,
      role: 'editor',
      agentsDir: join(REPO, 'agents'),
      agents: ['editor'],
      pluginFiles: [],
      stageDir,
      privateDir: join(dir, 'private'),
      model: 'hm/primary',
      fallbackModels: [],
      providerBaseUrl: model.baseURL,
    })
    server = await startOpencodeServer({
      connections: await ownConnections(),
      bin: BIN,
      root,
      env: buildAllowlistedEnv(process.env, { runtime: root.env, providerKey: { name: 'HARBOURMASTER_PROVIDER_API_KEY', value: 'k' } }),
      logger: new RecordingLogger(),
      startTimeoutMs: 180_000,
      onOutput: () => {},
    })
  }, 600_000)

  afterAll(async () => {
    await server?.close()
    await model?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const run = (logger: RecordingLogger, tokenBudget?: number) =>
    runEditor({
      server,
      models: MODELS,
      prompt: 'Review it.',
      timeoutMs: 300_000,
      logger,
      privateDir: join(dir, 'private'),
      ...(tokenBudget ? { tokenBudget } : {}),
    })

  it('counts cached and reasoning tokens once each, as the provider billed them', async () => {
    script = (req) => (req.agent === 'editor' ? { text: 'Reviewed.', usage: { cachedTokens: 40, reasoningTokens: 300 } } : { text: 'x' })
    const before = model.requests.length
    const done = await run(new RecordingLogger())
    expect(done.error).toBeUndefined()
    const billed = model.tokens((r) => r.agent === 'editor' && model.requests.indexOf(r) >= before)
    expect({ in: done.usage.tokensIn, out: done.usage.tokensOut }).toEqual(billed)
    expect(done.usage.unmeteredCalls).toBe(0)
  }, 600_000)

  it('counts a call the provider reported no usage for, so the summary can say its tokens and the budget missed it', async () => {
    // Gateways that ignore stream_options.include_usage send no usage chunk: OpenCode records 0 tokens.
    script = (req) => (req.agent === 'editor' ? { text: 'Reviewed.', usage: 'none' } : { text: 'x' })
    const logger = new RecordingLogger()
    const done = await run(logger, 10)
    expect(done.error).toBeUndefined()
    expect(done.usage.modelCalls).toBe(1)
    expect(done.usage.tokensIn + done.usage.tokensOut).toBe(0)
    expect(done.usage.unmeteredCalls).toBe(1)
    // The budget of 10 tokens never fired: it cannot see a call without usage, which is why the run must say so.
    expect(done.budgetExceeded).toBe(false)
    expect(logger.find('runtime', 'usage').find((e) => e.agent === 'all')).toMatchObject({ unmetered_calls: '1' })
  }, 600_000)
})
