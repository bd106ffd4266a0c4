import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Octokit } from '@octokit/core'
import { afterEach, describe, expect, it } from 'vitest'
import { loadReviewThreads } from '../../src/context/threads.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake } from '../support/github-fake/index.js'
import type { GitHubFake } from '../support/github-fake/index.js'
import { tempDir } from '../support/kit/index.js'
import { prepareJob } from '../support/action/prepare-job.js'

/**
 * A comment on a whole file (GitHub's "comment on this file", REST `subject_type: "file"`, GraphQL
 * `subjectType: FILE`): it has no line, no original line and no position. The fake serves it as
 * GitHub does (validated against @octokit/openapi and @octokit/graphql-schema); the runner reads
 * such a human thread into the review discussion as a comment on the file, and never takes it for
 * a thread of its own or for one that lost its line.
 */
const OWNER = 'acme'
const REPO = 'harbour'
const NUMBER = 9

let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

async function seeded() {
  fake = await startGitHubFake()
  const pull = fake.state.addPullRequest({
    owner: OWNER,
    repo: REPO,
    number: NUMBER,
    files: [
      { filename: 'src/app.ts', patch: makePatch({ seed: 'app' }) },
      { filename: 'assets/logo.png', status: 'added', patch: null },
    ],
  })
  const onFile = fake.state.addThread(OWNER, REPO, NUMBER, {
    path: 'assets/logo.png',
    subjectType: 'file',
    author: 'alice',
    comments: ['Is this logo licensed for us?', { body: 'Yes, it is ours.', user: 'octocat' }],
  })
  const onLine = fake.state.addThread(OWNER, REPO, NUMBER, { path: 'src/app.ts', line: 2, author: 'bob', comments: ['Rename this.'] })
  return { fake, pull, onFile, onLine }
}

describe('a file-level review comment', () => {
  it('is served without a line by REST and GraphQL, as GitHub serves one', async () => {
    const { fake, onFile } = await seeded()
    const octokit = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', { owner: OWNER, repo: REPO, pull_number: NUMBER })
    const root = data.find((c) => c.path === 'assets/logo.png' && c.in_reply_to_id === undefined)
    expect(root).toMatchObject({ subject_type: 'file', start_line: null })
    expect([root?.line, root?.original_line, root?.position]).toEqual([undefined, undefined, undefined])
    expect(data.find((c) => c.path === 'src/app.ts')).toMatchObject({ subject_type: 'line', line: 2 })
    const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger: new RecordingLogger() })
    const { threads } = await loadReviewThreads(gh.graphql, { owner: OWNER, repo: REPO, number: NUMBER })
    expect(threads.find((t) => t.id === onFile.id)).toMatchObject({ line: undefined, originalLine: undefined, isOutdated: false, subject: 'file' })
    expect(threads.find((t) => t.id !== onFile.id)).toMatchObject({ line: 2, subject: 'line' })
  })

  it("reaches the review discussion as a comment on the whole file, with its replies, and stays out of the runner's own threads", async () => {
    const { fake, pull, onFile, onLine } = await seeded()
    const dir = await tempDir('hm-file-comments-')
    const { prepared } = await prepareJob({ fakeUrl: fake.url, pull, dir, env: { repository: `${OWNER}/${REPO}` } })
    const discussion = await readFile(join(prepared.stageDir, 'review-discussion.txt'), 'utf8')
    expect(discussion).toContain('Review threads: 2 (0 resolved, 2 unresolved)')
    expect(discussion).toContain(`- thread ${onFile.id} on "assets/logo.png" (a comment on the whole file, no line): resolved=no outdated=no comments=2`)
    expect(discussion).toContain(`- thread ${onLine.id} on "src/app.ts" line 2: resolved=no`)
    for (const id of onFile.commentIds) expect(discussion).toContain(`comment ${id} by`)
    expect(discussion).toContain('Is this logo licensed for us?')
    expect(prepared.ledger.entries).toEqual([])
    expect(prepared.earlierFindings).toEqual([])
  })
})
