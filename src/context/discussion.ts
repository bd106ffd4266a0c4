import type { CapReached } from '../core/contracts/review-index.js'
import type { RestPort } from '../core/github/client.js'
import { lastPage } from '../github/link-header.js'
import type { PullRequestRef } from './pull-request.js'
import type { IssueComment, LoadedIssueComments, Review } from './records.js'

const PER_PAGE = 100

export interface LoadedReviews {
  reviews: Review[]
  total: number
  caps: CapReached[]
}

/**
 * Loads submitted reviews, oldest first. Earlier Harbourmaster reviews are
 * found here by their run marker; `maxPages` bounds a pathological PR. Past
 * it, the first page and the newest pages are read (GitHub lists oldest
 * first): the last proven Harbourmaster review, which the reviewed-head check
 * and delta review look for, is among the newest, and the cap says how many
 * in between were not read.
 */
export async function loadReviews(rest: RestPort, ref: PullRequestRef, options: { maxPages?: number } = {}): Promise<LoadedReviews> {
  const maxPages = options.maxPages ?? 10
  const page = (n: number) =>
    rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.number,
      per_page: PER_PAGE,
      page: n,
    })
  const first = await page(1)
  const last = lastPage(first.headers.link) ?? 1
  const from = Math.max(2, last - maxPages + 2)
  const wanted = Array.from({ length: Math.max(0, last - from + 1) }, (_, i) => from + i)
  // Every later page at once (at most maxPages - 1): the newest reviews, where the last proven
  // Harbourmaster review usually is, live on the last page, and delta review waits for it.
  const later = await Promise.all(wanted.map(async (n) => (await page(n)).data))
  const reviews: Review[] = [first.data, ...later].flat().map((r) => ({
    id: Number(r.id),
    author: r.user?.login ?? 'ghost',
    state: r.state,
    body: r.body ?? '',
    commitId: r.commit_id ?? undefined,
    submittedAt: r.submitted_at ?? undefined,
    nodeId: r.node_id,
  }))
  const caps: CapReached[] = []
  const total = (last - 1) * PER_PAGE + (later.at(-1) ?? first.data).length
  if (from > 2) {
    const newest = reviews.length - first.data.length
    caps.push({
      cap: 'reviews',
      limit: maxPages * PER_PAGE,
      detail: `the PR has ${total} reviews; the oldest ${first.data.length} and the newest ${newest} were read, ${total - reviews.length} between them were not`,
    })
  }
  return { reviews, total, caps }
}

/**
 * Loads the newest `limit` issue comments (GitHub lists them oldest first, so
 * the newest live on the last pages). Older ones are reported as a cap, not
 * silently dropped.
 */
export async function loadIssueComments(rest: RestPort, ref: PullRequestRef, options: { limit?: number } = {}): Promise<LoadedIssueComments> {
  const limit = options.limit ?? 100
  const page = (n: number) =>
    rest.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      owner: ref.owner,
      repo: ref.repo,
      issue_number: ref.number,
      per_page: PER_PAGE,
      page: n,
    })
  const first = await page(1)
  const last = lastPage(first.headers.link) ?? 1
  const needed = Math.ceil(limit / PER_PAGE) + 1
  const tail = Array.from({ length: Math.min(needed, last - 1) }, (_, i) => last - i).reverse()
  const later = await Promise.all(tail.map(async (n) => (await page(n)).data))
  const fetched = [first.data, ...later].flat()
  const seen = new Set<number>()
  const all: IssueComment[] = []
  for (const c of fetched) {
    const id = Number(c.id)
    if (seen.has(id)) continue
    seen.add(id)
    all.push({ id, author: c.user?.login ?? 'ghost', body: c.body ?? '', createdAt: c.created_at })
  }
  all.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
  const lastPageSize = later.at(-1)?.length ?? first.data.length
  const total = last > 1 ? (last - 1) * PER_PAGE + lastPageSize : all.length
  const comments = all.slice(-limit)
  const caps: CapReached[] = []
  if (total > comments.length) {
    caps.push({
      cap: 'issue-comments',
      limit,
      detail: `the PR has ${total} issue comments; only the newest ${comments.length} were staged`,
    })
  }
  return { comments, total, caps }
}
