import { afterEach, expect, it } from 'vitest'
import { loadReviewThreads } from '../../src/context/threads.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { githubToken } from '../support/kit/secrets.js'

/**
 * lifecycle.ts answers "Fixed" on a thread its token may not resolve (viewerCanResolve false) and leaves
 * it open; the ledger must not read that as a developer's reopening. A token that may neither resolve
 * nor reply (a read-only run's) says nothing of what the run that answered could do: there, an open
 * thread with our "Fixed" is still a reopening, and a check-only run still counts it.
 */
const OWNER = 'acme'
const REPO = 'widgets'
const READ_ONLY_TOKEN = githubToken(0x5eed, 'installation')
let fake: GitHubFake | undefined
afterEach(async () => {
  expect(fake?.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

it('marks an open thread unresolvable only for a token that may reply to it but not resolve it', async () => {
  fake = await startGitHubFake({
    tokens: { [DEFAULT_FAKE_TOKEN]: DEFAULT_BOT_LOGIN, [READ_ONLY_TOKEN]: 'dependabot[bot]' },
    readOnlyTokens: [READ_ONLY_TOKEN],
  })
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 7, user: 'octocat', files: [{ filename: 'src/b.ts', patch: makePatch({ seed: 'b' }) }] })
  const open = fake.state.addThread(OWNER, REPO, 7, { path: 'src/b.ts', line: 13, comments: ['please fix'] })
  const locked = fake.state.addThread(OWNER, REPO, 7, { path: 'src/b.ts', line: 14, comments: ['and this'] })
  locked.resolvable = false
  const read = async (token: string) => {
    const gh = createGitHubClient({ token, apiUrl: fake!.url, logger: new RecordingLogger() })
    const { threads } = await loadReviewThreads(gh.graphql, { owner: OWNER, repo: REPO, number: 7 })
    return Object.fromEntries(threads.map((t) => [t.id, t.unresolvable === true]))
  }
  expect(await read(DEFAULT_FAKE_TOKEN)).toEqual({ [open.id]: false, [locked.id]: true })
  expect(await read(READ_ONLY_TOKEN)).toEqual({ [open.id]: false, [locked.id]: false })
})
