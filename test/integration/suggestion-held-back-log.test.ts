import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildLineMap } from '../../src/core/diff/diff-lines.js'
import { PublishSession, loadStagedReview } from '../../plugins/lib/publication/session.js'
import { DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { stageOneFileReview, testRunConfig } from '../support/kit/index.js'

/**
 * A suggestion the review shows as code under a note instead of one-click (marker-like text, a line
 * a byte bound cut, escaped hidden characters) is named in the review; the `published` line counts
 * them too, so telemetry says how many suggestions nobody could accept and why.
 */
const OWNER = 'acme'
const REPO = 'shop'
const NUMBER = 11
const PATCH = makePatch({ seed: 'held' })
let fake: GitHubFake
let dir: string
let headSha: string

beforeEach(async () => {
  fake = await startGitHubFake()
  ;({ dir, headSha } = await stageOneFileReview(fake, { owner: OWNER, repo: REPO, number: NUMBER, patch: PATCH, dirPrefix: 'hm-held-back-' }))
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
  await rm(dir, { recursive: true, force: true })
})

/** A publish_review session of run `runId` on the staged one-file review, and the lines it logged. */
async function publishSession(runId: string) {
  const config = testRunConfig({
    runId,
    repository: { owner: OWNER, repo: REPO },
    pullNumber: NUMBER,
    headSha,
    github: fake,
    allowlist: ['src/q.ts'],
    stageDir: join(dir, 'stage'),
    privateDir: join(dir, 'private'),
  })
  const logged: { event: string; fields: Record<string, unknown> }[] = []
  const session = new PublishSession({
    config,
    staged: await loadStagedReview(config),
    rest: new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url }),
    token: async () => DEFAULT_FAKE_TOKEN,
    log: (event, fields) => void logged.push({ event, fields }),
  })
  return { session, logged }
}

describe('the published line', () => {
  it('counts the inline suggestions shown as code, and why', async () => {
    const { session, logged } = await publishSession('4101')
    const [first, second] = buildLineMap(PATCH).commentableLines('RIGHT')
    const finding = (line: number, suggestion: string) => ({
      path: 'src/q.ts',
      line,
      severity: 'medium' as const,
      category: 'correctness' as const,
      title: `Finding on line ${line}`,
      body: 'What is wrong.',
      evidence: 'x',
      suggestion,
    })
    const reply = await session.call({
      summary: 'Reviewed.',
      findings: [finding(first!, 'const note = "<!-- harbourmaster:finding hm-0123456789ab -->"'), finding(second!, 'const ok = 1')],
    })
    expect(reply).toMatchObject({ ok: true })
    const comments = fake.state.reviewComments(OWNER, REPO, NUMBER)
    expect(comments.filter((c) => c.body.includes('```suggestion'))).toHaveLength(1)
    expect(logged.find((l) => l.event === 'published')?.fields).toMatchObject({ suggestions_as_code: 1, suggestions_as_code_why: 'marker-text' })
  })

  it('counts the findings shown on fewer lines than they named (a range past its hunk)', async () => {
    const { session, logged } = await publishSession('4102')
    const map = buildLineMap(PATCH)
    const hunk = map.hunks[0]!
    const last = hunk.newStart + hunk.newLines - 1
    const reply = await session.call({
      summary: 'Reviewed.',
      findings: [
        {
          path: 'src/q.ts',
          start_line: last - 1,
          line: last + 10_000,
          severity: 'medium',
          category: 'correctness',
          title: 'Past the hunk',
          body: 'b',
          evidence: 'x',
        },
      ],
    })
    expect(reply).toMatchObject({ ok: true })
    const comments = fake.state.reviewComments(OWNER, REPO, NUMBER)
    expect(comments.map((c) => [c.startLine, c.line])).toEqual([[null, last - 1]])
    expect(logged.find((l) => l.event === 'published')?.fields).toMatchObject({ ranges_narrowed: 1 })
  })

  it('publishes on the last attempt a finding whose range was cut to its line, its suggestion as code (its record was refused before)', async () => {
    const { session } = await publishSession('4103')
    const [first] = buildLineMap(PATCH).commentableLines('RIGHT')
    // Starts two lines above the hunk: refused twice as correctable, cut to its own line on the third call.
    const payload = {
      summary: 'Reviewed.',
      findings: [
        {
          path: 'src/q.ts',
          start_line: first! - 2,
          line: first!,
          severity: 'medium',
          category: 'correctness',
          title: 'Cut',
          body: 'b',
          evidence: 'x',
          suggestion: 'fixed()',
        },
      ],
    }
    expect(await session.call(payload)).toMatchObject({ ok: false })
    expect(await session.call(payload)).toMatchObject({ ok: false })
    expect(await session.call(payload)).toMatchObject({ ok: true })
    const comments = fake.state.reviewComments(OWNER, REPO, NUMBER)
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body).toContain('fixed()')
    expect(comments[0]?.body).not.toContain('```suggestion')
  })
})
