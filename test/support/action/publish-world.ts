import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, expect } from 'vitest'
import { buildLineMap } from '../../../src/core/diff/diff-lines.js'
import { preparePublication, type PreparedPublication } from '../../../plugins/lib/publication/payload-to-review.js'
import type { PublishOptions } from '../../../plugins/lib/publication/publish.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../github-fake/index.js'

export const PUBLISH_OWNER = 'acme'
export const PUBLISH_REPO = 'widgets'

/**
 * One pull request on a fresh GitHub fake for each test, and the publisher's inputs for it: what
 * the publication tests that drive publishReview (and the replay's checks) against GitHub's
 * reviews share. Each test's fake must end without schema drift.
 */
export interface PublishWorld {
  readonly fake: GitHubFake
  readonly rest: Octokit
  readonly headSha: string
  readonly number: number
  /** A review with no findings, prepared for `marker` as publish_review prepares one. */
  prepared(marker: string, summary?: string): PreparedPublication
  /** publishReview's options for this pull request, without waits between its confirming reads. */
  options(marker: string, over?: Partial<PublishOptions>): PublishOptions
  /** The reviews on the pull request by the expected login. */
  botReviews(): ReturnType<GitHubFake['state']['reviews']>
}

export function usePublishWorld(input: { number: number; path: string; seed: string }): PublishWorld {
  const patch = makePatch({ seed: input.seed })
  let fake: GitHubFake | undefined
  let rest: Octokit | undefined
  let headSha = ''
  beforeEach(async () => {
    fake = await startGitHubFake()
    headSha = fake.state.addPullRequest({ owner: PUBLISH_OWNER, repo: PUBLISH_REPO, number: input.number, files: [{ filename: input.path, patch }] }).head.sha
    rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
  })
  afterEach(async () => {
    expect(fake?.driftErrors).toEqual([])
    await fake?.close()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('usePublishWorld: used outside a test')
    return value
  }
  return {
    get fake() {
      return started(fake)
    },
    get rest() {
      return started(rest)
    },
    get headSha() {
      return headSha
    },
    number: input.number,
    prepared(marker, summary = 'Reviewed.') {
      const result = preparePublication(
        { summary, findings: [] },
        { marker, allowlist: [input.path], lineMaps: new Map([[input.path, buildLineMap(patch)]]), patches: new Map([[input.path, patch]]), maxComments: 25 },
      )
      if (!result.ok) throw new Error(result.problems.join('\n'))
      return result.publication
    },
    options(marker, over = {}) {
      const noWait = async (): Promise<void> => {}
      return {
        owner: PUBLISH_OWNER,
        repo: PUBLISH_REPO,
        pullNumber: input.number,
        headSha,
        marker,
        expectedLogin: DEFAULT_BOT_LOGIN,
        sleep: noWait,
        confirmDelaysMs: [0],
        ...over,
      }
    },
    botReviews() {
      return started(fake)
        .state.reviews(PUBLISH_OWNER, PUBLISH_REPO, input.number)
        .filter((r) => r.user === DEFAULT_BOT_LOGIN)
    },
  }
}
