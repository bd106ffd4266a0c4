import { afterEach, describe, expect, it } from 'vitest'
import { loadBaseFiles, MAX_BASE_FILE_BYTES } from '../../src/context/base-files.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { CONTENTS_INLINE_BYTES, CONTENTS_MAX_BYTES, fileOfSize, GRAPHQL_TEXT_BYTES } from '../support/github-fake/blob-content.js'
import { symlinkTo } from '../support/github-fake/graphql-git-objects.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

/**
 * Rule files at the base commit that GitHub does not hand over as text: a binary file (GraphQL
 * `Blob.text` null, or base64 bytes through the contents API for a symlinked one), a file GraphQL
 * cuts (over 512,000 bytes) and one the contents API serves empty (over 1 MB) or not at all
 * (over 100 MB). None is read as guidance, none fails the run as a GitHub error: each is a note
 * that names the file and why.
 */
const OWNER = 'acme'
const REPO = 'harbour'
const BASE = 'b'.repeat(40)
const BINARY = `\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR binary rules`

let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

async function load(base: Record<string, string>) {
  fake = await startGitHubFake()
  fake.state.setContents(OWNER, REPO, BASE, base)
  const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger: new RecordingLogger(), retries: 0 })
  return loadBaseFiles({ graphql: gh.graphql, rest: gh.rest }, { owner: OWNER, repo: REPO, sha: BASE })
}

describe('rule files GitHub does not hand over as text', () => {
  it('a binary rule file, read directly or through a symbolic link, is a note saying it is binary, never guidance', async () => {
    const files = await load({
      'REVIEW.md': BINARY,
      'AGENTS.md': symlinkTo('docs/agents.bin'),
      'docs/agents.bin': BINARY,
      '.github/copilot-instructions.md': 'plain rules',
    })
    expect(files.rules.map((r) => r.path)).toEqual(['.github/copilot-instructions.md'])
    expect(files.skipped).toEqual([
      { path: 'REVIEW.md', reason: expect.stringContaining('not read: a binary file') },
      { path: 'AGENTS.md', reason: expect.stringContaining('not read: a binary file') },
    ])
  })

  it('a file GraphQL cuts, or the contents API serves empty, is a note naming the size cap', async () => {
    const files = await load({
      'REVIEW.md': fileOfSize(GRAPHQL_TEXT_BYTES + 1),
      'AGENTS.md': symlinkTo('docs/agents.md'),
      'docs/agents.md': fileOfSize(CONTENTS_INLINE_BYTES + 1),
    })
    expect(files.rules).toEqual([])
    expect(files.skipped).toEqual([
      { path: 'REVIEW.md', reason: `not read: larger than ${MAX_BASE_FILE_BYTES} bytes` },
      { path: 'AGENTS.md', reason: `not read: larger than ${MAX_BASE_FILE_BYTES} bytes` },
    ])
  })

  it('a symbolic link to a file over 100 MB, which the contents API refuses, is a note, not a GitHub failure of the run', async () => {
    const files = await load({ 'AGENTS.md': symlinkTo('data/dump.md'), 'data/dump.md': fileOfSize(CONTENTS_MAX_BYTES + 1), 'REVIEW.md': 'rules' })
    expect(files.rules.map((r) => r.path)).toEqual(['REVIEW.md'])
    expect(files.skipped).toEqual([{ path: 'AGENTS.md', reason: 'not read: larger than the 100 MB GitHub serves through its contents API' }])
  })
})
