import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { TEST_VERDICTS_FILE, testVerdictsFileSchema, type TestVerdictEntry } from '../core/contracts/test-verdicts.js'
import type { Mode } from '../config/settings.js'
import type { LedgerEntry } from '../context/ledger.js'
import type { CapReached, Exclusion } from '../core/contracts/review-index.js'
import { atOrAbove, type Finding } from '../core/contracts/review-payload.js'
import { HarbourmasterError, toHarbourmasterError } from '../core/errors.js'
import type { Logger } from '../core/telemetry/logger.js'
import { redactSecrets } from '../core/telemetry/redact.js'
import { readPublicationReceipt, readRecordReceipt, type RecordedFinding, type RecordReceipt } from '../core/publication/receipts.js'
import type { GraphqlPort, RestPort, ReviewTarget } from '../core/github/github-port.js'
import { editedFindings } from './edited-findings.js'
import { planLedger, type EarlierAnswer, type LedgerPlan } from './ledger-plan.js'
import { annotationCap, gatingEarlier, planAnnotations } from './annotation-plan.js'
import type { LifecycleResult, LifecycleTrack } from './lifecycle.js'
import { decideOutcome, type FailurePhase, type OutcomeDecision } from './outcome.js'
import { blockingCount, standingBlockingCount, writeOutputs, type AnnotationPort, type OutputPort, type SummaryPort } from './report.js'
import { reviewScore } from './score.js'
import { SINKS } from './sinks/list.js'
import {
  proveWithSinks,
  reportToSinks,
  type OpenEarlierFinding,
  type Proof,
  type RunRecord,
  type Sink,
  type SinkContext,
  type SinkWarning,
} from './sinks/sink.js'
import type { OpenInBody } from '../context/open-in-body.js'
import { SEVERITY_BADGE } from '../core/publication/severity-badge.js'
import type { BaseReport, PushAccount, RunFigures, RunReport } from './summary.js'
import { logRunSummary } from './summary-line.js'
import { teamIncomplete, type TeamAccount } from './team-incomplete.js'
import { teamDropped } from '../core/publication/team-shortfall.js'
import { UnconfirmedReview, UnlistedReview, type ReviewSnapshot } from './verify.js'

/**
 * The runner's last phase, after OpenCode exits (or the replay published):
 * build the validated record of the run, drive the sinks (the GitHub
 * review's proof first, which decides the outcome with the mode table, then
 * the findings file, SARIF file, annotations and job summary), and set the
 * outputs. run-action calls it once on every path, including failures, so
 * outputs are always set.
 */
export interface ConcludePorts {
  rest: RestPort
  graphql: GraphqlPort
  /** The no-blind-retry ports for lifecycle replies and resolutions (the client's checkedWrites). */
  writes?: { rest: RestPort; graphql: GraphqlPort }
  outputs: OutputPort
  summary: SummaryPort
  annotations: AnnotationPort
  logger: Logger
  /**
   * The run's redactor (its token and provider key besides the known shapes), for what the file
   * sinks write beyond the payload, which publication already redacted: a reviewer agent's error
   * is a provider's message and may echo the request; and for the lifecycle replies, which quote
   * the verifier. Without it, known shapes are redacted.
   */
  redact?: (text: string) => string
  /**
   * Called when the run's result is committed: in the same tick as its outputs and summary line,
   * just before the job summary's write begins. A cancellation after it leaves that result standing,
   * and writes `summaryLine` (the run's summary line) unless `onSummaryLogged` came first.
   */
  onResult?: (decision: { outcome: string; failureClass: string | undefined; summaryLine: (to: Logger, signal: string) => void }) => void
  /** Called once the conclusion wrote the run's summary line, after every sink. */
  onSummaryLogged?: () => void
}

