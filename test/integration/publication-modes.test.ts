import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Mode } from '../../src/config/settings.js'
import { RECEIPT_FILES, type RunConfig } from '../../src/core/contracts/run-config.js'
import { OpenCodeError } from '../../src/core/errors.js'
import { concludeRun, type ConcludeInput, type ConcludePorts } from '../../src/publication/conclude.js'
import type { FailurePhase } from '../../src/publication/outcome.js'
import { snapshotReviews } from '../../src/publication/verify.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { PublishSession, RecordSession, loadStagedReview } from '../../plugins/lib/publication/session.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, addedLine, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { indexedFileOf, reviewIndexOf, testRunConfig, tempDir } from '../support/kit/index.js'

/**
 * Each mode from the editor's tool call to the job's verdict, without
 * OpenCode: the tool sessions stand in for the plugins, the runner concludes
 * against the GitHub fake. Asserts what GitHub holds, the outcome, the exit
 * status, the outputs and the annotations.
 */
const OWNER = 'acme'
const REPO = 'shop'
const NUMBER = 5
const PATCH = makePatch({ seed: 'm' })
const RUN = '777'

const payload = (severity: 'high' | 'low') => ({
  summary: 'Reviewed.',
  findings: [
    { path: 'src/m.ts', line: addedLine(0), severity, category: 'correctness', title: 'Unchecked result', body: 'Check it.', evidence: 'newValue0_0' },
  ],
})

let fake: GitHubFake
let rest: Octokit
let dir: string
let headSha: string

beforeEach(async () => {
  fake = await startGitHubFake()
  headSha = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files: [{ filename: 'src/m.ts', patch: PATCH }] }).head.sha
  rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
  dir = await tempDir('hm-modes-')
  await mkdir(join(dir, 'stage', 'patches'), { recursive: true })
  await writeFile(join(dir, 'stage', 'patches', 'm.patch'), PATCH)
  await writeFile(
    join(dir, 'stage', 'review-index.json'),
    JSON.stringify(
      reviewIndexOf({ pr: { owner: OWNER, repo: REPO, number: NUMBER, headSha, baseSha: headSha }, files: [indexedFileOf('src/m.ts', 'm.patch')] }),
    ),
  )
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
  await rm(dir, { recursive: true, force: true })
})

function runConfig(mode: Mode, over: Partial<RunConfig> = {}): RunConfig {
  return testRunConfig({
    ...over,
    runId: RUN,
    mode,
    repository: { owner: OWNER, repo: REPO },
    pullNumber: NUMBER,
    headSha,
    github: fake,
    allowlist: ['src/m.ts'],
    stageDir: join(dir, 'stage'),
    privateDir: join(dir, 'private'),
  })
}

interface Scenario {
  mode: Mode
  severity?: 'high' | 'low'
  /** The editor never calls its final tool. */
  silentEditor?: boolean
  failure?: { error: unknown; phase: FailurePhase }
  modelCalls?: number
  strictRuntime?: boolean
  /** Changes the private directory after the tool call (e.g. a damaged receipt). */
  beforeConclude?: (privateDir: string) => Promise<void>
  /** What the reviewer team's execution receipt says about its agents. */
  team?: ConcludeInput['team']
  /** Run config fields beyond the mode's (routing, for the escalation label). */
  config?: Partial<RunConfig>
}

async function writeTeamReceipt(privateDir: string, team: NonNullable<ConcludeInput['team']>): Promise<void> {
  const extra = { invalid: 0, outOfScope: 0, duplicates: 0, returned: 0, overflowPatches: [], ...team }
  const verdicts = { confirmed: 0, refuted: 0, inconclusive: 0, 'not-applicable': 0 }
  const receipt = {
    version: 1,
    runId: RUN,
    startedAt: 'x',
    finishedAt: 'x',
    sessions: [],
    modelCalls: 3,
    tokensIn: 1,
    tokensOut: 1,
    candidates: 0,
    verdicts,
    extra,
  }
  await mkdir(privateDir, { recursive: true })
  await writeFile(join(privateDir, RECEIPT_FILES.execution), JSON.stringify(receipt))
}

