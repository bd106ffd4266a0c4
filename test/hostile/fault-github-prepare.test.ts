import { afterEach, describe, expect, it } from 'vitest'
import { GitHubError } from '../../src/core/errors.js'
import { DEMO_FILES } from '../fixtures/demo-pr.js'
import { DEFAULT_BOT_LOGIN, makeFiles, makeThreads, type FileSeed } from '../support/github-fake/index.js'
import { closeCheckedWorld, FILES_ROUTE, NUMBER, OWNER, REPO, runnerWorld, type RunnerWorld } from './support-fault-world.js'

/**
 * GitHub faults while the runner reads the pull request (prepare), through
 * the real runner (runAction: its GitHub client with retry, throttling and
 * the 429 wire hook, prepare, the conclusion with its outputs, job summary
 * and telemetry), with the publish_review session as its review phase. A read fault either heals within the bounded
 * retries and the run carries on, or ends the run with class github and the
 * outcome the mode gives; nothing is posted after a failed read.
 */

const COMMENTS_ROUTE = '/repos/{owner}/{repo}/issues/{issue_number}/comments'
const PULL_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}'
const DEMO = DEMO_FILES.slice(0, 3) as FileSeed[]

let w: RunnerWorld | undefined
afterEach(async () => {
  await closeCheckedWorld(w)
  w = undefined
})

const routeStatuses = (world: RunnerWorld, route: string): number[] => world.fake.requests.filter((r) => r.route === route).map((r) => r.status)

/** A read fault that ended prepare, concluded by the runner: no snapshot, no OpenCode, class github. */
async function failedRead(world: RunnerWorld) {
  const concluded = await world.run(async () => expect.unreachable('the review phase ran after a failed read'))
  expect(concluded.prepareError).toBeInstanceOf(GitHubError)
  expect(world.fake.requests.some((r) => r.method === 'POST' && r.route !== 'graphql')).toBe(false)
  return { error: concluded.prepareError as GitHubError, concluded }
}

describe('rate limits on a read during prepare', () => {
  it('403 secondary rate limit with retry-after on the file listing: waits, reads every file, and the run publishes', async () => {
    const world = (w = await runnerWorld({ files: DEMO }))
    w.fake.faults.addSecondaryRateLimit(FILES_ROUTE, { method: 'GET', retryAfterSeconds: 1 })
    const run = await w.run(async ({ prepared, session }) => {
      expect(routeStatuses(world, FILES_ROUTE)).toEqual([403, 200])
      expect(prepared.allowlist.sort()).toEqual(DEMO.map((f) => f.filename).sort())
      expect(world.logger.find('github', 'secondary-rate-limit')).toEqual([expect.objectContaining({ retry_after_s: '1', action: 'wait' })])
      expect((await session.call({ summary: 'Reviewed.', findings: [] })).ok).toBe(true)
    })
    expect(run.decision.outcome).toBe('success')
  })

  it('429 without retry-after: the runner assumes GitHub’s documented one-minute wait instead of hammering; past its wait limit it fails with class github', async () => {
    w = await runnerWorld({ files: DEMO, maxRateLimitWaitSeconds: 30 })
    w.fake.faults.add({ method: 'GET', route: COMMENTS_ROUTE, status: 429, body: { message: 'Too Many Requests' } })
    const { error, concluded } = await failedRead(w)
    expect(error.status).toBe(429)
    expect(routeStatuses(w, COMMENTS_ROUTE)).toEqual([429])
    expect(w.logger.find('github', 'too-many-requests')).toEqual([expect.objectContaining({ retry_after_s: '60', action: 'fail' })])
    expect(concluded.decision).toMatchObject({ outcome: 'failure', failureClass: 'github', exitFailed: true })
    expect(concluded.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'github' })
  })

  it('x-ratelimit-remaining: 0 with a reset two seconds away: waits for the reset and carries on', async () => {
    const world = (w = await runnerWorld({ files: DEMO }))
    w.fake.faults.addRateLimitExhausted(PULL_ROUTE, { method: 'GET', resetInSeconds: 2 })
    // The limited read, its retry, and the snapshot's check that the head did not move meanwhile.
    const { prepared } = await w.run(async () => expect(routeStatuses(world, PULL_ROUTE)).toEqual([403, 200, 200]))
    const limited = w.logger.find('github', 'rate-limit')
    expect(limited).toEqual([expect.objectContaining({ action: 'wait' })])
    // Until the reset GitHub named (rounded up, plus a second of clock skew), not a blind backoff.
    expect(Number(limited[0]?.retry_after_s)).toBeLessThanOrEqual(4)
    expect(prepared?.counts.staged).toBe(3)
  })

  it('x-ratelimit-remaining: 0 with a reset an hour away: fails at once with class github; comment fails, silent degrades', async () => {
    w = await runnerWorld({ files: DEMO })
    w.fake.faults.addRateLimitExhausted(PULL_ROUTE, { method: 'GET', resetInSeconds: 3600 })
    const { concluded } = await failedRead(w)
    expect(routeStatuses(w, PULL_ROUTE)).toEqual([403])
    expect(w.logger.find('github', 'rate-limit')).toEqual([expect.objectContaining({ action: 'fail' })])
    expect(concluded.decision).toMatchObject({ outcome: 'failure', failureClass: 'github', exitFailed: true })
    await w.close()
    w = await runnerWorld({ files: DEMO, inputs: { mode: 'silent' } })
    w.fake.faults.addRateLimitExhausted(PULL_ROUTE, { method: 'GET', resetInSeconds: 3600 })
    const silent = await failedRead(w)
    expect(silent.concluded.decision).toMatchObject({ outcome: 'degraded', failureClass: 'github', exitFailed: false })
    expect(silent.concluded.summaries.join('\n')).toMatch(/degraded/i)
  })
})

