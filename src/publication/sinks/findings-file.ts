import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { REVIEW_RECORD_KIND, REVIEW_RECORD_VERSION, reviewRecordSchema, type ReviewRecord } from '../../core/contracts/review-record.js'
import type { RunReport } from '../summary.js'
import type { ReportSink } from './sink.js'

/**
 * The findings file: the complete, versioned record of the review phase
 * (contracts/review-record.ts). It is written whenever the editor's
 * submission was validated, also when publication then failed, so a botched
 * post can be replayed (`replay-findings`) without paying for the review again.
 */
export function reviewRecordOf(report: RunReport): ReviewRecord | undefined {
  const run = report.record
  if (!run?.recorded) return undefined
  return reviewRecordSchema.parse({
    kind: REVIEW_RECORD_KIND,
    version: REVIEW_RECORD_VERSION,
    repository: { owner: run.owner, repo: run.repo },
    pullNumber: run.pullNumber,
    headSha: run.headSha,
    run: { id: run.runId, marker: run.marker },
    mode: run.mode,
    routing: { blockingSeverity: run.blockingSeverity, maxComments: run.maxComments },
    tool: run.recorded.tool,
    payload: run.recorded.payload,
    findings: [...run.findings],
    ...(run.testVerdicts ? { testVerdicts: [...run.testVerdicts] } : {}),
    exclusions: [...run.exclusions],
    caps: [...run.caps],
    ...(run.team ? { team: run.team } : {}),
    score: run.score,
    result: { outcome: report.decision.outcome, failureClass: report.decision.failureClass ?? null, reviewId: report.reviewId ?? null },
  } satisfies ReviewRecord)
}

export async function writeReviewRecord(path: string, record: ReviewRecord): Promise<string> {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o644 })
  return path
}

export const findingsFileSink: ReportSink = {
  id: 'findings-file',
  kind: 'report',
  async emit(report, context) {
    const record = reviewRecordOf(report)
    if (!record || !context.paths.findingsFile) return undefined
    return { file: await writeReviewRecord(context.paths.findingsFile, record) }
  },
}
