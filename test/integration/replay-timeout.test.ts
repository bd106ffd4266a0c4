import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { REPLAY_FILES } from '../../src/core/contracts/replay.js'
import { runReplayPhase } from '../../src/replay/replay-phase.js'
import { RunRegistry } from '../../src/runtime/run-registry.js'
import { writeEmptyReviewRecord, tempDir } from '../support/kit/index.js'
import { NO_MODEL } from '../support/action/replay-world.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

/**
 * A replay whose publisher is still working at the run's deadline (GitHub does not answer its look
 * for an earlier review) is stopped there. The runner only saw a publisher that ended without a
 * result and reported an internal error naming neither the deadline nor the input that sets it.
 * The phase is handed a deadline of seconds instead of timeout-minutes' smallest value, one minute.
 */
const REVIEWS_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'

let fake: GitHubFake | undefined
let dir: string | undefined
let result: ScenarioResult | undefined
let release: () => void = () => undefined
afterEach(async () => {
  release()
  await result?.close()
  await fake?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
  result = fake = dir = undefined
})

describe('a replay publisher still working at the deadline', () => {
  it('fails the run as the editor timeout does (opencode), naming timeout-minutes, and posts nothing', async () => {
    fake = await startGitHubFake()
    dir = await tempDir('hm-replay-timeout-')
    const recordPath = join(dir, 'record.json')
    const registry = new RunRegistry()
    const held = new Promise<void>((resolve) => (release = resolve))
    // Every look for reviews after the runner wrote the payload is the publisher's: GitHub leaves it unanswered.
    const payloadWritten = (): boolean => registry.privateDir !== undefined && existsSync(join(registry.privateDir, REPLAY_FILES.payload))
    fake.faults.add({ method: 'GET', route: REVIEWS_ROUTE, holdUntil: held, times: 10, when: payloadWritten })
    result = await runScenario({
      fake,
      mode: 'comment',
      files: [{ filename: 'src/a.ts', patch: '@@ -1 +1 @@\n-a\n+b' }],
      script: NO_MODEL,
      inputs: { 'replay-findings': recordPath, 'timeout-minutes': '1' },
      registry,
      phases: { replay: (input) => runReplayPhase({ ...input, timeoutMs: 3_000 }) },
      setup: (_f, pr) => writeEmptyReviewRecord(recordPath, { owner: OWNER, repo: REPO, pullNumber: pr.number, headSha: pr.head.sha }, '8100-1', 'github'),
    })
    expect(result.reviews()).toEqual([])
    expect(result.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'opencode' })
    const message = result.result.concluded?.decision.message ?? ''
    expect(message).toContain('timeout-minutes')
    expect(message).not.toContain('without a result')
  }, 120_000)
})
