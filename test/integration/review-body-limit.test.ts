import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { changedConfigNote } from '../../src/config/effective-config.js'
import { parseRunMarkers } from '../../src/core/contracts/markers.js'
import { PublishSession, loadStagedReview } from '../../plugins/lib/publication/session.js'
import { readRecordReceipt } from '../../src/core/publication/receipts.js'
import { DEFAULT_FAKE_TOKEN, addedLine, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { stageOneFileReview, testRunConfig } from '../support/kit/index.js'

/**
 * The review body never passes GitHub's 65,536 characters (the fake refuses
 * it as GitHub does), whatever the runner's own notes hold: a pull request
 * that adds a thousand `.github/instructions/*.instructions.md` files made
 * the note naming every configuration file it changes longer than the limit,
 * and the review could not be published at all.
 */
const OWNER = 'acme'
const REPO = 'shop'
const NUMBER = 9
const PATCH = makePatch({ seed: 'q' })
let fake: GitHubFake
let dir: string
let headSha: string

beforeEach(async () => {
  fake = await startGitHubFake()
  ;({ dir, headSha } = await stageOneFileReview(fake, { owner: OWNER, repo: REPO, number: NUMBER, patch: PATCH, dirPrefix: 'hm-body-limit-' }))
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
  await rm(dir, { recursive: true, force: true })
})

/** publish_review's session on the staged one-file review, as the plugin builds it. */
async function publishSession(over: Partial<Parameters<typeof testRunConfig>[0]>): Promise<PublishSession> {
  const config = testRunConfig({
    runId: '3130',
    repository: { owner: OWNER, repo: REPO },
    pullNumber: NUMBER,
    headSha,
    github: fake,
    allowlist: ['src/q.ts'],
    stageDir: join(dir, 'stage'),
    privateDir: join(dir, 'private'),
    ...over,
  })
  return new PublishSession({
    config,
    staged: await loadStagedReview(config),
    rest: new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url }),
    token: async () => DEFAULT_FAKE_TOKEN,
  })
}

describe('review body within GitHub’s 65,536 characters', () => {
  it('publishes when the pull request changes a thousand instruction files, naming a few and counting the rest', async () => {
    const changed = Array.from({ length: 1000 }, (_, i) => `.github/instructions/team-${String(i).padStart(4, '0')}-guidance-for-the-service.instructions.md`)
    const session = await publishSession({ runId: '3131', reviewNotes: [changedConfigNote(changed) as string] })
    const reply = await session.call({
      summary: 'Reviewed.',
      findings: [
        {
          path: 'src/q.ts',
          line: addedLine(0),
          severity: 'high',
          category: 'correctness',
          title: 'Unchecked result',
          body: 'Check it.',
          evidence: 'newValue0_0',
        },
      ],
    })
    expect(reply).toMatchObject({ ok: true })
    const reviews = fake.state.reviews(OWNER, REPO, NUMBER)
    expect(reviews).toHaveLength(1)
    const body = reviews[0]?.body ?? ''
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect(parseRunMarkers(body)).toEqual([{ runId: '3131', headSha }])
    // The finding stays inline, and the note still says what was not applied.
    expect(fake.state.reviewComments(OWNER, REPO, NUMBER)).toHaveLength(1)
    expect(body).toContain(changed[0])
    expect(body).toMatch(/and 99\d more configuration files/)
  })
  it("tells the editor how many findings GitHub's body limit cut, not that all of them are in the body", async () => {
    const session = await publishSession({
      runId: '3132',
      maxComments: 0,
      // Listed after this review's findings, so cut first: the reply must not count them against this review's.
      ledger: {
        recheck: [],
        known: [],
        anchors: [],
        inBody: Array.from({ length: 3 }, (_, i) => ({
          id: `hm2-${String(i).padStart(16, '0')}`,
          path: 'src/old.ts',
          side: 'RIGHT' as const,
          line: i + 1,
          severity: 'low' as const,
          category: 'documentation' as const,
          title: `Still open ${i}`,
          since: 'c'.repeat(40),
        })),
      },
    })
    // Sixteen findings of 8,000 characters each, all over max-comments: the body can hold about eight.
    const findings = (['correctness', 'performance'] as const).flatMap((category) =>
      Array.from({ length: 8 }, (_, i) => ({
        path: 'src/q.ts',
        line: 10 + i,
        severity: 'high' as const,
        category,
        title: `Finding ${category} ${i}`,
        body: `${category} ${i} `.repeat(8000).slice(0, 8000),
        evidence: 'x',
      })),
    )
    const reply = await session.call({ summary: 'Reviewed.', findings })
    const body = fake.state.reviews(OWNER, REPO, NUMBER)[0]?.body ?? ''
    const shown = findings.filter((f) => body.includes(f.title)).length
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(16)
    expect(body).not.toContain('Still open 0')
    expect(reply).toMatchObject({ ok: true })
    const text = reply.ok ? reply.text : ''
    expect(text).toContain(`${shown} findings in the body`)
    expect(text).toContain(`${16 - shown} left out of the body by GitHub's size limit`)
    // The record (findings file, job summary) says which findings the posted body does not show.
    const read = await readRecordReceipt(join(dir, 'private'))
    const recorded = read.status === 'present' ? read.receipt.findings : []
    expect(recorded).toHaveLength(16)
    const cut = recorded.filter((f) => f.bodyCut === true).map((f) => f.title)
    expect(cut.sort()).toEqual(
      findings
        .filter((f) => !body.includes(f.title))
        .map((f) => f.title)
        .sort(),
    )
  })
})