async function runScenario(s: Scenario) {
  const config = runConfig(s.mode, s.config)
  const snapshot = await snapshotReviews(rest, { owner: OWNER, repo: REPO, pullNumber: NUMBER })
  const staged = await loadStagedReview(config)
  // spawn_reviewers writes its execution receipt before the editor publishes; the plugin and the runner both read it.
  if (s.team) await writeTeamReceipt(config.privateDir, s.team)
  if (!s.silentEditor && !s.failure) {
    const reply =
      s.mode === 'comment' || s.mode === 'blocking'
        ? await new PublishSession({ config, staged, rest, token: async () => DEFAULT_FAKE_TOKEN }).call(payload(s.severity ?? 'low'))
        : await new RecordSession({ config, staged }).call(payload(s.severity ?? 'low'))
    expect(reply.ok).toBe(true)
  }
  await s.beforeConclude?.(config.privateDir)
  const outputs = new Map<string, string>()
  const annotations: string[] = []
  let summary = ''
  const ports: ConcludePorts = {
    rest,
    graphql: rest,
    outputs: { setOutput: (name, value) => void outputs.set(name, String(value)) },
    summary: { append: async (md) => void (summary += md) },
    annotations: {
      error: (_m, p) => void annotations.push(`error ${p?.file}:${p?.startLine}`),
      warning: (_m, p) => void annotations.push(`warning ${p?.file}:${p?.startLine}`),
    },
    logger: new RecordingLogger(),
  }
  const input: ConcludeInput = {
    owner: OWNER,
    repo: REPO,
    pullNumber: NUMBER,
    mode: s.mode,
    blockingSeverity: 'high',
    strictRuntime: s.strictRuntime ?? false,
    expectedLogin: DEFAULT_BOT_LOGIN,
    runId: RUN,
    headSha,
    marker: config.marker,
    snapshot,
    privateDir: config.privateDir,
    exclusions: [],
    caps: [],
    figures: { modelCalls: s.modelCalls ?? 4, tokensIn: 1200, tokensOut: 300, durationMs: 5000 },
    findingsPath: join(dir, 'out', 'findings.json'),
    failure: s.failure,
    team: s.team,
    verifyDelaysMs: [10, 20],
    // As GitHub answers it for the pull request (its html_url): the Enterprise Server host, not github.com.
    pullRequestUrl: `https://ghe.example.com/${OWNER}/${REPO}/pull/${NUMBER}`,
  }
  const done = await concludeRun(ports, input)
  return {
    done,
    outputs: Object.fromEntries(outputs),
    annotations,
    summary,
    reviews: fake.state.reviews(OWNER, REPO, NUMBER),
    logger: ports.logger as RecordingLogger,
  }
}

