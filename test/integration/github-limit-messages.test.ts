// What a run's failure says when GitHub's rate limit outlasts the waits the client allows, or a
// write is refused for a permission. The message is all a user reads: it must say which limit,
// until when (GitHub names the reset), and never send them to the token's permissions for it.
import { afterEach, describe, expect, it } from 'vitest'
import { GitHubError } from '../../src/core/errors.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { runGraphql } from '../../src/core/github/graphql.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

const PULL_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}'
const DOCS = 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api'

let fake: GitHubFake | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

async function client() {
  fake = await startGitHubFake()
  fake.state.addPullRequest({ owner: 'acme', repo: 'harbour', number: 5, user: 'dev', files: [] })
  return createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger: new RecordingLogger(), retryBaseMs: 10 })
}

/** A reset an hour away, in GitHub's epoch seconds, and as the message should give it. */
function resetInAnHour(): { header: string; shown: string } {
  const seconds = Math.floor(Date.now() / 1000) + 3600
  return { header: String(seconds), shown: new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') }
}

async function failureOf(promise: Promise<unknown>): Promise<GitHubError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(GitHubError)
  return error as GitHubError
}

describe('the message of a GitHub failure', () => {
  it('a spent primary rate limit (REST) names its reset time, not a missing permission', async () => {
    const gh = await client()
    const reset = resetInAnHour()
    fake?.faults.add({
      method: 'GET',
      route: PULL_ROUTE,
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset.header, 'x-ratelimit-used': '5000' },
      body: { message: 'API rate limit exceeded for installation ID 1234567.', documentation_url: DOCS },
    })
    const error = await failureOf(gh.rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: 'acme', repo: 'harbour', pull_number: 5 }))
    expect(error.failureClass).toBe('github')
    expect(error.message).toContain(`primary rate limit is spent until ${reset.shown}`)
    expect(error.message).not.toMatch(/lacks a permission/)
  })

  it('a spent primary rate limit (GraphQL: HTTP 200, RATE_LIMITED) names its reset time and what GitHub said', async () => {
    const gh = await client()
    const reset = resetInAnHour()
    fake?.faults.add({
      route: 'graphql',
      status: 200,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset.header, 'x-ratelimit-resource': 'graphql' },
      body: { data: null, errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded for installation ID 1234567.' }] },
    })
    const error = await failureOf(runGraphql(gh.graphql, 'query HarbourmasterViewer { viewer { login } }', {}))
    expect(error.failureClass).toBe('github')
    expect(error.message).toContain('API rate limit exceeded for installation ID 1234567.')
    expect(error.message).toContain(`primary rate limit is spent until ${reset.shown}`)
  })

  it('a secondary rate limit asking for a longer wait than the run allows names that wait, not a missing permission', async () => {
    const gh = await client()
    fake?.faults.addSecondaryRateLimit(PULL_ROUTE, { method: 'GET', retryAfterSeconds: 3600 })
    const error = await failureOf(gh.rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: 'acme', repo: 'harbour', pull_number: 5 }))
    expect(error.failureClass).toBe('github')
    expect(error.message).toContain('secondary rate limit asked for a wait of 3600 s, its retry-after, longer than the 60 s a run waits')
    expect(error.message).not.toMatch(/lacks a permission/)
  })

  it('a write refused for a permission names the permission GitHub accepts', async () => {
    const gh = await client()
    fake?.faults.add({
      method: 'POST',
      route: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
      status: 403,
      headers: { 'x-accepted-github-permissions': 'issues=write; pull_requests=write' },
      body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest/issues/labels' },
    })
    const error = await failureOf(
      gh.checkedWrites.rest.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', {
        owner: 'acme',
        repo: 'harbour',
        issue_number: 5,
        labels: ['x'],
      }),
    )
    expect(error.message).toContain('GitHub accepts: issues=write; pull_requests=write')
  })
})
