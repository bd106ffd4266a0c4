import { writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findingId, type Finding } from '../../src/core/contracts/review-payload.js'
import type { ReviewRecord } from '../../src/core/contracts/review-record.js'
import { emptyReviewRecord, tempDir } from '../support/kit/index.js'
import { NO_MODEL, OFF_BY_ONE, OFF_BY_ONE_PATCH } from '../support/action/replay-world.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { startGitHubFake, type FakePullRequest, type GitHubFake } from '../support/github-fake/index.js'

/**
 * A review record travels as an artifact another job wrote: a replay treats
 * it as untrusted input. Finding ids are computed by trusted code, so a
 * record whose ids are not its findings' fingerprints on the live diff (edited,
 * or forged to take over another finding's threads) is refused before anything
 * is posted, as a configuration failure naming `replay-findings` and the fix.
 */
const PATCH = OFF_BY_ONE_PATCH

const issue = OFF_BY_ONE

let fake: GitHubFake | undefined
let dir: string | undefined
let result: ScenarioResult | undefined
afterEach(async () => {
  await result?.close()
  await fake?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
  result = fake = dir = undefined
})

/** A record of the pull request's head holding `findings` (routed inline by the team), the payload naming none of them. */
function recordOf(pr: FakePullRequest, findings: (Finding & { id: string })[]): ReviewRecord {
  const base = emptyReviewRecord({ owner: OWNER, repo: REPO, pullNumber: pr.number, headSha: pr.head.sha }, '8100-1', 'github')
  return {
    ...base,
    findings: findings.map((f) => ({
      ...f,
      placement: 'inline' as const,
      confidence: 0.9,
      verdict: 'confirmed' as const,
      confidence_after: 0.96,
      route: 'inline' as const,
      route_reason: 'confirmed at 0.96',
    })),
  }
}

async function replay(findings: (pr: FakePullRequest) => (Finding & { id: string })[]): Promise<ScenarioResult> {
  fake = await startGitHubFake()
  dir = await tempDir('hm-replay-untrusted-')
  const recordPath = join(dir, 'record.json')
  return runScenario({
    fake,
    mode: 'comment',
    files: [{ filename: 'src/a.ts', patch: PATCH }],
    script: NO_MODEL,
    inputs: { 'replay-findings': recordPath },
    setup: (_f, pr) => writeFileSync(recordPath, JSON.stringify(recordOf(pr, findings(pr)))),
  })
}

describe('a replayed record whose finding ids are not computed from its findings', () => {
  it('refuses a forged id before posting: configuration, naming replay-findings and the finding', async () => {
    const forged = 'hm2-0123456789abcdef'
    result = await replay(() => [{ ...issue, id: forged }])
    expect(result.reviews()).toHaveLength(0)
    expect(result.fake.state.reviewComments(OWNER, REPO, result.pr.number).some((c) => c.body.includes(forged))).toBe(false)
    expect(result.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration' })
    const message = result.result.concluded?.decision.message ?? ''
    expect(message).toContain("Input 'replay-findings'")
    expect(message).toContain(`findings[0] (src/a.ts:2) carries id ${forged}`)
    expect(message).toContain(findingId(issue, PATCH))
    expect(result.model.requests).toHaveLength(0)
  }, 120_000)

  it('refuses two findings under one id', async () => {
    const id = findingId(issue, PATCH)
    result = await replay(() => [
      { ...issue, id },
      { ...issue, title: 'Off by one, again', id },
    ])
    expect(result.reviews()).toHaveLength(0)
    expect(result.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration' })
    expect(result.result.concluded?.decision.message).toContain(`findings[1] (src/a.ts:2) repeats the id ${id} of findings[0]`)
  }, 120_000)

  it('publishes the record when every id is its finding fingerprint', async () => {
    result = await replay(() => [{ ...issue, id: findingId(issue, PATCH) }])
    expect(result.outputs).toMatchObject({ outcome: 'success' })
    expect(result.reviews()).toHaveLength(1)
    expect(result.fake.state.reviewComments(OWNER, REPO, result.pr.number).some((c) => c.body.includes(findingId(issue, PATCH)))).toBe(true)
  }, 120_000)
})
