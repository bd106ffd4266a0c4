import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { RECEIPT_FILES } from '../../../src/core/contracts/run-config.js'
import { toHarbourmasterError } from '../../../src/core/errors.js'
import { SessionEvents } from '../../../src/core/opencode/events.js'
import { logUsage } from '../../../src/core/opencode/events-usage.js'
import { markReviewersStarted } from '../../../src/core/publication/receipts.js'
import { createAgentSession, DEFAULT_MAX_RETRIES, runAgentWithFallback, type AgentRun } from '../../../src/core/opencode/run-agent.js'
import type { Logger } from '../../../src/core/telemetry/logger.js'
import { dedupe, parseSpecialistAnswer, type Candidate } from './findings.js'
import type { ReviewerLauncher, ReviewerServer } from './launcher.js'
import { buildReceipt, writeAssessments, writeReceipt, writeTestVerdicts, type ReceiptExtra } from './execution-receipt.js'
import { dropKnown, earlierBlocks, loadRecheck, parseEarlierVerdicts, type EarlierResult, type RecheckItem } from './recheck.js'
import type { TestVerdictEntry } from '../../../src/core/contracts/test-verdicts.js'
import { buildSpecialistPrompt, NO_TOOLS } from './specialist-prompt.js'
import type { ReviewStage, StagedPatch } from './stage.js'
import { routingPolicy } from '../../../src/core/policy/routing.js'
import { applyVerdicts, buildVerifierPrompt, emptyVerdictCounts, parseVerdicts, type VerdictCounts, type VerifiedFinding } from './verifier.js'

/**
 * spawn_reviewers' work: start the token-free reviewer process, run every
 * selected specialist concurrently (one session each, patches inline), run
 * one verifier over all candidates, write the execution receipt and stop the
 * process, also on error or abort. Specialists and the verifier get model
 * fallback like the editor. The reviewers get what is left of the run's token
 * budget; past it every session is aborted and the result says so.
 */

export interface SpawnOptions {
  stage: ReviewStage
  launch: ReviewerLauncher
  logger: Logger
  /** The editor's tool-call abort signal. */
  signal?: AbortSignal
  /** Tokens the editor has used so far (the reviewers get the rest of the budget). */
  editorTokens?: number
  maxRetries?: number
  inlineBudgetBytes?: number
}

export interface SpecialistReport {
  name: string
  status: 'ok' | 'failed' | 'no-json' | 'skipped'
  findings: number
  invalid: number
  out_of_scope: number
  not_inline: string[]
  /** Whether it ran with read/glob/grep (patches overflowed, or it reads the checkout) or as one call without tools. */
  tools?: boolean
  error?: string
}

/** What the editor's model receives: verified findings and counts, never transcripts. */
export interface EditorResult {
  status: ReceiptExtra['status']
  findings: VerifiedFinding[]
  counts: VerdictCounts & { candidates: number; returned: number; dropped: number; invalid: number; out_of_scope: number; duplicates: number; already_tracked: number }
  specialists: SpecialistReport[]
  verifier: { status: 'ok' | 'failed' | 'skipped'; error?: string }
  note: string
}

const NOTE =
  'Each finding carries its confidence before and after verification, the verdict and the route trusted code chose: inline (a comment), escalate (listed for a human look). Findings routed to drop are not listed, only counted. Publish every listed finding; routing is applied again at publication.'

function patchTextOf(stage: ReviewStage): (path: string) => string | undefined {
  const byPath = new Map([...stage.patches.values()].map((p) => [p.path, p.text]))
  return (path) => byPath.get(path)
}

