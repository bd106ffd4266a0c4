import type { Result } from 'sarif'
import { expect, it } from 'vitest'
import { sarifOfPush } from '../support/action/push-sarif.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, runConfigOf, usePushWorld } from '../support/action/push-world.js'

/**
 * Code scanning matches a result to an existing alert by `partialFingerprints.primaryLocationLineHash`
 * (docs.github.com, "SARIF support for code scanning"); upload-sarif fills it in from the line's
 * content only when a result brings none. A finding that stays open across pushes (its thread moved
 * by lines inserted above it, then outdated by an edit of its line; or listed only in an earlier
 * review's body) must keep one value there, or code scanning closes its alert and opens another for
 * the same finding, and the team loses the alert's history and its dismissal.
 */
const NUMBER = 41
const SCALE_V1 = ['export function scale(a: number, b: number): number {', '  return a / b', '}']
const SCALE_V2 = ['// Scales a by b.', '', ...SCALE_V1]
const SCALE_V3 = ['// Scales a by b.', '', SCALE_V1[0] as string, '  return a / b // b is checked by the caller', '}']
const RATIO = changedFile('src/ratio.ts', RATIO_V0, RATIO_V1)
const world = usePushWorld('hm-repush-sarif-id-', NUMBER, () => [addedFile('src/scale.ts', SCALE_V1), RATIO])

/** Each result's finding id with the primaryLocationLineHash it gives code scanning. */
const identities = (results: readonly Result[]): Map<string, string | undefined> =>
  new Map(results.map((r) => [r.partialFingerprints?.['harbourmasterFinding/v1'] ?? '', r.partialFingerprints?.primaryLocationLineHash]))

const lineOf = (results: readonly Result[], id: string): number | undefined =>
  results.find((r) => r.partialFingerprints?.['harbourmasterFinding/v1'] === id)?.locations?.[0]?.physicalLocation?.region?.startLine

it('gives code scanning the same identity for an open finding whether its line moved, its thread went outdated or it is carried from a body', async () => {
  // Push 1: one finding on a thread (src/scale.ts line 2), one outside the diff, listed only in the body.
  const first = await world.prepareJob('801')
  expect((await world.publish(first, '801-1', { findings: [divisionFinding('src/scale.ts', 2), divisionFinding('src/ratio.ts', 7)] })).ok).toBe(true)
  const one = await sarifOfPush(first, NUMBER, '801-1')
  const [threadId, bodyId] = [...identities(one).keys()]
  expect(threadId).toMatch(/^hm2-/)
  expect(bodyId).toMatch(/^hm2-/)
  expect(world.fake.state.threads(PUSH_OWNER, PUSH_REPO, NUMBER)).toHaveLength(1)
  const expected = new Map([
    [threadId, threadId],
    [bodyId, bodyId],
  ])
  expect(identities(one)).toEqual(expected)

  // Push 2: two lines inserted above the thread's line move it to line 4; src/ratio.ts is left alone.
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, {
    changes: [changedFile('src/scale.ts', SCALE_V1, SCALE_V2)],
    files: [addedFile('src/scale.ts', SCALE_V2), RATIO],
  })
  const second = await world.prepareJob('802')
  expect(second.prepared.delta.kind).toBe('delta')
  expect((await world.publish(second, '802-1', { ledger: runConfigOf(second).ledger })).ok).toBe(true)
  const two = await sarifOfPush(second, NUMBER, '802-1')
  expect(lineOf(two, threadId as string)).toBe(4)
  expect(lineOf(two, bodyId as string)).toBe(7)
  expect(identities(two)).toEqual(expected)

  // Push 3: the flagged line itself is edited, so its thread is outdated (no verifier answer: it stays open).
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, {
    changes: [changedFile('src/scale.ts', SCALE_V2, SCALE_V3)],
    files: [addedFile('src/scale.ts', SCALE_V3), RATIO],
  })
  const third = await world.prepareJob('803')
  expect((await world.publish(third, '803-1', { ledger: runConfigOf(third).ledger })).ok).toBe(true)
  const three = await sarifOfPush(third, NUMBER, '803-1')
  expect(world.fake.state.threads(PUSH_OWNER, PUSH_REPO, NUMBER)[0]?.isOutdated).toBe(true)
  expect(lineOf(three, threadId as string)).toBe(1)
  expect(identities(three)).toEqual(expected)
})
