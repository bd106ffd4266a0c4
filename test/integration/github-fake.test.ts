// The GitHub fake driven by a real Octokit client: every REST route, GitHub's review
// validation, pending reviews and replies, with schema validation on (drift must stay empty).
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addedLine, DEFAULT_FAKE_TOKEN, makeFiles, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { githubToken } from '../support/kit/secrets.js'

const OWNER = 'acme'
const REPO = 'widgets'
const USER_TOKEN = githubToken(0x0c7, 'personal')
const OTHER_TOKEN = githubToken(0x4b07, 'personal')
const PR = { owner: OWNER, repo: REPO, pull_number: 7 }

let fake: GitHubFake
let bot: Octokit
let octocat: Octokit

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined
}

async function failure(promise: Promise<unknown>): Promise<{ status: number | undefined; data: unknown; headers: Record<string, unknown> }> {
  try {
    await promise
  } catch (error) {
    const response = (error as { response?: { data?: unknown; headers?: Record<string, unknown> } }).response
    return { status: statusOf(error), data: response?.data, headers: response?.headers ?? {} }
  }
  throw new Error('expected the request to fail')
}

beforeEach(async () => {
  fake = await startGitHubFake({ tokens: { [DEFAULT_FAKE_TOKEN]: 'github-actions[bot]', [USER_TOKEN]: 'octocat', [OTHER_TOKEN]: 'hubot' } })
  bot = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
  octocat = new Octokit({ auth: USER_TOKEN, baseUrl: fake.url })
  fake.state.addPullRequest({
    owner: OWNER,
    repo: REPO,
    number: 7,
    title: 'Add widgets',
    user: 'octocat',
    files: [
      { filename: 'src/a.ts', patch: makePatch({ hunks: 2, seed: 'a' }) },
      { filename: 'src/b.ts', patch: makePatch({ seed: 'b' }) },
      { filename: 'logo.png', status: 'added', patch: null },
    ],
  })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

describe('pull request and files', () => {
  it('serves the pull request with its head, base and fork information', async () => {
    const pull = fake.state.pull(OWNER, REPO, 7)
    const { data, headers } = await bot.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', PR)
    expect(data.head.sha).toBe(pull?.head.sha)
    expect(data.head.repo.full_name).toBe('acme/widgets')
    expect(data.draft).toBe(false)
    expect(data.changed_files).toBe(3)
    expect(headers['x-ratelimit-remaining']).toMatch(/^\d+$/)
    expect(headers['x-github-request-id']).toBeTruthy()

    fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 8, draft: true, head: { repoFullName: 'stranger/widgets' } })
    const fork = await bot.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { ...PR, pull_number: 8 })
    expect(fork.data.head.repo.full_name).toBe('stranger/widgets')
    expect(fork.data.head.repo.fork).toBe(true)
    expect(fork.data.draft).toBe(true)
  })

  it('answers 404 for an unknown pull request and an unknown route', async () => {
    expect((await failure(bot.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { ...PR, pull_number: 99 }))).status).toBe(404)
    const unknown = await failure(bot.request('GET /repos/{owner}/{repo}/branches', { owner: OWNER, repo: REPO }))
    expect(unknown.status).toBe(404)
    expect(unknown.data).toMatchObject({ message: 'Not Found' })
  })

  it('pages files through Link headers and stops at GitHub’s 3,000-file cap', async () => {
    fake.state.setFiles(OWNER, REPO, 7, makeFiles(3050))
    const seen: string[] = []
    let url: string | undefined = `${fake.url}/repos/${OWNER}/${REPO}/pulls/7/files?per_page=100`
    let pages = 0
    while (url) {
      const response: { data: Array<{ filename: string }>; headers: { link?: string } } = await bot.request(`GET ${url}`)
      seen.push(...response.data.map((f) => f.filename))
      pages++
      url = /<([^>]+)>; rel="next"/.exec(response.headers.link ?? '')?.[1]
    }
    expect(pages).toBe(30)
    expect(seen).toHaveLength(3000)
    expect(new Set(seen).size).toBe(3000)
    const beyond = await bot.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { ...PR, per_page: 100, page: 31 })
    expect(beyond.data).toEqual([])
  })

  it('sends files without a patch (binary) as GitHub does', async () => {
    const { data } = await bot.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', PR)
    const png = data.find((f) => f.filename === 'logo.png')
    expect(png && 'patch' in png).toBe(false)
    expect(data.find((f) => f.filename === 'src/b.ts')?.patch).toContain('@@ -10,7 +10,8 @@')
  })

  it('pages issue comments and review lists', async () => {
    for (let i = 0; i < 35; i++) fake.state.addIssueComment(OWNER, REPO, 7, { body: `comment ${i}`, user: 'hubot' })
    const first = await bot.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner: OWNER, repo: REPO, issue_number: 7 })
    expect(first.data).toHaveLength(30)
    expect(first.headers.link).toContain('rel="next"')
    const second = await bot.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner: OWNER, repo: REPO, issue_number: 7, page: 2 })
    expect(second.data.map((c) => c.body)).toEqual(['comment 30', 'comment 31', 'comment 32', 'comment 33', 'comment 34'])

    const reviews = Array.from({ length: 3 }, (_, i) => fake.state.addReview(OWNER, REPO, 7, { user: 'hubot', body: `review ${i}` }))
    const page = await bot.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { ...PR, per_page: 2 })
    expect(page.data.map((r) => r.id)).toEqual([reviews[0]?.id, reviews[1]?.id])
    expect(page.headers.link).toContain('page=2>; rel="last"')
    const one = await bot.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}', { ...PR, review_id: reviews[2]?.id ?? 0 })
    expect(one.data.body).toBe('review 2')
  })
})

