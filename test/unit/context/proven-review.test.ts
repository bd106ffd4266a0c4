import { describe, expect, it } from 'vitest'
import { lastProvenReview, provenReviewOn, provenReviews } from '../../../src/core/publication/proven-review.js'
import type { Review } from '../../../src/context/records.js'
import { makeRunMarker } from '../../../src/core/contracts/markers.js'

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

describe('provenReviews and lastProvenReview', () => {
  it('list proven reviews in GitHub order and give the newest for delta review', () => {
    const all = [review(1, { commitId: OLD }), review(2, { author: 'mallory' }), review(3)]
    expect(provenReviews(all, BOT).map((r) => r.reviewId)).toEqual([1, 3])
    expect(lastProvenReview(all, BOT)?.headSha).toBe(HEAD)
    expect(lastProvenReview([], BOT)).toBeUndefined()
  })
})
