import type { Settings } from '../config/settings.js'
import { SkipRun, toHarbourmasterError } from '../core/errors.js'
import type { Logger } from '../core/telemetry/logger.js'
import type { PullRequestEvent } from './event.js'
import { gate, type GateSettings } from './gate.js'
import type { GraphqlPort } from '../core/github/client.js'
import { provenAsPostedOn, reviewAsPosted } from '../core/publication/review-original.js'
import type { PullRequestFacts, Review } from './records.js'

/**
 * The gate with its telemetry: one `gate` event (pass, skip or fail) per run, then the decision or
 * the error as thrown. When the reviewed-head check follows (comment mode), the pass is its to log:
 * a run it skips must not show a pass first.
 */
export function runGate(
  event: PullRequestEvent,
  pr: PullRequestFacts,
  settings: GateSettings,
  logger: Logger,
  options: { headCheckFollows?: boolean } = {},
): void {
  try {
    gate(event, pr, settings)
    if (!options.headCheckFollows) logger.event('gate', 'pass', { pr: pr.number, head: pr.headSha })
  } catch (error) {
    if (error instanceof SkipRun) logger.event('gate', 'skip', { pr: pr.number, reason: error.reason })
    else {
      const failure = toHarbourmasterError(error)
      logger.event('gate', 'fail', { pr: pr.number, class: failure.failureClass, reason: failure.message })
    }
    throw error
  }
}

/**
 * One review per commit (comment mode): a head that already carries a proven
 * Harbourmaster review (a re-run, or an `edited`/`labeled`/`reopened` event
 * that did not move the head) is not reviewed again unless review-same-commit
 * asks for it. Silent and check-only never post, and blocking's verdict is the
 * job status, so those modes always evaluate the commit themselves.
 */
export function checksReviewedHead(settings: Pick<Settings, 'mode' | 'reviewSameCommit'>): boolean {
  return settings.mode === 'comment' && !settings.reviewSameCommit
}

/**
 * The head's proven review ends the run as skipped. One whose body someone other than the expected
 * login edited is judged by what we posted (core/publication/review-original.ts): an edit that wrote our marker into
 * another workflow's review (same login) does not skip the review of the commit, and one that deleted
 * our marker from our review still does. One query per review by the expected login on the head, none on a head without one.
 */
export async function skipReviewedHead(
  settings: Pick<Settings, 'mode' | 'reviewSameCommit' | 'expectedBotLogin' | 'instance'>,
  event: PullRequestEvent,
  logger: Logger,
  headSha: string,
  reviews: readonly Review[],
  graphql: GraphqlPort,
): Promise<void> {
  if (!checksReviewedHead(settings)) return
  const { expectedBotLogin: login, instance } = settings
  const { proven, provenEditedBy, edited } = await provenAsPostedOn(reviews, headSha, login, instance, (id) => reviewAsPosted(graphql, id, login))
  if (proven) {
    // Its listed body may no longer show our marker: say why it still counts.
    const editNote = provenEditedBy ? `, whose body was edited by ${provenEditedBy} since it was posted and is judged by what Harbourmaster posted` : ''
    const reason =
      `commit ${headSha.slice(0, 12)} already has Harbourmaster review ${proven.reviewId} (run ${proven.runId}${editNote}); ` +
      `this '${event.action}' event does not review it twice (set review-same-commit: true to review it again; ` +
      `if that review is another Harbourmaster workflow's or job's, give each one its own 'instance' input)`
    logger.event('gate', 'skip', { pr: event.number, reason, review: proven.reviewId })
    throw new SkipRun(reason, { reviewId: proven.reviewId })
  }
  logger.event('gate', 'pass', { pr: event.number, head: headSha, ...(edited ? { edited_review: edited.review, edited_by: edited.by } : {}) })
}
