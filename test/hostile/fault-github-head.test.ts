import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_FILES } from '../fixtures/demo-pr.js'
import { DEFAULT_BOT_LOGIN, addedLine, makePatch, type FileSeed } from '../support/github-fake/index.js'
import { FILES_ROUTE, NUMBER, OWNER, REPO, runnerWorld, type RunnerWorld } from './support-fault-world.js'

/**
 * A push that lands while the runner reads the pull request, through the real
 * runner with the publish_review session as its review phase: the head the
 * gate checked and the files GitHub listed then belong to different commits,
 * and nothing may be reviewed or posted against the old head.
 */
const PULL_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}'
const ADDED: FileSeed = { filename: 'src/added-later.ts', status: 'added', patch: makePatch({ seed: 'later' }) }

let w: RunnerWorld
beforeEach(async () => {
  w = await runnerWorld({ files: DEMO_FILES })
})
afterEach(async () => {
  expect(w.fake.driftErrors).toEqual([])
  await w.close()
})

describe('the head moves while the pull request is read', () => {
  it('a push between the read of the PR and the read of its files: the run stops before any review, and GitHub holds none', async () => {
    const oldHead = w.pr.head.sha
    let pushed: () => void = () => {}
    // The file list answers only after the push, which lands right after the PR (still at the old head) was read.
    w.fake.faults.add({ method: 'GET', route: FILES_ROUTE, holdUntil: new Promise<void>((resolve) => (pushed = resolve)) })
    w.fake.corruptNextResponse('GET', PULL_ROUTE, (body) => {
      w.fake.state.pushCommit(OWNER, REPO, NUMBER, { changes: [ADDED], files: [...DEMO_FILES, ADDED] })
      pushed()
      return body
    })
    let reviewed = false
    const run = await w.run(async ({ session }) => {
      reviewed = true
      await session.call({
        summary: 'Reviewed.',
        findings: [
          {
            path: ADDED.filename,
            line: addedLine(0),
            severity: 'high',
            category: 'correctness',
            title: 'Unchecked result',
            body: 'The result is ignored.',
            evidence: 'newValue0_0',
          },
        ],
      })
    })
    expect(w.fake.state.pull(OWNER, REPO, NUMBER)?.head.sha).not.toBe(oldHead)
    expect(reviewed).toBe(false)
    expect(w.fake.state.reviews(OWNER, REPO, NUMBER).filter((r) => r.user === DEFAULT_BOT_LOGIN)).toEqual([])
    expect(run.decision).toMatchObject({ outcome: 'failure', failureClass: 'policy' })
    expect(run.decision.message).toMatch(/head moved/)
  })
})
