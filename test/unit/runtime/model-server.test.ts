import { afterEach, describe, expect, it } from 'vitest'
import { byAgent, callTool, startModelServer, UNSCRIPTED_TEXT, type ModelServer, type Script } from '../../support/model-server/index.js'

// The scripted model server speaks OpenAI's wire format; these tests read it
// back the way an OpenAI-compatible client would.
let server: ModelServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const system = (agent: string): { role: 'system'; content: string } => ({ role: 'system', content: `You are x.\nHarbourmaster agent: ${agent}\n` })

async function post(body: unknown): Promise<Response> {
  return fetch(`${server?.baseURL}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

async function sse(res: Response): Promise<unknown[]> {
  const text = await res.text()
  return text
    .split('\n\n')
    .filter((f) => f.startsWith('data: '))
    .map((f) => f.slice(6))
    .map((d) => (d === '[DONE]' ? d : (JSON.parse(d) as unknown)))
}

interface Chunk {
  choices: {
    delta: { content?: string; tool_calls?: { index: number; id?: string; function: { name?: string; arguments?: string } }[] }
    finish_reason: string | null
  }[]
  usage?: { prompt_tokens: number; completion_tokens: number }
}

async function start(script: Script, latencyMs?: number): Promise<ModelServer> {
  server = await startModelServer({ script, latencyMs })
  return server
}

describe('scripted model server', () => {
  it('streams text with a usage chunk and [DONE]', async () => {
    await start(byAgent({ verifier: { text: 'x'.repeat(100) } }))
    const frames = await sse(
      await post({ model: 'm1', stream: true, stream_options: { include_usage: true }, messages: [system('verifier'), { role: 'user', content: 'hi' }] }),
    )
    expect(frames.at(-1)).toBe('[DONE]')
    const chunks = frames.slice(0, -1) as Chunk[]
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe('x'.repeat(100))
    expect(chunks.find((c) => c.choices[0]?.finish_reason)?.choices[0]?.finish_reason).toBe('stop')
    expect(chunks.at(-1)?.usage).toMatchObject({ completion_tokens: 25 })
    expect(server?.requests[0]).toMatchObject({ agent: 'verifier', model: 'm1', turn: 0, reply: 'text', completionTokens: 25 })
  })

  it('streams tool calls as OpenAI does: id and name first, then argument pieces', async () => {
    await start(byAgent({ editor: callTool('spawn_reviewers', { reason: 'a fairly long argument string to be split' }) }))
    const chunks = (await sse(await post({ model: 'm', stream: true, messages: [system('editor')] }))).slice(0, -1) as Chunk[]
    const calls = chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? [])
    expect(calls[0]).toMatchObject({ index: 0, function: { name: 'spawn_reviewers', arguments: '' } })
    expect(calls[0]?.id).toMatch(/^call_/)
    expect(calls.length).toBeGreaterThan(2)
    expect(JSON.parse(calls.map((c) => c.function.arguments ?? '').join(''))).toEqual({ reason: 'a fairly long argument string to be split' })
    expect(chunks.some((c) => c.choices[0]?.finish_reason === 'tool_calls')).toBe(true)
    expect(chunks.some((c) => c.usage)).toBe(false)
  })

  it("ends an answer cut at the model's output limit with finish_reason length, streamed or not", async () => {
    await start(byAgent({ 'specialist-security': { text: '{"findings":[{"path":"src/db.ts","li', finish: 'length' } }))
    const body = { model: 'm', stream: true, stream_options: { include_usage: true }, messages: [system('specialist-security')] }
    const frames = await sse(await post(body))
    expect(frames.at(-1)).toBe('[DONE]')
    const chunks = frames.slice(0, -1) as Chunk[]
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe('{"findings":[{"path":"src/db.ts","li')
    expect(chunks.flatMap((c) => c.choices.map((choice) => choice.finish_reason)).filter(Boolean)).toEqual(['length'])
    expect(chunks.at(-1)?.usage).toBeDefined()
    const json = (await (await post({ ...body, stream: false })).json()) as { choices: { finish_reason: string }[] }
    expect(json.choices[0]?.finish_reason).toBe('length')
  })

  it('answers non-streaming requests with one JSON completion', async () => {
    await start(byAgent({ editor: callTool('read', { filePath: '/s/a' }) }))
    const json = (await (await post({ model: 'm', messages: [system('editor')] })).json()) as {
      choices: { message: { tool_calls: { function: { arguments: string } }[] } }[]
    }
    expect(JSON.parse(json.choices[0]?.message.tool_calls[0]?.function.arguments ?? '')).toEqual({ filePath: '/s/a' })
  })

  it('follows the turn list, hands tool results to the script and ends exhausted lists', async () => {
    const seen: string[] = []
    await start(
      byAgent({
        'specialist-security': [
          callTool('read', { filePath: '/s/a' }),
          (req) => {
            seen.push(...req.lastToolResults.map((t) => `${t.name}:${t.content}`))
            return { text: '{"findings":[]}' }
          },
        ],
      }),
    )
    const history = [
      system('specialist-security'),
      { role: 'user', content: 'go' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'read', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: 'patch text' },
    ]
    await (await post({ model: 'm', messages: history })).json()
    expect(seen).toEqual(['read:patch text'])
    const third = [...history, { role: 'assistant', content: 'x' }, { role: 'user', content: 'more' }]
    const res = (await (await post({ model: 'm', messages: third })).json()) as { choices: { message: { content: string } }[] }
    expect(res.choices[0]?.message.content).toBe(UNSCRIPTED_TEXT)
    expect(server?.requests.map((r) => r.turn)).toEqual([1, 2])
  })

  it('recognises agents only from the system prompt', async () => {
    await start(byAgent({ editor: { text: 'editor answer' } }))
    await (
      await post({
        model: 'm',
        messages: [
          { role: 'system', content: 'title generator' },
          { role: 'user', content: 'Harbourmaster agent: editor' },
        ],
      })
    ).json()
    expect(server?.requests[0]?.agent).toBe('unknown')
  })

  it('injects error statuses, then succeeds on a later attempt', async () => {
    await start(
      byAgent({
        editor: (req) => (req.attempt === 0 ? { status: 429, body: { error: { message: 'slow down' } }, headers: { 'retry-after-ms': '20' } } : { text: 'ok' }),
      }),
    )
    const body = { model: 'm', messages: [system('editor'), { role: 'user', content: 'x' }] }
    const first = await post(body)
    expect(first.status).toBe(429)
    expect(first.headers.get('retry-after-ms')).toBe('20')
    expect(await first.json()).toEqual({ error: { message: 'slow down' } })
    expect((await post(body)).status).toBe(200)
    expect(server?.requests.map((r) => [r.status, r.attempt])).toEqual([
      [429, 0],
      [200, 1],
    ])
  })

  it('sends a malformed SSE chunk on request', async () => {
    await start(byAgent({ editor: { malformed: true } }))
    const text = await (await post({ model: 'm', stream: true, messages: [system('editor')] })).text()
    expect(() => JSON.parse(text.slice(6))).toThrow()
    expect(server?.requests[0]?.reply).toBe('malformed')
  })

  it('records overlapping time spans of concurrent requests under latency', async () => {
    await start(byAgent({ default: { text: 'slow', latencyMs: 150 } }))
    await Promise.all(['specialist-a', 'specialist-b'].map(async (a) => (await post({ model: 'm', messages: [system(a)] })).json()))
    const [a, b] = server?.requests ?? []
    expect(a && b && a.endedAt !== undefined && b.endedAt !== undefined).toBe(true)
    if (a?.endedAt && b?.endedAt) expect(a.startedAt < b.endedAt && b.startedAt < a.endedAt).toBe(true)
  })

  it('counts tokens deterministically and lists models', async () => {
    await start(byAgent({ editor: { text: 'abcd' } }))
    const body = { model: 'm', messages: [system('editor')] }
    await (await post(body)).json()
    await (await post(body)).json()
    const [a, b] = server?.requests ?? []
    expect(a?.promptTokens).toBe(b?.promptTokens)
    expect(server?.tokens()).toEqual({ in: (a?.promptTokens ?? 0) * 2, out: 2 })
    const models = (await (await fetch(`${server?.baseURL}/models`)).json()) as { data: { id: string }[] }
    expect(models.data.map((m) => m.id)).toEqual(['scripted-model'])
  })
})
