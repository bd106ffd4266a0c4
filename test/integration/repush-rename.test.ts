import { createHash } from 'node:crypto'
import { beforeEach, expect, it } from 'vitest'
import { findingFingerprint } from '../../src/core/contracts/fingerprint.js'
import { dropKnown } from '../../plugins/lib/reviewers/recheck.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, runConfigOf, usePushWorld, type PreparedJob } from '../support/action/push-world.js'
import { type FileSeed, type GitHubFake } from '../support/github-fake/index.js'

/**
 * A finding on a file the next push renames: GitHub keeps its thread on the
 * old path, outdated. The next run must re-check it in the renamed file (not
 * close it as deleted) and must not post it again under the new path.
 */
const OWNER = PUSH_OWNER
const REPO = PUSH_REPO
const NUMBER = 11
const V0 = RATIO_V0
const V1 = RATIO_V1
const MODIFIED = changedFile('src/ratio.ts', V0, V1)
const RENAMED: FileSeed = { ...MODIFIED, filename: 'src/math/ratio.ts', status: 'renamed', previous_filename: 'src/ratio.ts' }
const ADDED = addedFile('src/ratio.ts', V1)
const finding = (path: string) => divisionFinding(path)

const world = usePushWorld('hm-repush-rename-', NUMBER, () => [MODIFIED])
let fake: GitHubFake
beforeEach(() => {
  fake = world.fake
})

const prepareRun = (runId: string, number = NUMBER): Promise<PreparedJob> => world.prepareJob(runId, {}, number)

it('re-checks a finding in the renamed file and keeps its re-raised copy from being posted twice', async () => {
  const first = await prepareRun('301')
  expect((await world.publish(first, '301-1', { findings: [finding('src/ratio.ts')] })).ok).toBe(true)
  expect(fake.state.threads(OWNER, REPO, NUMBER)).toHaveLength(1)

  // The next push only moves the file.
  fake.state.pushCommit(OWNER, REPO, NUMBER, { changes: [{ ...RENAMED, patch: undefined }], files: [RENAMED] })
  const next = await prepareRun('302')
  expect(next.prepared.ledger.entries.map((e) => [e.action, e.reason])).toEqual([['reverify', 'the file was renamed to src/math/ratio.ts']])

  // The specialist finds the same problem in the renamed file: a new fingerprint (another path), the same finding.
  const runConfig = runConfigOf(next)
  const again = finding('src/math/ratio.ts')
  const candidate = { key: '0', id: findingFingerprint(again, RENAMED.patch ?? undefined), finding: again, specialists: ['correctness'] }
  expect(dropKnown([candidate], runConfig.ledger)).toMatchObject({ kept: [], known: 1 })
})

it('closes a thread on a file the pull request added and the next push renamed, naming the new path', async () => {
  // The PR adds src/ratio.ts (the base never had it), so its own listing shows only an added
  // src/math/ratio.ts after the move; the compare since the last review names the rename.
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER + 1, files: [ADDED] })
  const first = await prepareRun('401', NUMBER + 1)
  expect((await world.publish(first, '401-1', { findings: [finding('src/ratio.ts')] })).ok).toBe(true)

  const moved: FileSeed = { ...ADDED, filename: 'src/math/ratio.ts' }
  fake.state.pushCommit(OWNER, REPO, NUMBER + 1, {
    changes: [{ filename: 'src/math/ratio.ts', status: 'renamed', previous_filename: 'src/ratio.ts', patch: null }],
    files: [moved],
  })
  const next = await prepareRun('402', NUMBER + 1)
  expect(next.prepared.delta.kind).toBe('delta')
  expect(next.prepared.ledger.entries.map((e) => [e.action, e.reason])).toEqual([['close', 'the file was renamed to src/math/ratio.ts']])
  // The delta reviews the file under its new name.
  expect(next.prepared.allowlist).toEqual(['src/math/ratio.ts'])
})

/** Git's blob id of a text: the `sha` GitHub's files listing gives a file. */
const blobOf = (text: string): string =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(text)}\0`)
    .update(text)
    .digest('hex')
const TEXT_V1 = `${V1.join('\n')}\n`

/** Pull request NUMBER + 2 adds src/ratio.ts; a finding on it is published; a force-push (no compare since) then moves it. */
async function forcePushMove(to: FileSeed): Promise<PreparedJob> {
  const number = NUMBER + 2
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number, files: [{ ...ADDED, sha: blobOf(TEXT_V1) }] })
  const first = await prepareRun('501', number)
  expect((await world.publish(first, '501-1', { findings: [finding('src/ratio.ts')] })).ok).toBe(true)
  fake.state.setContents(OWNER, REPO, first.prepared.headSha, { 'src/ratio.ts': TEXT_V1 })
  fake.state.pushCommit(OWNER, REPO, number, { force: true, changes: [to], files: [to] })
  const next = await prepareRun('502', number)
  expect(next.prepared.delta).toMatchObject({ kind: 'full', reason: expect.stringContaining('force-push') })
  return next
}

it('after a force-push, closes a thread on a file the pull request added and the push renamed naming the new path, not as deleted', async () => {
  const next = await forcePushMove({ ...ADDED, filename: 'src/math/ratio.ts', sha: blobOf(TEXT_V1) })
  expect(next.prepared.ledger.entries.map((e) => [e.action, e.reason, e.currentPath])).toEqual([
    ['close', 'the file was renamed to src/math/ratio.ts', 'src/math/ratio.ts'],
  ])
  // The full review covers the file under its new name.
  expect(next.prepared.allowlist).toEqual(['src/math/ratio.ts'])
})

it('after a force-push, follows a file the pull request added that the push moved and edited (as git finds a rename: mostly the same lines)', async () => {
  const edited = [...V1.slice(0, 2), '  return b === 0 ? 0 : a / b', ...V1.slice(2), '', 'export const one = ratio(1, 1)']
  const next = await forcePushMove(addedFile('src/math/ratio.ts', edited))
  expect(next.prepared.ledger.entries.map((e) => [e.action, e.reason])).toEqual([['close', 'the file was renamed to src/math/ratio.ts']])
})

it('after a force-push, still closes as deleted a thread whose file is gone and matches no file added', async () => {
  const next = await forcePushMove(addedFile('src/other.ts', ['export const other = 1']))
  expect(next.prepared.ledger.entries.map((e) => [e.action, e.reason])).toEqual([['close', 'the file was deleted']])
})

it('after a force-push, re-checks a finding in a file of the base the push renamed (the listing names the rename)', async () => {
  const first = await prepareRun('601')
  expect((await world.publish(first, '601-1', { findings: [finding('src/ratio.ts')] })).ok).toBe(true)
  fake.state.pushCommit(OWNER, REPO, NUMBER, { force: true, changes: [RENAMED], files: [RENAMED] })
  const next = await prepareRun('602')
  expect(next.prepared.delta.kind).toBe('full')
  expect(next.prepared.ledger.entries.map((e) => [e.action, e.reason])).toEqual([['reverify', 'the file was renamed to src/math/ratio.ts']])
})
