import { makeRunMarker } from '../../../src/core/contracts/markers.js'
import type { RunConfig } from '../../../src/core/contracts/run-config.js'
import { DEFAULT_BOT_LOGIN } from './secrets.js'
import { OWNER, REPO } from './event.js'

/**
 * A run config as the runner writes it for the plugins, for tests that start
 * a plugin or a publication session without the runner. The required fields
 * are what the test's world decides (head, directories); everything else has
 * a default a test overrides where its case depends on it.
 */
export type RunConfigOptions = Pick<RunConfig, 'headSha' | 'stageDir' | 'privateDir'> &
  Partial<RunConfig> & {
    /** The GitHub the plugins talk to (default: a closed loopback port). */
    github?: { url: string }
  }

export function testRunConfig(options: RunConfigOptions): RunConfig {
  const { github, ...fields } = options
  const runId = fields.runId ?? 'run-1'
  return {
    version: 1,
    runId,
    mode: 'comment',
    repository: { owner: OWNER, repo: REPO },
    pullNumber: 42,
    marker: makeRunMarker(runId, options.headSha),
    apiUrl: github?.url ?? 'http://127.0.0.1:9',
    allowlist: [],
    maxComments: 25,
    expectedBotLogin: DEFAULT_BOT_LOGIN,
    specialists: [],
    models: [{ providerID: 'hm', modelID: 'primary' }],
    reviewer: { opencodeBin: 'unused', configHome: 'unused', env: {}, startTimeoutMs: 1 },
    tokenBudget: 0,
    timeoutMs: 100_000,
    ...fields,
  }
}
