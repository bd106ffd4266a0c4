import type { FailureClass } from '../../../src/core/errors.js'
import type { SessionEvents } from '../../../src/core/opencode/events.js'
import { runtimeFailure } from '../../../src/core/opencode/transport-failure.js'
import { OpenCodeError } from '../../../src/core/errors.js'
import { createAgentSession, formatMinutes, runAgentWithFallback, type AgentRun, type ModelRef, type SentAhead } from '../../../src/core/opencode/run-agent.js'
import type { Logger } from '../../../src/core/telemetry/logger.js'
import type { TeamDeadlines } from '../../../src/core/opencode/run-deadline.js'
import type { ReviewerServer } from './launcher.js'

/**
 * The reviewer team while it works: one reviewer process, its observed
 * events, the run's remaining token budget and the log of what failed. The
 * phases (team-phases.ts) run agents through `run`; what they produce is
 * returned by each phase, while the failures the receipt reports are kept
 * here, in the order they happened, because an agent's failure and the
 * budget stop are learnt from events as they come.
 */

export interface AgentError {
  agent: string
  error: string
  /** The class of the failure, so the runner reports it without reading the message. */
  failureClass?: FailureClass
}

export interface TeamLimits {
  models: readonly ModelRef[]
  maxRetries: number
  /**
   * Wall-clock deadlines (epoch ms) cut from the editor's (run-deadline.ts): the specialists', and
   * the verifier's after it, each leaving time for what follows before the editor's own.
   */
  deadlines: TeamDeadlines
  /** timeout-minutes in ms, which the shares are of. */
  timeoutMs: number
  /** Tokens the reviewers may use (the budget less the editor's use; Infinity without a budget). */
  remaining: number
  tokenBudget: number
  editorTokens: number
}

/** The team's failure log; it exists before the process does, so a failed start is reported too. */
export class TeamLog {
  readonly errors: AgentError[] = []
  /** Errors by session id, for sessions whose agent failed. */
  readonly sessionErrors = new Map<string, string>()
  budgetExceeded = false

  /** The reason an agent stopped: the budget, when the budget stopped it. */
  reason(error: unknown): string {
    if (this.budgetExceeded) return 'token budget exceeded'
    const failure = runtimeFailure(error)
    return `${failure.failureClass}: ${failure.message}`
  }
}

/**
 * Creates the sessions of the agents a review will prompt, while the event stream connects, the
 * verifier's too (a session never prompted costs no model call and appears in no receipt): the
 * hand-over to each agent then waits only for its prompt. A failed creation is retried by `run`.
 */
export function sessionsAhead(server: ReviewerServer, agents: readonly string[]): Map<string, Promise<string>> {
  return new Map(
    agents.map((agent) => {
      const created = createAgentSession(server.client, agent, `Harbourmaster ${agent}`)
      created.catch(() => undefined)
      return [agent, created] as const
    }),
  )
}

export class ReviewerTeam {
  constructor(
    private readonly server: ReviewerServer,
    private readonly events: SessionEvents,
    private readonly limits: TeamLimits,
    private readonly log: TeamLog,
    private readonly stop: AbortController,
    private readonly logger: Logger,
    /** Sessions from sessionsAhead, each taken by its agent's first run. */
    private readonly ahead: Map<string, Promise<string>> = new Map(),
    /** First prompts sent ahead in those sessions (attach-ahead.ts), held until the gate opened. */
    private readonly sent: Map<string, Promise<SentAhead | undefined>> = new Map(),
  ) {
    // Past the budget every session is aborted; the phases see their agents fail.
    events.onUsage(() => {
      const { tokensIn, tokensOut } = events.summary()
      if (!log.budgetExceeded && tokensIn + tokensOut > limits.remaining) {
        log.budgetExceeded = true
        logger.event('reviewers', 'budget-exceeded', { budget: limits.tokenBudget, used: tokensIn + tokensOut + limits.editorTokens })
        stop.abort()
      }
    })
  }

  get budgetExceeded(): boolean {
    return this.log.budgetExceeded
  }

  /** Whether the agent was stopped at its deadline (aborted, reported as timed out). */
  timedOut(agent: string): boolean {
    return this.timedOutAgents.has(agent)
  }

  private readonly timedOutAgents = new Set<string>()

  note(error: AgentError): void {
    this.log.errors.push(error)
  }

  /** Runs one agent with model fallback; a failure is logged against its sessions and rethrown classified. */
  async run(agent: string, text: string, continueText: string, tools?: Record<string, boolean>, system?: string): Promise<AgentRun> {
    const ids: string[] = []
    const deadline = agent === 'verifier' ? this.limits.deadlines.verifier : this.limits.deadlines.specialists
    const session = this.ahead.get(agent)
    const sentAhead = this.sent.get(agent)
    this.ahead.delete(agent)
    this.sent.delete(agent)
    try {
      const result = await runAgentWithFallback({
        client: this.server.client,
        events: this.events,
        logger: this.logger,
        agent,
        title: `Harbourmaster ${agent}`,
        text,
        continueText,
        models: [...this.limits.models],
        maxRetries: this.limits.maxRetries,
        deadline,
        timeoutMs: this.limits.timeoutMs,
        signal: this.stop.signal,
        onSession: (id) => ids.push(id),
        session,
        sentAhead,
        tools,
        system,
      })
      for (const a of result.attempts)
        if (a.outcome !== 'ok' && a.sessionId !== result.sessionIds.at(-1)) this.log.sessionErrors.set(a.sessionId, a.error ?? a.outcome)
      return result
    } catch (error) {
      // At its deadline run-agent aborted the session (through the SDK); said as such, with why it came early.
      const timedOut = !this.stop.signal.aborted && Date.now() >= deadline
      if (timedOut) this.timedOutAgents.add(agent)
      const late = timedOut ? timedOutReason(agent, deadline - (this.limits.deadlines.editor - this.limits.timeoutMs)) : undefined
      const message = late === undefined ? this.log.reason(error) : `opencode: ${late}`
      for (const id of ids) this.log.sessionErrors.set(id, message)
      // The reviewer process gone (a request refused or reset) is the runtime's failure, as for the editor.
      const failure = runtimeFailure(error)
      this.log.errors.push({ agent, error: message, failureClass: failure.failureClass })
      throw late === undefined ? failure : new OpenCodeError(late, { cause: error })
    }
  }
}

/** A timed-out agent's error: its share of the run and what the rest is kept for. */
function timedOutReason(agent: string, shareMs: number): string {
  const kept = agent === 'verifier' ? 'the review to be written and published' : 'the verifier and the review to be written and published'
  return `timed out after ${formatMinutes(shareMs)} of timeout-minutes and was aborted; the rest is kept for ${kept}`
}
