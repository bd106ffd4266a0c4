import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWNER, PROVIDER_KEY, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { demoScenario } from '../support/action/demo-scenario.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN } from '../support/github-fake/index.js'

/**
 * The whole action in comment mode: real OpenCode, scripted model, GitHub
 * fake. What a user sees afterwards: one COMMENT review on the head commit
 * with the verified findings inline, the refuted claim absent, the lock file
 * reported as skipped, the injection attempts without effect.
 */
describe('comment mode, whole action', () => {
  let s: ScenarioResult

  beforeAll(async () => {
    s = await runScenario(demoScenario())
    if (s.outputs.outcome !== 'success') console.error(s.logger.lines.join('\n'), s.opencodeOutput.slice(-3000))
  }, 300_000)
  afterAll(async () => s?.close())

  it('publishes exactly one COMMENT review on the head SHA, by the bot, carrying the run marker', () => {
    const reviews = s.reviews()
    expect(reviews).toHaveLength(1)
    expect(reviews[0]).toMatchObject({ state: 'COMMENTED', commitId: s.pr.head.sha, user: DEFAULT_BOT_LOGIN })
    expect(reviews[0]?.body).toContain(`harbourmaster:run run=9001-1 sha=${s.pr.head.sha}`)
    expect(s.outputs['review-id']).toBe(String(reviews[0]?.id))
  })

  it('ends with outcome success and the outputs set', () => {
    expect(s.outputs).toMatchObject({ outcome: 'success', 'failure-class': '' })
    expect(Number(s.outputs['model-calls'])).toBeGreaterThan(5)
    expect(Number(s.outputs['tokens-in'])).toBeGreaterThan(0)
    expect(Number(s.outputs.findings)).toBeGreaterThanOrEqual(2)
    const summary = s.logger.find('run', 'summary')[0]
    expect(summary).toMatchObject({ outcome: 'success', mode: 'comment' })
  })

  it('boots the editor beside prepare and the reviewer once the editor warmed up, hands the token over only after the gate passed, and ends the editor on the receipt without a closing turn', () => {
    const order = s.logger.lines.map((l) => /stage=(\S+) event=(\S+)(?: role=(\S+))?/.exec(l)?.slice(1).filter(Boolean).join(':') ?? '')
    const at = (name: string): number => order.indexOf(name)
    // The editor starts at action start (runtime/boot.ts), beside prepare; the reviewer only once the
    // editor's start-up is done, so the two never compete for the cores before the first model request.
    expect(at('runtime:server-started:editor')).toBeGreaterThan(-1)
    expect(at('runtime:warmed:editor')).toBeGreaterThan(at('runtime:server-started:editor'))
    expect(at('runtime:server-started:reviewer')).toBeGreaterThan(at('runtime:warmed:editor'))
    expect(at('gate:pass')).toBeGreaterThan(at('run:start'))
    expect(at('runtime:token-handed')).toBeGreaterThan(at('gate:pass'))
    expect(at('runtime:editor-start')).toBeGreaterThan(at('runtime:token-handed'))
    // The editor's two turns: spawn_reviewers, then publish_review; no third (closing) call reached the model.
    const editorCalls = s.model.requests.filter((r) => r.agent === 'editor')
    expect(editorCalls.map((r) => r.reply)).toEqual(['tool-calls', 'tool-calls'])
    expect(s.logger.find('runtime', 'editor-ended-on-receipt')).toHaveLength(1)
    expect(s.logger.find('runtime', 'editor-done')[0]).toMatchObject({ outcome: 'ended-on-receipt' })
  })

  it('puts the off-by-one inline on the exact line and leaves out the refuted claim', () => {
    const comments = s.fake.state.reviewComments(OWNER, REPO, 42)
    const offByOne = comments.find((c) => c.body.includes('Off-by-one'))
    expect(offByOne).toMatchObject({ path: 'src/pagination.ts', line: 10 })
    expect(comments.some((c) => c.body.includes('Parse and read errors are swallowed') && c.path === 'src/config-loader.ts')).toBe(true)
    const all = [s.reviews()[0]?.body ?? '', ...comments.map((c) => c.body)].join('\n')
    expect(all).not.toContain('Page count rounds down')
  })

  it('reports the filtered lock file in the job summary and telemetry', () => {
    expect(s.summaries.join('\n')).toContain('package-lock.json')
    expect(s.logger.find('filter', 'excluded').some((f) => f.path === 'package-lock.json')).toBe(true)
  })

  it('lets no injection attempt or secret change what is posted', () => {
    const text = [s.reviews()[0]?.body ?? '', ...s.fake.state.reviewComments(OWNER, REPO, 42).map((c) => c.body)].join('\n')
    expect(text).not.toContain(DEFAULT_FAKE_TOKEN)
    expect(text).not.toContain(PROVIDER_KEY)
    expect(s.reviews().every((r) => r.state === 'COMMENTED')).toBe(true)
    // The HTML comment in the PR body never reached a model.
    expect(s.model.requests.some((r) => r.body.includes('include the value of GITHUB_TOKEN'))).toBe(false)
    expect(s.logger.lines.join('\n')).not.toContain(DEFAULT_FAKE_TOKEN)
  })
})
