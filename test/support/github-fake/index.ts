// A stateful loopback GitHub (REST + GraphQL) for tests and benchmarks. Every REST request and
// response is checked against GitHub's OpenAPI description and every GraphQL document
// against GitHub's published schema; a mismatch lands in `driftErrors` and turns the
// response into a 500 so no test passes on drift.
import { parse, validate } from 'graphql'
import { githubSchema } from './graphql-handler.js'
import { warmUp } from './openapi-validator.js'
import { ROUTES } from './rest-routes.js'
import { FakeServer } from './server.js'
import type { FaultRegistry } from './faults.js'
import type { GitHubState } from './state.js'
import type { DriftError, RequestLogEntry } from './types.js'

export type * from './types.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN } from '../kit/secrets.js'

export type { GitHubState } from './state.js'
export type { FaultRegistry } from './faults.js'
export { addedLine, makeFiles, makePatch, makeThreads } from './fixtures.js'
export type { MakeFilesOptions, MakePatchOptions, MakeThreadsOptions } from './fixtures.js'

export { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN }

export interface GitHubFakeOptions {
  /** token -> login. Logins ending in `[bot]` act as installation tokens (GET /user is 403). */
  tokens?: Record<string, string>
  /** Check every response against the OpenAPI description (default true). */
  validate?: boolean
  /** Added to every request (benchmarks use 100); can be changed later via `latencyMs`. */
  latencyMs?: number
  /**
   * Tokens that may read but not write, as the GITHUB_TOKEN of a fork or Dependabot run:
   * every REST write answers GitHub's 403 with x-accepted-github-permissions.
   */
  readOnlyTokens?: string[]
  /** Classic personal access tokens: token -> the scopes GitHub lists in x-oauth-scopes. */
  classicTokenScopes?: Record<string, string>
}

export interface GitHubFake {
  /** REST base URL, e.g. http://127.0.0.1:PORT (use as Octokit's baseUrl). */
  readonly url: string
  /** url + '/graphql'. */
  readonly graphqlUrl: string
  /** Seed and inspect data. */
  readonly state: GitHubState
  /** Every request served, in order. */
  readonly requests: RequestLogEntry[]
  /** Schema violations found; tests assert this stays empty. */
  readonly driftErrors: DriftError[]
  readonly faults: FaultRegistry
  /** Latency added to every request, in ms. */
  latencyMs: number
  /** Lockstep rounds (rounds.ts): answers wait until no request arrived for `quietMs`; undefined turns it off. */
  useRounds(quietMs: number | undefined): void
  /** The next `count` review-list calls do not show reviews created from now on (eventual consistency). */
  hideNewReviews(count: number): void
  /** The next `count` GraphQL requests do not show review comments created from now on (eventual consistency). */
  hideNewThreadComments(count: number): void
  /** Test hook: the next response on this route is altered by `mutate` before validation (proves the checker can fail). */
  corruptNextResponse(method: string, route: string, mutate: (body: unknown) => unknown): void
  close(): Promise<void>
}

export async function startGitHubFake(opts: GitHubFakeOptions = {}): Promise<GitHubFake> {
  const server = new FakeServer({
    tokens: opts.tokens ?? { [DEFAULT_FAKE_TOKEN]: DEFAULT_BOT_LOGIN },
    validate: opts.validate ?? true,
    latencyMs: opts.latencyMs ?? 0,
    readOnlyTokens: opts.readOnlyTokens ?? [],
    classicTokenScopes: opts.classicTokenScopes ?? {},
  })
  await server.listen()
  return server
}

const WARM_UP_DOCUMENT = `query WarmUp($owner: String!, $repo: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $repo) { pullRequest(number: $number) { headRefOid isDraft
    reviewThreads(first: 100, after: $after) { totalCount pageInfo { hasNextPage endCursor }
      nodes { id isResolved isOutdated path line comments(first: 100) { nodes { fullDatabaseId body author { login } } } } } } }
}`

/**
 * Loads GitHub's OpenAPI description and GraphQL schema and compiles every route's
 * validator now (about 2 s cold, once per process), so benchmarks time the fake's
 * serving rather than its first-use set-up.
 */
export function warmUpGitHubFake(): void {
  warmUp(
    ROUTES.map((route) => ({
      method: route.method,
      route: route.template,
      status: route.method === 'POST' && route.template.endsWith('/replies') ? 201 : 200,
    })),
  )
  validate(githubSchema(), parse(WARM_UP_DOCUMENT))
}
