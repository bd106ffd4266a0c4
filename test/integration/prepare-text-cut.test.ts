import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readEnvironment } from '../../src/config/environment.js'
import { readSettings } from '../../src/config/settings.js'
import { readPullRequestEvent } from '../../src/context/event.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { prepare } from '../../src/prepare.js'
import { DEFAULT_FAKE_TOKEN, makeFiles, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { eventOf, runnerEnv, tempDir, writePullRequestEvent } from '../support/kit/index.js'

/**
 * PR text reaches the agents cut at 20,000 characters with a marker only they see. What was cut
 * must also be named where people look: the review's "Limits reached" (from the index's caps)
 * and a telemetry line.
 */
const OWNER = 'acme'
const REPO = 'harbour'
const NUMBER = 42

let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

describe('prepare with PR text over the character cap', () => {
  it('names the cut description and comment in the caps, the review index and telemetry', async () => {
    fake = await startGitHubFake()
    const pull = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, body: `Why: ${'x'.repeat(24_995)}`, files: makeFiles(2) })
    const long = fake.state.addIssueComment(OWNER, REPO, NUMBER, { body: 'y'.repeat(30_000), user: 'mallory' })
    fake.state.addIssueComment(OWNER, REPO, NUMBER, { body: 'short', user: 'alice' })
    const dir = await tempDir('hm-text-cut-')
    const eventPath = await writePullRequestEvent(join(dir, 'event.json'), eventOf(pull))
    const env = readEnvironment(
      runnerEnv({ eventPath, github: { url: fake.url }, repository: `${OWNER}/${REPO}`, runnerTemp: join(dir, 'runner-temp'), runId: '1001' }),
    )
    const settings = readSettings((name) => ({ 'github-token': DEFAULT_FAKE_TOKEN })[name] ?? '')
    const logger = new RecordingLogger()
    const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger, retryBaseMs: 20 })
    const event = await readPullRequestEvent(env)
    const prepared = await prepare({ settings, env, event, rest: gh.rest, graphql: gh.graphql, logger, stats: gh.stats })

    // The agents see the cut.
    expect(await readFile(join(prepared.stageDir, 'shared-pr-context.txt'), 'utf8')).toContain('[truncated 5000 characters]')
    const cut = prepared.caps.find((c) => c.cap === 'pr-text-chars')
    expect(cut).toMatchObject({ limit: 20_000 })
    expect(cut?.detail).toContain('pull request description (5,000 characters cut)')
    expect(cut?.detail).toContain(`comment ${long.id} (10,000 characters cut)`)
    expect(cut?.detail).not.toContain('alice')
    expect(prepared.index.caps).toContainEqual(cut)
    expect(logger.find('bounds', 'cap')).toContainEqual(expect.objectContaining({ cap: 'pr-text-chars', limit: '20000' }))
  })
})
