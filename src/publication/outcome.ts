import type { Mode } from '../config/settings.js'
import type { FailureClass, HarbourmasterError } from '../core/errors.js'

/**
 * The design's mode table as one pure function: what a run's result means
 * for the job. Nothing here does I/O; main.ts gathers the facts.
 *
 * | mode       | job fails when                                                          |
 * | comment    | configuration error; publication not proven (selected start-up          |
 * |            | failures, the budget and an incomplete team give `degraded` instead)    |
 * | silent     | configuration error                                                     |
 * | check-only | configuration error; findings at or above blocking-severity; no review |
 * |            | recorded, whatever the cause (runtime faults after recording degrade)   |
 * | blocking   | any runtime failure; publication not proven; blocking findings          |
 * strict-runtime: a run with zero observed model calls fails in every mode.
 */
export type Outcome = 'success' | 'degraded' | 'skipped' | 'failure'

/** Where the pipeline was when it failed; start-up failures of the runtime may degrade. */
/** `team`: the review was published (and proven) or recorded, but an agent of the reviewer team failed. */
export type FailurePhase = 'context' | 'startup' | 'review' | 'publication' | 'verify' | 'budget' | 'team'

export interface OutcomeFacts {
  mode: Mode
  /** Set when the run was skipped on purpose (draft, fork). */
  skippedReason?: string
  /** Any failure, normalised; configuration errors included. */
  failure?: { error: HarbourmasterError; phase: FailurePhase }
  /** comment and blocking: true once verification proved the review. */
  publicationProven: boolean
  /**
   * silent and check-only: whether the editor recorded a validated review
   * (record_review's receipt). Without it the findings are unknown, so a
   * check-only gate must not pass: an injected "record nothing" would turn it green.
   */
  recorded?: boolean
  /** The run's findings and the earlier ones still open (below), at or above blocking-severity. */
  blockingFindings: number
  /** Of blockingFindings, earlier findings still open: threads, and body-only findings carried unread. */
  standingBlocking?: number
  /** Of standingBlocking, the body-only findings (no thread): carried because this push did not read their files. */
  standingInBody?: number
  blockingSeverity: string
  strictRuntime: boolean
  modelCalls: number
}

export interface OutcomeDecision {
  outcome: Outcome
  failureClass: FailureClass | undefined
  exitFailed: boolean
  message: string
}

const publishes = (mode: Mode): boolean => mode === 'comment' || mode === 'blocking'

/** Failures a comment run survives as `degraded`: runtime start-up (no model or no OpenCode), the budget, an incomplete team. */
function degradable(failure: NonNullable<OutcomeFacts['failure']>): boolean {
  if (failure.phase === 'budget' || failure.phase === 'team') return true
  return failure.phase === 'startup' && (failure.error.failureClass === 'opencode' || failure.error.failureClass === 'model')
}

function fail(failureClass: FailureClass | undefined, message: string): OutcomeDecision {
  return { outcome: 'failure', failureClass, exitFailed: true, message }
}

export function decideOutcome(facts: OutcomeFacts): OutcomeDecision {
  const { mode, failure } = facts
  if (failure?.error.failureClass === 'configuration') return fail('configuration', failure.error.message)
  const inBody = facts.standingInBody
    ? `, ${facts.standingInBody} of those listed only in an earlier review's body, on a file this push did not review again`
    : ''
  const standing = facts.standingBlocking ? ` (${facts.standingBlocking} of them still open from an earlier push${inBody})` : ''
  const blocking = `${facts.blockingFindings} finding${facts.blockingFindings === 1 ? '' : 's'} at or above ${facts.blockingSeverity}${standing}`
  if (facts.skippedReason !== undefined && !failure) {
    // A blocking run's job status is its verdict: skipped on a review already on GitHub (a replay
    // whose record landed before), that review's findings still fail it, or a re-run turns a red check green.
    if (mode === 'blocking' && facts.blockingFindings > 0)
      return { outcome: 'failure', failureClass: undefined, exitFailed: true, message: `${blocking}: ${facts.skippedReason}` }
    return { outcome: 'skipped', failureClass: undefined, exitFailed: false, message: `skipped: ${facts.skippedReason}` }
  }
  if (facts.strictRuntime && facts.modelCalls === 0) {
    const why = failure ? ` (${failure.error.failureClass}: ${failure.error.message})` : ''
    return fail(failure?.error.failureClass ?? 'model', `strict-runtime: no model call was observed${why}`)
  }
  if (failure) {
    const { error } = failure
    if (mode === 'blocking') return fail(error.failureClass, `blocking mode fails closed: ${error.message}`)
    if (mode === 'comment' && !degradable(failure)) return fail(error.failureClass, error.message)
    // Findings recorded before the fault still gate a check-only run.
    if (mode === 'check-only' && facts.blockingFindings > 0) return fail(error.failureClass, `${blocking}; then ${error.message}`)
    // A fault before record_review (OpenCode down, the model failing, the editor crashing) leaves the findings
    // as unknown as an editor that never calls it: a green gate would let every pull request through an outage.
    if (mode === 'check-only' && facts.recorded === false)
      return fail(error.failureClass, `${error.message}; no review was recorded, so its findings are unknown and the check cannot pass`)
    // silent and check-only never fail on runtime faults, and comment survives selected start-up failures.
    return { outcome: 'degraded', failureClass: error.failureClass, exitFailed: false, message: `degraded: ${error.message}` }
  }
  if (publishes(mode) && !facts.publicationProven) return fail('policy', 'publication not proven')
  if (!publishes(mode) && facts.recorded === false) {
    const why = 'review not recorded: the editor never called record_review, so its findings are unknown'
    if (mode === 'check-only') return fail('policy', `${why}; the check cannot pass`)
    return { outcome: 'degraded', failureClass: 'policy', exitFailed: false, message: `degraded: ${why}` }
  }
  if ((mode === 'check-only' || mode === 'blocking') && facts.blockingFindings > 0) {
    return { outcome: 'failure', failureClass: undefined, exitFailed: true, message: blocking }
  }
  return {
    outcome: 'success',
    failureClass: undefined,
    exitFailed: false,
    message: mode === 'check-only' || mode === 'blocking' ? `no ${blocking}` : 'review complete',
  }
}
