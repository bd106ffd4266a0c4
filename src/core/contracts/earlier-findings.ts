import { z } from 'zod'

/**
 * <stage>/earlier-findings.json: what the verifier needs to re-check earlier
 * findings the ledger could not settle by code. The runner writes it (see
 * src/stage/earlier-findings-file.ts), spawn_reviewers reads it; every text in
 * it is untrusted and was sanitised before it was written. Which ids are
 * re-checked, and how, travels in the run config, never in this file.
 */
export const EARLIER_FINDINGS_FILE = 'earlier-findings.json'

export const earlierFindingsFileSchema = z.object({
  version: z.literal(1),
  findings: z.array(
    z.object({
      id: z.string(),
      path: z.string(),
      /** The file's path on the head when the pull request renamed it after the finding was posted. */
      renamedTo: z.string().optional(),
      side: z.enum(['LEFT', 'RIGHT']),
      line: z.number().int().optional(),
      originalLine: z.number().int().optional(),
      category: z.string().optional(),
      reason: z.string(),
      finding: z.string(),
      objections: z.array(z.object({ author: z.string(), body: z.string() })),
      /** Earlier developer replies left out (only the last ones are shown): the verifier is told. */
      objectionsLeftOut: z.number().int().positive().optional(),
      code: z.string(),
    }),
  ),
})
export type EarlierFindingsFile = z.infer<typeof earlierFindingsFileSchema>
