import type { RunStage } from '../runtime/run-registry.js'

/**
 * What a cancelled run tells the user (pure: the facts are gathered by the
 * cancellation handler from the run's registry and private dir before it is
 * removed): where the run was, and whether a review may exist on GitHub.
 * A review counts as possible from the moment publish_review began (it marks
 * that before its first GitHub request); GitHub may have stored a POST that
 * was in flight when the processes were stopped.
 */
export interface CancelFacts {
  signal: string
  stage: RunStage
  mode: string | undefined
  headSha: string | undefined
  /** spawn_reviewers had marked the specialists' start. */
  specialistsStarted: boolean
  /** The execution receipt existed: the specialists and the verifier had finished. */
  specialistsDone: boolean
  publicationStarted: boolean
  /** From publish_review's receipt: the review it posted. */
  publishedReviewId: number | undefined
  /**
   * The replies to earlier threads after publication (lifecycle.ts), when the run had begun
   * them: how many it planned, had posted, had in flight (GitHub may store one), and not sent.
   */
  replies?: { planned: number; posted: number; inFlight: number; notSent: number }
}

export type ReviewPresence = 'none' | 'possible' | 'posted'

export interface CancelDescription {
  /** Short stage name for telemetry (`cancelled_at=`). */
  at: 'setup' | 'prepare' | 'runtime-start' | 'editor' | 'specialists' | 'publication' | 'conclusion'
  review: ReviewPresence
  reviewId: number | undefined
  /** One sentence for the job summary. */
  message: string
  /** What became of the replies to earlier threads, when the run had begun them. */
  replies?: string
}

const STAGE_TEXT: Record<CancelDescription['at'], string> = {
  setup: 'before the review started',
  prepare: 'while the pull request was read from GitHub (prepare)',
  'runtime-start': 'while the OpenCode runtime was starting',
  editor: 'while the editor agent was working',
  specialists: 'while the specialists were reviewing',
  publication: 'while the review was being published',
  conclusion: 'after publication, while the review was verified and earlier threads answered',
}

function stageOf(facts: CancelFacts): CancelDescription['at'] {
  switch (facts.stage) {
    case 'setup':
      return 'setup'
    case 'prepare':
      return 'prepare'
    case 'runtime':
      return 'runtime-start'
    case 'conclude':
      return 'conclusion'
    case 'review':
      if (facts.publicationStarted || facts.publishedReviewId !== undefined) return 'publication'
      if (facts.specialistsStarted && !facts.specialistsDone) return 'specialists'
      return 'editor'
  }
}

/**
 * The conclusion follows every run, also one that published nothing (silent
 * and check-only modes, a run that failed or was skipped before its review):
 * "after publication" is said only when publication began.
 */
function stageText(at: CancelDescription['at'], facts: CancelFacts): string {
  if (at === 'conclusion' && !facts.publicationStarted && facts.publishedReviewId === undefined) return 'while the run was concluding (outputs, job summary)'
  return STAGE_TEXT[at]
}

export function describeCancellation(facts: CancelFacts): CancelDescription {
  const at = stageOf(facts)
  const commit = facts.headSha ? ` on ${facts.headSha.slice(0, 12)}` : ''
  let review: ReviewPresence = 'none'
  let consequence = 'No review was posted.'
  if (facts.publishedReviewId !== undefined) {
    review = 'posted'
    consequence = `Review ${facts.publishedReviewId} was posted${commit} before the cancellation; the next run finds it by its marker.`
  } else if (facts.publicationStarted) {
    review = 'possible'
    consequence = `Publication had started, so a review may have been posted${commit}; the next run finds it by its marker and does not post a second one on the same commit.`
  }
  return {
    at,
    review,
    reviewId: facts.publishedReviewId,
    message: `The run was cancelled (${facts.signal}) ${stageText(at, facts)}. ${consequence}`,
    ...(facts.replies && facts.replies.planned > 0 ? { replies: describeReplies(facts.replies) } : {}),
  }
}

/**
 * The replies already posted are on GitHub although this run reports no lifecycle: the user
 * learns of them here. The next run reads the threads afresh and posts only what is missing.
 */
function describeReplies(r: NonNullable<CancelFacts['replies']>): string {
  const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`
  const parts = [`${r.posted} of ${plural(r.planned, 'reply', 'replies')} to earlier threads posted`]
  if (r.inFlight > 0) parts.push(`${plural(r.inFlight, 'was', 'were')} in flight (GitHub may have stored ${r.inFlight === 1 ? 'it' : 'them'})`)
  if (r.notSent > 0) parts.push(`${r.notSent} not sent`)
  return `${parts.join(', ')}. The next run (or a re-run of this job) finds a posted reply by its marker and does not post it again; it sends the missing ones and resolves what this run left unresolved. A thread is resolved before its reply: one cut off between the two stays resolved, and its reply follows on the next push: a "Fixed" when that push starts from this review, a "No longer applies" while the file is still gone.`
}

/**
 * Every output of action.yml, as every other path sets them (workflows read them with
 * `if: always()`, and `fromJSON` of an unset count is an expression error). A count is 0 when the
 * run cannot have made it yet: no model is called before the editor starts (the warm-up prompt goes
 * to the runner's own stand-in) and no finding is reported before the review; the earlier findings
 * still open that `blocking-findings` counts are known only before the pull request is read.
 * Once the review ran, its counts died with its processes: empty, never a 0 that would pass a gate.
 */
export function cancelledOutputs(facts: Pick<CancelFacts, 'stage'>, described: Pick<CancelDescription, 'reviewId'>): Record<string, string> {
  const beforeReview = facts.stage === 'setup' || facts.stage === 'prepare' || facts.stage === 'runtime'
  const none = beforeReview ? '0' : ''
  return {
    outcome: 'cancelled',
    'failure-class': '',
    'review-id': described.reviewId === undefined ? '' : String(described.reviewId),
    findings: none,
    'blocking-findings': facts.stage === 'setup' ? '0' : '',
    'model-calls': none,
    'tokens-in': none,
    'tokens-out': none,
    'findings-file': '',
    'sarif-file': '',
    score: '',
    'skipped-reason': '',
  }
}

export function renderCancelledSummary(facts: CancelFacts, described: CancelDescription, cleanup: { stopped: number; removed: boolean }): string {
  const lines = [
    '## ⏹️ Harbourmaster: cancelled',
    '',
    [
      facts.mode ? `**Mode:** ${facts.mode}` : undefined,
      `**Cancelled at:** ${described.at}`,
      `**Review posted:** ${described.review === 'posted' ? `yes (${described.reviewId})` : described.review === 'possible' ? 'possibly' : 'no'}`,
      `**Result:** ${described.message}`,
      described.replies ? `**Replies to earlier threads:** ${described.replies}` : undefined,
    ]
      .filter((x): x is string => x !== undefined)
      .join('  \n'),
    '',
    `Stopped ${cleanup.stopped} process group${cleanup.stopped === 1 ? '' : 's'} of the run; ` +
      (cleanup.removed
        ? 'the private directory (token file, receipts) and the stage were removed.'
        : 'removing the private directory failed; the runner removes its temporary directory at the end of the job.'),
    '',
  ]
  return lines.join('\n')
}
