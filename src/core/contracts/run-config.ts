import { z } from 'zod'
import { categorySchema, confidenceSchema, assessmentSchema, findingSchema, severitySchema } from './review-payload.js'
import { FAILURE_CLASSES } from '../errors.js'

/**
 * What the trusted runner hands to the plugins inside OpenCode. It is written
 * to the private directory (0700, outside every agent-readable root); plugins
 * find it through HARBOURMASTER_RUN_CONFIG. The GitHub token is never in it:
 * it travels in its own file (tokenFile) that publish_review reads and
 * removes. The one secret it carries is the provider key inside reviewer.env,
 * which the editor's spawn_reviewers needs to start the reviewer process; the
 * file is 0600 in a directory no agent may read, and is removed after the run.
 */
export const RUN_CONFIG_ENV = 'HARBOURMASTER_RUN_CONFIG'

export const modelRefSchema = z.object({
  providerID: z.string(),
  modelID: z.string(),
})

/** Routing as the runner resolved it (action inputs over .github/harbourmaster.yml over defaults). */
export const routingConfigSchema = z.object({
  autoComment: confidenceSchema,
  escalate: confidenceSchema,
  factors: z.object({ confirm: confidenceSchema, inconclusive: confidenceSchema, refute: confidenceSchema }),
  alwaysEscalate: z.array(categorySchema),
  /** Label added to the pull request when a finding is escalated (comment and blocking modes). */
  label: z.string().min(1).max(50).optional(),
  /** Trusted handles named in the "needs a human look" section. */
  mentions: z.array(z.string()),
})
export type RoutingConfig = z.infer<typeof routingConfigSchema>

/** What the reviewer team could not do: its status, a budget stop, and each agent that failed. */
export const teamAccountSchema = z.object({
  status: z.enum(['ok', 'partial', 'budget-exceeded', 'failed']),
  budgetExceeded: z.boolean(),
  errors: z.array(z.object({ agent: z.string(), error: z.string(), failureClass: z.enum(FAILURE_CLASSES).optional() })),
  /** Findings the specialists reported that failed the finding schema (an account recorded before this field has none). */
  invalid: z.number().int().optional(),
  /** Valid findings on lines outside the hunks, or files not assigned, to the specialist that reported them. */
  outOfScope: z.number().int().optional(),
})
export type TeamAccount = z.infer<typeof teamAccountSchema>

