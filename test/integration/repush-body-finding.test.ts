import type { Result } from 'sarif'
import { expect, it } from 'vitest'
import { sarifOfPush } from '../support/action/push-sarif.js'
import { addedFile, changedFile, removedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, runConfigOf, usePushWorld, type PreparedJob } from '../support/action/push-world.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'

/**
 * A finding an earlier review of ours listed only in its body (here on a line outside the diff,
 * where GitHub takes no comment) has no thread for the ledger to carry. A later delta push that
 * leaves its file alone must still carry it in its SARIF file, or code scanning closes its alert
 * as fixed although nobody fixed it; and it must stay remembered on the pushes after that.
 */
const NUMBER = 32
const RATIO = changedFile('src/ratio.ts', RATIO_V0, RATIO_V1)
const README = addedFile('README.md', ['hi'])
const NOTES = addedFile('NOTES.md', ['one'])
const world = usePushWorld('hm-repush-body-', NUMBER, () => [RATIO])

const sarifOf = (job: PreparedJob, runId: string): Promise<Result[]> => sarifOfPush(job, NUMBER, runId)

const ids = (results: readonly Result[]): string[] => results.map((r) => r.partialFingerprints?.['harbourmasterFinding/v1'] ?? '')

async function firstPush(): Promise<string> {
  const first = await world.prepareJob('701')
  // Line 7 is outside the diff: the finding goes in the review body, with no thread.
  const published = await world.publish(first, '701-1', { findings: [divisionFinding('src/ratio.ts', 7)] })
  expect(published.ok).toBe(true)
  expect(world.fake.state.threads(PUSH_OWNER, PUSH_REPO, NUMBER)).toEqual([])
  const [id] = ids(await sarifOf(first, '701-1'))
  expect(id).toMatch(/^hm2-/)
  return id as string
}

it('keeps a body-only finding of our earlier review in the SARIF file of the delta pushes that leave its file alone', async () => {
  const id = await firstPush()

  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [README], files: [RATIO, README] })
  const second = await world.prepareJob('702')
  expect(second.prepared.delta.kind).toBe('delta')
  expect(second.prepared.allowlist).toEqual(['README.md'])
  expect((await world.publish(second, '702-1', { ledger: runConfigOf(second).ledger })).ok).toBe(true)
  const carried = (await sarifOf(second, '702-1')).find((r) => ids([r])[0] === id)
  expect(carried?.ruleId).toBe('harbourmaster/correctness')
  expect(carried?.level).toBe('error')
  expect(carried?.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toBe('src/ratio.ts')
  expect(carried?.locations?.[0]?.physicalLocation?.region?.startLine).toBe(7)
  expect(carried?.message.text).toContain('Division by zero')

  // The push after: the second review's body remembers it, so a third delta push still carries it.
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [NOTES], files: [RATIO, README, NOTES] })
  const third = await world.prepareJob('703')
  expect(third.prepared.allowlist).toEqual(['NOTES.md'])
  expect((await world.publish(third, '703-1', { ledger: runConfigOf(third).ledger })).ok).toBe(true)
  expect(ids(await sarifOf(third, '703-1'))).toContain(id)
})

it('lets a body-only finding go once its file is deleted', async () => {
  const id = await firstPush()
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, {
    changes: [removedFile('src/ratio.ts', RATIO_V1), README],
    files: [removedFile('src/ratio.ts', RATIO_V1), README],
  })
  const gone = await world.prepareJob('704')
  expect((await world.publish(gone, '704-1', { ledger: runConfigOf(gone).ledger })).ok).toBe(true)
  expect(ids(await sarifOf(gone, '704-1'))).not.toContain(id)
})

