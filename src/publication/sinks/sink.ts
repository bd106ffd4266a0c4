import type { TestVerdictEntry } from '../../core/contracts/test-verdicts.js'
import type { Mode } from '../../config/settings.js'
import type { LedgerPlan } from '../ledger-plan.js'
import type { CapReached, Exclusion } from '../../core/contracts/review-index.js'
import type { Finding, ReviewPayload } from '../../core/contracts/review-payload.js'
import { toHarbourmasterError, type HarbourmasterError } from '../../core/errors.js'
import type { Logger } from '../../core/telemetry/logger.js'
import type { RecordedFinding } from '../../core/publication/receipts.js'
import type { TeamAccount } from '../../core/contracts/run-config.js'
import type { GraphqlPort, RestPort, ReviewTarget } from '../../core/github/github-port.js'
import type { LedgerEntry } from '../../context/ledger.js'
import type { LifecycleResult, LifecycleTrack } from '../lifecycle.js'
import type { AnnotationPort, SummaryPort } from '../report.js'
import type { RunReport } from '../summary.js'
import type { ReviewSnapshot } from '../verify.js'

/**
 * A sink is one destination of a run's validated record (the ReviewSink
 * idea: one payload, many destinations). The runner drives one ordered list
 * of sinks (sinks/list.ts) with one failure rule:
 * - the `proof` sink (the GitHub review, posted by the plugin and proven
 *   here) runs first, and its failure decides the outcome as the mode table says;
 * - every `report` sink then receives the decided report; a report sink that
 *   fails is a warning naming its id (telemetry, the job summary) and the run goes on.
 * Adding a sink is one new file and one line in the list.
 */
export interface RunRecord extends ReviewTarget {
  mode: Mode
  runId: string
  headSha: string
  marker: string
  blockingSeverity: Finding['severity']
  maxComments: number
  /** The editor's validated submission; absent when none was recorded. */
  recorded?: { tool: 'publish_review' | 'record_review'; payload: ReviewPayload }
  findings: readonly RecordedFinding[]
  exclusions: readonly Exclusion[]
  caps: readonly CapReached[]
  score: number
  /** Every candidate's test verdict, when the run had test evidence (test-verdicts.json). */
  testVerdicts?: readonly TestVerdictEntry[]
  /** The reviewer team's account, when it did not complete. */
  team?: TeamAccount
  /**
   * Earlier findings still open on their review threads after this push (the ledger plan's
   * `standing`): not reported again, yet not fixed. The SARIF file keeps them, so code scanning
   * does not close their alerts as fixed.
   */
  openEarlier?: readonly OpenEarlierFinding[]
  /**
   * Every file of the pull request GitHub listed, by head path, with its patch: a finding is placed
   * in the SARIF file and an annotation only on one of them (sinks/locate.ts). Absent when the run
   * did not read the pull request's files.
   */
  files?: ReadonlyMap<string, ListedFile>
}

export interface ListedFile {
  patch?: string
  /** The pull request deletes it: the head has no such file to point at. */
  removed: boolean
}

export type OpenEarlierFinding = Pick<
  LedgerEntry,
  'findingId' | 'path' | 'currentPath' | 'side' | 'line' | 'category' | 'severity' | 'rootBody' | 'originalLost'
> & {
  /** A finding an earlier review listed only in its body (no thread): the head SHA of that review. */
  listedSince?: string
  /** With listedSince: why this push left out its file, changed since that review (so not checked again). */
  leftOutBy?: string
  /** With leftOutBy on a full review (a force-push): whether its file changed since is not known. */
  changeUnknown?: boolean
  /** The first line of its range, when it had one. */
  startLine?: number
}

