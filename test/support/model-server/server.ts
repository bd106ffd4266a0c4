import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { completionJson, completionText, countTokens, MALFORMED_CHUNK, sseChunks, type Usage } from './sse.js'
import { contentText, detectAgent, lastToolResults, type ChatMessage, type Reply, type Script, type ScriptRequest, type ToolResult } from './script.js'

/**
 * A loopback OpenAI-compatible model server for e2e tests: the real OpenCode
 * talks to it through `@ai-sdk/openai-compatible` with `baseURL = server.baseURL`.
 *
 * API note (for other helpers):
 *   const server = await startModelServer({ script: byAgent({...}), latencyMs: 0 })
 *   server.baseURL            // 'http://127.0.0.1:<port>/v1'
 *   server.requests           // RecordedRequest[]: agent, model, turn, bytes, token counts, timing
 *   server.tokens()           // { in, out } summed over all requests (or pass a filter)
 *   await server.close()
 * Requests are recorded when they arrive and completed (endedAt, status) when the answer ends,
 * so overlapping time spans of parallel specialists can be asserted from startedAt/endedAt.
 */

export interface ModelServerOptions {
  script: Script
  /** Default delay before each answer's first byte. */
  latencyMs?: number
  /** Model ids listed by GET /v1/models. */
  models?: string[]
}

export interface RecordedRequest {
  agent: string
  model: string
  turn: number
  attempt: number
  stream: boolean
  /** Request body size in bytes. */
  bytes: number
  promptTokens: number
  completionTokens: number
  startedAt: number
  endedAt: number | undefined
  /** 200 for answers (also malformed ones), else the scripted error status. */
  status: number
  reply: 'text' | 'tool-calls' | 'error' | 'malformed' | 'pending'
  tools: string[]
  messages: ChatMessage[]
  lastToolResults: ToolResult[]
  body: string
}

export interface ModelServer {
  url: string
  baseURL: string
  requests: RecordedRequest[]
  /** Token totals over the recorded requests that pass the filter. */
  tokens(filter?: (r: RecordedRequest) => boolean): { in: number; out: number }
  close(): Promise<void>
}

