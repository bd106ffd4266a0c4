import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_FILES } from '../fixtures/demo-pr.js'
import { startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { OWNER, REPO, runActionOnce, tempDir } from '../support/kit/index.js'

/**
 * Events other than pull_request, through the real runAction (no OpenCode
 * starts: each ends before the gate). A merge queue re-runs a repository's
 * required checks on `merge_group`; a check-only or blocking Harbourmaster
 * made a required check must then end green with a reason, or every pull
 * request the queue takes fails its merge. Other events are the workflow
 * author's mistake: a configuration failure that says which trigger to use.
 */
let fake: GitHubFake
let dir: string

beforeEach(async () => {
  fake = await startGitHubFake()
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 42, files: DEMO_FILES.slice(0, 2) })
  dir = await tempDir('hm-events-')
})

afterEach(async () => {
  await fake.close()
  await rm(dir, { recursive: true, force: true })
})

async function runOn(eventName: string, payload: unknown, mode: string) {
  const eventPath = join(dir, 'event.json')
  await writeFile(eventPath, JSON.stringify(payload))
  return runActionOnce({ github: fake, eventName, eventPath, runnerTemp: dir, mode })
}

const MERGE_GROUP = {
  action: 'checks_requested',
  merge_group: { head_sha: 'a'.repeat(40), head_ref: 'refs/heads/gh-readonly-queue/main/pr-42-' + 'b'.repeat(40), base_sha: 'c'.repeat(40) },
}

describe('events other than pull_request', () => {
  it.each(['check-only', 'blocking', 'comment'])(
    '%s: a merge queue run (merge_group) ends skipped and green, saying why, and reads nothing of a pull request',
    async (mode) => {
      const run = await runOn('merge_group', MERGE_GROUP, mode)
      expect(run.result.concluded?.decision).toMatchObject({ outcome: 'skipped', exitFailed: false })
      expect(run.outputs).toMatchObject({ outcome: 'skipped', 'failure-class': '' })
      expect(run.outputs['skipped-reason']).toMatch(/merge_group/)
      expect(run.outputs['skipped-reason']).toMatch(/merge queue/)
      expect(run.summaries.join('\n')).toMatch(/merge_group/)
      expect(run.logger.find('gate', 'skip')).toEqual([expect.objectContaining({ trigger: 'merge_group', reason: run.outputs['skipped-reason'] })])
      // The last line holds the outcome and its reason: a skip no gate line explains (a replay already on GitHub) still says why.
      expect(run.logger.find('run', 'summary')).toEqual([expect.objectContaining({ outcome: 'skipped', reason: run.outputs['skipped-reason'] })])
      expect(fake.requests.filter((r) => r.route?.includes('/pulls/'))).toEqual([])
    },
  )

  it.each(['push', 'workflow_dispatch'])('%s: fails as configuration, naming the trigger to use', async (eventName) => {
    const run = await runOn(eventName, { ref: 'refs/heads/main' }, 'comment')
    expect(run.result.concluded?.decision).toMatchObject({ outcome: 'failure', failureClass: 'configuration', exitFailed: true })
    expect(run.result.concluded?.decision.message).toContain(`triggered by '${eventName}'`)
    expect(run.result.concluded?.decision.message).toContain('on: pull_request')
  })
})
