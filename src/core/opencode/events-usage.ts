import type { AssistantMessage, Event, Message } from '@opencode-ai/sdk'
import type { Logger } from '../telemetry/logger.js'
import { WARM_UP_PROVIDER } from './warm-up.js'

/**
 * Pure aggregation of OpenCode session events into usage figures. A model
 * call is one assistant message that OpenCode completed (it opens one per
 * provider call); its tokens come from that message's info. Nothing here is
 * inferred from process attempts, so a run whose provider never answered
 * reports zero model calls, which is what `strict-runtime` relies on.
 */

export interface SessionUsage {
  sessionId: string
  agent: string
  startedAt: number
  finishedAt: number
  modelCalls: number
  /**
   * Model calls the provider answered without reporting usage (every token field 0: no
   * real call has an empty prompt). Their tokens are missing from tokensIn/tokensOut and
   * the token budget cannot see them, which the run summary says.
   */
  unmeteredCalls: number
  /** Assistant messages that ended with a provider or runtime error. */
  failedCalls: number
  tokensIn: number
  tokensOut: number
  toolCalls: number
  toolErrors: number
  /** Tool names in call order, for assertions and drill-down accounting. */
  tools: string[]
  models: string[]
  lastError: string | undefined
}

export interface UsageSummary {
  modelCalls: number
  /** See SessionUsage.unmeteredCalls. */
  unmeteredCalls: number
  tokensIn: number
  tokensOut: number
  toolCalls: number
  sessions: SessionUsage[]
  byAgent: Record<string, { modelCalls: number; tokensIn: number; tokensOut: number; toolCalls: number; ms: number }>
}

/** A compact line for events.jsonl: what happened, never prompt or output text. */
export interface UsageSnapshot {
  at: number
  kind: 'model-call' | 'tool-call'
  sessionId: string
  agent: string
  model?: string
  tokensIn?: number
  tokensOut?: number
  tool?: string
  /**
   * A model call whose stream ended without a finish reason (OpenCode's finish `unknown`) and asked for
   * no tool: OpenCode asks the model again at once, as after a tool call, with nothing gained (run-agent.ts).
   */
  unfinished?: true
  outcome: 'ok' | 'error'
  error?: string
}

interface MessageState {
  counted: boolean
}

export class UsageAggregator {
  private readonly sessions = new Map<string, SessionUsage>()
  private readonly messages = new Map<string, MessageState>()
  private readonly toolParts = new Set<string>()
  /** Assistant messages that asked for a tool (a part of type tool, whatever its state). */
  private readonly withTools = new Set<string>()
  private readonly agents = new Map<string, string>()

  /** Names a session's agent before its first event, so usage is attributed even when OpenCode omits it. */
  label(sessionId: string, agent: string): void {
    this.agents.set(sessionId, agent)
    const existing = this.sessions.get(sessionId)
    if (existing) existing.agent = agent
  }

  /** Applies one event; returns the snapshots it completed (for the private log). */
  apply(event: Event, now: number = Date.now()): UsageSnapshot[] {
    switch (event.type) {
      case 'message.updated': {
        const info = event.properties.info
        // The runner's warm-up prompt (warm-up.ts) is no model call of the review: normally over before
        // any stream is attached, it could still be running when a bounded warm-up gave up waiting.
        if ((info.role === 'user' ? info.model?.providerID : info.providerID) === WARM_UP_PROVIDER) return []
        if (info.role === 'user') {
          const session = this.session(info.sessionID, now)
          if (!this.agents.has(info.sessionID) && info.agent) session.agent = info.agent
          return []
        }
        const session = this.session(info.sessionID, now)
        if (!this.agents.has(info.sessionID) && info.mode) session.agent = info.mode
        session.finishedAt = Math.max(session.finishedAt, now)
        if (info.time.completed === undefined) return []
        const state = this.messages.get(info.id) ?? { counted: false }
        this.messages.set(info.id, state)
        if (state.counted) return []
        state.counted = true
        if (!session.models.includes(info.modelID)) session.models.push(info.modelID)
        if (!isRealAnswer(info)) {
          session.failedCalls += 1
          session.lastError = info.error ? describeError(info.error) : 'no answer'
          return [
            {
              at: now,
              kind: 'model-call',
              sessionId: session.sessionId,
              agent: session.agent,
              model: info.modelID,
              outcome: 'error',
              error: session.lastError,
            },
          ]
        }
        session.modelCalls += 1
        if (tokenTotal(info) === 0) session.unmeteredCalls += 1
        session.tokensIn += info.tokens.input + info.tokens.cache.read + info.tokens.cache.write
        session.tokensOut += info.tokens.output + info.tokens.reasoning
        return [
          {
            at: now,
            kind: 'model-call',
            sessionId: session.sessionId,
            agent: session.agent,
            model: info.modelID,
            tokensIn: info.tokens.input + info.tokens.cache.read + info.tokens.cache.write,
            tokensOut: info.tokens.output + info.tokens.reasoning,
            ...(info.finish === 'unknown' && !this.withTools.has(info.id) ? { unfinished: true as const } : {}),
            outcome: 'ok',
          },
        ]
      }
      case 'message.part.updated': {
        const part = event.properties.part
        if (part.type !== 'tool') return []
        this.withTools.add(part.messageID)
        if (part.state.status !== 'completed' && part.state.status !== 'error') return []
        if (this.toolParts.has(part.id)) return []
        this.toolParts.add(part.id)
        const session = this.session(part.sessionID, now)
        session.toolCalls += 1
        session.tools.push(part.tool)
        session.finishedAt = Math.max(session.finishedAt, now)
        const failed = part.state.status === 'error'
        if (failed) session.toolErrors += 1
        return [{ at: now, kind: 'tool-call', sessionId: session.sessionId, agent: session.agent, tool: part.tool, outcome: failed ? 'error' : 'ok' }]
      }
      case 'session.error': {
        const id = event.properties.sessionID
        if (id && event.properties.error) this.session(id, now).lastError = describeError(event.properties.error)
        return []
      }
      default:
        return []
    }
  }

