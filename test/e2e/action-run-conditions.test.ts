import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runScenario, type ScenarioResult } from '../support/action/harness.js'
import { demoScenario } from '../support/action/demo-scenario.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

/**
 * Real run conditions through the whole action (real OpenCode, scripted
 * model, GitHub fake): re-runs and events on an already reviewed commit,
 * runs without secrets, and a token that cannot write.
 */
const demo = demoScenario

/** REST writes (reviews, replies) GitHub received between two points of the test. */
const writes = (fake: GitHubFake, from: number, to: number): string[] =>
  fake.requests
    .slice(from, to)
    .filter((r) => r.method !== 'GET' && r.route !== 'graphql')
    .map((r) => `${r.method} ${r.route}`)

describe('one review per commit', () => {
  let fake: GitHubFake
  let first: ScenarioResult
  let rerun: ScenarioResult
  let edited: ScenarioResult
  let forced: ScenarioResult
  const requestsAt = { rerun: 0, edited: 0, forced: 0 }

  beforeAll(async () => {
    fake = await startGitHubFake()
    first = await runScenario(demo({ fake }))
    if (first.outputs.outcome !== 'success') console.error(first.logger.lines.join('\n'))
    requestsAt.rerun = fake.requests.length
    rerun = await runScenario(demo({ fake, pullRequest: first.pr, runAttempt: '2' }))
    requestsAt.edited = fake.requests.length
    edited = await runScenario(demo({ fake, pullRequest: first.pr, eventAction: 'edited' }))
    requestsAt.forced = fake.requests.length
    forced = await runScenario(demo({ fake, pullRequest: first.pr, eventAction: 'labeled', runAttempt: '3', inputs: { 'review-same-commit': 'true' } }))
  }, 400_000)
  afterAll(async () => {
    for (const s of [first, rerun, edited, forced]) await s?.close()
    await fake?.close()
  })

  it('a re-run on the reviewed head is skipped: no model request, nothing posted, the existing review named', () => {
    const existing = first.reviews()[0]
    expect(first.outputs.outcome).toBe('success')
    expect(rerun.outputs).toMatchObject({ outcome: 'skipped', 'review-id': String(existing?.id), 'model-calls': '0' })
    expect(rerun.outputs['skipped-reason']).toContain(`already has Harbourmaster review ${existing?.id}`)
    expect(rerun.outputs['skipped-reason']).toContain('review-same-commit: true')
    expect(rerun.model.requests).toHaveLength(0)
    expect(writes(fake, requestsAt.rerun, requestsAt.edited)).toEqual([])
    expect(rerun.summaries.join('\n')).toContain(`already has Harbourmaster review ${existing?.id}`)
    expect(rerun.logger.find('run', 'summary')[0]).toMatchObject({ outcome: 'skipped', review: String(existing?.id) })
    // Nothing reached the review phase: no editor session, no reviewer.
    expect(rerun.logger.find('runtime', 'editor-start')).toHaveLength(0)
  })

  it('an edited event that did not move the head is skipped the same way', () => {
    expect(edited.outputs.outcome).toBe('skipped')
    expect(edited.outputs['skipped-reason']).toContain("'edited' event")
    expect(edited.model.requests).toHaveLength(0)
    expect(writes(fake, requestsAt.edited, requestsAt.forced)).toEqual([])
  })

  it('review-same-commit: true reviews the commit again', () => {
    expect(forced.outputs.outcome).toBe('success')
    expect(forced.model.requests.length).toBeGreaterThan(0)
    const reviews = forced.reviews()
    expect(reviews).toHaveLength(2)
    expect(forced.outputs['review-id']).toBe(String(reviews[1]?.id))
    expect(reviews.every((r) => r.commitId === first.pr.head.sha)).toBe(true)
  })
})

describe('runs without secrets', () => {
  it('a Dependabot pull_request run without a provider key is skipped before any OpenCode process or model request', async () => {
    const s = await runScenario(demo({ actor: 'dependabot[bot]', eventAction: 'opened', inputs: { 'provider-api-key': '' } }))
    try {
      expect(s.outputs.outcome).toBe('skipped')
      expect(s.outputs['skipped-reason']).toContain('dependabot[bot]')
      expect(s.outputs['skipped-reason']).toContain('Dependabot secret')
      expect(s.model.requests).toHaveLength(0)
      expect(s.logger.find('runtime', 'server-started')).toHaveLength(0)
      expect(s.logger.find('runtime', 'provisioned')).toHaveLength(0)
      expect(s.reviews()).toHaveLength(0)
      expect(s.result.concluded?.decision.exitFailed).toBe(false)
    } finally {
      await s.close()
    }
  }, 120_000)

  it('a hosted provider without a key is skipped before any model request', async () => {
    const hosted = await runScenario(demo({ inputs: { 'provider-api-key': '', 'provider-base-url': '', model: 'anthropic/claude-sonnet-4-5' } }))
    try {
      expect(hosted.outputs.outcome).toBe('skipped')
      expect(hosted.outputs['skipped-reason']).toContain("provider 'anthropic'")
      expect(hosted.model.requests).toHaveLength(0)
    } finally {
      await hosted.close()
    }
  }, 120_000)

  it('a read-only token fails at the review POST as configuration, naming pull-requests: write', async () => {
    const fake = await startGitHubFake({ readOnlyTokens: [DEFAULT_FAKE_TOKEN] })
    const s = await runScenario(demo({ fake }))
    try {
      expect(s.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration' })
      expect(s.result.concluded?.decision.message).toContain("'pull-requests: write'")
      expect(s.result.concluded?.decision.message).toContain('pull_requests=write')
      expect(s.reviews()).toHaveLength(0)
      expect(fake.requests.some((r) => r.method === 'POST' && r.status === 403)).toBe(true)
      expect(fake.driftErrors).toEqual([])
    } finally {
      await s.close()
      await fake.close()
    }
  }, 300_000)

  it('a classic token without the repo scope is refused before any OpenCode process or model request', async () => {
    // A classic personal access token: ghp_ and 36 base62 characters.
    const classic = `ghp_${'A1b2C3d4E5'.repeat(3)}f6G7h8`
    const fake = await startGitHubFake({
      tokens: { [classic]: 'octo-maintainer', [DEFAULT_FAKE_TOKEN]: DEFAULT_BOT_LOGIN },
      classicTokenScopes: { [classic]: 'read:org, gist' },
    })
    const s = await runScenario(demo({ fake, inputs: { 'github-token': classic, 'expected-bot-login': 'octo-maintainer' } }))
    try {
      expect(s.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration' })
      expect(s.result.concluded?.decision.message).toContain("scopes 'read:org, gist'")
      expect(s.result.concluded?.decision.message).toContain('pull-requests: write')
      expect(s.model.requests).toHaveLength(0)
      expect(s.logger.find('runtime', 'editor-start')).toHaveLength(0)
      expect(fake.requests.filter((r) => r.method !== 'GET' && r.route !== 'graphql')).toEqual([])
    } finally {
      await s.close()
      await fake.close()
    }
  }, 120_000)
})
