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

/** Hosts whose traffic never leaves the machine (the loopback, as @actions/http-client also treats it). */
const isLoopback = (hostname: string): boolean => hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)

/**
 * GITHUB_API_URL receives the token on every request, so it is checked before the first one:
 * GitHub sets https on github.com and GHE.com, and Enterprise Server requires TLS for Actions.
 * Clear text is accepted only on the loopback (a local stand-in or tunnel), never towards another
 * host. Credentials, a query or a fragment would break every request Octokit appends to the root
 * (fetch refuses credentials in a URL), so each is refused here, named, instead of surfacing as a
 * `github` failure on the first read. The message shows the URL without its credentials.
 */
function checkedApiUrl(raw: string): string {
  const fix = "It must be the root of GitHub's REST API, such as https://api.github.com or https://HOST/api/v3 on GitHub Enterprise Server."
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigurationError(`GITHUB_API_URL is not an absolute URL ('${raw.replace(/\/\/[^/@]*@/, '//')}'). ${fix}`, 'GITHUB_API_URL')
  }
  const hadCredentials = url.username !== '' || url.password !== ''
  url.username = ''
  url.password = ''
  const shown = url.href
  const refuse = (why: string): never => {
    throw new ConfigurationError(`GITHUB_API_URL '${shown}' ${why}. ${fix}`, 'GITHUB_API_URL')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') refuse(`uses ${url.protocol}, not https`)
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) refuse('is not https: the token would travel in clear text to a host beyond this machine')
  if (hadCredentials) refuse('carries credentials; the token authenticates every request, and a URL must not hold them')
  // An empty '?' or '#' reads as no query (search and hash are '') but stays in href: tested on href.
  if (/[?#]/.test(url.href)) refuse('has a query or fragment, which every request path would be appended after')
  return url.href.replace(/\/$/, '')
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
  const apiUrl = checkedApiUrl(env.GITHUB_API_URL || 'https://api.github.com')
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
