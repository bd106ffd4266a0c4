import type { RunReport } from '../../../src/publication/summary.js'

/** A comment run's report whose review was published with nothing to report; tests override what they look at. */
export function publishedReport(over: Partial<RunReport> = {}): RunReport {
  return {
    mode: 'comment',
    decision: { outcome: 'success', failureClass: undefined, exitFailed: false, message: 'review published' },
    blockingSeverity: 'high',
    findings: [],
    dispositions: [],
    exclusions: [],
    caps: [],
    figures: { modelCalls: 3, unmeteredCalls: 0, tokensIn: 1000, tokensOut: 100, durationMs: 1000 },
    files: {},
    sinkWarnings: [],
    ...over,
  }
}
