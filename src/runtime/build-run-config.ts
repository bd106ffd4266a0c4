import type { ActionEnvironment } from '../config/environment.js'
import { changedConfigNote, effectiveConfig, guidanceBoundsNote } from '../config/effective-config.js'
import type { Settings } from '../config/settings.js'
import { runConfigSchema, type RunConfig } from '../core/contracts/run-config.js'
import type { ModelRef } from '../core/opencode/run-agent.js'
import { providerKeyVariable } from '../core/opencode/trusted-config.js'
import type { PreparedRun } from '../prepare.js'
import { editedFindings, editedSentence } from '../publication/edited-findings.js'
import { guidanceSection } from './guidance-prompt.js'
import { runConfigBase } from './run-config-base.js'

/**
 * The private run config the plugins read (publish_review, spawn_reviewers):
 * trusted, built from the settings, the base commit's configuration and what
 * prepare decided, never from the stage. Pure; the review phase writes it.
 */
export interface RunConfigInput {
  settings: Settings
  env: ActionEnvironment
  prepared: PreparedRun
  privateDir: string
  marker: string
  checkoutDir: string | undefined
  /** Where the token file goes in comment and blocking modes (publish_review takes it). */
  tokenFile: string
  /** The token-free reviewer process spawn_reviewers drives. */
  reviewer: RunConfig['reviewer']
  /** Specialists whose agent reads the checkout (they keep their tools). */
  checkoutReaders: ReadonlySet<string>
}

function modelRef(id: string): ModelRef {
  const slash = id.indexOf('/')
  return { providerID: id.slice(0, slash), modelID: id.slice(slash + 1) }
}

export function buildRunConfig(input: RunConfigInput): RunConfig {
  const { settings, env, prepared } = input
  const models = [settings.model, ...settings.fallbackModels]
  const effective = effectiveConfig(settings, prepared.base.config)
  // Repository guidance (base commit) for each specialist and the verifier: trusted run config,
  // sent as the system prompt of its session by spawn_reviewers; never the stage.
  const guidanceOf = (guidance: PreparedRun['verifierGuidance'], audience: 'specialist' | 'verifier'): string | undefined =>
    guidance.text === ''
      ? undefined
      : guidanceSection({
          text: guidance.text,
          baseSha: prepared.base.baseSha,
          sources: guidance.applied.map((a) => a.source),
          cut: guidance.cut.map((c) => c.source),
          audience,
        })
  return runConfigSchema.parse({
    ...runConfigBase({
      settings,
      env,
      prepared,
      runId: `${env.runId}-${env.runAttempt}`,
      marker: input.marker,
      privateDir: input.privateDir,
      tokenFile: input.tokenFile,
    }),
    maxComments: effective.maxComments,
    routing: effective.routing,
    reviewNotes: [
      changedConfigNote(prepared.base.changedInPullRequest),
      guidanceBoundsNote({
        unread: prepared.base.unread,
        cut: [
          ...prepared.specialists.map((s) => ({ specialist: s.name, sources: s.guidance.cut.map((c) => c.source) })),
          { specialist: 'the verifier', sources: prepared.verifierGuidance.cut.map((c) => c.source) },
        ],
        maxBytes: prepared.base.config.rules['max-bytes'],
      }),
      prepared.testEvidenceNote,
    ].filter((n): n is string => n !== undefined),
    checkoutDir: input.checkoutDir,
    // The variable boot.ts put the key in (the same function names it): plugins redact its value.
    providerKeyEnv: settings.providerApiKey ? providerKeyVariable(modelRef(settings.model).providerID, settings.providerBaseUrl !== undefined) : undefined,
    specialists: prepared.specialists.map((s) => ({
      name: s.name,
      patches: s.patches,
      readsCheckout: input.checkoutDir !== undefined && input.checkoutReaders.has(s.name),
      guidance: guidanceOf(s.guidance, 'specialist'),
    })),
    verifierGuidance: guidanceOf(prepared.verifierGuidance, 'verifier'),
    models: models.map(modelRef),
    reviewer: input.reviewer,
    endOnReceipt: true,
    // Silent and check-only never post; a blocking run's verdict is its own (docs/configuration.md#one-review-per-commit).
    oneReviewPerCommit: settings.mode === 'comment' && !settings.reviewSameCommit,
    ledger: ledgerConfig(prepared),
  })
}

