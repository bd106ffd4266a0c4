import type { RestPort } from '../core/github/client.js'
import { ConfigurationError } from '../core/errors.js'
import { statusOf } from '../core/github/failure.js'
import type { PullRequestFacts } from './records.js'

export interface PullRequestRef {
  owner: string
  repo: string
  number: number
}

/** Loads the live PR: its head SHA is the one the gate trusts, never the event's. */
export async function loadPullRequest(rest: RestPort, ref: PullRequestRef): Promise<PullRequestFacts> {
  const { data } = await rest
    .request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.number,
    })
    .catch((error: unknown) => {
      // The event names this pull request of this repository: GitHub hides what a token cannot see behind a 404.
      if (statusOf(error) !== 404) throw error
      throw new ConfigurationError(
        `GitHub answered 404 for pull request #${ref.number} of ${ref.owner}/${ref.repo}, which the event names: the github-token cannot see this repository ` +
          `(a token of another repository or owner, or a fine-grained token not granted it). Pass \${{ github.token }} or a token with access to ${ref.owner}/${ref.repo}.`,
        'github-token',
        { cause: error },
      )
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