export interface ConcludeInput extends ReviewTarget {
  mode: Mode
  blockingSeverity: Finding['severity']
  strictRuntime: boolean
  expectedLogin: string
  runId: string
  headSha: string
  marker: string
  /** Taken before OpenCode started; absent when the run failed before that. */
  snapshot?: ReviewSnapshot
  privateDir?: string
  /** The findings ledger of this push and the verifier's answers on re-checked findings. */
  ledger?: {
    entries: readonly LedgerEntry[]
    answers: readonly EarlierAnswer[] | undefined
    scope: PushAccount['scope']
    /** Candidates spawn_reviewers dropped as already tracked. */
    alreadyTracked: number
    /** Findings the last review listed only in its body, on files this push leaves alone (src/context/open-in-body.ts). */
    inBody?: readonly OpenInBody[]
    /** Fingerprints whose thread a reviewer ended with no ledger entry left for it (Ledger.ended). */
    ended?: ReadonlySet<string>
  }
  exclusions: readonly Exclusion[]
  caps: readonly CapReached[]
  figures: RunFigures
  /** Where to write the findings JSON file (e.g. under RUNNER_TEMP). */
  findingsPath?: string
  /** Where to write the SARIF file. */
  sarifPath?: string
  /** The max-comments input, kept in the record's routing (default 25). */
  maxComments?: number
  /** The sinks to drive; the default is every sink (sinks/list.ts). */
  sinks?: readonly Sink[]
  failure?: { error: unknown; phase: FailurePhase }
  /** publish_review's last failed POST: the account of a review that is then not proven. */
  publicationFailure?: HarbourmasterError
  /** What the reviewer team's execution receipt says of its agents (a failed specialist or verifier). */
  team?: TeamAccount
  skippedReason?: string
  /** A skipped run whose commit already has a proven review reports that review's id. */
  existingReviewId?: number
  /** The pull request's html_url as GitHub gave it (its own host, Enterprise Server too): the job summary links the review under it. */
  pullRequestUrl?: string
  verifyDelaysMs?: readonly number[]
  /** The run's cancellation, for the replies to earlier threads (lifecycle.ts). */
  lifecycleTrack?: LifecycleTrack
  base?: BaseReport
  /** What the reviewer team could not do (a failed specialist, a budget stop), from its receipt. */
  incomplete?: readonly string[]
  /** Warning annotations the run writes after the conclusion besides its own (one per tool-cache entry provisioning refused). */
  reservedWarnings?: number
  /** Every file of the pull request GitHub listed (RunRecord.files). */
  files?: RunRecord['files']
  /** A replay skipped because its recorded review is already on GitHub: that record's findings (a blocking run still gates on them). */
  landed?: { findings: readonly RecordedFinding[] }
}

export interface Concluded {
  decision: OutcomeDecision
  report: RunReport
  /** The GitHub review sink's proof (comment and blocking). */
  proof?: Proof
  lifecycle?: LifecycleResult
  outputs: Record<string, string>
}

/**
 * A review that is not proven after publish_review's POST failed was not published because of
 * that failure: GitHub's 5xx is `github` (retry the job), not the policy breach "not proven".
 */
function unproven(notProven: HarbourmasterError, posted: HarbourmasterError | undefined): { error: HarbourmasterError; phase: FailurePhase } {
  if (!posted) return { error: notProven, phase: 'verify' }
  // GitHub stored the POST it answered with an error: the review is there, never "not published".
  if (notProven instanceof UnconfirmedReview)
    return {
      error: new HarbourmasterError(
        posted.failureClass,
        `GitHub stored review ${notProven.reviewId} carrying this run's marker although it answered publish_review's POST with an error (${posted.message}); publish_review never confirmed it (no publication receipt), so it is not counted as this run's proven review: ` +
          `read review ${notProven.reviewId} on the pull request rather than re-running the job for it (a blocking run, or one with review-same-commit, posts a second review on this commit)`,
      ),
      phase: 'publication',
    }
  // GitHub may hold it, or not: neither "published" nor "not published", and what to do either way.
  if (notProven instanceof UnlistedReview)
    return {
      error: new HarbourmasterError(
        posted.failureClass,
        `the review is not proven: ${posted.message}; the runner looked ${notProven.waitedMs} ms more and GitHub lists none either, so no review is counted. ` +
          `If the pull request shows no Harbourmaster review of this commit, re-run the job to publish one; if one shows up there, it is this run's: read it rather than re-running ` +
          `(a comment-mode re-run skips a commit that has one; a blocking run, or one with review-same-commit, posts a second)` +
          otherJobs(notProven.otherJobs),
      ),
      phase: 'publication',
    }
  return { error: new HarbourmasterError(posted.failureClass, `the review was not published: ${posted.message} (${notProven.message})`), phase: 'publication' }
}

