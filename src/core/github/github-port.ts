import type { GraphqlPort, RestPort } from './client.js'

/**
 * The narrow GitHub surfaces publication uses. The real value is an Octokit
 * WITHOUT the retry plugin: a blind retry of a review POST can publish twice,
 * so publication retries itself, only after looking for its own marker.
 */
export type { RestPort, GraphqlPort } from './client.js'

/** Publication's port: REST for the review, GraphQL reads for a listed review's edit history. */
export type PublicationPort = RestPort & GraphqlPort

export interface ReviewTarget {
  owner: string
  repo: string
  pullNumber: number
}

export interface ListedReview {
  id: number
  /** GraphQL's id, by which the review's edit history is read (core/publication/review-original.ts). */
  nodeId?: string
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
      out.push({
        id: Number(r.id),
        nodeId: r.node_id,
        login: r.user?.login,
        state: r.state,
        body: r.body ?? '',
        commitId: r.commit_id,
        submittedAt: r.submitted_at,
      })
    }
    if (data.length < 100) break
  }
  return out
}

// One failure reader for the client and publication alike.
export { httpFailure, transientDelay, type HttpFailure } from './failure.js'
