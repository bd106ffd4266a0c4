import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cancelRun } from '../../src/cancellation.js'
import { REPLAY_FILES } from '../../src/core/contracts/replay.js'
import { RECEIPT_FILES } from '../../src/core/contracts/run-config.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { RunRegistry } from '../../src/runtime/run-registry.js'
import { writeEmptyReviewRecord, tempDir } from '../support/kit/index.js'
import { NO_MODEL } from '../support/action/replay-world.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { startGitHubFake, type FakePullRequest, type GitHubFake } from '../support/github-fake/index.js'

/**
 * A replay (`replay-findings`) cancelled while its publisher process works.
 * The publisher is a child of the runner, not an OpenCode server, and works
 * in the action's own directory, so neither the registered groups nor the
 * sweep of the runtime roots reached it: the runner reported "cancelled" and
 * exited, and the publisher went on to post the review afterwards. Here it
 * is held in its look for an earlier review (the step before its POST) when
 * the run is cancelled; GitHub then answers that look.
 */
const REVIEWS_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'

let fake: GitHubFake | undefined
let dir: string | undefined
let result: ScenarioResult | undefined
afterEach(async () => {
  await result?.close()
  await fake?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
  result = fake = dir = undefined
})

function writeRecord(path: string, pr: FakePullRequest): void {
  writeEmptyReviewRecord(path, { owner: OWNER, repo: REPO, pullNumber: pr.number, headSha: pr.head.sha }, '8100-1', 'github')
}

async function until(check: () => boolean, boundMs = 60_000): Promise<void> {
  const end = Date.now() + boundMs
  while (!check()) {
    if (Date.now() > end) throw new Error('the run never reached the stage to cancel')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('cancelling a replay while its publisher works', () => {
  it('stops the publisher: nothing is posted after the cancellation, and the summary says where it stopped', async () => {
    fake = await startGitHubFake()
    const github = fake
    dir = await tempDir('hm-replay-cancel-')
    const recordPath = join(dir, 'record.json')
    const registry = new RunRegistry()
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    // The runner writes the payload after its own look for an earlier review: every look from then on is the publisher's.
    // Registered before the run and matched from that file on, so a loaded machine cannot let the publisher's look pass first.
    const payloadWritten = (): boolean => registry.privateDir !== undefined && existsSync(join(registry.privateDir, REPLAY_FILES.payload))
    github.faults.add({ method: 'GET', route: REVIEWS_ROUTE, holdUntil: held, times: 10, when: payloadWritten })
    const running = runScenario({
      fake,
      mode: 'comment',
      files: [{ filename: 'src/a.ts', patch: '@@ -1 +1 @@\n-a\n+b' }],
      script: NO_MODEL,
      inputs: { 'replay-findings': recordPath },
      registry,
      setup: (_f, pr) => writeRecord(recordPath, pr),
    })
    await until(payloadWritten)
    // The publisher's look is held from here on (the fault answers it only once `held` settles).
    await until(() => github.faults.pending().some((f) => f.route === REVIEWS_ROUTE && f.remaining < 10))
    expect(existsSync(join(registry.privateDir as string, RECEIPT_FILES.publicationStarted))).toBe(true)

    const outputs: Record<string, string> = {}
    const summaries: string[] = []
    await cancelRun(
      {
        registry,
        logger: new RecordingLogger(),
        outputs: { setOutput: (name, value) => void (outputs[name] = String(value)) },
        summary: { append: async (markdown) => void summaries.push(markdown) },
        exit: () => undefined,
        started: Date.now(),
      },
      'SIGINT',
    )
    const cancelledAt = github.requests.length
    // GitHub answers the look the publisher was waiting for; a publisher still running would post now.
    answer()
    result = await running
    expect(github.requests.slice(cancelledAt).filter((r) => r.method === 'POST' && r.route === REVIEWS_ROUTE)).toEqual([])
    expect(result.reviews()).toEqual([])
    // The runner may conclude ("the replay publisher ended without a result") while the cancellation ends the publisher: the cancellation still reports.
    expect(outputs.outcome).toBe('cancelled')
    expect(summaries.join('')).toContain('**Cancelled at:** publication')
    expect(summaries.join('')).toContain('**Review posted:** possibly')
  }, 120_000)
})