export const runConfigSchema = z.object({
  version: z.literal(1),
  runId: z.string(),
  mode: z.enum(['comment', 'silent', 'check-only', 'blocking']),
  repository: z.object({ owner: z.string(), repo: z.string() }),
  pullNumber: z.number().int(),
  headSha: z.string().regex(/^[0-9a-f]{40}$/),
  marker: z.string(),
  apiUrl: z.string(),
  /** Paths a publication may anchor to: the reviewable changed files. */
  allowlist: z.array(z.string()),
  maxComments: z.number().int(),
  expectedBotLogin: z.string(),
  /** Absolute, canonical directories. */
  stageDir: z.string(),
  checkoutDir: z.string().optional(),
  privateDir: z.string(),
  /** Present for comment and blocking modes only. */
  tokenFile: z.string().optional(),
  /**
   * The name (never the value) of the variable that carries the provider key in both OpenCode
   * processes' environment: the plugins register its value with their redactors, so a key of
   * any shape is masked in tool results and in what publish_review posts or record_review records.
   */
  providerKeyEnv: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/)
    .optional(),
  /** Specialists and the patches assigned to each. */
  specialists: z.array(
    z.object({
      name: z.string(),
      patches: z.array(z.string()),
      /** Its agent reads the checkout (code-quality): it keeps its tools even when its patches all fit inline. */
      readsCheckout: z.boolean().optional(),
      /**
       * Repository guidance from the base commit for these patches, already fenced and labelled
       * by the runner: trusted text that spawn_reviewers sends as the session's system prompt.
       */
      guidance: z.string().optional(),
    }),
  ),
  /**
   * Repository guidance from the base commit for every file the verifier may judge, fenced and
   * labelled by the runner: trusted text spawn_reviewers sends as the verifier session's system
   * prompt, as it sends each specialist's.
   */
  verifierGuidance: z.string().optional(),
  /** Absent in configs written before routing existed: defaults apply. */
  routing: routingConfigSchema.optional(),
  /** Trusted notes for the review body (e.g. configuration files the PR edits, not applied). */
  reviewNotes: z.array(z.string()).optional(),
  /** A replay's recorded team: its review is as incomplete as the recording run's, body notes and coverage marker alike. */
  recordedTeam: teamAccountSchema.optional(),
  models: z.array(modelRefSchema).min(1),
  /** How the reviewer process is started: its trusted config dir and allowlisted env. */
  reviewer: z.object({
    opencodeBin: z.string(),
    configHome: z.string(),
    env: z.record(z.string(), z.string()),
    startTimeoutMs: z.number().int(),
    /**
     * The reviewer server the runner starts once the editor has warmed up:
     * its address and basic-auth header (a secret of the same standing as
     * the provider key) arrive in this private file when it listens
     * (core/opencode/reviewer-address.ts); spawn_reviewers waits for it and
     * attaches, and never starts a reviewer of its own. Absent: the plugin
     * starts the reviewer itself (launcher.ts, prewarm.ts).
     */
    serverFile: z.string().optional(),
  }),
  /**
   * The runner ends the editor session itself once a valid publication (or
   * record) receipt exists; the final tool then waits for that end instead of
   * handing the model a closing turn.
   */
  endOnReceipt: z.boolean().optional(),
  /**
   * Comment mode without review-same-commit: publish_review posts nothing when another run
   * proved a review on this head after this run's gate (two runs on one commit at once, in a
   * workflow without a concurrency group), and writes the skip receipt instead.
   */
  oneReviewPerCommit: z.boolean().optional(),
  tokenBudget: z.number().int(),
  timeoutMs: z.number().int(),
  /**
   * The findings ledger's decisions the plugins act on: earlier findings the
   * verifier re-checks (their text is in <stage>/earlier-findings.json), and
   * fingerprints never to post again (open threads, threads a human resolved,
   * upheld objections) with the anchors of the open ones.
   */
  ledger: z
    .object({
      recheck: z.array(z.object({ id: z.string(), kind: z.enum(['reverify', 'dispute']), anchorChanged: z.boolean() })),
      known: z.array(z.string()),
      anchors: z.array(
        z.object({
          id: z.string(),
          path: z.string(),
          side: z.enum(['LEFT', 'RIGHT']),
          category: z.string().optional(),
          line: z.number().int().optional(),
          /** From the thread's severity badge: a more severe finding near it is a new one, not the thread again. */
          severity: severitySchema.optional(),
        }),
      ),
      /** The runner's sentence on what this push reviewed (delta or full, and why), put in the review body. */
      scope: z.string().optional(),
      /**
       * Ids of the earlier findings a disposition may name: threads of ours (the expected login,
       * this instance, a marker as we posted it) on this pull request, not closed by a person.
       * A disposition naming another id is refused, and left out with a note on the last attempt.
       */
      earlier: z.array(z.string()).optional(),
      /**
       * Findings the delta base listed only in its body, on files this push leaves alone
       * (src/context/open-in-body.ts): publish_review lists them again under "Still open from
       * earlier reviews", so the push after this one still finds them. Read from our own proven
       * review; the title is rendered by publish_review's sanitiser and never shown to an agent.
       */
      inBody: z
        .array(
          z.object({
            id: z.string(),
            path: z.string(),
            side: z.enum(['LEFT', 'RIGHT']),
            line: z.number().int(),
            startLine: z.number().int().optional(),
            severity: severitySchema,
            category: categorySchema,
            title: z.string().max(1_000),
            since: z.string(),
            /** Why this push left out its file, changed since (open-in-body.ts): the body says it was not checked again. */
            leftOutBy: z.string().max(1_000).optional(),
            /** With leftOutBy on a full review (a force-push): whether the file changed is not known, and the body says so. */
            changeUnknown: z.boolean().optional(),
            /** A gating run's blocking-severity it is at or above: it blocks the pull request, and the body says so and what clears it. */
            blocksAt: severitySchema.optional(),
          }),
        )
        .optional(),
    })
    .optional(),
})
export type RunConfig = z.infer<typeof runConfigSchema>

/** Private receipts written by plugins; names inside privateDir. */
export const RECEIPT_FILES = {
  execution: 'execution-receipt.json',
  publication: 'publication-receipt.json',
  record: 'record-receipt.json',
  events: 'events.jsonl',
  assessments: 'assessments.json',
  /** Written by spawn_reviewers when the specialists start (cancellation reports the stage). */
  reviewersStarted: 'reviewers-started',
  /** Written by publish_review before its first GitHub request: from here on a review may exist. */
  publicationStarted: 'publication-started',
  /**
   * Written by publish_review when a POST failed: `configuration` (a refusal the workflow must fix)
   * ends the run at once; `github` or `policy` is the run's account only if no review is proven.
   * Removed when a later attempt publishes.
   */
  publicationFailure: 'publication-failure.json',
  /** Written by publish_review when another run proved a review on this head first: the run ends skipped. */
  publicationSkipped: 'publication-skipped.json',
  /** Written by the runner before the editor's first prompt: its deadline, which the team's are cut from (run-deadline.ts). */
  editorDeadline: 'editor-deadline.json',
} as const

