import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_FILES } from '../fixtures/demo-pr.js'
import { startGitHubFake, type FakePullRequest, type GitHubFake } from '../support/github-fake/index.js'
import { OWNER, REPO, runActionOnce, tempDir, writePullRequestEvent } from '../support/kit/index.js'

/**
 * An empty provider-api-key ends the run `skipped` and green before anything is spent
 * (docs/configuration.md#runs-without-secrets): that is what a fork's or Dependabot's run must
 * do, since GitHub gives them no repository secrets. A pull request from a branch of the
 * repository itself does get them, so there the empty key is a secret that does not exist
 * (a misspelt name, one of another repository or environment): a `configuration` failure, whose
 * message names the input and where to add the secret.
 */
let fake: GitHubFake
let dir: string
let pr: FakePullRequest

beforeEach(async () => {
  fake = await startGitHubFake()
  pr = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 42, files: DEMO_FILES.slice(0, 2) })
  dir = await tempDir('hm-no-key-')
})

afterEach(async () => {
  await fake.close()
  await rm(dir, { recursive: true, force: true })
})

async function runWithoutKey(headRepo: string | undefined, actor = 'octocat', mode = 'comment', event: { draft?: boolean; action?: string } = {}) {
  const eventPath = await writePullRequestEvent(join(dir, 'event.json'), {
    ...event,
    number: 42,
    headSha: pr.head.sha,
    baseSha: pr.base.sha,
    ...(headRepo ? { headRepo } : {}),
    sender: actor,
  })
  return runActionOnce({
    github: fake,
    eventName: 'pull_request',
    eventPath,
    runnerTemp: dir,
    mode,
    actor,
    inputs: { model: 'anthropic/claude-sonnet-4-5', 'provider-api-key': '' },
  })
}

describe('an empty provider-api-key', () => {
  // Such a run is given the repository's secrets, so the empty key is certainly a missing secret:
  // a configuration error like any other, in every mode. Green would let a required check (blocking,
  // check-only) pass on every branch of the repository without a review, with only a warning to see.
  it.each(['comment', 'silent', 'check-only', 'blocking'])(
    'on a pull request from the repository itself (%s): a configuration failure naming the input and the fix',
    async (mode) => {
      const run = await runWithoutKey(undefined, 'octocat', mode)
      expect(run.result.concluded?.decision).toMatchObject({ outcome: 'failure', failureClass: 'configuration', exitFailed: true })
      expect(run.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration', 'skipped-reason': '', 'model-calls': '0' })
      const message = run.result.concluded?.decision.message ?? ''
      expect(message).toContain('provider-api-key')
      expect(message).toContain('Settings > Secrets and variables > Actions')
      expect(message).toContain('does not exist or is empty')
      expect(run.summaries.join('\n')).toContain('does not exist or is empty')
      expect(run.logger.find('gate', 'fail')).toEqual([expect.objectContaining({ class: 'configuration', same_repository: 'true' })])
      expect(run.logger.find('gate', 'skip')).toEqual([])
      // Nothing was read beyond the event: the key is checked before any GitHub request.
      expect(fake.requests).toEqual([])
    },
  )

  // The event already says this run reviews nothing (a draft under skip-drafts, a closing event):
  // it stays the green skip it always was, with the warning, and the pull request that needs the key fails.
  it.each([
    ['a draft', { draft: true }],
    ['a closing event', { action: 'closed' }],
  ])('on %s from the repository itself: skipped and green, with the warning naming the missing secret', async (_, event) => {
    const run = await runWithoutKey(undefined, 'octocat', 'blocking', event)
    expect(run.result.concluded?.decision).toMatchObject({ outcome: 'skipped', exitFailed: false })
    const warnings = run.annotations.filter((a) => a.kind === 'warning')
    expect(warnings).toEqual([expect.objectContaining({ message: expect.stringContaining('does not exist or is empty') })])
    expect(run.logger.find('gate', 'skip')).toEqual([expect.objectContaining({ same_repository: 'true' })])
  })

  it.each([
    ['a fork', 'someone/shop', 'octocat'],
    ['Dependabot', undefined, 'dependabot[bot]'],
  ])('on a pull request from %s: skipped and green, without a warning', async (_, headRepo, actor) => {
    const run = await runWithoutKey(headRepo, actor)
    expect(run.result.concluded?.decision).toMatchObject({ outcome: 'skipped', exitFailed: false })
    expect(run.annotations).toEqual([])
    expect(run.outputs['skipped-reason']).not.toContain('does not exist or is empty')
  })
})
