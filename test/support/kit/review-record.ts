import { writeFileSync } from 'node:fs'
import { makeRunMarker } from '../../../src/core/contracts/markers.js'
import { REVIEW_RECORD_VERSION, reviewRecordSchema, type ReviewRecord } from '../../../src/core/contracts/review-record.js'

/**
 * A review record (the findings file) of a comment-mode run that found
 * nothing and whose post failed with `failureClass`: what a replay test
 * hands to `replay-findings`, for the pull request and head given.
 */
export function emptyReviewRecord(
  target: { owner: string; repo: string; pullNumber: number; headSha: string },
  runId: string,
  failureClass: string,
): ReviewRecord {
  return reviewRecordSchema.parse({
    kind: 'harbourmaster-review-record',
    version: REVIEW_RECORD_VERSION,
    repository: { owner: target.owner, repo: target.repo },
    pullNumber: target.pullNumber,
    headSha: target.headSha,
    run: { id: runId, marker: makeRunMarker(runId, target.headSha) },
    mode: 'comment',
    routing: { blockingSeverity: 'high', maxComments: 25 },
    tool: 'publish_review',
    payload: { summary: 'Nothing to report.', findings: [], dispositions: [] },
    findings: [],
    exclusions: [],
    caps: [],
    team: { status: 'ok', budgetExceeded: false, errors: [] },
    score: 5,
    result: { outcome: 'failure', failureClass, reviewId: null },
  } satisfies ReviewRecord)
}

export function writeEmptyReviewRecord(path: string, ...args: Parameters<typeof emptyReviewRecord>): void {
  writeFileSync(path, JSON.stringify(emptyReviewRecord(...args)))
}