export interface SinkContext {
  rest: RestPort
  graphql: GraphqlPort
  /** The no-blind-retry ports for lifecycle replies and resolutions (the client's checkedWrites). */
  writes?: { rest: RestPort; graphql: GraphqlPort }
  summary: SummaryPort
  annotations: AnnotationPort
  logger: Logger
  /** Taken before OpenCode started; absent when the run failed before that. */
  snapshot?: ReviewSnapshot
  privateDir?: string
  expectedLogin: string
  /** What the ledger decided for earlier threads; applied once the review is proven. */
  ledgerPlan?: LedgerPlan
  verifyDelaysMs?: readonly number[]
  /** The run's cancellation, for the replies to earlier threads (lifecycle.ts). */
  lifecycleTrack?: LifecycleTrack
  /** Where file sinks write; a file sink without a path writes nothing. */
  paths: { findingsFile?: string; sarifFile?: string }
  /** The run's redactor, for model text a sink writes to GitHub itself (lifecycle replies quote the verifier). */
  redact?: (text: string) => string
}

export interface Proof {
  reviewId: number
  waitedMs: number
  lifecycle?: LifecycleResult
  /** Whether publish_review could add the escalation label (from its receipt). */
  label?: 'added' | 'present' | 'not-needed' | 'failed'
  /** GitHub's answer when the label failed on one: its status and the permissions it accepts. */
  labelRefusal?: { status: number; accepted?: string; rateLimited?: boolean }
}

export interface ProofSink {
  readonly id: string
  readonly kind: 'proof'
  /** Whether this run should have a proof at all (publishing modes, no earlier failure). */
  applies(record: RunRecord): boolean
  emit(record: RunRecord, context: SinkContext): Promise<Proof>
}

export interface ReportSink {
  readonly id: string
  readonly kind: 'report'
  /**
   * The sink the user reads the run's result in (the job summary): the result is committed (the
   * outputs set, the run marked concluded) in the same tick as its write begins, so a cancellation
   * sees either neither or both. Without such a sink the commit follows the last sink.
   */
  readonly showsResult?: boolean
  /** Returns the path of a written file, when the sink writes one. */
  emit(report: RunReport, context: SinkContext): Promise<{ file?: string } | undefined>
}

export type Sink = ProofSink | ReportSink

export interface SinkWarning {
  sink: string
  failureClass: HarbourmasterError['failureClass']
  message: string
}

export interface ProofOutcome {
  proof?: Proof
  failure?: HarbourmasterError
}

/** Runs the proof sinks (at most one today); their failure is the run's failure, never a warning. */
export async function proveWithSinks(sinks: readonly Sink[], record: RunRecord, context: SinkContext): Promise<ProofOutcome> {
  let proof: Proof | undefined
  for (const sink of sinks) {
    if (sink.kind !== 'proof' || !sink.applies(record)) continue
    try {
      proof = await sink.emit(record, context)
    } catch (error) {
      return { failure: toHarbourmasterError(error) }
    }
  }
  return { proof }
}

/**
 * Runs the report sinks in list order on the decided report. Files written
 * are recorded in report.files before the next sink runs, so the job summary
 * (last) names them and lists the warnings of the sinks before it. `commit`
 * runs once, just before the sink that shows the result (or after the last).
 */
export async function reportToSinks(sinks: readonly Sink[], report: RunReport, context: SinkContext, commit?: () => void): Promise<SinkWarning[]> {
  const warnings: SinkWarning[] = []
  let committed = false
  for (const sink of sinks) {
    if (sink.kind !== 'report') continue
    // Synchronous up to the sink's first await: the job summary's write begins in the same tick as the commit.
    if (sink.showsResult && !committed) {
      committed = true
      commit?.()
    }
    try {
      const written = await sink.emit(report, context)
      if (written?.file) report.files[sink.id] = written.file
    } catch (error) {
      const failure = toHarbourmasterError(error)
      const warning = { sink: sink.id, failureClass: failure.failureClass, message: failure.message }
      warnings.push(warning)
      report.sinkWarnings.push(warning)
      context.logger.event('sink', 'warning', { sink: sink.id, class: failure.failureClass })
    }
  }
  if (!committed) commit?.()
  return warnings
}
