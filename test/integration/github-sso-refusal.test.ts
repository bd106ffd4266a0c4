// A classic token not authorized for an organization's SAML single sign-on: GitHub answers 403
// with an X-GitHub-SSO header whose URL authorizes the token. No permission of the workflow fixes
// that, so the failure must name single sign-on and where to authorize, not permissions: to grant.
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigurationError } from '../../src/core/errors.js'
import { toHarbourmasterError } from '../../src/core/errors.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { tokenRefusal } from '../../src/context/token-refusal.js'
import { runGraphql } from '../../src/core/github/graphql.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

let fake: GitHubFake | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

describe('a token GitHub refuses for SAML single sign-on', () => {
  it('fails configuration naming single sign-on and the page to authorize the token, not a permission to grant', async () => {
    fake = await startGitHubFake()
    fake.state.addPullRequest({ owner: 'acme', repo: 'harbour', number: 5, user: 'dev', files: [] })
    fake.faults.add({
      method: 'GET',
      route: '/repos/{owner}/{repo}/pulls/{pull_number}',
      status: 403,
      headers: { 'x-github-sso': 'required; url=https://github.com/orgs/acme/sso?authorization_request=A1B2C3D4E5' },
      body: {
        message: 'Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization.',
        documentation_url: 'https://docs.github.com/articles/authenticating-to-a-github-organization-with-saml-single-sign-on/',
      },
    })
    const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger: new RecordingLogger(), retryBaseMs: 10 })
    const error = await gh.rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: 'acme', repo: 'harbour', pull_number: 5 }).then(
      () => undefined,
      (e: unknown) => e,
    )
    const failure = tokenRefusal(toHarbourmasterError(error))
    expect(failure).toBeInstanceOf(ConfigurationError)
    expect(failure.message).toContain('SAML single sign-on')
    expect(failure.message).toContain('https://github.com/orgs/acme/sso')
    expect(failure.message).not.toContain("Grant the workflow 'contents: read'")
    // The authorization request in the header's URL is the token owner's, not for a job log.
    expect(failure.message).not.toContain('A1B2C3D4E5')
  })
  it('a write refused so names single sign-on in its GitHub failure too', async () => {
    fake = await startGitHubFake()
    fake.state.addPullRequest({ owner: 'acme', repo: 'harbour', number: 5, user: 'dev', files: [] })
    fake.faults.add({
      method: 'POST',
      route: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
      status: 403,
      headers: { 'x-github-sso': 'required; url=https://github.com/orgs/acme/sso?authorization_request=A1B2C3D4E5' },
      body: { message: 'Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization.' },
    })
    const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger: new RecordingLogger(), retryBaseMs: 10 })
    const error = await gh.checkedWrites.rest
      .request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', { owner: 'acme', repo: 'harbour', issue_number: 5, labels: ['x'] })
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    const message = error instanceof Error ? error.message : ''
    expect(message).toContain("organization's SAML single sign-on: sign in at https://github.com/orgs/acme/sso")
    expect(message).not.toContain('A1B2C3D4E5')
  })
  it('a GraphQL read refused so (HTTP 200, FORBIDDEN with saml_failure) names single sign-on, not a permission to grant', async () => {
    fake = await startGitHubFake()
    fake.state.addPullRequest({ owner: 'acme', repo: 'harbour', number: 5, user: 'dev', files: [] })
    // GitHub answers a GraphQL read of a SAML-protected organization's data with 200, a FORBIDDEN
    // error marked saml_failure next to null data, and the same X-GitHub-SSO header as REST.
    fake.faults.add({
      route: 'graphql',
      headers: { 'x-github-sso': 'required; url=https://github.com/orgs/acme/sso?authorization_request=A1B2C3D4E5' },
      graphqlErrors: [
        {
          message: 'Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization.',
          type: 'FORBIDDEN',
          path: ['repository', 'pullRequest'],
          extensions: { saml_failure: true },
        },
      ],
    })
    const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger: new RecordingLogger(), retryBaseMs: 10 })
    const error = await runGraphql(
      gh.graphql,
      'query Pull($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { pullRequest(number: 5) { id } } }',
      {
        owner: 'acme',
        repo: 'harbour',
      },
    ).then(
      () => undefined,
      (e: unknown) => e,
    )
    const failure = tokenRefusal(toHarbourmasterError(error))
    expect(failure).toBeInstanceOf(ConfigurationError)
    expect(failure.message).toContain('SAML single sign-on')
    expect(failure.message).toContain('https://github.com/orgs/acme/sso')
    expect(failure.message).not.toContain("Grant the workflow 'contents: read'")
    expect(failure.message).not.toContain('A1B2C3D4E5')
  })
})
