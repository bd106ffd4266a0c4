import { annotationsSink } from './annotations.js'
import { findingsFileSink } from './findings-file.js'
import { githubReviewSink } from './github-review.js'
import { jobSummarySink } from './job-summary.js'
import { sarifFileSink } from './sarif-file.js'
import type { Sink } from './sink.js'

/**
 * Every destination of a run's record, in the order the runner drives them:
 * the GitHub review's proof first (it decides the outcome), then the report
 * sinks; the job summary last so it names the files written and the
 * warnings of the sinks before it.
 */
export const SINKS: readonly Sink[] = [githubReviewSink, findingsFileSink, sarifFileSink, annotationsSink, jobSummarySink]
