import { mkdir, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { startOpencodeServer, type OpencodeServer } from '../../src/core/opencode/server.js'
import { prepareRuntimeRoot } from '../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { buildAllowlistedEnv } from '../../src/runtime/env.js'
import { ownConnections } from '../../src/runtime/server-connections.js'
import { tempDir } from './kit/index.js'
import { startModelServer, type ModelServer, type Script } from './model-server/index.js'

const REPO = resolve(import.meta.dirname, '../..')

/** The editor's models in the order runEditor tries them: the scripted provider's primary, then its fallback. */
export const EDITOR_MODELS = [
  { providerID: 'hm', modelID: 'primary' },
  { providerID: 'hm', modelID: 'fallback' },
]

export interface EditorWorld {
  model: ModelServer
  server: OpencodeServer
  /** Where the editor's read tool may look (the stage directory). */
  stageDir: string
  /** The run's private directory (receipts, the editor's deadline), as runEditor takes it. */
  privateDir: string
  close(): Promise<void>
}

/**
 * One real OpenCode editor server (no plugins) whose provider is the scripted model server: the
 * world of the tests of the model path (fallback, provider refusals), which switch `script` per test.
 */
export async function startEditorWorld(prefix: string, script: Script): Promise<EditorWorld> {
  const dir = await tempDir(prefix)
  const stageDir = join(dir, 'stage')
  const privateDir = join(dir, 'private')
  await mkdir(stageDir, { recursive: true })
  await mkdir(privateDir, { recursive: true })
  const model = await startModelServer({ script })
  const root = await prepareRuntimeRoot({
    parentDir: dir,
    role: 'editor',
    agentsDir: join(REPO, 'agents'),
    agents: ['editor'],
    pluginFiles: [],
    stageDir,
    privateDir,
    model: 'hm/primary',
    fallbackModels: ['hm/fallback'],
    providerBaseUrl: model.baseURL,
  })
  const server = await startOpencodeServer({
    connections: await ownConnections(),
    bin: join(REPO, 'node_modules/.bin/opencode'),
    root,
    env: buildAllowlistedEnv(process.env, { runtime: root.env, providerKey: { name: 'HARBOURMASTER_PROVIDER_API_KEY', value: 'k' } }),
    logger: new RecordingLogger(),
    startTimeoutMs: 180_000,
    onOutput: () => {},
  })
  return {
    model,
    server,
    stageDir,
    privateDir,
    close: async () => {
      await server.close()
      await model.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
