/**
 * Scripts for the scripted model server: what each agent answers, turn by turn.
 *
 * API note (for other helpers):
 *   byAgent({ editor: [turn0, turn1], 'specialist-security': [...], verifier: (req) => reply, default: ... })
 *   A turn is a Reply or `(req) => Reply`; `req.turn` counts the assistant turns already in the
 *   conversation, so index 0 answers the first call of a session. An exhausted list answers
 *   `{ text: 'done' }` (a plain final answer), so a session always ends.
 *   Agents are recognised by the marker line `Harbourmaster agent: <name>` in the system prompt;
 *   everything else (OpenCode's title/summary agents) is `unknown` and answers `{ text: 'Review' }`
 *   unless the script has an `unknown` key.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool' | 'developer'
  content?: unknown
  tool_calls?: { id: string; type?: string; function: { name: string; arguments: string } }[]
  tool_call_id?: string
  name?: string
}

export interface ToolResult {
  toolCallId: string
  /** Tool name, resolved from the assistant message that asked for it. */
  name: string
  /** The tool's output text as OpenCode sent it back (an error text for refused calls). */
  content: string
}

export interface ScriptRequest {
  agent: string
  model: string
  /** Assistant turns already present in this conversation (0 on a session's first call). */
  turn: number
  /** Earlier requests with the same agent, model, turn and conversation (0 on the first try): lets a script fail once, then answer. */
  attempt: number
  messages: ChatMessage[]
  /** Names of the tools offered to the model. */
  tools: string[]
  /** Tool results since the last assistant message. */
  lastToolResults: ToolResult[]
  /** Text of every non-system message, joined: handy for `includes` checks. */
  conversationText: string
  /** The raw request body, for assertions that something never reached the model. */
  body: string
}

export interface ToolCall {
  name: string
  args: Record<string, unknown>
}

interface ReplyTiming {
  /** Delay before the first byte of this reply (overrides the server default). */
  latencyMs?: number
  /** Holds the reply (after latencyMs) until this settles: waits on a condition, not a guessed duration. */
  until?: Promise<unknown>
}

/**
 * How an answer reports its usage: `none` leaves the usage chunk out (providers and gateways
 * that ignore `stream_options.include_usage`); the details follow OpenAI's fields, where
 * prompt_tokens includes the cached tokens and completion_tokens the reasoning tokens.
 */
export type ScriptedUsage = 'none' | { cachedTokens?: number; reasoningTokens?: number }

interface ReplyUsage {
  usage?: ScriptedUsage
  /**
   * A stream that stops early: `mid-arguments` closes the connection after the first piece of
   * the first tool call's arguments (no finish, no usage, no `[DONE]`); `no-done` sends
   * everything but the closing `data: [DONE]`; `mid-text` ends the response cleanly after the first
   * piece of text (no finish chunk, no usage, no `[DONE]`), as a proxy that gives up on a stream does;
   * `no-finish` sends everything but the finish chunk, as gateways that never send a finish reason do.
   */
  cut?: 'mid-arguments' | 'mid-text' | 'no-done' | 'no-finish'
  /**
   * An answer the model did not finish. The stream is complete (usage, `[DONE]`) but its finish
   * chunk says why it stopped, as OpenAI-compatible providers send it: `length`, the model
   * reached its output-token limit; `content_filter`, the provider's content filter stopped it
   * (Azure OpenAI's does on exploit-like text). The text (or tool call) scripted here is all
   * there is of it.
   */
  finish?: ScriptedFinish
}

/** Finish reasons of an unfinished answer (Reply `finish`). */
export type ScriptedFinish = 'length' | 'content_filter'

export type Reply =
  | ({ text: string } & ReplyTiming & ReplyUsage)
  | ({ toolCalls: ToolCall[]; text?: string } & ReplyTiming & ReplyUsage)
  | ({
      status: number
      /** JSON, or a string sent as it is (`text/html` unless `headers` name a content type): a firewall's block page. */
      body?: unknown
      /** Response headers, e.g. `retry-after-ms`, which OpenCode honours instead of its 2 s, 4 s, ... back-off. */
      headers?: Record<string, string>
    } & ReplyTiming)
  | ({ malformed: true } & ReplyTiming)

export type Turn = Reply | ((req: ScriptRequest) => Reply)
export type Script = (req: ScriptRequest) => Reply

export const AGENT_MARKER = /Harbourmaster agent:\s*([A-Za-z0-9_-]+)/

/** Text of a message's content, whether a string or OpenAI's array of parts. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (Array.isArray(content)) {
    return content
      .map((part: unknown) => {
        if (typeof part === 'string') return part
        if (part && typeof part === 'object' && 'text' in part && typeof part.text === 'string') return part.text
        return ''
      })
      .join('')
  }
  return ''
}

/** The agent named by the marker in the system prompt only: staged data must not be able to pose as another agent. */
export function detectAgent(messages: readonly ChatMessage[]): string {
  for (const m of messages) {
    if (m.role !== 'system' && m.role !== 'developer') continue
    const match = AGENT_MARKER.exec(contentText(m.content))
    if (match?.[1]) return match[1]
  }
  return 'unknown'
}

export function lastToolResults(messages: readonly ChatMessage[]): ToolResult[] {
  let lastAssistant = -1
  messages.forEach((m, i) => {
    if (m.role === 'assistant') lastAssistant = i
  })
  if (lastAssistant < 0) return []
  const names = new Map<string, string>()
  for (const call of messages[lastAssistant]?.tool_calls ?? []) names.set(call.id, call.function.name)
  return messages.slice(lastAssistant + 1).flatMap((m) => {
    if (m.role !== 'tool') return []
    const id = m.tool_call_id ?? ''
    return [{ toolCallId: id, name: names.get(id) ?? m.name ?? 'unknown', content: contentText(m.content) }]
  })
}

export type AgentScripts = Record<string, Turn[] | Turn>

export const UNSCRIPTED_TEXT = 'done'

/**
 * Builds a script from per-agent turn lists. A key may hold a single Turn
 * (answers every turn) or a list (indexed by `req.turn`). `default` answers
 * agents without a key; `unknown` answers OpenCode's own title agent.
 */
export function byAgent(scripts: AgentScripts): Script {
  return (req) => {
    const entry = scripts[req.agent] ?? (req.agent === 'unknown' ? scripts.unknown : scripts.default)
    if (entry === undefined) return req.agent === 'unknown' ? { text: 'Review' } : { text: UNSCRIPTED_TEXT }
    const turn = Array.isArray(entry) ? entry[req.turn] : entry
    if (turn === undefined) return { text: UNSCRIPTED_TEXT }
    return typeof turn === 'function' ? turn(req) : turn
  }
}

/** A turn that asks for one tool call. */
export function callTool(name: string, args: Record<string, unknown>): Reply {
  return { toolCalls: [{ name, args }] }
}
