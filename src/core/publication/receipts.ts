import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { findingTestsSchema } from '../contracts/test-verdicts.js'
import { assessmentSchema, findingSchema, reviewPayloadSchema } from '../contracts/review-payload.js'
import {
  executionReceiptSchema,
  publicationFailureSchema,
  publicationReceiptSchema,
  publicationSkipSchema,
  RECEIPT_FILES,
  type ExecutionReceipt,
  type PublicationFailure,
  type PublicationSkip,
  type PublicationReceipt,
} from '../contracts/run-config.js'
import { FINDING_ID_PATTERN } from '../contracts/fingerprint.js'

/**
 * Private receipts, written by the plugins into the private directory (0700,
 * outside every agent-readable root) and read by the runner. The record
 * receipt holds the validated payload with trusted finding ids and placement;
 * both publish_review and record_review write it, so the runner builds its
 * outputs, summary and annotations from one typed source in every mode.
 */
// Publication always writes the assessment (confidence, verdict, route); it is optional here only so
// records saved before routing existed still read (a replay then treats them as not-applicable).
export const recordedFindingSchema = findingSchema.extend(assessmentSchema.partial().shape).extend({
  id: z.string().regex(new RegExp(`^${FINDING_ID_PATTERN}$`)),
  /** `none`: routed to drop, never published. */
  placement: z.enum(['inline', 'body', 'none']),
  reason: z.string().optional(),
  tests: findingTestsSchema.optional(),
  /** Placed in the body, but GitHub's body limit left it out: only the findings file and the job summary show it. */
  bodyCut: z.literal(true).optional(),
})
export type RecordedFinding = z.infer<typeof recordedFindingSchema>

export const recordReceiptSchema = z.object({
  version: z.literal(1),
  runId: z.string(),
  headSha: z.string(),
  tool: z.enum(['publish_review', 'record_review']),
  payload: reviewPayloadSchema,
  findings: z.array(recordedFindingSchema),
})
export type RecordReceipt = z.infer<typeof recordReceiptSchema>

/** Written atomically with mode 0600 so the runner never reads half a receipt. */
async function writePrivateJson(dir: string, name: string, value: unknown): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const path = join(dir, name)
  const tmp = `${path}.${process.pid}.tmp`
  await writeFile(tmp, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 })
  await rename(tmp, path)
  return path
}

export function writePublicationReceipt(dir: string, receipt: PublicationReceipt): Promise<string> {
  return writePrivateJson(dir, RECEIPT_FILES.publication, publicationReceiptSchema.parse(receipt))
}

/**
 * Marks that publication has begun (before its first GitHub request): a run
 * cancelled from here on may have left a review, and says so.
 */
export function markPublicationStarted(dir: string): Promise<void> {
  return markStarted(dir, RECEIPT_FILES.publicationStarted)
}

/** Whether publication had begun before (an earlier attempt of this run, in this or an earlier editor process). */
export async function publicationStartedBefore(dir: string): Promise<boolean> {
  try {
    await access(join(dir, RECEIPT_FILES.publicationStarted))
    return true
  } catch {
    return false
  }
}

/** Marks that the specialists have begun (spawn_reviewers), for the same report. */
export function markReviewersStarted(dir: string): Promise<void> {
  return markStarted(dir, RECEIPT_FILES.reviewersStarted)
}

async function markStarted(dir: string, name: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await writeFile(join(dir, name), `${new Date().toISOString()}\n`, { mode: 0o600, flag: 'a' })
}

/** A refusal the workflow must fix; the runner reports it with this class instead of "not proven". */
export function writePublicationFailure(dir: string, failure: PublicationFailure): Promise<string> {
  return writePrivateJson(dir, RECEIPT_FILES.publicationFailure, publicationFailureSchema.parse(failure))
}

/** Another run's review on this head was found before the POST; the runner ends the run skipped. */
export function writePublicationSkip(dir: string, skip: PublicationSkip): Promise<string> {
  return writePrivateJson(dir, RECEIPT_FILES.publicationSkipped, publicationSkipSchema.parse(skip))
}

export function writeRecordReceipt(dir: string, receipt: RecordReceipt): Promise<string> {
  return writePrivateJson(dir, RECEIPT_FILES.record, recordReceiptSchema.parse(receipt))
}

export type ReceiptRead<T> = { status: 'present'; receipt: T } | { status: 'missing' } | { status: 'invalid'; why: string }

async function readPrivateJson<T>(dir: string, name: string, schema: z.ZodType<T>): Promise<ReceiptRead<T>> {
  let text: string
  try {
    text = await readFile(join(dir, name), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' }
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { status: 'invalid', why: `${name} is not JSON` }
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? { status: 'present', receipt: parsed.data } : { status: 'invalid', why: `${name} does not match its schema` }
}

export function readPublicationReceipt(dir: string): Promise<ReceiptRead<PublicationReceipt>> {
  return readPrivateJson(dir, RECEIPT_FILES.publication, publicationReceiptSchema)
}

/** publish_review's account of its last failed POST (publication-failure.json). */
export function readPublicationFailureReceipt(dir: string): Promise<ReceiptRead<PublicationFailure>> {
  return readPrivateJson(dir, RECEIPT_FILES.publicationFailure, publicationFailureSchema)
}

export function readRecordReceipt(dir: string): Promise<ReceiptRead<RecordReceipt>> {
  return readPrivateJson(dir, RECEIPT_FILES.record, recordReceiptSchema)
}

/** spawn_reviewers' execution receipt (written before it answers the editor): the team's status for publication's notes. */
export function readExecutionReceipt(dir: string): Promise<ReceiptRead<ExecutionReceipt>> {
  return readPrivateJson(dir, RECEIPT_FILES.execution, executionReceiptSchema)
}
