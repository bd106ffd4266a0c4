import type { ChangedFile } from '../core/contracts/changed-file.js'
import { toHarbourmasterError } from '../core/errors.js'
import type { RestPort } from '../core/github/client.js'
import type { PullRequestRef } from './pull-request.js'
import type { ProvenReview } from '../core/publication/proven-review.js'

/**
 * What changed since the last head a proven Harbourmaster review covered,
 * from GitHub's compare API (`GET /repos/{owner}/{repo}/compare/{base}...{head}`).
 * A delta review reviews only those files. Anything that makes the answer
 * unusable falls back to a full review, with the reason said:
 * - no proven earlier review (first review of the PR), or none that covered
 *   every changed file (a newer incomplete one is skipped: what it left out
 *   is reviewed again from the last complete review);
 * - the last reviewed head is the head itself (nothing new: review it whole);
 * - the last reviewed head is not an ancestor of the head (force-push, rebase):
 *   compare status `diverged` or `behind`;
 * - the compare call failed (404 for a commit GitHub no longer has, 5xx, ...);
 * - GitHub's own cap: the file list holds at most 300 files for the whole
 *   comparison, so 300 listed files may not be all of them;
 * - our cap: more than `maxCommits` commits since the last review.
 * Files come only with page 1, so one request with per_page=100 is enough:
 * `total_commits` counts every commit, paged or not.
 */
export const COMPARE_FILE_LIMIT = 300
export const DEFAULT_MAX_DELTA_COMMITS = 250

export type PushDelta =
  | {
      kind: 'full'
      reason: string
      since: string | undefined
      /** Someone other than the expected login edited the body of the review at `since` (review-edits.ts): its listing is not read. */
      baseEditedBy?: string
      /**
       * With baseEditedBy: that body as we posted it, from GitHub's edit history, when it still
       * carries our run marker for `since`; open-in-body.ts reads its body-only findings from it.
       * Absent: the original is lost (body-cut.ts reports it).
       */
      baseOriginal?: string
      /**
       * Only when `since` is the head itself (a re-run reviewing it whole again): earlier findings the
       * run of that review found fixed (its body's settled markers). Same code, so its verdict stands.
       */
      settled?: ReadonlySet<string>
    }
  | {
      kind: 'delta'
      since: string
      commits: number
      /** Files changed since `since`, by path; a rename is listed under its new path. */
      changed: Map<string, ChangedFile>
      reason: string
      /** Earlier findings the run of the review at `since` found fixed (its body's settled markers, src/context/review-edits.ts). */
      settled?: ReadonlySet<string>
    }

export interface PushDeltaOptions {
  headSha: string
  /** The last proven review that covered every changed file. */
  lastReviewed: ProvenReview | undefined
  /** A newer proven review that left files unreviewed, if any. */
  incomplete?: ProvenReview | undefined
  maxCommits?: number
}

interface CompareFile {
  filename: string
  status: ChangedFile['status']
  previous_filename?: string
  additions: number
  deletions: number
  changes: number
  patch?: string
  sha: string | null
}

export async function loadPushDelta(rest: RestPort, ref: PullRequestRef, options: PushDeltaOptions): Promise<PushDelta> {
  const since = options.lastReviewed?.headSha
  const skipped = options.incomplete
  if (!since && skipped)
    return { kind: 'full', reason: `the review of ${short(skipped.headSha)} was incomplete and no earlier review covered every file`, since: skipped.headSha }
  if (!since) return { kind: 'full', reason: 'no earlier proven Harbourmaster review', since: undefined }
  if (since === options.headSha) return { kind: 'full', reason: `the head ${short(since)} was already reviewed; reviewing it whole again`, since }
  let data: { status: string; total_commits: number; files?: CompareFile[] }
  try {
    const answer = await rest.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
      owner: ref.owner,
      repo: ref.repo,
      basehead: `${since}...${options.headSha}`,
      per_page: 100,
      page: 1,
    })
    data = answer.data as unknown as typeof data
  } catch (error) {
    const failure = toHarbourmasterError(error)
    return { kind: 'full', reason: `the compare with ${short(since)} failed (${failure.message.slice(0, 160)})`, since }
  }
  if (data.status === 'diverged' || data.status === 'behind') {
    return {
      kind: 'full',
      reason: `force-push: the last reviewed head ${short(since)} is not an ancestor of ${short(options.headSha)} (compare status ${data.status})`,
      since,
    }
  }
  if (data.status !== 'ahead' && data.status !== 'identical')
    return { kind: 'full', reason: `the compare with ${short(since)} answered status '${data.status}'`, since }
  const files = data.files ?? []
  if (files.length >= COMPARE_FILE_LIMIT) {
    return {
      kind: 'full',
      reason: `the compare with ${short(since)} lists ${files.length} files, GitHub's cap (${COMPARE_FILE_LIMIT}); some changes may be missing`,
      since,
    }
  }
  const maxCommits = options.maxCommits ?? DEFAULT_MAX_DELTA_COMMITS
  if (data.total_commits > maxCommits) {
    return { kind: 'full', reason: `${data.total_commits} commits since ${short(since)}, over the delta cap of ${maxCommits}`, since }
  }
  const changed = new Map<string, ChangedFile>()
  for (const f of files) {
    changed.set(f.filename, {
      filename: f.filename,
      previousFilename: f.previous_filename,
      status: f.status,
      additions: f.additions,
      deletions: f.deletions,
      changes: f.changes,
      patch: f.patch,
      sha: f.sha ?? undefined,
    })
  }
  return {
    kind: 'delta',
    since,
    commits: data.total_commits,
    changed,
    reason: `${changed.size} file(s) changed in ${data.total_commits} commit(s) since ${short(since)}${skipped ? ` (the last complete review; the review of ${short(skipped.headSha)} was incomplete)` : ''}`,
  }
}

export function short(sha: string): string {
  return sha.slice(0, 7)
}
