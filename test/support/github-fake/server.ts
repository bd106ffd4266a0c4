// The loopback HTTP server: authentication, routing, latency, fault injection, rate-limit
// headers, request and response validation and the request log. Handlers stay pure functions of
// (context) -> result so the same result can be validated, corrupted or replaced.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { FaultRegistry } from './faults.js'
import { answerGraphQL, peekOperation, peekOperationType, type GraphQLRequest } from './graphql-handler.js'
import type { GitHubFake } from './index.js'
import { checkRequest, checkResponse } from './openapi-validator.js'
import { DOCS, type RestResult } from './rest-kit.js'
import { RestRenderer } from './rest-render.js'
import { matchRoute } from './rest-routes.js'
import { GitHubState } from './state.js'
import type { DriftError, RequestLogEntry } from './types.js'
import { RoundBarrier } from './rounds.js'

export interface FakeServerOptions {
  tokens: Record<string, string>
  validate: boolean
  latencyMs: number
  readOnlyTokens?: string[]
  classicTokenScopes?: Record<string, string>
}

interface Corruption {
  method: string
  route: string
  mutate: (body: unknown) => unknown
}

const RATE_LIMIT = 5000
const LIST_REVIEWS = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'

class BadJson extends Error {}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('error', reject)
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      if (text.trim() === '') return resolve(undefined)
      try {
        resolve(JSON.parse(text) as unknown)
      } catch {
        reject(new BadJson('Problems parsing JSON'))
      }
    })
  })
}

export class FakeServer implements GitHubFake {
  readonly state = new GitHubState()
  readonly requests: RequestLogEntry[] = []
  readonly driftErrors: DriftError[] = []
  readonly faults = new FaultRegistry()
  latencyMs: number
  private barrier: RoundBarrier | undefined
  private readonly server: Server
  private readonly tokens: Map<string, string>
  private readonly readOnlyTokens: Set<string>
  private readonly classicScopes: Map<string, string>
  private readonly validate: boolean
  private base = ''
  private remaining = RATE_LIMIT
  private requestCounter = 0
  private hideListCalls = 0
  private readonly hiddenReviews = new Set<number>()
  private hideThreadReads = 0
  private hideCommentsAbove = Number.POSITIVE_INFINITY
  private readonly corruptions: Corruption[] = []

