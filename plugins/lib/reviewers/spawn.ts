import { toHarbourmasterError } from '../../../src/core/errors.js'
import { markReviewersStarted } from '../../../src/core/publication/receipts.js'
import { openTeamGate } from '../../../src/core/opencode/team-gate.js'
import { readEditorDeadline, specialistsTooLate, teamDeadlines } from '../../../src/core/opencode/run-deadline.js'
import { DEFAULT_MAX_RETRIES, formatMinutes } from '../../../src/core/opencode/run-agent.js'
import type { Logger } from '../../../src/core/telemetry/logger.js'
import { routingPolicy } from '../../../src/core/policy/routing.js'
import { attachTeam, type AttachedTeam } from './attach-ahead.js'
import type { ReviewerLauncher } from './launcher.js'
import type { ReviewStage } from './stage.js'
import { gatherCandidates, newNonce, runSpecialists, verifyCandidates, type ReviewPlan, type SpecialistReport } from './team-phases.js'
import { editorResult, emptyReview, NO_USAGE, recordReview, type EditorResult, type TeamOutcome, type TeamReview } from './team-result.js'
import { ReviewerTeam, TeamLog, type TeamLimits } from './team.js'

export type { SpecialistReport } from './team-phases.js'
export type { EditorResult } from './team-result.js'

/**
 * spawn_reviewers' work, phase by phase: plan (budget, nonce, routing) ->
 * start the token-free reviewer process -> every selected specialist
 * concurrently (one session each, patches inline) -> candidates -> one
 * verifier over all of them -> receipts -> the editor's result. The process
 * is stopped on every path, also on error or abort, and the receipts are
 * written on every path. Specialists and the verifier get model fallback
 * like the editor. The reviewers get what is left of the run's token budget;
 * past it every session is aborted and the result says so.
 */

export interface SpawnOptions {
  stage: ReviewStage
  launch: ReviewerLauncher
  /** The team attached ahead, at the editor's first message (attach-ahead.ts); else attached here through `launch`. */
  attached?: AttachedTeam
  logger: Logger
  /** The editor's tool-call abort signal. */
  signal?: AbortSignal
  /** Tokens the editor has used so far (the reviewers get the rest of the budget). */
  editorTokens?: number
  maxRetries?: number
  inlineBudgetBytes?: number
  /** The nonce the prompts sent ahead were built with (AttachedTeam.planned); else a new one. */
  nonce?: string
}

export async function spawnReviewers(options: SpawnOptions): Promise<EditorResult> {
  const { stage, logger } = options
  const { config } = stage
  const startedAt = Date.now()
  const plan: ReviewPlan = {
    config,
    stage,
    logger,
    nonce: options.nonce ?? newNonce(),
    policy: routingPolicy(config.routing, config.maxComments),
    inlineBudgetBytes: options.inlineBudgetBytes,
  }
  const editorTokens = options.editorTokens ?? 0
  const limits: TeamLimits = {
    models: config.models,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    // The editor's deadline the runner wrote; without one (a plugin run on its own), this call's start plus timeout-minutes.
    deadlines: teamDeadlines((await readEditorDeadline(config.privateDir)) ?? startedAt + config.timeoutMs, config.timeoutMs),
    timeoutMs: config.timeoutMs,
    remaining: config.tokenBudget > 0 ? config.tokenBudget - editorTokens : Number.POSITIVE_INFINITY,
    tokenBudget: config.tokenBudget,
    editorTokens,
  }
  const stop = new AbortController()
  const onAbort = (): void => stop.abort()
  options.signal?.addEventListener('abort', onAbort, { once: true })
  logger.event('reviewers', 'start', { specialists: config.specialists.length, patches: stage.patches.size })
  const log = new TeamLog()
  const ran = await runTeam(plan, limits, { launch: options.launch, attached: options.attached, log, stop }).finally(() =>
    options.signal?.removeEventListener('abort', onAbort),
  )
  const outcome: TeamOutcome = { review: ran.review, usage: ran.usage, log, startedAt }
  await recordReview(plan, outcome)
  if (ran.thrown !== undefined) throw ran.thrown
  return editorResult(plan, outcome)
}

interface TeamRun {
  review: TeamReview
  usage: TeamOutcome['usage']
  /** Why the team could not work (its process did not start); the receipts are written first. */
  thrown?: unknown
}

interface TeamPorts {
  launch: ReviewerLauncher
  attached?: AttachedTeam
  log: TeamLog
  stop: AbortController
}

