import { expect, it } from 'vitest'
import { planLedger } from '../../src/publication/ledger-plan.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, usePushWorld, type PreparedJob } from '../support/action/push-world.js'

/**
 * A push that takes a file back to its base version: the pull request no longer changes it, so
 * GitHub's files listing leaves it out, yet the file is still there. A thread on it no longer
 * applies (the change it was about is gone), but its reply must not say the file was deleted.
 */
const NUMBER = 31
const MODIFIED = changedFile('src/ratio.ts', RATIO_V0, RATIO_V1)
const OTHER = addedFile('src/other.ts', ['export const other = 1'])
const world = usePushWorld('hm-reverted-', NUMBER, () => [MODIFIED, OTHER])

async function publishThenRevert(force: boolean): Promise<PreparedJob> {
  const first = await world.prepareJob('801')
  expect((await world.publish(first, '801-1', { findings: [divisionFinding('src/ratio.ts')] })).ok).toBe(true)
  const reverted = changedFile('src/ratio.ts', RATIO_V1, RATIO_V0)
  // The head keeps src/ratio.ts as the base has it (what the contents at the head answer).
  const sha = world.fake.state.pushCommit(
    PUSH_OWNER,
    PUSH_REPO,
    NUMBER,
    force ? { force, changes: [OTHER], files: [OTHER] } : { changes: [reverted], files: [OTHER] },
  )
  world.fake.state.setContents(PUSH_OWNER, PUSH_REPO, sha, { 'src/ratio.ts': `${RATIO_V0.join('\n')}\n`, 'src/other.ts': 'export const other = 1\n' })
  return world.prepareJob('802')
}

it.each([
  ['a push', false, 'delta'],
  ['a force-push', true, 'full'],
])('after %s that takes the file back to its base version, the thread closes as no longer changed, not deleted', async (_, force, kind) => {
  const next = await publishThenRevert(force)
  expect(next.prepared.delta.kind).toBe(kind)
  expect(next.prepared.ledger.entries.map((e) => [e.action, e.reason])).toEqual([['close', 'the pull request no longer changes the file']])
  const [action] = planLedger(next.prepared.ledger.entries, undefined).actions
  expect([action?.status, action?.note, action?.resolve]).toEqual(['no-longer-applies', 'the pull request no longer changes the file.', true])
})
