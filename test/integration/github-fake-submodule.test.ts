// A git submodule on the GitHub fake, answered as GitHub answers one: the tree entry of a
// `commit` (mode 160000) whose object is not in this repository, `type: "submodule"` from the
// contents API at its path, and `type: "file"` in a directory listing (GitHub's documented
// backward-compatibility quirk). Every answer is checked against GitHub's schemas (no drift).
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { submoduleAt } from '../support/github-fake/graphql-git-objects.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

const OWNER = 'acme'
const REPO = 'widgets'
const BASE = 'b'.repeat(40)
const COMMIT = 'd'.repeat(40)
const URL = 'https://github.com/acme/review-rules.git'

let fake: GitHubFake
let bot: Octokit
beforeEach(async () => {
  fake = await startGitHubFake()
  bot = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
  fake.state.setContents(OWNER, REPO, BASE, { '.github/instructions/shared': submoduleAt(URL, COMMIT), '.github/instructions/sql.instructions.md': 'sql' })
})
afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

const TREE = `query Tree($owner: String!, $repo: String!, $dir: String!, $sub: String!) {
  repository(owner: $owner, name: $repo) {
    dir: object(expression: $dir) { __typename ... on Tree { entries { name path type mode oid size object { __typename } submodule { name path gitUrl subprojectCommitOid } } } }
    sub: object(expression: $sub) { __typename }
  }
}`

describe('a git submodule on the fake', () => {
  it('is a commit entry (mode 160000) in its tree, naming the commit and the submodule, with no object in this repository', async () => {
    const answer = await bot.graphql<{ repository: { dir: { entries: Record<string, unknown>[] }; sub: unknown } }>(TREE, {
      owner: OWNER,
      repo: REPO,
      dir: `${BASE}:.github/instructions`,
      sub: `${BASE}:.github/instructions/shared`,
    })
    const [shared, sql] = answer.repository.dir.entries
    expect(shared).toEqual({
      name: 'shared',
      path: '.github/instructions/shared',
      type: 'commit',
      mode: 0o160000,
      oid: COMMIT,
      size: 0,
      object: null,
      submodule: { name: 'shared', path: '.github/instructions/shared', gitUrl: URL, subprojectCommitOid: COMMIT },
    })
    expect(sql).toMatchObject({ type: 'blob', mode: 0o100644, object: { __typename: 'Blob' }, submodule: null })
    expect(answer.repository.sub).toBeNull()
  })

  it('is type "submodule" from the contents API at its path, and type "file" with no download in its directory listing', async () => {
    const { data } = await bot.request('GET /repos/{owner}/{repo}/contents/{path}', {
      owner: OWNER,
      repo: REPO,
      path: '.github/instructions/shared',
      ref: BASE,
    })
    if (Array.isArray(data) || data.type !== 'submodule') throw new Error(`expected a submodule, got ${JSON.stringify(data)}`)
    expect(data).toMatchObject({
      submodule_git_url: URL,
      sha: COMMIT,
      size: 0,
      download_url: null,
      git_url: `${fake.url}/repos/acme/review-rules/git/trees/${COMMIT}`,
      html_url: `https://github.com/acme/review-rules/tree/${COMMIT}`,
    })
    expect('content' in data).toBe(false)
    const listing = await bot.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: OWNER, repo: REPO, path: '.github/instructions', ref: BASE })
    if (!Array.isArray(listing.data)) throw new Error('expected a listing')
    expect(listing.data.map((e) => [e.type, e.path, e.sha, e.download_url === null])).toEqual([
      ['file', '.github/instructions/shared', COMMIT, true],
      ['file', '.github/instructions/sql.instructions.md', expect.stringMatching(/^[0-9a-f]{40}$/), false],
    ])
  })

  it('hosted outside GitHub has no GitHub URLs, as GitHub answers', async () => {
    fake.state.setContents(OWNER, REPO, BASE, { vendor: submoduleAt('https://git.example.org/rules.git', COMMIT) })
    const { data } = await bot.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: OWNER, repo: REPO, path: 'vendor', ref: BASE })
    expect(data).toMatchObject({ type: 'submodule', git_url: null, html_url: null, _links: { git: null, html: null } })
  })
})