describe('identity', () => {
  it('refuses GET /user for an installation token and answers it for a user token', async () => {
    const refused = await failure(bot.request('GET /user'))
    expect(refused.status).toBe(403)
    expect(refused.data).toMatchObject({ message: 'Resource not accessible by integration' })
    const { data } = await octocat.request('GET /user')
    expect(data.login).toBe('octocat')
  })

  it('rejects an unknown token with 401', async () => {
    const stranger = new Octokit({ auth: 'ghp_notATokenTheFakeKnows', baseUrl: fake.url })
    const result = await failure(stranger.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', PR))
    expect(result.status).toBe(401)
    expect(result.data).toMatchObject({ message: 'Bad credentials' })
  })
})

describe('creating reviews', () => {
  const create = (client: Octokit, body: Record<string, unknown>) =>
    client.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { ...PR, ...body })

  it('stores a COMMENT review whose comments become threads', async () => {
    const sha = fake.state.pull(OWNER, REPO, 7)?.head.sha
    const { status, data } = await create(bot, {
      commit_id: sha,
      event: 'COMMENT',
      body: 'Harbourmaster review',
      comments: [
        { path: 'src/a.ts', line: addedLine(0), side: 'RIGHT', body: 'first' },
        { path: 'src/a.ts', start_line: addedLine(1) - 1, line: addedLine(1), body: 'range' },
      ],
    })
    expect(status).toBe(200)
    expect(data.state).toBe('COMMENTED')
    expect(data.user?.login).toBe('github-actions[bot]')
    expect(data.commit_id).toBe(sha)
    const stored = fake.state.reviews(OWNER, REPO, 7)
    expect(stored.map((r) => r.id)).toEqual([data.id])
    expect(fake.state.threads(OWNER, REPO, 7).map((t) => [t.path, t.line, t.startLine])).toEqual([
      ['src/a.ts', addedLine(0), null],
      ['src/a.ts', addedLine(1), addedLine(1) - 1],
    ])
    const comments = await bot.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', PR)
    expect(comments.data.map((c) => c.body)).toEqual(['first', 'range'])
    expect(comments.data[0]?.diff_hunk).toMatch(/^@@ -10,7 \+10,8 @@/)
    expect(comments.data[0]?.pull_request_review_id).toBe(data.id)
  })

  it.each([
    ['an unknown commit', { commit_id: 'f'.repeat(40) }, 'No commit found for SHA'],
    ['a path outside the PR', { comments: [{ path: 'src/zzz.ts', line: 13, body: 'x' }] }, 'Path could not be resolved'],
    ['a line outside every hunk', { comments: [{ path: 'src/a.ts', line: 30, body: 'x' }] }, 'must be part of the diff'],
    ['a new-side-only line asked for on the LEFT side', { comments: [{ path: 'src/b.ts', line: 17, side: 'LEFT', body: 'x' }] }, 'must be part of the diff'],
    ['a line on a binary file', { comments: [{ path: 'logo.png', line: 1, body: 'x' }] }, 'Line could not be resolved'],
    ['a range starting in another hunk', { comments: [{ path: 'src/a.ts', start_line: addedLine(0), line: addedLine(1), body: 'x' }] }, 'same hunk'],
    ['a body over 65,536 characters', { body: 'x'.repeat(65537) }, 'Body is too long'],
    ['a comment body over 65,536 characters', { comments: [{ path: 'src/a.ts', line: 13, body: 'y'.repeat(65537) }] }, 'Body is too long'],
  ])('rejects %s with 422', async (_name, body, message) => {
    const result = await failure(create(bot, { event: 'COMMENT', body: 'b', ...body }))
    expect(result.status).toBe(422)
    expect(result.data).toMatchObject({ message: 'Unprocessable Entity' })
    expect(JSON.stringify((result.data as { errors: unknown }).errors)).toContain(message)
    expect(fake.state.reviews(OWNER, REPO, 7)).toEqual([])
  })

  it('accepts a comment on a deleted line when the side is LEFT', async () => {
    // makePatch's first hunk deletes old line 13.
    const { status } = await create(bot, { event: 'COMMENT', body: 'b', comments: [{ path: 'src/b.ts', line: 13, side: 'LEFT', body: 'gone' }] })
    expect(status).toBe(200)
  })

  it('refuses closed pull requests with 422 and locked ones with 403', async () => {
    fake.state.lockPullRequest(OWNER, REPO, 7)
    expect((await failure(create(bot, { event: 'COMMENT', body: 'b' }))).status).toBe(403)
    fake.state.lockPullRequest(OWNER, REPO, 7, false)
    fake.state.closePullRequest(OWNER, REPO, 7)
    expect((await failure(create(bot, { event: 'COMMENT', body: 'b' }))).status).toBe(422)
  })

  it('accepts a review on an earlier head after a push but not an unrelated SHA', async () => {
    const old = fake.state.pull(OWNER, REPO, 7)?.head.sha
    const moved = fake.state.pushHead(OWNER, REPO, 7)
    const live = await bot.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', PR)
    expect(live.data.head.sha).toBe(moved)
    const { data } = await create(bot, { commit_id: old, event: 'COMMENT', body: 'on the old head' })
    expect(data.commit_id).toBe(old)
  })
})

