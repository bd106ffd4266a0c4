import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { PreparedRun } from '../src/prepare.js'
import { buildAllowlistedEnv } from '../src/runtime/env.js'
import { ownConnections } from '../src/runtime/server-connections.js'
import { SessionEvents } from '../src/core/opencode/events.js'
import { runAgentWithFallback } from '../src/core/opencode/run-agent.js'
import { startOpencodeServer } from '../src/core/opencode/server.js'
import { prepareRuntimeRoot } from '../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../src/core/telemetry/logger.js'
import { startModelServer } from '../test/support/model-server/index.js'
import { BASELINE_AGENT, baselinePrompt, baselineScript } from './fanout-scripts.js'
import { AGENTS_DIR, BIN, MODELS, PATH_GUARD, PROVIDER_KEY } from './runtime-setup.js'

/**
 * The single-session baseline: one agent, every staged patch, one read per
 * turn, with the real OpenCode. The model answers at once (tokens do not
 * depend on latency), which also makes this run the cleanest "OpenCode server
 * start to first answer" figure: a fresh process, spawn to the end of the
 * first model answer.
 */

export interface BaselineFigures {
  baseline: { in: number; out: number; calls: number; completed: boolean; patches: number }
  opencodeStartMs: number
  opencodeListenMs: number
}

export async function benchBaseline(base: string, stageDir: string, runConfigPath: string, prepared: PreparedRun): Promise<BaselineFigures> {
  const paths = prepared.index.files.map((f) => join(stageDir, 'patches', f.patchFile))
  const model = await startModelServer({ script: baselineScript(paths), latencyMs: 0 })
  const logger = new RecordingLogger()
  try {
    await mkdir(join(base, 'private'), { recursive: true, mode: 0o700 })
    const root = await prepareRuntimeRoot({
      parentDir: base,
      role: 'reviewer',
      agentsDir: AGENTS_DIR,
      agents: [BASELINE_AGENT],
      pluginFiles: [PATH_GUARD],
      stageDir,
      privateDir: join(base, 'private'),
      model: 'hm/primary',
      providerBaseUrl: model.baseURL,
    })
    const spawnedAt = Date.now()
    const env = buildAllowlistedEnv(process.env, { runtime: root.env, providerKey: PROVIDER_KEY, runConfigPath })
    const server = await startOpencodeServer({ bin: BIN, root, env, logger, startTimeoutMs: 60_000, onOutput: () => {}, connections: await ownConnections() })
    const opencodeListenMs = Date.now() - spawnedAt
    let completed = false
    try {
      const events = await SessionEvents.attach({ client: server.client, logger, process: 'baseline' })
      try {
        await runAgentWithFallback({
          client: server.client,
          events,
          logger,
          agent: BASELINE_AGENT,
          title: 'Harbourmaster baseline',
          text: baselinePrompt(prepared.pr.number, stageDir, paths),
          models: MODELS,
          deadline: Date.now() + 180_000,
          timeoutMs: 180_000,
        })
        completed = true
      } finally {
        await events.close()
      }
    } finally {
      await server.close()
    }
    const tokens = model.tokens()
    return {
      baseline: { in: tokens.in, out: tokens.out, calls: model.requests.length, completed, patches: paths.length },
      opencodeStartMs: (model.requests[0]?.endedAt ?? Number.NaN) - spawnedAt,
      opencodeListenMs,
    }
  } finally {
    await model.close()
  }
}