/** The reviewer process's lifetime: started, observed, used by the phases, stopped on every path. */
async function runTeam(plan: ReviewPlan, limits: TeamLimits, ports: TeamPorts): Promise<TeamRun> {
  const { config, logger } = plan
  const { log } = ports
  if (limits.remaining <= 0) {
    // Nothing left for the reviewers: do not even start their process.
    log.budgetExceeded = true
    logger.event('reviewers', 'budget-exceeded', { budget: config.tokenBudget, used: limits.editorTokens })
    await ports.attached?.observed.then(({ events }) => events.close()).catch(() => undefined)
    return { review: emptyReview(), usage: NO_USAGE }
  }
  const late = specialistsTooLate(limits.deadlines, limits.timeoutMs, Date.now())
  if (late) {
    await ports.attached?.observed.then(({ events }) => events.close()).catch(() => undefined)
    return { review: { ...emptyReview(), reports: notStarted(plan, limits, log, late) }, usage: NO_USAGE }
  }
  // Before the reviewer process exists: a cancellation from here on reports the specialists' stage.
  await markReviewersStarted(config.privateDir).catch(() => undefined)
  const attached = ports.attached ?? attachTeam(config, ports.launch, logger)
  // The editor called the tool: prompts sent ahead and held at the team gate go to the model now.
  const gateOpened = Date.now()
  const launched = await Promise.all([attached.server, openTeamGate(config.privateDir)]).then(
    ([server]) => ({ server }),
    (error: unknown) => ({ failure: toHarbourmasterError(error) }),
  )
  if ('failure' in launched) {
    const { failure } = launched
    log.errors.push({ agent: 'reviewer-server', error: `${failure.failureClass}: ${failure.message}`, failureClass: failure.failureClass })
    return { review: emptyReview(), usage: NO_USAGE, thrown: failure }
  }
  const { server } = launched
  try {
    const { ahead, sent, events } = await attached.observed
    events.restartClocks(gateOpened)
    try {
      const team = new ReviewerTeam(server, events, limits, log, ports.stop, logger, ahead, sent)
      const review = await reviewWith(team, plan).then(
        (value) => ({ value }),
        (thrown: unknown) => ({ value: emptyReview(), thrown }),
      )
      return { review: review.value, usage: events.summary(), ...('thrown' in review ? { thrown: review.thrown } : {}) }
    } finally {
      await events.close()
    }
  } catch (thrown) {
    return { review: emptyReview(), usage: NO_USAGE, thrown }
  } finally {
    await server.close()
  }
}

/**
 * The editor's turn before the call used the specialists' whole share of timeout-minutes (a slow or
 * rate-limited editor model): the held prompts would reach the model only to be aborted at once, each
 * call paid for and reported as a specialist that timed out. None is prompted; each is reported as
 * not started, naming the editor's turn, and the editor keeps the rest of its time to publish.
 */
function notStarted(plan: ReviewPlan, limits: TeamLimits, log: TeamLog, late: { usedMs: number; shareMs: number }): SpecialistReport[] {
  const { config, stage, logger } = plan
  const percent = Math.round((late.shareMs / limits.timeoutMs) * 100)
  const error =
    `opencode: not started: the editor called spawn_reviewers after ${formatMinutes(late.usedMs)} of timeout-minutes, ` +
    `past the specialists' ${formatMinutes(late.shareMs)} (${percent} %); raise timeout-minutes, or see the editor's model attempts in the log`
  const reports = config.specialists.map((s): SpecialistReport => {
    const staged = s.patches.some((name) => stage.patches.has(name))
    return { name: s.name, status: staged ? 'failed' : 'skipped', findings: 0, invalid: 0, out_of_scope: 0, not_inline: [], ...(staged ? { error } : {}) }
  })
  const failed = reports.filter((r) => r.status === 'failed')
  logger.event('reviewers', 'too-late', { specialists: failed.length, editor_ms: late.usedMs, share_ms: late.shareMs })
  for (const r of failed) {
    log.errors.push({ agent: `specialist-${r.name}`, error, failureClass: 'opencode' })
    logger.event('reviewers', 'specialist-failed', { specialist: r.name, class: 'opencode', timed_out: true })
  }
  return reports
}

async function reviewWith(team: ReviewerTeam, plan: ReviewPlan): Promise<TeamReview> {
  const specialists = await runSpecialists(team, plan)
  const candidates = await gatherCandidates(team, plan, specialists)
  const verification = await verifyCandidates(team, plan, candidates)
  return { reports: specialists.reports, candidates, verification }
}
