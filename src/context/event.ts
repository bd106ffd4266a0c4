import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { ConfigurationError, SkipRun } from '../core/errors.js'

/**
 * Reads the triggering event. Only `pull_request` is reviewed: its payload
 * names the PR and the head SHA this run was started for, which the gate later
 * compares with the live head. Only the fields used are validated. A merge
 * queue's `merge_group` run is skipped, not failed: a check-only or blocking
 * run made a required check must report on it, or no pull request merges.
 */
export interface PullRequestEvent {
  action: string
  number: number
  /** The head SHA the workflow was triggered for. */
  expectedHeadSha: string
  baseRepoFullName: string
  headRepoFullName: string | undefined
  draft: boolean
}

const sha = z.string().regex(/^[0-9a-f]{40}$/, 'a 40-character hex commit SHA')

const payloadSchema = z.object({
  action: z.string(),
  number: z.number().int().positive(),
  pull_request: z.object({
    number: z.number().int().positive(),
    draft: z.boolean().optional(),
    head: z.object({ sha, repo: z.object({ full_name: z.string() }).nullable() }),
    base: z.object({ sha, repo: z.object({ full_name: z.string() }) }),
  }),
})

export function parsePullRequestEvent(eventName: string, payload: unknown): PullRequestEvent {
  if (eventName === 'pull_request_target') {
    // pull_request_target runs with a write token and secrets in the base
    // repository's context while the PR text and diff come from anyone; feeding
    // that to agents hands attacker-controlled input a privileged run.
    throw new ConfigurationError(
      "Harbourmaster refuses the 'pull_request_target' event: it runs with write access and secrets on untrusted fork content. Trigger the workflow with 'on: pull_request' instead.",
      'GITHUB_EVENT_NAME',
    )
  }
  if (eventName === 'merge_group') {
    throw new SkipRun(
      "this run was triggered by 'merge_group' (a merge queue re-running the required checks); Harbourmaster reviews each pull request on its 'pull_request' events, so the merge queue's commit is not reviewed again",
    )
  }
  if (eventName !== 'pull_request') {
    throw new ConfigurationError(
      `Harbourmaster reviews pull requests and must be triggered by 'on: pull_request'; this run was triggered by '${eventName}'.`,
      'GITHUB_EVENT_NAME',
    )
  }
  const parsed = payloadSchema.safeParse(payload)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue ? issue.path.join('.') || '(root)' : '(root)'
    throw new ConfigurationError(
      `The pull_request event payload is not usable: field '${where}' ${issue?.message ?? 'is invalid'}. Expected a pull_request webhook payload with number, head.sha and base.repo.`,
      'GITHUB_EVENT_PATH',
    )
  }
  const { action, pull_request: pr } = parsed.data
  return {
    action,
    number: pr.number,
    expectedHeadSha: pr.head.sha,
    baseRepoFullName: pr.base.repo.full_name,
    headRepoFullName: pr.head.repo?.full_name,
    draft: pr.draft ?? false,
  }
}

export async function readPullRequestEvent(env: { eventName: string; eventPath: string }): Promise<PullRequestEvent> {
  let text: string
  try {
    text = await readFile(env.eventPath, 'utf8')
  } catch (error) {
    throw new ConfigurationError(`Cannot read the event payload at GITHUB_EVENT_PATH (${env.eventPath}).`, 'GITHUB_EVENT_PATH', { cause: error })
  }
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch (error) {
    throw new ConfigurationError('The event payload at GITHUB_EVENT_PATH is not JSON.', 'GITHUB_EVENT_PATH', { cause: error })
  }
  return parsePullRequestEvent(env.eventName, payload)
}
