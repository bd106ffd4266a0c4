import type { RestPort } from './client.js'

/**
 * The narrow GitHub surfaces publication uses. The real value is an Octokit
 * WITHOUT the retry plugin: a blind retry of a review POST can publish twice,
 * so publication retries itself, only after looking for its own marker.
 */
export type { RestPort, GraphqlPort } from './client.js'

export interface ReviewTarget {
  owner: string
  repo: string
  pullNumber: number
}

export interface ListedReview {
  id: number
  login: string | undefined
  state: string
  body: string
  commitId: string | null
  submittedAt: string | undefined
}

/** All reviews of a pull request, following pages (GitHub lists 100 at most per page). */
export async function listReviews(rest: RestPort, target: ReviewTarget): Promise<ListedReview[]> {
  const out: ListedReview[] = []
  for (let page = 1; page <= 100; page++) {
    const { data } = await rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      owner: target.owner,
      repo: target.repo,
      pull_number: target.pullNumber,
      per_page: 100,
      page,
    })
    for (const r of data) {
      out.push({ id: Number(r.id), login: r.user?.login, state: r.state, body: r.body ?? '', commitId: r.commit_id, submittedAt: r.submitted_at })
    }
    if (data.length < 100) break
  }
  return out
}

export interface HttpFailure {
  status: number
  headers: Record<string, string | number | undefined>
}

/** Reads the status and headers of an Octokit RequestError without depending on its class. */
export function httpFailure(error: unknown): HttpFailure | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  const status = (error as { status: unknown }).status
  if (typeof status !== 'number') return undefined
  const response = 'response' in error ? (error as { response?: { headers?: Record<string, string | number | undefined> } }).response : undefined
  return { status, headers: response?.headers ?? {} }
}

/**
 * Transient: 5xx (Octokit reports a reset connection as 500), 429, a secondary
 * rate limit (403 with retry-after) and an exhausted primary limit (403 with
 * x-ratelimit-remaining 0, wait until x-ratelimit-reset). Returns how long
 * GitHub asked us to wait, when it said.
 */
export function transientDelay(failure: HttpFailure, now: number = Date.now()): { transient: boolean; retryAfterMs: number | undefined } {
  const raw = failure.headers['retry-after']
  const seconds = raw === undefined ? undefined : Number(raw)
  let retryAfterMs = seconds !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined
  const exhausted = String(failure.headers['x-ratelimit-remaining']) === '0'
  if (exhausted && retryAfterMs === undefined) {
    const reset = Number(failure.headers['x-ratelimit-reset'])
    if (Number.isFinite(reset)) retryAfterMs = Math.max(0, reset * 1000 - now)
  }
  if (failure.status >= 500) return { transient: true, retryAfterMs }
  if (failure.status === 429) return { transient: true, retryAfterMs }
  if (failure.status === 403 && (retryAfterMs !== undefined || exhausted)) return { transient: true, retryAfterMs }
  return { transient: false, retryAfterMs: undefined }
}