it("never carries a body finding from another user's review, even one that copies our body and marker", async () => {
  const id = await firstPush()
  const ours = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).find((r) => r.user === DEFAULT_BOT_LOGIN)
  const forgedId = 'hm2-00000000000000ff'
  // The same head, a later review: by its marker it would be the newest proven review if markers were enough.
  world.fake.state.addReview(PUSH_OWNER, PUSH_REPO, NUMBER, { user: 'mallory', body: (ours?.body ?? '').replaceAll(id, forgedId) })
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [README], files: [RATIO, README] })
  const next = await world.prepareJob('705')
  expect((await world.publish(next, '705-1', { ledger: runConfigOf(next).ledger })).ok).toBe(true)
  const found = ids(await sarifOf(next, '705-1'))
  expect(found).toContain(id)
  expect(found).not.toContain(forgedId)
})

it('in a blocking run carries a body finding below blocking-severity and reviews the file of one at or above it again', async () => {
  const inputs = { mode: 'blocking', 'blocking-severity': 'critical' }
  const first = await world.prepareJob('706', inputs)
  const published = await world.publish(first, '706-1', { findings: [divisionFinding('src/ratio.ts', 7)] })
  expect(published.ok).toBe(true)
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [README], files: [RATIO, README] })
  // High is below critical: nobody reads the file again, so the finding is carried.
  const carried = await world.prepareJob('707', inputs)
  expect(carried.prepared.allowlist).toEqual(['README.md'])
  expect(carried.prepared.ledger.inBody?.map((e) => [e.path, e.line, e.severity])).toEqual([['src/ratio.ts', 7, 'high']])
  // At blocking-severity high the file is reviewed again: the reviewers raise it again or it is gone.
  const rechecked = await world.prepareJob('708', { ...inputs, 'blocking-severity': 'high' })
  expect(rechecked.prepared.allowlist).toEqual(['README.md', 'src/ratio.ts'])
  expect(rechecked.prepared.ledger.inBody).toEqual([])
})

it('carries a body-only finding whose file changed but this push left out by a cap, and says it was not checked again', async () => {
  const inputs = { 'max-files': '1' }
  const first = await world.prepareJob('709', inputs)
  expect((await world.publish(first, '709-1', { findings: [divisionFinding('src/ratio.ts', 7)] })).ok).toBe(true)
  const [id] = ids(await sarifOf(first, '709-1'))
  // The push changes src/ratio.ts and adds src/a.ts; max-files=1 keeps src/a.ts (the same risk, first by path).
  const ratioV2 = [...RATIO_V1, '', 'export const unit = 1']
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, {
    changes: [changedFile('src/ratio.ts', RATIO_V1, ratioV2), addedFile('src/a.ts', ['export const a = 1'])],
    files: [changedFile('src/ratio.ts', RATIO_V0, ratioV2), addedFile('src/a.ts', ['export const a = 1'])],
  })
  const capped = await world.prepareJob('710', inputs)
  expect(capped.prepared.allowlist).toEqual(['src/a.ts'])
  expect(capped.prepared.ledger.inBody?.map((e) => [e.findingId, e.leftOutBy])).toEqual([[id, expect.stringMatching(/max-files/)]])
  expect(capped.logger.find('ledger', 'entry').find((e) => e.finding === id)?.reason).toMatch(/changed since; left out of this review/)
  expect((await world.publish(capped, '710-1', { ledger: runConfigOf(capped).ledger })).ok).toBe(true)
  const body = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).at(-1)?.body ?? ''
  expect(body).toContain('### Still open from earlier reviews')
  expect(body).toMatch(/the file changed since, but this review left it out \(.*max-files.*\), so it was not checked again/)
  const carried = (await sarifOf(capped, '710-1')).find((r) => ids([r])[0] === id)
  expect(carried?.message.text).toMatch(/left it out \(.*max-files.*\)/)

  // The push after leaves src/ratio.ts alone: that review's body still names the finding.
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, {
    changes: [README],
    files: [changedFile('src/ratio.ts', RATIO_V0, ratioV2), addedFile('src/a.ts', ['export const a = 1']), README],
  })
  const next = await world.prepareJob('711', inputs)
  expect(next.prepared.ledger.inBody?.map((e) => [e.findingId, e.leftOutBy])).toEqual([[id, undefined]])
})
