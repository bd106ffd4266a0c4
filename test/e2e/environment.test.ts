import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchOpencode, type LaunchedRuntime } from '../../src/runtime/launch.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { byAgent, startModelServer, type ModelServer } from '../support/model-server/index.js'
import { githubToken } from '../support/kit/secrets.js'
import {
  AGENTS_DIR,
  createRuntimeWorkspace,
  OPENCODE_BIN,
  PATH_GUARD_PLUGIN,
  readProcessEnviron,
  RUN_CONFIG_ENV,
  type RuntimeWorkspace,
} from '../support/model-server/fixture.js'

// The runner's environment holds the workflow's tokens (GitHub passes inputs as
// INPUT_*). An OpenCode process started the product's way must hold none of
// them: /proc/<pid>/environ is what a plugin or a shell could read.
const RUNNER_SECRETS: Record<string, string> = {
  'INPUT_GITHUB-TOKEN': githubToken(1),
  GITHUB_TOKEN: githubToken(2),
  ACTIONS_RUNTIME_TOKEN: 'actions-runtime-token-0003',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-0004',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.actions.example/0005',
  INPUT_FOO: 'input-foo-0006',
  GITHUB_REPOSITORY: 'octo/demo',
}
const PROVIDER_KEY = 'sk-e2e-provider-key-env-0007'
/** Not a secret: the runner's orphan cleanup finds a job's processes by it. */
const TRACKING_ID = 'github_0f3c9a7e-2b4d-4e8f-9a1c-6d5e7b8c9d0e'

let ws: RuntimeWorkspace
let model: ModelServer
let runtimes: LaunchedRuntime[] = []
const saved: Record<string, string | undefined> = {}

beforeAll(async () => {
  for (const [name, value] of Object.entries({ ...RUNNER_SECRETS, RUNNER_TRACKING_ID: TRACKING_ID })) {
    saved[name] = process.env[name]
    process.env[name] = value
  }
  ws = await createRuntimeWorkspace({ 'a.patch': '+x\n' })
  model = await startModelServer({ script: byAgent({}) })
  const common = {
    parentDir: ws.base,
    pluginFiles: [PATH_GUARD_PLUGIN],
    stageDir: ws.stageDir,
    checkoutDir: ws.checkoutDir,
    privateDir: ws.privateDir,
    model: 'hm/scripted-model',
    providerBaseUrl: model.baseURL,
    agentsDir: AGENTS_DIR,
    bin: OPENCODE_BIN,
    logger: new RecordingLogger(),
    sourceEnv: process.env,
    providerApiKey: PROVIDER_KEY,
    runConfigPath: ws.runConfigPath,
    onOutput: () => {},
  }
  // Both roles, started concurrently the way the product overlaps them.
  runtimes = await Promise.all([
    launchOpencode({ ...common, role: 'editor', agents: ['editor'] }),
    launchOpencode({ ...common, role: 'reviewer', agents: ['specialist-security', 'verifier'] }),
  ])
})

afterAll(async () => {
  await Promise.all(runtimes.map((r) => r.server.close()))
  await model?.close()
  await ws?.cleanup()
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describe.each(['editor', 'reviewer'] as const)('the %s process environment', (role) => {
  const environ = async (): Promise<Record<string, string>> => {
    const runtime = runtimes.find((r) => r.root.role === role)
    if (!runtime) throw new Error(`no ${role} runtime`)
    return readProcessEnviron(runtime.server.pid)
  }

  it('holds no GitHub token, no INPUT_* and no ACTIONS_* variable', async () => {
    const env = await environ()
    expect(Object.keys(env).filter((k) => /^(INPUT_|ACTIONS_|GITHUB_)/.test(k))).toEqual([])
    const values = Object.values(env).join('\n')
    for (const secret of Object.values(RUNNER_SECRETS)) expect(values).not.toContain(secret)
  })

  it('holds the provider key, the run config path and its own fresh HOME', async () => {
    const env = await environ()
    const runtime = runtimes.find((r) => r.root.role === role)
    expect(env.HARBOURMASTER_PROVIDER_API_KEY).toBe(PROVIDER_KEY)
    expect(env[RUN_CONFIG_ENV]).toBe(ws.runConfigPath)
    expect(env.HOME).toBe(runtime?.root.home)
    expect(env.HOME).not.toBe(process.env.HOME)
  })

  it("holds the job's RUNNER_TRACKING_ID, so the runner's orphan cleanup stops it after a hard kill", async () => {
    expect((await environ()).RUNNER_TRACKING_ID).toBe(TRACKING_ID)
  })
})
