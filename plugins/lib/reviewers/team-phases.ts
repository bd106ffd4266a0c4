import { randomBytes } from 'node:crypto'
import type { TestVerdictEntry } from '../../../src/core/contracts/test-verdicts.js'
import { toHarbourmasterError } from '../../../src/core/errors.js'
import type { RunConfig } from '../../../src/core/contracts/run-config.js'
import type { RoutingPolicy } from '../../../src/core/policy/routing.js'
import type { Logger } from '../../../src/core/telemetry/logger.js'
import type { Finding } from '../../../src/core/contracts/review-payload.js'
import { dedupe, parseSpecialistAnswer, type Candidate } from './findings.js'
import { dropKnown, earlierBlocks, loadRecheck, parseEarlierVerdicts, type EarlierResult, type RecheckItem } from './recheck.js'
import { buildSpecialistPrompt, NO_TOOLS } from './specialist-prompt.js'
import type { ReviewStage, StagedPatch } from './stage.js'
import { SPECIALIST_REGISTRY } from '../../../src/core/contracts/specialists.js'
import type { StagedPatchText } from '../../../src/core/contracts/fingerprint.js'
import type { ReviewerTeam } from './team.js'
import { applyVerdicts, buildVerifierPrompt, emptyVerdictCounts, hasVerdictList, parseVerdicts, type VerdictCounts, type VerifiedFinding } from './verifier.js'
import { matchVerdicts } from './verdict-indexes.js'

/**
 * spawn_reviewers' phases, each a function of what the earlier ones
 * returned: the specialists (all at once), the candidates (deduplicated,
 * without what the ledger tracks, plus the earlier findings to re-check),
 * and the verifier over both. An agent's failure is part of a phase's
 * result, never thrown.
 */

/** What the phases use of the team: run an agent, note a failure, and whether the budget stopped it. */
export type TeamPort = Pick<ReviewerTeam, 'run' | 'note' | 'budgetExceeded' | 'timedOut'>

