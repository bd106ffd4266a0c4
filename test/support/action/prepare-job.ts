import { join } from 'node:path'
import { readEnvironment, type ActionEnvironment } from '../../../src/config/environment.js'
import { readSettings, type Settings } from '../../../src/config/settings.js'
import { readPullRequestEvent } from '../../../src/context/event.js'
import { createGitHubClient } from '../../../src/core/github/client.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { prepare, type PreparedRun } from '../../../src/prepare.js'
import { DEFAULT_FAKE_TOKEN } from '../github-fake/index.js'
import { eventOf, runnerEnv, writePullRequestEvent, type RunnerEnvOptions } from '../kit/index.js'

export interface PreparedJob {
  prepared: PreparedRun
  settings: Settings
  env: ActionEnvironment
  logger: RecordingLogger
}

/**
 * The runner's prepare phase for one job against the GitHub fake, as the action reads it: the
 * pull_request event written to `dir`, the runner's environment, the inputs (the fake's token
 * unless given) and the one client factory. Tests of what prepare stages share it.
 */
export async function prepareJob(options: {
  fakeUrl: string
  pull: Parameters<typeof eventOf>[0]
  dir: string
  inputs?: Record<string, string>
  env?: Omit<RunnerEnvOptions, 'eventPath' | 'github' | 'runnerTemp'> & { runnerTemp?: string }
  retryBaseMs?: number
}): Promise<PreparedJob> {
  const eventPath = await writePullRequestEvent(join(options.dir, 'event.json'), eventOf(options.pull))
  const env = readEnvironment(runnerEnv({ runnerTemp: join(options.dir, 'tmp'), ...options.env, eventPath, github: { url: options.fakeUrl } }))
  const inputs: Record<string, string> = { 'github-token': DEFAULT_FAKE_TOKEN, ...options.inputs }
  const settings = readSettings((name) => inputs[name] ?? '')
  const logger = new RecordingLogger()
  const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger, retryBaseMs: options.retryBaseMs })
  const prepared = await prepare({ settings, env, event: await readPullRequestEvent(env), rest: gh.rest, graphql: gh.graphql, logger })
  return { prepared, settings, env, logger }
}