/** Reviews with the same marker text this run never sent: named as the other job's, with the input that keeps jobs apart. */
function otherJobs(ids: readonly number[]): string {
  if (ids.length === 0) return ''
  const which = ids.length === 1 ? `review ${ids[0]} carries` : `reviews ${ids.join(', ')} carry`
  return `; ${which} the same run marker but not a body this run sent: another job's of this workflow run, not this run's (give each job its own 'instance' input)`
}

export async function concludeRun(ports: ConcludePorts, input: ConcludeInput): Promise<Concluded> {
  const { logger } = ports
  let failure = input.failure ? { error: toHarbourmasterError(input.failure.error), phase: input.failure.phase } : undefined
  const sinks = input.sinks ?? SINKS

  let receipt: RecordReceipt | undefined
  if (input.privateDir && input.skippedReason === undefined) {
    const read = await readRecordReceipt(input.privateDir).catch((error: unknown) => ({
      status: 'unreadable' as const,
      why: (error as NodeJS.ErrnoException).code ?? 'error',
    }))
    if (read.status === 'present' && read.receipt.runId === input.runId) receipt = read.receipt
    // No record means no findings-file, SARIF or score: say why, never leave those outputs empty silently.
    else logger.event('sink', 'no-record', { status: read.status === 'present' ? 'other-run' : read.status, why: 'why' in read ? read.why : undefined })
  }
  const plan: LedgerPlan | undefined = input.ledger ? planLedger(input.ledger.entries, input.ledger.answers) : undefined
  // A blocking run's verdict is its job status: a replay skipped on its review already on GitHub gates on that record's findings.
  const landed = input.mode === 'blocking' && input.skippedReason !== undefined ? input.landed : undefined
  const findings = receipt?.findings ?? (landed ? landedStanding(landed.findings, input.ledger, plan) : [])
  const testVerdicts = input.privateDir ? await readTestVerdictEntries(input.privateDir) : undefined
  const record: RunRecord = {
    owner: input.owner,
    repo: input.repo,
    pullNumber: input.pullNumber,
    mode: input.mode,
    runId: input.runId,
    headSha: input.headSha,
    marker: input.marker,
    blockingSeverity: input.blockingSeverity,
    maxComments: input.maxComments ?? 25,
    recorded: receipt ? { tool: receipt.tool, payload: receipt.payload } : undefined,
    findings,
    exclusions: input.exclusions,
    caps: input.caps,
    // Dropped findings were never published: they cost the score nothing.
    score: reviewScore(findings.filter((f) => f.route !== 'drop')),
    ...(testVerdicts ? { testVerdicts } : {}),
    ...(input.files ? { files: input.files } : {}),
    // Only an incomplete team is recorded: a replay then publishes the review as incomplete as it was.
    ...(input.team && (input.team.status !== 'ok' || input.team.budgetExceeded || input.team.errors.length > 0)
      ? { team: redactedTeam(input.team, ports.redact ?? redactSecrets) }
      : {}),
  }
  const openEarlier = [...(plan?.standing ?? []), ...(input.ledger?.inBody ?? []).map(openInBodyFinding)]
  if (openEarlier.length > 0) record.openEarlier = openEarlier
  const context: SinkContext = {
    rest: ports.rest,
    graphql: ports.graphql,
    writes: ports.writes,
    summary: ports.summary,
    annotations: ports.annotations,
    logger,
    snapshot: input.snapshot,
    privateDir: input.privateDir,
    expectedLogin: input.expectedLogin,
    ledgerPlan: plan,
    verifyDelaysMs: input.verifyDelaysMs,
    lifecycleTrack: input.lifecycleTrack,
    paths: { findingsFile: input.findingsPath, sarifFile: input.sarifPath },
    ...(ports.redact ? { redact: ports.redact } : {}),
  }

  let proof: Proof | undefined
  // A failure may come after publish_review posted (its receipt is there): a budget stop, an editor or
  // OpenCode crash. That review is proven and named like any other (review-id, summary link, replies),
  // while the failure stays the run's account; without a receipt there is nothing to prove.
  const publishedFirst = failure !== undefined && input.privateDir !== undefined && (await hasPublicationReceipt(input.privateDir))
  if ((!failure || publishedFirst) && input.skippedReason === undefined) {
    const proved = await proveWithSinks(sinks, record, context)
    if (proved.failure && !failure) failure = unproven(proved.failure, input.publicationFailure)
    proof = proved.proof
  }
  // After the proof, so a review that landed keeps its id and lifecycle while the run says what it lacks.
  // Only for a review that was recorded: without one, "not proven" or "not recorded" is the account.
  const incomplete = failure || (input.skippedReason !== undefined && !landed) || !(receipt ?? landed) ? undefined : teamIncomplete(input.team)
  if (incomplete) failure = { error: incomplete, phase: 'team' }
  const figures: RunFigures = { ...input.figures, verifyWaitedMs: proof?.waitedMs }
  const push = pushAccount(input, plan, proof, findings)
  logAccount(logger, push)

  const gates = input.mode === 'check-only' || input.mode === 'blocking'
  // A body-only finding carried unread (no thread, its file left out of this push's review) stands as an open thread does.
  // The landed review's own threads and body entries are its findings, counted once.
  const own = new Set(landed?.findings.map((f) => f.id))
  const inBodyBlocking = gates ? (input.ledger?.inBody ?? []).filter((e) => !own.has(e.findingId) && atOrAbove(e.severity, input.blockingSeverity)) : []
  const standing = plan?.standing.filter((e) => !own.has(e.findingId)) ?? []
  const standingBlocking = (gates ? standingBlockingCount(standing, input.blockingSeverity) : 0) + inBodyBlocking.length
  const decision = decideOutcome({
    mode: input.mode,
    skippedReason: input.skippedReason,
    failure,
    publicationProven: proof !== undefined,
    recorded: receipt !== undefined,
    blockingFindings: blockingCount(findings, input.blockingSeverity) + standingBlocking,
    standingBlocking,
    standingInBody: inBodyBlocking.length,
    blockingSeverity: input.blockingSeverity,
    strictRuntime: input.strictRuntime,
    modelCalls: input.figures.modelCalls,
  })
  const report: RunReport = {
    mode: input.mode,
    decision,
    blockingSeverity: input.blockingSeverity,
    reviewId: proof?.reviewId ?? input.existingReviewId,
    reviewUrl: reviewUrl(input.pullRequestUrl, proof?.reviewId ?? input.existingReviewId),
    findings,
    dispositions: receipt?.payload.dispositions ?? [],
    exclusions: input.exclusions,
    caps: [...input.caps, ...annotationCaps(input, findings, record, logger)],
    lifecycle: proof?.lifecycle,
    push,
    figures,
    skippedReason: input.skippedReason,
    score: receipt ? record.score : undefined,
    record,
    files: {},
    sinkWarnings: labelWarnings(proof, logger),
    ...(input.base ? { base: input.base } : {}),
    ...(input.incomplete && input.incomplete.length > 0 ? { incomplete: input.incomplete } : {}),
    ...(teamDropped(input.team).length > 0 ? { teamDropped: teamDropped(input.team) } : {}),
    ...(standingBlocking > 0 ? { standingBlocking } : {}),
    ...(inBodyBlocking.length > 0 ? { standingInBody: inBodyBlocking } : {}),
    ...(input.reservedWarnings ? { reservedWarnings: input.reservedWarnings } : {}),
  }
  // The outputs and the job summary's write begin in one synchronous step (see reportToSinks): a
  // signal lands before both (the cancellation reports alone) or after both (the result stands).
  let outputs: Record<string, string> = {}
  const summaryLine = (to: Logger, signal?: string): void => logRunSummary(to, input, report, findings, proof, signal)
  await reportToSinks(sinks, report, context, () => {
    outputs = writeOutputs(ports.outputs, report, logger)
    ports.onResult?.({ outcome: decision.outcome, failureClass: decision.failureClass, summaryLine })
  })
  summaryLine(logger)
  ports.onSummaryLogged?.()
  return { decision, report, proof, lifecycle: proof?.lifecycle, outputs }
}