/** What every phase reads: the run config and stage, the per-run nonce and the routing policy. */
export interface ReviewPlan {
  config: RunConfig
  stage: ReviewStage
  nonce: string
  policy: Omit<RoutingPolicy, 'maxComments'>
  logger: Logger
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

export interface SpecialistsRun {
  /** In run-config order. */
  reports: SpecialistReport[]
  answers: { specialist: string; findings: Finding[] }[]
}

export interface CandidateSet {
  candidates: Candidate[]
  duplicates: number
  /** Candidates dropped as findings the ledger already tracks. */
  known: number
  /** Earlier findings the verifier re-checks. */
  recheck: RecheckItem[]
}

export interface Verification {
  verified: VerifiedFinding[]
  verdicts: VerdictCounts
  testVerdicts: TestVerdictEntry[]
  earlier?: EarlierResult[]
  verifier: { status: 'ok' | 'failed' | 'skipped'; error?: string }
  /** Candidates the verifier's answer gave no verdict (they count as inconclusive), verdicts for indexes no candidate has, and an answer counted from 1 that was renumbered. */
  answer?: { unanswered: number; stray: number; renumbered?: boolean }
}

/** A nonce that fences untrusted text: one for the specialists' prompts, a fresh one for the verifier's (which quotes specialists' answers). */
export function newNonce(): string {
  return randomBytes(6).toString('hex')
}

export function notVerified(): Verification {
  return { verified: [], verdicts: emptyVerdictCounts(), testVerdicts: [], verifier: { status: 'skipped' } }
}

type Specialist = RunConfig['specialists'][number]

/** A specialist's first prompt: what runSpecialists sends, and what attach-ahead.ts sends ahead. */
export interface FirstPrompt {
  agent: string
  own: StagedPatch[]
  text: string
  /** Per-prompt tool switches: NO_TOOLS when every patch is inline and it does not read the checkout. */
  tools?: Record<string, boolean>
  /** Repository guidance from the base commit, fenced by the runner: the system prompt, never the stage. */
  system?: string
  overflow: string[]
  usesTools: boolean
}

/** Undefined for a specialist with no staged patch (it is skipped). */
export function firstPrompt(plan: Pick<ReviewPlan, 'config' | 'stage' | 'nonce' | 'inlineBudgetBytes'>, s: Specialist): FirstPrompt | undefined {
  const { config, stage } = plan
  const own = s.patches.map((n) => stage.patches.get(n)).filter((p): p is StagedPatch => p !== undefined)
  if (own.length === 0) return undefined
  const prompt = buildSpecialistPrompt({
    specialist: s.name,
    prNumber: config.pullNumber,
    stageDir: config.stageDir,
    checkoutDir: config.checkoutDir,
    patches: own,
    budgetBytes: plan.inlineBudgetBytes,
    nonce: plan.nonce,
    readsCheckout: s.readsCheckout === true && config.checkoutDir !== undefined,
  })
  return {
    agent: `specialist-${s.name}`,
    own,
    text: prompt.text,
    tools: prompt.tools ? undefined : NO_TOOLS,
    system: s.guidance,
    overflow: prompt.overflow,
    usesTools: prompt.tools,
  }
}

/** Every specialist at once: sibling sessions on one server run concurrently. */
export async function runSpecialists(team: TeamPort, plan: ReviewPlan): Promise<SpecialistsRun> {
  const { config, logger } = plan
  const runs = await Promise.all(
    config.specialists.map(async (s) => {
      const report: SpecialistReport = { name: s.name, status: 'skipped', findings: 0, invalid: 0, out_of_scope: 0, not_inline: [] }
      const prompt = firstPrompt(plan, s)
      if (!prompt) return { report, findings: [] }
      const { own } = prompt
      report.not_inline = prompt.overflow
      report.tools = prompt.usesTools
      try {
        const result = await team.run(
          prompt.agent,
          prompt.text,
          'Continue your review from where you stopped and finish with the whole JSON object (all of it again if an earlier answer was cut off).',
          prompt.tools,
          prompt.system,
        )
        const parsed = parseSpecialistAnswer(result.text, own, SPECIALIST_REGISTRY.find((e) => e.name === s.name)?.category, [...plan.stage.patches.values()])
        // An answer without the findings JSON (or whose JSON holds no findings list) is a review lost: the run must say so, as for a failed agent.
        if (parsed.noList) team.note({ agent: prompt.agent, error: 'answered without the findings JSON; its review was not used', failureClass: 'model' })
        Object.assign(report, {
          status: parsed.noList ? 'no-json' : 'ok',
          findings: parsed.findings.length,
          invalid: parsed.invalid,
          out_of_scope: parsed.outOfScope,
        })
        logger.event('reviewers', 'specialist-done', {
          specialist: s.name,
          findings: parsed.findings.length,
          invalid: parsed.invalid,
          out_of_scope: parsed.outOfScope,
          // A confidence the trusted parser read as a percentage or out of 10, or replaced by the default, changes a route: said, never silent.
          confidence_percent: parsed.confidencePercent,
          confidence_tenths: parsed.confidenceTenths,
          confidence_defaulted: parsed.confidenceDefaulted,
          // A category the registry does not have, filed under the specialist's own: said, never silent.
          recategorised: parsed.recategorised,
          suggestions_left_out: parsed.suggestionsLeftOut,
          // A range that ran past its hunk, narrowed to its first line rather than dropped: said, never silent.
          ranges_narrowed: parsed.rangesNarrowed,
          not_inline: prompt.overflow.length,
          tools: prompt.usesTools,
        })
        return { report, findings: parsed.findings }
      } catch (error) {
        const failure = toHarbourmasterError(error)
        Object.assign(report, { status: 'failed', error: team.budgetExceeded ? 'token budget exceeded' : `${failure.failureClass}: ${failure.message}` })
        logger.event('reviewers', 'specialist-failed', {
          specialist: s.name,
          class: failure.failureClass,
          // Aborted at its share of timeout-minutes (run-deadline.ts), so the rest of the team's work was published.
          timed_out: team.timedOut(prompt.agent) || undefined,
        })
        return { report, findings: [] }
      }
    }),
  )
  return { reports: runs.map((r) => r.report), answers: runs.map((r) => ({ specialist: r.report.name, findings: r.findings })) }
}

function patchTextOf(stage: ReviewStage): (path: string) => StagedPatchText | undefined {
  const byPath = new Map([...stage.patches.values()].map((p) => [p.path, { text: p.text, hiddenLines: p.hiddenLines, cutAfter: p.cutAfter }]))
  return (path) => byPath.get(path)
}

export async function gatherCandidates(team: TeamPort, plan: ReviewPlan, specialists: SpecialistsRun): Promise<CandidateSet> {
  const deduped = dedupe(specialists.answers, patchTextOf(plan.stage))
  // Findings the ledger already tracks are never candidates again (no duplicate thread, no verifier tokens).
  const { kept, known } = dropKnown(deduped.candidates, plan.config.ledger)
  const recheck = await loadRecheck(plan.config).catch((error: unknown) => {
    const failure = toHarbourmasterError(error)
    team.note({ agent: 'verifier', error: `earlier findings unreadable: ${failure.message}`, failureClass: failure.failureClass })
    return []
  })
  return { candidates: kept, duplicates: deduped.duplicates, known, recheck }
}

export async function verifyCandidates(team: TeamPort, plan: ReviewPlan, set: CandidateSet): Promise<Verification> {
  const { candidates, recheck } = set
  const { stage, policy } = plan
  if ((candidates.length === 0 && recheck.length === 0) || team.budgetExceeded) return notVerified()
  // Not the specialists' nonce: a specialist the patch steers could echo its own fence to close a candidate's.
  const nonce = newNonce()
  try {
    const text = [
      buildVerifierPrompt({ candidates, patches: stage.patches, stageDir: plan.config.stageDir, nonce, evidence: stage.evidence }),
      ...earlierBlocks(recheck, nonce),
    ].join('\n')
    // The base commit's guidance, as each specialist gets it: a team rule decides whether a claim holds.
    const system = plan.config.verifierGuidance
    const result = await team.run(
      'verifier',
      text,
      'Continue verifying from where you stopped and finish with the whole JSON object (all of it again if an earlier answer was cut off).',
      undefined,
      system,
    )
    const earlier = recheck.length > 0 ? { earlier: parseEarlierVerdicts(result.text, recheck) } : {}
    if (candidates.length > 0 && !hasVerdictList(result.text)) {
      // As for a specialist's answer without its JSON: a verification lost must mark the run partial, not pass as inconclusive verdicts.
      const error = 'answered without the verdicts JSON; every candidate counts as unverified'
      team.note({ agent: 'verifier', error, failureClass: 'model' })
      const applied = applyVerdicts(candidates, new Map(), 'not verified: the verifier answered without the verdicts JSON', policy, stage.evidence)
      return {
        verified: applied.verified,
        verdicts: applied.counts,
        testVerdicts: applied.testVerdicts,
        ...earlier,
        verifier: { status: 'failed', error: `model: ${error}` },
      }
    }
    const matched = matchVerdicts(candidates, parseVerdicts(result.text))
    if (matched.mismatch) {
      // Never a verdict on the wrong candidate: none is applied, and the verification counts as lost.
      const error = `its ${matched.mismatch}; every candidate counts as unverified`
      team.note({ agent: 'verifier', error, failureClass: 'model' })
      const applied = applyVerdicts(
        candidates,
        new Map(),
        `not verified: the verifier's ${matched.mismatch}, so no verdict was applied`,
        policy,
        stage.evidence,
      )
      const answer = { unanswered: matched.unanswered, stray: matched.stray }
      return {
        answer,
        verified: applied.verified,
        verdicts: applied.counts,
        testVerdicts: applied.testVerdicts,
        ...earlier,
        verifier: { status: 'failed', error: `model: ${error}` },
      }
    }
    const applied = applyVerdicts(candidates, matched.verdicts, 'the verifier gave no verdict', policy, stage.evidence)
    // Counted on the done line: candidates left unanswered, verdicts naming none, and an answer counted from 1 (renumbered).
    const answer = { unanswered: matched.unanswered, stray: matched.stray, ...(matched.renumbered ? { renumbered: true } : {}) }
    return {
      answer,
      verified: applied.verified,
      verdicts: applied.counts,
      testVerdicts: applied.testVerdicts,
      ...earlier,
      verifier: { status: 'ok' },
    }
  } catch (error) {
    const failure = toHarbourmasterError(error)
    const verifier = { status: 'failed' as const, error: team.budgetExceeded ? 'token budget exceeded' : `${failure.failureClass}: ${failure.message}` }
    if (team.budgetExceeded) return { ...notVerified(), verifier }
    const applied = applyVerdicts(candidates, new Map(), 'not verified: the verifier failed', policy, stage.evidence)
    return { verified: applied.verified, verdicts: applied.counts, testVerdicts: applied.testVerdicts, verifier }
  }
}
