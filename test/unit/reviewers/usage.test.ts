import type { AssistantMessage, Event } from '@opencode-ai/sdk'
import { describe, expect, it } from 'vitest'
import { logUsage, UsageAggregator } from '../../../src/core/opencode/events-usage.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { WARM_UP_PROVIDER } from '../../../src/core/opencode/warm-up.js'

function assistant(id: string, sessionID: string, over: Partial<AssistantMessage> = {}): Event {
  const info: AssistantMessage = {
    id,
    sessionID,
    role: 'assistant',
    time: { created: 1, completed: 2 },
    parentID: 'u',
    modelID: 'primary',
    providerID: 'hm',
    mode: 'specialist-security',
    path: { cwd: '/w', root: '/w' },
    cost: 0,
    tokens: { input: 100, output: 20, reasoning: 0, cache: { read: 10, write: 0 } },
    finish: 'stop',
    ...over,
  }
  return { type: 'message.updated', properties: { info } }
}

function toolPart(id: string, sessionID: string, status: 'running' | 'completed' | 'error'): Event {
  const state =
    status === 'running'
      ? { status, input: {}, time: { start: 1 } }
      : status === 'completed'
        ? { status, input: {}, output: 'x', title: 't', metadata: {}, time: { start: 1, end: 2 } }
        : { status, input: {}, error: 'denied', time: { start: 1, end: 2 } }
  return { type: 'message.part.updated', properties: { part: { id, sessionID, messageID: 'm', type: 'tool', callID: id, tool: 'read', state } } }
}

describe('UsageAggregator', () => {
  it('counts a model call once per completed assistant message, however often it is updated', () => {
    const agg = new UsageAggregator()
    agg.label('s1', 'specialist-security')
    agg.apply(
      assistant('m1', 's1', { time: { created: 1 }, tokens: { input: 0, output: 0, reasoning: 0, cache: { read: 0, write: 0 } }, finish: undefined }),
      1000,
    )
    agg.apply(assistant('m1', 's1'), 1500)
    agg.apply(assistant('m1', 's1'), 1600)
    agg.apply(assistant('m2', 's1', { tokens: { input: 200, output: 5, reasoning: 3, cache: { read: 0, write: 0 } } }), 2500)
    const s = agg.usage('s1')
    expect(s).toMatchObject({ agent: 'specialist-security', modelCalls: 2, tokensIn: 310, tokensOut: 28, startedAt: 1000, finishedAt: 2500 })
  })

  it('marks an answer whose stream ended without a finish reason and asked for no tool, which OpenCode would ask again', () => {
    const agg = new UsageAggregator()
    const [cut] = agg.apply(assistant('x1', 's1', { finish: 'unknown' }))
    expect(cut).toMatchObject({ kind: 'model-call', outcome: 'ok', unfinished: true })
    // A tool call without a finish reason is the loop going on as it should, and a finished answer is no cut one.
    agg.apply(toolPart('p1', 's1', 'running'))
    expect(agg.apply(assistant('m', 's1', { finish: 'unknown' }))[0]).not.toHaveProperty('unfinished')
    expect(agg.apply(assistant('x2', 's1'))[0]).not.toHaveProperty('unfinished')
  })

  it('counts answers the provider reported no usage for apart, so the run can say its tokens miss them', () => {
    const agg = new UsageAggregator()
    const none = { input: 0, output: 0, reasoning: 0, cache: { read: 0, write: 0 } }
    agg.apply(assistant('m1', 's1', { tokens: none }))
    agg.apply(assistant('m2', 's1'))
    agg.apply(assistant('m3', 's2', { tokens: none, mode: 'verifier' }))
    expect(agg.summary()).toMatchObject({ modelCalls: 3, unmeteredCalls: 2, tokensIn: 110, tokensOut: 20 })
    const logger = new RecordingLogger()
    logUsage(logger, agg.summary(), 'reviewer')
    expect(logger.find('runtime', 'usage').find((e) => e.agent === 'all')).toMatchObject({ unmetered_calls: '2' })
  })

  it("never counts the runner's warm-up prompt, which its stand-in model answers, as a model call of the review", () => {
    const agg = new UsageAggregator()
    agg.apply(assistant('w1', 'warm', { providerID: WARM_UP_PROVIDER, modelID: 'warm-up', mode: 'editor' }))
    agg.apply(assistant('m1', 's1'))
    expect(agg.summary()).toMatchObject({ modelCalls: 1, tokensIn: 110 })
    expect(agg.usage('warm')).toBeUndefined()
  })

  it('does not count provider errors or a message aborted while OpenCode waited to retry', () => {
    const agg = new UsageAggregator()
    agg.apply(assistant('m1', 's1', { error: { name: 'APIError', data: { message: 'rate limited', statusCode: 429, isRetryable: true } }, finish: undefined }))
    agg.apply(assistant('m2', 's1', { finish: undefined, tokens: { input: 0, output: 0, reasoning: 0, cache: { read: 0, write: 0 } } }))
    const summary = agg.summary()
    expect(summary.modelCalls).toBe(0)
    expect(summary.sessions[0]).toMatchObject({ failedCalls: 2, tokensIn: 0 })
  })

  it('counts finished tool calls once, with errors, and ignores user messages for usage', () => {
    const agg = new UsageAggregator()
    agg.apply(toolPart('t1', 's1', 'running'))
    agg.apply(toolPart('t1', 's1', 'completed'))
    agg.apply(toolPart('t1', 's1', 'completed'))
    agg.apply(toolPart('t2', 's1', 'error'))
    expect(agg.usage('s1')).toMatchObject({ toolCalls: 2, toolErrors: 1, tools: ['read', 'read'], modelCalls: 0 })
  })

  it('sums usage by agent and logs one usage line per agent plus a total', () => {
    const agg = new UsageAggregator()
    agg.label('a', 'specialist-security')
    agg.label('b', 'verifier')
    agg.apply(assistant('m1', 'a'))
    agg.apply(assistant('m2', 'b'))
    agg.apply(assistant('m3', 'b'))
    const logger = new RecordingLogger()
    logUsage(logger, agg.summary(), 'reviewer')
    const lines = logger.find('runtime', 'usage')
    expect(lines.map((l) => [l.agent, l.model_calls, l.tokens_in])).toEqual([
      ['specialist-security', '1', '110'],
      ['verifier', '2', '220'],
      ['all', '3', '330'],
    ])
  })
})