export const publicationFailureSchema = z.object({
  version: z.literal(1),
  runId: z.string(),
  failureClass: z.enum(['configuration', 'github', 'policy']),
  message: z.string(),
  /**
   * A POST GitHub answered with a 5xx (`status`) whose review no look found: GitHub may hold it and
   * list it late, so the runner looks for it as long as for a receipt's review before saying none is there.
   */
  unconfirmed: z
    .object({
      status: z.number().int(),
      /**
       * The SHA-256 of every body the run POSTed (core/publication/sent-body.ts), when all of them went
       * through this session: a review carrying the marker whose body as posted is none of them is
       * another job's of the same workflow run, never named as this run's.
       */
      sent: z
        .array(z.string().regex(/^[0-9a-f]{64}$/))
        .max(50)
        .optional(),
    })
    .optional(),
})
export type PublicationFailure = z.infer<typeof publicationFailureSchema>

export const publicationSkipSchema = z.object({
  version: z.literal(1),
  runId: z.string(),
  /** The other run's proven review on this head. */
  reviewId: z.number().int().positive(),
  reason: z.string(),
})
export type PublicationSkip = z.infer<typeof publicationSkipSchema>

/**
 * The team's findings with trusted confidence, verdict and route, written by
 * spawn_reviewers and read by publish_review/record_review: routing numbers
 * come from here, never from what the editor model submits.
 */
export const assessedFindingSchema = findingSchema.extend(assessmentSchema.shape).extend({
  id: z.string(),
  reason: z.string(),
  specialists: z.array(z.string()),
})
export type AssessedFinding = z.infer<typeof assessedFindingSchema>

export const assessmentsReceiptSchema = z.object({
  version: z.literal(1),
  runId: z.string(),
  findings: z.array(assessedFindingSchema),
})
export type AssessmentsReceipt = z.infer<typeof assessmentsReceiptSchema>

export const executionReceiptSchema = z.object({
  version: z.literal(1),
  runId: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  sessions: z.array(
    z.object({
      agent: z.string(),
      sessionId: z.string(),
      startedAt: z.number(),
      finishedAt: z.number(),
      modelCalls: z.number().int(),
      tokensIn: z.number().int(),
      tokensOut: z.number().int(),
      error: z.string().optional(),
    }),
  ),
  modelCalls: z.number().int(),
  /** Model calls the provider answered without reporting usage (events-usage.ts). */
  unmeteredCalls: z.number().int().optional(),
  tokensIn: z.number().int(),
  tokensOut: z.number().int(),
  candidates: z.number().int(),
  verdicts: z.object({ confirmed: z.number().int(), refuted: z.number().int(), inconclusive: z.number().int(), 'not-applicable': z.number().int() }),
  /** What the runner reports beyond counts: a partial or budget-stopped team, dropped and overflowed work. */
  extra: teamAccountSchema
    .extend({
      invalid: z.number().int(),
      outOfScope: z.number().int(),
      duplicates: z.number().int(),
      returned: z.number().int(),
      overflowPatches: z.array(z.string()),
      /** The verifier's verdicts on re-checked earlier findings (absent: none asked, or no answer). */
      earlier: z
        .array(z.object({ id: z.string(), verdict: z.enum(['fixed', 'still-present', 'upheld']), reason: z.string(), rule: z.string().optional() }))
        .optional(),
      /** Candidates dropped because their fingerprint (or anchor) matches a known earlier finding. */
      known: z.number().int().optional(),
    })
    .optional(),
})
export type ExecutionReceipt = z.infer<typeof executionReceiptSchema>

export const publicationReceiptSchema = z.object({
  version: z.literal(1),
  runId: z.string(),
  reviewId: z.number().int(),
  headSha: z.string(),
  marker: z.string(),
  inlineComments: z.number().int(),
  bodyFindings: z.number().int(),
  attempts: z.number().int(),
  /** Findings escalated for a human look and dropped below the floor; the escalation label's fate. */
  escalated: z.number().int().optional(),
  dropped: z.number().int().optional(),
  label: z.enum(['added', 'present', 'not-needed', 'failed']).optional(),
  /** Why the label failed, when GitHub answered: its HTTP status and the permissions it said it accepts. */
  labelRefusal: z.object({ status: z.number().int(), accepted: z.string().max(200).optional(), rateLimited: z.boolean().optional() }).optional(),
})
export type PublicationReceipt = z.infer<typeof publicationReceiptSchema>
