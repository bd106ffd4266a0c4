import { writeFileSync } from 'node:fs'
import { makeRunMarker } from '../../../src/core/contracts/markers.js'
import type { Finding } from '../../../src/core/contracts/review-payload.js'
import { REVIEW_RECORD_VERSION, TEAM_COMPLETE, reviewRecordSchema, type ReviewRecord } from '../../../src/core/contracts/review-record.js'
import type { z } from 'zod'

type RecordInput = z.input<typeof reviewRecordSchema>

/**
 * A review record (the findings file) of a comment-mode publish_review run on acme/shop, validated as
 * the record schema reads it: what the eval harness scores and a replay publishes. `findings` are the
 * routed ones; `submitted` the editor's payload (the routed findings' own fields by default).
 */
export function reviewRecordOf(shape: {
  headSha: string
  runId: string
  pullNumber?: number
  summary: string
  findings: RecordInput['findings']
  submitted?: readonly Finding[]
  exclusions?: RecordInput['exclusions']
  team?: RecordInput['team']
  score: number
  result: RecordInput['result']
}): ReviewRecord {
  return reviewRecordSchema.parse({
    kind: 'harbourmaster-review-record',
    version: REVIEW_RECORD_VERSION,
    repository: { owner: 'acme', repo: 'shop' },
    pullNumber: shape.pullNumber ?? 7,
    headSha: shape.headSha,
    run: { id: shape.runId, marker: makeRunMarker(shape.runId, shape.headSha) },
    mode: 'comment',
    routing: { blockingSeverity: 'high', maxComments: 25 },
    tool: 'publish_review',
    payload: { summary: shape.summary, findings: [...(shape.submitted ?? [])], dispositions: [] },
    findings: shape.findings,
    exclusions: shape.exclusions ?? [],
    caps: [],
    team: shape.team ?? TEAM_COMPLETE,
    score: shape.score,
    result: shape.result,
  } satisfies RecordInput)
}

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
