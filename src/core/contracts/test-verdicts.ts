import { z } from 'zod'
import { testCaseEvidenceSchema } from './test-evidence.js'

/**
 * What the test evidence decided for each candidate finding. spawn_reviewers
 * writes test-verdicts.json into the private directory (outside every
 * agent-readable root); publish_review and record_review attach an entry to
 * the finding with the same trusted id, and the runner copies every entry,
 * refuted ones included, into the findings file. Test ids and excerpts came
 * from pull-request code: they are quoted, never followed.
 */
export const TEST_VERDICTS_FILE = 'test-verdicts.json'

export const TEST_VERDICTS = ['confirmed', 'refuted', 'inconclusive', 'not-applicable'] as const
export const testVerdictSchema = z.enum(TEST_VERDICTS)
export type TestVerdict = z.infer<typeof testVerdictSchema>

/** The evidence block a finding carries: verdict, why, and the tests behind it (failing ones for a confirmation). */
export const findingTestsSchema = z.object({
  verdict: testVerdictSchema,
  reason: z.string().max(1_000),
  tests: z.array(testCaseEvidenceSchema).max(20),
})
export type FindingTests = z.infer<typeof findingTestsSchema>

export const testVerdictEntrySchema = findingTestsSchema.extend({
  id: z.string(),
  path: z.string(),
  line: z.number().int(),
  category: z.string(),
  title: z.string(),
  /** The verifier's reading of the code before the tests were weighed. */
  verifierVerdict: testVerdictSchema,
  /** The finding's verdict once the tests were weighed; its confidence and route follow from it (src/core/policy/routing.ts). */
  outcome: testVerdictSchema,
})
export type TestVerdictEntry = z.infer<typeof testVerdictEntrySchema>

export const testVerdictsFileSchema = z.object({
  version: z.literal(1),
  entries: z.array(testVerdictEntrySchema),
})
export type TestVerdictsFile = z.infer<typeof testVerdictsFileSchema>
