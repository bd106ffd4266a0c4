import { z } from 'zod'
import { capSchema, exclusionSchema } from './review-index.js'
import { reviewPayloadSchema, severitySchema } from './review-payload.js'
import { recordedFindingSchema } from '../publication/receipts.js'
import { testVerdictEntrySchema } from './test-verdicts.js'
import { teamAccountSchema } from './run-config.js'

/**
 * The findings file: a complete, versioned record of a run's review phase.
 * It holds what the editor submitted (validated payload), the findings with
 * their trusted ids and placement, what the run reviewed (head SHA,
 * exclusions, caps), the inputs of its run marker and the routing settings.
 * Publication needs nothing else, so `replay-findings` publishes a saved
 * record without any model call, and the eval harness scores it. Results
 * of the run that wrote it (outcome, review id) are informational: a replay
 * never reads them.
 */
export const REVIEW_RECORD_KIND = 'harbourmaster-review-record'
export const REVIEW_RECORD_VERSION = 2

export const reviewRecordSchema = z.object({
  kind: z.literal(REVIEW_RECORD_KIND),
  version: z.literal(REVIEW_RECORD_VERSION),
  repository: z.object({ owner: z.string(), repo: z.string() }),
  pullNumber: z.number().int().positive(),
  headSha: z.string().regex(/^[0-9a-f]{40}$/),
  /** The inputs of the run marker of the run that recorded it. */
  run: z.object({ id: z.string().regex(/^[A-Za-z0-9._-]+$/), marker: z.string() }),
  mode: z.enum(['comment', 'silent', 'check-only', 'blocking']),
  routing: z.object({ blockingSeverity: severitySchema, maxComments: z.number().int() }),
  tool: z.enum(['publish_review', 'record_review']),
  payload: reviewPayloadSchema,
  findings: z.array(recordedFindingSchema),
  /** Every candidate's test verdict (refuted and dropped ones too), when the run had test evidence. */
  testVerdicts: z.array(testVerdictEntrySchema).optional(),
  exclusions: z.array(exclusionSchema),
  caps: z.array(capSchema),
  /**
   * What the reviewer team could not do, when it did not complete: a replay publishes the review
   * as incomplete as it was (its notes, the partial-coverage marker) and ends the same way.
   */
  team: teamAccountSchema.optional(),
  score: z.number().min(0).max(5),
  result: z.object({
    outcome: z.enum(['success', 'degraded', 'skipped', 'failure']),
    failureClass: z.string().nullable(),
    reviewId: z.number().int().nullable(),
  }),
})
export type ReviewRecord = z.infer<typeof reviewRecordSchema>
