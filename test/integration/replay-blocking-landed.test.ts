import { writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeDispositionMarker, makeFindingMarker } from '../../src/core/contracts/markers.js'
import { findingId } from '../../src/core/contracts/review-payload.js'
import type { ReviewRecord } from '../../src/core/contracts/review-record.js'
import { emptyReviewRecord, tempDir } from '../support/kit/index.js'
import { NO_MODEL, OFF_BY_ONE, OFF_BY_ONE_PATCH } from '../support/action/replay-world.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { DEFAULT_BOT_LOGIN, startGitHubFake, type FakePullRequest, type GitHubFake } from '../support/github-fake/index.js'

/**
 * A blocking job that publishes a record (examples/replay.yml's `publish` job) fails on the record's
 * high finding. "Re-run failed jobs" runs it again on the same record: its review is already on
 * GitHub, so nothing is posted twice, but the job's status is still the gate's verdict on that
 * review's findings; a re-run must not turn a failed blocking check green with nothing changed.
 */
const ID = findingId(OFF_BY_ONE, OFF_BY_ONE_PATCH)

let fake: GitHubFake | undefined
let dir: string | undefined
const results: ScenarioResult[] = []
afterEach(async () => {
  for (const r of results.splice(0)) await r.close()
  await fake?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
  fake = dir = undefined
})

function recordOf(pr: FakePullRequest): ReviewRecord {
  const base = emptyReviewRecord({ owner: OWNER, repo: REPO, pullNumber: pr.number, headSha: pr.head.sha }, '8300-1', 'github')
  return {
    ...base,
    mode: 'blocking',
    payload: { summary: 'One issue.', findings: [OFF_BY_ONE], dispositions: [] },
    findings: [
      {
        ...OFF_BY_ONE,
        id: ID,
        placement: 'inline',
        confidence: 0.9,
        verdict: 'confirmed',
        confidence_after: 0.96,
        route: 'inline',
        route_reason: 'confirmed at 0.96',
      },
    ],
    score: 3.5,
  }
}

/** The recording job's first attempt: a blocking run publishing `record` (built for the fake's pull request). */
async function publishFirst(
  record: (pr: FakePullRequest) => ReviewRecord,
  before?: (github: GitHubFake, pr: FakePullRequest) => void,
): Promise<{ first: ScenarioResult; recordPath: string; github: GitHubFake }> {
  const github = await startGitHubFake()
  fake = github
  dir = await tempDir('hm-replay-blocking-')
  const recordPath = join(dir, 'record.json')
  const first = await runScenario({
    fake: github,
    mode: 'blocking',
    files: [{ filename: 'src/a.ts', patch: OFF_BY_ONE_PATCH }],
    script: NO_MODEL,
    inputs: { 'replay-findings': recordPath },
    setup: (_f, pr) => {
      before?.(github, pr)
      writeFileSync(recordPath, JSON.stringify(record(pr)))
    },
  })
  results.push(first)
  return { first, recordPath, github }
}

/** "Re-run failed jobs": the same record, a later attempt of the same run. */
async function rerunOf(first: ScenarioResult, recordPath: string, runAttempt: string): Promise<ScenarioResult> {
  if (!fake) throw new Error('no GitHub fake')
  const rerun = await runScenario({
    fake,
    pullRequest: first.pr,
    runAttempt,
    mode: 'blocking',
    files: [],
    script: NO_MODEL,
    inputs: { 'replay-findings': recordPath },
  })
  results.push(rerun)
  return rerun
}

