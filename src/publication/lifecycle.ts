import { sanitiseInline } from '../core/text/sanitise.js'
import type { GraphqlPort, RestPort, ReviewTarget } from '../core/github/github-port.js'
import type { EarlierFinding } from '../context/records.js'
import type { Disposition } from '../core/contracts/review-payload.js'
import { toHarbourmasterError } from '../core/errors.js'
import type { Logger } from '../core/telemetry/logger.js'

/**
 * After the review is proven, each earlier Harbourmaster finding the editor
 * gave a disposition gets one reply on its thread's ROOT comment, and threads
 * judged fixed are resolved where GitHub lets the token resolve them. Only
 * findings recognised by their marker from the expected bot login (context
 * does that) are ever touched, so a human look-alike thread gets no reply.
 * Failures here are warnings: the review itself already landed.
 */
export interface LifecycleOptions extends ReviewTarget {
  runId: string
  earlier: readonly EarlierFinding[]
  dispositions: readonly Disposition[]
  concurrency?: number
  logger?: Logger
}

export interface LifecycleResult {
  replied: string[]
  resolved: string[]
  warnings: string[]
  /** Dispositions naming no active earlier finding (ignored). */
  unmatched: string[]
}

const STATUS_TEXT: Record<Disposition['status'], string> = {
  fixed: 'Fixed',
  'still-present': 'Still present',
  'no-longer-applies': 'No longer applies',
}

export function renderReply(disposition: Disposition, runId: string): string {
  return [
    `**Harbourmaster:** ${STATUS_TEXT[disposition.status]} — ${sanitiseInline(disposition.note)}`,
    '',
    `<!-- harbourmaster:disposition ${disposition.finding_id} status=${disposition.status} run=${runId} -->`,
  ].join('\n')
}

const RESOLVABLE = `query HarbourmasterThreadResolvable($id: ID!) {
  node(id: $id) { ... on PullRequestReviewThread { id isResolved viewerCanResolve } }
}`
const RESOLVE = `mutation HarbourmasterResolveThread($id: ID!) {
  resolveReviewThread(input: { threadId: $id }) { thread { id isResolved } }
}`

interface ResolvableAnswer {
  node: { id?: string; isResolved?: boolean; viewerCanResolve?: boolean } | null
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function bounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  })
  await Promise.all(lanes)
}

export async function applyLifecycle(rest: RestPort, graphql: GraphqlPort, options: LifecycleOptions): Promise<LifecycleResult> {
  const result: LifecycleResult = { replied: [], resolved: [], warnings: [], unmatched: [] }
  const byId = new Map(options.earlier.map((f) => [f.findingId, f]))
  const work: Array<{ finding: EarlierFinding; disposition: Disposition }> = []
  const seen = new Set<string>()
  for (const disposition of options.dispositions) {
    const finding = byId.get(disposition.finding_id)
    if (!finding || seen.has(disposition.finding_id)) {
      result.unmatched.push(disposition.finding_id)
      continue
    }
    seen.add(disposition.finding_id)
    work.push({ finding, disposition })
  }

  const warn = (findingId: string, what: string, error: unknown): void => {
    const failure = toHarbourmasterError(error)
    result.warnings.push(`${findingId}: ${what} failed (${failure.message})`)
    options.logger?.event('lifecycle', 'warning', { finding: findingId, what, class: failure.failureClass })
  }

  await bounded(work, options.concurrency ?? 4, async ({ finding, disposition }) => {
    try {
      await rest.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', {
        owner: options.owner,
        repo: options.repo,
        pull_number: options.pullNumber,
        comment_id: finding.rootCommentId,
        body: renderReply(disposition, options.runId),
      })
      result.replied.push(finding.findingId)
    } catch (error) {
      warn(finding.findingId, 'reply', error)
    }
    if (disposition.status !== 'fixed') return
    try {
      const answer = await graphql.graphql<ResolvableAnswer>(RESOLVABLE, { id: finding.threadId })
      if (!answer.node?.viewerCanResolve || answer.node.isResolved) return
      await graphql.graphql(RESOLVE, { id: finding.threadId })
      result.resolved.push(finding.findingId)
    } catch (error) {
      warn(finding.findingId, 'resolve', error)
    }
  })
  options.logger?.event('lifecycle', 'done', {
    replied: result.replied.length,
    resolved: result.resolved.length,
    warnings: result.warnings.length,
    unmatched: result.unmatched.length,
  })
  return result
}
