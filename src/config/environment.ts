import { ConfigurationError } from '../core/errors.js'

/**
 * The workflow environment GitHub sets for every action, read in one place.
 * Tests and the demo point GITHUB_API_URL at the loopback fake.
 */
export interface ActionEnvironment {
  eventName: string
  eventPath: string
  repository: { owner: string; repo: string }
  runId: string
  runAttempt: string
  /**
   * GITHUB_API_URL. GITHUB_GRAPHQL_URL is not read: Octokit derives the same endpoint from this one
   * on every GitHub layout (`/graphql`, and `/api/v3` -> `/api/graphql` on Enterprise Server).
   */
  apiUrl: string
  workspace: string | undefined
  runnerTemp: string
  toolCache: string | undefined
  stepSummaryPath: string | undefined
  outputPath: string | undefined
  /** GITHUB_ACTOR: who started the run (Dependabot runs get no secrets). */
  actor: string | undefined
}

export function readEnvironment(env: NodeJS.ProcessEnv): ActionEnvironment {
  const need = (name: string): string => {
    const v = env[name]
    if (!v) throw new ConfigurationError(`Environment variable ${name} is not set; Harbourmaster must run as a GitHub Actions step.`, name)
    return v
  }
  const full = need('GITHUB_REPOSITORY')
  const [owner, repo, ...rest] = full.split('/')
  if (!owner || !repo || rest.length > 0) {
    throw new ConfigurationError(`GITHUB_REPOSITORY must have the form owner/repo; got '${full}'.`, 'GITHUB_REPOSITORY')
  }
  const apiUrl = (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/$/, '')
  return {
    eventName: need('GITHUB_EVENT_NAME'),
    eventPath: need('GITHUB_EVENT_PATH'),
    repository: { owner, repo },
    runId: env.GITHUB_RUN_ID ?? '0',
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    apiUrl,
    workspace: env.GITHUB_WORKSPACE || undefined,
    runnerTemp: env.RUNNER_TEMP || env.TMPDIR || '/tmp',
    toolCache: env.RUNNER_TOOL_CACHE || undefined,
    stepSummaryPath: env.GITHUB_STEP_SUMMARY || undefined,
    outputPath: env.GITHUB_OUTPUT || undefined,
    actor: env.GITHUB_ACTOR || undefined,
  }
}
