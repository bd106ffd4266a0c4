import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import {
  RECORD_LIMITS,
  REVIEW_RECORD_KIND,
  TEAM_COMPLETE,
  REVIEW_RECORD_VERSION,
  reviewRecordSchema,
  type ReviewRecord,
} from '../../core/contracts/review-record.js'
import type { RunReport } from '../summary.js'
import { fitReviewRecord, type FittedRecord } from './record-fit.js'
import type { ReportSink, SinkContext } from './sink.js'

/**
 * The findings file: the complete, versioned record of the review phase
 * (contracts/review-record.ts). It is written whenever the editor's
 * submission was validated, also when publication then failed, so a botched
 * post can be replayed (`replay-findings`) without paying for the review again.
 */
export function reviewRecordOf(report: RunReport): ReviewRecord | undefined {
  return fittedRecordOf(report)?.record
}

/** The record fitted to the bounds a replay reads (record-fit.ts), validated by the loader's schema. */
export function fittedRecordOf(report: RunReport): FittedRecord | undefined {
  const run = report.record
  if (!run?.recorded) return undefined
  const fitted = fitReviewRecord({
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
    team: run.team ?? { ...TEAM_COMPLETE, errors: [] },
    score: run.score,
    result: { outcome: report.decision.outcome, failureClass: report.decision.failureClass ?? null, reviewId: report.reviewId ?? null },
  })
  // The loader's own schema: what does not pass it is never written as a record a replay would refuse.
  reviewRecordSchema.parse(fitted.record)
  return fitted
}

export async function writeReviewRecord(path: string, record: ReviewRecord): Promise<string> {
  return writeRecordText(path, fitReviewRecord(record).text)
}

async function writeRecordText(path: string, text: string): Promise<string> {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, text, { mode: 0o644 })
  return path
}

/** Nothing is cut silently: the log names each field and count, the job summary's sink warnings say it too. */
function reportCuts(report: RunReport, context: SinkContext, fitted: FittedRecord): void {
  if (fitted.cuts.size === 0) return
  const fields = [...fitted.cuts].map(([field, n]) => `${field}:${n}`).join(',')
  context.logger.event('sink', 'record-cut', { fields, shortened: fitted.shortened, bytes: Buffer.byteLength(fitted.text) })
  const named = [...fitted.cuts].map(([field, n]) => `${field} (${n})`).join(', ')
  report.sinkWarnings.push({
    sink: 'findings-file',
    failureClass: 'policy',
    message:
      `the findings file was cut to the bounds a replay reads (RECORD_LIMITS): ${named}; a cut text ends with "[cut: … characters]", a list keeps its first entries` +
      (fitted.shortened
        ? `, and reasons, errors, details, test ids and the paths of exclusions and test verdicts were cut to ${RECORD_LIMITS.brief} characters and test excerpts left out to stay under ${RECORD_LIMITS.bytes} bytes`
        : ''),
  })
}

export const findingsFileSink: ReportSink = {
  id: 'findings-file',
  kind: 'report',
  async emit(report, context) {
    if (!report.record?.recorded || !context.paths.findingsFile) return undefined
    const fitted = fittedRecordOf(report)
    if (!fitted) return undefined
    const file = await writeRecordText(context.paths.findingsFile, fitted.text)
    reportCuts(report, context, fitted)
    return { file }
  },
}
