import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readEnvironment } from '../../src/config/environment.js'
import { readSettings } from '../../src/config/settings.js'
import { readPullRequestEvent } from '../../src/context/event.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { prepare } from '../../src/prepare.js'
import { decodePatchName } from '../../src/stage/safe-name.js'
import { loadStagedReview } from '../../plugins/lib/publication/session.js'
import { preparePublication } from '../../plugins/lib/publication/payload-to-review.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type FileSeed, type GitHubFake } from '../support/github-fake/index.js'
import { eventOf, runnerEnv, writePullRequestEvent, tempDir } from '../support/kit/index.js'

/**
 * One pull request with every kind of changed file GitHub's files listing can hold, and the names
 * git allows: each file is either staged (and a finding on it anchors inline, on that exact path)
 * or reported as skipped with a reason that says what it is. Nothing is dropped silently.
 */
const OWNER = 'acme'
const REPO = 'kinds'
const NUMBER = 7
const EMPTY_BLOB = 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391'
const patch = '@@ -0,0 +1,2 @@\n+const a = 1\n+export default a'

const REVIEWED: string[] = [
  'dir with spaces/file name.ts',
  'src/caf\u00e9.ts',
  'src/cafe\u0301.ts',
  'src/issue#12.ts',
  'src/100%.ts',
  'src/what?.ts',
  'src/pipe|name.ts',
  'src/back`tick`.ts',
  'src/[id]/page.tsx',
  '-leading-dash.ts',
  'src/tab\tand\nnewline.ts',
  `src/${'x'.repeat(250)}.ts`,
  `${'deep/'.repeat(198)}f.ts`,
  'src/Case.ts',
]
const SEEDS: FileSeed[] = [
  ...REVIEWED.map((filename): FileSeed => ({ filename, status: 'added', patch })),
  // A case-only rename that also changed content, and a symlink (its patch is the target).
  { filename: 'src/case.ts', status: 'renamed', previous_filename: 'src/CASE.ts', patch: '@@ -1 +1 @@\n-a\n+b' },
  { filename: 'link-to-config', status: 'added', patch: '@@ -0,0 +1 @@\n+config/settings.json\n\\ No newline at end of file' },
  // A submodule bump: GitHub shows the gitlink as one changed line.
  {
    filename: 'external/lib',
    status: 'modified',
    submodule: true,
    patch: '@@ -1 +1 @@\n-Subproject commit 1111111111111111111111111111111111111111\n+Subproject commit 2222222222222222222222222222222222222222',
  },
  // Skipped, each for its own reason.
  { filename: 'assets/logo.png', status: 'added', patch: null },
  { filename: 'certs/release.p12', status: 'added', patch: null },
  { filename: 'src/empty.ts', status: 'added', patch: null, sha: EMPTY_BLOB },
  { filename: 'data/huge.sql', status: 'modified', patch: null, additions: 40000, deletions: 2 },
  { filename: 'src/moved.ts', status: 'renamed', previous_filename: 'src/old.ts', patch: null },
  // A submodule bump GitHub sent without its pointer line (blob_url and raw_url null, no patch).
  { filename: 'deps/sdk', status: 'modified', patch: null, additions: 1, deletions: 1, submodule: true },
  { filename: '.github/workflows/release.yml', status: 'renamed', previous_filename: 'docs/examples/release.yml', patch: null },
]

let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

async function prepared() {
  fake = await startGitHubFake()
  const pull = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, title: 'Kinds', user: 'dev', files: SEEDS })
  const dir = await tempDir('hm-kinds-')
  const eventPath = await writePullRequestEvent(join(dir, 'event.json'), eventOf(pull))
  const env = readEnvironment(
    runnerEnv({ eventPath, github: { url: fake.url }, repository: `${OWNER}/${REPO}`, runnerTemp: join(dir, 'runner-temp'), runId: '7' }),
  )
  const settings = readSettings((name) => ({ 'github-token': DEFAULT_FAKE_TOKEN, 'max-files': '100' })[name] ?? '')
  const logger = new RecordingLogger()
  const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger, retryBaseMs: 20 })
  const event = await readPullRequestEvent(env)
  return prepare({ settings, env, event, rest: gh.rest, graphql: gh.graphql, logger, stats: gh.stats })
}

describe('file kinds and names through prepare and publication', () => {
  it('stages or reports every listed file, each once, and anchors a finding on each staged path', async () => {
    const run = await prepared()
    const staged = run.allowlist
    const skipped = run.exclusions.map((e) => e.path)
    expect([...staged, ...skipped].sort()).toEqual(SEEDS.map((s) => s.filename).sort())
    expect(new Set([...staged, ...skipped]).size).toBe(SEEDS.length)
    expect(staged.sort()).toEqual([...REVIEWED, 'src/case.ts', 'link-to-config', 'external/lib'].sort())
    for (const [path, name] of run.patchNames) expect(decodePatchName(name, staged)).toBe(path)

    const reasons = Object.fromEntries(run.exclusions.map((e) => [e.path, `${e.rule}: ${e.reason}`]))
    expect(reasons).toEqual({
      'assets/logo.png': 'binary: binary file (.png)',
      'certs/release.p12': 'no-patch: GitHub sent no patch and counts no changed lines (a binary file)',
      'src/empty.ts': 'no-changes: empty file added',
      'data/huge.sql': 'no-patch: GitHub sent no patch (binary or too large)',
      'src/moved.ts': 'no-changes: renamed without content changes',
      'deps/sdk':
        'submodule: git submodule moved to another commit (GitHub sent no patch): its files are in another repository, whose changes this review cannot read; check that commit by hand',
      '.github/workflows/release.yml':
        'no-changes: renamed without content changes, onto a sensitive path (CI workflow (runs with repository secrets and tokens)): GitHub sends no diff, so check the move by hand',
    })

    // publish_review's view of the stage: the allowlist and each staged patch's line map.
    const review = await loadStagedReview({ stageDir: run.stageDir, allowlist: staged })
    const findings = staged.map((path) => ({
      path,
      line: 1,
      severity: 'high',
      category: 'correctness',
      title: 'Check this',
      body: 'The value is never validated.',
      evidence: 'const a = 1',
    }))
    const result = preparePublication(
      { summary: 's', findings },
      { marker: '<!-- harbourmaster:run run=7-1 sha=x -->', allowlist: review.allowlist, lineMaps: review.lineMaps, patches: review.patches, maxComments: 50 },
    )
    expect(result.ok ? [] : result.problems).toEqual([])
    if (result.ok) expect(result.publication.comments.map((c) => c.path).sort()).toEqual([...staged].sort())
  })
})
