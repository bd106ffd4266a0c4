import type { UsageSummary } from '../../../src/core/opencode/events-usage.js'
import { logUsage } from '../../../src/core/opencode/events-usage.js'
import type { Logger } from '../../../src/core/telemetry/logger.js'
import { buildReceipt, writeAssessments, writeReceipt, writeTestVerdicts, type ReceiptExtra } from './execution-receipt.js'
import { notVerified, type CandidateSet, type ReviewPlan, type SpecialistReport, type Verification } from './team-phases.js'
import type { TeamLog } from './team.js'
import type { VerdictCounts, VerifiedFinding } from './verifier.js'

/**
 * The last phases of spawn_reviewers: from what the team returned, the
 * receipts the runner and publish_review trust (execution receipt,
 * assessments, test verdicts) and the result the editor's model receives.
 */

/** What the team's phases returned; a phase that never ran left its part empty. */
export interface TeamReview {
  reports: SpecialistReport[]
  candidates: CandidateSet
  verification: Verification
}

export interface TeamOutcome {
  review: TeamReview
  usage: UsageSummary
  log: TeamLog
  startedAt: number
}

/** What the editor's model receives: verified findings and counts, never transcripts. */
export interface EditorResult {
  status: ReceiptExtra['status']
  findings: VerifiedFinding[]
  counts: VerdictCounts & {
    candidates: number
    returned: number
    dropped: number
    invalid: number
    out_of_scope: number
    duplicates: number
    already_tracked: number
  }
  specialists: SpecialistReport[]
  verifier: Verification['verifier']
  note: string
}

export const NO_USAGE: UsageSummary = { modelCalls: 0, unmeteredCalls: 0, tokensIn: 0, tokensOut: 0, toolCalls: 0, sessions: [], byAgent: {} }

export function emptyReview(): TeamReview {
  return { reports: [], candidates: { candidates: [], duplicates: 0, known: 0, recheck: [] }, verification: notVerified() }
}

const NOTE =
  'Each finding carries its confidence before and after verification, the verdict and the route trusted code chose: inline (a comment), escalate (listed for a human look). Findings routed to drop are not listed, only counted. Publish every listed finding; routing is applied again at publication.'

export function extraOf(outcome: TeamOutcome): ReceiptExtra {
  const { reports, candidates, verification } = outcome.review
  const { budgetExceeded, errors } = outcome.log
  const ran = reports.filter((r) => r.status !== 'skipped')
  // A specialist whose answer held no findings JSON reviewed nothing usable: it counts as failed here.
  const failed = ran.filter((r) => r.status === 'failed' || r.status === 'no-json')
  const status: ReceiptExtra['status'] = budgetExceeded
    ? 'budget-exceeded'
    : ran.length > 0 && failed.length === ran.length
      ? 'failed'
      : failed.length > 0 || verification.verifier.status === 'failed'
        ? 'partial'
        : 'ok'
  return {
    status,
    // An answer without a findings list is a failed agent, named as such, and counts no invalid finding (findings.ts).
    invalid: reports.reduce((n, r) => n + r.invalid, 0),
    outOfScope: reports.reduce((n, r) => n + r.out_of_scope, 0),
    duplicates: candidates.duplicates,
    returned: verification.verified.filter((f) => f.route !== 'drop').length,
    overflowPatches: [...new Set(reports.flatMap((r) => r.not_inline))],
    budgetExceeded,
    errors,
    known: candidates.known,
    ...(verification.earlier ? { earlier: verification.earlier } : {}),
  }
}

/** Receipts first, then the `done` line: publication routes from this trusted copy, whatever the editor model submits. */
export async function recordReview(plan: ReviewPlan, outcome: TeamOutcome): Promise<void> {
  const { config, stage, logger } = plan
  const { usage, log } = outcome
  const { candidates, verification } = outcome.review
  const { verified, verdicts, testVerdicts } = verification
  logUsage(logger, usage, 'reviewer')
  const extra = extraOf(outcome)
  const receipt = buildReceipt({
    runId: config.runId,
    startedAt: outcome.startedAt,
    finishedAt: Date.now(),
    usage,
    sessionErrors: log.sessionErrors,
    candidates: candidates.candidates.length,
    verdicts,
    extra,
  })
  await writeReceipt(config.privateDir, receipt)
  // Test evidence travels in its own file (test-verdicts.json); the assessment schema is strict.
  await writeAssessments(config.privateDir, {
    version: 1,
    runId: config.runId,
    findings: log.budgetExceeded ? [] : verified.map(({ tests: _tests, ...f }) => f),
  })
  if (stage.evidence && !log.budgetExceeded) await writeTestVerdicts(config.privateDir, testVerdicts)
  logDone(logger, outcome, extra, stage.evidence !== undefined)
}

function logDone(logger: Logger, outcome: TeamOutcome, extra: ReceiptExtra, evidence: boolean): void {
  const { usage } = outcome
  const { candidates, verification } = outcome.review
  const { verified, verdicts, testVerdicts } = verification
  const tests = (verdict: string): number | undefined => (evidence ? testVerdicts.filter((t) => t.verdict === verdict).length : undefined)
  logger.event('reviewers', 'done', {
    status: extra.status,
    model_calls: usage.modelCalls,
    tokens_in: usage.tokensIn,
    tokens_out: usage.tokensOut,
    candidates: candidates.candidates.length,
    known: candidates.known,
    rechecked: candidates.recheck.length,
    earlier_answered: verification.earlier?.length,
    confirmed: verdicts.confirmed,
    refuted: verdicts.refuted,
    inconclusive: verdicts.inconclusive,
    not_applicable: verdicts['not-applicable'],
    unanswered: verification.answer?.unanswered,
    stray_verdicts: verification.answer?.stray,
    renumbered: verification.answer?.renumbered,
    test_confirmed: tests('confirmed'),
    test_refuted: tests('refuted'),
    test_inconclusive: tests('inconclusive'),
    inline: verified.filter((f) => f.route === 'inline').length,
    escalated: verified.filter((f) => f.route === 'escalate').length,
    dropped: verified.filter((f) => f.route === 'drop').length,
    ms: Date.now() - outcome.startedAt,
  })
}

export function editorResult(plan: ReviewPlan, outcome: TeamOutcome): EditorResult {
  const extra = extraOf(outcome)
  const { budgetExceeded } = outcome.log
  const { reports, candidates, verification } = outcome.review
  const listed = budgetExceeded ? [] : verification.verified.filter((f) => f.route !== 'drop')
  return {
    status: extra.status,
    findings: listed,
    counts: {
      candidates: candidates.candidates.length,
      ...verification.verdicts,
      returned: listed.length,
      dropped: budgetExceeded ? 0 : verification.verified.length - listed.length,
      invalid: extra.invalid,
      out_of_scope: extra.outOfScope,
      duplicates: candidates.duplicates,
      already_tracked: candidates.known,
    },
    specialists: [...reports].sort((a, b) => a.name.localeCompare(b.name)),
    verifier: verification.verifier,
    note: budgetExceeded ? `The run's token budget (${plan.config.tokenBudget}) was exceeded; the review stopped and returns no findings.` : NOTE,
  }
}
