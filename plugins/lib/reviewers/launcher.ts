import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { OpencodeClient } from '@opencode-ai/sdk'
import type { RunConfig } from '../../../src/contracts/run-config.js'
import { OpenCodeError } from '../../../src/errors.js'
import { startOpencodeServer } from '../../../src/runtime/server.js'
import type { RuntimeRoot } from '../../../src/runtime/trusted-config.js'
import type { Logger } from '../../../src/telemetry/logger.js'

/**
 * Starts the reviewer OpenCode process for spawn_reviewers, with D1's
 * launcher, from the root the runner prepared (prepareRuntimeRoot with role
 * `reviewer`) and with the allowlisted environment from the run config: no
 * GitHub token, no ACTIONS_* or INPUT_* variables, only the provider key.
 *
 * Contract reading: `reviewer.configHome` is that root's directory (the one
 * holding work/, config/, home/ ...); a path to its config/ subdirectory is
 * accepted too. The server is started when the tool is called (not
 * pre-warmed): the run config carries no address of a running server, and a
 * server started at plugin load would outlive a run that never calls the tool.
 */

export interface ReviewerServer {
  client: Pick<OpencodeClient, 'session' | 'event'>
  pid?: number
  close(): Promise<void>
}

export type ReviewerLauncher = (config: RunConfig, logger: Logger) => Promise<ReviewerServer>

export function reviewerRoot(reviewer: RunConfig['reviewer']): RuntimeRoot {
  const candidates = [reviewer.configHome]
  if (basename(reviewer.configHome) === 'config') candidates.push(dirname(reviewer.configHome))
  const root = candidates.find((dir) => existsSync(join(dir, 'work')))
  if (!root) throw new OpenCodeError(`The reviewer runtime root ${reviewer.configHome} has no work directory; was it prepared with prepareRuntimeRoot?`)
  return {
    root,
    home: join(root, 'home'),
    configHome: join(root, 'config'),
    dataHome: join(root, 'data'),
    cacheHome: join(root, 'cache'),
    stateHome: join(root, 'state'),
    configDir: join(root, 'config', 'opencode'),
    configFile: join(root, 'config', 'opencode', 'opencode.json'),
    workDir: join(root, 'work'),
    role: 'reviewer',
    env: {},
  }
}

const FORBIDDEN = /^(INPUT_|ACTIONS_|GITHUB_|RUNNER_)|^(GH_TOKEN|GITHUB_TOKEN)$/

export const launchReviewerServer: ReviewerLauncher = async (config, logger) => {
  // Second line of defence: even a run config written by mistake must not hand a token on.
  for (const name of Object.keys(config.reviewer.env)) {
    if (FORBIDDEN.test(name)) throw new OpenCodeError(`Refusing to start the reviewer process with ${name} in its environment.`)
  }
  const server = await startOpencodeServer({
    bin: config.reviewer.opencodeBin,
    root: reviewerRoot(config.reviewer),
    env: config.reviewer.env,
    logger,
    startTimeoutMs: config.reviewer.startTimeoutMs,
  })
  // An editor process that exits mid-call must not leave the reviewer running (it is its own process group).
  const killOnExit = (): void => {
    try {
      process.kill(-server.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  process.once('exit', killOnExit)
  return {
    client: server.client,
    pid: server.pid,
    async close() {
      process.removeListener('exit', killOnExit)
      await server.close()
    },
  }
}
