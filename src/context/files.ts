import type { ChangedFile } from '../contracts/changed-file.js'
import type { CapReached } from '../contracts/review-index.js'
import type { RestPort } from '../github/client.js'
import { lastPage } from '../github/link-header.js'
import { boundedMap } from './bounded-map.js'
import type { PullRequestRef } from './pull-request.js'
import type { LoadedFiles } from './records.js'

/** GitHub lists at most 3,000 files of a PR (30 pages of 100). */
export const GITHUB_FILE_LIMIT = 3000
const PER_PAGE = 100
const MAX_PAGES = GITHUB_FILE_LIMIT / PER_PAGE

export interface LoadFilesOptions {
  /** changed_files from the PR, to report GitHub's cap when it lists fewer. */
  changedFiles: number
  /** Pages fetched at once after the first (default 4). */
  concurrency?: number
}

/**
 * Lists the changed files. The first page's `Link: rel="last"` tells how many
 * pages remain; those are fetched concurrently with a small bound instead of
 * walking `next` links one round trip at a time.
 */
export async function loadFiles(rest: RestPort, ref: PullRequestRef, options: LoadFilesOptions): Promise<LoadedFiles> {
  const page = (n: number) =>
    rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.number,
      per_page: PER_PAGE,
      page: n,
    })
  const first = await page(1)
  const fromLink = lastPage(first.headers.link)
  const expected = Math.ceil(Math.min(options.changedFiles, GITHUB_FILE_LIMIT) / PER_PAGE)
  // Trust the Link header when present; without it a full first page still
  // means more may follow, so fall back to changed_files.
  const last = Math.min(MAX_PAGES, fromLink ?? (first.data.length === PER_PAGE ? Math.max(expected, 1) : 1))
  const rest2 = Array.from({ length: Math.max(0, last - 1) }, (_, i) => i + 2)
  const later = await boundedMap(rest2, options.concurrency ?? 4, async (n) => (await page(n)).data)

  const seen = new Set<string>()
  const files: ChangedFile[] = []
  for (const entry of [first.data, ...later].flat()) {
    // Page boundaries can shift if the PR changes mid-listing; never stage a path twice.
    if (seen.has(entry.filename)) continue
    seen.add(entry.filename)
    files.push({
      filename: entry.filename,
      previousFilename: entry.previous_filename,
      status: entry.status,
      additions: entry.additions,
      deletions: entry.deletions,
      changes: entry.changes,
      patch: entry.patch,
      sha: entry.sha ?? undefined,
    })
  }
  const caps: CapReached[] = []
  if (options.changedFiles > files.length) {
    caps.push({
      cap: 'github-file-limit',
      limit: GITHUB_FILE_LIMIT,
      detail: `GitHub listed ${files.length} of the PR's ${options.changedFiles} changed files; the rest cannot be read through the API and were not reviewed`,
    })
  }
  return { files, caps, pages: 1 + later.length }
}
