import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { withOriginals } from '../../src/context/comment-edits.js'
import { loadReviewThreads } from '../../src/context/threads.js'
import { deleteRevision, editComment } from '../support/github-fake/comment-edits.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import type { FakeReviewComment } from '../support/github-fake/types.js'

/**
 * How a comment of ours that someone else edited is read back from GitHub's edit history: its
 * creation revision, by us, whole and not deleted; anything short of that is a lost original.
 */
const OWNER = 'acme'
const REPO = 'widgets'
const NUMBER = 5
let fake: GitHubFake
let octokit: Octokit

beforeEach(async () => {
  fake = await startGitHubFake()
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files: [{ filename: 'src/a.ts', patch: '@@ -1 +1 @@\n-a\n+b' }] })
  octokit = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
})
afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

function ourThread(author = DEFAULT_BOT_LOGIN): FakeReviewComment {
  const thread = fake.state.addThread(OWNER, REPO, NUMBER, { path: 'src/a.ts', line: 1, author, comments: ['as posted'] })
  return fake.state.comment(thread.commentIds[0]!)!
}

async function read(): Promise<{ editedBy: string | undefined; original: string | undefined; body: string }[]> {
  const loaded = await withOriginals(octokit, await loadReviewThreads(octokit, { owner: OWNER, repo: REPO, number: NUMBER }), DEFAULT_BOT_LOGIN)
  return loaded.threads.map((t) => ({ editedBy: t.comments[0]!.editedBy, original: t.comments[0]!.original, body: t.comments[0]!.body }))
}

it('reads the creation revision of a comment of ours someone else edited, through several edits', async () => {
  const root = ourThread()
  editComment(root, 'first edit', 'octocat')
  editComment(root, 'second edit', 'mallory')
  expect(await read()).toEqual([{ editedBy: 'mallory', original: 'as posted', body: 'second edit' }])
})

it('has no original when the creation revision was deleted from the history or the history is longer than one page', async () => {
  const deleted = ourThread()
  editComment(deleted, 'edited', 'octocat')
  deleteRevision(deleted, 0, 'octocat')
  const long = ourThread()
  for (let i = 0; i < 100; i++) editComment(long, `edit ${i}`, 'octocat')
  expect((await read()).map((c) => c.original)).toEqual([undefined, undefined])
})

it("neither asks for nor reads the history of our unedited comments or of other people's comments", async () => {
  ourThread()
  editComment(ourThread('octocat'), 'their own edit', 'octocat')
  expect(await read()).toEqual([
    { editedBy: undefined, original: undefined, body: 'as posted' },
    { editedBy: 'octocat', original: undefined, body: 'their own edit' },
  ])
  expect(fake.requests.filter((r) => r.graphqlOperation === 'HarbourmasterCommentHistory')).toEqual([])
})
