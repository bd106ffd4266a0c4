// The token's identity against expected-bot-login. A workflow that passes another token (a
// GitHub App's, a personal one) and keeps the default expected-bot-login used to get a review
// posted under that identity and then a failed run: "publication not proven", the review
// counted as a forged copy of the marker, and every later run ignoring it. prepare learns the
// identity from the thread query it sends anyway (GraphQL `viewer` answers installation tokens,
// which GET /user refuses) and stops before any agent runs or the token is handed over.
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readEnvironment } from '../../src/config/environment.js'
import { readSettings } from '../../src/config/settings.js'
import { readPullRequestEvent } from '../../src/context/event.js'
import { ConfigurationError } from '../../src/core/errors.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { prepare } from '../../src/prepare.js'
import { makeFiles, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { eventOf, githubToken, runnerEnv, writePullRequestEvent, tempDir } from '../support/kit/index.js'

let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

/** Prepares a run whose token acts as `login` (an installation token for a bot, else a personal one). */
async function prepareWith(login: string, inputs: Record<string, string>) {
  await fake?.close()
  const token = githubToken(0x51, login.endsWith('[bot]') ? 'installation' : 'personal')
  fake = await startGitHubFake({ tokens: { [token]: login } })
  const pull = fake.state.addPullRequest({ owner: 'acme', repo: 'harbour', number: 7, user: 'dev', files: makeFiles(2) })
  const dir = await tempDir('hm-identity-')
  const eventPath = await writePullRequestEvent(join(dir, 'event.json'), eventOf(pull))
  const env = readEnvironment(runnerEnv({ eventPath, github: { url: fake.url }, repository: 'acme/harbour', runnerTemp: join(dir, 'temp'), runId: '77' }))
  const settings = readSettings((name) => ({ 'github-token': token, ...inputs })[name] ?? '')
  const logger = new RecordingLogger()
  const gh = createGitHubClient({ token, apiUrl: env.apiUrl, logger, retryBaseMs: 20 })
  const event = await readPullRequestEvent(env)
  return prepare({ settings, env, event, rest: gh.rest, graphql: gh.graphql, logger, stats: gh.stats })
}

async function refusal(run: Promise<unknown>): Promise<ConfigurationError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ConfigurationError)
  return error as ConfigurationError
}

describe("the token's identity", () => {
  it('refuses, before any review, a GitHub App token when expected-bot-login keeps its default, naming the login to set', async () => {
    const error = await refusal(prepareWith('review-app[bot]', { mode: 'comment' }))
    expect(error.input).toBe('expected-bot-login')
    expect(error.message).toContain("'review-app[bot]'")
    expect(error.message).toContain('expected-bot-login: review-app[bot]')
    expect(fake?.state.reviews('acme', 'harbour', 7)).toEqual([])
  })

  it('refuses a personal token in blocking mode the same way', async () => {
    const error = await refusal(prepareWith('octocat', { mode: 'blocking' }))
    expect(error.message).toContain('expected-bot-login: octocat')
  })

  it('accepts the token when expected-bot-login names its identity, whatever the case', async () => {
    await expect(prepareWith('review-app[bot]', { mode: 'comment', 'expected-bot-login': 'Review-App[bot]' })).resolves.toMatchObject({
      headSha: expect.any(String),
    })
  })

  it('accepts the workflow token under the default expected-bot-login, and a personal token named by it', async () => {
    await expect(prepareWith('github-actions[bot]', { mode: 'comment' })).resolves.toBeDefined()
    await expect(prepareWith('octocat', { mode: 'comment', 'expected-bot-login': 'octocat' })).resolves.toBeDefined()
  })

  it('takes a managed user of an enterprise (GHE.com, Enterprise Managed Users: handle_shortcode) at the login the refusal names', async () => {
    const error = await refusal(prepareWith('review-bot_acme', { mode: 'comment' }))
    expect(error.message).toContain('expected-bot-login: review-bot_acme')
    await expect(prepareWith('review-bot_acme', { mode: 'comment', 'expected-bot-login': 'review-bot_acme' })).resolves.toBeDefined()
  })

  it('lets silent and check-only runs, which publish nothing, go ahead under another identity', async () => {
    await expect(prepareWith('review-app[bot]', { mode: 'silent' })).resolves.toBeDefined()
    await expect(prepareWith('octocat', { mode: 'check-only' })).resolves.toBeDefined()
  })
})
