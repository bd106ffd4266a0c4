import { afterEach, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { DEFAULT_FAKE_TOKEN, makeFiles, startGitHubFake } from '../support/github-fake/index.js'
import type { GitHubFake } from '../support/github-fake/index.js'

const REF = { owner: 'acme', repo: 'harbour', pull_number: 9 }
let fake: GitHubFake | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

describe('the fake answering in lockstep rounds (what bench/prepare-bench.ts counts as depth)', () => {
  it('answers requests sent together in one round and a request sent after an answer in the next', async () => {
    fake = await startGitHubFake()
    fake.state.addPullRequest({ owner: REF.owner, repo: REF.repo, number: REF.pull_number, files: makeFiles(3) })
    fake.useRounds(200)
    const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger: new RecordingLogger() })
    await Promise.all([
      gh.rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', REF),
      gh.rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', REF),
    ])
    await gh.rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', REF)
    expect(fake.requests.map((r) => [r.route?.split('/').at(-1), r.round]).sort()).toEqual([
      ['files', 1],
      ['reviews', 2],
      ['{pull_number}', 1],
    ])
    fake.useRounds(undefined)
    await gh.rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', REF)
    expect(fake.requests.at(-1)?.round).toBeUndefined()
  })
})
