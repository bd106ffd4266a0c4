// Fault injection and drift detection on the GitHub fake: each fault kind as a client
// sees it, applyFirst (effect happened, answer failed), eventual consistency, and proof
// that the OpenAPI check fails on a response that does not match GitHub's description.
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_FAKE_TOKEN, makeFiles, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

const PR = { owner: 'acme', repo: 'widgets', pull_number: 5 }
const PULL_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}'
const REVIEWS_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'

let fake: GitHubFake
let octokit: Octokit

async function failure(promise: Promise<unknown>): Promise<{ status: number | undefined; data: unknown; headers: Record<string, unknown> }> {
  try {
    await promise
  } catch (error) {
    const shaped = error as { status?: number; response?: { data?: unknown; headers?: Record<string, unknown> } }
    return { status: shaped.status, data: shaped.response?.data, headers: shaped.response?.headers ?? {} }
  }
  throw new Error('expected the request to fail')
}

function postReview(body = 'Harbourmaster') {
  return octokit.request(`POST ${REVIEWS_ROUTE}`, { ...PR, event: 'COMMENT', body })
}

beforeEach(async () => {
  fake = await startGitHubFake()
  octokit = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
  fake.state.addPullRequest({ owner: 'acme', repo: 'widgets', number: 5, files: makeFiles(3) })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

describe('faults', () => {
  it('answers a 5xx the given number of times, then serves the route again', async () => {
    fake.faults.add({ method: 'GET', route: PULL_ROUTE, status: 502, times: 2 })
    expect((await failure(octokit.request(`GET ${PULL_ROUTE}`, PR))).status).toBe(502)
    expect((await failure(octokit.request(`GET ${PULL_ROUTE}`, PR))).status).toBe(502)
    expect((await octokit.request(`GET ${PULL_ROUTE}`, PR)).status).toBe(200)
    expect(fake.requests.map((r) => [r.status, r.faulted ?? false])).toEqual([
      [502, true],
      [502, true],
      [200, false],
    ])
  })

  it('matches faults by method: a POST fault leaves GETs alone', async () => {
    fake.faults.add({ method: 'POST', route: REVIEWS_ROUTE, status: 500 })
    expect((await octokit.request(`GET ${REVIEWS_ROUTE}`, PR)).status).toBe(200)
    expect((await failure(postReview())).status).toBe(500)
  })

  it('applyFirst stores the review, then answers 502', async () => {
    fake.faults.add({ method: 'POST', route: REVIEWS_ROUTE, status: 502, applyFirst: true })
    expect((await failure(postReview('stored anyway'))).status).toBe(502)
    expect(fake.state.reviews('acme', 'widgets', 5).map((r) => r.body)).toEqual(['stored anyway'])
  })

  it('without applyFirst the failed request has no effect', async () => {
    fake.faults.add({ method: 'POST', route: REVIEWS_ROUTE, status: 503 })
    expect((await failure(postReview())).status).toBe(503)
    expect(fake.state.reviews('acme', 'widgets', 5)).toEqual([])
  })

  it('resets the connection, optionally after applying the effect', async () => {
    fake.faults.add({ method: 'POST', route: REVIEWS_ROUTE, resetConnection: true, applyFirst: true })
    await expect(postReview('posted before the reset')).rejects.toThrow()
    expect(fake.state.reviews('acme', 'widgets', 5)).toHaveLength(1)
    expect((await postReview('second')).status).toBe(200)
  })

  it('answers a secondary rate limit like GitHub: 403, retry-after and its message', async () => {
    fake.faults.addSecondaryRateLimit(REVIEWS_ROUTE, { method: 'POST', retryAfterSeconds: 7 })
    const limited = await failure(postReview())
    expect(limited.status).toBe(403)
    expect(limited.headers['retry-after']).toBe('7')
    expect(JSON.stringify(limited.data)).toContain('secondary rate limit')
  })

  it('answers 429 with retry-after and an exhausted primary limit with reset headers', async () => {
    fake.faults.addTooManyRequests(PULL_ROUTE, { retryAfterSeconds: 2 })
    const tooMany = await failure(octokit.request(`GET ${PULL_ROUTE}`, PR))
    expect(tooMany.status).toBe(429)
    expect(tooMany.headers['retry-after']).toBe('2')

    fake.faults.addRateLimitExhausted(PULL_ROUTE, { resetInSeconds: 30 })
    const exhausted = await failure(octokit.request(`GET ${PULL_ROUTE}`, PR))
    expect(exhausted.status).toBe(403)
    expect(exhausted.headers['x-ratelimit-remaining']).toBe('0')
    expect(Number(exhausted.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000)
  })

  it('a delay-only fault slows the request but serves the real answer', async () => {
    fake.faults.add({ route: PULL_ROUTE, delayMs: 20 })
    expect((await octokit.request(`GET ${PULL_ROUTE}`, PR)).data.number).toBe(5)
    expect(fake.requests[0]).toMatchObject({ status: 200, faulted: true })
  })

  it('a delayed fault with a status answers with that status and body', async () => {
    fake.faults.add({ route: PULL_ROUTE, delayMs: 20, status: 504, body: { message: 'We couldn’t respond to your request in time.' } })
    const slow = await failure(octokit.request(`GET ${PULL_ROUTE}`, PR))
    expect(slow.status).toBe(504)
    expect(slow.data).toMatchObject({ message: 'We couldn’t respond to your request in time.' })
  })

  it('returns GraphQL errors next to partial data', async () => {
    fake.state.addThread('acme', 'widgets', 5, { path: 'src/module-1.ts', line: 13, comments: ['x'] })
    fake.faults.add({
      route: 'graphql',
      graphqlOperation: 'Partial',
      graphqlErrors: [{ message: 'Something went wrong while executing your query.', type: 'INTERNAL', path: ['repository', 'pullRequest', 'reviewThreads'] }],
    })
    const query = 'query Partial { repository(owner: "acme", name: "widgets") { pullRequest(number: 5) { number reviewThreads(first: 10) { totalCount } } } }'
    const error = (await octokit.graphql(query).catch((e: unknown) => e)) as {
      errors?: Array<{ type?: string }>
      data?: { repository: { pullRequest: Record<string, unknown> } }
    }
    expect(error.errors?.[0]?.type).toBe('INTERNAL')
    expect(error.data?.repository.pullRequest).toEqual({ number: 5, reviewThreads: null })
    const clean = await octokit.graphql<{ repository: { pullRequest: { reviewThreads: { totalCount: number } } } }>(query)
    expect(clean.repository.pullRequest.reviewThreads.totalCount).toBe(1)
  })

  it('hides a new review from the next list calls (eventual consistency)', async () => {
    fake.hideNewReviews(2)
    const { data } = await postReview()
    expect((await octokit.request(`GET ${REVIEWS_ROUTE}`, PR)).data).toEqual([])
    expect((await octokit.request(`GET ${REVIEWS_ROUTE}`, PR)).data).toEqual([])
    expect((await octokit.request(`GET ${REVIEWS_ROUTE}`, PR)).data.map((r) => r.id)).toEqual([data.id])
  })
})

describe('drift detection', () => {
  it('turns a response that breaks the OpenAPI description into a 500 and a drift error', async () => {
    fake.corruptNextResponse('GET', PULL_ROUTE, (body) => ({ ...(body as object), state: 'merged', head: undefined }))
    const broken = await failure(octokit.request(`GET ${PULL_ROUTE}`, PR))
    expect(broken.status).toBe(500)
    expect(JSON.stringify(broken.data)).toContain('GitHub fake drift')
    expect(fake.driftErrors).toHaveLength(1)
    expect(fake.driftErrors[0]).toMatchObject({ kind: 'rest-response', route: PULL_ROUTE, status: 200 })
    expect(fake.driftErrors[0]?.message).toMatch(/state|head/)
    fake.driftErrors.length = 0
    expect((await octokit.request(`GET ${PULL_ROUTE}`, PR)).status).toBe(200)
  })

  it('catches a wrong type deep inside a list item', async () => {
    fake.corruptNextResponse('GET', '/repos/{owner}/{repo}/pulls/{pull_number}/files', (body) =>
      (body as Array<Record<string, unknown>>).map((f, i) => (i === 2 ? { ...f, additions: 'many' } : f)),
    )
    expect((await failure(octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', PR))).status).toBe(500)
    expect(fake.driftErrors[0]?.message).toContain('/2/additions')
    fake.driftErrors.length = 0
  })

  it('refuses a request body that breaks the documented request schema with 422, as GitHub does, and records it', async () => {
    const refused = await failure(octokit.request(`POST ${REVIEWS_ROUTE}`, { ...PR, event: 'comment', body: 'x' } as never))
    expect(refused.status).toBe(422)
    expect(fake.state.reviews('acme', 'widgets', 5)).toEqual([])
    const reply = await failure(
      octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', { ...PR, comment_id: 1 } as never),
    )
    expect(reply.status).toBe(422)
    expect(fake.driftErrors.map((d) => [d.kind, d.route])).toEqual([
      ['rest-request', REVIEWS_ROUTE],
      ['rest-request', '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies'],
    ])
    expect(fake.driftErrors[0]?.message).toContain('/event')
    expect(fake.driftErrors[1]?.message).toContain('required')
    fake.driftErrors.length = 0
  })

  it('records an undocumented query parameter, which GitHub ignores (a misspelt per_page lists 30 a page)', async () => {
    const { data } = await octokit.request(`GET ${REVIEWS_ROUTE}`, { ...PR, perPage: 100 } as never)
    expect(data).toEqual([])
    expect(fake.driftErrors).toHaveLength(1)
    expect(fake.driftErrors[0]).toMatchObject({ kind: 'rest-request', route: REVIEWS_ROUTE })
    expect(fake.driftErrors[0]?.message).toContain("'perPage'")
    fake.driftErrors.length = 0
  })

  it('serves the corrupted body unchanged when validation is off', async () => {
    const unchecked = await startGitHubFake({ validate: false })
    try {
      unchecked.state.addPullRequest({ owner: 'acme', repo: 'widgets', number: 5 })
      unchecked.corruptNextResponse('GET', PULL_ROUTE, (body) => ({ ...(body as object), state: 'merged' }))
      const client = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: unchecked.url })
      const { data } = await client.request(`GET ${PULL_ROUTE}`, PR)
      expect(data.state).toBe('merged')
      expect(unchecked.driftErrors).toEqual([])
    } finally {
      await unchecked.close()
    }
  })
})
