import { symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchOpencode, type LaunchedRuntime } from '../../src/runtime/launch.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { byAgent, startModelServer, type ModelServer } from '../support/model-server/index.js'
import { AGENTS_DIR, createRuntimeWorkspace, OPENCODE_BIN, PATH_GUARD_PLUGIN, type RuntimeWorkspace } from '../support/model-server/fixture.js'

// Real OpenCode, real plugin, scripted model: a specialist that tries four ways
// out of the stage must get four tool errors and none of the bytes it wanted.
const PROVIDER_KEY = 'sk-e2e-provider-key-0001'
const OUTSIDE_SECRET = 'HM-OUTSIDE-SECRET-7731'

let ws: RuntimeWorkspace
let model: ModelServer
let runtime: LaunchedRuntime
let output = ''
let sessionId = ''

beforeAll(async () => {
  ws = await createRuntimeWorkspace({ 'src__app.ts.patch': '@@ -1 +1 @@\n+const token = req.query.t\n' })
  await writeFile(join(ws.base, 'outside-secret.txt'), OUTSIDE_SECRET)
  await symlink(ws.base, join(ws.stageDir, 'escape'))
  const stage = ws.stageDir
  model = await startModelServer({
    script: byAgent({
      'specialist-security': [
        {
          toolCalls: [
            { name: 'read', args: { filePath: '/proc/self/environ' } },
            { name: 'read', args: { filePath: `${stage}/../outside-secret.txt` } },
            { name: 'read', args: { filePath: `${stage}/escape/outside-secret.txt` } },
            { name: 'read', args: { filePath: join(ws.base, 'outside-secret.txt') } },
          ],
        },
        { toolCalls: [{ name: 'read', args: { filePath: join(stage, 'patches', 'src__app.ts.patch') } }] },
        { text: '{"findings":[]}' },
      ],
    }),
  })
  runtime = await launchOpencode({
    parentDir: ws.base,
    role: 'reviewer',
    agentsDir: AGENTS_DIR,
    agents: ['specialist-security'],
    pluginFiles: [PATH_GUARD_PLUGIN],
    stageDir: ws.stageDir,
    checkoutDir: ws.checkoutDir,
    privateDir: ws.privateDir,
    model: 'hm/scripted-model',
    providerBaseUrl: model.baseURL,
    bin: OPENCODE_BIN,
    logger: new RecordingLogger(),
    sourceEnv: process.env,
    providerApiKey: PROVIDER_KEY,
    runConfigPath: ws.runConfigPath,
    onOutput: (_s, chunk) => {
      output += chunk.toString()
    },
  })
  const session = await runtime.server.client.session.create({ body: { title: 'guard' } })
  const id = session.data?.id
  if (!id) throw new Error(`session not created: ${JSON.stringify(session.error)}`)
  sessionId = id
  await runtime.server.client.session.prompt({
    path: { id },
    body: { agent: 'specialist-security', parts: [{ type: 'text', text: 'Review the assigned patch.' }] },
  })
})

afterAll(async () => {
  await runtime?.server.close()
  await model?.close()
  await ws?.cleanup()
})

describe('path guard in the real runtime', () => {
  it('answers each of the four escapes with a path-guard tool error', () => {
    const second = model.requests.find((r) => r.agent === 'specialist-security' && r.turn === 1)
    expect(second, `requests: ${model.requests.map((r) => `${r.agent}/${r.turn}`).join(',')}; server output: ${output}`).toBeDefined()
    const results = second?.lastToolResults ?? []
    expect(results).toHaveLength(4)
    for (const result of results) {
      expect(result.name).toBe('read')
      expect(result.content).toMatch(/path guard refused/)
    }
    expect(results[0]?.content).toContain('no agent may read')
    expect(results[1]?.content).toContain("contains '..'")
    expect(results[2]?.content).toContain('outside the allowed directories')
    expect(results[3]?.content).toContain('outside the allowed directories')
  })

  it('lets the same agent read its patch in the stage', () => {
    const third = model.requests.find((r) => r.agent === 'specialist-security' && r.turn === 2)
    expect(third?.lastToolResults[0]?.content).toContain('+const token = req.query.t')
  })

  it('never sends the escaped bytes to the model', () => {
    for (const request of model.requests) {
      expect(request.body).not.toContain(OUTSIDE_SECRET)
      expect(request.body).not.toContain(PROVIDER_KEY)
      expect(request.body).not.toContain('HARBOURMASTER_RUN_CONFIG=')
    }
  })

  it('offers the specialist only read, glob and grep', () => {
    const tools = new Set(model.requests.filter((r) => r.agent === 'specialist-security').flatMap((r) => r.tools))
    expect([...tools].sort()).toEqual(['glob', 'grep', 'read'])
  })

  it("lists a session's newest message alone with limit 1 (how a run reads a finished answer, run-agent.ts)", async () => {
    const all = await runtime.server.client.session.messages({ path: { id: sessionId } })
    const newest = await runtime.server.client.session.messages({ path: { id: sessionId }, query: { limit: 1 } })
    expect(all.data?.length).toBeGreaterThan(2)
    expect(newest.data?.map((m) => m.info.id)).toEqual([all.data?.at(-1)?.info.id])
    expect(newest.data?.[0]?.info.role).toBe('assistant')
  })
})
