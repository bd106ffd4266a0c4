import type { ChangedFile } from '../core/contracts/changed-file.js'
import type { CapReached } from '../core/contracts/review-index.js'
import type { RestPort } from '../core/github/client.js'
import { lastPage } from '../github/link-header.js'
import { boundedMap } from './bounded-map.js'
import type { PullRequestRef } from './pull-request.js'
import type { LoadedFiles } from './records.js'
import { MAX_ALONE, suspectRows, withheldCap } from './withheld-patches.js'

/** GitHub lists at most 3,000 files of a PR (30 pages of 100). */
export const GITHUB_FILE_LIMIT = 3000
const PER_PAGE = 100
const MAX_PAGES = GITHUB_FILE_LIMIT / PER_PAGE

export interface LoadFilesOptions {
  /**
   * changed_files from the PR: how many pages to request, and GitHub's cap to report. As a
   * promise (the PR still being read), page 1 leaves at once and the others once it is known.
   */
  changedFiles: number | Promise<number>
  /** Pages in flight at once (default: all of them, at most 30). */
  concurrency?: number
  /**
   * Called with each page's files as soon as that page arrives (in arrival
   * order, duplicates across pages included): the caller's CPU work on them
   * overlaps the pages still in flight. A row read again alone is handed over
   * on its own. The objects handed over make up the result, except rows marked
   * withheld, which are new objects the caller has not seen.
   */
  onPage?: (files: readonly ChangedFile[]) => void
  /** Rows listed past GitHub's patch budget of a page read again alone, at most (withheld-patches.ts). */
  maxAlone?: number
}

/**
 * Every file page at once (GitHub lists at most 30): the client runs up to
 * MAX_CONCURRENT_REQUESTS (40) at a time, so the review and comment pages
 * loaded beside the files still leave in the same round.
 */
const DEFAULT_CONCURRENCY = MAX_PAGES

/**
 * Lists the changed files. The PR's `changed_files` already says how many
 * pages there are, so every page is requested at once (within a small bound)
 * instead of waiting for page 1's `Link` header: one round of latency less,
 * and the same requests. Should the PR have grown since it was read, the last
 * page's `Link` header says so and the missing pages follow.
 */
export async function loadFiles(rest: RestPort, ref: PullRequestRef, options: LoadFilesOptions): Promise<LoadedFiles> {
  const list = async (n: number, perPage: number): Promise<{ files: ChangedFile[]; full: boolean; link: string | undefined }> => {
    const answer = await rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.number,
      per_page: perPage,
      page: n,
    })
    const files = answer.data.map((entry): ChangedFile => ({
      filename: entry.filename,
      previousFilename: entry.previous_filename,
      status: entry.status,
      additions: entry.additions,
      deletions: entry.deletions,
      changes: entry.changes,
      patch: entry.patch,
      sha: entry.sha ?? undefined,
      // Typed non-null after GitHub's schema, which is wrong here: both are null for a submodule.
      ...((entry.blob_url as string | null) === null && (entry.raw_url as string | null) === null ? { submodule: true as const } : {}),
    }))
    options.onPage?.(files)
    return { files, full: answer.data.length === perPage, link: answer.headers.link }
  }
  const page = (n: number) => list(n, PER_PAGE)
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY
  const first = page(1)
  // Settled by whichever comes first: the PR read failing must not leave page 1's failure unobserved.
  first.catch(() => undefined)
  const changedFiles = await options.changedFiles
  const planned = Math.max(1, Math.min(MAX_PAGES, Math.ceil(changedFiles / PER_PAGE)))
  const answers = await Promise.all([first, ...(await boundedMap(pagesFrom(2, planned), concurrency, page))])
  const tail = answers.at(-1)
  // Only a full last page can have more behind it.
  const beyond = tail && tail.full ? Math.min(MAX_PAGES, lastPage(tail.link) ?? planned) : planned
  const extra = await boundedMap(pagesFrom(planned + 1, beyond), concurrency, page)
  const pages = [...answers, ...extra].map((answer) => answer.files)
  const { reread, withheld } = await readSuspectsAlone(
    pages,
    options.maxAlone ?? MAX_ALONE,
    concurrency,
    async (position) => (await list(position, 1)).files[0],
  )

  const seen = new Set<string>()
  const files: ChangedFile[] = []
  for (const file of pages.flat()) {
    // Page boundaries can shift if the PR changes mid-listing; never stage a path twice.
    if (seen.has(file.filename)) continue
    seen.add(file.filename)
    files.push(file)
  }
  const caps: CapReached[] = []
  if (changedFiles > files.length) {
    caps.push({
      cap: 'github-file-limit',
      limit: GITHUB_FILE_LIMIT,
      detail: `GitHub listed ${files.length} of the PR's ${changedFiles} changed files; the rest cannot be read through the API and were not reviewed`,
    })
  }
  const unread = withheldCap(withheld, options.maxAlone ?? MAX_ALONE)
  if (unread) caps.push(unread)
  return { files, caps, pages: pages.length, reread }
}

/**
 * Reads again alone (per_page=1 at the row's place in the listing) each row GitHub may have listed
 * past its patch budget for the response, replacing it in `pages` when the listing still has that
 * file there; rows past `maxAlone` are replaced by withheld copies.
 */
async function readSuspectsAlone(
  pages: ChangedFile[][],
  maxAlone: number,
  concurrency: number,
  alone: (position: number) => Promise<ChangedFile | undefined>,
): Promise<{ reread: number; withheld: ChangedFile[] }> {
  const suspects = pages.flatMap((files, p) => suspectRows(files).map((i) => ({ files, i, position: p * PER_PAGE + i + 1 })))
  await boundedMap(suspects.slice(0, maxAlone), concurrency, async ({ files, i, position }) => {
    const again = await alone(position)
    // A listing that shifted meanwhile names another file there: the row stays as it was listed.
    if (again && again.filename === files[i]?.filename) files[i] = again
  })
  const withheld = suspects.slice(maxAlone).map(({ files, i }) => {
    const marked: ChangedFile = { ...(files[i] as ChangedFile), withheld: true }
    files[i] = marked
    return marked
  })
  return { reread: Math.min(maxAlone, suspects.length), withheld }
}

function pagesFrom(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i)
}
