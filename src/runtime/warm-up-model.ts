import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The runner's own stand-in model for OpenCode's warm-up prompt
 * (core/opencode/warm-up.ts): a loopback OpenAI-compatible endpoint that
 * answers every chat completion with the same one-word text and no tool call.
 *
 * Why a prompt at all: after the provider list and a file search, a fresh
 * OpenCode 1.18.33 server still spent about 0.25 s of CPU on its first prompt
 * before its model request (later prompts about 0.1 s), on the hand-overs
 * that are the review's critical path (the editor's first call, the
 * specialists' first calls). One prompt answered here, while prepare still
 * waits on GitHub, pays that instead (docs/performance.md).
 *
 * Nothing of a review reaches it: it is its own provider in the trusted
 * config, with a literal key that is not the provider's, and no agent can
 * choose a model. It reads each request to its end and keeps nothing of it.
 */

export const WARM_UP_ANSWER = 'ready'
/** A warm-up request is a system prompt, tool schemas and one word: far below this. */
const MAX_REQUEST_BYTES = 4 * 1024 * 1024

export interface WarmUpModel {
  /** OpenAI-compatible base URL (`http://127.0.0.1:<port>/v1`). */
  baseURL: string
  /** Chat completions answered so far (requests it refused are not counted). */
  requests(): number
  close(): Promise<void>
}

function chunk(id: string, model: string, choices: unknown[], extra: Record<string, unknown> = {}): string {
  return `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices, ...extra })}\n\n`
}

const USAGE = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 }

/** Answers one chat completion; false when the body was not one. */
function answer(body: string, res: ServerResponse): boolean {
  let parsed: { model?: unknown; stream?: unknown } = {}
  try {
    parsed = JSON.parse(body) as typeof parsed
  } catch {
    res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'request body is not JSON' } }))
    return false
  }
  const model = typeof parsed.model === 'string' ? parsed.model : 'warm-up'
  const id = `chatcmpl-warm-up-${Date.now().toString(36)}`
  if (parsed.stream !== true) {
    const message = { role: 'assistant', content: WARM_UP_ANSWER }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message, finish_reason: 'stop' }],
        usage: USAGE,
      }),
    )
    return true
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  res.write(chunk(id, model, [{ index: 0, delta: { role: 'assistant', content: WARM_UP_ANSWER }, finish_reason: null }]))
  res.write(chunk(id, model, [{ index: 0, delta: {}, finish_reason: 'stop' }]))
  res.write(chunk(id, model, [], { usage: USAGE }))
  res.end('data: [DONE]\n\n')
  return true
}

function handle(req: IncomingMessage, res: ServerResponse, count: () => void): void {
  if (req.method !== 'POST' || !(req.url ?? '').endsWith('/chat/completions')) {
    req.resume()
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }))
    return
  }
  const parts: Buffer[] = []
  let size = 0
  req.on('data', (part: Buffer) => {
    size += part.length
    if (size <= MAX_REQUEST_BYTES) parts.push(part)
  })
  req.on('end', () => {
    if (size > MAX_REQUEST_BYTES) {
      res.writeHead(413, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'request too large' } }))
      return
    }
    if (answer(Buffer.concat(parts).toString('utf8'), res)) count()
  })
  req.on('error', () => res.destroy())
}

export async function startWarmUpModel(): Promise<WarmUpModel> {
  let answered = 0
  const server = createServer((req, res) => handle(req, res, () => (answered += 1)))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  // Never keeps the runner alive on its own.
  server.unref()
  const { port } = server.address() as AddressInfo
  let closing: Promise<void> | undefined
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests: () => answered,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}
