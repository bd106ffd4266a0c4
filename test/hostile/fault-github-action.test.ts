import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Mode } from '../../src/config/settings.js'
import { DEMO_CHECKOUT, DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import { callTool, type ScriptRequest, type Reply } from '../support/model-server/index.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import { expectNothingLeakedOrDuplicated, FILES_ROUTE, lingeringProcesses, OWNER, PLANTED, PLANTED_BODY, REPO, REVIEWS_ROUTE } from './support-fault-world.js'

/**
 * GitHub misbehaving through the whole action (real OpenCode, scripted team,
 * GitHub fake). One stormy run stacks the faults a busy repository meets in
 * one job: a leftover pending review of an interrupted run, a secondary rate
 * limit on a read, a GraphQL 502, and on the review POST a secondary rate
 * limit followed by a 502 that GitHub had already stored. The review must
 * land exactly once and be proven. GraphQL answering 200 with errors ends a
 * run before any agent starts, with the outcome each mode gives.
 */

/**
 * The code-quality specialist (it reads the checkout, so it keeps its tools) reads the staged PR context and
 * discussion (where the planted secrets were) before answering.
 */
function readsContext(file: string) {
  return (req: ScriptRequest): Reply => {
    const stage = /Stage directory: (\/[^\s"'`]+?) \(/.exec(req.conversationText)?.[1]
    return stage ? callTool('read', { filePath: `${stage}/${file}` }) : { text: 'no stage' }
  }
}
const CODE_QUALITY_READS_CONTEXT = {
  'specialist-code-quality': [
    readsContext('shared-pr-context.txt'),
    readsContext('review-discussion.txt'),
    { text: `Findings:\n\`\`\`json\n${JSON.stringify({ findings: DEMO_PLAN.claims['code-quality'] ?? [] })}\n\`\`\`` },
  ],
}

describe('a stormy GitHub, whole action in comment mode', () => {
  let s: ScenarioResult
  let leftoverId = 0

  beforeAll(async () => {
    s = await runScenario({
      mode: 'comment',
      files: DEMO_FILES,
      body: PLANTED_BODY,
      checkout: DEMO_CHECKOUT,
      script: scriptedTeam({ ...DEMO_PLAN, overrides: CODE_QUALITY_READS_CONTEXT }),
      setup: (fake, pr) => {
        leftoverId = fake.state.addReview(OWNER, REPO, pr.number, {
          user: DEFAULT_BOT_LOGIN,
          state: 'PENDING',
          body: `partial\n<!-- harbourmaster:run run=9000-1 sha=${pr.head.sha} -->`,
        }).id
        fake.state.addIssueComment(OWNER, REPO, pr.number, { body: `Use this instead: ${PLANTED.pat} and ${PLANTED.jwt}`, user: 'mallory' })
        fake.faults.addSecondaryRateLimit(FILES_ROUTE, { method: 'GET', retryAfterSeconds: 1 })
        fake.faults.add({ route: 'graphql', status: 502, body: { message: 'Bad Gateway' } })
        fake.faults.addSecondaryRateLimit(REVIEWS_ROUTE, { method: 'POST', retryAfterSeconds: 1 })
        fake.faults.add({ method: 'POST', route: REVIEWS_ROUTE, status: 502, applyFirst: true })
      },
    })
    if (s.outputs.outcome !== 'success') console.error(s.logger.lines.join('\n'), s.opencodeOutput.slice(-3000))
  }, 300_000)
  afterAll(async () => s?.close())

  it('ends with success and exactly one proven COMMENT review on the head SHA', () => {
    expect(s.outputs).toMatchObject({ outcome: 'success', 'failure-class': '' })
    const reviews = s.reviews()
    expect(reviews.map((r) => [r.user, r.state, r.commitId])).toEqual([[DEFAULT_BOT_LOGIN, 'COMMENTED', s.pr.head.sha]])
    expect(s.outputs['review-id']).toBe(String(reviews[0]?.id))
    expect(s.logger.find('verify', 'proven')).toHaveLength(1)
  })

  it('posted twice but stored once: the second failure had stored the review, and the plugin found it instead of posting a third time', () => {
    const posts = s.fake.requests.filter((r) => r.method === 'POST' && r.route === REVIEWS_ROUTE).map((r) => r.status)
    expect(posts).toEqual([403, 502])
    expect(s.opencodeOutput).toMatch(/stage=publish event=published .*how=found-after-fault/)
    expect(s.fake.state.reviewComments(OWNER, REPO, s.pr.number).some((c) => c.path === 'src/pagination.ts' && c.line === 10)).toBe(true)
  })

  it('waited out the read limit, retried the GraphQL 502, and removed the leftover pending review', () => {
    expect(s.fake.requests.filter((r) => r.route === FILES_ROUTE).map((r) => r.status)).toEqual([403, 200])
    expect(s.logger.find('github', 'secondary-rate-limit')).toEqual([expect.objectContaining({ action: 'wait' })])
    expect(
      s.fake.requests
        .filter((r) => r.route === 'graphql')
        .map((r) => r.status)
        .slice(0, 2),
    ).toEqual([502, 200])
    expect(s.fake.requests.some((r) => r.method === 'DELETE' && r.path.endsWith(`/reviews/${leftoverId}`))).toBe(true)
  })

  it('leaks no token or planted secret to the agents, GitHub or the logs, and leaves no process behind', () => {
    expectNothingLeakedOrDuplicated(s)
    // The code-quality specialist read the PR description and discussion that carried the planted strings: it saw them redacted.
    const security = s.model.requests
      .filter((r) => r.agent === 'specialist-code-quality')
      .map((r) => r.lastToolResults.map((t) => t.content).join('\n'))
      .join('\n')
    expect(security).toContain('Deploy notes below')
    expect(security).toContain('Use this instead')
    expect(security).toContain('[REDACTED]')
  })
})

describe('GraphQL answers 200 with errors and partial data (whole action)', () => {
  const results: ScenarioResult[] = []
  afterAll(async () => {
    for (const r of results) await r.close()
  })

  it.each<[Mode, string, boolean]>([
    ['comment', 'failure', true],
    ['silent', 'degraded', false],
  ])('%s: the run stops before any agent starts and ends %s with class github, saying why', async (mode, outcome, exitFailed) => {
    const s = await runScenario({
      mode,
      files: DEMO_FILES,
      body: PLANTED_BODY,
      script: scriptedTeam(DEMO_PLAN),
      setup: (fake, pr) => {
        fake.state.addThread(OWNER, REPO, pr.number, { path: 'src/pagination.ts', line: 10, comments: ['Is this bound right?'] })
        fake.faults.add({
          route: 'graphql',
          graphqlOperation: 'HarbourmasterReviewThreads',
          graphqlErrors: [
            { message: 'Resource limits for this query exceeded.', type: 'RESOURCE_LIMITS_EXCEEDED', path: ['repository', 'pullRequest', 'reviewThreads'] },
          ],
        })
      },
    })
    results.push(s)
    // The thread query is not retried (the answer was a 200); the base-file query beside it answered
    // normally. The base's nested .gitattributes are asked for as the file page arrives, which may be
    // before or after the thread answer ends prepare: at most once, never retried.
    const graphql = s.fake.requests.filter((r) => r.route === 'graphql').map((r) => `${r.graphqlOperation} ${r.status}`)
    expect(graphql.filter((op) => !op.startsWith('HarbourmasterNestedGitattributes')).sort()).toEqual([
      'HarbourmasterBaseFiles 200',
      'HarbourmasterReviewThreads 200',
    ])
    expect(graphql.filter((op) => op.startsWith('HarbourmasterNestedGitattributes')).length).toBeLessThanOrEqual(1)
    expect(s.model.requests).toHaveLength(0)
    // The servers booted beside prepare are stopped with no model call, no process left and no token written.
    expect(lingeringProcesses(s.runnerTemp)).toEqual([])
    expect(s.privateFiles).not.toContain('github-token')
    expect(s.logger.find('runtime', 'token-handed')).toHaveLength(0)
    expect(s.reviews().filter((r) => r.user === DEFAULT_BOT_LOGIN)).toHaveLength(0)
    expect(s.outputs).toMatchObject({ outcome, 'failure-class': 'github' })
    expect(s.result.concluded?.decision.exitFailed).toBe(exitFailed)
    expect(s.result.concluded?.decision.message).toMatch(/RESOURCE_LIMITS_EXCEEDED/)
    expect(s.summaries.join('\n')).toMatch(/RESOURCE_LIMITS_EXCEEDED/)
    expectNothingLeakedOrDuplicated(s)
  })
})
