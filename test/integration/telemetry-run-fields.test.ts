import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseLogfmt } from '../../src/core/telemetry/logger.js'
import { runAction } from '../../src/run-action.js'
import { startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { eventOf, runnerEnv, writePullRequestEvent, tempDir, recordingPorts } from '../support/kit/index.js'
import { DEFAULT_FAKE_TOKEN } from '../support/kit/secrets.js'

/**
 * docs/telemetry.md: `run` and `pr` are common fields, and the summary line
 * "holds everything a dashboard needs". A log holding several runs (a
 * matrix, a re-run) is only split by run when every line names it.
 */
let fake: GitHubFake | undefined
let dir: string | undefined
afterEach(async () => {
  await fake?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
  fake = dir = undefined
})

describe('the run and pull request on every line', () => {
  it('names the run on every line from run start, and the pull request on every line once the event named it', async () => {
    fake = await startGitHubFake()
    const pr = fake.state.addPullRequest({ owner: 'acme', repo: 'shop', number: 42, files: [{ filename: 'a.ts', patch: '@@ -1 +1 @@\n-a\n+b' }] })
    dir = await tempDir('hm-run-fields-')
    const eventPath = await writePullRequestEvent(join(dir, 'event.json'), { ...eventOf(pr), headRepo: 'someone/shop' })
    // A fork's run with no provider key for a hosted provider: the gate skips it before anything starts.
    const { ports, outputs, logger } = recordingPorts({ 'github-token': DEFAULT_FAKE_TOKEN, mode: 'comment', model: 'anthropic/claude-sonnet-4-5' })
    await runAction({ ...ports, env: runnerEnv({ eventPath, github: fake, runnerTemp: dir, runId: '123', runAttempt: '2' }) })
    expect(outputs.outcome).toBe('skipped')
    const parsed = logger.lines.map(parseLogfmt)
    expect(parsed.length).toBeGreaterThan(2)
    expect(parsed.map((f) => f.run)).toEqual(parsed.map(() => '123-2'))
    expect(logger.find('gate', 'skip')[0]).toMatchObject({ pr: '42', run: '123-2' })
    expect(logger.find('run', 'summary')).toEqual([expect.objectContaining({ run: '123-2', pr: '42', outcome: 'skipped' })])
  })
})