describe('pending reviews', () => {
  it('allows one pending review per user, hides it from others, submits and deletes it', async () => {
    const pending = await bot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { ...PR, body: 'draft' })
    expect(pending.data.state).toBe('PENDING')
    expect(pending.data.submitted_at).toBeUndefined()
    const second = await failure(bot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { ...PR, body: 'again' }))
    expect(second.status).toBe(422)
    expect(JSON.stringify(second.data)).toContain('User can only have one pending review per pull request')
    // A submitted review is refused too while the draft stands (what publication's clean-up is for).
    const submittedWhileDraft = await failure(bot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { ...PR, event: 'COMMENT', body: 'now' }))
    expect(submittedWhileDraft.status).toBe(422)

    expect((await octocat.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', PR)).data).toEqual([])
    expect((await bot.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', PR)).data).toHaveLength(1)

    const submitted = await bot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events', {
      ...PR,
      review_id: Number(pending.data.id),
      event: 'COMMENT',
      body: 'final',
    })
    expect(submitted.data.state).toBe('COMMENTED')
    expect(submitted.data.body).toBe('final')
    const deleteSubmitted = await failure(
      bot.request('DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}', { ...PR, review_id: Number(pending.data.id) }),
    )
    expect(deleteSubmitted.status).toBe(422)

    const another = await bot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      ...PR,
      comments: [{ path: 'src/a.ts', line: 13, body: 'p' }],
    })
    const deleted = await bot.request('DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}', { ...PR, review_id: Number(another.data.id) })
    expect(deleted.data.id).toBe(another.data.id)
    expect(fake.state.reviews(OWNER, REPO, 7).map((r) => r.id)).toEqual([pending.data.id])
    expect(fake.state.threads(OWNER, REPO, 7)).toEqual([])
  })

  it('refuses to approve or request changes on one’s own pull request', async () => {
    const approve = await failure(octocat.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { ...PR, event: 'APPROVE' }))
    expect(approve.status).toBe(422)
    const approved = await bot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { ...PR, event: 'APPROVE' })
    expect(approved.data.state).toBe('APPROVED')
  })
})

