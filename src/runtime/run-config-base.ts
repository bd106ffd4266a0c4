import { join } from 'node:path'
import type { ActionEnvironment } from '../config/environment.js'
import type { Settings } from '../config/settings.js'
import type { RunConfig } from '../core/contracts/run-config.js'
import type { PreparedRun } from '../prepare.js'

/**
 * What every run config says about the run itself, whoever publishes: the
 * pull request and head it is for, where GitHub is, what may be anchored,
 * the stage and private directories, the token file and the limits. The
 * review phase adds the team (specialists, models, reviewer process,
 * ledger); a replay adds the ledger alone.
 */
export type RunConfigBase = Pick<
  RunConfig,
  | 'version'
  | 'runId'
  | 'mode'
  | 'repository'
  | 'pullNumber'
  | 'headSha'
  | 'marker'
  | 'apiUrl'
  | 'allowlist'
  | 'maxComments'
  | 'expectedBotLogin'
  | 'stageDir'
  | 'privateDir'
  | 'tokenFile'
  | 'tokenBudget'
  | 'timeoutMs'
>

export interface RunConfigBaseInput {
  settings: Settings
  env: ActionEnvironment
  prepared: PreparedRun
  runId: string
  marker: string
  privateDir: string
  /** Where the token file goes in comment and blocking modes (the publishing plugin takes it). */
  tokenFile: string
}

/** Comment and blocking runs post to GitHub, so only they hand the plugins a token. */
export const publishes = (mode: Settings['mode']): boolean => mode === 'comment' || mode === 'blocking'

/** The private file that carries the GitHub token to the publishing plugin, which removes it when it reads it. */
export const tokenFilePath = (privateDir: string): string => join(privateDir, 'github-token')

export function runConfigBase(input: RunConfigBaseInput): RunConfigBase {
  const { settings, env, prepared } = input
  return {
    version: 1,
    runId: input.runId,
    mode: settings.mode,
    repository: env.repository,
    pullNumber: prepared.pr.number,
    headSha: prepared.headSha,
    marker: input.marker,
    apiUrl: env.apiUrl,
    allowlist: prepared.allowlist,
    maxComments: settings.maxComments,
    expectedBotLogin: settings.expectedBotLogin,
    stageDir: prepared.stageDir,
    privateDir: input.privateDir,
    tokenFile: publishes(settings.mode) ? input.tokenFile : undefined,
    tokenBudget: settings.tokenBudget,
    timeoutMs: settings.timeoutMinutes * 60_000,
  }
}
