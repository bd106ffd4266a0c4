import type { Reply, ScriptedFinish, ToolCall } from './script.js'

/**
 * Encodes a scripted reply the way OpenAI's chat completions API streams it:
 * a role delta, content deltas, tool_calls deltas (id and name first, then the
 * arguments in pieces), a finish chunk, an optional usage chunk, `[DONE]`.
 */

export interface Usage {
  prompt_tokens: number
  completion_tokens: number
  total_tokens: number
  prompt_tokens_details?: { cached_tokens: number }
  completion_tokens_details?: { reasoning_tokens: number }
}

let counter = 0
export function nextId(prefix: string): string {
  counter += 1
  return `${prefix}_${Date.now().toString(36)}${counter.toString(36)}`
}

/** Deterministic token count: a quarter of the characters, rounded up. */
export function countTokens(text: string): number {
  return Math.ceil(text.length / 4)
}

export function completionText(reply: Reply): string {
  if ('toolCalls' in reply) return (reply.text ?? '') + reply.toolCalls.map((c) => c.name + JSON.stringify(c.args)).join('')
  if ('text' in reply) return reply.text
  return ''
}

function pieces(text: string, size: number): string[] {
  if (text.length === 0) return ['']
  const out: string[] = []
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size))
  return out
}

/** The finish reason of a scripted answer: the script's, for an answer the model did not finish. */
function finishReason(reply: { toolCalls?: ToolCall[]; finish?: ScriptedFinish }): string {
  return reply.finish ?? ((reply.toolCalls ?? []).length > 0 ? 'tool_calls' : 'stop')
}

export function sseChunks(reply: { text?: string; toolCalls?: ToolCall[]; finish?: ScriptedFinish }, model: string, usage: Usage | undefined): string[] {
  const id = nextId('chatcmpl')
  const created = Math.floor(Date.now() / 1000)
  const frame = (choices: unknown[], extra: Record<string, unknown> = {}): string =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`
  const delta = (d: Record<string, unknown>, finish: string | null = null): string => frame([{ index: 0, delta: d, finish_reason: finish }])

  const out = [delta({ role: 'assistant', content: '' })]
  for (const piece of pieces(reply.text ?? '', 40)) if (piece) out.push(delta({ content: piece }))
  const calls = reply.toolCalls ?? []
  calls.forEach((call, index) => {
    out.push(delta({ tool_calls: [{ index, id: nextId('call'), type: 'function', function: { name: call.name, arguments: '' } }] }))
    for (const piece of pieces(JSON.stringify(call.args), 24)) {
      out.push(delta({ tool_calls: [{ index, function: { arguments: piece } }] }))
    }
  })
  out.push(delta({}, finishReason(reply)))
  if (usage) out.push(frame([], { usage }))
  out.push('data: [DONE]\n\n')
  return out
}

export function completionJson(reply: { text?: string; toolCalls?: ToolCall[]; finish?: ScriptedFinish }, model: string, usage: Usage): unknown {
  const calls = reply.toolCalls ?? []
  return {
    id: nextId('chatcmpl'),
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.text ?? (calls.length > 0 ? null : ''),
          ...(calls.length > 0
            ? {
                tool_calls: calls.map((c) => ({
                  id: nextId('call'),
                  type: 'function',
                  function: { name: c.name, arguments: JSON.stringify(c.args) },
                })),
              }
            : {}),
        },
        finish_reason: finishReason(reply),
      },
    ],
    usage,
  }
}

/** An SSE frame that is not valid JSON: a provider glitch the runtime must survive or report. */
export const MALFORMED_CHUNK = 'data: {"id":"chatcmpl-broken","choices":[{"delta":{"content":"unterminated\n\n'