  usage(sessionId: string): SessionUsage | undefined {
    return this.sessions.get(sessionId)
  }

  /**
   * Prompts sent ahead and held at the team gate (team-gate.ts) have sessions before any
   * model call may start: their time counts from when the gate opened, not from the prompt.
   */
  restartClocks(at: number): void {
    for (const s of this.sessions.values()) {
      if (s.modelCalls > 0 || s.failedCalls > 0) continue
      s.startedAt = Math.max(s.startedAt, at)
      s.finishedAt = Math.max(s.finishedAt, at)
    }
  }

  summary(filter: (s: SessionUsage) => boolean = () => true): UsageSummary {
    const sessions = [...this.sessions.values()].filter(filter).map((s) => ({ ...s, tools: [...s.tools], models: [...s.models] }))
    const byAgent: UsageSummary['byAgent'] = {}
    for (const s of sessions) {
      const a = (byAgent[s.agent] ??= { modelCalls: 0, tokensIn: 0, tokensOut: 0, toolCalls: 0, ms: 0 })
      a.modelCalls += s.modelCalls
      a.tokensIn += s.tokensIn
      a.tokensOut += s.tokensOut
      a.toolCalls += s.toolCalls
      a.ms += Math.max(0, s.finishedAt - s.startedAt)
    }
    return {
      modelCalls: sessions.reduce((n, s) => n + s.modelCalls, 0),
      unmeteredCalls: sessions.reduce((n, s) => n + s.unmeteredCalls, 0),
      tokensIn: sessions.reduce((n, s) => n + s.tokensIn, 0),
      tokensOut: sessions.reduce((n, s) => n + s.tokensOut, 0),
      toolCalls: sessions.reduce((n, s) => n + s.toolCalls, 0),
      sessions,
      byAgent,
    }
  }

  private session(sessionId: string, now: number): SessionUsage {
    let session = this.sessions.get(sessionId)
    if (!session) {
      session = {
        sessionId,
        agent: this.agents.get(sessionId) ?? 'unknown',
        startedAt: now,
        finishedAt: now,
        modelCalls: 0,
        unmeteredCalls: 0,
        failedCalls: 0,
        tokensIn: 0,
        tokensOut: 0,
        toolCalls: 0,
        toolErrors: 0,
        tools: [],
        models: [],
        lastError: undefined,
      }
      this.sessions.set(sessionId, session)
    }
    return session
  }
}

/**
 * Whether an assistant message is a real answer from the provider. A message
 * aborted while OpenCode waited to retry ends "completed" without an error,
 * but with no finish reason and no tokens: it is not a model call.
 */
export function isRealAnswer(info: AssistantMessage): boolean {
  if (info.error || info.time.completed === undefined) return false
  return info.finish !== undefined || tokenTotal(info) > 0
}

export const CUT_OFF = "answer cut off at the model's output limit (finish_reason length)"

/**
 * OpenCode ends a session's loop on any finish but tool calls, and records the provider's
 * finish reason: `length` is an answer the model did not finish (a specialist's findings list
 * cut short parses as no list at all, or loses the findings after the cut), never a final one.
 */
export function cutOff(info: Message): boolean {
  return info.role === 'assistant' && info.finish === 'length'
}

function tokenTotal(info: AssistantMessage): number {
  const t = info.tokens
  return t.input + t.output + t.reasoning + t.cache.read + t.cache.write
}

type AssistantError = NonNullable<Extract<Event, { type: 'session.error' }>['properties']['error']>

/** A short, log-safe description: the error's name and HTTP status, never the provider's response body. */
export function describeError(error: AssistantError): string {
  if (error.name === 'APIError') return error.data.statusCode !== undefined ? `APIError status=${error.data.statusCode}` : 'APIError'
  return error.name
}

/** The runner's per-agent usage lines plus a total line: `stage=runtime event=usage ...`. */
export function logUsage(logger: Logger, summary: UsageSummary, process: string): void {
  for (const [agent, a] of Object.entries(summary.byAgent)) {
    logger.event('runtime', 'usage', {
      process,
      agent,
      model_calls: a.modelCalls,
      tokens_in: a.tokensIn,
      tokens_out: a.tokensOut,
      tool_calls: a.toolCalls,
      ms: a.ms,
    })
  }
  logger.event('runtime', 'usage', {
    process,
    agent: 'all',
    model_calls: summary.modelCalls,
    unmetered_calls: summary.unmeteredCalls || undefined,
    tokens_in: summary.tokensIn,
    tokens_out: summary.tokensOut,
    tool_calls: summary.toolCalls,
  })
}
