import { z } from 'zod'
import { FINDING_ID_PATTERN, findingFingerprint, type StagedPatchText } from './fingerprint.js'
import { FINDING_CATEGORIES } from './specialists.js'

/**
 * The review payload: the single source of truth for what the editor submits.
 * It generates the publish/record tool parameters, validates what they receive
 * and types every sink (GitHub review, job summary, annotations, JSON file).
 * Finding ids are computed here, by trusted code, never by a model.
 */
/** The severity scale, most severe first (the order the job summary counts and sorts in); the one list of it. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const
export const severitySchema = z.enum(SEVERITIES)
export const categorySchema = z.enum(FINDING_CATEGORIES)

/** A finding's certainty, from 0 (a guess) to 1 (proven). */
export const confidenceSchema = z.number().min(0).max(1)

/**
 * The verifier's verdict on one finding (PR Sentinel's vocabulary):
 * confirmed, refuted, inconclusive (cannot be decided from the evidence) or
 * not-applicable (a static finding verification does not speak to).
 */
export const VERDICTS = ['confirmed', 'refuted', 'inconclusive', 'not-applicable'] as const
export const verdictSchema = z.enum(VERDICTS)
export type Verdict = z.infer<typeof verdictSchema>

/** Where trusted routing sends a finding: an inline comment, a human's look (body section + label), or the dropped count. */
export const ROUTES = ['inline', 'escalate', 'drop'] as const
export const routeSchema = z.enum(ROUTES)
export type Route = z.infer<typeof routeSchema>

/** Text a reader must see: whitespace alone passed a length bound and rendered as an empty bold title or an empty section. */
const VISIBLE = /\S/
const BLANK = 'must not be blank (whitespace only)'
const visible = (schema: z.ZodString): z.ZodString => schema.regex(VISIBLE, BLANK)

/**
 * The message of each pattern the payload schema uses, by its JSON Schema `pattern`: the JSON Schema
 * publish_review's arguments are built from carries no message, so OpenCode's refusal (the tool error
 * the editor reads first) said "must match pattern /\S/" where this schema says what to fix.
 */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = { [VISIBLE.source]: BLANK }

export const findingSchema = z
  .object({
    path: z.string().min(1).max(4096).describe('Changed file path exactly as listed in review-index.json'),
    line: z.number().int().positive().describe('Line in the file on the given side that the finding anchors to'),
    start_line: z.number().int().positive().optional().describe('First line of a multi-line range, in the same hunk'),
    side: z.enum(['RIGHT', 'LEFT']).optional().describe('RIGHT (new code, default) or LEFT (removed code)'),
    severity: severitySchema,
    category: categorySchema,
    title: visible(z.string().min(3).max(200)),
    body: visible(z.string().min(1).max(8000)).describe('What is wrong, why it matters, how to fix it'),
    evidence: visible(z.string().min(1).max(4000)).describe('The changed code or fact that proves the finding'),
    suggestion: z.string().max(4000).optional().describe('Replacement code for the anchored lines'),
    confidence: confidenceSchema.optional().describe('How sure the reviewer is that the finding is real, from 0 to 1'),
  })
  .strict()
export type Finding = z.infer<typeof findingSchema>

/**
 * What trusted code adds to every finding: the specialist's confidence, the
 * verifier's verdict, the confidence after it, and the route. Models never
 * write these; sinks (review, job summary, findings file) show them.
 */
export const assessmentSchema = z
  .object({
    confidence: confidenceSchema,
    verdict: verdictSchema,
    confidence_after: confidenceSchema,
    route: routeSchema,
    route_reason: z.string(),
  })
  .strict()
export type Assessment = z.infer<typeof assessmentSchema>

export const dispositionSchema = z
  .object({
    finding_id: z
      .string()
      .regex(new RegExp(`^${FINDING_ID_PATTERN}$`))
      .describe('Id of an earlier Harbourmaster finding, from review-discussion.txt'),
    status: z.enum(['fixed', 'still-present', 'no-longer-applies']),
    note: visible(z.string().min(1).max(2000)),
  })
  .strict()
export type Disposition = z.infer<typeof dispositionSchema>

export const reviewPayloadSchema = z
  .object({
    summary: visible(z.string().min(1).max(20000)).describe('One coherent review summary in Markdown'),
    findings: z.array(findingSchema).max(200),
    dispositions: z.array(dispositionSchema).max(500).default([]),
  })
  .strict()
export type ReviewPayload = z.infer<typeof reviewPayloadSchema>

/**
 * A finding's trusted id: its fingerprint (path, side, category, normalised
 * anchor content with its neighbours; see fingerprint.ts) from the file's
 * patch (GitHub's, or the staged one with its hidden lines). Models never compute it.
 */
export function findingId(finding: Pick<Finding, 'path' | 'line' | 'category' | 'side'>, patch: string | StagedPatchText | undefined): string {
  return findingFingerprint(finding, patch)
}

const SEVERITY_RANK: Record<z.infer<typeof severitySchema>, number> = { critical: 4, high: 3, medium: 2, low: 1, info: 0 }
export function atOrAbove(severity: z.infer<typeof severitySchema>, threshold: z.infer<typeof severitySchema>): boolean {
  return SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold]
}
