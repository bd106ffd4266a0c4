import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cancelRun } from '../../src/cancellation.js'
import { LogfmtLogger, parseLogfmt, type RecordingLogger } from '../../src/core/telemetry/logger.js'
import { runAction } from '../../src/run-action.js'
import { livePorts } from '../../src/run/live-ports.js'
import { RunRegistry } from '../../src/runtime/run-registry.js'
import { DEMO_FILES } from '../fixtures/demo-pr.js'
import { startGitHubFake, type FakePullRequest, type GitHubFake } from '../support/github-fake/index.js'
import { OWNER, REPO, recordingPorts, runnerEnv, tempDir, writePullRequestEvent } from '../support/kit/index.js'
import { DEFAULT_FAKE_TOKEN, PROVIDER_KEY } from '../support/kit/secrets.js'

/**
 * A signal that lands while the conclusion writes its job summary (the write is in flight, the
 * outputs not yet set) must leave one consistent report: the result the summary shows, the same
 * outcome in the outputs, and the cancellation as one line under it. It showed the result and a
 * "cancelled" summary below it, with cancelled outputs contradicting the result above.
 */
let fake: GitHubFake
let dir: string
let pr: FakePullRequest

beforeEach(async () => {
  fake = await startGitHubFake()
  pr = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 42, files: DEMO_FILES.slice(0, 2), draft: true })
  dir = await tempDir('hm-cancel-conclude-')
})

afterEach(async () => {
  await fake.close()
  await rm(dir, { recursive: true, force: true })
})

const until = async (done: () => boolean): Promise<void> => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10))
}

/**
 * The job's report as main.ts wires it: the run's lines, outputs and summary fall silent once the
 * cancellation began, and the signal arrives while the run's first job summary write is on its way
 * to the file (the write lands once the cancellation decided).
 */
function signalDuringSummary(registry: RunRegistry, redactor: RecordingLogger['redactor']) {
  const jobLog: string[] = []
  const runLogger = new LogfmtLogger((line) => void (!registry.cancelled && jobLog.push(line)), redactor)
  const cancelLogger = new LogfmtLogger((line) => void jobLog.push(line), redactor)
  const outputs: Record<string, string> = {}
  const summaries: string[] = []
  let cancelling: Promise<void> | undefined
  const raw = {
    outputs: { setOutput: (name: string, value: unknown) => void (outputs[name] = String(value)) },
    summary: {
      append: async (markdown: string) => {
        if (cancelling === undefined && markdown.includes('Harbourmaster')) {
          cancelling = cancelRun(
            {
              registry,
              logger: cancelLogger,
              outputs: live.cancellation.outputs,
              summary: live.cancellation.summary,
              exit: () => undefined,
              started: Date.now(),
            },
            'SIGTERM',
          )
          await until(() => jobLog.some((line) => line.includes('event=cancelled-after-conclusion')) || outputs.outcome === 'cancelled')
        }
        summaries.push(markdown)
      },
    },
  }
  const live = livePorts(raw, () => !registry.cancelled)
  const summaryLines = (): Record<string, string>[] => jobLog.map(parseLogfmt).filter((f) => f.stage === 'run' && f.event === 'summary')
  return { run: { ...live.run, logger: runLogger }, outputs, summaries, jobLog, summaryLines, cancelled: () => cancelling }
}

describe('a cancellation while the conclusion writes its job summary', () => {
  it('keeps the result, its outputs and the cancellation note under it, in that order', async () => {
    // A push to a draft: the run ends skipped at its conclusion, with no OpenCode process.
    const eventPath = await writePullRequestEvent(join(dir, 'event.json'), { draft: true, number: 42, headSha: pr.head.sha, baseSha: pr.base.sha })
    const { ports } = recordingPorts({ 'github-token': DEFAULT_FAKE_TOKEN, mode: 'blocking', model: 'hm/x', 'provider-api-key': PROVIDER_KEY })
    const registry = new RunRegistry()
    const job = signalDuringSummary(registry, ports.redactor)
    await runAction({
      ...ports,
      ...job.run,
      registry,
      env: runnerEnv({ eventPath, github: fake, runnerTemp: dir, runId: '77' }),
      verifyDelaysMs: [10],
    })
    await job.cancelled()
    expect(registry.cancelled).toBe(true)
    expect(job.outputs).toMatchObject({ outcome: 'skipped', 'skipped-reason': expect.stringContaining('draft') })
    const all = job.summaries.join('')
    expect(all).toContain('Harbourmaster: skipped')
    expect(all).not.toContain('Harbourmaster: cancelled')
    expect(job.summaries.at(-1)).toContain('cancelled (SIGTERM) after the run concluded: its result above (skipped) stands')
    // The job log still ends with the run's one summary line, the conclusion's (it was cut off after
    // the result was committed, and the run's own lines fell silent), and says the job was cancelled.
    expect(job.summaryLines()).toHaveLength(1)
    expect(job.summaryLines()[0]).toMatchObject({ outcome: 'skipped', mode: 'blocking', signal: 'SIGTERM', run: '77-1' })
    expect(job.jobLog.map(parseLogfmt).filter((f) => f.event === 'cancelled-after-conclusion')).toHaveLength(1)
  })

  it('of a run that failed before it read the pull request: its failure stands, with its outputs and summary line', async () => {
    // An input the run cannot use: it fails before the pull request is read, and reports that failure.
    const eventPath = await writePullRequestEvent(join(dir, 'event.json'), { number: 42, headSha: pr.head.sha, baseSha: pr.base.sha })
    const { ports } = recordingPorts({ 'github-token': DEFAULT_FAKE_TOKEN, mode: 'loud', model: 'hm/x', 'provider-api-key': PROVIDER_KEY })
    const registry = new RunRegistry()
    const job = signalDuringSummary(registry, ports.redactor)
    const result = await runAction({ ...ports, ...job.run, registry, env: runnerEnv({ eventPath, github: fake, runnerTemp: dir, runId: '78' }) })
    await job.cancelled()
    expect(result.earlyFailure?.failureClass).toBe('configuration')
    // Before: the outputs said cancelled under a failure summary, followed by a "cancelled" summary.
    expect(job.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration' })
    const all = job.summaries.join('')
    expect(all).toContain('Harbourmaster: failure')
    expect(all).not.toContain('Harbourmaster: cancelled')
    expect(job.summaries.at(-1)).toContain('cancelled (SIGTERM) after the run concluded: its result above (failure) stands')
    expect(job.summaryLines()).toEqual([expect.objectContaining({ outcome: 'failure', class: 'configuration', signal: 'SIGTERM' })])
  })
})
