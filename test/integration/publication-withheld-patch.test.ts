import { Octokit } from '@octokit/core'
import { afterEach, describe, expect, it } from 'vitest'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { buildLineMap } from '../../src/core/diff/diff-lines.js'
import { preparePublication } from '../../plugins/lib/publication/payload-to-review.js'
import { publishReview } from '../../plugins/lib/publication/publish.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { findingOf } from '../support/kit/index.js'

/**
 * GitHub lists a files page's later rows without a patch once that page's patches reach about
 * 20,000 lines. publish_review's re-check after a 422 reads that listing: a comment on such a file
 * must stay inline, not move to the body as if GitHub's diff had no such line.
 */
const OWNER = 'acme'
const REPO = 'widgets'
const NUMBER = 7
const PATCH_A = makePatch({ hunks: 2, seed: 'a' })
const PATCH_B = makePatch({ hunks: 1, seed: 'b' })
const LONG = `@@ -0,0 +1,20000 @@\n${Array.from({ length: 20_000 }, (_, i) => `+line ${i}`).join('\n')}`

let fake: GitHubFake | undefined

afterEach(async () => {
  expect(fake?.driftErrors).toEqual([])
  await fake?.close()
})

const finding = findingOf

describe('publish_review after a 422 on a pull request with long patches', () => {
  it('keeps inline a comment on a file GitHub lists without its patch after 20,000 patch lines on the page', async () => {
    fake = await startGitHubFake()
    const files = [
      { filename: 'gen/long.ts', patch: LONG },
      { filename: 'src/a.ts', patch: PATCH_A },
      { filename: 'src/b.ts', patch: PATCH_B },
    ]
    const headSha = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files }).head.sha
    // The staged patch of src/b.ts claims a hunk GitHub's diff does not have, so GitHub answers 422.
    const patches = new Map([
      ['gen/long.ts', LONG],
      ['src/a.ts', PATCH_A],
      ['src/b.ts', `${PATCH_B}\n@@ -90,3 +90,4 @@\n ctx\n+added\n ctx\n ctx`],
    ])
    const marker = makeRunMarker('1001', headSha)
    const prepared = preparePublication(
      { summary: 'One specialist reviewed the change.', findings: [finding(), finding({ path: 'src/b.ts', line: 91, title: 'Only in the stale stage' })] },
      { marker, allowlist: [...patches.keys()], lineMaps: new Map([...patches].map(([p, t]) => [p, buildLineMap(t)])), patches, maxComments: 25 },
    )
    if (!prepared.ok) throw new Error(prepared.problems.join('\n'))
    const rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
    const result = await publishReview(rest, prepared.publication, {
      owner: OWNER,
      repo: REPO,
      pullNumber: NUMBER,
      headSha,
      marker,
      expectedLogin: DEFAULT_BOT_LOGIN,
      sleep: async () => {},
      confirmDelaysMs: [0, 0, 0],
    })
    expect(fake.state.reviewComments(OWNER, REPO, NUMBER).map((c) => c.path)).toEqual(['src/a.ts'])
    const body = fake.state.reviews(OWNER, REPO, NUMBER)[0]?.body ?? ''
    expect(body).toContain('`src/b.ts:91`')
    expect(body).not.toContain('`src/a.ts:')
    expect(result.inlineComments).toBe(1)
  })
})
