import { expect, it } from 'vitest'
import { PARTIAL_COVERAGE_MARKER } from '../../src/core/contracts/markers.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { A_V1, A_V2, AUTH, PUSH_OWNER, PUSH_REPO, usePushWorld, type TeamOutcome } from '../support/action/push-world.js'
import { editReview } from '../support/github-fake/comment-edits.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import { DEFAULT_AUTHOR } from '../support/github-fake/state.js'

/**
 * A delta review starts from the body of the last proven review: its partial-coverage marker says
 * whether every file was read. The pull request's author, with write access, may edit that body
 * (GitHub lets anyone with write access edit a review's summary); removing the marker must not
 * make the next push skip the files the incomplete review left unread.
 */
const NUMBER = 23
const world = usePushWorld('hm-repush-edited-review-', NUMBER, () => [addedFile('src/a.ts', A_V1), addedFile('src/auth/allowed.ts', AUTH)])
const securityFailed: TeamOutcome = {
  status: 'partial',
  budgetExceeded: false,
  errors: [{ agent: 'specialist-security', error: 'model: every configured model failed (HTTP 429)', failureClass: 'model' }],
}

async function reviewedThenEdited(editor: string): Promise<Awaited<ReturnType<typeof world.prepareJob>>> {
  const inputs = { mode: 'blocking' }
  expect((await world.publish(await world.prepareJob('701', inputs), '701-1', { team: securityFailed })).ok).toBe(true)
  const [review] = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER)
  expect(review!.body).toContain(PARTIAL_COVERAGE_MARKER)
  editReview(review!, review!.body.replace(PARTIAL_COVERAGE_MARKER, ''), editor)
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, {
    changes: [changedFile('src/a.ts', A_V1, A_V2)],
    files: [addedFile('src/a.ts', A_V2), addedFile('src/auth/allowed.ts', AUTH)],
  })
  return world.prepareJob('702', inputs)
}

it("reviews the whole pull request again when the author removed the incomplete review's coverage marker", async () => {
  const next = await reviewedThenEdited(DEFAULT_AUTHOR)
  expect(next.prepared.delta).toMatchObject({ kind: 'full' })
  expect(next.prepared.delta.reason).toMatch(/review of [0-9a-f]{7} was edited by octocat since it was posted/)
  expect(next.prepared.index.files.map((f) => f.path).sort()).toEqual(['src/a.ts', 'src/auth/allowed.ts'])
})

it('asks who edited only the review the delta starts from, and trusts an edit by the expected login', async () => {
  const next = await reviewedThenEdited(DEFAULT_BOT_LOGIN)
  // Its own edit (Harbourmaster never makes one) is taken as written: here, a complete review.
  expect(next.prepared.delta).toMatchObject({ kind: 'delta' })
  expect(world.fake.requests.filter((r) => r.graphqlOperation === 'HarbourmasterReviewOriginal')).toHaveLength(1)
})
