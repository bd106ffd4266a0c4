import { ConfigurationError, GitHubError, PolicyError } from '../../../src/core/errors.js'
import { transientDelay, type HttpFailure, type RestPort, type ReviewTarget } from '../../../src/core/github/github-port.js'

/**
 * What a failed review request is, in words a user can act on: a token without write access (a
 * configuration problem, naming the permission GitHub wants), a pull request locked or closed
 * while the agents worked (policy), or a GitHub fault. Kept apart from publish.ts, which decides
 * when to post, look and retry; this file only names what went wrong.
 */
const PULL = 'GET /repos/{owner}/{repo}/pulls/{pull_number}'
const COMPARE = 'GET /repos/{owner}/{repo}/compare/{basehead}'

/**
 * A 403 that is not a rate limit, or a 422, is also what GitHub answers when
 * the PR was locked or closed while the agents worked, and a 422 ("The
 * commitOID is not part of the pull request") when a force-push replaced the
 * head the run reviewed. Read the PR once (only on this failure path) so the
 * failure names the real cause as a policy problem instead of blaming the
 * token, GitHub, or an anchor.
 */
export async function explainRefusal(
  rest: RestPort,
  target: ReviewTarget & { headSha: string },
  failure: HttpFailure,
  posts: number,
  requests: string[],
): Promise<Error> {
  if (failure.status !== 403 && failure.status !== 422) return classify(failure, posts)
  let pull: { locked?: boolean; state?: string; head?: { sha?: string } }
  try {
    requests.push(PULL)
    pull = (await rest.request(PULL, { owner: target.owner, repo: target.repo, pull_number: target.pullNumber })).data
  } catch {
    return classify(failure, posts)
  }
  if (pull.locked) return new PolicyError(`the pull request was locked during the run; GitHub refused the review (HTTP ${failure.status})`)
  if (pull.state === 'closed') return new PolicyError(`the pull request was closed during the run; GitHub refused the review (HTTP ${failure.status})`)
  const live = pull.head?.sha
  if (failure.status === 422 && live !== undefined && live !== target.headSha && (await replacedHead(rest, target, live, requests))) {
    return new PolicyError(
      `the PR head moved from ${target.headSha.slice(0, 12)} to ${live.slice(0, 12)} during the run and GitHub refused the review on the reviewed commit (HTTP 422); nothing was posted, and a newer run will review the new head`,
    )
  }
  return classify(failure, posts)
}

/**
 * Whether the reviewed commit left the pull request: a force-push replaced it. After an ordinary
 * push it is an ancestor of the live head, still one of the PR's commits, and GitHub takes a review
 * on it; a 422 then is a refused anchor. When the comparison cannot be read, the moved head is named.
 */
async function replacedHead(rest: RestPort, target: ReviewTarget & { headSha: string }, live: string, requests: string[]): Promise<boolean> {
  try {
    requests.push(COMPARE)
    const { data } = await rest.request(COMPARE, { owner: target.owner, repo: target.repo, basehead: `${target.headSha}...${live}`, per_page: 1 })
    return data.status !== 'ahead' && data.status !== 'identical'
  } catch {
    return true
  }
}

export function classify(failure: HttpFailure, posts: number): Error {
  const after = posts > 0 ? ` after ${posts} attempt${posts === 1 ? '' : 's'}` : ''
  if (failure.status === 401) return new ConfigurationError(`GitHub refused the token (HTTP 401)${after}; check the github-token input`, 'github-token')
  if (failure.status === 403 && transientDelay(failure).transient) return new GitHubError(`GitHub kept rate-limiting the review${after}`, 403)
  if (failure.status === 403) return new ConfigurationError(writeDeniedMessage(failure, after), 'github-token')
  return new GitHubError(`GitHub review request failed with HTTP ${failure.status}${after}`, failure.status)
}

/**
 * publish_review's first request lists the pull request's reviews (a read: a review this run or
 * another already posted, a pending leftover). A refusal there is no missing write permission, and
 * nothing was posted: the message names the read that was refused and what lets the token read.
 */
export function classifyListing(failure: HttpFailure): Error {
  if (failure.status === 401 || (failure.status === 403 && transientDelay(failure).transient)) return classify(failure, 0)
  const what = `GitHub refused to list the pull request's reviews (HTTP ${failure.status}), the read publish_review makes before posting; nothing was posted`
  if (failure.status !== 403) return new GitHubError(what, failure.status)
  const accepted = failure.headers['x-accepted-github-permissions']
  const named = accepted ? ` (GitHub accepts: ${String(accepted)})` : ''
  return new ConfigurationError(
    `${what}. The token cannot read the pull request's reviews${named}. ` +
      `Publishing needs 'pull-requests: write', which includes reading: for \${{ github.token }}, in the workflow's or the job's permissions:; ` +
      `for a GitHub App's installation token or a fine-grained personal access token, in its repository permissions (Pull requests: Read and write). ` +
      `A classic token on an organization that enforces SAML single sign-on must be authorized for that organization; an IP allow list must admit the runner.`,
    'github-token',
  )
}

/**
 * GitHub names the permissions an endpoint accepts in x-accepted-github-permissions
 * (GitHub App and fine-grained tokens), e.g. `pull_requests=write`; it does not say
 * what the token holds. A classic token's scopes come in x-oauth-scopes. Where the permission
 * is granted depends on the kind of token, which this side does not know (an App's token and
 * the workflow's both start `ghs_`), so the message names the place for each: the workflow's
 * `permissions:` reach only `${{ github.token }}`.
 */
export function writeDeniedMessage(failure: HttpFailure, after = ''): string {
  const accepted = failure.headers['x-accepted-github-permissions']
  const scopes = failure.headers['x-oauth-scopes']
  const named = accepted ? ` (GitHub accepts: ${String(accepted)})` : ''
  const classic = scopes !== undefined ? `; this classic token has the scopes '${String(scopes)}' and needs repo (or public_repo for a public repository)` : ''
  return (
    `GitHub denied the review (HTTP 403)${after}: the token cannot write to the pull request${named}. ` +
    `Grant it 'pull-requests: write'${classic}: for \${{ github.token }}, in the workflow's or the job's permissions: (pull-requests: write); ` +
    `for a GitHub App's installation token, in the GitHub App's repository permissions (Pull requests: Read and write), and in permission-pull-requests: write where the token is created; ` +
    `for a fine-grained personal access token, in its repository permissions (Pull requests: Read and write). ` +
    `Runs from forks and Dependabot get a read-only token; use mode: silent or check-only there.`
  )
}
