import { PARTIAL_COVERAGE_MARKER, parseRunMarkers, sameInstance, sameLogin } from '../contracts/markers.js'

/**
 * Which commits already carry a proven Harbourmaster review, decided from the
 * reviews list GitHub returns (no I/O). A review counts only when all hold:
 * - it was written by the expected identity (markers are plain HTML comments
 *   anyone can type, so a marker from another login proves nothing);
 * - it is submitted (a PENDING review is an interrupted publication);
 * - its body carries a run marker naming the very commit GitHub filed it on
 *   (`commit_id`), so a copied body on another commit does not count;
 * - that marker names the run's own `instance` (none: the default instance), so
 *   another Harbourmaster job on the pull request, posting as the same login
 *   with other specialists or another mode, neither skips this one nor sets its delta base.
 *
 * Used by the one-review-per-commit rule (a run on a head that already has one
 * is skipped, and publish_review posts nothing when another run proved one
 * while this run reviewed) and by delta review (the newest proven head that covered every file is where
 * the ledger starts). The receipt check of the run that posted it is gone with that run;
 * identity, state, commit and marker are what GitHub keeps.
 */
/** The facts of a listed review the rule reads (the runner's Review and the plugin's ListedReview both have them). */
export interface ReviewFacts {
  id: number
  author: string | undefined
  state: string
  body: string | null | undefined
  commitId: string | null | undefined
  submittedAt: string | undefined
}

export interface ProvenReview {
  reviewId: number
  runId: string
  headSha: string
  submittedAt: string | undefined
  /** The review says it left changed files unreviewed (a specialist that did not finish, a cap). */
  partial?: boolean
}

/** Every proven Harbourmaster review, in the order given (GitHub lists oldest first). */
export function provenReviews(reviews: readonly ReviewFacts[], expectedLogin: string, instance?: string): ProvenReview[] {
  const out: ProvenReview[] = []
  for (const review of reviews) {
    if (review.state === 'PENDING' || !review.commitId) continue
    if (!sameLogin(review.author, expectedLogin)) continue
    const marker = parseRunMarkers(review.body).find((m) => m.headSha === review.commitId && sameInstance(m.instance, instance))
    if (!marker) continue
    const partial = review.body?.includes(PARTIAL_COVERAGE_MARKER) === true
    out.push({ reviewId: review.id, runId: marker.runId, headSha: review.commitId, submittedAt: review.submittedAt, ...(partial ? { partial } : {}) })
  }
  return out
}

/** The newest proven review on exactly `headSha`, if any. */
export function provenReviewOn(reviews: readonly ReviewFacts[], headSha: string, expectedLogin: string, instance?: string): ProvenReview | undefined {
  return provenReviews(reviews, expectedLogin, instance)
    .filter((r) => r.headSha === headSha)
    .at(-1)
}

/**
 * Where a delta review starts: the newest proven review that covered every
 * changed file. A newer review that left files unreviewed is returned as
 * `incomplete`: what it missed is only reviewed again from the older base.
 */
export function deltaBase(reviews: readonly ReviewFacts[], expectedLogin: string, instance?: string): { base?: ProvenReview; incomplete?: ProvenReview } {
  const proven = provenReviews(reviews, expectedLogin, instance)
  const base = proven.filter((r) => !r.partial).at(-1)
  const last = proven.at(-1)
  return { ...(base ? { base } : {}), ...(last?.partial ? { incomplete: last } : {}) }
}
