import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GitHubError } from '../../../src/core/errors.js'
import { createGitHubClient, DO_NOT_RETRY, MAX_CONCURRENT_REQUESTS } from '../../../src/core/github/client.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'

type Reply = { status: number; headers?: Record<string, string>; body: unknown }

/** A scripted loopback server: answers each request with the next reply. */
async function scripted(replies: Reply[]) {
  const seen: { method: string; url: string; auth: string | undefined; at: number }[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, at: Date.now() })
    const reply = replies.shift() ?? { status: 500, body: { message: 'script exhausted' } }
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
    res.end(JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise<void>((r) => server.close(() => r())) }
}

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closers.length) await closers.pop()?.()
})

async function setup(replies: Reply[], extra: { timeoutMs?: number } = {}) {
  const server = await scripted(replies)
  closers.push(server.close)
  const logger = new RecordingLogger()
  const gh = createGitHubClient({ token: 'ghs_testtoken000000000000000000', apiUrl: server.url, logger, retryBaseMs: 10, ...extra })
  return { server, logger, gh }
}

describe('createGitHubClient', () => {
  it('retries a 502 and returns the later success, counting every attempt', async () => {
    const { server, gh } = await setup([
      { status: 502, body: { message: 'bad gateway' } },
      { status: 200, body: { number: 7 } },
      { status: 200, body: { number: 7 } },
    ])
    const res = await gh.rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: 'o', repo: 'r', pull_number: 7 })
    expect(res.data.number).toBe(7)
    expect(server.seen).toHaveLength(2)
    expect(server.seen[0]?.auth).toBe('token ghs_testtoken000000000000000000')
    expect(gh.stats.requests).toBe(2)
    expect(gh.stats.retries).toBe(1)
    // A later call is a first attempt, whatever the retry before it wrote into the client's options.
    await gh.rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: 'o', repo: 'r', pull_number: 7 })
    expect(gh.stats.requests).toBe(3)
    expect(gh.stats.retries).toBe(1)
  })

  it('lets a batch of reads out without waiting on any timer (no limiter hop per request)', async () => {
    const { server, gh } = await setup(Array.from({ length: 12 }, () => ({ status: 200, body: {} })))
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] })
    try {
      let done = false
      const reads = Promise.all(
        Array.from({ length: 12 }, (_, page) => gh.rest.request('GET /repos/{owner}/{repo}/pulls', { owner: 'o', repo: 'r', page })),
      ).finally(() => (done = true))
      // With timers frozen only I/O and immediates move on; bounded by a count of turns, not by time.
      for (let turn = 0; turn < 20_000 && !done; turn++) await new Promise<void>((resolve) => setImmediate(resolve))
      expect(server.seen).toHaveLength(12)
      expect(done).toBe(true)
      await reads
    } finally {
      vi.useRealTimers()
    }
  })

  it('parses success answers with JSON.parse, for REST and GraphQL, not with the BigInt parser of Octokit', async () => {
    // Octokit's parser turns a number past 2^53 into a BigInt; JSON.parse keeps a number. The type
    // tells which parser ran (native-json.ts: Octokit's cost ~130 ms of CPU on a 3,000-file prepare).
    const { gh } = await setup([
      { status: 200, body: { number: 7, id: 2 ** 53 } },
      { status: 200, body: { data: { node: { databaseId: 2 ** 53 } } } },
    ])
    const res = await gh.rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: 'o', repo: 'r', pull_number: 7 })
    expect(typeof (res.data as { id: unknown }).id).toBe('number')
    const data = await gh.graphql.graphql<{ node: { databaseId: unknown } }>('query { node(id: "x") { ... on PullRequest { databaseId } } }')
    expect(typeof data.node.databaseId).toBe('number')
  })

  it('gives up after the bounded number of 5xx retries with a GitHubError carrying the status', async () => {
    const { server, gh } = await setup(Array.from({ length: 10 }, () => ({ status: 503, body: { message: 'unavailable' } })))
    const error = await gh.rest.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubError)
    expect((error as GitHubError).status).toBe(503)
    expect((error as GitHubError).failureClass).toBe('github')
    expect(server.seen).toHaveLength(4)
  })

  it.each(DO_NOT_RETRY.filter((s) => s !== 429))('never retries HTTP %i', async (status) => {
    const { server, gh } = await setup([
      { status, body: { message: 'nope' } },
      { status: 200, body: {} },
    ])
    const error = await gh.rest.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubError)
    expect((error as GitHubError).status).toBe(status)
    expect(server.seen).toHaveLength(1)
  })

  it('honours retry-after on a secondary rate limit and logs the wait', async () => {
    const { server, gh, logger } = await setup([
      {
        status: 403,
        headers: { 'retry-after': '1' },
        body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
      },
      { status: 200, body: { ok: true } },
    ])
    const res = await gh.rest.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' })
    expect(res.status).toBe(200)
    expect(server.seen).toHaveLength(2)
    const gap = (server.seen[1]?.at ?? 0) - (server.seen[0]?.at ?? 0)
    // retry-after is a floor the client must respect, not a timing claim about speed.
    expect(gap).toBeGreaterThanOrEqual(950)
    const waits = logger.find('github', 'secondary-rate-limit')
    expect(waits).toHaveLength(1)
    expect(waits[0]).toMatchObject({ retry_after_s: '1', action: 'wait', route: '/repos/{owner}/{repo}' })
  })

  it('honours retry-after on a plain 429 and logs the wait', async () => {
    const { server, gh, logger } = await setup([
      { status: 429, headers: { 'retry-after': '1' }, body: { message: 'Too Many Requests' } },
      { status: 200, body: {} },
    ])
    await gh.rest.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' })
    expect(server.seen).toHaveLength(2)
    expect((server.seen[1]?.at ?? 0) - (server.seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(950)
    expect(logger.find('github', 'too-many-requests')).toEqual([expect.objectContaining({ retry_after_s: '1', action: 'wait' })])
  })

  it('retries a 429 secondary limit within one bounded budget, not once per plugin', async () => {
    const limited = { status: 429, headers: { 'retry-after': '1' }, body: { message: 'You have exceeded a secondary rate limit.' } }
    const { server, gh } = await setup([limited, limited, limited, limited, limited, limited])
    const error = await gh.rest.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }).catch((e: unknown) => e)
    expect((error as GitHubError).status).toBe(429)
    expect(server.seen).toHaveLength(3)
  })

  it('fails fast on a 429 whose retry-after is longer than it may wait', async () => {
    const { server, gh, logger } = await setup([{ status: 429, headers: { 'retry-after': '3600' }, body: { message: 'Too Many Requests' } }])
    const error = await gh.rest.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubError)
    expect((error as GitHubError).status).toBe(429)
    expect(server.seen).toHaveLength(1)
    expect(logger.find('github', 'too-many-requests')[0]).toMatchObject({ action: 'fail', retry_after_s: '3600' })
  })

  it('stops waiting on a secondary limit after the bounded retries', async () => {
    const limited = { status: 403, headers: { 'retry-after': '1' }, body: { message: 'You have exceeded a secondary rate limit.' } }
    const { server, gh, logger } = await setup([limited, limited, limited, limited])
    const error = await gh.rest.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubError)
    expect((error as GitHubError).status).toBe(403)
    expect(server.seen).toHaveLength(3)
    expect(logger.find('github', 'secondary-rate-limit').map((f) => f.action)).toEqual(['wait', 'wait', 'fail'])
  })

  it('fails at once on an exhausted primary rate limit whose reset is far away', async () => {
    const reset = Math.floor(Date.now() / 1000) + 3600
    const { server, gh, logger } = await setup([
      {
        status: 403,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
        body: { message: 'API rate limit exceeded' },
      },
    ])
    const error = await gh.rest.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubError)
    expect((error as GitHubError).failureClass).toBe('github')
    expect(server.seen).toHaveLength(1)
    expect(logger.find('github', 'rate-limit')[0]).toMatchObject({ action: 'fail' })
  })

  it('waits for a primary rate limit that resets within a second', async () => {
    const reset = Math.floor(Date.now() / 1000)
    const { server, gh } = await setup([
      { status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }, body: { message: 'API rate limit exceeded' } },
      { status: 200, body: {} },
    ])
    await gh.rest.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' })
    expect(server.seen).toHaveLength(2)
  })

  // GitHub answers a spent GraphQL primary limit with HTTP 200, a RATE_LIMITED error and x-ratelimit-remaining 0.
  // Enterprise Server serves GraphQL at /api/graphql beside the REST API's /api/v3, GitHub.com and GHE.com at /graphql.
  it.each([
    ['GitHub.com and GHE.com', '', '/graphql'],
    ['Enterprise Server', '/api/v3', '/api/graphql'],
  ])('waits for a GraphQL primary rate limit that resets within a second on %s, then reads', async (_host, apiPath, graphqlPath) => {
    const reset = String(Math.floor(Date.now() / 1000))
    const server = await scripted([
      {
        status: 200,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
        body: { data: null, errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded for installation ID 1234567.' }] },
      },
      { status: 200, body: { data: { viewer: { login: 'github-actions' } } } },
      { status: 200, body: { data: { resolveReviewThread: { thread: { isResolved: true } } } } },
      { status: 200, body: { data: { resolveReviewThread: { thread: { isResolved: true } } } } },
    ])
    closers.push(server.close)
    const logger = new RecordingLogger()
    const gh = createGitHubClient({ token: 'ghs_testtoken000000000000000000', apiUrl: `${server.url}${apiPath}`, logger, retryBaseMs: 10 })
    await expect(gh.graphql.graphql('query Viewer { viewer { login } }')).resolves.toEqual({ viewer: { login: 'github-actions' } })
    // Mutations, retried or marker-checked, reach the same endpoint.
    const resolve = 'mutation Resolve($id: ID!) { resolveReviewThread(input: { threadId: $id }) { thread { isResolved } } }'
    await gh.graphqlWrites.graphql(resolve, { id: 'T1' })
    await gh.checkedWrites.graphql.graphql(resolve, { id: 'T1' })
    expect(server.seen.map((s) => s.url)).toEqual([graphqlPath, graphqlPath, graphqlPath, graphqlPath])
    expect(logger.find('github', 'rate-limit')).toEqual([expect.objectContaining({ action: 'wait', route: '/graphql' })])
  })

  /** A client with one retry and a short timeout, against a local server the test controls. */
  async function clientOn(server: Server, timeoutMs: number) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    closers.push(
      () =>
        new Promise<void>((r) => {
          server.closeAllConnections()
          server.close(() => r())
        }),
    )
    const { port } = server.address() as AddressInfo
    return createGitHubClient({ token: 't0000000', apiUrl: `http://127.0.0.1:${port}`, logger: new RecordingLogger(), retries: 1, retryBaseMs: 10, timeoutMs })
  }

  it('turns a hung request into a retried timeout and finally a GitHubError', async () => {
    const server = createServer(() => {
      /* never answers */
    })
    const gh = await clientOn(server, 200)
    const error = await gh.rest.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubError)
    expect(gh.stats.requests).toBe(2)
  })

  it('turns an answer whose body stalls after the headers into a retried timeout, then the full answer', async () => {
    // A proxy or an overloaded GitHub may send the status and headers, then stall in the middle of a long list.
    let served = 0
    const server = createServer((_req, res) => {
      served++
      res.writeHead(200, { 'content-type': 'application/json' })
      if (served === 1) res.write('[{"filename":"a.ts"},')
      else res.end('[{"filename":"a.ts"}]')
    })
    const gh = await clientOn(server, 300)
    const { data } = await gh.rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { owner: 'o', repo: 'r', pull_number: 1 })
    expect(data).toEqual([{ filename: 'a.ts' }])
    expect(served).toBe(2)
  })

  it('fails a body that stalls on every attempt as github, not as a bug of the runner', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('[')
    })
    const gh = await clientOn(server, 200)
    const error = await gh.rest.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubError)
    expect((error as GitHubError).failureClass).toBe('github')
  })

  it(`keeps up to ${MAX_CONCURRENT_REQUESTS} reads in flight at once, and no more`, async () => {
    // Answers are held until the limit's worth of requests is open (or, should the client let
    // out fewer, until no new request has come for 3 s: wide enough for a loaded machine), so
    // the count seen is what the client lets out, not server or machine speed.
    let open = 0
    let most = 0
    const held: ServerResponse[] = []
    const release = (): void => {
      for (const res of held.splice(0)) res.end('{}')
    }
    let idle: NodeJS.Timeout | undefined
    const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
      open++
      most = Math.max(most, open)
      res.on('finish', () => open--)
      res.writeHead(200, { 'content-type': 'application/json' })
      clearTimeout(idle)
      if (most >= MAX_CONCURRENT_REQUESTS) {
        res.end('{}')
        release()
      } else {
        held.push(res)
        idle = setTimeout(release, 3000)
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    closers.push(() => new Promise<void>((r) => server.close(() => r())))
    const { port } = server.address() as AddressInfo
    const gh = createGitHubClient({ token: 't0000000', apiUrl: `http://127.0.0.1:${port}`, logger: new RecordingLogger() })
    const reads = Array.from({ length: MAX_CONCURRENT_REQUESTS + 5 }, (_, page) =>
      gh.rest.request('GET /repos/{owner}/{repo}/pulls', { owner: 'o', repo: 'r', page }),
    )
    await Promise.all(reads).finally(() => clearTimeout(idle))
    expect(most).toBe(MAX_CONCURRENT_REQUESTS)
    expect(gh.stats.requests).toBe(MAX_CONCURRENT_REQUESTS + 5)
  })

  it('parses JSON answers itself, and leaves text and empty answers as Octokit gives them', async () => {
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (req.url?.startsWith('/json')) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        res.end('{"id":4242,"files":[{"filename":"a.ts","additions":3}],"empty":null}')
      } else if (req.url?.startsWith('/text')) {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
        res.end('diff --git a/x b/x')
      } else {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    closers.push(() => new Promise<void>((r) => server.close(() => r())))
    const { port } = server.address() as AddressInfo
    const gh = createGitHubClient({ token: 't0000000', apiUrl: `http://127.0.0.1:${port}`, logger: new RecordingLogger() })
    expect((await gh.rest.request('GET /json')).data).toEqual({ id: 4242, files: [{ filename: 'a.ts', additions: 3 }], empty: null })
    expect((await gh.rest.request('GET /text')).data).toBe('diff --git a/x b/x')
    expect((await gh.rest.request('GET /empty')).data).toBe('')
  })

  it('never writes the token into telemetry', async () => {
    const { gh, logger } = await setup([{ status: 404, body: { message: 'Not Found' } }])
    await gh.rest.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }).catch(() => undefined)
    expect(logger.lines.join('\n')).not.toContain('ghs_testtoken')
  })
})