interface ChatBody {
  model?: string
  messages?: ChatMessage[]
  tools?: { type?: string; function?: { name?: string } }[]
  stream?: boolean
  stream_options?: { include_usage?: boolean }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function fingerprint(messages: readonly ChatMessage[]): string {
  const firstSystem = messages.find((m) => m.role === 'system')
  const firstUser = messages.find((m) => m.role === 'user')
  return createHash('sha256').update(contentText(firstSystem?.content)).update('\0').update(contentText(firstUser?.content)).digest('hex')
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

export async function startModelServer(options: ModelServerOptions): Promise<ModelServer> {
  const requests: RecordedRequest[] = []
  const attempts = new Map<string, number>()
  const models = options.models ?? ['scripted-model']

  async function chat(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req)
    let body: ChatBody
    try {
      body = JSON.parse(raw) as ChatBody
    } catch {
      sendJson(res, 400, { error: { message: 'request body is not JSON', type: 'invalid_request_error' } })
      return
    }
    const messages = body.messages ?? []
    const agent = detectAgent(messages)
    const model = body.model ?? 'unknown'
    const turn = messages.filter((m) => m.role === 'assistant').length
    const key = `${agent}\0${model}\0${turn}\0${fingerprint(messages)}`
    const attempt = attempts.get(key) ?? 0
    attempts.set(key, attempt + 1)
    const tools = (body.tools ?? []).map((t) => t.function?.name ?? '').filter((n) => n !== '')
    const request: ScriptRequest = {
      agent,
      model,
      turn,
      attempt,
      messages,
      tools,
      lastToolResults: lastToolResults(messages),
      conversationText: messages
        .filter((m) => m.role !== 'system')
        .map((m) => contentText(m.content))
        .join('\n'),
      body: raw,
    }
    const record: RecordedRequest = {
      agent,
      model,
      turn,
      attempt,
      stream: body.stream === true,
      bytes: Buffer.byteLength(raw),
      promptTokens: countTokens(JSON.stringify({ messages, tools: body.tools ?? [] })),
      completionTokens: 0,
      startedAt: Date.now(),
      endedAt: undefined,
      status: 200,
      reply: 'pending',
      tools,
      messages,
      lastToolResults: request.lastToolResults,
      body: raw,
    }
    requests.push(record)

    let reply: Reply
    try {
      reply = options.script(request)
    } catch (error) {
      // A script bug must be visible in the test, not hang OpenCode.
      reply = { status: 500, body: { error: { message: `script threw: ${String(error)}`, type: 'server_error' } } }
    }
    const latency = reply.latencyMs ?? options.latencyMs ?? 0
    if (latency > 0) await sleep(latency)
    if (reply.until) await reply.until.catch(() => undefined)

    if ('status' in reply) {
      record.status = reply.status
      record.reply = 'error'
      if (typeof reply.body === 'string') {
        res.writeHead(reply.status, { 'content-type': 'text/html; charset=utf-8', ...reply.headers, 'content-length': Buffer.byteLength(reply.body) })
        res.end(reply.body)
      } else {
        sendJson(res, reply.status, reply.body ?? { error: { message: `scripted status ${reply.status}`, type: 'scripted_error' } }, reply.headers)
      }
      record.endedAt = Date.now()
      return
    }
    if ('malformed' in reply) {
      record.reply = 'malformed'
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      res.end(MALFORMED_CHUNK)
      record.endedAt = Date.now()
      return
    }

    const completionTokens = countTokens(completionText(reply))
    record.reply = 'toolCalls' in reply ? 'tool-calls' : 'text'
    const scripted = reply.usage === 'none' ? undefined : reply.usage
    const reasoning = scripted?.reasoningTokens ?? 0
    record.completionTokens = completionTokens + reasoning
    const usage: Usage = {
      prompt_tokens: record.promptTokens,
      completion_tokens: completionTokens + reasoning,
      total_tokens: record.promptTokens + completionTokens + reasoning,
      ...(scripted?.cachedTokens !== undefined ? { prompt_tokens_details: { cached_tokens: scripted.cachedTokens } } : {}),
      ...(scripted?.reasoningTokens !== undefined ? { completion_tokens_details: { reasoning_tokens: reasoning } } : {}),
    }
    const shaped = { ...('toolCalls' in reply ? { text: reply.text, toolCalls: reply.toolCalls } : { text: reply.text }), finish: reply.finish }
    if (body.stream === true) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
      const withUsage = body.stream_options?.include_usage === true && reply.usage !== 'none' ? usage : undefined
      for (const chunk of cutStream(sseChunks(shaped, model, withUsage), reply.cut)) res.write(chunk)
      res.end()
    } else {
      sendJson(res, 200, completionJson(shaped, model, usage))
    }
    record.endedAt = Date.now()
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const route = path.replace(/^\/v1/, '')
    if (req.method === 'POST' && route === '/chat/completions') {
      chat(req, res).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: { message: String(error), type: 'server_error' } })
        else res.end()
      })
      return
    }
    if (req.method === 'GET' && route === '/models') {
      sendJson(res, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'harbourmaster-test' })) })
      return
    }
    sendJson(res, 404, { error: { message: `no route ${req.method} ${path}`, type: 'not_found' } })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`

  return {
    url,
    baseURL: `${url}/v1`,
    requests,
    tokens(filter = () => true) {
      return requests.filter(filter).reduce((acc, r) => ({ in: acc.in + r.promptTokens, out: acc.out + r.completionTokens }), { in: 0, out: 0 })
    },
    close() {
      return new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
    },
  }
}

/** The chunks a stream cut as scripted (Reply.cut) still sends. */
function cutStream(chunks: string[], cut: 'mid-arguments' | 'mid-text' | 'no-done' | 'no-finish' | undefined): string[] {
  if (cut === 'no-done') return chunks.filter((c) => c !== 'data: [DONE]\n\n')
  if (cut === 'no-finish') return chunks.filter((c) => !/"finish_reason":"/.test(c))
  if (cut === 'mid-text') return chunks.slice(0, 2)
  if (cut !== 'mid-arguments') return chunks
  const firstArgs = chunks.findIndex((c) => c.includes('"arguments":"') && !c.includes('"arguments":""'))
  return firstArgs < 0 ? chunks.slice(0, 1) : chunks.slice(0, firstArgs + 1)
}
