import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeRunMarker, parseFindingMarkerDetails } from '../../src/core/contracts/markers.js'
import type { Finding } from '../../src/core/contracts/review-payload.js'
import { SkipRun } from '../../src/core/errors.js'
import { runAction } from '../../src/run-action.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { A_V1, A_V2, AUTH, PUSH_OWNER, PUSH_REPO, TEAM_COMPLETE, usePushWorld, type PreparedJob } from '../support/action/push-world.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, type GitHubFake } from '../support/github-fake/index.js'
import { emptyReviewRecord, eventOf, recordingPorts, runnerEnv, writePullRequestEvent } from '../support/kit/index.js'

/**
 * Several Harbourmaster jobs on one pull request (a security-only job beside one with every
 * specialist, two workflows, a matrix), all posting as the same login. With an `instance` each,
 * one job's review neither skips the other as "already reviewed" nor sets its delta base, and one
 * job's threads are never re-checked, answered or resolved by the other. Without one, every job is
 * the default instance, as before the input (and markers written before it are that instance's).
 */
const OWNER = PUSH_OWNER
const REPO = PUSH_REPO
const NUMBER = 9
const V1 = A_V1
const V2 = A_V2

const world = usePushWorld('hm-instances-', NUMBER, () => [addedFile('src/a.ts', V1), addedFile('src/auth/allowed.ts', AUTH)])
let fake: GitHubFake
let dir: string
beforeEach(() => {
  ;({ fake, dir } = world)
})

/** One job's prepare (its own workflow run id), on the pull request's current head. */
const prepareRun = (runId: string, inputs: Record<string, string> = {}): Promise<PreparedJob> => world.prepareJob(runId, inputs)

/** publish_review's session for the job, after a team that completed; the marker carries its instance. */
const publish = (job: PreparedJob, runId: string, instance: string | undefined, findings: Finding[] = []) =>
  world.publish(job, runId, { team: TEAM_COMPLETE, marker: makeRunMarker(runId, job.prepared.headSha, instance), oneReviewPerCommit: true, findings })

const reviews = () => fake.state.reviews(OWNER, REPO, NUMBER).filter((r) => r.user === DEFAULT_BOT_LOGIN)
const headSha = () => fake.state.pull(OWNER, REPO, NUMBER)!.head.sha

async function skipOf(run: Promise<unknown>): Promise<SkipRun> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SkipRun)
  return error as SkipRun
}

const FINDING: Finding = {
  path: 'src/a.ts',
  line: 2,
  severity: 'high',
  category: 'security',
  title: 'Off by one',
  body: 'The increment is wrong.',
  evidence: 'return x + 1',
}

describe('two instances on one head', () => {
  it('each is reviewed and posts its own review; a re-run of one is still skipped by its own review', async () => {
    const security = await prepareRun('301', { instance: 'security', specialists: 'security' })
    expect((await publish(security, '301-1', 'security')).ok).toBe(true)

    // Before: the full job found the security job's review and ended skipped, its specialists never run.
    const full = await prepareRun('302', { instance: 'full' })
    expect(full.prepared.delta).toMatchObject({ kind: 'full', reason: 'no earlier proven Harbourmaster review' })
    expect((await publish(full, '302-1', 'full')).ok).toBe(true)
    expect(reviews()).toHaveLength(2)

    const rerun = await skipOf(prepareRun('303', { instance: 'security', specialists: 'security' }))
    expect(rerun.reason).toContain(`review ${reviews()[0]?.id} (run 301-1)`)
  })

  it('two jobs started together: the one publishing second posts its own review when the other is another instance', async () => {
    const security = await prepareRun('301', { instance: 'security', specialists: 'security' })
    const full = await prepareRun('302', { instance: 'full' })
    expect((await publish(security, '301-1', 'security')).ok).toBe(true)
    // Before: publish_review found the security job's review and posted nothing.
    const second = await publish(full, '302-1', 'full')
    expect(second.ok).toBe(true)
    expect(reviews()).toHaveLength(2)
  })

  it('without an instance each, the second job is skipped, and its reason names the input that separates them', async () => {
    expect((await publish(await prepareRun('301', { specialists: 'security' }), '301-1', undefined)).ok).toBe(true)
    const skip = await skipOf(prepareRun('302'))
    expect(skip.reason).toContain(`review ${reviews()[0]?.id} (run 301-1)`)
    expect(skip.reason).toContain("its own 'instance' input")
  })
})

