import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Mode } from '../config/settings.js'
import type { EarlierFinding } from '../context/records.js'
import type { CapReached, Exclusion } from '../core/contracts/review-index.js'
import type { Finding } from '../core/contracts/review-payload.js'
import { toHarbourmasterError } from '../core/errors.js'
import type { Logger } from '../core/telemetry/logger.js'
import { readRecordReceipt, type RecordReceipt } from '../core/publication/receipts.js'
import type { GraphqlPort, RestPort, ReviewTarget } from '../core/github/github-port.js'
import { TEST_VERDICTS_FILE, testVerdictsFileSchema, type TestVerdictEntry } from '../core/contracts/test-verdicts.js'
import { applyLifecycle, type LifecycleResult } from './lifecycle.js'
import { decideOutcome, type FailurePhase, type OutcomeDecision } from './outcome.js'
import { annotate, blockingCount, writeFindingsFile, writeJobSummary, writeOutputs, type AnnotationPort, type OutputPort, type SummaryPort } from './report.js'
import type { RunFigures, RunReport } from './summary.js'
import { verifyPublication, type ReviewSnapshot, type VerifiedPublication } from './verify.js'

/**
 * The runner's last phase, after OpenCode exits: prove the publication (comment
 * and blocking), reply on earlier threads, decide the outcome, and fill every
 * sink (outputs, job summary, annotations, findings file). main.ts calls it
 * once on every path, including failures, so outputs are always set.
 */
export interface ConcludePorts {
  rest: RestPort
  graphql: GraphqlPort
  outputs: OutputPort
  summary: SummaryPort
  annotations: AnnotationPort
  logger: Logger
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
  earlier: readonly EarlierFinding[]
  exclusions: readonly Exclusion[]
  caps: readonly CapReached[]
  figures: RunFigures
  /** Where to write the findings JSON file (e.g. under RUNNER_TEMP). */
  findingsPath?: string
  failure?: { error: unknown; phase: FailurePhase }
  skippedReason?: string
  verifyDelaysMs?: readonly number[]
}

export interface Concluded {
  decision: OutcomeDecision
  report: RunReport
  verified?: VerifiedPublication
  lifecycle?: LifecycleResult
  outputs: Record<string, string>
}

export async function concludeRun(ports: ConcludePorts, input: ConcludeInput): Promise<Concluded> {
  const { logger } = ports
  let failure = input.failure ? { error: toHarbourmasterError(input.failure.error), phase: input.failure.phase } : undefined
  const publishes = input.mode === 'comment' || input.mode === 'blocking'
  const target: ReviewTarget = { owner: input.owner, repo: input.repo, pullNumber: input.pullNumber }

  let record: RecordReceipt | undefined
  if (input.privateDir && input.skippedReason === undefined) {
    const read = await readRecordReceipt(input.privateDir).catch(() => undefined)
    if (read?.status === 'present' && read.receipt.runId === input.runId) record = read.receipt
  }

  let verified: VerifiedPublication | undefined
  if (publishes && !failure && input.skippedReason === undefined) {
    try {
      if (!input.snapshot) throw new Error('no review snapshot was taken before the runtime started')
      verified = await verifyPublication(ports.rest, {
        ...target,
        snapshot: input.snapshot,
        marker: input.marker,
        runId: input.runId,
        headSha: input.headSha,
        expectedLogin: input.expectedLogin,
        privateDir: input.privateDir,
        delaysMs: input.verifyDelaysMs,
        logger,
      })
    } catch (error) {
      failure = { error: toHarbourmasterError(error), phase: 'verify' }
    }
  }
  const figures: RunFigures = { ...input.figures, verifyWaitedMs: verified?.waitedMs }

  let lifecycle: LifecycleResult | undefined
  if (verified && record && record.payload.dispositions.length > 0) {
    lifecycle = await applyLifecycle(ports.rest, ports.graphql, {
      ...target,
      runId: input.runId,
      earlier: input.earlier,
      dispositions: record.payload.dispositions,
      logger,
    })
  }

  const findings = record?.findings ?? []
  const testVerdicts = input.privateDir ? await readTestVerdictEntries(input.privateDir) : undefined
  const decision = decideOutcome({
    mode: input.mode,
    skippedReason: input.skippedReason,
    failure,
    publicationProven: verified !== undefined,
    recorded: record !== undefined,
    blockingFindings: blockingCount(findings, input.blockingSeverity),
    blockingSeverity: input.blockingSeverity,
    strictRuntime: input.strictRuntime,
    modelCalls: input.figures.modelCalls,
  })
  const report: RunReport = {
    mode: input.mode,
    decision,
    blockingSeverity: input.blockingSeverity,
    reviewId: verified?.reviewId,
    findings,
    dispositions: record?.payload.dispositions ?? [],
    exclusions: input.exclusions,
    caps: input.caps,
    lifecycle,
    figures,
    skippedReason: input.skippedReason,
    ...(testVerdicts ? { testVerdicts } : {}),
  }
  if (input.findingsPath && record) {
    try {
      report.findingsFile = await writeFindingsFile(input.findingsPath, report)
    } catch (error) {
      logger.event('report', 'warning', { what: 'findings-file', class: toHarbourmasterError(error).failureClass })
    }
  }
  const outputs = writeOutputs(ports.outputs, report)
  if (input.mode === 'check-only') annotate(ports.annotations, findings, input.blockingSeverity)
  try {
    await writeJobSummary(ports.summary, report)
  } catch (error) {
    logger.event('report', 'warning', { what: 'job-summary', class: toHarbourmasterError(error).failureClass })
  }
  const kept = findings.filter((f) => f.route !== 'drop')
  const counts = Object.fromEntries(['critical', 'high', 'medium', 'low', 'info'].map((s) => [`findings_${s}`, kept.filter((f) => f.severity === s).length]))
  logger.event('run', 'summary', {
    outcome: decision.outcome,
    class: decision.failureClass,
    mode: input.mode,
    model_calls: figures.modelCalls,
    tokens_in: figures.tokensIn,
    tokens_out: figures.tokensOut,
    ...counts,
    routed_inline: findings.filter((f) => f.route === 'inline').length,
    escalated: findings.filter((f) => f.route === 'escalate').length,
    dropped: findings.filter((f) => f.route === 'drop').length,
    review: verified?.reviewId,
    verify_waited_ms: verified?.waitedMs,
    ms: figures.durationMs,
  })
  return { decision, report, verified, lifecycle, outputs }
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
