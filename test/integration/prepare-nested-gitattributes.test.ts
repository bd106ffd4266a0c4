import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readEnvironment } from '../../src/config/environment.js'
import { readSettings } from '../../src/config/settings.js'
import { readPullRequestEvent } from '../../src/context/event.js'
import { MAX_NESTED_GITATTRIBUTES_DIRS } from '../../src/context/nested-gitattributes.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { prepare } from '../../src/prepare.js'
import { DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type FileSeed, type GitHubFake } from '../support/github-fake/index.js'
import { eventOf, runnerEnv, writePullRequestEvent, tempDir } from '../support/kit/index.js'

/**
 * git and Linguist read a .gitattributes in every directory, not only the root's: a team that marks
 * `gen/**` generated in `api/.gitattributes` must see those files left out, from the base commit's
 * files, never the head's.
 */
const OWNER = 'acme'
const REPO = 'nested'
const NUMBER = 9

let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

async function prepared(files: FileSeed[], base: Record<string, string>, head: Record<string, string> = {}) {
  fake = await startGitHubFake()
  const pull = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, title: 'Nested', user: 'dev', files })
  fake.state.setContents(OWNER, REPO, pull.base.sha, base)
  fake.state.setContents(OWNER, REPO, pull.head.sha, head)
  const dir = await tempDir('hm-nested-')
  const eventPath = await writePullRequestEvent(join(dir, 'event.json'), eventOf(pull))
  const env = readEnvironment(
    runnerEnv({ eventPath, github: { url: fake.url }, repository: `${OWNER}/${REPO}`, runnerTemp: join(dir, 'runner-temp'), runId: '9' }),
  )
  const settings = readSettings((name) => ({ 'github-token': DEFAULT_FAKE_TOKEN, 'max-files': '300' })[name] ?? '')
  const logger = new RecordingLogger()
  const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger, retryBaseMs: 20 })
  const event = await readPullRequestEvent(env)
  return { run: await prepare({ settings, env, event, rest: gh.rest, graphql: gh.graphql, logger, stats: gh.stats }), logger }
}

const changed = (filename: string): FileSeed => ({ filename, patch: makePatch({ seed: filename }) })

describe('.gitattributes in subdirectories of the base commit', () => {
  it("marks the files beneath its directory, over the root's lines, and never from the head", async () => {
    const { run, logger } = await prepared(
      ['api/gen/client.ts', 'api/src/server.ts', 'web/gen/page.ts', 'web/gen/other.ts', 'api/.gitattributes', 'docs/gen/guide.md'].map(changed),
      {
        '.gitattributes': 'api/gen/** -linguist-generated\n',
        // A deeper file wins over the root's, as in git; a pattern without a slash matches at any depth beneath its directory.
        'api/.gitattributes': 'gen/** linguist-generated\n',
        'web/.gitattributes': 'page.ts linguist-vendored\n',
      },
      // The head's own files configure nothing.
      { 'api/.gitattributes': '', 'docs/.gitattributes': '*.md linguist-generated\n' },
    )
    expect(run.exclusions.map((e) => [e.path, e.rule])).toEqual([
      ['api/gen/client.ts', 'linguist-generated'],
      ['web/gen/page.ts', 'linguist-vendored'],
    ])
    expect(logger.find('rules', 'source').map((l) => l.path)).toEqual(['.gitattributes', 'api/.gitattributes', 'web/.gitattributes'])
    expect(logger.find('rules', 'changed-in-pr')).toEqual([expect.objectContaining({ path: 'api/.gitattributes' })])
  })

  it('names the directories past the bound instead of passing over their files quietly', async () => {
    const files = Array.from({ length: MAX_NESTED_GITATTRIBUTES_DIRS + 3 }, (_, i) => changed(`pkg-${String(i).padStart(3, '0')}/index.ts`))
    const { run } = await prepared(files, {})
    // Which three are past the bound depends on the order the file pages answer in: the note names one and counts the rest.
    const notes = run.base.notes.filter((n) => n.includes('.gitattributes'))
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatch(
      /^pkg-\d{3}\/\.gitattributes: not read, nor the \.gitattributes of 2 more directories: changed files lie in more than 500 directories/,
    )
  })
})
