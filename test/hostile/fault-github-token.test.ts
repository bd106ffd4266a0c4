import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_FILES } from '../fixtures/demo-pr.js'
import type { FileSeed } from '../support/github-fake/index.js'
import { closeCheckedWorld, OWNER, REPO, runnerWorld, type RunnerWorld } from './support-fault-world.js'

/**
 * A token that cannot read the pull request is the workflow's to fix, not
 * GitHub's: a workflow whose `permissions:` leave out `pull-requests` (a
 * private repository then answers 403 "Resource not accessible by
 * integration"), or a github-token that is wrong or expired (401). The run
 * fails `configuration` naming the input and the permission, as the
 * permissions reference promises, never `github` ("retry later").
 */
const DEMO = DEMO_FILES.slice(0, 3) as FileSeed[]
const PULL_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}'

let w: RunnerWorld | undefined
afterEach(async () => {
  await closeCheckedWorld(w)
  w = undefined
})

const noReview = async (): Promise<void> => expect.unreachable('the review phase ran after a refused read')

describe('a token that cannot read the pull request', () => {
  it.each(['comment', 'silent'])(
    '%s: 403 without a rate limit (permissions leave out pull-requests) fails configuration, naming the permission',
    async (mode) => {
      w = await runnerWorld({ files: DEMO, inputs: { mode } })
      w.fake.faults.add({
        method: 'GET',
        route: PULL_ROUTE,
        status: 403,
        headers: { 'x-accepted-github-permissions': 'pull_requests=read', 'x-ratelimit-remaining': '4999' },
        body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request' },
      })
      const run = await w.run(noReview)
      expect(run.decision).toMatchObject({ outcome: 'failure', failureClass: 'configuration', exitFailed: true })
      expect(run.outputs['failure-class']).toBe('configuration')
      expect(run.decision.message).toContain("'pull-requests: read'")
      expect(run.decision.message).toContain('pull_requests=read')
      expect(run.decision.message).toContain('github-token')
    },
  )

  it.each(['comment', 'silent'])(
    "%s: GraphQL FORBIDDEN on the base commit's files (permissions leave out contents) fails configuration, naming contents: read",
    async (mode) => {
      w = await runnerWorld({ files: DEMO, inputs: { mode } })
      // GitHub answers a GraphQL read the token may not make with HTTP 200 and a FORBIDDEN error, not a 403.
      w.fake.faults.add({
        route: 'graphql',
        graphqlOperation: 'HarbourmasterBaseFiles',
        graphqlErrors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration', path: ['repository', 'f0'] }],
      })
      const run = await w.run(noReview)
      expect(run.decision).toMatchObject({ outcome: 'failure', failureClass: 'configuration', exitFailed: true })
      expect(run.outputs['failure-class']).toBe('configuration')
      expect(run.decision.message).toContain("'contents: read'")
      expect(run.decision.message).toContain('github-token')
      expect(run.decision.message).toContain('Resource not accessible by integration')
    },
  )

  it('a secondary rate limit that names no wait (a 403 saying so in its body) stays github: the token is not to blame', async () => {
    // GitHub documents this answer without retry-after and with requests left: wait at least a minute.
    w = await runnerWorld({ files: DEMO, maxRateLimitWaitSeconds: 1 })
    w.fake.faults.add({
      method: 'GET',
      route: PULL_ROUTE,
      times: 5,
      status: 403,
      headers: { 'x-ratelimit-remaining': '4990' },
      body: {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        documentation_url: 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      },
    })
    const run = await w.run(noReview)
    expect(run.decision).toMatchObject({ outcome: 'failure', failureClass: 'github', exitFailed: true })
    expect(run.decision.message).not.toContain('permissions:')
    expect(run.decision.message).toMatch(/secondary rate limit/)
  })

  it('404 on the pull request the event names (a token of another repository) fails configuration, naming the input and the repository', async () => {
    w = await runnerWorld({ files: DEMO })
    w.fake.faults.add({ method: 'GET', route: PULL_ROUTE, status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } })
    const run = await w.run(noReview)
    expect(run.decision).toMatchObject({ outcome: 'failure', failureClass: 'configuration', exitFailed: true })
    expect(run.decision.message).toContain('github-token')
    expect(run.decision.message).toContain(`${OWNER}/${REPO}`)
  })

  it('401 (a wrong or expired github-token) fails configuration, naming the input', async () => {
    w = await runnerWorld({ files: DEMO })
    w.fake.faults.add({
      method: 'GET',
      route: PULL_ROUTE,
      status: 401,
      body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' },
    })
    const run = await w.run(noReview)
    expect(run.decision).toMatchObject({ outcome: 'failure', failureClass: 'configuration', exitFailed: true })
    expect(run.decision.message).toContain('github-token')
    expect(run.decision.message).toMatch(/invalid or expired/)
  })
})
