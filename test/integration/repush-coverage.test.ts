import { beforeEach, describe, expect, it } from 'vitest'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { A_V1, A_V2, AUTH, PUSH_OWNER, PUSH_REPO, TEAM_COMPLETE, usePushWorld, type PreparedJob, type TeamOutcome } from '../support/action/push-world.js'
import { type GitHubFake } from '../support/github-fake/index.js'

/**
 * A delta review reviews only what changed since the last proven review, so
 * that review must have covered the whole pull request. One that did not (a
 * specialist failed, the budget stopped the team) is
 * published with what it left out, and the next push must not count those
 * files as reviewed. Two pushes: prepare, publish_review (the plugin's
 * session) on the fake, a fast-forward push, prepare again.
 */
const OWNER = PUSH_OWNER
const REPO = PUSH_REPO
const NUMBER = 9
const V1 = A_V1
const V2 = A_V2

const world = usePushWorld('hm-repush-coverage-', NUMBER, () => [addedFile('src/a.ts', V1), addedFile('src/auth/allowed.ts', AUTH)])
let fake: GitHubFake
beforeEach(() => {
  fake = world.fake
})

const prepareRun = (runId: string): Promise<PreparedJob> => world.prepareJob(runId)

/** publish_review's session, after spawn_reviewers wrote the team's receipt. */
async function publish(job: PreparedJob, runId: string, team: TeamOutcome): Promise<void> {
  expect((await world.publish(job, runId, { team })).ok).toBe(true)
}

const complete: TeamOutcome = TEAM_COMPLETE
const securityFailed: TeamOutcome = {
  status: 'partial',
  budgetExceeded: false,
  errors: [{ agent: 'specialist-security', error: 'model: every configured model failed (HTTP 429)', failureClass: 'model' }],
}

async function secondPush(): Promise<void> {
  fake.state.pushCommit(OWNER, REPO, NUMBER, {
    changes: [changedFile('src/a.ts', V1, V2)],
    files: [addedFile('src/a.ts', V2), addedFile('src/auth/allowed.ts', AUTH)],
  })
}

describe('delta review after an incomplete review', () => {
  it('reviews only the changed file after a complete review (the control)', async () => {
    await publish(await prepareRun('201'), '201-1', complete)
    await secondPush()
    const next = await prepareRun('202')
    expect(next.prepared.delta).toMatchObject({ kind: 'delta' })
    expect(next.prepared.index.files.map((f) => f.path)).toEqual(['src/a.ts'])
    expect(next.prepared.unchangedSinceReview).toEqual(['src/auth/allowed.ts'])
  })

  it('reviews the whole pull request again when the security specialist failed on the last review', async () => {
    const first = await prepareRun('201')
    expect(first.prepared.specialists.map((s) => s.name)).toContain('security')
    await publish(first, '201-1', securityFailed)
    await secondPush()
    const next = await prepareRun('202')
    // The unchanged auth file was never reviewed for security: it is not "unchanged since review".
    expect(next.prepared.delta).toMatchObject({ kind: 'full' })
    expect(next.prepared.delta.kind === 'full' ? next.prepared.delta.reason : '').toMatch(/review of [0-9a-f]{7} was incomplete/)
    expect(next.prepared.index.files.map((f) => f.path).sort()).toEqual(['src/a.ts', 'src/auth/allowed.ts'])
    expect(next.prepared.unchangedSinceReview).toEqual([])
  })

  it('reviews the whole pull request again when the token budget stopped the team, not when only the verifier failed', async () => {
    const budget: TeamOutcome = {
      status: 'budget-exceeded',
      budgetExceeded: true,
      errors: [{ agent: 'specialist-correctness', error: 'token budget exceeded' }],
    }
    await publish(await prepareRun('201'), '201-1', budget)
    await secondPush()
    expect((await prepareRun('202')).prepared.delta).toMatchObject({ kind: 'full' })
    // A verifier that did not finish leaves findings unverified; every file was read.
    await publish(await prepareRun('203'), '203-1', { status: 'partial', budgetExceeded: false, errors: [{ agent: 'verifier', error: 'x' }] })
    fake.state.pushCommit(OWNER, REPO, NUMBER, {
      changes: [changedFile('src/a.ts', V2, V1)],
      files: [addedFile('src/a.ts', V1), addedFile('src/auth/allowed.ts', AUTH)],
    })
    expect((await prepareRun('204')).prepared.delta).toMatchObject({ kind: 'delta' })
  })

  it('starts the delta from the last complete review when a later one was incomplete', async () => {
    await publish(await prepareRun('201'), '201-1', complete)
    const firstHead = fake.state.pull(OWNER, REPO, NUMBER)!.head.sha
    await secondPush()
    await publish(await prepareRun('202'), '202-1', securityFailed)
    fake.state.pushCommit(OWNER, REPO, NUMBER, {
      changes: [],
      files: [addedFile('src/a.ts', V2), addedFile('src/auth/allowed.ts', AUTH), addedFile('src/c.ts', V1)],
    })
    const third = await prepareRun('203')
    expect(third.prepared.delta).toMatchObject({ kind: 'delta', since: firstHead })
  })
})
