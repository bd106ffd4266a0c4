import { parseBodyCutMarker } from '../core/contracts/markers.js'
import type { CapReached } from '../core/contracts/review-index.js'
import { deltaBase, type ReviewFacts } from '../core/publication/proven-review.js'
import type { PushDelta } from './push-delta.js'

/**
 * Body-only findings GitHub's size limit cut from the delta base's body. That body is the only
 * memory of findings listed in it alone (open-in-body.ts), so this push cannot carry them: their
 * alerts close and a gating run stops counting them unless a review reads their files again. The
 * renderer names the count in that review's "Limits reached" (plugins/lib/publication/render.ts);
 * this push reads it back and says it lost them, in its own limits and its telemetry.
 *
 * Read only from the base open-in-body.ts reads (our proven review, as posted), and only from the
 * limits line's hidden marker: the summary and the findings' text are the model's. No I/O.
 */

export function bodyCutCount(reviews: readonly ReviewFacts[], expectedLogin: string, instance: string | undefined, delta: PushDelta): number {
  const edited = delta.kind === 'full' && delta.baseEditedBy !== undefined
  const base = edited ? undefined : deltaBase(reviews, expectedLogin, instance).base
  const body = (edited ? delta.baseOriginal : reviews.find((r) => r.id === base?.reviewId)?.body) ?? ''
  const since = edited ? delta.since : base?.headSha
  if (!since || !body || since !== delta.since) return 0
  return parseBodyCutMarker(body)
}

/** The cap this push names in its review's "Limits reached" (the limit is the count, as a cap's limit is a number). */
export function bodyCutCap(count: number, since: string, delta: PushDelta): CapReached | undefined {
  if (count === 0) return undefined
  const reread =
    delta.kind === 'full'
      ? 'this full review reads their files again, except any it left out'
      : 'this push reviews again only the files changed since, so those on other files are not checked'
  return {
    cap: 'earlier review body size',
    limit: count,
    detail: `${count} body-only finding(s) of the review of ${since.slice(0, 7)} were left out of its body for GitHub's size limit and are lost: this push cannot carry them (not in the SARIF file, not counted by a gating run); ${reread}`,
  }
}

/**
 * Someone else edited the delta base's body and GitHub's edit history no longer shows it as we
 * posted it (or that revision lacks our run marker): its body-only findings are unknown. This full
 * review reads every file again except those it leaves out; findings there are lost, and said.
 */
export function editedBodyLostCap(delta: PushDelta, leftOut: number): CapReached | undefined {
  if (delta.kind !== 'full' || delta.baseEditedBy === undefined || delta.baseOriginal !== undefined || delta.since === undefined) return undefined
  return {
    cap: 'earlier review body edited',
    limit: leftOut,
    detail:
      `the body of the review of ${delta.since.slice(0, 7)} was edited by ${delta.baseEditedBy} and its text as posted is lost from GitHub's edit history, ` +
      `so the findings it listed only in its body cannot be carried: those on the ${leftOut} file(s) this review leaves out are lost (not in the SARIF file, not counted by a gating run)`,
  }
}