/**
 * The landed review's findings that still stand. Its threads are read like any earlier review's: one
 * a reviewer resolved since (the ledger has it, and not as standing) has ended, as it would for any
 * later run; an open one, or one the pull request's author resolved, stands; a finding with no
 * thread the ledger reads (listed in the body) stands as the record gives it.
 */
function landedStanding(findings: readonly RecordedFinding[], ledger: ConcludeInput['ledger'], plan: LedgerPlan | undefined): RecordedFinding[] {
  const stands = new Set(plan?.standing.map((e) => e.findingId))
  // A thread a reviewer resolved after our answer (a "Still present" to an objection) leaves no entry: it has ended all the same.
  const ids = [...(ledger?.entries ?? []).map((e) => e.findingId), ...(ledger?.ended ?? [])]
  const ended = new Set(ids.filter((id) => !stands.has(id)))
  // Only a finding posted inline has a thread of its own. One listed in the body shares its fingerprint at most with an
  // older thread (the same code raised again after we closed it as fixed): that thread's end is not this finding's.
  return findings.filter((f) => f.placement !== 'inline' || !ended.has(f.id))
}

/** check-only annotates its findings: those GitHub's per-step limit leaves out are a cap of the run (summary, log). */
function annotationCaps(input: ConcludeInput, findings: readonly RecordedFinding[], record: RunRecord, logger: Logger): CapReached[] {
  if (input.mode !== 'check-only') return []
  const plan = planAnnotations(findings, input.blockingSeverity, input.reservedWarnings, gatingEarlier(record.openEarlier, input.blockingSeverity, findings))
  const cap = annotationCap(plan, input.blockingSeverity)
  if (!cap) return []
  logger.event('sink', 'cap', {
    sink: 'annotations',
    cap: cap.cap,
    limit: cap.limit,
    errors_left_out: plan.errors.leftOut,
    warnings_left_out: plan.warnings.leftOut,
  })
  return [cap]
}