describe('modes end to end against the GitHub fake (tool sessions standing in for OpenCode)', () => {
  it('comment: one proven review, success, outputs set', async () => {
    const r = await runScenario({ mode: 'comment', severity: 'high' })
    expect(r.reviews).toHaveLength(1)
    expect(r.done.decision).toMatchObject({ outcome: 'success', exitFailed: false })
    expect(r.outputs).toMatchObject({
      outcome: 'success',
      'failure-class': '',
      'review-id': String(r.reviews[0]?.id),
      findings: '1',
      'blocking-findings': '1',
      'model-calls': '4',
    })
    expect(JSON.parse(await readFile(r.outputs['findings-file'] as string, 'utf8')).findings).toHaveLength(1)
    expect(r.summary).toContain('Harbourmaster: success')
    // The job summary links the review on the host GitHub named for the pull request.
    expect(r.summary).toContain(
      `**Review:** [${r.reviews[0]?.id}](https://ghe.example.com/${OWNER}/${REPO}/pull/${NUMBER}#pullrequestreview-${r.reviews[0]?.id})`,
    )
    expect(r.logger.find('run', 'summary')[0]).toMatchObject({ outcome: 'success', mode: 'comment', findings_high: '1' })
    expect(r.logger.find('sink', 'no-record')).toEqual([])
  })

  it('comment: the editor never calls publish_review, so the job fails with policy and GitHub holds nothing', async () => {
    const r = await runScenario({ mode: 'comment', silentEditor: true })
    expect(r.reviews).toHaveLength(0)
    expect(r.done.decision).toMatchObject({ outcome: 'failure', failureClass: 'policy', exitFailed: true })
    expect(r.done.decision.message).toMatch(/no publication receipt/)
    expect(r.outputs['review-id']).toBe('')
    // No findings-file either, and the log says why rather than leaving the output empty silently.
    expect(r.outputs['findings-file']).toBe('')
    expect(r.logger.find('sink', 'no-record')).toMatchObject([{ status: 'missing' }])
  })

  it('a record receipt that does not validate is reported, not dropped quietly', async () => {
    const r = await runScenario({
      mode: 'silent',
      beforeConclude: async (privateDir) => writeFile(join(privateDir, RECEIPT_FILES.record), '{"version":1,"runId":"x"}\n'),
    })
    expect(r.outputs['findings-file']).toBe('')
    expect(r.logger.find('sink', 'no-record')).toMatchObject([{ status: 'invalid', why: `${RECEIPT_FILES.record} does not match its schema` }])
  })

  it('comment: OpenCode failing at start-up degrades instead of failing', async () => {
    const r = await runScenario({ mode: 'comment', failure: { error: new OpenCodeError('server did not start'), phase: 'startup' } })
    expect(r.done.decision).toMatchObject({ outcome: 'degraded', failureClass: 'opencode', exitFailed: false })
    expect(r.outputs['failure-class']).toBe('opencode')
  })

  it('silent: nothing on GitHub, success, findings only in outputs and summary', async () => {
    const r = await runScenario({ mode: 'silent', severity: 'high' })
    expect(r.reviews).toHaveLength(0)
    expect(r.done.decision).toMatchObject({ outcome: 'success', exitFailed: false })
    expect(r.outputs).toMatchObject({ findings: '1', 'blocking-findings': '1', 'review-id': '' })
    expect(r.annotations).toEqual([])
    expect(r.summary).toContain('Unchecked result')
  })

  it('check-only: a blocking finding fails the job and is annotated on its line; nothing on GitHub', async () => {
    const r = await runScenario({ mode: 'check-only', severity: 'high' })
    expect(r.reviews).toHaveLength(0)
    expect(r.done.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
    expect(r.annotations).toEqual([`error src/m.ts:${addedLine(0)}`])
    // Nothing went wrong but the findings: no failure class (action.yml), and the line and outputs agree.
    expect(r.outputs).toMatchObject({ outcome: 'failure', 'failure-class': '', 'blocking-findings': '1' })
    expect(r.logger.find('run', 'summary')).toEqual([expect.objectContaining({ outcome: 'failure', findings_high: '1' })])
    expect(r.logger.find('run', 'summary')[0]?.class ?? '').toBe('')
  })

  it('check-only: a low finding passes with a warning annotation', async () => {
    const r = await runScenario({ mode: 'check-only', severity: 'low' })
    expect(r.done.decision).toMatchObject({ outcome: 'success', exitFailed: false })
    expect(r.annotations).toEqual([`warning src/m.ts:${addedLine(0)}`])
  })

  it('blocking: posts the advisory COMMENT review and fails on a blocking finding', async () => {
    const r = await runScenario({ mode: 'blocking', severity: 'high' })
    expect(r.reviews).toHaveLength(1)
    expect(r.reviews[0]?.state).toBe('COMMENTED')
    expect(r.done.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
    expect(r.outputs['review-id']).toBe(String(r.reviews[0]?.id))
  })

  it('blocking: fails closed on a start-up failure', async () => {
    const r = await runScenario({ mode: 'blocking', failure: { error: new OpenCodeError('server did not start'), phase: 'startup' } })
    expect(r.done.decision).toMatchObject({ outcome: 'failure', failureClass: 'opencode', exitFailed: true })
  })

  it('logs the final tool line before its receipts exist: the runner stops the editor process as soon as they do', async () => {
    const receiptsAtLog = async (mode: Mode): Promise<Record<string, string[]>> => {
      const config = { ...runConfig(mode), privateDir: join(dir, `private-${mode}`) }
      await mkdir(config.privateDir)
      const staged = await loadStagedReview(config)
      const seen: Record<string, string[]> = {}
      // The receipts as the runner's watch would find them at the moment of the line.
      const log = (event: string): void => {
        seen[event] = [RECEIPT_FILES.record, RECEIPT_FILES.publication].filter((file) => existsSync(join(config.privateDir, file)))
      }
      const session =
        mode === 'comment'
          ? new PublishSession({ config, staged, rest, token: async () => DEFAULT_FAKE_TOKEN, log })
          : new RecordSession({ config, staged, log })
      expect((await session.call(payload('low'))).ok).toBe(true)
      return seen
    }
    const publish = await receiptsAtLog('comment')
    // The record receipt is written before the POST (a failed POST can be replayed); the publication receipt only after the line.
    expect(publish.published).toEqual([RECEIPT_FILES.record])
    const record = await receiptsAtLog('silent')
    expect(record.recorded).toEqual([])
  })

  const securityFailed: ConcludeInput['team'] = {
    status: 'partial',
    budgetExceeded: false,
    errors: [{ agent: 'specialist-security', error: 'model: every configured model failed (HTTP 429)', failureClass: 'model' }],
  }

  it('blocking: a specialist that failed fails the job closed, though its review landed and no finding blocks', async () => {
    const r = await runScenario({ mode: 'blocking', severity: 'low', team: securityFailed })
    expect(r.reviews).toHaveLength(1)
    expect(r.outputs['review-id']).toBe(String(r.reviews[0]?.id))
    expect(r.done.decision).toMatchObject({ outcome: 'failure', failureClass: 'model', exitFailed: true })
    expect(r.done.decision.message).toContain('specialist-security')
    expect(r.summary).toContain('specialist-security')
  })

  it('comment: a specialist that failed degrades the run and says which, with the review proven; findings the team could not use are counted', async () => {
    const r = await runScenario({ mode: 'comment', severity: 'low', team: { ...securityFailed!, invalid: 1, outOfScope: 2 } })
    expect(r.done.decision).toMatchObject({ outcome: 'degraded', failureClass: 'model', exitFailed: false })
    expect(r.outputs).toMatchObject({ outcome: 'degraded', 'review-id': String(r.reviews[0]?.id) })
    expect(r.summary).toContain('specialist-security')
    expect(r.logger.find('run', 'summary')[0]).toMatchObject({ outcome: 'degraded', review: String(r.reviews[0]?.id) })
    // The review itself says so, naming the agent only (an error text from the provider stays in the log).
    expect(r.reviews[0]?.body).toMatch(/The security specialist did not finish; the files assigned to it were not reviewed for security/)
    expect(r.reviews[0]?.body).not.toContain('HTTP 429')
    // Counted on the telemetry line and in the editor's result only, the review read as all the team found.
    expect(r.reviews[0]?.body).toContain("reported 3 findings this review does not carry: 2 on a line outside this pull request's changes or on a file")
    // The job summary counts them as the review does (its routing line alone read as all the team found).
    expect(r.summary).toContain("reported 3 findings this review does not carry: 2 on a line outside this pull request's changes or on a file")
  })

  it('the findings file records a team that did not complete, so a replay publishes it as incomplete; a complete team is recorded as complete', async () => {
    const partial = await runScenario({ mode: 'comment', severity: 'low', team: securityFailed })
    const written = JSON.parse(await readFile(partial.outputs['findings-file'] as string, 'utf8')) as { team?: unknown }
    expect(written.team).toEqual(securityFailed)
    const whole = await runScenario({ mode: 'comment', severity: 'low', team: { status: 'ok', budgetExceeded: false, errors: [] } })
    // Always written (record version 3): a record without its team is refused, never read as complete.
    expect(JSON.parse(await readFile(whole.outputs['findings-file'] as string, 'utf8'))).toHaveProperty('team', {
      status: 'ok',
      budgetExceeded: false,
      errors: [],
    })
  })

  it('check-only: every specialist failing cannot pass the check as clean', async () => {
    const r = await runScenario({ mode: 'check-only', severity: 'low', team: { ...securityFailed!, status: 'failed' } })
    expect(r.done.decision).toMatchObject({ outcome: 'degraded', failureClass: 'model' })
    expect(r.done.decision.message).toMatch(/no specialist completed/)
  })

  it('comment: an escalation label GitHub refused is reported in the job summary and the log, not only inside the plugin', async () => {
    fake.faults.add({ method: 'POST', route: '/repos/{owner}/{repo}/issues/{issue_number}/labels', status: 422, body: { message: 'Validation Failed' } })
    // A finding the team never assessed keeps the default confidence (0.8), below this auto-comment floor: escalated.
    const routing = { autoComment: 0.9, escalate: 0.5, factors: { confirm: 1, inconclusive: 0.8, refute: 0.3 }, alwaysEscalate: [], mentions: [] }
    const r = await runScenario({ mode: 'comment', config: { routing: { ...routing, label: 'needs-human-review' } } })
    expect(r.reviews).toHaveLength(1)
    expect(r.done.report.findings.map((f) => f.route)).toEqual(['escalate'])
    expect(fake.state.labels(OWNER, REPO, NUMBER)).toEqual([])
    expect(r.done.decision.outcome).toBe('success')
    expect(r.summary).toMatch(/escalation label could not be added to the pull request \(GitHub answered HTTP 422\)/)
    expect(r.logger.find('sink', 'warning')).toMatchObject([{ sink: 'github-review', class: 'github', status: '422' }])
  })

  it("comment: a label the token may not write names the refusal, what GitHub accepts and the permission to grant, not 'see the log'", async () => {
    // A workflow token with pull-requests: write alone: the review lands, the issues API refuses the label.
    fake.faults.add({
      method: 'POST',
      route: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      headers: { 'x-accepted-github-permissions': 'issues=write; pull_requests=write' },
    })
    const routing = { autoComment: 0.9, escalate: 0.5, factors: { confirm: 1, inconclusive: 0.8, refute: 0.3 }, alwaysEscalate: [], mentions: [] }
    const r = await runScenario({ mode: 'comment', config: { routing: { ...routing, label: 'needs-human-review' } } })
    expect(r.reviews).toHaveLength(1)
    expect(r.done.decision.outcome).toBe('success')
    expect(r.summary).toContain('HTTP 403')
    expect(r.summary).toContain('issues=write; pull_requests=write')
    expect(r.summary).toContain("'issues: write'")
    expect(r.summary).not.toMatch(/see the plugin's publish label line/)
    expect(r.logger.find('sink', 'warning')).toMatchObject([{ sink: 'github-review', class: 'configuration' }])
  })

  it('comment: a label still rate-limited after the retry is named as a rate limit, not as a token that may not label', async () => {
    // GitHub's secondary rate limit answers 403 too; both attempts meet it.
    fake.faults.addSecondaryRateLimit('/repos/{owner}/{repo}/issues/{issue_number}/labels', { method: 'POST', times: 2 })
    const routing = { autoComment: 0.9, escalate: 0.5, factors: { confirm: 1, inconclusive: 0.8, refute: 0.3 }, alwaysEscalate: [], mentions: [] }
    const r = await runScenario({ mode: 'comment', config: { routing: { ...routing, label: 'needs-human-review' } } })
    expect([r.reviews.length, r.done.decision.outcome, r.summary.includes("'issues: write'")]).toEqual([1, 'success', false])
    expect(r.summary).toMatch(/HTTP 403, its rate limit, on both attempts/)
    expect(r.logger.find('sink', 'warning')).toMatchObject([{ sink: 'github-review', class: 'github', status: '403' }])
  })

  it('strict-runtime: a run without model calls fails even though the review landed', async () => {
    const r = await runScenario({ mode: 'comment', strictRuntime: true, modelCalls: 0 })
    expect(r.reviews).toHaveLength(1)
    expect(r.done.decision).toMatchObject({ outcome: 'failure', failureClass: 'model', exitFailed: true })
  })
})
