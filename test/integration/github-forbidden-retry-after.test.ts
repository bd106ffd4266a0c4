// GitHub's documented answer to a rate limit: "If the retry-after response header is present, you
// should not retry your request until after that many seconds has elapsed." Enterprise Server
// releases before the limit was called "secondary" answer it with HTTP 403, a retry-after and the
// words "abuse detection mechanism": a read so refused waits and is asked again, as one whose
// message names a secondary limit is; a write is never sent again blind (its caller looks for its
// own marker first), so the client hands it back at once.
import { afterEach, describe, expect, it } from 'vitest'
import { GitHubError } from '../../src/core/errors.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { runGraphql } from '../../src/core/github/graphql.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

const PULL_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}'
const ABUSE = {
  message: 'You have triggered an abuse detection mechanism. Please wait a few minutes before you try again.',
  documentation_url: 'https://docs.github.com/enterprise/2.21/v3/#abuse-rate-limits',
}

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

describe('a 403 with retry-after that does not say "secondary rate limit"', () => {
  it('a REST read waits the time named and is asked again', async () => {
    const gh = await client()
    fake?.faults.add({ method: 'GET', route: PULL_ROUTE, status: 403, headers: { 'retry-after': '1' }, body: ABUSE })
    const pull = await gh.rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: 'acme', repo: 'harbour', pull_number: 5 })
    expect(pull.data.number).toBe(5)
    expect(fake?.requests.map((r) => r.status)).toEqual([403, 200])
  })

  it('a GraphQL query waits and is asked again', async () => {
    const gh = await client()
    fake?.faults.add({ route: 'graphql', status: 403, headers: { 'retry-after': '1' }, body: ABUSE })
    const answer = await runGraphql<{ repository: { pullRequest: { number: number } } }>(
      gh.graphql,
      'query Pull($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { pullRequest(number: 5) { number } } }',
      { owner: 'acme', repo: 'harbour' },
    )
    expect(answer.repository.pullRequest.number).toBe(5)
    expect(fake?.requests.map((r) => r.status)).toEqual([403, 200])
  })

  it('a write is sent once and fails naming the wait, for its caller to look for its marker before any retry', async () => {
    const gh = await client()
    fake?.faults.add({ method: 'POST', route: '/repos/{owner}/{repo}/issues/{issue_number}/labels', status: 403, headers: { 'retry-after': '1' }, body: ABUSE })
    const error = await gh.rest
      .request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', { owner: 'acme', repo: 'harbour', issue_number: 5, labels: ['reviewed'] })
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    expect(error).toBeInstanceOf(GitHubError)
    expect(error instanceof Error ? error.message : '').toContain('retry-after')
    expect(fake?.requests.map((r) => r.status)).toEqual([403])
  })
})