describe("another instance's threads on a re-push", () => {
  it('are not re-checked, answered, resolved or counted by the other instance, and do not set its delta base', async () => {
    const first = await prepareRun('401', { instance: 'security', specialists: 'security' })
    expect((await publish(first, '401-1', 'security', [FINDING])).ok).toBe(true)
    const [thread] = fake.state.threads(OWNER, REPO, NUMBER)
    expect(parseFindingMarkerDetails(fake.state.threadComments(thread!)[0]?.body)[0]).toMatchObject({ instance: 'security' })
    const reviewedHead = headSha()
    fake.state.pushCommit(OWNER, REPO, NUMBER, {
      changes: [changedFile('src/a.ts', V1, V2)],
      files: [addedFile('src/a.ts', V2), addedFile('src/auth/allowed.ts', AUTH)],
    })

    // Before: the full job started its delta at the security job's head and re-checked its thread
    // (a "fixed" from its verifier resolved it), counting it among its own open findings.
    const full = await prepareRun('402', { instance: 'full' })
    expect(full.prepared.delta).toMatchObject({ kind: 'full' })
    expect(full.prepared.ledger.entries).toEqual([])
    expect(full.prepared.ledger.known.size).toBe(0)
    expect(full.prepared.earlierFindings).toEqual([])
    expect(full.prepared.earlierRuns).toEqual([])

    const own = await prepareRun('403', { instance: 'security', specialists: 'security' })
    expect(own.prepared.delta).toMatchObject({ kind: 'delta', since: reviewedHead })
    expect(own.prepared.ledger.entries).toEqual([expect.objectContaining({ action: 'reverify', path: 'src/a.ts' })])
    expect(own.prepared.earlierRuns).toEqual([expect.objectContaining({ runId: '401-1', headSha: reviewedHead })])
  })

  it('markers written before the input are the default instance’s: a job without one keeps them, a named one leaves them', async () => {
    expect((await publish(await prepareRun('501'), '501-1', undefined, [FINDING])).ok).toBe(true)
    const marker = parseFindingMarkerDetails(fake.state.threadComments(fake.state.threads(OWNER, REPO, NUMBER)[0]!)[0]?.body)[0]
    expect(marker).toMatchObject({ instance: undefined, category: 'security', side: 'RIGHT' })
    fake.state.pushCommit(OWNER, REPO, NUMBER, {
      changes: [changedFile('src/a.ts', V1, V2)],
      files: [addedFile('src/a.ts', V2), addedFile('src/auth/allowed.ts', AUTH)],
    })
    expect((await prepareRun('502')).prepared.ledger.entries).toHaveLength(1)
    expect((await prepareRun('503', { instance: 'nightly' })).prepared.ledger.entries).toEqual([])
  })
})

describe('a replay of another instance’s findings file', () => {
  /** The recording job (instance security) posted, and GitHub stored it, before the job failed. */
  async function replayWith(inputs: Record<string, string>) {
    const pull = fake.state.pull(OWNER, REPO, NUMBER)!
    const recorded = emptyReviewRecord({ owner: OWNER, repo: REPO, pullNumber: NUMBER, headSha: pull.head.sha }, '8000-1', 'github')
    recorded.run.marker = makeRunMarker('8000-1', pull.head.sha, 'security')
    if (reviews().length === 0) fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, body: `Reviewed.\n\n${recorded.run.marker}` })
    const runDir = join(dir, `replay-${Object.keys(inputs).length}`)
    await mkdir(runDir)
    const recordPath = join(runDir, 'record.json')
    await writeFile(recordPath, JSON.stringify(recorded))
    const eventPath = await writePullRequestEvent(join(runDir, 'event.json'), eventOf(pull))
    const { ports, outputs } = recordingPorts({ 'github-token': DEFAULT_FAKE_TOKEN, 'replay-findings': recordPath, ...inputs })
    const env = runnerEnv({ eventPath, github: fake, repository: `${OWNER}/${REPO}`, runnerTemp: runDir, runId: '8001', runAttempt: '1' })
    const result = await runAction({ ...ports, env, verifyDelaysMs: [10] })
    return { result, outputs }
  }

  it('is refused as configuration under another instance, before it could post that review a second time', async () => {
    const { result, outputs } = await replayWith({})
    expect(result.earlyFailure ?? result.concluded?.decision).toMatchObject({ failureClass: 'configuration' })
    expect(outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration' })
    expect(String(result.earlyFailure?.message ?? result.concluded?.decision.message)).toContain(
      "give both jobs the same 'instance' input (instance: security)",
    )
    expect(reviews()).toHaveLength(1)
  })

  it('under the same instance finds the stored review and posts nothing', async () => {
    const { outputs } = await replayWith({ instance: 'security' })
    expect(outputs).toMatchObject({ outcome: 'skipped', 'review-id': String(reviews()[0]?.id) })
    expect(reviews()).toHaveLength(1)
  })
})
