import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { ConfigurationError } from '../../src/core/errors.js'
import { buildLineMap } from '../../src/core/diff/diff-lines.js'
import { preparePublication, type PreparedPublication } from '../../plugins/lib/publication/payload-to-review.js'
import { publishReview, type PublishOptions } from '../../plugins/lib/publication/publish.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

/**
 * publish_review lists the pull request's reviews before it posts (a review already there, a
 * pending leftover). GitHub may refuse that read (a token without Pull requests: read, an
 * organization's SAML enforcement): the failure must name the read, not a missing write.
 */
const OWNER = 'acme'
const REPO = 'widgets'
const NUMBER = 7
const PATCH = makePatch({ hunks: 1, seed: 'a' })
const REVIEWS = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'

let fake: GitHubFake
let headSha: string
let rest: Octokit

beforeEach(async () => {
  fake = await startGitHubFake()
  headSha = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files: [{ filename: 'src/a.ts', patch: PATCH }] }).head.sha
  rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

function prepared(): PreparedPublication {
  const result = preparePublication(
    { summary: 'Reviewed.', findings: [] },
    {
      marker: makeRunMarker('1001', headSha),
      allowlist: ['src/a.ts'],
      lineMaps: new Map([['src/a.ts', buildLineMap(PATCH)]]),
      patches: new Map([['src/a.ts', PATCH]]),
      maxComments: 25,
    },
  )
  if (!result.ok) throw new Error(result.problems.join('\n'))
  return result.publication
}

function options(): PublishOptions {
  return {
    owner: OWNER,
    repo: REPO,
    pullNumber: NUMBER,
    headSha,
    marker: makeRunMarker('1001', headSha),
    expectedLogin: DEFAULT_BOT_LOGIN,
    sleep: async () => {},
  }
}

describe('publishReview when GitHub refuses the review listing', () => {
  it('names the listing, a read, on a 403, instead of asking for write access, and posts nothing', async () => {
    fake.faults.add({
      route: REVIEWS,
      method: 'GET',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      headers: { 'x-accepted-github-permissions': 'pull_requests=read' },
    })
    const failure = await publishReview(rest, prepared(), options()).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ConfigurationError)
    const message = failure instanceof Error ? failure.message : ''
    // Before: "GitHub denied the review … the token cannot write to the pull request", though no write was tried.
    expect(message).toMatch(/refused to list the pull request's reviews \(HTTP 403\)/)
    expect(message).toContain('nothing was posted')
    expect(message).toContain('pull_requests=read')
    expect(message).not.toMatch(/cannot write|denied the review/)
    expect(fake.state.reviews(OWNER, REPO, NUMBER)).toHaveLength(0)
    expect(fake.requests.filter((r) => r.method === 'POST' && r.route === REVIEWS)).toHaveLength(0)
  })
})