describe('replies', () => {
  it('replies on a thread root and the thread grows', async () => {
    const thread = fake.state.addThread(OWNER, REPO, 7, { path: 'src/a.ts', line: 13, comments: ['Is this safe?'], author: 'hubot' })
    const rootId = thread.commentIds[0] ?? 0
    const { status, data } = await bot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', {
      ...PR,
      comment_id: rootId,
      body: 'Fixed in the latest push.',
    })
    expect(status).toBe(201)
    expect(data.in_reply_to_id).toBe(rootId)
    expect(data.user?.login).toBe('github-actions[bot]')
    expect(fake.state.threads(OWNER, REPO, 7)[0]?.commentIds).toEqual([rootId, data.id])
    const missing = await failure(
      bot.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', { ...PR, comment_id: 1, body: 'x' }),
    )
    expect(missing.status).toBe(404)
  })

  it('reports outdated comments without a current line', async () => {
    fake.state.addThread(OWNER, REPO, 7, { path: 'src/a.ts', line: 13, comments: ['old'], outdated: true })
    const { data } = await bot.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', PR)
    expect(data[0]?.line).toBeUndefined()
    expect(data[0]?.position).toBeUndefined()
    expect(data[0]?.original_line).toBe(13)
  })
})

describe('repository contents at a ref and issue labels', () => {
  it('serves a file at the given ref (base64 in 60-column lines, git blob sha) and 404 for another ref or a missing path', async () => {
    const base = fake.state.pull(OWNER, REPO, 7)?.base.sha ?? ''
    const text = `# Review rules\n${'Use parameterised queries. '.repeat(5)}\n`
    fake.state.setContents(OWNER, REPO, base, { 'REVIEW.md': text, '.github/harbourmaster.yml': 'routing:\n  auto-comment: 0.9\n' })
    const { data } = await bot.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: OWNER, repo: REPO, path: 'REVIEW.md', ref: base })
    if (Array.isArray(data) || data.type !== 'file') throw new Error('expected a file')
    expect(data.encoding).toBe('base64')
    expect(data.content.split('\n').every((line) => line.length <= 60)).toBe(true)
    expect(Buffer.from(data.content, 'base64').toString('utf8')).toBe(text)
    expect(data.size).toBe(Buffer.byteLength(text))
    const nested = await bot.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: OWNER, repo: REPO, path: '.github/harbourmaster.yml', ref: base })
    expect(Array.isArray(nested.data) ? undefined : nested.data.path).toBe('.github/harbourmaster.yml')
    expect(
      (await failure(bot.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: OWNER, repo: REPO, path: 'REVIEW.md', ref: 'b'.repeat(40) }))).status,
    ).toBe(404)
    expect((await failure(bot.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: OWNER, repo: REPO, path: 'AGENTS.md', ref: base }))).status).toBe(
      404,
    )
    fake.state.setContents(OWNER, REPO, base, { '.github/instructions/sql.instructions.md': 'a', '.github/instructions/api/http.instructions.md': 'b' })
    const listing = await bot.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: OWNER, repo: REPO, path: '.github/instructions', ref: base })
    expect(Array.isArray(listing.data) ? listing.data.map((e) => [e.type, e.path]) : []).toEqual([
      ['dir', '.github/instructions/api'],
      ['file', '.github/instructions/sql.instructions.md'],
    ])
  })

  it('lists and adds labels; adding one the pull request already has changes nothing', async () => {
    const params = { owner: OWNER, repo: REPO, issue_number: 7 }
    expect((await bot.request('GET /repos/{owner}/{repo}/issues/{issue_number}/labels', params)).data).toEqual([])
    await bot.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', { ...params, labels: ['needs-human-review'] })
    const again = await bot.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', { ...params, labels: ['Needs-Human-Review'] })
    expect(again.data.map((l) => l.name)).toEqual(['needs-human-review'])
    expect(fake.state.labels(OWNER, REPO, 7)).toEqual(['needs-human-review'])
    expect((await failure(bot.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', { ...params, labels: [] }))).status).toBe(422)
    // An empty list breaks the documented request schema (minItems 1): the fake flags the request as drift.
    expect(fake.driftErrors.map((d) => d.kind)).toEqual(['rest-request'])
    fake.driftErrors.length = 0
  })

  it('refuses a label name with a space before or after it, and counts 50 characters as GitHub does (an emoji is one)', async () => {
    const params = { owner: OWNER, repo: REPO, issue_number: 7 }
    const add = (name: string) => bot.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', { ...params, labels: [name] })
    expect((await failure(add(' needs review'))).status).toBe(422)
    expect((await failure(add('x'.repeat(51)))).status).toBe(422)
    await add(`\u{1F6A8}${'x'.repeat(49)}`)
    expect(fake.state.labels(OWNER, REPO, 7)).toEqual([`\u{1F6A8}${'x'.repeat(49)}`])
  })
})
