import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { effectiveConfig } from '../config/effective-config.js'
import { executionReceiptSchema, RECEIPT_FILES, type ExecutionReceipt } from '../core/contracts/run-config.js'
import { HarbourmasterError } from '../core/errors.js'
import { teamNeverRan, teamShortfall, type TeamAccount } from '../core/publication/team-shortfall.js'
import type { Concluded, ConcludeInput } from '../publication/conclude.js'
import type { RunFigures } from '../publication/summary.js'
import type { PreparedRun } from '../prepare.js'
import type { EditorRun } from '../runtime/editor.js'
import type { Failure, RunContext } from './ports.js'
import type { RunEnd } from './review-pull-request.js'

/**
 * The conclusion of every run that got its settings, whatever the review
 * reached: the reviewers' execution receipt is read (a budget stop or an
 * incomplete team shows there), and publication/conclude.ts proves,
 * reports and decides the outcome from what the run returned.
 */

async function readExecutionReceipt(privateDir: string): Promise<ExecutionReceipt | undefined> {
  try {
    return executionReceiptSchema.parse(JSON.parse(await readFile(join(privateDir, RECEIPT_FILES.execution), 'utf8')))
  } catch {
    return undefined
  }
}

function usageOf(editor: EditorRun | undefined, receipt: ExecutionReceipt | undefined): Omit<RunFigures, 'durationMs'> {
  return {
    modelCalls: (editor?.usage.modelCalls ?? 0) + (receipt?.modelCalls ?? 0),
    unmeteredCalls: (editor?.usage.unmeteredCalls ?? 0) + (receipt?.unmeteredCalls ?? 0),
    tokensIn: (editor?.usage.tokensIn ?? 0) + (receipt?.tokensIn ?? 0),
    tokensOut: (editor?.usage.tokensOut ?? 0) + (receipt?.tokensOut ?? 0),
  }
}

/**
 * A reviewer team that ran past the budget fails the run even when the editor finished; not a run
 * that ends skipped (another run's review found at the POST): it posted nothing, and says why.
 */
function failureOf(ctx: RunContext, end: RunEnd, receipt: ExecutionReceipt | undefined): Failure | undefined {
  if (end.failure || end.skipped || !receipt?.extra?.budgetExceeded) return end.failure
  return {
    error: new HarbourmasterError(
      'model',
      `the token budget of ${ctx.settings.tokenBudget} tokens was reached while the specialists ran; their findings were not used (raise token-budget to review further)`,
    ),
    phase: 'budget',
  }
}

/**
 * The team's account for the conclusion: its receipt, or, when specialists were selected and the
 * editor finished without spawn_reviewers ever writing one, a team that never ran (the editor
 * skipped it, for example talked out of it by the pull request's text). A replay runs no team: the
 * recording run's account stands, so the replayed review ends as incomplete as it was.
 */
function teamAccount(ctx: RunContext, end: RunEnd, receipt: ExecutionReceipt | undefined): TeamAccount | undefined {
  if (ctx.settings.replayFindings !== undefined) return end.replayedTeam
  if (receipt?.extra) return receipt.extra
  if (receipt || !end.editor || !end.prepared || end.prepared.specialists.length === 0) return undefined
  return teamNeverRan(end.prepared.specialists.map((s) => s.name))
}

const instanceSuffix = (instance: string | undefined): string => (instance === undefined ? '' : `-${instance}`)

/**
 * The earlier findings the conclusion decides: the prepared ledger with the verifier's answers
 * and the push's scope. The push tests conclude through it too, so they decide as the runner does.
 */
export function concludeLedger(
  prepared: PreparedRun,
  answers: NonNullable<ConcludeInput['ledger']>['answers'],
  alreadyTracked: number,
): NonNullable<ConcludeInput['ledger']> {
  return {
    entries: prepared.ledger.entries,
    answers,
    alreadyTracked,
    ...(prepared.ledger.inBody ? { inBody: prepared.ledger.inBody } : {}),
    ended: prepared.ledger.ended,
    scope: {
      kind: prepared.delta.kind,
      reason: prepared.delta.reason,
      since: prepared.delta.since,
      reviewed: prepared.counts.staged,
      unchanged: prepared.unchangedSinceReview.length,
    },
  }
}

export async function concludeReview(ctx: RunContext, end: RunEnd): Promise<Concluded> {
  const { settings, env, runId } = ctx
  const { logger } = ctx.ports
  const { prepared } = end
  const privateDir = end.dirs?.privateDir
  const receipt = privateDir ? await readExecutionReceipt(privateDir) : undefined
  if (receipt?.extra && receipt.extra.status !== 'ok') {
    logger.event('reviewers', 'incomplete', {
      status: receipt.extra.status,
      errors: receipt.extra.errors.map((e) => `${e.agent}: ${e.error}`).join('; ') || undefined,
      overflow: receipt.extra.overflowPatches.length || undefined,
    })
  }
  const replaying = settings.replayFindings !== undefined
  const team = teamAccount(ctx, end, receipt)
  const input: ConcludeInput = {
    owner: env.repository.owner,
    repo: env.repository.repo,
    pullNumber: prepared?.pr.number ?? end.pullNumber,
    mode: settings.mode,
    blockingSeverity: settings.blockingSeverity,
    // A replay makes no model call by design; strict-runtime is about review runs.
    strictRuntime: settings.strictRuntime && !replaying,
    expectedLogin: settings.expectedBotLogin,
    runId: end.publicationRunId,
    headSha: prepared?.headSha ?? '',
    marker: end.marker,
    snapshot: end.snapshot,
    privateDir,
    ledger: prepared ? concludeLedger(prepared, receipt?.extra?.earlier, receipt?.extra?.known ?? 0) : undefined,
    exclusions: prepared?.exclusions ?? [],
    caps: prepared?.caps ?? [],
    figures: { ...usageOf(end.editor, receipt), durationMs: Date.now() - ctx.started },
    // Two steps of one job share RUNNER_TEMP and the run id: each instance writes its own files.
    findingsPath: join(env.runnerTemp, `harbourmaster-findings-${runId}${instanceSuffix(settings.instance)}.json`),
    sarifPath: join(env.runnerTemp, `harbourmaster-${runId}${instanceSuffix(settings.instance)}.sarif`),
    maxComments: prepared ? effectiveConfig(settings, prepared.base.config).maxComments : settings.maxComments,
    failure: failureOf(ctx, end, receipt),
    publicationFailure: end.publicationFailure,
    team,
    skippedReason: end.skipped?.reason,
    existingReviewId: end.skipped?.reviewId,
    ...(end.landed ? { landed: end.landed } : {}),
    pullRequestUrl: prepared?.pr.htmlUrl,
    verifyDelaysMs: ctx.ports.verifyDelaysMs,
    lifecycleTrack: ctx.registry.lifecycle,
    incomplete: teamShortfall(team, { tokenBudget: settings.tokenBudget, reasons: true }),
    // A run with findings ran OpenCode, so provisioning is done and every entry it refused is known here.
    reservedWarnings: ctx.registry.cacheRejections.length,
    files: prepared?.listed,
    base: prepared
      ? {
          ...prepared.base,
          specialists: [...prepared.specialists, { name: 'verifier', guidance: prepared.verifierGuidance }].map((s) => ({
            name: s.name,
            sources: s.guidance.applied.map((a) => a.source),
            bytes: s.guidance.bytes,
            cut: s.guidance.cut.map((c) => c.source),
          })),
        }
      : undefined,
  }
  const { concludeRun } = await import('../publication/conclude.js')
  return concludeRun(ctx.conclude, input)
}