/**
 * The ledger decisions the plugins act on (ids, kinds and anchors only; texts are in the stage).
 * A replay hands its publisher the same (src/replay/replay-phase.ts): the live threads decide
 * what is never posted twice and which earlier findings a disposition may name.
 */
export function ledgerConfig(prepared: PreparedRun): NonNullable<RunConfig['ledger']> {
  const entries = prepared.ledger.entries
  const delta = prepared.delta
  // Staged although unchanged since the last review: a gating run reads them again (src/context/escalated-recheck.ts).
  const rechecked = delta.kind === 'delta' ? prepared.allowlist.filter((path) => !delta.changed.has(path)).length : 0
  const capped = prepared.recheckLeftOut?.length ?? 0
  const reviewed =
    delta.kind === 'delta'
      ? `Delta review: only the ${prepared.counts.staged - rechecked} file(s) changed since ${delta.since.slice(0, 7)} were reviewed${rechecked > 0 ? `, with ${rechecked} unchanged file(s) that hold a blocking finding the last review listed in its body` : ''}; ${prepared.unchangedSinceReview.length} unchanged file(s) keep their open findings${capped > 0 ? `, ${capped} of them holding a blocking finding the last review listed in its body, left out of this review by a cap` : ''}.`
      : delta.since
        ? `Full review: ${delta.reason}.`
        : undefined
  // Someone else's edit to an earlier finding's comment is said where the review says what it read.
  const scope = [reviewed, ...editedFindings(entries).map(editedSentence)].filter((s) => s !== undefined).join(' ')
  return {
    ...(scope ? { scope } : {}),
    recheck: entries
      .filter((e) => e.action === 'reverify' || e.action === 'dispute')
      .map((e) => ({ id: e.findingId, kind: e.action === 'dispute' ? 'dispute' : 'reverify', anchorChanged: e.anchorChanged })),
    known: [...prepared.ledger.known],
    ...(prepared.ledger.inBody && prepared.ledger.inBody.length > 0
      ? {
          inBody: prepared.ledger.inBody.map((e) => ({
            id: e.findingId,
            path: e.path,
            side: e.side,
            line: e.line,
            ...(e.startLine !== undefined ? { startLine: e.startLine } : {}),
            severity: e.severity,
            category: e.category,
            title: e.title.slice(0, 1_000),
            since: e.since,
            ...(e.leftOutBy !== undefined ? { leftOutBy: e.leftOutBy.slice(0, 1_000) } : {}),
            ...(e.changeUnknown ? { changeUnknown: true } : {}),
            ...(e.blocksAt !== undefined ? { blocksAt: e.blocksAt } : {}),
          })),
        }
      : {}),
    earlier: entries.filter((e) => !e.originalLost && e.action !== 'suppressed' && (!e.resolved || e.resolvedByAuthor)).map((e) => e.findingId),
    anchors: entries
      // A thread the PR's author resolved is still tracked as open (src/context/ledger.ts).
      // One whose original someone edited away is unknown: a finding near it is not that thread again.
      .filter((e) => (!e.resolved || e.resolvedByAuthor) && e.action !== 'close' && !e.originalLost)
      .map((e) => ({
        id: e.findingId,
        // A thread on a file renamed since stays on the old path; its finding now lives under the new one.
        path: e.currentPath ?? e.path,
        side: e.side,
        ...(e.category ? { category: e.category } : {}),
        ...(e.severity ? { severity: e.severity } : {}),
        ...(e.line !== undefined ? { line: e.line } : e.originalLine !== undefined ? { line: e.originalLine } : {}),
      })),
  }
}
