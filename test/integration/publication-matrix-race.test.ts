import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { buildLineMap } from '../../src/core/diff/diff-lines.js'
import { preparePublication, type PreparedPublication } from '../../plugins/lib/publication/payload-to-review.js'
import { publishReview, type PublishOptions } from '../../plugins/lib/publication/publish.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

/**
 * Two jobs of one workflow run (a matrix) share the run marker's text. A review the other job
 * posts while this job's first POST fails with a 5xx that stored nothing was not listed before
 * that POST, so it is not known as the other job's: the look for what the failed POST stored must
 * still not take it for this run's, since its body is none that this run sent.
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

const marker = (): string => makeRunMarker('9001-1', headSha)

function prepared(summary: string): PreparedPublication {
  const result = preparePublication(
    { summary, findings: [] },
    {
      marker: marker(),
      allowlist: ['src/a.ts'],
      lineMaps: new Map([['src/a.ts', buildLineMap(PATCH)]]),
      patches: new Map([['src/a.ts', PATCH]]),
      maxComments: 25,
    },
  )
  if (!result.ok) throw new Error(result.problems.join('\n'))
  return result.publication
}

function options(over: Partial<PublishOptions> = {}): PublishOptions {
  return {
    owner: OWNER,
    repo: REPO,
    pullNumber: NUMBER,
    headSha,
    marker: marker(),
    expectedLogin: DEFAULT_BOT_LOGIN,
    sleep: async () => {},
    confirmDelaysMs: [0],
    ...over,
  }
}

describe("the other matrix job's review, posted while this job's first POST failed", () => {
  it('is not taken for the review the failed POST stored: this job posts its own', async () => {
    let other = 0
    fake.faults.add({
      method: 'POST',
      route: REVIEWS,
      status: 502,
      // The other job's POST lands as this one's arrives: after this job's first listing.
      when: () => {
        if (other === 0)
          other = fake.state.addReview(OWNER, REPO, NUMBER, {
            user: DEFAULT_BOT_LOGIN,
            body: `Reviewed by the other job.\n\n${marker()}`,
            commitId: headSha,
          }).id
        return true
      },
    })
    const result = await publishReview(rest, prepared('Reviewed by this job.'), options({ mayHaveStored: false, foreign: new Set(), sent: [] }))
    // Before: the look after the 502 found the other job's review by its marker and reported it as this run's.
    expect(result.reviewId).not.toBe(other)
    expect(result.how).toBe('posted')
    const bodies = fake.state.reviews(OWNER, REPO, NUMBER).map((r) => r.body)
    expect(bodies).toHaveLength(2)
    expect(bodies[1]).toContain('Reviewed by this job.')
  })

  it("still finds this job's own review that a failed POST stored, and posts no second one", async () => {
    fake.faults.add({ method: 'POST', route: REVIEWS, status: 502, applyFirst: true })
    const result = await publishReview(rest, prepared('Reviewed by this job.'), options({ mayHaveStored: false, foreign: new Set(), sent: [] }))
    expect(result.how).toBe('found-after-fault')
    expect(fake.state.reviews(OWNER, REPO, NUMBER)).toHaveLength(1)
    expect(result.reviewId).toBe(fake.state.reviews(OWNER, REPO, NUMBER)[0]?.id)
  })
})
