import { describe, expect, it } from 'vitest'
import { makeRunMarker, parseFindingMarkers, PARTIAL_COVERAGE_MARKER } from '../../src/core/contracts/markers.js'
import { SkipRun } from '../../src/core/errors.js'
import { addedFile } from '../support/action/pushes.js'
import { A_V1, AUTH, divisionFinding, PUSH_OWNER, PUSH_REPO, runConfigOf, TEAM_COMPLETE, usePushWorld, type TeamOutcome } from '../support/action/push-world.js'
import { editReview } from '../support/github-fake/comment-edits.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import { DEFAULT_AUTHOR } from '../support/github-fake/state.js'

/**
 * One review per commit (comment mode) skips a head that already carries a proven review. A review
 * whose reviewer team left files unreviewed (a specialist failed after every model, the token
 * budget) says so in its body and carries the partial-coverage marker: the run ended `degraded`,
 * and "Re-run jobs" is how a team asks for the rest. Such a review does not make the commit
 * reviewed: the re-run (the next attempt of the same workflow run) reviews it, and a run that
 * reviewed every file posts its review although another run's partial one landed meanwhile.
 */
const NUMBER = 33
const world = usePushWorld('hm-reviewed-head-partial-', NUMBER, () => [addedFile('src/a.ts', A_V1), addedFile('src/auth/allowed.ts', AUTH)])
const COMMENT = { mode: 'comment' }
const securityFailed: TeamOutcome = {
  status: 'partial',
  budgetExceeded: false,
  errors: [{ agent: 'specialist-security', error: 'model: every configured model failed (HTTP 429)', failureClass: 'model' }],
}

function botReviews() {
  return world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).filter((r) => r.user === DEFAULT_BOT_LOGIN)
}

describe('a re-run after a review whose team left files unreviewed', () => {
  it('reviews the commit again, whole, instead of skipping it as reviewed', async () => {
    expect((await world.publish(await world.prepareJob('720', COMMENT), '720-1', { team: securityFailed })).ok).toBe(true)
    expect(botReviews()[0]?.body).toContain(PARTIAL_COVERAGE_MARKER)
    const rerun = await world.prepareJob('720-attempt-2', COMMENT)
    expect(rerun.prepared.index.files.map((f) => f.path).sort()).toEqual(['src/a.ts', 'src/auth/allowed.ts'])
    expect(rerun.prepared.delta.kind === 'full' ? rerun.prepared.delta.reason : '').toMatch(/review of [0-9a-f]{7} was incomplete/)
    expect(rerun.logger.find('gate', 'skip')).toEqual([])
  })

  it('reviews it again when someone else edited the partial-coverage marker out of that review: the posted body decides', async () => {
    expect((await world.publish(await world.prepareJob('725', COMMENT), '725-1', { team: securityFailed })).ok).toBe(true)
    const [review] = botReviews()
    editReview(review!, review!.body.replace(PARTIAL_COVERAGE_MARKER, ''), DEFAULT_AUTHOR)
    const rerun = await world.prepareJob('725-attempt-2', COMMENT)
    expect(rerun.prepared.index.files).toHaveLength(2)
  })

  it('still skips the commit after a review that covered every file (the control)', async () => {
    expect((await world.publish(await world.prepareJob('730', COMMENT), '730-1', { team: TEAM_COMPLETE })).ok).toBe(true)
    const error = await world.prepareJob('730-attempt-2', COMMENT).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SkipRun)
    expect((error as SkipRun).reviewId).toBe(botReviews()[0]?.id)
  })
})

describe('two runs on one commit at once, the first to publish left files unreviewed', () => {
  it('the run that reviewed every file still posts its review', async () => {
    const [first, second] = [await world.prepareJob('740', COMMENT), await world.prepareJob('741', COMMENT)]
    expect((await world.publish(first, '740-1', { team: securityFailed, oneReviewPerCommit: true })).ok).toBe(true)
    const result = await world.publish(second, '741-1', { team: TEAM_COMPLETE, oneReviewPerCommit: true })
    expect(result.ok).toBe(true)
    const [partial, complete] = botReviews()
    expect(partial?.body).toContain(makeRunMarker('740-1', first.prepared.headSha))
    expect(complete?.body).toContain(makeRunMarker('741-1', second.prepared.headSha))
    expect(complete?.body).not.toContain(PARTIAL_COVERAGE_MARKER)
  })

  it('a partial review is refused beside a complete one (the control)', async () => {
    const [first, second] = [await world.prepareJob('750', COMMENT), await world.prepareJob('751', COMMENT)]
    expect((await world.publish(first, '750-1', { team: TEAM_COMPLETE, oneReviewPerCommit: true })).ok).toBe(true)
    const result = await world.publish(second, '751-1', { team: securityFailed, oneReviewPerCommit: true })
    expect(result.ok).toBe(false)
    expect(botReviews()).toHaveLength(1)
  })
})

describe("the re-run's review beside the partial one", () => {
  it("does not post the partial review's findings again: their threads are the ledger's", async () => {
    const finding = divisionFinding('src/a.ts', 2)
    expect((await world.publish(await world.prepareJob('760', COMMENT), '760-1', { team: securityFailed, findings: [finding] })).ok).toBe(true)
    const rerun = await world.prepareJob('760-attempt-2', COMMENT)
    const [id] = parseFindingMarkers(world.fake.state.reviewComments(PUSH_OWNER, PUSH_REPO, NUMBER)[0]?.body)
    expect(rerun.prepared.ledger.entries.find((e) => e.findingId === id)).toMatchObject({ action: 'carry' })
    // The team finds it again in the file it re-reads: one thread for it on the pull request, not two.
    expect((await world.publish(rerun, '760-2', { team: TEAM_COMPLETE, findings: [finding], ledger: runConfigOf(rerun).ledger })).ok).toBe(true)
    expect(botReviews()).toHaveLength(2)
    const threads = world.fake.state.reviewComments(PUSH_OWNER, PUSH_REPO, NUMBER).filter((c) => parseFindingMarkers(c.body).includes(id!))
    expect(threads).toHaveLength(1)
  })
})
