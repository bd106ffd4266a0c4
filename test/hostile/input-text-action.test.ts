import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CHECKOUT, DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import type { ScriptRequest } from '../support/model-server/index.js'
import {
  FORBIDDEN_CHARS,
  HIDDEN_CANARIES,
  HOSTILE_BODY,
  HOSTILE_BRANCH,
  HOSTILE_TITLE,
  secretsIn,
  seedHostileDiscussion,
  stageDirOf,
  VISIBLE,
} from './support-input-text.js'

// The code-quality specialist (it reads the checkout, so it keeps its tools) reads both context files, so the text really reaches a model.
const readContext = (req: ScriptRequest) => {
  const stage = stageDirOf(req) ?? '/missing-stage'
  return {
    toolCalls: [
      { name: 'read', args: { filePath: `${stage}/shared-pr-context.txt` } },
      { name: 'read', args: { filePath: `${stage}/review-discussion.txt` } },
    ],
  }
}

/**
 * The whole action (real OpenCode, scripted model, GitHub fake) on a PR whose
 * title, description, branch name, conversation, review and review thread
 * carry hidden instructions and planted secrets. The model server records
 * every request body, which is exactly what the agents saw.
 */
describe('hostile PR text through the whole action', () => {
  let s: ScenarioResult

  beforeAll(async () => {
    s = await runScenario({
      mode: 'comment',
      files: DEMO_FILES,
      title: HOSTILE_TITLE,
      body: HOSTILE_BODY,
      checkout: DEMO_CHECKOUT,
      script: scriptedTeam({
        ...DEMO_PLAN,
        overrides: {
          'specialist-code-quality': [readContext, { text: `\`\`\`json\n${JSON.stringify({ findings: DEMO_PLAN.claims['code-quality'] ?? [] })}\n\`\`\`` }],
        },
      }),
      setup: (fake, pr) => {
        pr.head.ref = HOSTILE_BRANCH
        seedHostileDiscussion(fake, pr, 'src/pagination.ts', 10)
      },
    })
    if (s.outputs.outcome !== 'success') console.error(s.logger.lines.join('\n'), s.opencodeOutput.slice(-3000))
  }, 300_000)
  afterAll(async () => s?.close())

  it('still reviews the PR: one COMMENT review on the head SHA, outcome success', () => {
    expect(s.outputs.outcome).toBe('success')
    const reviews = s.reviews().filter((r) => r.user === DEFAULT_BOT_LOGIN)
    expect(reviews).toHaveLength(1)
    expect(reviews[0]).toMatchObject({ state: 'COMMENTED', commitId: s.pr.head.sha })
  })

  it('lets no hidden text, invisible character or tag-smuggled instruction reach any agent', () => {
    const agents = new Set(s.model.requests.map((r) => r.agent))
    expect([...agents]).toEqual(expect.arrayContaining(['editor', 'verifier', 'specialist-correctness', 'specialist-security', 'specialist-code-quality']))
    // The PR text itself did reach a model: the code-quality specialist read both context files.
    const seen = s.model.requests.map((r) => r.body).join('\n')
    const read = s.model.requests.find((r) => r.agent === 'specialist-code-quality' && r.turn === 1)
    expect(read?.lastToolResults.map((t) => t.content).join('\n')).toContain(VISIBLE)
    expect(read?.lastToolResults.map((t) => t.content).join('\n')).toContain('Review note')
    for (const request of s.model.requests) {
      for (const canary of HIDDEN_CANARIES) expect(request.body, `${canary} in a request of ${request.agent}`).not.toContain(canary)
      expect(JSON.parse(request.body) as unknown, request.agent).toBeDefined()
    }
    const decoded = s.model.requests.map((r) => JSON.stringify(JSON.parse(r.body))).join('\n')
    expect(decoded).not.toMatch(FORBIDDEN_CHARS)
    expect(seen).not.toContain('ignore previous instructions')
  })

  it('lets no planted or run-time secret reach an agent, the review or telemetry', () => {
    expect(secretsIn(s.model.requests.map((r) => r.body).join('\n'))).toEqual([])
    // Only what Harbourmaster posted: the seeded conversation holds the planted strings on purpose.
    const mine = s.reviews().filter((r) => r.user === DEFAULT_BOT_LOGIN)
    expect(mine).toHaveLength(1)
    const posted = [
      ...mine.map((r) => r.body),
      ...s.fake.state
        .reviewComments(OWNER, REPO, 42)
        .filter((c) => c.user === DEFAULT_BOT_LOGIN)
        .map((c) => c.body),
    ].join('\n')
    expect(secretsIn(posted)).toEqual([])
    expect(secretsIn(s.logger.lines.join('\n'))).toEqual([])
    expect(secretsIn(s.summaries.join('\n'))).toEqual([])
  })
})
