import { z } from 'zod'

/**
 * test-evidence.json: what the trusted runner learned from the team's test
 * results (JUnit XML from CI, or the sandboxed test command), mapped to the
 * changed files it is evidence for. It lives in the stage: test names and
 * failure texts come from pull-request code, so they are untrusted, bounded
 * and redacted quoted data. The verdict rules (src/policy/test-verdict.ts)
 * read the statuses; the verifier reads the excerpts.
 */
export const TEST_EVIDENCE_FILE = 'test-evidence.json'

/** `flaky`: reported more than once (a runner's retries), failing and passing: neither evidence for nor against a finding. */
export const testStatusSchema = z.enum(['passed', 'failed', 'skipped', 'flaky'])
export type TestStatus = z.infer<typeof testStatusSchema>

export const testCaseEvidenceSchema = z.object({
  /** Stable, human-readable id: `<test file or suite> > <test name>`. */
  id: z.string().max(600),
  status: testStatusSchema,
  /** The first lines of the failure message and stack (failed and flaky only), bounded and redacted. */
  excerpt: z.string().max(2_000).optional(),
  /** The same test also failed on the base commit (test-command-base): a failure that already existed. */
  failsOnBase: z.boolean().optional(),
})
export type TestCaseEvidence = z.infer<typeof testCaseEvidenceSchema>

export const fileEvidenceSchema = z.object({
  /** The changed file (repository path) the tests are mapped to. */
  path: z.string(),
  /** How the tests were mapped: `file` attribute, classname, test path... */
  mappedBy: z.array(z.string()),
  passed: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /** Tests that failed and then passed when the runner retried them (absent in evidence written before flaky was counted). */
  flaky: z.number().int().optional(),
  /** Failed tests first, then the rest, at most MAX_TESTS_PER_FILE. */
  tests: z.array(testCaseEvidenceSchema),
  /** Tests left out of `tests` to stay within the bound. */
  omitted: z.number().int(),
})
export type FileEvidence = z.infer<typeof fileEvidenceSchema>

export const testEvidenceSchema = z.object({
  version: z.literal(1),
  source: z.enum(['results', 'command']),
  /** Run-wide conditions that make every verdict inconclusive (timeout, runner error, budget). */
  unusable: z.string().optional(),
  files: z.array(fileEvidenceSchema),
  /** Counts over everything parsed, mapped or not. */
  totals: z.object({ reports: z.number().int(), cases: z.number().int(), mapped: z.number().int(), unmapped: z.number().int() }),
  /** Bounds reached and unreadable reports, stated so nothing is lost silently. */
  notes: z.array(z.string()),
  /** Changed files with test files that `{files}` had no room for (the argument limit) and none that ran. */
  notRun: z.array(z.string()).optional(),
})
export type TestEvidence = z.infer<typeof testEvidenceSchema>
