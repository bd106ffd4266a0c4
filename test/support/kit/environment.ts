import { OWNER, REPO } from './event.js'
import { DEFAULT_FAKE_TOKEN, PROVIDER_KEY } from './secrets.js'

/**
 * The environment GitHub gives an action step: the GITHUB_* and RUNNER_*
 * variables a workflow run carries, and each input as INPUT_<NAME>. Only the
 * variables asked for are set, so a test states what its runner has.
 */
export interface RunnerEnvOptions {
  eventPath: string
  /** The GitHub the runner talks to: the fake (REST and GraphQL URLs) or any API URL. */
  github: { url: string; graphqlUrl?: string }
  runnerTemp: string
  /** owner/name (default acme/shop). */
  repository?: string
  /** GITHUB_EVENT_NAME (default pull_request). */
  eventName?: string
  runId?: string
  runAttempt?: string
  actor?: string
  workspace?: string
  /** GITHUB_OUTPUT and GITHUB_STEP_SUMMARY: files a bundled run writes its outputs and summary to. */
  outputFile?: string
  summaryFile?: string
  /** GITHUB_ACTIONS=true, as on every hosted or self-hosted runner. */
  actions?: boolean
}

export function runnerEnv(options: RunnerEnvOptions): Record<string, string> {
  const env: Record<string, string | undefined> = {
    GITHUB_ACTIONS: options.actions ? 'true' : undefined,
    GITHUB_ACTOR: options.actor,
    GITHUB_EVENT_NAME: options.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: options.eventPath,
    GITHUB_REPOSITORY: options.repository ?? `${OWNER}/${REPO}`,
    GITHUB_RUN_ID: options.runId,
    GITHUB_RUN_ATTEMPT: options.runAttempt,
    GITHUB_API_URL: options.github.url,
    GITHUB_GRAPHQL_URL: options.github.graphqlUrl,
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: options.outputFile,
    GITHUB_STEP_SUMMARY: options.summaryFile,
    RUNNER_TEMP: options.runnerTemp,
  }
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined))
}

/** PATH and HOME of this process: what a child Node and the OpenCode binary need to start. */
export function hostEnv(): Record<string, string | undefined> {
  return { PATH: process.env.PATH, HOME: process.env.HOME }
}

/** Inputs as the runner passes them to the step: INPUT_ and the name upper-cased (dashes kept). */
export function inputEnv(inputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]))
}

export interface ScriptedInputsOptions {
  mode: string
  /** The scripted model server's OpenAI-compatible base URL. */
  providerBaseUrl: string
  /** provider/model (default hm/scripted-primary). */
  model?: string
  providerApiKey?: string
  githubToken?: string
}

/** The inputs of a run against the GitHub fake and the scripted model server; `extra` adds or overrides. */
export function scriptedInputs(options: ScriptedInputsOptions, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'github-token': options.githubToken ?? DEFAULT_FAKE_TOKEN,
    mode: options.mode,
    model: options.model ?? 'hm/scripted-primary',
    'provider-base-url': options.providerBaseUrl,
    'provider-api-key': options.providerApiKey ?? PROVIDER_KEY,
    // The review's deadline is no test's subject unless it says so: far beyond a run on a loaded 2-core runner.
    'timeout-minutes': '20',
    ...extra,
  }
}
