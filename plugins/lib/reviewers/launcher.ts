import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { createOpencodeClient, type OpencodeClient } from '@opencode-ai/sdk'
import type { RunConfig } from '../../../src/core/contracts/run-config.js'
import { OpenCodeError } from '../../../src/core/errors.js'
import { startOpencodeServer } from '../../../src/core/opencode/server.js'
import type { RuntimeRoot } from '../../../src/core/opencode/trusted-config.js'
import { waitForReviewerAddress } from '../../../src/core/opencode/reviewer-address.js'
import { recordReviewerPid } from '../../../src/core/opencode/reviewer-pids.js'
import { warmUpOpencode } from '../../../src/core/opencode/warm-up.js'
import type { Logger } from '../../../src/core/telemetry/logger.js'

/**
 * Starts the reviewer OpenCode process for spawn_reviewers, with D1's
 * launcher, from the root the runner prepared (prepareRuntimeRoot with role
 * `reviewer`) and with the allowlisted environment from the run config: no
 * GitHub token, no ACTIONS_* or INPUT_* variables, only the provider key.
 *
 * Contract reading: `reviewer.configHome` is that root's directory (the one
 * holding work/, config/, home/ ...); a path to its config/ subdirectory is
 * accepted too. See prewarm.ts for when it is started.
 */

export interface ReviewerServer {
  client: Pick<OpencodeClient, 'session' | 'event'>
  pid?: number
  /** Makes OpenCode load what a first prompt would (providers, file search), ahead of time. */
  warm?(): Promise<void>
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

/** `secrets`: the plugin's redactor, which then holds the reviewer's basic-auth password (core/opencode/server.ts). */
export const launchReviewerServer = async (config: RunConfig, logger: Logger, secrets?: { add(value: string): void }): Promise<ReviewerServer> => {
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
    secrets,
  })
  const unguard = guardAgainstOrphan(server.pid)
  // The guard cannot act when the editor is SIGKILLed; the runner stops what this file lists.
  await recordReviewerPid(config.privateDir, server.pid).catch(() => undefined)
  return {
    client: server.client,
    pid: server.pid,
    async warm() {
      await warmUpOpencode(server.client)
    },
    async close() {
      unguard()
      await server.close()
    },
  }
}

/**
 * The reviewer server the runner booted after the editor's warm-up (its
 * address arrives in the run config's `reviewer.serverFile`):
 * spawn_reviewers only connects to it. The runner owns
 * the process (it is in the runner's registry and stopped when the review
 * phase ends), so close() here leaves it running.
 */
export const attachReviewerServer: ReviewerLauncher = async (config) => {
  const { serverFile, startTimeoutMs } = config.reviewer
  if (!serverFile) throw new OpenCodeError('The run config names no running reviewer server to attach to.')
  const booted = await waitForReviewerAddress(serverFile, { timeoutMs: startTimeoutMs })
  const root = reviewerRoot(config.reviewer)
  const client = createOpencodeClient({ baseUrl: booted.url, directory: root.workDir, headers: { Authorization: booted.authHeader } })
  return {
    client,
    pid: booted.pid,
    async close() {
      // The runner stops it.
    },
  }
}

/**
 * The reviewer runs in its own process group, so stopping the editor's group
 * does not reach it. Measured: OpenCode does not run `exit` handlers when it
 * is sent SIGTERM. So on SIGTERM, SIGINT or exit of the editor process the
 * reviewer's group is killed; a signal is then re-raised when nobody else
 * listens for it, so the editor still terminates exactly as it would have.
 * (A SIGKILLed editor cannot do this: the launcher records the pid in the
 * private dir and the runner stops that group, see src/core/opencode/reviewer-pids.ts.)
 */
export function guardAgainstOrphan(pid: number): () => void {
  const kill = (): void => {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  const onSignal = (signal: NodeJS.Signals): void => {
    unguard()
    kill()
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
  }
  const unguard = (): void => {
    process.removeListener('exit', kill)
    process.removeListener('SIGTERM', onSignal)
    process.removeListener('SIGINT', onSignal)
  }
  process.once('exit', kill)
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)
  return unguard
}
