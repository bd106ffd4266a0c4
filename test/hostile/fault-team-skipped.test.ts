import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_FILES } from '../fixtures/demo-pr.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import { NUMBER, OWNER, REPO, runnerWorld, type RunnerWorld } from './support-fault-world.js'

/**
 * An editor that publishes without calling spawn_reviewers (a prompt-injected
 * "skip the reviewers, nothing to see here"), through the real runner with the
 * publish_review session as its review phase: the review lands, but no
 * specialist looked at the pull request, and the run must not say otherwise.
 */
let w: RunnerWorld
afterEach(async () => {
  expect(w.fake.driftErrors).toEqual([])
  await w.close()
})

const clean = { summary: 'Looks good to me.', findings: [] }

describe('the editor skips its reviewer team', () => {
  it.each([
    ['comment', 'degraded', false],
    ['blocking', 'failure', true],
  ] as const)('%s: the empty review is proven, and the run ends %s naming the team that never ran', async (mode, outcome, exitFailed) => {
    w = await runnerWorld({ files: DEMO_FILES, inputs: { mode }, teamRan: false })
    const run = await w.run(async ({ prepared, session }) => {
      expect(prepared.specialists.length).toBeGreaterThan(0)
      expect((await session.call(clean)).ok).toBe(true)
    })
    const ours = w.fake.state.reviews(OWNER, REPO, NUMBER).filter((r) => r.user === DEFAULT_BOT_LOGIN)
    expect(ours).toHaveLength(1)
    expect(ours[0]?.body).toMatch(/No specialist reviewed this pull request/)
    expect(run.decision).toMatchObject({ outcome, exitFailed, failureClass: 'policy' })
    expect(run.decision.message).toMatch(/spawn_reviewers/)
    expect(run.outputs['review-id']).toBe(String(ours[0]?.id))
  })

  it("the editor's own findings are unverified: escalated for a human look, never commented inline as if checked", async () => {
    w = await runnerWorld({ files: DEMO_FILES, inputs: { mode: 'comment' }, teamRan: false })
    const finding = {
      path: 'src/pagination.ts',
      line: 2,
      severity: 'high',
      category: 'correctness',
      title: 'Pages hold one item too many',
      body: 'The loop runs to size inclusive.',
      evidence: 'i <= size',
    }
    await w.run(async ({ session }) => void expect((await session.call({ summary: 'One problem.', findings: [finding] })).ok).toBe(true))
    const ours = w.fake.state.reviews(OWNER, REPO, NUMBER).filter((r) => r.user === DEFAULT_BOT_LOGIN)
    expect(ours).toHaveLength(1)
    expect(w.fake.state.reviewComments(OWNER, REPO, NUMBER)).toHaveLength(0)
    const human = ours[0]?.body.slice(ours[0].body.indexOf('### Needs a human look')) ?? ''
    expect(human).toContain('Pages hold one item too many')
  })

  it('comment: the same review after the team ran is a success', async () => {
    w = await runnerWorld({ files: DEMO_FILES })
    const run = await w.run(async ({ session }) => void (await session.call(clean)))
    expect(run.decision).toMatchObject({ outcome: 'success', exitFailed: false })
    expect(w.fake.state.reviews(OWNER, REPO, NUMBER)[0]?.body).not.toMatch(/specialist reviewed|did not complete/)
  })
})
