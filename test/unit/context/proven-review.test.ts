import { describe, expect, it } from 'vitest'
import { deltaBase, provenReviewOn, provenReviews } from '../../../src/core/publication/proven-review.js'
import type { Review } from '../../../src/context/records.js'
import { makeRunMarker, parseRunMarkers, PARTIAL_COVERAGE_MARKER } from '../../../src/core/contracts/markers.js'

const BOT = 'github-actions[bot]'
const HEAD = 'a'.repeat(40)
const OLD = 'b'.repeat(40)

function review(id: number, extra: Partial<Review> = {}): Review {
  const commitId = extra.commitId ?? HEAD
  return {
    id,
    author: BOT,
    state: 'COMMENTED',
    body: `Harbourmaster review\n\n${makeRunMarker(`77-${id}`, commitId)}`,
    commitId,
    submittedAt: `2026-01-0${id % 9}T00:00:00Z`,
    ...extra,
  }
}

describe('provenReviewOn', () => {
  it('finds a submitted review by the expected login whose marker names its own commit', () => {
    expect(provenReviewOn([review(1)], HEAD, BOT)).toEqual({ reviewId: 1, runId: '77-1', headSha: HEAD, submittedAt: '2026-01-01T00:00:00Z' })
  })

  it('accepts the login in any case (GitHub logins are case-insensitive)', () => {
    expect(provenReviewOn([review(2, { author: 'GitHub-Actions[bot]' })], HEAD, BOT)?.reviewId).toBe(2)
  })

  it('ignores a marker typed by someone else', () => {
    expect(provenReviewOn([review(3, { author: 'mallory' })], HEAD, BOT)).toBeUndefined()
  })

  it('ignores a pending review (an interrupted publication)', () => {
    expect(provenReviewOn([review(4, { state: 'PENDING' })], HEAD, BOT)).toBeUndefined()
  })

  it('ignores a review on another commit, and one whose marker names a different commit than GitHub filed it on', () => {
    expect(provenReviewOn([review(5, { commitId: OLD })], HEAD, BOT)).toBeUndefined()
    const copied = review(6, { commitId: HEAD, body: makeRunMarker('77-6', OLD) })
    expect(provenReviewOn([copied], HEAD, BOT)).toBeUndefined()
    expect(provenReviewOn([copied], OLD, BOT)).toBeUndefined()
  })

  it('ignores our own reviews without a run marker and reviews without a commit', () => {
    expect(provenReviewOn([review(7, { body: 'a human-looking note by the bot' })], HEAD, BOT)).toBeUndefined()
    expect(provenReviewOn([review(8, { commitId: undefined })], HEAD, BOT)).toBeUndefined()
  })

  it('returns the newest when a commit carries several (a re-run forced with review-same-commit)', () => {
    expect(provenReviewOn([review(1), review(5, { commitId: OLD }), review(3)], HEAD, BOT)?.reviewId).toBe(3)
  })
})

describe('provenReviews and deltaBase', () => {
  it('list proven reviews in GitHub order and start the delta from the newest', () => {
    const all = [review(1, { commitId: OLD }), review(2, { author: 'mallory' }), review(3)]
    expect(provenReviews(all, BOT).map((r) => r.reviewId)).toEqual([1, 3])
    expect(deltaBase(all, BOT)).toEqual({ base: expect.objectContaining({ reviewId: 3, headSha: HEAD }) })
    expect(deltaBase([], BOT)).toEqual({})
  })

  it('start the delta from the newest review that covered every file, naming a newer partial one', () => {
    const partial = review(3)
    const all = [review(1, { commitId: OLD }), { ...partial, body: `${partial.body}\n${PARTIAL_COVERAGE_MARKER}` }]
    const { base, incomplete } = deltaBase(all, BOT)
    expect(base).toMatchObject({ reviewId: 1, headSha: OLD })
    expect(incomplete).toMatchObject({ reviewId: 3, partial: true })
    // A partial marker from another login proves nothing.
    const forged = { ...review(4), author: 'mallory', body: `${review(4).body}\n${PARTIAL_COVERAGE_MARKER}` }
    expect(deltaBase([review(1), forged], BOT)).toEqual({ base: expect.objectContaining({ reviewId: 1 }) })
  })
})

describe('instances (several Harbourmaster jobs posting as one login)', () => {
  const of = (id: number, instance: string | undefined, commitId = HEAD): Review =>
    review(id, { commitId, body: makeRunMarker(`77-${id}`, commitId, instance) })

  it("count only the run's own instance; a marker without one is the default instance's", () => {
    const all = [of(1, undefined), of(2, 'security'), of(3, 'full')]
    expect(provenReviewOn(all, HEAD, BOT, 'security')?.reviewId).toBe(2)
    expect(provenReviewOn(all, HEAD, BOT)?.reviewId).toBe(1)
    expect(provenReviewOn([of(3, 'full')], HEAD, BOT, 'security')).toBeUndefined()
    expect(provenReviewOn([of(3, 'full')], HEAD, BOT)).toBeUndefined()
  })

  it("start the delta from the instance's own last review, not a newer one of another instance", () => {
    expect(deltaBase([of(1, 'security', OLD), of(2, 'full')], BOT, 'security')).toEqual({ base: expect.objectContaining({ reviewId: 1, headSha: OLD }) })
    expect(deltaBase([of(2, 'full')], BOT, 'security')).toEqual({})
  })

  it('read the instance back from the marker, and refuse one that cannot be carried', () => {
    expect(parseRunMarkers(makeRunMarker('77-1', HEAD, 'model-0'))).toEqual([{ runId: '77-1', headSha: HEAD, instance: 'model-0' }])
    expect(makeRunMarker('77-1', HEAD)).toBe(`<!-- harbourmaster:run run=77-1 sha=${HEAD} -->`)
    expect(() => makeRunMarker('77-1', HEAD, 'a b -->')).toThrow(/cannot be carried/)
  })
})