export async function spawnReviewers(options: SpawnOptions): Promise<EditorResult> {
  const { stage, logger } = options
  const { config } = stage
  const startedAt = Date.now()
  const deadline = startedAt + config.timeoutMs
  const nonce = randomBytes(6).toString('hex')
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES
  const sessionErrors = new Map<string, string>()
  const errors: { agent: string; error: string }[] = []
  const stop = new AbortController()
  const onAbort = (): void => stop.abort()
  options.signal?.addEventListener('abort', onAbort, { once: true })
  let budgetExceeded = false
  let candidates: Candidate[] = []
  let duplicates = 0
  let known = 0
  let recheck: RecheckItem[] = []
  let earlier: EarlierResult[] | undefined
  let verdicts: VerdictCounts = emptyVerdictCounts()
  const policy = routingPolicy(config.routing, config.maxComments)
  let verified: VerifiedFinding[] = []
  let testVerdicts: TestVerdictEntry[] = []
  let verifier: EditorResult['verifier'] = { status: 'skipped' }
  const reports: SpecialistReport[] = []
  let events: SessionEvents | undefined
  logger.event('reviewers', 'start', { specialists: config.specialists.length, patches: stage.patches.size })
  let server: ReviewerServer | undefined
  const remaining = config.tokenBudget > 0 ? config.tokenBudget - (options.editorTokens ?? 0) : Number.POSITIVE_INFINITY
  try {
    if (remaining <= 0) {
      // Nothing left for the reviewers: do not even start their process.
      budgetExceeded = true
      logger.event('reviewers', 'budget-exceeded', { budget: config.tokenBudget, used: options.editorTokens ?? 0 })
      return finish()
    }
    // Before the reviewer process exists: a cancellation from here on reports the specialists' stage.
    await markReviewersStarted(config.privateDir).catch(() => undefined)
    try {
      server = await options.launch(config, logger)
    } catch (error) {
      const failure = toHarbourmasterError(error)
      errors.push({ agent: 'reviewer-server', error: `${failure.failureClass}: ${failure.message}` })
      throw failure
    }
    const reviewer = server
    // Every session this run will prompt is created while the event stream connects, the
    // verifier's too (an unprompted session costs no model call and appears in no receipt):
    // the hand-over to each agent then waits only for its prompt.
    const ahead = (agent: string): Promise<string> => {
      const created = createAgentSession(reviewer.client, agent, `Harbourmaster ${agent}`)
      created.catch(() => undefined)
      return created
    }
    const sessions = new Map(config.specialists.filter((s) => s.patches.length > 0).map((s) => [s.name, ahead(`specialist-${s.name}`)]))
    const verifierSession = ahead('verifier')
    events = await SessionEvents.attach({ client: reviewer.client, logger, process: 'reviewer', snapshotFile: join(config.privateDir, RECEIPT_FILES.events) })
    const observed = events
    observed.onUsage(() => {
      const { tokensIn, tokensOut } = observed.summary()
      if (!budgetExceeded && tokensIn + tokensOut > remaining) {
        budgetExceeded = true
        logger.event('reviewers', 'budget-exceeded', { budget: config.tokenBudget, used: tokensIn + tokensOut + (options.editorTokens ?? 0) })
        stop.abort()
      }
    })

    const run = async (agent: string, text: string, continueText: string, session: Promise<string> | undefined, tools?: Record<string, boolean>, system?: string): Promise<AgentRun> => {
      const ids: string[] = []
      try {
        const result = await runAgentWithFallback({
          client: reviewer.client,
          events: observed,
          logger,
          agent,
          title: `Harbourmaster ${agent}`,
          text,
          continueText,
          models: config.models,
          maxRetries,
          deadline,
          timeoutMs: config.timeoutMs,
          signal: stop.signal,
          onSession: (id) => ids.push(id),
          session,
          tools,
          system,
        })
        for (const a of result.attempts) if (a.outcome !== 'ok' && a.sessionId !== result.sessionIds.at(-1)) sessionErrors.set(a.sessionId, a.error ?? a.outcome)
        return result
      } catch (error) {
        const failure = toHarbourmasterError(error)
        const message = budgetExceeded ? 'token budget exceeded' : `${failure.failureClass}: ${failure.message}`
        for (const id of ids) sessionErrors.set(id, message)
        errors.push({ agent, error: message })
        throw failure
      }
    }

    // Every specialist at once: sibling sessions on one server run concurrently.
    const settled = await Promise.all(
      config.specialists.map(async (s) => {
        const own = s.patches.map((n) => stage.patches.get(n)).filter((p): p is StagedPatch => p !== undefined)
        const report: SpecialistReport = { name: s.name, status: 'skipped', findings: 0, invalid: 0, out_of_scope: 0, not_inline: [] }
        reports.push(report)
        if (own.length === 0) return { specialist: s.name, findings: [] }
        const prompt = buildSpecialistPrompt({
          specialist: s.name,
          prNumber: config.pullNumber,
          stageDir: config.stageDir,
          checkoutDir: config.checkoutDir,
          patches: own,
          budgetBytes: options.inlineBudgetBytes,
          nonce,
          readsCheckout: s.readsCheckout === true && config.checkoutDir !== undefined,
        })
        report.not_inline = prompt.overflow
        report.tools = prompt.tools
        try {
          const result = await run(
            `specialist-${s.name}`,
            prompt.text,
            'Continue your review from where you stopped and finish with the JSON object.',
            sessions.get(s.name),
            prompt.tools ? undefined : NO_TOOLS,
            // Repository guidance from the base commit, fenced by the runner: the system prompt, never the stage.
            s.guidance,
          )
          const parsed = parseSpecialistAnswer(result.text, own)
          Object.assign(report, {
            status: parsed.unparsable ? 'no-json' : 'ok',
            findings: parsed.findings.length,
            invalid: parsed.invalid,
            out_of_scope: parsed.outOfScope,
          })
          logger.event('reviewers', 'specialist-done', { specialist: s.name, findings: parsed.findings.length, invalid: parsed.invalid, out_of_scope: parsed.outOfScope, not_inline: prompt.overflow.length, tools: prompt.tools })
          return { specialist: s.name, findings: parsed.findings }
        } catch (error) {
          const failure = toHarbourmasterError(error)
          Object.assign(report, { status: 'failed', error: budgetExceeded ? 'token budget exceeded' : `${failure.failureClass}: ${failure.message}` })
          logger.event('reviewers', 'specialist-failed', { specialist: s.name, class: failure.failureClass })
          return { specialist: s.name, findings: [] }
        }
      }),
    )
    ;({ candidates, duplicates } = dedupe(settled, patchTextOf(stage)))
    // Findings the ledger already tracks are never candidates again (no duplicate thread, no verifier tokens).
    ;({ kept: candidates, known } = dropKnown(candidates, config.ledger))
    try {
      recheck = await loadRecheck(config)
    } catch (error) {
      errors.push({ agent: 'verifier', error: `earlier findings unreadable: ${toHarbourmasterError(error).message}` })
    }

    if ((candidates.length > 0 || recheck.length > 0) && !budgetExceeded) {
      try {
        const text = [buildVerifierPrompt({ candidates, patches: stage.patches, stageDir: config.stageDir, nonce, evidence: stage.evidence }), ...earlierBlocks(recheck, nonce)].join('\n')
        const result = await run('verifier', text, 'Continue verifying from where you stopped and finish with the JSON object.', verifierSession)
        ;({ verified, counts: verdicts, testVerdicts } = applyVerdicts(candidates, parseVerdicts(result.text), 'the verifier gave no verdict', policy, stage.evidence))
        if (recheck.length > 0) earlier = parseEarlierVerdicts(result.text, recheck)
        verifier = { status: 'ok' }
      } catch (error) {
        const failure = toHarbourmasterError(error)
        verifier = { status: 'failed', error: budgetExceeded ? 'token budget exceeded' : `${failure.failureClass}: ${failure.message}` }
        if (!budgetExceeded) ({ verified, counts: verdicts, testVerdicts } = applyVerdicts(candidates, new Map(), 'not verified: the verifier failed', policy, stage.evidence))
      }
    }
  } finally {
    options.signal?.removeEventListener('abort', onAbort)
    const usage = events?.summary() ?? { modelCalls: 0, tokensIn: 0, tokensOut: 0, toolCalls: 0, sessions: [], byAgent: {} }
    await events?.close()
    await server?.close()
    logUsage(logger, usage, 'reviewer')
    const extra = extraOf()
    const receipt = buildReceipt({ runId: config.runId, startedAt, finishedAt: Date.now(), usage, sessionErrors, candidates: candidates.length, verdicts, extra })
    await writeReceipt(config.privateDir, receipt)
    // Publication routes from this trusted copy, whatever the editor model submits.
    // Test evidence travels in its own file (test-verdicts.json); the assessment schema is strict.
    await writeAssessments(config.privateDir, { version: 1, runId: config.runId, findings: budgetExceeded ? [] : verified.map(({ tests: _tests, ...f }) => f) })
    if (stage.evidence && !budgetExceeded) await writeTestVerdicts(config.privateDir, testVerdicts)
    logger.event('reviewers', 'done', {
      status: extra.status,
      model_calls: usage.modelCalls,
      tokens_in: usage.tokensIn,
      tokens_out: usage.tokensOut,
      candidates: candidates.length,
      known,
      rechecked: recheck.length,
      earlier_answered: earlier?.length,
      confirmed: verdicts.confirmed,
      refuted: verdicts.refuted,
      inconclusive: verdicts.inconclusive,
      not_applicable: verdicts['not-applicable'],
      test_confirmed: stage.evidence ? testVerdicts.filter((t) => t.verdict === 'confirmed').length : undefined,
      test_refuted: stage.evidence ? testVerdicts.filter((t) => t.verdict === 'refuted').length : undefined,
      test_inconclusive: stage.evidence ? testVerdicts.filter((t) => t.verdict === 'inconclusive').length : undefined,
      inline: verified.filter((f) => f.route === 'inline').length,
      escalated: verified.filter((f) => f.route === 'escalate').length,
      dropped: verified.filter((f) => f.route === 'drop').length,
      ms: Date.now() - startedAt,
    })
  }

  function extraOf(): ReceiptExtra {
    const ran = reports.filter((r) => r.status !== 'skipped')
    const failed = ran.filter((r) => r.status === 'failed')
    const status: ReceiptExtra['status'] = budgetExceeded
      ? 'budget-exceeded'
      : ran.length > 0 && failed.length === ran.length
        ? 'failed'
        : failed.length > 0 || verifier.status === 'failed'
          ? 'partial'
          : 'ok'
    return {
      status,
      invalid: reports.reduce((n, r) => n + r.invalid, 0),
      outOfScope: reports.reduce((n, r) => n + r.out_of_scope, 0),
      duplicates,
      returned: verified.filter((f) => f.route !== 'drop').length,
      overflowPatches: [...new Set(reports.flatMap((r) => r.not_inline))],
      budgetExceeded,
      errors,
      known,
      ...(earlier ? { earlier } : {}),
    }
  }

  function finish(): EditorResult {
    const extra = extraOf()
    const listed = budgetExceeded ? [] : verified.filter((f) => f.route !== 'drop')
    return {
      status: extra.status,
      findings: listed,
      counts: {
        candidates: candidates.length,
        ...verdicts,
        returned: listed.length,
        dropped: budgetExceeded ? 0 : verified.length - listed.length,
        invalid: extra.invalid,
        out_of_scope: extra.outOfScope,
        duplicates,
        already_tracked: known,
      },
      specialists: reports.sort((a, b) => a.name.localeCompare(b.name)),
      verifier,
      note: budgetExceeded ? `The run's token budget (${config.tokenBudget}) was exceeded; the review stopped and returns no findings.` : NOTE,
    }
  }

  return finish()
}
