import { z } from 'zod'

/**
 * review-index.json: the map of the staged review that every agent reads first.
 * Everything in it was decided by the trusted runner; text fields that came
 * from the PR are sanitised before they are written.
 */
export const riskLevelSchema = z.enum(['high', 'medium', 'low'])

// A line past a cut: its number and lineKey (fingerprint.ts), at most about 256 characters, never the line.
const cutLineSchema = z.object({ line: z.number().int().positive(), key: z.string().max(300) }).strict()

export const indexedFileSchema = z.object({
  path: z.string(),
  previousPath: z.string().optional(),
  status: z.enum(['added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged']),
  additions: z.number().int(),
  deletions: z.number().int(),
  risk: riskLevelSchema,
  riskReasons: z.array(z.string()),
  /** Name of the staged patch inside patches/ (reversible encoding of path). */
  patchFile: z.string(),
  patchBytes: z.number().int(),
  /** GitHub's patch held hidden characters, which the staged patch shows as `\uXXXX` text. */
  hiddenShown: z.literal(true).optional(),
  /**
   * Per side and line number, where the staged line's `\uXXXX` texts came from (`H` a hidden
   * character, `L` the code's own six characters; escapeOrigins), for lines with a hidden one:
   * finding ids tell a bidi control from its escape written as code (fingerprint.ts).
   */
  hiddenLines: z
    .object({ RIGHT: z.record(z.string(), z.string()).optional(), LEFT: z.record(z.string(), z.string()).optional() })
    .strict()
    .optional(),
  /**
   * A patch cut inside a hunk: per side, the first non-blank line GitHub's patch has below the last
   * line kept (number, lineKey as staged), the lower neighbour finding ids hash (fingerprint.ts).
   */
  cutAfter: z
    .object({
      RIGHT: cutLineSchema.optional(),
      LEFT: cutLineSchema.optional(),
      /** Per side, the line a cut inside a line shows only the start of, with the lineKey of GitHub's whole text as staged. */
      shortened: z.object({ RIGHT: cutLineSchema.optional(), LEFT: cutLineSchema.optional() }).strict().optional(),
    })
    .strict()
    .optional(),
  truncated: z.boolean(),
  specialists: z.array(z.string()),
})
export type IndexedFile = z.infer<typeof indexedFileSchema>

export const exclusionSchema = z.object({
  path: z.string(),
  reason: z.string(),
  rule: z.string(),
})
export type Exclusion = z.infer<typeof exclusionSchema>

export const capSchema = z.object({
  cap: z.string(),
  limit: z.number(),
  detail: z.string(),
})
export type CapReached = z.infer<typeof capSchema>

export const reviewIndexSchema = z.object({
  version: z.literal(1),
  pr: z.object({
    owner: z.string(),
    repo: z.string(),
    number: z.number().int(),
    title: z.string(),
    author: z.string(),
    baseRef: z.string(),
    headRef: z.string(),
    headSha: z.string(),
    baseSha: z.string(),
    changedFiles: z.number().int(),
  }),
  files: z.array(indexedFileSchema),
  exclusions: z.array(exclusionSchema),
  caps: z.array(capSchema),
  specialists: z.array(z.object({ name: z.string(), reasons: z.array(z.string()), patches: z.array(z.string()) })),
})
export type ReviewIndex = z.infer<typeof reviewIndexSchema>
