import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { SkipRun } from '../../src/core/errors.js'
import { listReviews } from '../../src/core/github/github-port.js'
import { buildLineMap } from '../../src/core/diff/diff-lines.js'
import { reviewAsPosted } from '../../src/core/publication/review-original.js'
import { alreadyPublished } from '../../src/replay/record-file.js'
import { preparePublication, type PreparedPublication } from '../../plugins/lib/publication/payload-to-review.js'
import { publishReview, type PublishOptions } from '../../plugins/lib/publication/publish.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

/**
 * Anyone who can comment on a pull request can submit a COMMENT review whose body is a copy of
 * Harbourmaster's run marker (the run id and head are public). The publisher's look for its own
 * review (before a post, after a 5xx), its one-review-per-commit check and a replay's
 * already-published check count only reviews by the expected login.
 */
const OWNER = 'acme'
const REPO = 'widgets'
const NUMBER = 12
const REVIEWS = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'
const PATCH = makePatch({ seed: 'l' })

let fake: GitHubFake
let rest: Octokit
let headSha: string

beforeEach(async () => {
  fake = await startGitHubFake()
  headSha = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files: [{ filename: 'src/l.ts', patch: PATCH }] }).head.sha
  rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

function prepared(marker: string): PreparedPublication {
  const result = preparePublication(
    { summary: 'Reviewed.', findings: [] },
    { marker, allowlist: ['src/l.ts'], lineMaps: new Map([['src/l.ts', buildLineMap(PATCH)]]), patches: new Map([['src/l.ts', PATCH]]), maxComments: 25 },
  )
  if (!result.ok) throw new Error(result.problems.join('\n'))
  return result.publication
}

function options(marker: string, over: Partial<PublishOptions> = {}): PublishOptions {
  const noWait = async (): Promise<void> => {}
  return { owner: OWNER, repo: REPO, pullNumber: NUMBER, headSha, marker, expectedLogin: DEFAULT_BOT_LOGIN, sleep: noWait, confirmDelaysMs: [0], ...over }
}

const ours = () => fake.state.reviews(OWNER, REPO, NUMBER).filter((r) => r.user === DEFAULT_BOT_LOGIN)

describe("a copy of Harbourmaster's run marker in someone else's review", () => {
  it("is not taken for this run's review stored before a 5xx: the publisher posts its own", async () => {
    const marker = makeRunMarker('2001', headSha)
    fake.state.addReview(OWNER, REPO, NUMBER, { user: 'mallory', body: `Looks done.\n\n${marker}` })
    fake.faults.add({ method: 'POST', route: REVIEWS, status: 502 })
    const result = await publishReview(rest, prepared(marker), options(marker))
    expect(result.how).toBe('posted')
    expect(ours()).toHaveLength(1)
    expect(result.reviewId).toBe(ours()[0]?.id)
  })

  it('is not taken for a review an earlier attempt of this run stored', async () => {
    const marker = makeRunMarker('2002', headSha)
    fake.state.addReview(OWNER, REPO, NUMBER, { user: 'mallory', body: marker })
    const result = await publishReview(rest, prepared(marker), options(marker, { mayHaveStored: true }))
    expect(result.how).toBe('posted')
    expect(ours()).toHaveLength(1)
  })

  it("is not another run's review of this commit: one review per commit still publishes", async () => {
    fake.state.addReview(OWNER, REPO, NUMBER, { user: 'mallory', body: makeRunMarker('1999', headSha) })
    const marker = makeRunMarker('2003', headSha)
    const result = await publishReview(rest, prepared(marker), options(marker, { oneReviewPerCommit: true, mayHaveStored: false }))
    expect(result.how).toBe('posted')
    // Ours, once it stands, is what a third run finds.
    const third = makeRunMarker('2004', headSha)
    await expect(publishReview(rest, prepared(third), options(third, { oneReviewPerCommit: true, mayHaveStored: false }))).rejects.toThrow(SkipRun)
    expect(ours()).toHaveLength(1)
  })

  it("does not stop a replay as already published; the recording run's own review does", async () => {
    const marker = makeRunMarker('2005', headSha)
    fake.state.addReview(OWNER, REPO, NUMBER, { user: 'mallory', body: marker })
    const target = { owner: OWNER, repo: REPO, pullNumber: NUMBER }
    const read = (id: string) => reviewAsPosted(rest, id, DEFAULT_BOT_LOGIN)
    expect(await alreadyPublished(marker, await listReviews(rest, target), DEFAULT_BOT_LOGIN, read)).toBeUndefined()
    const posted = fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: marker })
    expect((await alreadyPublished(marker, await listReviews(rest, target), DEFAULT_BOT_LOGIN, read))?.id).toBe(posted.id)
  })
})
