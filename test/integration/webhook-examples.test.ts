import { createRequire } from 'node:module'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readEnvironment } from '../../src/config/environment.js'
import { readSettings } from '../../src/config/settings.js'
import { readPullRequestEvent } from '../../src/context/event.js'
import { ConfigurationError, SkipRun } from '../../src/core/errors.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { prepare } from '../../src/prepare.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { DEFAULT_FAKE_TOKEN, makeFiles, startGitHubFake } from '../support/github-fake/index.js'
import type { GitHubFake } from '../support/github-fake/index.js'
import { runnerEnv, tempDir } from '../support/kit/index.js'

/**
 * Real `pull_request` payloads GitHub documents (@octokit/webhooks-examples)
 * go through event reading, settings and a prepare against the fake seeded
 * from the payload. The package has no fork example, so the fork case is the
 * synchronize payload with its head repository renamed.
 */
interface ExamplePayload {
  action: string
  number: number
  pull_request: {
    number: number
    title: string
    body: string | null
    draft?: boolean
    state: string
    user: { login: string }
    head: { sha: string; ref: string; repo: { full_name: string } | null }
    base: { sha: string; ref: string; repo: { full_name: string } }
  }
  repository: { full_name: string }
}

const require = createRequire(import.meta.url)
const examples =
  (require('@octokit/webhooks-examples/api.github.com/index.json') as { name: string; examples: ExamplePayload[] }[]).find((e) => e.name === 'pull_request')
    ?.examples ?? []

function example(action: string, draft?: boolean): ExamplePayload {
  const found = examples.find((e) => e.action === action && (draft === undefined || (e.pull_request.draft ?? false) === draft))
  if (!found) throw new Error(`no pull_request.${action} example`)
  return structuredClone(found)
}

let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

async function run(payload: ExamplePayload, eventName = 'pull_request') {
  fake = await startGitHubFake()
  const dir = await tempDir('hm-webhook-')
  const eventPath = join(dir, 'event.json')
  await writeFile(eventPath, JSON.stringify(payload))
  const env = readEnvironment(
    runnerEnv({ eventPath, eventName, github: { url: fake.url }, repository: payload.repository.full_name, runnerTemp: join(dir, 'temp') }),
  )
  const settings = readSettings((name) => (name === 'github-token' ? DEFAULT_FAKE_TOKEN : ''))
  const event = await readPullRequestEvent(env)

  const pr = payload.pull_request
  const [owner = '', repo = ''] = payload.repository.full_name.split('/')
  fake.state.addPullRequest({
    owner,
    repo,
    number: pr.number,
    title: pr.title,
    body: pr.body,
    user: pr.user.login,
    state: pr.state === 'closed' ? 'closed' : 'open',
    draft: pr.draft ?? false,
    head: { sha: pr.head.sha, ref: pr.head.ref, repoFullName: pr.head.repo?.full_name ?? payload.repository.full_name },
    base: { sha: pr.base.sha, ref: pr.base.ref },
    files: makeFiles(4),
  })
  const logger = new RecordingLogger()
  const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger })
  const prepared = prepare({ settings, env, event, rest: gh.rest, graphql: gh.graphql, logger, stats: gh.stats })
  return { event, prepared, logger }
}

describe('webhook examples through event reading, settings and prepare', () => {
  it('has the documented pull_request examples', () => {
    expect(examples.map((e) => e.action)).toEqual(expect.arrayContaining(['opened', 'synchronize', 'converted_to_draft', 'closed']))
  })

  it.each(['opened', 'synchronize', 'reopened', 'ready_for_review'])('prepares the %s example', async (action) => {
    const payload = example(action, false)
    const { event, prepared } = await run(payload)
    expect(event).toMatchObject({ action, number: payload.pull_request.number, expectedHeadSha: payload.pull_request.head.sha })
    const result = await prepared
    expect(result.headSha).toBe(payload.pull_request.head.sha)
    expect(result.pr.title).toBe(payload.pull_request.title)
    expect(result.counts.staged).toBe(4)
    const index = JSON.parse(await readFile(join(result.stageDir, 'review-index.json'), 'utf8')) as { pr: { number: number } }
    expect(index.pr.number).toBe(payload.pull_request.number)
  })

  it('skips the draft example (converted_to_draft)', async () => {
    const payload = example('converted_to_draft', true)
    const { event, prepared } = await run(payload)
    expect(event.draft).toBe(true)
    await expect(prepared).rejects.toBeInstanceOf(SkipRun)
  })

  it('skips the closed example', async () => {
    const { prepared } = await run(example('closed'))
    await expect(prepared).rejects.toThrow(/is (closed|merged)/)
  })

  it('skips a fork built from the synchronize example', async () => {
    const payload = example('synchronize')
    if (payload.pull_request.head.repo) payload.pull_request.head.repo.full_name = 'forker/Hello-World'
    const { event, prepared } = await run(payload)
    expect(event.headRepoFullName).toBe('forker/Hello-World')
    await expect(prepared).rejects.toThrow(/fork forker\/Hello-World/)
  })

  it('refuses the same payload delivered as pull_request_target', async () => {
    const dir = await tempDir('hm-webhook-')
    const eventPath = join(dir, 'event.json')
    await writeFile(eventPath, JSON.stringify(example('opened')))
    await expect(readPullRequestEvent({ eventName: 'pull_request_target', eventPath })).rejects.toBeInstanceOf(ConfigurationError)
  })
})