describe('GraphQL transport faults', () => {
  const operationStatuses = (world: RunnerWorld, operation: string): number[] =>
    world.fake.requests.filter((r) => r.route === 'graphql' && r.graphqlOperation === operation).map((r) => r.status)

  it('a 502 on the review-thread query is retried and the threads are read completely', async () => {
    const world = (w = await runnerWorld({ files: makeFiles(3) }))
    for (const seed of makeThreads(3, { paths: ['src/module-1.ts'] })) w.fake.state.addThread(OWNER, REPO, NUMBER, seed)
    w.fake.faults.add({ route: 'graphql', graphqlOperation: 'HarbourmasterReviewThreads', status: 502, body: { message: 'Bad Gateway' } })
    const { prepared } = await w.run(async () => expect(operationStatuses(world, 'HarbourmasterReviewThreads')).toEqual([502, 200]))
    expect(prepared?.counts.threads).toBe(3)
  })

  it('a 502 on the base-commit files query is retried and the base configuration still applies', async () => {
    const world = (w = await runnerWorld({ files: makeFiles(3) }))
    const pull = w.fake.state.pull(OWNER, REPO, NUMBER)
    w.fake.state.setContents(OWNER, REPO, pull?.base.sha ?? '', { '.github/harbourmaster.yml': 'ignore:\n  - src/module-1.ts\n' })
    w.fake.faults.add({ route: 'graphql', graphqlOperation: 'HarbourmasterBaseFiles', status: 502, body: { message: 'Bad Gateway' } })
    const { prepared } = await w.run(async () => expect(operationStatuses(world, 'HarbourmasterBaseFiles')).toEqual([502, 200]))
    expect(prepared?.base.configSource).toBe('base')
    expect(prepared?.exclusions.map((e) => e.path)).toContain('src/module-1.ts')
  })

  it('a 504 that persists fails after the bounded retries with class github, and the comment run fails without posting', async () => {
    w = await runnerWorld({ files: makeFiles(3) })
    w.fake.faults.add({ route: 'graphql', graphqlOperation: 'HarbourmasterReviewThreads', status: 504, body: { message: 'Gateway Timeout' }, times: 20 })
    const { error, concluded } = await failedRead(w)
    expect(error.status).toBe(504)
    // One attempt and three retries, then it stops.
    expect(operationStatuses(w, 'HarbourmasterReviewThreads')).toEqual([504, 504, 504, 504])
    expect(concluded.decision).toMatchObject({ outcome: 'failure', failureClass: 'github' })
    expect(w.logger.find('prepare', 'failed')).toEqual([expect.objectContaining({ class: 'github', status: '504' })])
  })
})

describe('diffs GitHub cannot fully give', () => {
  it('over 3,000 changed files: the 3,000 GitHub lists are read, and the cap is reported in telemetry, the job summary and the review', async () => {
    const world = (w = await runnerWorld({ files: makeFiles(3050) }))
    const concluded = await w.run(async ({ prepared, session }) => {
      expect(prepared.counts.listedFiles).toBe(3000)
      expect(prepared.caps).toEqual(expect.arrayContaining([expect.objectContaining({ cap: 'github-file-limit', limit: 3000 })]))
      expect(world.logger.find('bounds', 'cap').some((c) => c.cap === 'github-file-limit')).toBe(true)
      expect((await session.call({ summary: 'Reviewed what GitHub lists.', findings: [] })).ok).toBe(true)
    })
    expect(concluded.decision.outcome).toBe('success')
    expect(concluded.summaries.join('\n')).toMatch(/github-file-limit[\s\S]*3000 of the PR's 3050/)
    expect(w.fake.state.reviews(OWNER, REPO, NUMBER)[0]?.body).toContain('github-file-limit')
  })

  it('files without a patch (binary, too large for GitHub to diff) are excluded with their reason and reported, never sent to a reviewer', async () => {
    const noPatch: FileSeed[] = [
      { filename: 'assets/logo.png', status: 'added', patch: null },
      { filename: 'data/seed.sql', status: 'modified', patch: null, additions: 5000, deletions: 10 },
    ]
    const world = (w = await runnerWorld({ files: [...DEMO, ...noPatch] }))
    const concluded = await w.run(async ({ prepared, session }) => {
      expect(prepared.allowlist).not.toContain('assets/logo.png')
      expect(prepared.allowlist).not.toContain('data/seed.sql')
      const rules = Object.fromEntries(prepared.exclusions.map((e) => [e.path, e.rule]))
      expect(rules).toMatchObject({ 'assets/logo.png': 'binary', 'data/seed.sql': 'no-patch' })
      expect(world.logger.find('filter', 'excluded').map((e) => e.path)).toEqual(expect.arrayContaining(['assets/logo.png', 'data/seed.sql']))
      const reply = await session.call({
        summary: 's',
        findings: [{ path: 'data/seed.sql', line: 1, severity: 'high', category: 'security', title: 'Seeds a default admin', body: 'b', evidence: 'e' }],
      })
      // Not a reviewable file: the editor is told so instead of a comment landing on a diff nobody reviewed.
      expect(reply.ok).toBe(false)
      expect((await session.call({ summary: 'Reviewed.', findings: [] })).ok).toBe(true)
    })
    const summary = concluded.summaries.join('\n')
    expect(summary).toContain('assets/logo.png')
    expect(summary).toContain('data/seed.sql')
    const review = w.fake.state.reviews(OWNER, REPO, NUMBER).find((r) => r.user === DEFAULT_BOT_LOGIN)
    expect(review?.body).toContain('data/seed.sql')
  })
})