/** The findings file is an artifact others download: an agent's error keeps its words, not a secret it quotes. */
function redactedTeam(team: TeamAccount, redact: (text: string) => string): TeamAccount {
  return { ...team, errors: team.errors.map((e) => ({ ...e, error: redact(e.error) })) }
}

/** A label publish_review could not add is a warning of the GitHub review sink: the review stands, the label is missing. */
function labelWarnings(proof: Proof | undefined, logger: Logger): SinkWarning[] {
  if (proof?.label !== 'failed') return []
  const refusal = proof.labelRefusal
  const stands = "the review and its 'needs a human look' section stand"
  // A 403 that is no rate limit is a token that may not label: labels belong to GitHub's issues API.
  if (refusal?.status === 403 && !refusal.rateLimited) {
    logger.event('sink', 'warning', { sink: 'github-review', class: 'configuration', status: 403 })
    const accepted = refusal.accepted ? `; GitHub accepts: ${refusal.accepted}` : ''
    const message =
      `GitHub refused the escalation label (HTTP 403${accepted}): the token may post reviews but not label the pull request, which GitHub does through its issues API. ` +
      `Grant 'issues: write' beside 'pull-requests: write' in the workflow's or the job's permissions: (Issues: Read and write for a GitHub App or a fine-grained token), or leave routing.label unset; ${stands}`
    return [{ sink: 'github-review', failureClass: 'configuration', message }]
  }
  logger.event('sink', 'warning', { sink: 'github-review', class: 'github', status: refusal?.status })
  const why = refusal
    ? `GitHub answered HTTP ${refusal.status}${refusal.rateLimited ? ', its rate limit, on both attempts' : ''}`
    : "see the plugin's publish label line in the log"
  return [{ sink: 'github-review', failureClass: 'github', message: `the escalation label could not be added to the pull request (${why}); ${stands}` }]
}

