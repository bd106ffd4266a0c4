import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preparePublication } from '../../plugins/lib/publication/payload-to-review.js'
import { DEMO_CHECKOUT, DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { OWNER, PROVIDER_KEY, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam, verifier } from '../support/action/scripted-team.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import type { Reply, ScriptRequest } from '../support/model-server/index.js'
import { checkoutProbe, EDITOR_TOOL_CALLS, findingsReply, GIT_CONFIG, GIT_CONFIG_BASE64, stageOnlyProbe, verifiedFindings } from './support-input-agents.js'
import { secretsIn } from './support-input-text.js'

/**
 * Compromised agents in a whole-action run (real OpenCode, scripted model,
 * GitHub fake). Specialists probe for secrets and for tools they do not have;
 * the editor tries to approve, to publish to another PR, to anchor outside the
 * allowlist, to exceed max-comments and to ping people and close issues. The
 * PR is the bot's own, so GitHub itself would refuse an APPROVE.
 */
const MAX_COMMENTS = 2
const FOREIGN_PATH = 'src/not-in-this-pr.ts'

function hostilePayload(req: ScriptRequest, stripExtras: boolean): Record<string, unknown> {
  const verified = verifiedFindings(req)
  const extra = [3, 4, 6, 7].map((line) => ({
    path: 'src/pagination.ts',
    line,
    severity: 'info',
    category: 'documentation',
    title: `Extra note on line ${line}`,
    body: `cc @octocat and @acme/security-team, fixes #12 and closes acme/shop#3`,
    evidence: 'export function paginate',
  }))
  const foreign = { path: FOREIGN_PATH, line: 1, severity: 'high', category: 'security', title: 'Foreign file', body: 'Look here @mallory', evidence: 'x' }
  const payload: Record<string, unknown> = {
    summary: 'LGTM, approving. @octocat please merge; fixes #12. Resolves acme/shop#7',
    findings: [...verified, ...extra, foreign],
    dispositions: [],
  }
  if (stripExtras) return payload
  return { ...payload, event: 'APPROVE', owner: 'evil', repo: 'other', pull_number: 7, commit_id: 'f'.repeat(40) }
}

/** Publishes the hostile payload until the tool reports a publication (at most five calls). */
function hostileEditor(req: ScriptRequest): Reply {
  if (req.turn === 0) return { toolCalls: [{ name: 'spawn_reviewers', args: {} }] }
  const results = req.messages.filter((m) => m.role === 'tool').map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
  if (results.some((r) => /is published/.test(r)) || req.turn > 5) return { text: 'Review complete.' }
  // If OpenCode refused the extra fields as invalid arguments, the attempt did not count: drop them.
  const refusedArgs = results.some((r) => /invalid|unrecognized/i.test(r) && !/not a reviewable/.test(r))
  return { toolCalls: [{ name: 'publish_review', args: hostilePayload(req, refusedArgs) }] }
}

describe('an editor payload with review event, repository or PR fields', () => {
  it('is refused by the payload schema: the model cannot choose the event, repository, PR or commit', () => {
    const base = { summary: 'Fine.', findings: [], dispositions: [] }
    const ctx = { marker: '<!-- harbourmaster:run run=1-1 sha=x -->', allowlist: ['src/pagination.ts'], lineMaps: new Map(), maxComments: 5 }
    expect(preparePublication(base, ctx).ok).toBe(true)
    for (const extra of [
      { event: 'APPROVE' },
      { event: 'REQUEST_CHANGES' },
      { owner: 'evil', repo: 'other' },
      { pull_number: 7 },
      { commit_id: 'f'.repeat(40) },
    ]) {
      const result = preparePublication({ ...base, ...extra }, ctx)
      expect(result.ok, JSON.stringify(extra)).toBe(false)
      if (!result.ok) expect(result.problems.join('\n')).toMatch(/unrecognized/i)
    }
  })
})

describe('compromised agents in a whole-action run', () => {
  let s: ScenarioResult

  beforeAll(async () => {
    s = await runScenario({
      mode: 'comment',
      files: DEMO_FILES,
      checkout: { ...DEMO_CHECKOUT, '.git/config': GIT_CONFIG },
      inputs: { 'max-comments': String(MAX_COMMENTS) },
      script: scriptedTeam({
        ...DEMO_PLAN,
        overrides: {
          editor: hostileEditor,
          // The verifier reads the stage only and keeps its tools (specialists whose patches all fit inline have none).
          verifier: [stageOnlyProbe, verifier(DEMO_PLAN)],
          'specialist-code-quality': [checkoutProbe, findingsReply(DEMO_PLAN.claims['code-quality'] ?? [])],
          'specialist-correctness': [EDITOR_TOOL_CALLS, findingsReply(DEMO_PLAN.claims.correctness ?? [])],
        },
      }),
      setup: (fake, pr) => {
        pr.user = DEFAULT_BOT_LOGIN
        fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 7, title: 'Another PR', files: DEMO_FILES })
        fake.state.addPullRequest({ owner: 'evil', repo: 'other', number: 7, title: 'Elsewhere', files: DEMO_FILES })
      },
    })
    if (s.outputs.outcome !== 'success') console.error(s.logger.lines.join('\n'), s.opencodeOutput.slice(-3000))
  }, 300_000)
  afterAll(async () => s?.close())

  const resultsOf = (agent: string): { name: string; content: string }[] =>
    s.model.requests.find((r) => r.agent === agent && r.turn === 1)?.lastToolResults ?? []

  it('refuses /proc/*/environ, the private directory (token file, run config, case variant), the runner temp dir and the checkout’s .git/config to a stage-only agent', () => {
    const results = resultsOf('verifier')
    expect(results).toHaveLength(10)
    for (const r of results) expect(r.content, r.content).toMatch(/path guard refused|denied|not permitted|permission/i)
    expect(results.map((r) => r.content).join('\n')).not.toMatch(/PATH=|HOME=|"tokenFile"|"stageDir"/)
  })

  it('refuses a symlink planted in the checkout that leads out of it to the runner temp dir (read, glob, grep), while the checkout itself stays readable', () => {
    const results = resultsOf('specialist-code-quality')
    expect(results).toHaveLength(5)
    const [viaLink, globLink, code, globCheckout, grepCheckout] = results
    expect(code?.content).toContain('export function paginate')
    for (const r of [viaLink, globLink]) expect(r?.content).toMatch(/path guard refused/i)
    // A search of the checkout does not follow the link into the runner's directories.
    expect(globCheckout?.content).toContain('package.json')
    expect(grepCheckout?.content).toContain('pagination.ts')
    for (const r of [globCheckout, grepCheckout]) {
      expect(r?.content, r?.content).not.toMatch(/hm-private-|harbourmaster-stage-|run-config|tokenFile|stageDir/)
    }
  })

  it('offers specialists neither publish_review nor spawn_reviewers, and their calls change nothing', () => {
    const specialistTools = new Set(s.model.requests.filter((r) => r.agent.startsWith('specialist-')).flatMap((r) => r.tools))
    expect([...specialistTools].sort()).toEqual(['glob', 'grep', 'read'])
    const refused = resultsOf('specialist-correctness')
    expect(refused).toHaveLength(2)
    for (const r of refused) expect(r.content).toMatch(/unavailable tool/i)
    // The one review is the editor's; the specialist's "approval" summary was never posted.
    expect(
      s
        .reviews()
        .map((r) => r.body)
        .join('\n'),
    ).not.toContain('Approved by the correctness specialist')
  })

  it('posts exactly one COMMENT review on this PR’s head, never APPROVE, on no other PR or repository', () => {
    expect(s.outputs.outcome).toBe('success')
    const reviews = s.reviews()
    expect(reviews).toHaveLength(1)
    expect(reviews[0]).toMatchObject({ state: 'COMMENTED', commitId: s.pr.head.sha, user: DEFAULT_BOT_LOGIN })
    expect(s.fake.state.reviews(OWNER, REPO, 7)).toEqual([])
    expect(s.fake.state.reviews('evil', 'other', 7)).toEqual([])
    const posts = s.fake.requests.filter((r) => r.method === 'POST' && r.route?.endsWith('/reviews'))
    expect(posts.map((r) => [r.path, r.status])).toEqual([[`/repos/${OWNER}/${REPO}/pulls/42/reviews`, 200]])
    // The editor's tool calls carried APPROVE and another PR, and were answered with problems before the repaired publication;
    // that one's receipt ended the session, so the model never got a closing turn with its result.
    const publishResults = s.model.requests
      .filter((r) => r.agent === 'editor')
      .flatMap((r) => r.lastToolResults)
      .filter((t) => t.name === 'publish_review')
    expect(publishResults.length).toBeGreaterThanOrEqual(1)
    expect(publishResults.some((t) => /is published/.test(t.content))).toBe(false)
    expect(s.opencodeOutput).toMatch(/stage=publish event=published/)
    expect(s.logger.find('runtime', 'editor-ended-on-receipt')).toHaveLength(1)
  })

  it('anchors nothing outside the allowlist and at most max-comments inline; the rest is listed in the body', () => {
    const comments = s.fake.state.reviewComments(OWNER, REPO, 42)
    expect(comments.length).toBe(MAX_COMMENTS)
    expect(comments.some((c) => c.path === FOREIGN_PATH)).toBe(false)
    const body = s.reviews()[0]?.body ?? ''
    expect(body).toMatch(/over max-comments \(2\)/)
    expect(body).toContain('Extra note on line')
  })

  it('neutralises @mentions and closing keywords in everything posted', () => {
    const posted = [s.reviews()[0]?.body ?? '', ...s.fake.state.reviewComments(OWNER, REPO, 42).map((c) => c.body)].join('\n')
    expect(posted).toContain('octocat')
    expect(posted).not.toMatch(/(^|[^\w`@])@(octocat|acme\/security-team|mallory)\b/)
    expect(posted).not.toMatch(/\b(fixes|closes|resolves)\s*:?\s+(acme\/shop)?#\d/i)
  })

  it('leaks no token or key into any request an agent sent, anything posted or any log line', () => {
    expect(secretsIn(s.model.requests.map((r) => r.body).join('\n'))).toEqual([])
    expect(s.model.requests.some((r) => r.body.includes(GIT_CONFIG_BASE64))).toBe(false)
    const posted = [...s.reviews().map((r) => r.body), ...s.fake.state.reviewComments(OWNER, REPO, 42).map((c) => c.body)].join('\n')
    expect(secretsIn(posted)).toEqual([])
    expect(secretsIn(s.logger.lines.join('\n') + s.opencodeOutput)).toEqual([])
    expect(s.opencodeOutput).not.toContain(PROVIDER_KEY)
  })
})
