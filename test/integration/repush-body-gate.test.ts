import { expect, it } from 'vitest'
import { concludePush, snapshotPush } from '../support/action/push-conclude.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, runConfigOf, usePushWorld } from '../support/action/push-world.js'

/**
 * A blocking finding an earlier review of ours listed only in its body (here on a line outside the
 * diff) has no thread. A gating run reviews its file again on the next push; when a cap leaves the
 * file out of that review nobody reads it, the finding is carried, and it must keep the gate shut
 * as an open blocking thread would, saying why and what clears it.
 */
const NUMBER = 33
const RATIO = changedFile('src/ratio.ts', RATIO_V0, RATIO_V1)
const README = addedFile('README.md', ['hi'])
const world = usePushWorld('hm-repush-body-gate-', NUMBER, () => [RATIO])
const BLOCKING = { mode: 'blocking', 'blocking-severity': 'high', 'max-files': '1' }

async function firstPush(): Promise<void> {
  const first = await world.prepareJob('801', BLOCKING)
  const snapshot = await snapshotPush(world, first)
  expect((await world.publish(first, '801-1', { findings: [divisionFinding('src/ratio.ts', 7)] })).ok).toBe(true)
  expect(world.fake.state.threads(PUSH_OWNER, PUSH_REPO, NUMBER)).toEqual([])
  const done = await concludePush(world, first, '801-1', { mode: 'blocking', blockingSeverity: 'high', snapshot })
  expect(done.done.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
}

it('keeps a blocking run failing on a carried body-only blocking finding whose unchanged file a cap left out, and says why', async () => {
  await firstPush()
  // README.md sorts before src/ratio.ts at the same risk: max-files=1 leaves the file with the finding out.
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [README], files: [RATIO, README] })
  const second = await world.prepareJob('802', BLOCKING)
  expect(second.prepared.allowlist).toEqual(['README.md'])
  expect(second.prepared.ledger.inBody?.map((e) => [e.path, e.severity])).toEqual([['src/ratio.ts', 'high']])
  const snapshot = await snapshotPush(world, second)
  expect((await world.publish(second, '802-1', { ledger: runConfigOf(second).ledger })).ok).toBe(true)
  const body = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).at(-1)?.body ?? ''
  expect(body).toMatch(/Blocks this pull request/)

  const done = await concludePush(world, second, '802-1', { mode: 'blocking', blockingSeverity: 'high', snapshot })
  expect(done.done.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
  expect(done.done.decision.message).toMatch(
    /1 finding at or above high \(1 of them still open from an earlier push, 1 of those listed only in an earlier review's body/,
  )
  expect(done.outputs['blocking-findings']).toBe('1')
  expect(done.summary).toContain('src/ratio.ts:7')
  expect(done.summary).toMatch(/listed only in the body of an earlier review/)
  expect(done.summary).toMatch(/full review/)
  // It has no thread: the summary does not tell the reader to resolve one.
  expect(done.summary).not.toMatch(/resolves their threads/)
})

it('keeps a blocking run failing on a carried body-only blocking finding whose changed file a cap left out', async () => {
  await firstPush()
  const ratioV2 = [...RATIO_V1, '', 'export const unit = 1']
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, {
    changes: [changedFile('src/ratio.ts', RATIO_V1, ratioV2), addedFile('src/a.ts', ['export const a = 1'])],
    files: [changedFile('src/ratio.ts', RATIO_V0, ratioV2), addedFile('src/a.ts', ['export const a = 1'])],
  })
  const second = await world.prepareJob('803', BLOCKING)
  expect(second.prepared.allowlist).toEqual(['src/a.ts'])
  const snapshot = await snapshotPush(world, second)
  expect((await world.publish(second, '803-1', { ledger: runConfigOf(second).ledger })).ok).toBe(true)
  const done = await concludePush(world, second, '803-1', { mode: 'blocking', blockingSeverity: 'high', snapshot })
  expect(done.done.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
  expect(done.outputs['blocking-findings']).toBe('1')
})

it('does not gate on a carried body-only finding below blocking-severity', async () => {
  const inputs = { ...BLOCKING, 'blocking-severity': 'critical' }
  const first = await world.prepareJob('804', inputs)
  expect((await world.publish(first, '804-1', { findings: [divisionFinding('src/ratio.ts', 7)] })).ok).toBe(true)
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [README], files: [RATIO, README] })
  const second = await world.prepareJob('805', inputs)
  expect(second.prepared.ledger.inBody).toHaveLength(1)
  const snapshot = await snapshotPush(world, second)
  expect((await world.publish(second, '805-1', { ledger: runConfigOf(second).ledger })).ok).toBe(true)
  const body = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).at(-1)?.body ?? ''
  expect(body).not.toMatch(/Blocks this pull request/)
  const done = await concludePush(world, second, '805-1', { mode: 'blocking', blockingSeverity: 'critical', snapshot })
  expect(done.done.decision).toMatchObject({ outcome: 'success', exitFailed: false })
})

it('keeps a blocking run failing on a body-only blocking finding when a force-push gives a full review that a cap keeps off its file', async () => {
  await firstPush()
  // Rebased: the last reviewed head is no ancestor, so the review is full; max-files=1 keeps README.md only.
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [RATIO, README], files: [RATIO, README], force: true })
  const second = await world.prepareJob('806', BLOCKING)
  expect(second.prepared.delta.kind).toBe('full')
  expect(second.prepared.allowlist).toEqual(['README.md'])
  expect(second.prepared.ledger.inBody?.map((e) => [e.path, e.severity, e.leftOutBy])).toEqual([['src/ratio.ts', 'high', expect.stringMatching(/max-files/)]])
  const snapshot = await snapshotPush(world, second)
  expect((await world.publish(second, '806-1', { ledger: runConfigOf(second).ledger })).ok).toBe(true)
  // The rewritten history gives no compare: whether the file changed is not known, and nothing says it did.
  const body = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).at(-1)?.body ?? ''
  expect(body).toMatch(/whether the file changed since is not known \(the history was rewritten\), and this review left it out \(.*max-files.*\)/)
  expect(body).not.toMatch(/the file changed since, but/)
  expect(second.logger.find('ledger', 'entry').find((e) => e.action === 'carry-body')?.reason).toMatch(/file changed since not known/)
  const done = await concludePush(world, second, '806-1', { mode: 'blocking', blockingSeverity: 'high', snapshot })
  expect(done.done.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
  expect(done.outputs['blocking-findings']).toBe('1')
  expect(done.summary).toMatch(/whether its file changed since is not known/)
  expect(done.summary).not.toMatch(/its file changed since, but/)
})