/** A body-only finding as the sinks read an open earlier one: its heading, as our comments open, gives the title. */
function openInBodyFinding(entry: OpenInBody): OpenEarlierFinding {
  return {
    findingId: entry.findingId,
    path: entry.path,
    side: entry.side,
    line: entry.line,
    ...(entry.startLine !== undefined ? { startLine: entry.startLine } : {}),
    category: entry.category,
    severity: entry.severity,
    rootBody: `**${SEVERITY_BADGE[entry.severity]}** · ${entry.category} · **${entry.title}**`,
    listedSince: entry.since,
    ...(entry.leftOutBy !== undefined ? { leftOutBy: entry.leftOutBy } : {}),
    ...(entry.changeUnknown ? { changeUnknown: true } : {}),
  }
}

/** What this push did across pushes, for the summary and the `ledger` `accounting` line. */
function pushAccount(
  input: ConcludeInput,
  plan: LedgerPlan | undefined,
  proof: Proof | undefined,
  findings: readonly { placement: string }[],
): PushAccount | undefined {
  if (!input.ledger || !plan) return undefined
  return {
    scope: input.ledger.scope,
    // A body-only finding carried on its untouched file is carried as a thread's is.
    carried: plan.carried + (input.ledger.inBody?.length ?? 0),
    posted: proof ? findings.filter((f) => f.placement === 'inline').length : 0,
    resolved: proof?.lifecycle?.resolved.length ?? 0,
    replies: proof?.lifecycle?.replied.length ?? 0,
    suppressed: plan.suppressed,
    alreadyTracked: input.ledger.alreadyTracked,
    unanswered: plan.unanswered,
    edited: editedFindings(input.ledger.entries),
  }
}

function logAccount(logger: Logger, push: PushAccount | undefined): void {
  if (!push) return
  logger.event('ledger', 'accounting', {
    scope: push.scope.kind,
    reason: push.scope.reason,
    reviewed_files: push.scope.reviewed,
    unchanged_files: push.scope.unchanged,
    carried: push.carried,
    posted: push.posted,
    resolved: push.resolved,
    replies: push.replies,
    suppressed: push.suppressed,
    already_tracked: push.alreadyTracked,
    unanswered: push.unanswered,
  })
}

/** Whether publish_review wrote a receipt (valid or not): a review may have been posted. */
async function hasPublicationReceipt(privateDir: string): Promise<boolean> {
  return (await readPublicationReceipt(privateDir).catch(() => ({ status: 'missing' as const }))).status !== 'missing'
}

/** spawn_reviewers' test verdicts (private dir); absent when the run had no test evidence or the file is not valid. */
async function readTestVerdictEntries(privateDir: string): Promise<TestVerdictEntry[] | undefined> {
  try {
    const parsed = testVerdictsFileSchema.safeParse(JSON.parse(await readFile(join(privateDir, TEST_VERDICTS_FILE), 'utf8')))
    return parsed.success ? parsed.data.entries : undefined
  } catch {
    return undefined
  }
}

/** GitHub's own anchor for a review on its pull request page. */
function reviewUrl(pullRequestUrl: string | undefined, reviewId: number | undefined): string | undefined {
  return pullRequestUrl && reviewId !== undefined ? `${pullRequestUrl}#pullrequestreview-${reviewId}` : undefined
}
