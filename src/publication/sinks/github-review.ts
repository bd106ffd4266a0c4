import { applyLifecycle } from '../lifecycle.js'
import { verifyPublication } from '../verify.js'
import type { ProofSink } from './sink.js'

/**
 * The GitHub review: publish_review (inside OpenCode, or the replay path)
 * posted it; this sink proves it (a new review by the expected identity on
 * the exact head SHA with this run's marker, matching the receipt) and then
 * applies the findings ledger's plan to earlier threads (replies, resolutions). Its failure decides the outcome.
 */
export const githubReviewSink: ProofSink = {
  id: 'github-review',
  kind: 'proof',
  applies: (record) => record.mode === 'comment' || record.mode === 'blocking',
  async emit(record, context) {
    if (!context.snapshot) throw new Error('no review snapshot was taken before the runtime started')
    const target = { owner: record.owner, repo: record.repo, pullNumber: record.pullNumber }
    // GraphQL reads only for a review someone else edited (verify.ts).
    const port = { request: context.rest.request, graphql: context.graphql.graphql }
    const verified = await verifyPublication(port, {
      ...target,
      snapshot: context.snapshot,
      marker: record.marker,
      runId: record.runId,
      headSha: record.headSha,
      expectedLogin: context.expectedLogin,
      privateDir: context.privateDir,
      delaysMs: context.verifyDelaysMs,
      logger: context.logger,
    })
    const plan = context.ledgerPlan
    const lifecycle =
      plan && plan.actions.length > 0
        ? await applyLifecycle(context.rest, context.graphql, {
            ...target,
            runId: record.runId,
            expectedLogin: context.expectedLogin,
            plan,
            logger: context.logger,
            writes: context.writes,
            track: context.lifecycleTrack,
            ...(context.redact ? { redact: context.redact } : {}),
          })
        : undefined
    return { reviewId: verified.reviewId, waitedMs: verified.waitedMs, lifecycle, label: verified.label, labelRefusal: verified.labelRefusal }
  },
}
