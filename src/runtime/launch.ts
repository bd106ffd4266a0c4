import type { Logger } from '../core/telemetry/logger.js'
import { buildAllowlistedEnv } from './env.js'
import { startOpencodeServer, type OpencodeServer } from '../core/opencode/server.js'
import { ownConnections } from './server-connections.js'
import { prepareRuntimeRoot, providerKeyVariable, type RuntimeRoot, type TrustedConfigOptions } from '../core/opencode/trusted-config.js'

/**
 * The one way the product starts an OpenCode process: fresh root and trusted
 * config, an allowlisted environment, then the server.
 *
 * API note (for the runner and spawn_reviewers):
 *   const { server, root, env } = await launchOpencode({ ...TrustedConfigOptions, bin, logger,
 *     sourceEnv: process.env, providerApiKey, runConfigPath })
 *   `env` is what the process got (RunConfig.reviewer.env can carry it to a plugin that
 *   starts the reviewer process itself); `root.configHome` is RunConfig.reviewer.configHome.
 */

export interface LaunchOptions extends TrustedConfigOptions {
  bin: string
  logger: Logger
  /** The runner's environment: only allowlisted variables are taken from it. */
  sourceEnv: NodeJS.ProcessEnv
  providerApiKey?: string
  runConfigPath?: string
  startTimeoutMs?: number
  onOutput?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void
}

export interface LaunchedRuntime {
  server: OpencodeServer
  root: RuntimeRoot
  env: Record<string, string>
}

export async function launchOpencode(options: LaunchOptions): Promise<LaunchedRuntime> {
  const providerID = options.model.split('/')[0] ?? ''
  const keyName = options.providerKeyEnv ?? providerKeyVariable(providerID, options.providerBaseUrl !== undefined)
  const root = await prepareRuntimeRoot({ ...options, providerKeyEnv: keyName })
  const env = buildAllowlistedEnv(options.sourceEnv, {
    runtime: root.env,
    providerKey: options.providerApiKey ? { name: keyName, value: options.providerApiKey } : undefined,
    runConfigPath: options.runConfigPath,
  })
  const server = await startOpencodeServer({
    bin: options.bin,
    root,
    env,
    logger: options.logger,
    startTimeoutMs: options.startTimeoutMs,
    onOutput: options.onOutput,
    connections: await ownConnections(),
  })
  return { server, root, env }
}