  constructor(opts: FakeServerOptions) {
    this.tokens = new Map(Object.entries(opts.tokens))
    this.readOnlyTokens = new Set(opts.readOnlyTokens ?? [])
    this.classicScopes = new Map(Object.entries(opts.classicTokenScopes ?? {}))
    this.validate = opts.validate
    this.latencyMs = opts.latencyMs
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        // A bug in the fake itself: answer 500 and record it so the test sees it.
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
        this.driftErrors.push({ kind: 'rest-response', method: req.method ?? '', route: req.url ?? '', status: 500, message: `fake crashed: ${message}` })
        if (!res.headersSent) this.send(res, 500, { message }, {})
      })
    })
  }

  useRounds(quietMs: number | undefined): void {
    this.barrier = quietMs === undefined ? undefined : new RoundBarrier(quietMs)
  }

  get url(): string {
    return this.base
  }

  get graphqlUrl(): string {
    return `${this.base}/graphql`
  }

  listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(0, '127.0.0.1', () => {
        const address = this.server.address() as AddressInfo
        this.base = `http://127.0.0.1:${address.port}`
        resolve()
      })
    })
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve())
      this.server.closeAllConnections()
    })
  }

  hideNewReviews(count: number): void {
    this.hideListCalls = count
  }

  hideNewThreadComments(count: number): void {
    this.hideThreadReads = count
    this.hideCommentsAbove = this.state.lastCommentId()
  }

  corruptNextResponse(method: string, route: string, mutate: (body: unknown) => unknown): void {
    this.corruptions.push({ method: method.toUpperCase(), route, mutate })
  }

  private tokenOf(req: IncomingMessage): string | undefined {
    return /^(?:token|bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
  }

  private isReadOnly(req: IncomingMessage): boolean {
    const token = this.tokenOf(req)
    return token !== undefined && this.readOnlyTokens.has(token)
  }

  private login(req: IncomingMessage): { login: string | null } | { error: RestResult } {
    const header = req.headers.authorization
    if (!header) return { login: null }
    const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header)
    const login = match?.[1] ? this.tokens.get(match[1]) : undefined
    if (!login) return { error: { status: 401, body: { message: 'Bad credentials', documentation_url: DOCS, status: '401' } } }
    return { login }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now()
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', this.base)
    const isGraphQL = url.pathname === '/graphql' && method === 'POST'
    const matched = isGraphQL ? undefined : matchRoute(method, url.pathname)
    const route = isGraphQL ? 'graphql' : (matched?.route.template ?? null)
    const entry: RequestLogEntry = { method, path: url.pathname + url.search, route, status: 0, ms: 0 }
    this.requests.push(entry)
    const finish = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      entry.status = status
      entry.ms = Math.round(performance.now() - started)
      // GitHub tells the holder of a classic token its scopes on every answer.
      const scopes = this.classicScopes.get(this.tokenOf(req) ?? '')
      this.send(res, status, body, {
        'x-ratelimit-resource': isGraphQL ? 'graphql' : 'core',
        ...(scopes !== undefined ? { 'x-oauth-scopes': scopes } : {}),
        ...headers,
      })
    }

    let body: unknown
    try {
      body = await readBody(req)
    } catch (error) {
      if (error instanceof BadJson) return finish(400, { message: error.message, documentation_url: DOCS, status: '400' })
      throw error
    }
    if (this.latencyMs > 0) await sleep(this.latencyMs)
    if (this.barrier) entry.round = await this.barrier.join()

    const auth = this.login(req)
    if ('error' in auth) return finish(auth.error.status, auth.error.body)
    const login = auth.login
    if (!login && (method !== 'GET' || isGraphQL)) {
      const message = isGraphQL ? 'This endpoint requires you to be authenticated.' : 'Requires authentication'
      return finish(401, { message, documentation_url: DOCS, status: '401' })
    }

    if (!isGraphQL && method !== 'GET' && route !== null && this.isReadOnly(req)) {
      // What GitHub answers a read-only installation token; the header names what the endpoint accepts.
      const needs = route.includes('/pulls/') ? 'pull_requests=write' : route.includes('/issues/') ? 'issues=write; pull_requests=write' : 'contents=write'
      return finish(
        403,
        { message: 'Resource not accessible by integration', documentation_url: DOCS, status: '403' },
        { 'x-accepted-github-permissions': needs },
      )
    }
    const operation = isGraphQL ? peekOperation(body as GraphQLRequest) : undefined
    if (operation) entry.graphqlOperation = operation
    const operationType = isGraphQL ? peekOperationType(body as GraphQLRequest) : undefined
    if (operationType) entry.graphqlType = operationType
    const fault = this.faults.take(method, route, operation)
    if (fault) {
      entry.faulted = true
      if (fault.delayMs) await sleep(fault.delayMs)
      if (fault.holdUntil) await fault.holdUntil.catch(() => undefined)
      // A fault with only delayMs is pure latency: the real answer follows the delay.
      const latencyOnly = fault.status === undefined && fault.body === undefined && !fault.resetConnection && !fault.graphqlErrors
      if (!latencyOnly) {
        if (fault.applyFirst || fault.graphqlErrors) {
          const real = isGraphQL ? await this.graphql(body, login, this.isReadOnly(req), fault) : this.rest(method, url, matched, body, login)
          if (fault.graphqlErrors && !fault.resetConnection && fault.status === undefined)
            return finish(real.status, real.body, { ...real.headers, ...fault.headers })
        }
        if (fault.resetConnection) {
          entry.ms = Math.round(performance.now() - started)
          req.socket.destroy()
          return
        }
        return finish(fault.status ?? 500, fault.body ?? { message: 'Server Error' }, fault.headers ?? {})
      }
    }

    const result = isGraphQL ? await this.graphql(body, login, this.isReadOnly(req)) : this.rest(method, url, matched, body, login)
    finish(result.status, result.body, result.headers)
  }

  private rest(method: string, url: URL, matched: ReturnType<typeof matchRoute>, body: unknown, login: string | null): RestResult {
    if (!matched) return { status: 404, body: { message: 'Not Found', documentation_url: DOCS, status: '404' } }
    const template = matched.route.template
    if (this.validate) {
      const check = checkRequest(method, template, url.searchParams, body)
      if (!check.ok) {
        const message = check.message ?? 'request does not match the OpenAPI description'
        this.driftErrors.push({ kind: 'rest-request', method, route: template, status: check.refused ? 422 : 0, message })
        // GitHub refuses a body that breaks the schema before doing anything; it ignores unknown query parameters.
        if (check.refused) return { status: 422, body: { message: `Invalid request.\n\n${message}`, documentation_url: DOCS, status: '422' } }
      }
    }
    const isReviewList = method === 'GET' && template === LIST_REVIEWS
    const hidden = isReviewList && this.hideListCalls > 0 ? this.hiddenReviews : new Set<number>()
    const result = matched.route.handler({
      method,
      url,
      params: matched.params,
      body,
      login,
      state: this.state,
      render: new RestRenderer(this.state, this.base),
      hiddenReviews: hidden,
      onReviewCreated: (id) => {
        if (this.hideListCalls > 0) this.hiddenReviews.add(id)
      },
    })
    if (isReviewList && this.hideListCalls > 0 && --this.hideListCalls === 0) this.hiddenReviews.clear()

    const corruption = this.corruptions.findIndex((c) => c.method === method && c.route === template)
    const found = this.corruptions[corruption]
    if (found) {
      this.corruptions.splice(corruption, 1)
      result.body = found.mutate(result.body)
    }
    if (!this.validate) return result
    const check = checkResponse(method, template, result.status, result.body)
    if (check.ok) return result
    const message = check.message ?? 'response does not match the OpenAPI description'
    this.driftErrors.push({ kind: 'rest-response', method, route: template, status: result.status, message })
    return { status: 500, body: { message: `GitHub fake drift: ${message}`, documentation_url: DOCS } }
  }

  private async graphql(body: unknown, login: string | null, readOnly: boolean, fault?: Parameters<typeof answerGraphQL>[2]): Promise<RestResult> {
    const hiding = this.hideThreadReads > 0
    if (hiding) this.hideThreadReads--
    const ctx = hiding ? { state: this.state, login, readOnly, hideCommentsAbove: this.hideCommentsAbove } : { state: this.state, login, readOnly }
    const answer = await answerGraphQL((body ?? {}) as GraphQLRequest, ctx, fault)
    for (const drift of answer.drift) this.driftErrors.push({ ...drift, method: 'POST', route: 'graphql', status: 200 })
    return { status: 200, body: answer.body }
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
    this.remaining = Math.max(0, this.remaining - 1)
    const payload = body === undefined ? '' : JSON.stringify(body)
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'x-github-api-version-selected': '2022-11-28',
      'x-github-media-type': 'github.v3; format=json',
      'x-github-request-id': `F00D:${(++this.requestCounter).toString(16).toUpperCase().padStart(6, '0')}:HM`,
      'x-ratelimit-limit': String(RATE_LIMIT),
      'x-ratelimit-remaining': String(this.remaining),
      'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3600),
      'x-ratelimit-used': String(RATE_LIMIT - this.remaining),
      'x-ratelimit-resource': 'core',
      'content-length': String(Buffer.byteLength(payload)),
      ...headers,
    })
    res.end(payload)
  }
}
