import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeEmptyReviewRecord, tempDir } from '../support/kit/index.js'
import { NO_MODEL } from '../support/action/replay-world.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, startGitHubFake, type FakePullRequest, type GitHubFake } from '../support/github-fake/index.js'

/**
 * A replay publishes through publish_review's own session, so a refusal it can
 * name must reach the run with the class an editor run would give it: a token
 * without pull-requests: write is `configuration` naming the permission
 * (docs/configuration.md, Permissions per mode), never "policy".
 */

let fake: GitHubFake | undefined
let dir: string | undefined
let result: ScenarioResult | undefined
afterEach(async () => {
  await result?.close()
  await fake?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
  result = fake = dir = undefined
})

function writeRecord(path: string, pr: FakePullRequest): void {
  writeEmptyReviewRecord(path, { owner: OWNER, repo: REPO, pullNumber: pr.number, headSha: pr.head.sha }, '8000-1', 'configuration')
}

/** A replay of a recorded review on a fresh pull request of `github`; `setup` adds its faults. */
async function replay(github: GitHubFake, setup?: (fake: GitHubFake, pr: FakePullRequest) => void): Promise<ScenarioResult> {
  fake = github
  dir = await tempDir('hm-replay-class-')
  const recordPath = join(dir, 'record.json')
  return runScenario({
    fake,
    mode: 'comment',
    files: [{ filename: 'src/a.ts', patch: '@@ -1 +1 @@\n-a\n+b' }],
    script: NO_MODEL,
    inputs: { 'replay-findings': recordPath },
    setup: (f, pr) => {
      writeRecord(recordPath, pr)
      setup?.(f, pr)
    },
  })
}

describe('replay-findings whose POST GitHub refuses', () => {
  it('fails as configuration naming pull-requests: write, as an editor run would, after one POST', async () => {
    result = await replay(await startGitHubFake({ readOnlyTokens: [DEFAULT_FAKE_TOKEN] }))
    expect(result.reviews()).toHaveLength(0)
    // GitHub said which permission it lacks: one POST, not one per attempt.
    expect(result.fake.requests.filter((r) => r.method === 'POST' && r.route?.endsWith('/reviews'))).toHaveLength(1)
    expect(result.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration' })
    expect(result.result.concluded?.decision.message).toContain('pull-requests: write')
    expect(result.logger.find('run', 'summary')[0]).toMatchObject({ outcome: 'failure', class: 'configuration' })
  }, 120_000)

  it('fails as github when GitHub refuses the POST with an error no attempt gets past (a fault, not a policy refusal)', async () => {
    result = await replay(await startGitHubFake(), (f) =>
      f.faults.add({ method: 'POST', route: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews', status: 404, times: 100, body: { message: 'Not Found' } }),
    )
    expect(result.reviews()).toHaveLength(0)
    expect(result.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'github' })
    expect(result.logger.find('run', 'summary')[0]).toMatchObject({ outcome: 'failure', class: 'github' })
  }, 120_000)
})

describe('replay-findings when another run reviews the commit while the replay publishes', () => {
  it('ends skipped naming that review, as an editor run does, never failed by the POST that lost the race', async () => {
    let other: number | undefined
    result = await replay(await startGitHubFake(), (f, pr) =>
      f.faults.add({
        method: 'POST',
        route: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
        status: 404,
        times: 1,
        body: { message: 'Not Found' },
        // Another run's proven review of this head lands just as the replay's first POST is refused.
        when: () => {
          if (other === undefined)
            other = f.state.addReview(OWNER, REPO, pr.number, { user: DEFAULT_BOT_LOGIN, body: `Reviewed.\n\n${makeRunMarker('8100-1', pr.head.sha)}` }).id
          return true
        },
      }),
    )
    expect(other).toBeDefined()
    expect(result.reviews().map((r) => r.id)).toEqual([other])
    expect(result.outputs).toMatchObject({ outcome: 'skipped', 'review-id': String(other) })
  }, 120_000)
})
