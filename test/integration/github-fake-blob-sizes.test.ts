import { Octokit } from '@octokit/core'
import { graphql } from '@octokit/graphql'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CONTENTS_INLINE_BYTES, CONTENTS_MAX_BYTES, fileOfSize, GRAPHQL_TEXT_BYTES } from '../support/github-fake/blob-content.js'
import { symlinkTo } from '../support/github-fake/graphql-git-objects.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

/**
 * What GitHub serves of a large or binary file, as the fake answers it (validated against
 * @octokit/openapi and @octokit/graphql-schema): GraphQL `Blob.text` is null for a binary blob and
 * cut with `isTruncated` past 512,000 bytes; the contents API returns `content: ""` with
 * `encoding: "none"` between 1 MB and 100 MB and refuses a larger file.
 */
const OWNER = 'acme'
const REPO = 'harbour'
const REF = 'b'.repeat(40)
const BINARY = `\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR`

let fake: GitHubFake
let octokit: Octokit
beforeEach(async () => {
  fake = await startGitHubFake()
  octokit = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
})
afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

const BLOB = `query Blobs($owner: String!, $repo: String!, $a: String!, $b: String!, $c: String!) {
  repository(owner: $owner, name: $repo) {
    a: object(expression: $a) { ... on Blob { byteSize isBinary isTruncated text } }
    b: object(expression: $b) { ... on Blob { byteSize isBinary isTruncated text } }
    c: object(expression: $c) { ... on Blob { byteSize isBinary isTruncated text } }
  }
}`

type BlobView = { byteSize: number; isBinary: boolean | null; isTruncated: boolean; text: string | null }

describe('large and binary files in the fake', () => {
  it('GraphQL: a binary blob has no text, a large one is cut at 512,000 bytes and says so', async () => {
    fake.state.setContents(OWNER, REPO, REF, { 'small.md': 'rules', 'logo.png': BINARY, 'big.md': fileOfSize(GRAPHQL_TEXT_BYTES + 10) })
    const query = graphql.defaults({ baseUrl: fake.url, headers: { authorization: `token ${DEFAULT_FAKE_TOKEN}` } })
    const answer = await query<{ repository: Record<'a' | 'b' | 'c', BlobView> }>(BLOB, {
      owner: OWNER,
      repo: REPO,
      a: `${REF}:small.md`,
      b: `${REF}:logo.png`,
      c: `${REF}:big.md`,
    })
    expect(answer.repository.a).toEqual({ byteSize: 5, isBinary: false, isTruncated: false, text: 'rules' })
    expect(answer.repository.b).toMatchObject({ isBinary: true, text: null })
    const big = answer.repository.c
    expect([big.byteSize, big.isTruncated, Buffer.byteLength(big.text ?? '', 'utf8')]).toEqual([GRAPHQL_TEXT_BYTES + 10, true, GRAPHQL_TEXT_BYTES])
  })

  it('contents API: inline up to 1 MB, empty with encoding "none" up to 100 MB, refused past it (through a link too)', async () => {
    fake.state.setContents(OWNER, REPO, REF, {
      'one.md': fileOfSize(CONTENTS_INLINE_BYTES),
      'two.md': fileOfSize(CONTENTS_INLINE_BYTES + 1),
      'huge.md': fileOfSize(CONTENTS_MAX_BYTES + 1),
      'link.md': symlinkTo('two.md'),
    })
    const get = (path: string) => octokit.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: OWNER, repo: REPO, path, ref: REF })
    const one = (await get('one.md')).data
    expect(Array.isArray(one) ? undefined : one.type === 'file' ? [one.encoding, Buffer.from(one.content, 'base64').length] : one.type).toEqual([
      'base64',
      CONTENTS_INLINE_BYTES,
    ])
    for (const path of ['two.md', 'link.md']) {
      const two = (await get(path)).data
      expect(two).toMatchObject({ type: 'file', path: 'two.md', size: CONTENTS_INLINE_BYTES + 1, encoding: 'none', content: '' })
    }
    const refused = await get('huge.md').catch((error: unknown) => error)
    expect(refused).toMatchObject({ status: 403, response: { data: { errors: [{ code: 'too_large' }] } } })
  })
})
