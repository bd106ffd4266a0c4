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
/**
 * 3: `team` is always written (version 2 left it out for a complete team, so a record that lost
 * it replayed as a complete review).
 */
export const REVIEW_RECORD_VERSION = 3

/**
 * Every string and list of a record is bounded when it is read: the file is an artifact another
 * job wrote, and a field without a bound would reach the job summary, the findings file and the
 * review body whole (docs/sinks.md#the-findings-file). The payload keeps its own bounds
 * (docs/review-payload.md); these hold what the runner adds. They are the one source of both sides:
 * the writer cuts to them (with a visible marker, named in telemetry), the loader refuses past them,
 * so every record a run writes is a record a replay reads.
 */
export const RECORD_LIMITS = {
  /** Findings and test verdicts: the payload's 200 plus every candidate the team assessed (dropped ones too). */
  findings: 5_000,
  /** One per changed file GitHub lists (it lists at most 3,000). */
  exclusions: 3_000,
  caps: 100,
  teamErrors: 100,
  /** A route or placement reason: routing's sentence, at most a note longer. */
  reason: 4_000,
  /** An agent's error as the team wrote it (a provider's message included). */
  teamError: 16_000,
  path: 4_096,
  /** Names: owner, repository, cap, agent, category, rule, failure class, test verdict id. */
  name: 200,
  /** Exclusion reasons and cap details. */
  detail: 4_000,
  marker: 500,
  /**
   * The whole file, checked before it is read into memory. The bounds above allow more than this
   * together, so the writer also keeps the file under it (src/publication/sinks/record-fit.ts).
   */
  bytes: 64 * 1024 * 1024,
  /** What an informational text (a reason, an error, a detail) keeps when the file would pass `bytes`. */
  brief: 200,
} as const
const L = RECORD_LIMITS
const bounded = (max: number) => z.string().max(max)

export const reviewRecordSchema = z.object({
  kind: z.literal(REVIEW_RECORD_KIND),
  version: z.literal(REVIEW_RECORD_VERSION),
  repository: z.object({ owner: bounded(L.name), repo: bounded(L.name) }),
  pullNumber: z.number().int().positive(),
  headSha: z.string().regex(/^[0-9a-f]{40}$/),
  /** The inputs of the run marker of the run that recorded it. */
  run: z.object({ id: bounded(L.name).regex(/^[A-Za-z0-9._-]+$/), marker: bounded(L.marker) }),
  mode: z.enum(['comment', 'silent', 'check-only', 'blocking']),
  routing: z.object({ blockingSeverity: severitySchema, maxComments: z.number().int() }),
  tool: z.enum(['publish_review', 'record_review']),
  payload: reviewPayloadSchema,
  findings: z.array(recordedFindingSchema.extend({ route_reason: bounded(L.reason).optional(), reason: bounded(L.reason).optional() })).max(L.findings),
  /** Every candidate's test verdict (refuted and dropped ones too), when the run had test evidence. */
  testVerdicts: z
    .array(testVerdictEntrySchema.extend({ id: bounded(L.name), path: bounded(L.path), category: bounded(L.name), title: bounded(L.detail) }))
    .max(L.findings)
    .optional(),
  exclusions: z.array(exclusionSchema.extend({ path: bounded(L.path), reason: bounded(L.detail), rule: bounded(L.detail) })).max(L.exclusions),
  caps: z.array(capSchema.extend({ cap: bounded(L.name), detail: bounded(L.detail) })).max(L.caps),
  /**
   * Whether the reviewer team completed, and what it could not do when it did not: a replay
   * publishes the review as incomplete as it was (its notes, the partial-coverage marker) and ends
   * the same way. Always written (`status: ok` with no errors for a complete team): a record
   * without it is refused, never read as a complete review.
   */
  team: teamAccountSchema.extend({
    errors: z
      .array(z.object({ agent: bounded(L.name), error: bounded(L.teamError), failureClass: teamAccountSchema.shape.errors.element.shape.failureClass }))
      .max(L.teamErrors),
  }),
  score: z.number().min(0).max(5),
  result: z.object({
    outcome: z.enum(['success', 'degraded', 'skipped', 'failure']),
    failureClass: bounded(L.name).nullable(),
    reviewId: z.number().int().nullable(),
  }),
})
export type ReviewRecord = z.infer<typeof reviewRecordSchema>

/** The account of a team that completed (or of a run that selected no specialist). */
export const TEAM_COMPLETE = { status: 'ok', budgetExceeded: false, errors: [] } as const satisfies ReviewRecord['team']
