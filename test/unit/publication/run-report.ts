import type { RunReport, SummaryFinding } from '../../../src/publication/summary.js'

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

/** A degraded run's report with `text` (pull-request or model text) in every prose field the summary shows. */
export function reportWithTextEverywhere(mode: RunReport['mode'], text: string, finding: SummaryFinding): RunReport {
  return publishedReport({
    mode,
    decision: { outcome: 'degraded', failureClass: 'model', exitFailed: false, message: `degraded: ${text}` },
    findings: [finding],
    dispositions: [{ finding_id: 'hm2-0123456789abcdef', status: 'still-present', note: text }],
    exclusions: [{ path: 'a.bin', reason: text, rule: text }],
    caps: [{ cap: 'max-files', limit: 1, detail: text }],
    incomplete: [text],
    lifecycle: { replied: [], recovered: [], alreadyReplied: [], threadCut: [], resolved: [], notSent: [], warnings: [text] },
    sinkWarnings: [{ sink: 'sarif-file', failureClass: 'internal', message: text }],
  })
}
