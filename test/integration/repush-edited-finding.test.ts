import { expect, it } from 'vitest'
import { makeDispositionMarker } from '../../src/core/contracts/markers.js'
import { planLedger } from '../../src/publication/ledger-plan.js'
import { standingBlockingCount } from '../../src/publication/report.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, runConfigOf, usePushWorld, type PreparedJob } from '../support/action/push-world.js'
import { deleteRevision, editComment } from '../support/github-fake/comment-edits.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'
import { DEFAULT_AUTHOR } from '../support/github-fake/state.js'
import type { FakeReviewComment, FakeThread } from '../support/github-fake/types.js'

/**
 * A blocking run's high finding; the pull request's author, who has write access to a branch in
 * the repository, edits Harbourmaster's comments (GitHub lets them) and pushes an unrelated commit.
 * Whatever they made the comments say, the next gating run counts the finding as it was posted.
 */
const NUMBER = 22
const RATIO = changedFile('src/ratio.ts', RATIO_V0, RATIO_V1)
const README = addedFile('README.md', ['hi'])
const world = usePushWorld('hm-repush-edited-', NUMBER, () => [RATIO])
const inputs = { mode: 'blocking', 'blocking-severity': 'high' }

async function posted(): Promise<{ thread: FakeThread; root: FakeReviewComment }> {
  const first = await world.prepareJob('601', inputs)
  expect((await world.publish(first, '601-1', { findings: [divisionFinding()] })).ok).toBe(true)
  const [thread] = world.fake.state.threads(PUSH_OWNER, PUSH_REPO, NUMBER)
  const root = world.fake.state.comment(thread!.commentIds[0]!)!
  expect(root.body).toMatch(/^\*\*🔴 High\*\* · /)
  return { thread: thread!, root }
}

async function nextPush(): Promise<{ job: PreparedJob; standing: number; anchored: string[] }> {
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [README], files: [RATIO, README] })
  const job = await world.prepareJob('602', inputs)
  // No verifier answer: what stands is decided by code alone, as in a run whose model failed.
  const standing = standingBlockingCount(planLedger(job.prepared.ledger.entries, []).standing, 'high')
  const anchored = (runConfigOf(job).ledger?.anchors ?? []).map((a) => a.severity ?? 'none')
  return { job, standing, anchored }
}

it('counts a finding at the severity it was posted with after the author edits the badge down to low', async () => {
  const { root } = await posted()
  const original = root.body
  editComment(root, root.body.replace('**🔴 High**', '**🟡 Low**'), DEFAULT_AUTHOR)
  const { job, standing, anchored } = await nextPush()
  expect({ standing, anchored }).toEqual({ standing: 1, anchored: ['high'] })
  const [entry] = job.prepared.ledger.entries
  expect(entry).toMatchObject({ severity: 'high', editedBy: DEFAULT_AUTHOR, rootBody: original })
  // The review this push publishes says so, in the sentence on what the push read.
  expect(runConfigOf(job).ledger?.scope).toContain('was edited by `octocat`; Harbourmaster reads it as it posted it (high), not as edited.')
})

it('still counts it when the author strips the finding marker or moves it to another instance', async () => {
  const { root } = await posted()
  editComment(root, root.body.replace(/<!-- harbourmaster:finding [^>]*-->/, ''), DEFAULT_AUTHOR)
  expect((await nextPush()).standing).toBe(1)
})

it('still counts it when the marker names another instance after an edit by an account since deleted', async () => {
  const { root } = await posted()
  editComment(root, root.body.replace(/ -->/, ' instance=other -->'), null)
  const { job, standing } = await nextPush()
  expect(standing).toBe(1)
  expect(job.prepared.ledger.entries[0]?.editedBy).toBe('ghost')
})

it("does not take a wont-fix the author wrote into Harbourmaster's earlier still-present reply", async () => {
  const { thread, root } = await posted()
  const id = /harbourmaster:finding (\S+)/.exec(root.body)![1]!
  const bucket = world.fake.state.bucket(PUSH_OWNER, PUSH_REPO, NUMBER)
  const reply = world.fake.state.addReply(
    bucket,
    thread.commentIds[0]!,
    `Still present.\n\n${makeDispositionMarker(id, 'still-present', '601-1')}`,
    DEFAULT_BOT_LOGIN,
  )
  editComment(reply, reply.body.replace('status=still-present', 'status=wont-fix'), DEFAULT_AUTHOR)
  const { job, standing } = await nextPush()
  expect(job.prepared.ledger.suppressed.size).toBe(0)
  expect(standing).toBe(1)
})

it('fails closed when the original is gone from the edit history, until a reviewer resolves the thread', async () => {
  const { thread, root } = await posted()
  editComment(root, root.body.replace('**🔴 High**', '**🟡 Low**'), DEFAULT_AUTHOR)
  deleteRevision(root, 0, DEFAULT_AUTHOR)
  const lost = await nextPush()
  expect(lost.standing).toBe(1)
  // Its finding is unknown: a new finding near its line is not taken for it.
  expect(lost.anchored).toEqual([])
  expect(lost.job.prepared.ledger.entries[0]).toMatchObject({ originalLost: true, action: 'carry', editedBy: DEFAULT_AUTHOR })
  expect(runConfigOf(lost.job).ledger?.scope).toContain('GitHub no longer shows what Harbourmaster posted: check-only and blocking runs count it as blocking')
  thread.isResolved = true
  thread.resolvedBy = DEFAULT_AUTHOR
  expect((await world.prepareJob('603', inputs)).prepared.ledger.entries).toHaveLength(1)
  thread.resolvedBy = 'maintainer'
  expect((await world.prepareJob('604', inputs)).prepared.ledger.entries).toEqual([])
})

it('reads an unedited comment without asking for its history', async () => {
  await posted()
  const { job, standing } = await nextPush()
  expect(standing).toBe(1)
  expect(job.prepared.ledger.entries[0]?.editedBy).toBeUndefined()
  expect(world.fake.requests.filter((r) => r.graphqlOperation === 'HarbourmasterCommentHistory')).toEqual([])
})

it("gives no second 'No longer applies' over our answer someone edited and deleted from GitHub's history", async () => {
  const { thread, root } = await posted()
  const id = /harbourmaster:finding (\S+)/.exec(root.body)![1]!
  // A run resolved the thread and answered it, as lifecycle does, once the file left the pull request.
  thread.isResolved = true
  thread.resolvedBy = DEFAULT_BOT_LOGIN
  const bucket = world.fake.state.bucket(PUSH_OWNER, PUSH_REPO, NUMBER)
  const answer = world.fake.state.addReply(
    bucket,
    thread.commentIds[0]!,
    `No longer applies — the file was deleted.\n\n${makeDispositionMarker(id, 'no-longer-applies', '601-1')}`,
    DEFAULT_BOT_LOGIN,
  )
  editComment(answer, 'No longer applies (tidied up by the author)', DEFAULT_AUTHOR)
  deleteRevision(answer, 0, DEFAULT_AUTHOR)
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [README], files: [README] })
  const job = await world.prepareJob('602', inputs)
  expect(planLedger(job.prepared.ledger.entries, []).actions).toEqual([])
})
