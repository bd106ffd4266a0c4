import type { RestPort } from '../core/github/client.js'
import type { PullRequestFacts } from './records.js'

export interface PullRequestRef {
  owner: string
  repo: string
  number: number
}

/** Loads the live PR: its head SHA is the one the gate trusts, never the event's. */
export async function loadPullRequest(rest: RestPort, ref: PullRequestRef): Promise<PullRequestFacts> {
  const { data } = await rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
    owner: ref.owner,
    repo: ref.repo,
    pull_number: ref.number,
  })
  return {
    owner: ref.owner,
    repo: ref.repo,
    number: data.number,
    title: data.title,
    body: data.body ?? '',
    author: data.user.login,
    state: data.state === 'closed' ? 'closed' : 'open',
    merged: data.merged,
    draft: data.draft ?? false,
    locked: data.locked,
    baseRef: data.base.ref,
    baseSha: data.base.sha,
    headRef: data.head.ref,
    headSha: data.head.sha,
    baseRepoFullName: data.base.repo.full_name,
    headRepoFullName: data.head.repo?.full_name ?? undefined,
    changedFiles: data.changed_files,
    reviewComments: data.review_comments,
    additions: data.additions,
    deletions: data.deletions,
    commits: data.commits,
    createdAt: data.created_at,
    updatedAt: data.updated_at,
    htmlUrl: data.html_url,
  }
}
