import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Finding } from '../../src/core/contracts/review-payload.js'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { buildLineMap } from '../../src/core/diff/diff-lines.js'
import { preparePublication, type PreparedPublication } from '../../plugins/lib/publication/payload-to-review.js'
import { publishReview, type PublishOptions } from '../../plugins/lib/publication/publish.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { findingOf } from '../support/kit/index.js'

/**
 * A 422 on a review whose head moved is a refused head only when the reviewed commit left the
 * pull request (a force-push). After an ordinary push the reviewed commit is still one of the
 * PR's, GitHub takes reviews on it, and a 422 is a refused anchor: the review lands on the commit
 * it reviewed with that finding in its body (docs/configuration.md, a push during the run).
 */
const OWNER = 'acme'
const REPO = 'widgets'
const NUMBER = 7
const PATCH_A = makePatch({ hunks: 2, seed: 'a' })
const PATCH_B = makePatch({ hunks: 1, seed: 'b' })
const REVIEWS = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'

let fake: GitHubFake
let headSha: string
let rest: Octokit

beforeEach(async () => {
  fake = await startGitHubFake()
  const files = [
    { filename: 'src/a.ts', patch: PATCH_A },
    { filename: 'src/b.ts', patch: PATCH_B },
  ]
  headSha = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files }).head.sha
  rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

function finding(over: Partial<Finding> = {}): Finding {
  return findingOf({ body: 'Unchecked.', evidence: 'x', ...over })
}

function prepared(findings: Finding[], patches: Record<string, string>): PreparedPublication {
  const result = preparePublication(
    { summary: 'Reviewed.', findings },
    {
      marker: makeRunMarker('1001', headSha),
      allowlist: Object.keys(patches),
      lineMaps: new Map(Object.entries(patches).map(([path, patch]) => [path, buildLineMap(patch)])),
      patches: new Map(Object.entries(patches)),
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
    confirmDelaysMs: [0],
  }
}

describe('a refused anchor after an ordinary push during the run', () => {
  it('lands the review on the reviewed commit with that finding in the body, not a "head moved, nothing posted" refusal', async () => {
    // The staged patch claims a hunk GitHub's diff does not have: line 91 of src/b.ts is refused.
    const stale = `${PATCH_B}\n@@ -90,3 +90,4 @@\n ctx\n+added\n ctx\n ctx`
    const publication = prepared([finding(), finding({ path: 'src/b.ts', line: 91, title: 'Only in the stale stage' })], {
      'src/a.ts': PATCH_A,
      'src/b.ts': stale,
    })
    // A push on top of the reviewed head (no rewrite): the reviewed commit stays part of the pull request.
    const pushed = { filename: 'src/c.ts', patch: makePatch({ hunks: 1, seed: 'c' }) }
    fake.state.pushCommit(OWNER, REPO, NUMBER, {
      changes: [pushed],
      files: [{ filename: 'src/a.ts', patch: PATCH_A }, { filename: 'src/b.ts', patch: PATCH_B }, pushed],
    })
    // Before: every 422 with a moved head was read as the reviewed commit gone, and nothing was posted.
    const result = await publishReview(rest, publication, options())
    const reviews = fake.state.reviews(OWNER, REPO, NUMBER)
    expect(reviews).toHaveLength(1)
    expect(reviews[0]?.commitId).toBe(headSha)
    expect(reviews[0]?.body).toContain('`src/b.ts:91`')
    expect(result.inlineComments).toBe(1)
    expect(fake.requests.filter((r) => r.method === 'POST' && r.route === REVIEWS).map((r) => r.status)).toEqual([422, 200])
  })
})
