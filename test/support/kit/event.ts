import { writeFile } from 'node:fs/promises'
import type { FakePullRequest } from '../github-fake/index.js'

/** The repository every scripted run reviews unless told otherwise. */
export const OWNER = 'acme'
export const REPO = 'shop'

export interface PullRequestEventOptions {
  number: number
  headSha: string
  baseSha: string
  /** The event's `action` (default synchronize). */
  action?: string
  draft?: boolean
  /** The head repository's full name (default: the base repository); null when the fork was deleted. */
  headRepo?: string | null
  /** The base repository's full name (default acme/shop). */
  baseRepo?: string
  /** The sender's login; `[bot]` logins are senders of type Bot (default octocat). */
  sender?: string
}

/**
 * A `pull_request` webhook payload with the fields GitHub documents for it
 * that the action reads (number, draft, head and base SHAs and repositories)
 * and the sender.
 */
export function pullRequestEvent(options: PullRequestEventOptions) {
  const baseRepo = options.baseRepo ?? `${OWNER}/${REPO}`
  const headRepo = options.headRepo === undefined ? baseRepo : options.headRepo
  const sender = options.sender ?? 'octocat'
  return {
    action: options.action ?? 'synchronize',
    number: options.number,
    sender: { login: sender, type: sender.endsWith('[bot]') ? 'Bot' : 'User' },
    pull_request: {
      number: options.number,
      draft: options.draft ?? false,
      head: { sha: options.headSha, repo: headRepo === null ? null : { full_name: headRepo } },
      base: { sha: options.baseSha, repo: { full_name: baseRepo } },
    },
  }
}

/** The event of a pull request on the GitHub fake as it now stands (its head, base, draft state and head repository). */
export function eventOf(pr: FakePullRequest, overrides: Partial<PullRequestEventOptions> = {}): PullRequestEventOptions {
  return {
    number: pr.number,
    headSha: pr.head.sha,
    baseSha: pr.base.sha,
    draft: pr.draft,
    headRepo: pr.head.repoFullName,
    baseRepo: pr.repoFullName,
    ...overrides,
  }
}

/** Writes the payload where GITHUB_EVENT_PATH will point; returns that path. */
export async function writePullRequestEvent(path: string, options: PullRequestEventOptions): Promise<string> {
  await writeFile(path, JSON.stringify(pullRequestEvent(options)))
  return path
}
