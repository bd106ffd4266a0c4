import { renderJobSummary } from '../summary.js'
import type { ReportSink } from './sink.js'

/** The job summary: in silent and check-only modes, all a user gets. */
export const jobSummarySink: ReportSink = {
  id: 'job-summary',
  kind: 'report',
  showsResult: true,
  async emit(report, context) {
    await context.summary.append(renderJobSummary(report))
    return undefined
  },
}
