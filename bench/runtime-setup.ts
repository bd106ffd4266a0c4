import { join } from 'node:path'
import { readEnvironment, type ActionEnvironment } from '../src/config/environment.js'
import { readSettings } from '../src/config/settings.js'
import { readPullRequestEvent } from '../src/context/event.js'
import { createGitHubClient } from '../src/core/github/client.js'
import { prepare, type PreparedRun } from '../src/prepare.js'
import { RecordingLogger } from '../src/core/telemetry/logger.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake } from '../test/support/github-fake/index.js'
import { countTokens, type RecordedRequest } from '../test/support/model-server/index.js'
import { REPO_ROOT } from './child.js'
import { FANOUT_FILES } from './fanout-pr.js'
import { seedPullRequest } from './synthetic-pr.js'
import { rm } from 'node:fs/promises'

/** What the OpenCode benchmarks share: the binary, agents, the scripted provider, and the staged fan-out PR. */

export const BIN = join(REPO_ROOT, 'node_modules', '.bin', 'opencode')
export const AGENTS_DIR = join(REPO_ROOT, 'agents')
export const PATH_GUARD = join(REPO_ROOT, 'plugins/path-guard.ts')
export const PROVIDER_KEY = { name: 'HARBOURMASTER_PROVIDER_API_KEY', value: 'bench-provider-key' }
export const MODELS = [{ providerID: 'hm', modelID: 'primary' }]

export interface AgentTokens {
  in: number
  out: number
  calls: number
}

export interface TokenTotals extends AgentTokens {
  byAgent: Record<string, AgentTokens>
}

export function tokensByAgent(requests: readonly RecordedRequest[]): TokenTotals {
  const out: TokenTotals = { in: 0, out: 0, calls: 0, byAgent: {} }
  for (const r of requests) {
    const a = (out.byAgent[r.agent] ??= { in: 0, out: 0, calls: 0 })
    a.in += r.promptTokens
    a.out += r.completionTokens
    a.calls += 1
    out.in += r.promptTokens
    out.out += r.completionTokens
    out.calls += 1
  }
  return out
}

/** Where one call's input goes, in the server's tokens: system text, tool schemas, the conversation. */
export function callAnatomy(requests: readonly RecordedRequest[]): Record<string, { system: number; tools: number; conversation: number; total: number }> {
  const out: Record<string, { system: number; tools: number; conversation: number; total: number }> = {}
  for (const r of requests) {
    if (out[r.agent]) continue
    const body = JSON.parse(r.body) as { tools?: unknown[] }
    const system = countTokens(JSON.stringify(r.messages.filter((m) => m.role === 'system')))
    const conversation = countTokens(JSON.stringify(r.messages.filter((m) => m.role !== 'system')))
    out[r.agent] = { system, tools: countTokens(JSON.stringify(body.tools ?? [])), conversation, total: r.promptTokens }
  }
  return out
}

/** Runs the runner's own prepare phase on the fan-out PR, so both reviews read a stage the product wrote. */
export async function stageFanoutPr(runnerTemp: string): Promise<{ prepared: PreparedRun; env: ActionEnvironment }> {
  const fake = await startGitHubFake({ validate: false })
  const seeded = await seedPullRequest(fake, FANOUT_FILES, { threads: 0, reviews: 0, issueComments: 0 })
  try {
    const env = readEnvironment({ ...seeded.env, RUNNER_TEMP: runnerTemp })
    const settings = readSettings((name) => ({ 'github-token': DEFAULT_FAKE_TOKEN, mode: 'silent' })[name] ?? '')
    const logger = new RecordingLogger()
    const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger })
    const prepared = await prepare({ settings, env, event: await readPullRequestEvent(env), rest: gh.rest, graphql: gh.graphql, logger, stats: gh.stats })
    return { prepared, env }
  } finally {
    await fake.close()
    await rm(seeded.dir, { recursive: true, force: true })
  }
}
