import { afterEach, describe, expect, it } from 'vitest'
import { startWarmUpModel, WARM_UP_ANSWER, type WarmUpModel } from '../../../src/runtime/warm-up-model.js'

let model: WarmUpModel | undefined
afterEach(async () => {
  await model?.close()
  model = undefined
})

const post = (m: WarmUpModel, body: unknown, path = '/chat/completions'): Promise<Response> =>
  fetch(`${m.baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** The streamed chunks as OpenAI's chat completions API sends them: `data: <json>` frames ending in `[DONE]`. */
function frames(text: string): string[] {
  return text
    .split('\n\n')
    .filter((f) => f.startsWith('data: '))
    .map((f) => f.slice('data: '.length))
}

describe('the warm-up stand-in model', () => {
  it('listens on loopback only', async () => {
    model = await startWarmUpModel()
    expect(new URL(model.baseURL).hostname).toBe('127.0.0.1')
  })

  it('streams one word and a stop, with zero usage, as a chat completion stream', async () => {
    model = await startWarmUpModel()
    const res = await post(model, { model: 'warm-up', stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: 'hi' }] })
    expect(res.headers.get('content-type')).toBe('text/event-stream')
    const data = frames(await res.text())
    expect(data.at(-1)).toBe('[DONE]')
    const chunks = data
      .slice(0, -1)
      .map((d) => JSON.parse(d) as { object: string; choices: { delta: { content?: string }; finish_reason: string | null }[]; usage?: unknown })
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true)
    expect(chunks.flatMap((c) => c.choices.map((ch) => ch.delta.content ?? '')).join('')).toBe(WARM_UP_ANSWER)
    expect(chunks.flatMap((c) => c.choices.map((ch) => ch.finish_reason))).toContain('stop')
    expect(chunks.at(-1)?.usage).toEqual({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 })
    expect(model.requests()).toBe(1)
  })

  it('answers a request without streaming as one completion, and counts it', async () => {
    model = await startWarmUpModel()
    const res = await post(model, { model: 'warm-up', messages: [] })
    const body = (await res.json()) as { choices: { message: { content: string } }[] }
    expect(body.choices[0]?.message.content).toBe(WARM_UP_ANSWER)
    expect(model.requests()).toBe(1)
  })

  it('answers nothing else: another path is 404 and a body that is not JSON is 400, neither counted', async () => {
    model = await startWarmUpModel()
    expect((await post(model, {}, '/models')).status).toBe(404)
    expect((await fetch(`${model.baseURL}/chat/completions`)).status).toBe(404)
    const bad = await fetch(`${model.baseURL}/chat/completions`, { method: 'POST', body: 'not json' })
    expect(bad.status).toBe(400)
    expect(model.requests()).toBe(0)
  })

  it('stops listening when closed', async () => {
    model = await startWarmUpModel()
    const url = model.baseURL
    await model.close()
    await expect(fetch(`${url}/chat/completions`, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})