describe('blocking: a replay whose recorded review is already on GitHub', () => {
  it('posts nothing again and still fails on the recorded finding at or above blocking-severity', async () => {
    const { first, recordPath } = await publishFirst(recordOf)
    expect(first.outputs).toMatchObject({ outcome: 'failure', 'failure-class': '', 'blocking-findings': '1' })
    const reviewId = first.outputs['review-id']
    expect(reviewId).not.toBe('')

    const rerun = await rerunOf(first, recordPath, '2')
    expect(rerun.reviews()).toHaveLength(1)
    expect(rerun.outputs).toMatchObject({
      outcome: 'failure',
      'failure-class': '',
      'review-id': reviewId,
      'blocking-findings': '1',
      findings: '1',
      'skipped-reason': '',
    })
    expect(rerun.result.concluded?.decision.exitFailed).toBe(true)
    expect(rerun.result.concluded?.decision.message).toContain(`already on GitHub as review ${reviewId}`)
    expect(rerun.summaries.join('\n')).toContain('Off by one')
    expect(rerun.model.requests).toHaveLength(0)
  }, 120_000)

  it("a reviewer who resolved the landed review's thread ends its finding: the re-run is a green skip, as any later run would count it", async () => {
    const { first, recordPath, github } = await publishFirst(recordOf)
    expect(first.outputs).toMatchObject({ outcome: 'failure', 'blocking-findings': '1' })
    // A maintainer (not the pull request's author) takes the finding for a false alarm and resolves it.
    const [thread] = github.state.threads(OWNER, REPO, first.pr.number)
    if (!thread) throw new Error('the landed review has no thread')
    thread.isResolved = true
    thread.resolvedBy = 'maintainer'
    const rerun = await rerunOf(first, recordPath, '2')
    expect(rerun.reviews()).toHaveLength(1)
    expect(rerun.outputs).toMatchObject({ outcome: 'skipped', 'review-id': first.outputs['review-id'], 'blocking-findings': '0' })
    expect(rerun.outputs['skipped-reason']).toContain('already on GitHub')

    // The pull request's author cannot resolve a gating finding away: the re-run still fails on it.
    thread.resolvedBy = first.pr.user
    const byAuthor = await rerunOf(first, recordPath, '3')
    expect(byAuthor.outputs).toMatchObject({ outcome: 'failure', 'blocking-findings': '1', 'skipped-reason': '' })
  }, 120_000)

  it('a reviewer who resolved the thread after our answer to an objection ends its finding too: the re-run is a green skip', async () => {
    const { first, recordPath, github } = await publishFirst(recordOf)
    expect(first.outputs).toMatchObject({ outcome: 'failure', 'blocking-findings': '1' })
    const [thread] = github.state.threads(OWNER, REPO, first.pr.number)
    const root = thread?.commentIds[0]
    if (!thread || root === undefined) throw new Error('the landed review has no thread')
    // The developer objected, a later run answered "still present", and a maintainer then resolved the thread anyway.
    const bucket = github.state.bucket(OWNER, REPO, first.pr.number)
    github.state.addReply(bucket, root, 'The caller clamps the index, this cannot happen.', first.pr.user)
    github.state.addReply(bucket, root, `**Harbourmaster:** Still present.\n\n${makeDispositionMarker(ID, 'still-present', '8300-1')}`, DEFAULT_BOT_LOGIN)
    thread.isResolved = true
    thread.resolvedBy = 'maintainer'
    const reviews = github.state.bucket(OWNER, REPO, first.pr.number).reviews.length
    const rerun = await rerunOf(first, recordPath, '2')
    expect(github.state.bucket(OWNER, REPO, first.pr.number).reviews).toHaveLength(reviews)
    expect(rerun.outputs).toMatchObject({ outcome: 'skipped', 'review-id': first.outputs['review-id'], 'blocking-findings': '0' })

    // A resolver GitHub no longer shows (a deleted account: GraphQL gives no resolvedBy) is no proven reviewer: it may
    // have been the author. Before: the finding ended all the same and the re-run was a green skip.
    thread.resolvedBy = null
    const byNobody = await rerunOf(first, recordPath, '3')
    expect(github.state.bucket(OWNER, REPO, first.pr.number).reviews).toHaveLength(reviews)
    expect(byNobody.outputs).toMatchObject({ outcome: 'failure', 'blocking-findings': '1', 'skipped-reason': '' })
  }, 120_000)

  it('a finding the landed review lists only in its body is not ended by an older thread of its fingerprint that we closed as fixed', async () => {
    // The verifier could not settle it: escalated, so the landed review names it in its body, with no thread of its own.
    const escalated = (pr: FakePullRequest): ReviewRecord => {
      const r = recordOf(pr)
      return {
        ...r,
        findings: r.findings.map((f) => ({
          ...f,
          placement: 'body' as const,
          confidence_after: 0.6,
          verdict: 'inconclusive' as const,
          route: 'escalate' as const,
          route_reason: 'inconclusive',
        })),
      }
    }
    // An earlier push's thread on the same code: found fixed, answered "Fixed" and resolved by us. The developer has
    // since brought the same line back, and the recorded review raises it again.
    const olderFixed = (github: GitHubFake, pr: FakePullRequest): void => {
      github.state.addThread(OWNER, REPO, pr.number, {
        path: 'src/a.ts',
        line: 2,
        author: DEFAULT_BOT_LOGIN,
        resolved: true,
        comments: [
          `**🔴 High** · correctness · **Off by one**\n\nb is one too large.\n\n${makeFindingMarker(ID, { category: 'correctness', side: 'RIGHT' })}`,
          `**Harbourmaster:** Fixed — the problem is gone.\n\n${makeDispositionMarker(ID, 'fixed', '8100-1')}`,
        ],
      })
    }
    const { first, recordPath, github } = await publishFirst(escalated, olderFixed)
    expect(first.outputs).toMatchObject({ outcome: 'failure', 'blocking-findings': '1' })
    expect(github.state.threads(OWNER, REPO, first.pr.number)).toHaveLength(1)
    const reviews = github.state.bucket(OWNER, REPO, first.pr.number).reviews.length
    const rerun = await rerunOf(first, recordPath, '2')
    expect(github.state.bucket(OWNER, REPO, first.pr.number).reviews).toHaveLength(reviews)
    expect(rerun.outputs).toMatchObject({ outcome: 'failure', 'review-id': first.outputs['review-id'], 'blocking-findings': '1', 'skipped-reason': '' })
  }, 120_000)

  it('a record whose team did not complete still fails closed, as the recording run did', async () => {
    const partial = (pr: FakePullRequest): ReviewRecord => {
      const r = recordOf(pr)
      const team = {
        status: 'partial' as const,
        budgetExceeded: false,
        errors: [{ agent: 'specialist-security', error: 'the model answered 503', failureClass: 'model' as const }],
      }
      return { ...r, team, payload: { ...r.payload, findings: [] }, findings: [] }
    }
    const { first, recordPath } = await publishFirst(partial)
    expect(first.outputs).toMatchObject({ outcome: 'failure', 'blocking-findings': '0' })
    const rerun = await rerunOf(first, recordPath, '2')
    expect(rerun.reviews()).toHaveLength(1)
    expect(rerun.outputs).toMatchObject({ outcome: 'failure', 'failure-class': first.outputs['failure-class'], 'review-id': first.outputs['review-id'] })
    expect(rerun.result.concluded?.decision.message).toContain('specialist-security')
  }, 120_000)

  it('a record with nothing at or above blocking-severity stays a green skip naming the review', async () => {
    const low = (pr: FakePullRequest): ReviewRecord => {
      const r = recordOf(pr)
      return {
        ...r,
        payload: { ...r.payload, findings: [{ ...OFF_BY_ONE, severity: 'low' }] },
        findings: r.findings.map((f) => ({ ...f, severity: 'low' as const })),
      }
    }
    const { first, recordPath } = await publishFirst(low)
    expect(first.outputs.outcome).toBe('success')
    const rerun = await rerunOf(first, recordPath, '2')
    expect(rerun.outputs).toMatchObject({ outcome: 'skipped', 'review-id': first.outputs['review-id'], 'blocking-findings': '0' })
    expect(rerun.outputs['skipped-reason']).toContain('already on GitHub')
  }, 120_000)
})
