import type { PullRequestFacts } from '../../../src/context/records.js'

/**
 * A pull request as the runner reads it from GitHub: open, same-repository, not a draft, one
 * changed file, unless `over` says otherwise. The URL follows the owner, repo and number given.
 */
export function pullRequestFactsOf(over: Partial<PullRequestFacts> = {}): PullRequestFacts {
  const owner = over.owner ?? 'acme'
  const repo = over.repo ?? 'app'
  const number = over.number ?? 1
  return {
    owner,
    repo,
    number,
    title: 't',
    body: '',
    author: 'dev',
    state: 'open',
    merged: false,
    draft: false,
    locked: false,
    baseRef: 'main',
    baseSha: 'b'.repeat(40),
    headRef: 'feature',
    headSha: 'a'.repeat(40),
    baseRepoFullName: `${owner}/${repo}`,
    headRepoFullName: `${owner}/${repo}`,
    changedFiles: 1,
    additions: 1,
    deletions: 0,
    commits: 1,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    htmlUrl: `https://github.com/${owner}/${repo}/pull/${number}`,
    ...over,
  }
}
