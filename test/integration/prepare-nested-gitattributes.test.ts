import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readEnvironment } from '../../src/config/environment.js'
import { readSettings } from '../../src/config/settings.js'
import { readPullRequestEvent } from '../../src/context/event.js'
import { MAX_NESTED_GITATTRIBUTES_DIRS, nestedGitattributesReader } from '../../src/context/nested-gitattributes.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { prepare } from '../../src/prepare.js'
import { symlinkTo } from '../support/github-fake/graphql-git-objects.js'
import { DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type FileSeed, type GitHubFake } from '../support/github-fake/index.js'
import { changedFileOf, eventOf, runnerEnv, writePullRequestEvent, tempDir } from '../support/kit/index.js'

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
  const { attempt, logger } = await preparing(files, base, head)
  return { run: await attempt, logger }
}

async function preparing(files: FileSeed[], base: Record<string, string>, head: Record<string, string> = {}, before?: (fake: GitHubFake) => void) {
  fake = await startGitHubFake()
  before?.(fake)
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
  return { attempt: prepare({ settings, env, event, rest: gh.rest, graphql: gh.graphql, logger, stats: gh.stats }), logger }
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
    // Only docs/gen/guide.md kept the verdict its page got from the root file alone; the five beneath api/ and web/ were judged again.
    expect(logger.find('filter', 'done')).toEqual([expect.objectContaining({ analysed_early: '1' })])
  })

  it('reports the directories past the bound as a cap of the run (review, job summary, bounds telemetry), not as an unread file', async () => {
    const files = Array.from({ length: MAX_NESTED_GITATTRIBUTES_DIRS + 3 }, (_, i) => changed(`pkg-${String(i).padStart(3, '0')}/index.ts`))
    const { run, logger } = await prepared(files, {})
    // Which three are past the bound depends on the order the file pages answer in: the cap names them and counts them.
    const cap = run.caps.find((c) => c.cap === 'nested-gitattributes')
    expect(cap).toMatchObject({ cap: 'nested-gitattributes', limit: MAX_NESTED_GITATTRIBUTES_DIRS })
    expect(cap?.detail).toMatch(/^3 directories were not read for a \.gitattributes: the changed files lie in more than 500 directories/)
    // The shallowest 500, then by name, are read: the last three names are past the bound whatever order the pages came in.
    expect(cap?.detail).toMatch(/pkg-500, pkg-501, pkg-502$/)
    expect(logger.find('bounds', 'cap').map((l) => l.cap)).toContain('nested-gitattributes')
    // Not "a configuration file at the base commit was not read (too large, binary…)": no such file is known to exist.
    expect(run.base.unread).toEqual([])
    expect(run.base.notes.filter((n) => n.includes('.gitattributes'))).toEqual([])
  })

  it("asks for the directories of many file pages in as few queries as they fill (100 paths each), and still applies the last page's", async () => {
    // Four pages of files, each naming five directories the pages before did not: one query, not one per page.
    const files = Array.from({ length: 350 }, (_, i) => changed(`page-${Math.floor(i / 100)}/dir-${i % 5}/file-${i}.ts`))
    const { run } = await prepared(files, { 'page-3/dir-4/.gitattributes': '*.ts linguist-generated\n' })
    const nestedQueries = fake!.requests.filter((r) => r.graphqlOperation === 'HarbourmasterNestedGitattributes')
    expect(nestedQueries).toHaveLength(1)
    expect(
      run.exclusions
        .filter((e) => e.rule === 'linguist-generated')
        .map((e) => e.path)
        .sort(),
    ).toEqual(
      files
        .map((f) => f.filename)
        .filter((p) => p.startsWith('page-3/dir-4/'))
        .sort(),
    )
  })

  it('reads the same directories past the bound whatever order the file pages arrive in: the shallowest, then by name', async () => {
    fake = await startGitHubFake()
    const baseSha = 'b'.repeat(40)
    // 504 directories: `aaa`, `deep` and 499 packages at depth 1, then `aaa/b`, `deep/x` and `deep/x/y`. The bound keeps
    // `aaa`, `deep` and pkg-000…pkg-497; `deep/x/.gitattributes` lies past it even when its page comes first.
    fake.state.setContents(OWNER, REPO, baseSha, {
      'pkg-002/.gitattributes': '*.ts linguist-generated\n',
      'deep/x/.gitattributes': '*.ts linguist-generated\n',
    })
    const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger: new RecordingLogger(), retryBaseMs: 20 })
    const first = ['deep/x/y/file.ts', 'aaa/b/c.ts', ...Array.from({ length: 100 }, (_, i) => `pkg-${String(i).padStart(3, '0')}/index.ts`)]
    const rest = Array.from({ length: 399 }, (_, i) => `pkg-${String(i + 100).padStart(3, '0')}/index.ts`)
    const read = async (pages: string[][]) => {
      const reader = nestedGitattributesReader(gh.graphql, { owner: OWNER, repo: REPO }, Promise.resolve({ baseSha }))
      for (const page of pages) reader.page(page.map((p) => changedFileOf(p)))
      reader.listed()
      const { files, skipped, cap } = await reader.done()
      return { files: files.map((f) => f.path), skipped, cap }
    }
    const inOrder = await read([first, rest])
    expect(inOrder.files).toEqual(['pkg-002/.gitattributes'])
    expect(inOrder.cap?.detail).toMatch(/^4 directories were not read for a \.gitattributes: .*: pkg-498, aaa\/b, deep\/x, deep\/x\/y$/)
    expect(await read([rest, first])).toEqual(inOrder)
    expect(await read([[...rest, ...first].reverse()])).toEqual(inOrder)
  })

  it('follows no .gitattributes that is a symbolic link, the root one as little as a nested one, as git and Linguist read them', async () => {
    const { run } = await prepared(['gen/a.ts', 'api/gen/b.ts', 'src/c.ts'].map(changed), {
      '.gitattributes': symlinkTo('config/gitattributes'),
      'config/gitattributes': 'gen/** linguist-generated\n',
      'api/.gitattributes': symlinkTo('../config/api.gitattributes'),
      'config/api.gitattributes': 'gen/** linguist-generated\n',
    })
    // git reads a linked .gitattributes from the tree as the link's text, which sets no attribute: nothing is marked.
    expect(run.exclusions).toEqual([])
    expect(run.base.notes).toContainEqual(expect.stringMatching(/^\.gitattributes: not read: a symbolic link, which git does not follow for a \.gitattributes/))
    expect(run.base.unread).toEqual(['.gitattributes'])
    // Never read at its target through the contents API.
    expect(fake!.requests.filter((r) => r.path.includes('/contents/'))).toEqual([])
  })

  it('fails class github, not as a crash, when GitHub cannot answer the query', async () => {
    const { attempt } = await preparing([changed('api/x.ts')], { 'api/.gitattributes': 'x.ts linguist-generated\n' }, {}, (f) =>
      f.faults.add({
        route: 'graphql',
        graphqlOperation: 'HarbourmasterNestedGitattributes',
        times: 10,
        graphqlErrors: [{ message: 'Something went wrong while executing your query.', type: 'INTERNAL' }],
      }),
    )
    await expect(attempt).rejects.toMatchObject({ failureClass: 'github' })
  })
})
