import { writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeFindingMarker } from '../../src/core/contracts/markers.js'
import { findingId, type Disposition } from '../../src/core/contracts/review-payload.js'
import type { ReviewRecord } from '../../src/core/contracts/review-record.js'
import { emptyReviewRecord, tempDir } from '../support/kit/index.js'
import { NO_MODEL, OFF_BY_ONE, OFF_BY_ONE_PATCH } from '../support/action/replay-world.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { DEFAULT_BOT_LOGIN, startGitHubFake, type FakePullRequest, type GitHubFake } from '../support/github-fake/index.js'

/**
 * A replayed record meets the pull request's threads as they are, like the editor's payload: a
 * finding already open on a thread of ours is not posted a second time, and its dispositions may
 * name only earlier findings of ours on this pull request. A record file is an artifact another
 * job wrote, so one that names a forged id or a person's thread gets those dispositions left out,
 * and the review says so.
 */
const PATCH = OFF_BY_ONE_PATCH
const issue = OFF_BY_ONE
const ID = findingId(issue, PATCH)
const FORGED = 'hm2-0123456789abcdef'
const HUMANS = 'hm2-aaaaaaaaaaaaaaaa'

let fake: GitHubFake | undefined
let dir: string | undefined
let result: ScenarioResult | undefined
afterEach(async () => {
  await result?.close()
  await fake?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
  result = fake = dir = undefined
})

function recordOf(pr: FakePullRequest, dispositions: Disposition[]): ReviewRecord {
  const base = emptyReviewRecord({ owner: OWNER, repo: REPO, pullNumber: pr.number, headSha: pr.head.sha }, '8200-1', 'github')
  return {
    ...base,
    payload: { summary: 'One issue.', findings: [issue], dispositions },
    findings: [
      {
        ...issue,
        id: ID,
        placement: 'inline',
        confidence: 0.9,
        verdict: 'confirmed',
        confidence_after: 0.96,
        route: 'inline',
        route_reason: 'confirmed at 0.96',
      },
    ],
  }
}

async function replay(dispositions: Disposition[]): Promise<ScenarioResult> {
  fake = await startGitHubFake()
  dir = await tempDir('hm-replay-ledger-')
  const recordPath = join(dir, 'record.json')
  return runScenario({
    fake,
    mode: 'comment',
    files: [{ filename: 'src/a.ts', patch: PATCH }],
    script: NO_MODEL,
    inputs: { 'replay-findings': recordPath },
    setup: (f, pr) => {
      // Our thread on the finding, open; and a person's thread carrying a finding marker.
      f.state.addThread(OWNER, REPO, pr.number, {
        path: 'src/a.ts',
        line: 2,
        author: DEFAULT_BOT_LOGIN,
        comments: [`**high** Off by one\n\n${makeFindingMarker(ID, { category: 'correctness', side: 'RIGHT' })}`],
      })
      f.state.addThread(OWNER, REPO, pr.number, { path: 'src/a.ts', line: 3, author: 'mallory', comments: [`Look here\n\n${makeFindingMarker(HUMANS)}`] })
      writeFileSync(recordPath, JSON.stringify(recordOf(pr, dispositions)))
    },
  })
}

describe('a replayed record against the live threads', () => {
  it('does not post a finding already open on a thread of ours a second time', async () => {
    result = await replay([])
    expect(result.outputs).toMatchObject({ outcome: 'success' })
    const reviews = result.reviews().filter((r) => r.body.includes('harbourmaster:run'))
    expect(reviews).toHaveLength(1)
    const carrying = result.fake.state.reviewComments(OWNER, REPO, result.pr.number).filter((c) => c.body.includes(ID))
    expect(carrying).toHaveLength(1)
    expect(reviews[0]?.body).toContain('1 finding is already open on an earlier thread and was not posted again.')
  }, 120_000)

  it('keeps a disposition on our thread and leaves out, with a note, those naming a forged id or a person thread', async () => {
    result = await replay([
      { finding_id: ID, status: 'still-present', note: 'Still there, @octocat.' },
      { finding_id: FORGED, status: 'fixed', note: 'Resolved.' },
      { finding_id: HUMANS, status: 'fixed', note: 'Resolved.' },
    ])
    expect(result.outputs).toMatchObject({ outcome: 'success' })
    const body = result.reviews().find((r) => r.body.includes('harbourmaster:run'))?.body ?? ''
    expect(body).toContain(`\`${ID}\` — **still-present**`)
    expect(body).toContain('@\u200Boctocat')
    expect(body).not.toContain(FORGED)
    expect(body).not.toContain(HUMANS)
    expect(body).toContain('2 dispositions naming no open earlier Harbourmaster finding of this pull request were left out.')
    // A disposition is a line of the body, never a reply or a resolution.
    for (const thread of result.fake.state.threads(OWNER, REPO, result.pr.number)) {
      expect(thread.isResolved).toBe(false)
      expect(result.fake.state.threadComments(thread)).toHaveLength(1)
    }
  }, 120_000)
})
