import { copyFile, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewRecordSchema, type ReviewRecord } from '../../src/core/contracts/review-record.js'
import { NO_MODEL } from '../support/action/replay-world.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { demoScenario } from '../support/action/demo-scenario.js'
import { DEFAULT_BOT_LOGIN, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { tempDir } from '../support/kit/index.js'

/**
 * Two phases and replay, through the whole action: a comment run whose post
 * GitHub refuses (the workflow lacked pull-requests: write) still leaves its
 * review record; a re-run with `replay-findings` publishes that record as one
 * proven review without any model request (the scripted model server's log
 * is empty), never posts it twice, and refuses it once the head has moved.
 */
const REVIEWS_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'
/** Any model request in a replay is a defect: the script answers with an error the run would show. */

let fake: GitHubFake
let keep: string
let botched: ScenarioResult
let recordPath: string
let record: ReviewRecord

beforeAll(async () => {
  fake = await startGitHubFake()
  keep = await tempDir('hm-replay-')
  botched = await runScenario(
    demoScenario({
      fake,
      setup: (f) =>
        f.faults.add({
          method: 'POST',
          route: REVIEWS_ROUTE,
          status: 403,
          times: 100,
          body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' },
        }),
    }),
  )
  // The artifact a workflow would upload: it outlives the run's temporary directory.
  recordPath = join(keep, 'harbourmaster-findings.json')
  if (botched.outputs['findings-file']) await copyFile(botched.outputs['findings-file'], recordPath)
  record = reviewRecordSchema.parse(JSON.parse(await readFile(recordPath, 'utf8')))
  fake.faults.clear()
}, 300_000)

afterAll(async () => {
  await botched?.close()
  await fake?.close()
  await rm(keep, { recursive: true, force: true })
})

describe('a botched post', () => {
  it('fails the run, posts nothing, and still writes the complete review record', () => {
    expect(botched.outputs.outcome).toBe('failure')
    expect(botched.reviews()).toHaveLength(0)
    expect(Number(botched.model.requests.length)).toBeGreaterThan(5)
    expect(record).toMatchObject({
      headSha: botched.pr.head.sha,
      pullNumber: 42,
      tool: 'publish_review',
      run: { id: '9001-1' },
      result: { outcome: 'failure', reviewId: null },
    })
    expect(record.findings.map((f) => f.title)).toContain('Off-by-one: every page holds size + 1 items')
  })
})

describe('replay-findings', () => {
  let replay: ScenarioResult
  beforeAll(async () => {
    replay = await runScenario({
      fake,
      pullRequest: botched.pr,
      runAttempt: '2',
      mode: 'comment',
      files: [],
      script: NO_MODEL,
      inputs: { 'replay-findings': recordPath, 'strict-runtime': 'true' },
    })
  }, 300_000)
  afterAll(async () => replay?.close())

  it('publishes one proven review on the recorded head with zero model requests', () => {
    expect(replay.model.requests).toHaveLength(0)
    const reviews = replay.reviews()
    expect(reviews).toHaveLength(1)
    expect(reviews[0]).toMatchObject({ state: 'COMMENTED', commitId: botched.pr.head.sha, user: DEFAULT_BOT_LOGIN })
    // The recording run's marker: whoever replays the record, GitHub holds its review once.
    expect(reviews[0]?.body).toContain(`harbourmaster:run run=9001-1 sha=${botched.pr.head.sha}`)
    expect(replay.outputs).toMatchObject({
      outcome: 'success',
      'failure-class': '',
      'review-id': String(reviews[0]?.id),
      'model-calls': '0',
      findings: String(record.findings.filter((f) => f.route !== 'drop').length),
    })
    expect(replay.logger.find('verify', 'proven')).toHaveLength(1)
  })

  it('posts the recorded findings on their lines through the real publication path', () => {
    const comments = fake.state.reviewComments(OWNER, REPO, 42)
    const offByOne = comments.find((c) => c.body.includes('Off-by-one'))
    expect(offByOne).toMatchObject({ path: 'src/pagination.ts', line: 10 })
    expect(comments.length).toBe(record.findings.filter((f) => f.placement === 'inline').length)
  })

  it('never posts the same record twice: a second replay finds its review on GitHub and is skipped', async () => {
    const again = await runScenario({
      fake,
      pullRequest: botched.pr,
      runAttempt: '3',
      mode: 'comment',
      files: [],
      script: NO_MODEL,
      inputs: { 'replay-findings': recordPath },
    })
    try {
      expect(again.outputs).toMatchObject({ outcome: 'skipped', 'failure-class': '' })
      // Skipped by the record's own check or, first, by the one-review-per-commit gate: either names the review.
      expect(again.outputs['skipped-reason']).toContain(`review ${replay.reviews()[0]?.id}`)
      expect(again.reviews()).toHaveLength(1)
      expect(again.model.requests).toHaveLength(0)
    } finally {
      await again.close()
    }
  }, 300_000)

  it("blocking mode (no one-review-per-commit gate): the record's own check posts nothing again, names the review in review-id, and its blocking findings still fail the job", async () => {
    const again = await runScenario({
      fake,
      pullRequest: botched.pr,
      runAttempt: '4',
      mode: 'blocking',
      files: [],
      script: NO_MODEL,
      inputs: { 'replay-findings': recordPath },
    })
    try {
      const existing = String(replay.reviews()[0]?.id)
      // A re-run must not turn the blocking check green: the landed review's findings at or above high still block.
      const blocking = record.findings.filter((f) => f.route !== 'drop' && (f.severity === 'critical' || f.severity === 'high')).length
      expect(blocking).toBeGreaterThan(0)
      expect(again.outputs).toMatchObject({ outcome: 'failure', 'failure-class': '', 'review-id': existing, 'skipped-reason': '' })
      expect(Number(again.outputs['blocking-findings'])).toBeGreaterThanOrEqual(blocking)
      expect(again.result.concluded?.decision.message).toContain('already on GitHub')
      expect(again.reviews()).toHaveLength(1)
    } finally {
      await again.close()
    }
  }, 300_000)

  it("replays the record of a run with test evidence: its record keeps each finding's tests, and findings already open are not posted twice (blocking: a record of another run id)", async () => {
    // What a test-results run records: the finding's test verdict and the file's testVerdicts.
    const target = record.findings.find((f) => f.title.startsWith('Off-by-one'))
    if (!target) throw new Error('the demo record lost its off-by-one finding')
    const tests = {
      verdict: 'confirmed' as const,
      reason: '1 mapped test(s) fail and the verifier attributes the failure to this finding',
      tests: [{ id: 'test/pagination.test.ts > a page holds size items', status: 'failed' as const, excerpt: 'expected 11 to equal 10' }],
    }
    const withTests = reviewRecordSchema.parse({
      ...record,
      run: { id: '9001-7', marker: record.run.marker.replace('run=9001-1', 'run=9001-7') },
      findings: record.findings.map((f) => (f.id === target.id ? { ...f, tests } : f)),
      testVerdicts: [
        {
          ...tests,
          id: target.id,
          path: target.path,
          line: target.line,
          category: target.category,
          title: target.title,
          verifierVerdict: 'confirmed',
          outcome: 'confirmed',
        },
      ],
    })
    const path = join(keep, 'record-with-tests.json')
    await writeFile(path, JSON.stringify(withTests))
    const before = replay.reviews().length
    const again = await runScenario({
      fake,
      pullRequest: botched.pr,
      runAttempt: '6',
      mode: 'blocking',
      files: [],
      script: NO_MODEL,
      inputs: { 'replay-findings': path },
    })
    try {
      // A schema error of the replay's own receipt was an internal failure with nothing posted.
      expect(again.result.concluded?.decision.failureClass ?? '').not.toBe('internal')
      const posted = again.reviews().filter((r) => r.body.includes('harbourmaster:run run=9001-7'))
      expect(posted).toHaveLength(1)
      expect(again.reviews()).toHaveLength(before + 1)
      // The earlier replay's threads already hold these findings: the replay reads the ledger as an
      // editor run does, so none is posted a second time, and the body says so.
      expect(fake.state.reviewComments(OWNER, REPO, 42).filter((c) => String(c.reviewId) === String(posted[0]?.id))).toEqual([])
      expect(posted[0]?.body).toContain('already open on an earlier thread and were not posted again')
      // The record it writes keeps each finding's tests.
      const replayed = reviewRecordSchema.parse(JSON.parse(await readFile(again.outputs['findings-file'] ?? '', 'utf8')))
      expect(replayed.testVerdicts?.map((t) => t.id)).toEqual([target.id])
    } finally {
      await again.close()
    }
  }, 300_000)

  it('replays the record of a run whose team did not complete as just as incomplete: notes, coverage marker, blocking fails closed', async () => {
    const partial = reviewRecordSchema.parse({
      ...record,
      run: { id: '9001-8', marker: record.run.marker.replace('run=9001-1', 'run=9001-8') },
      team: {
        status: 'partial',
        budgetExceeded: false,
        errors: [{ agent: 'specialist-security', error: 'the model answered 503 three times', failureClass: 'model' }],
      },
    })
    const path = join(keep, 'record-partial-team.json')
    await writeFile(path, JSON.stringify(partial))
    const again = await runScenario({
      fake,
      pullRequest: botched.pr,
      runAttempt: '8',
      // Blocking: comment mode's one-review-per-commit gate would skip this head, reviewed above.
      mode: 'blocking',
      files: [],
      script: NO_MODEL,
      inputs: { 'replay-findings': path },
    })
    try {
      expect(again.model.requests).toHaveLength(0)
      const posted = again.reviews().filter((r) => r.body.includes('harbourmaster:run run=9001-8'))
      expect(posted).toHaveLength(1)
      // Without the marker the next push would count the security specialist's files as reviewed.
      expect(posted[0]?.body).toContain('<!-- harbourmaster:coverage partial -->')
      expect(posted[0]?.body).toContain('The security specialist did not finish; the files assigned to it were not reviewed for security.')
      // The provider's error text stays out of the review, as in the recording run.
      expect(posted[0]?.body).not.toContain('503')
      // As the recording run: an incomplete team fails a blocking run closed, after the review was proven.
      expect(again.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'model', 'review-id': String(posted[0]?.id) })
      const replayed = reviewRecordSchema.parse(JSON.parse(await readFile(again.outputs['findings-file'] ?? '', 'utf8')))
      expect(replayed.team?.errors.map((e) => e.agent)).toEqual(['specialist-security'])
    } finally {
      await again.close()
    }
  }, 300_000)

  it('refuses the record once the head has moved: a policy failure, nothing posted, no model request', async () => {
    const posted = replay.reviews().length
    const moved = fake.state.pushHead(OWNER, REPO, 42)
    const refused = await runScenario({
      fake,
      pullRequest: botched.pr,
      runAttempt: '4',
      mode: 'comment',
      files: [],
      script: NO_MODEL,
      inputs: { 'replay-findings': recordPath },
    })
    try {
      expect(refused.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'policy', 'review-id': '' })
      expect(refused.result.concluded?.decision.message).toContain(
        `made for head ${record.headSha.slice(0, 12)} but the pull request's head is ${moved.slice(0, 12)}`,
      )
      expect(refused.reviews()).toHaveLength(posted)
      expect(refused.model.requests).toHaveLength(0)
    } finally {
      await refused.close()
    }
  }, 300_000)

  it('refuses a file that is not a review record as a configuration error naming the input', async () => {
    const bogus = join(keep, 'not-a-record.json')
    await writeFile(bogus, JSON.stringify({ version: 1, findings: [] }))
    const bad = await runScenario({
      fake,
      pullRequest: botched.pr,
      runAttempt: '5',
      mode: 'comment',
      files: [],
      script: NO_MODEL,
      inputs: { 'replay-findings': bogus },
    })
    try {
      expect(bad.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration' })
      expect(bad.result.concluded?.decision.message).toContain("Input 'replay-findings'")
      expect(bad.model.requests).toHaveLength(0)
    } finally {
      await bad.close()
    }
  }, 300_000)
})
