import { createHash } from 'node:crypto'
import { expect, it } from 'vitest'
import { planLedger } from '../../src/publication/ledger-plan.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, usePushWorld, type PreparedJob } from '../support/action/push-world.js'
import type { FileSeed } from '../support/github-fake/index.js'

/**
 * A push that moves a reviewed file into a path the review leaves out (a `vendor/` directory the base
 * `.gitattributes` marks linguist-vendored, an `exclude` glob): its code is no longer reviewed, as if
 * it had been added there. (A `vendor/` path only the built-in rule names is the pull request's word:
 * a file moved there is reviewed, generated-names.ts.) Nothing about
 * that may be quiet: the file's row in the review says it moved out of review, the open thread's
 * reply names where it went and why it is not checked there, and a thread that can still be
 * followed stays open.
 */
const NUMBER = 21
const ADDED = addedFile('src/ratio.ts', RATIO_V1)
const MODIFIED = changedFile('src/ratio.ts', RATIO_V0, RATIO_V1)

const world = usePushWorld('hm-moved-excluded-', NUMBER, () => [ADDED])
const prepareRun = (runId: string, inputs: Record<string, string> = {}): Promise<PreparedJob> => world.prepareJob(runId, inputs)

async function publishFinding(inputs: Record<string, string> = {}): Promise<void> {
  const first = await prepareRun('501', inputs)
  expect(first.prepared.allowlist).toEqual(['src/ratio.ts'])
  expect((await world.publish(first, '501-1', { findings: [divisionFinding('src/ratio.ts')] })).ok).toBe(true)
}

/** The next push only moves the file the pull request added (the PR lists it as added under its new name). */
function moveAddedFile(to: string): void {
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, {
    changes: [{ filename: to, status: 'renamed', previous_filename: 'src/ratio.ts', patch: null }],
    files: [{ ...ADDED, filename: to }],
  })
}

const MOVED = 'moved here from a reviewed path, so its code is not reviewed'
const VENDORED = 'marked linguist-vendored in .gitattributes'

/** The base commit marks vendor/ vendored: trusted configuration, unlike the head's path. */
function vendorInBase(number: number): void {
  const base = world.fake.state.pull(PUSH_OWNER, PUSH_REPO, number)?.base.sha ?? ''
  world.fake.state.setContents(PUSH_OWNER, PUSH_REPO, base, { '.gitattributes': 'vendor/** linguist-vendored\n' })
}

it.each([
  ['vendor/ratio.ts', {}, VENDORED],
  ['legacy/ratio.ts', { exclude: 'legacy/**' }, "matches the exclude input glob 'legacy/**'"],
])('a file the pull request added, moved into %s: said in the review and the reply, not promised a new thread', async (to, inputs, rule) => {
  vendorInBase(NUMBER)
  await publishFinding(inputs)
  moveAddedFile(to)
  const next = await prepareRun('502', inputs)
  expect(next.prepared.delta.kind).toBe('delta')
  expect(next.prepared.allowlist).toEqual([])
  expect(next.prepared.exclusions.map((e) => [e.path, e.reason])).toEqual([[to, `${rule}; ${MOVED}`]])
  expect(next.logger.find('filter', 'excluded')).toEqual([expect.objectContaining({ path: to, reason: `${rule}; ${MOVED}`, moved_from: 'src/ratio.ts' })])
  const [entry] = next.prepared.ledger.entries
  expect([entry?.action, entry?.reason]).toEqual(['close', `the file was renamed to ${to}, which this review leaves out (${rule})`])
  const [action] = planLedger(next.prepared.ledger.entries, undefined).actions
  expect(action?.note).toBe(
    `the file was renamed to \`${to}\`, which this review leaves out (${rule}): the finding is not checked there and gets no new thread.`,
  )
})

it('a file of the base renamed into vendor/: the thread stays open and is re-checked there, and the review says the move', async () => {
  world.fake.state.addPullRequest({ owner: PUSH_OWNER, repo: PUSH_REPO, number: NUMBER + 1, files: [MODIFIED] })
  vendorInBase(NUMBER + 1)
  const first = await world.prepareJob('601', {}, NUMBER + 1)
  expect((await world.publish(first, '601-1', { findings: [divisionFinding('src/ratio.ts')] })).ok).toBe(true)
  const renamed: FileSeed = { ...MODIFIED, filename: 'vendor/ratio.ts', status: 'renamed', previous_filename: 'src/ratio.ts' }
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER + 1, { changes: [{ ...renamed, patch: null }], files: [renamed] })
  const next = await world.prepareJob('602', {}, NUMBER + 1)
  expect(next.prepared.exclusions.map((e) => [e.path, e.reason])).toEqual([['vendor/ratio.ts', `${VENDORED}; ${MOVED}`]])
  expect(next.prepared.ledger.entries.map((e) => [e.action, e.reason])).toEqual([
    ['reverify', 'the file was renamed to vendor/ratio.ts, which this review leaves out (marked linguist-vendored in .gitattributes)'],
  ])
})

it('after a force-push that moves a file the pull request added into vendor/, the reply and the row say so too', async () => {
  const text = `${RATIO_V1.join('\n')}\n`
  vendorInBase(NUMBER)
  const first = await prepareRun('701')
  expect((await world.publish(first, '701-1', { findings: [divisionFinding('src/ratio.ts')] })).ok).toBe(true)
  world.fake.state.setContents(PUSH_OWNER, PUSH_REPO, first.prepared.headSha, { 'src/ratio.ts': text })
  const moved: FileSeed = {
    ...ADDED,
    filename: 'vendor/ratio.ts',
    sha: createHash('sha1')
      .update(`blob ${Buffer.byteLength(text)}\0${text}`)
      .digest('hex'),
  }
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { force: true, changes: [moved], files: [moved] })
  const next = await prepareRun('702')
  expect(next.prepared.delta.kind).toBe('full')
  expect(next.prepared.exclusions.map((e) => [e.path, e.reason])).toEqual([['vendor/ratio.ts', `${VENDORED}; ${MOVED}`]])
  expect(next.prepared.ledger.entries.map((e) => [e.action, e.reason])).toEqual([
    ['close', 'the file was renamed to vendor/ratio.ts, which this review leaves out (marked linguist-vendored in .gitattributes)'],
  ])
})
