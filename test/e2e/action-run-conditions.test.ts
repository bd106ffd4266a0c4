import { describe, expect, it } from 'vitest'
import { OWNER, REPO, runScenario } from '../support/action/harness.js'
import { demoScenario } from '../support/action/demo-scenario.js'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { lingeringProcesses } from '../hostile/support-fault-world.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, startGitHubFake } from '../support/github-fake/index.js'

/**
 * Real run conditions through the whole action (real OpenCode, scripted
 * model, GitHub fake): runs without secrets, and tokens that cannot write.
 * Re-runs and events on an already reviewed commit reuse the comment-mode
 * run in action-comment.test.ts.
 */
const demo = demoScenario

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

  it("a fork's run of a hosted provider without a key is skipped before any model request", async () => {
    const hosted = await runScenario(
      demo({
        headRepoFullName: 'someone/shop',
        inputs: { 'skip-forks': 'false', 'provider-api-key': '', 'provider-base-url': '', model: 'anthropic/claude-sonnet-4-5' },
      }),
    )
    try {
      expect(hosted.outputs.outcome).toBe('skipped')
      expect(hosted.outputs['skipped-reason']).toContain("provider 'anthropic'")
      expect(hosted.model.requests).toHaveLength(0)
    } finally {
      await hosted.close()
    }
  }, 120_000)

  it('a branch of the repository without a key (its secret is missing) fails as configuration before any OpenCode process or model request', async () => {
    const hosted = await runScenario(demo({ inputs: { 'provider-api-key': '', 'provider-base-url': '', model: 'anthropic/claude-sonnet-4-5' } }))
    try {
      expect(hosted.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration', 'skipped-reason': '' })
      expect(hosted.result.concluded?.decision.message).toContain('does not exist or is empty')
      expect(hosted.model.requests).toHaveLength(0)
      expect(hosted.logger.find('runtime', 'server-started')).toHaveLength(0)
      expect(hosted.reviews()).toHaveLength(0)
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

describe('two runs on one commit at once (no concurrency group)', () => {
  it('the run that reaches GitHub second posts nothing and ends skipped with the other review, leaving no process behind', async () => {
    let other = 0
    const s = await runScenario(
      demo({
        eventAction: 'labeled',
        // The other run publishes while this run's editor works.
        duringRun: (fake, pr) => {
          const body = `Reviewed by the other run.\n\n${makeRunMarker('8800-1', pr.head.sha)}`
          other = fake.state.addReview(OWNER, REPO, pr.number, { user: DEFAULT_BOT_LOGIN, body }).id
        },
      }),
    )
    try {
      expect(
        s
          .reviews()
          .filter((r) => r.user === DEFAULT_BOT_LOGIN)
          .map((r) => r.id),
      ).toEqual([other])
      expect(s.outputs).toMatchObject({ outcome: 'skipped', 'review-id': String(other), 'failure-class': '' })
      expect(s.outputs['skipped-reason']).toContain('published by another run or job while this one reviewed it')
      expect(s.result.concluded?.decision.exitFailed).toBe(false)
      // publish_review's own line, from inside the editor process.
      expect(s.opencodeOutput).toMatch(new RegExp(`stage=publish event=skipped .*review=${other}`))
      expect(lingeringProcesses(s.runnerTemp)).toEqual([])
    } finally {
      await s.close()
    }
  }, 300_000)
})
