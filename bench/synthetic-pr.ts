import { mkdir, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { directoriesAbove, MAX_NESTED_GITATTRIBUTES_DIRS } from '../src/context/nested-gitattributes.js'
import { makePatch, makeThreads } from '../test/support/github-fake/index.js'
import type { FileSeed, GitHubFake } from '../test/support/github-fake/index.js'
import { eventOf, runnerEnv, writePullRequestEvent } from '../test/support/kit/index.js'

/**
 * The synthetic pull requests the benchmarks run against, seeded into the
 * loopback GitHub fake, plus the workflow environment a runner would get for
 * them. Sizes are mixed on purpose: most real files change a few lines, a few
 * change hundreds.
 */

export const OWNER = 'acme'
export const REPO = 'harbour'
export const NUMBER = 4242

/** Kinds the default filter excludes, one file each in turn (5% of the big PR). */
const EXCLUDED_KINDS: Array<(i: number) => FileSeed> = [
  (i) => ({ filename: `packages/p${i}/package-lock.json`, patch: makePatch({ seed: `lock${i}`, hunks: 3, added: 8 }) }),
  (i) => ({ filename: `vendor/lib${i}/index.js`, patch: makePatch({ seed: `vendor${i}` }) }),
  (i) => ({ filename: `src/api${i}.generated.ts`, patch: makePatch({ seed: `gen${i}` }) }),
  (i) => ({ filename: `public/bundle${i}.min.js`, patch: makePatch({ seed: `min${i}` }) }),
  (i) => ({ filename: `public/bundle${i}.js.map`, patch: makePatch({ seed: `map${i}` }) }),
  (i) => ({ filename: `test/__snapshots__/view${i}.test.ts.snap`, patch: makePatch({ seed: `snap${i}` }) }),
  (i) => ({ filename: `assets/icon${i}.png`, status: 'added', patch: null, additions: 0, deletions: 0 }),
]

export interface BigPullRequestShape {
  files: number
  excludedShare: number
  threads: number
  reviews: number
  issueComments: number
}

export const BIG_PR: BigPullRequestShape = { files: 3000, excludedShare: 0.05, threads: 300, reviews: 5, issueComments: 20 }

/** Files of mixed sizes: 70% one small hunk, 25% a few hunks, 5% large rewrites. */
export function bigPullRequestFiles(shape: BigPullRequestShape = BIG_PR): FileSeed[] {
  const excluded = Math.round(shape.files * shape.excludedShare)
  const every = Math.floor(shape.files / excluded)
  const files: FileSeed[] = []
  let excludedSoFar = 0
  for (let i = 0; i < shape.files; i++) {
    if (i % every === every - 1 && excludedSoFar < excluded) {
      const kind = EXCLUDED_KINDS[excludedSoFar % EXCLUDED_KINDS.length] as (i: number) => FileSeed
      files.push(kind(i))
      excludedSoFar++
      continue
    }
    const bucket = i % 20
    const size = bucket === 0 ? { hunks: 20, added: 12, removed: 6 } : bucket < 6 ? { hunks: 4, added: 5, removed: 2 } : { hunks: 1, added: 2, removed: 1 }
    const dir = `src/feature-${String(i % 40).padStart(2, '0')}`
    const filename = i % 9 === 0 ? `test/feature-${i % 40}/module-${i}.test.ts` : `${dir}/module-${i}.ts`
    files.push({ filename, patch: makePatch({ ...size, seed: `f${i}` }) })
  }
  return files
}

export interface SeededRun {
  /** Workflow variables a runner step would get (GITHUB_*, RUNNER_TEMP). */
  env: Record<string, string>
  dir: string
  headSha: string
  listedFiles: number
}

/** Seeds the PR (and its discussion) into the fake and writes the event payload a workflow run would carry. */
export async function seedPullRequest(fake: GitHubFake, files: FileSeed[], shape: Omit<BigPullRequestShape, 'files' | 'excludedShare'>): Promise<SeededRun> {
  const pull = fake.state.addPullRequest({
    owner: OWNER,
    repo: REPO,
    number: NUMBER,
    title: 'Refactor the feature modules',
    body: 'Large mechanical change.',
    user: 'dev',
    files,
  })
  const codePaths = files.filter((f) => f.patch && f.filename.endsWith('.ts') && !f.filename.includes('generated')).map((f) => f.filename)
  if (shape.threads > 0) {
    for (const seed of makeThreads(shape.threads, { paths: codePaths.slice(0, shape.threads), comments: 2, resolvedEvery: 4, outdatedEvery: 6 })) {
      fake.state.addThread(OWNER, REPO, NUMBER, seed)
    }
  }
  for (let i = 0; i < shape.reviews; i++) fake.state.addReview(OWNER, REPO, NUMBER, { user: `reviewer${i}`, body: `Review ${i}`, state: 'COMMENTED' })
  for (let i = 0; i < shape.issueComments; i++) fake.state.addIssueComment(OWNER, REPO, NUMBER, { body: `Comment ${i}`, user: `user${i % 3}` })

  const dir = await mkdtemp(join(tmpdir(), 'hm-bench-'))
  const eventPath = await writePullRequestEvent(join(dir, 'event.json'), eventOf(pull))
  const runnerTemp = join(dir, 'runner-temp')
  await mkdir(runnerTemp, { recursive: true })
  return {
    env: runnerEnv({ eventPath, github: fake, repository: `${OWNER}/${REPO}`, runnerTemp, runId: '77001', runAttempt: '1' }),
    dir,
    headSha: pull.head.sha,
    listedFiles: files.length,
  }
}

export interface ListedCounts {
  files: number
  /** Reviews GitHub lists: every thread comment seeded through a review counts, as on GitHub. */
  reviews: number
  issueComments: number
  threads: number
  /** Subdirectories above the listed files (their base .gitattributes are asked for, up to the bound). */
  directories: number
}

/** What the fake will list for the seeded PR. */
export function listedCounts(fake: GitHubFake): ListedCounts {
  const listed = (fake.state.pull(OWNER, REPO, NUMBER)?.files ?? []).slice(0, 3000)
  const directories = new Set(listed.flatMap((f) => [f.filename, f.previous_filename].flatMap((p) => (p === undefined ? [] : directoriesAbove(p)))))
  return {
    files: fake.state.pull(OWNER, REPO, NUMBER)?.files.length ?? 0,
    directories: directories.size,
    reviews: fake.state.reviews(OWNER, REPO, NUMBER).length,
    issueComments: fake.state.issueComments(OWNER, REPO, NUMBER).length,
    threads: fake.state.threads(OWNER, REPO, NUMBER).length,
  }
}

/**
 * The fewest requests that can read what prepare needs: the PR, every file
 * page (GitHub serves 100 files a page, at most 3,000 files), every page of
 * reviews (earlier Harbourmaster runs are found there), the newest 100 issue
 * comments (one page when there are at most 100), the review threads (one
 * query holds the first and the last 100, each page between them one more;
 * no thread here has more than 100 comments, so no follow-up queries), one
 * query for the base commit's configuration and rules files, and one per 100
 * subdirectories above the changed files for their base .gitattributes.
 */
/** Pages holding the newest 100 issue comments, plus page 1 (its Link header says which page is last). */
function newestHundredPages(n: number): number {
  if (n <= 100) return 1
  const last = Math.ceil(n / 100)
  const firstNeeded = Math.ceil((n - 99) / 100)
  return last - firstNeeded + 1 + (firstNeeded > 1 ? 1 : 0)
}

export function pageMinimum(counts: ListedCounts): { total: number; parts: Record<string, number> } {
  const pages = (n: number) => Math.max(1, Math.ceil(n / 100))
  const parts = {
    pull: 1,
    files: pages(Math.min(counts.files, 3000)),
    reviews: pages(counts.reviews),
    issueComments: newestHundredPages(counts.issueComments),
    threads: 1 + Math.ceil(Math.max(0, counts.threads - 200) / 100),
    baseFiles: 1,
    nestedGitattributes: Math.ceil(Math.min(counts.directories, MAX_NESTED_GITATTRIBUTES_DIRS) / 100),
  }
  return { total: Object.values(parts).reduce((a, b) => a + b, 0), parts }
}
