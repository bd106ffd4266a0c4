import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ActionLayout } from '../action-root.js'
import type { ActionEnvironment } from '../config/environment.js'
import type { Settings } from '../config/settings.js'
import { RUN_CONFIG_ENV, runConfigSchema, type RunConfig } from '../core/contracts/run-config.js'
import { OpenCodeError, toHarbourmasterError, type HarbourmasterError } from '../core/errors.js'
import type { PreparedRun } from '../prepare.js'
import type { Logger } from '../core/telemetry/logger.js'
import { changedConfigNote, effectiveConfig } from '../config/effective-config.js'
import { buildEditorPrompt } from './editor-prompt.js'
import { guidanceSection } from './guidance-prompt.js'
import { runEditor, type EditorRun } from './editor.js'
import type { ModelRef } from '../core/opencode/run-agent.js'
import { provisionOpencode, type Provisioned } from './provision.js'
import { bootRuntime, type RuntimeBoot } from './boot.js'

/**
 * The review phase of a run: take the two OpenCode servers booted at action
 * start (boot.ts: editor and token-free reviewer, each from its trusted root
 * and an allowlisted environment), write the private run config and the
 * token file now that the gate has passed, and run the editor session. A
 * failure before the editor session starts is a `startup` failure (a
 * non-blocking comment run may degrade on it); later ones are `review`
 * failures.
 */
export interface ReviewPhaseInput {
  settings: Settings
  env: ActionEnvironment
  prepared: PreparedRun
  privateDir: string
  marker: string
  logger: Logger
  layout: ActionLayout
  /** The runner's own environment: only allowlisted variables are taken from it. */
  sourceEnv: NodeJS.ProcessEnv
  checkoutDir: string | undefined
  /** Where OpenCode's stdout and stderr go, unchanged (the job log). */
  onOutput?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void
  startTimeoutMs?: number
  /**
   * Both OpenCode servers, booted at action start beside prepare (runAction
   * does this); without it the phase boots them itself. Stopped here either way.
   */
  boot?: RuntimeBoot
  /**
   * Provisioning started earlier (runAction starts it beside prepare, which it
   * does not depend on); without it the phase provisions itself.
   */
  provisioned?: Promise<Provisioned>
  /** Parent of the runtime roots, created by the caller when it provisioned early; removed here. */
  runtimeParent?: string
  /** Called once the editor server runs and its session is about to start. */
  onEditorStarted?: () => void
  /** Throws once the run is cancelled: no OpenCode process may start after that. */
  assertLive?: () => void
}

export type ReviewPhaseResult =
  | { ok: true; editor: EditorRun; opencodeVersion: string }
  | { ok: false; phase: 'startup' | 'review'; error: HarbourmasterError; editor: EditorRun | undefined }

function modelRef(id: string): ModelRef {
  const slash = id.indexOf('/')
  return { providerID: id.slice(0, slash), modelID: id.slice(slash + 1) }
}

const publishes = (mode: Settings['mode']): boolean => mode === 'comment' || mode === 'blocking'

export async function runReviewPhase(input: ReviewPhaseInput): Promise<ReviewPhaseResult> {
  const { settings, env, prepared, privateDir, logger, layout } = input
  const runtimeParent = input.runtimeParent ?? (await mkdtemp(join(env.runnerTemp, 'hm-runtime-')))
  const tokenFile = join(privateDir, 'github-token')
  const boot =
    input.boot ??
    bootRuntime({
      settings,
      layout,
      sourceEnv: input.sourceEnv,
      logger,
      provisioned: input.provisioned ?? provisionOpencode({ actionRoot: layout.root, toolCache: env.toolCache, fallbackDir: runtimeParent, logger }),
      runtimeParent: Promise.resolve(runtimeParent),
      stageDir: prepared.stageDir,
      privateDir,
      checkoutDir: input.checkoutDir,
      startTimeoutMs: input.startTimeoutMs,
      onOutput: input.onOutput,
      assertLive: input.assertLive,
    })
  let stage: 'startup' | 'review' = 'startup'
  try {
    const booted = await boot.ready
    const { editor: server, reviewer } = booted
    const models = [settings.model, ...settings.fallbackModels]
    const effective = effectiveConfig(settings, prepared.base.config)
    // Repository guidance (base commit) for each specialist: trusted run config, sent as the system
    // prompt of its session by spawn_reviewers; never the stage.
    const guidanceOf = (s: PreparedRun['specialists'][number]): string | undefined =>
      s.guidance.text === ''
        ? undefined
        : guidanceSection({ text: s.guidance.text, baseSha: prepared.base.baseSha, sources: s.guidance.applied.map((a) => a.source), cut: s.guidance.cut.map((c) => c.source) })
    const config: RunConfig = runConfigSchema.parse({
      version: 1,
      runId: `${env.runId}-${env.runAttempt}`,
      mode: settings.mode,
      repository: env.repository,
      pullNumber: prepared.pr.number,
      headSha: prepared.headSha,
      marker: input.marker,
      apiUrl: env.apiUrl,
      graphqlUrl: env.graphqlUrl,
      allowlist: prepared.allowlist,
      maxComments: effective.maxComments,
      routing: effective.routing,
      reviewNotes: [changedConfigNote(prepared.base.changedInPullRequest)].filter((n): n is string => n !== undefined),
      expectedBotLogin: settings.expectedBotLogin,
      stageDir: prepared.stageDir,
      checkoutDir: input.checkoutDir,
      privateDir,
      tokenFile: publishes(settings.mode) ? tokenFile : undefined,
      specialists: prepared.specialists.map((s) => ({
        name: s.name,
        patches: s.patches,
        readsCheckout: input.checkoutDir !== undefined && booted.checkoutReaders.has(s.name),
        guidance: guidanceOf(s),
      })),
      models: models.map(modelRef),
      reviewer: {
        opencodeBin: booted.provisioned.bin,
        configHome: booted.reviewerRoot.root,
        env: booted.reviewerEnv,
        startTimeoutMs: booted.startTimeoutMs,
        server: { url: reviewer.url, authHeader: reviewer.authHeader, pid: reviewer.pid },
      },
      endOnReceipt: true,
      tokenBudget: settings.tokenBudget,
      timeoutMs: settings.timeoutMinutes * 60_000,
      ledger: ledgerConfig(prepared),
    })
    await writeFile(booted.runConfigPath, JSON.stringify(config), { mode: 0o600 })
    // Checked before the token exists anywhere but the runner: a cancelled run writes none.
    input.assertLive?.()
    // The gate passed: only now does the token exist outside the runner. publish_review
    // takes it (and removes the file) at the editor's first message, before any model call.
    if (publishes(settings.mode)) {
      await writeFile(tokenFile, settings.githubToken, { mode: 0o600 })
      logger.event('runtime', 'token-handed', { to: 'publish_review' })
    }
    stage = 'review'
    input.onEditorStarted?.()
    // Only the editor's warm-up: the reviewer's may still run (boot.ts), and the specialists' first
    // prompts come a model turn later.
    await booted.editorWarmed
    const editor = await runEditor({
      server,
      models: config.models,
      prompt: buildEditorPrompt({
        index: prepared.index,
        mode: settings.mode,
        stageDir: prepared.stageDir,
        checkoutDir: input.checkoutDir,
        recheck: config.ledger?.recheck.length ?? 0,
        delta: prepared.delta.kind === 'delta' ? { since: prepared.delta.since, unchanged: prepared.unchangedSinceReview.length } : undefined,
      }),
      timeoutMs: config.timeoutMs,
      logger,
      privateDir,
      tokenBudget: settings.tokenBudget,
      endOnReceipt: { mode: settings.mode, runId: config.runId, headSha: config.headSha },
    })
    if (editor.error) return { ok: false, phase: editorPhase(editor), error: editor.error, editor }
    return { ok: true, editor, opencodeVersion: booted.provisioned.version }
  } catch (error) {
    const failure = toHarbourmasterError(error)
    const classified = failure.failureClass === 'internal' && stage === 'startup' ? new OpenCodeError(`OpenCode could not be started: ${failure.message}`, { cause: error }) : failure
    return { ok: false, phase: stage, error: classified, editor: undefined }
  } finally {
    // Both servers, and anything still running under the runtime roots: nothing may outlive the run.
    await boot.stop()
    // publish_review removes the token file when it takes it; this covers a plugin that never did.
    await rm(tokenFile, { force: true })
    await rm(runtimeParent, { recursive: true, force: true }).catch(() => undefined)
  }
}

/** A model that never answered at all is a start-up failure of the runtime; anything later is a review failure. */
function editorPhase(editor: EditorRun): 'startup' | 'review' {
  return editor.error?.failureClass === 'model' && !editor.sawModelCall ? 'startup' : 'review'
}

export { RUN_CONFIG_ENV }

/** The ledger decisions the plugins act on (ids, kinds and anchors only; texts are in the stage). */
function ledgerConfig(prepared: PreparedRun): NonNullable<RunConfig['ledger']> {
  const entries = prepared.ledger.entries
  const delta = prepared.delta
  const scope =
    delta.kind === 'delta'
      ? `Delta review: only the ${prepared.counts.staged} file(s) changed since ${delta.since.slice(0, 7)} were reviewed; ${prepared.unchangedSinceReview.length} unchanged file(s) keep their open findings.`
      : delta.since
        ? `Full review: ${delta.reason}.`
        : undefined
  return {
    ...(scope ? { scope } : {}),
    recheck: entries.filter((e) => e.action === 'reverify' || e.action === 'dispute').map((e) => ({ id: e.findingId, kind: e.action === 'dispute' ? 'dispute' : 'reverify', anchorChanged: e.anchorChanged })),
    known: [...prepared.ledger.known],
    anchors: entries
      .filter((e) => !e.resolved && e.action !== 'close')
      .map((e) => ({ id: e.findingId, path: e.path, side: e.side, ...(e.category ? { category: e.category } : {}), ...(e.line !== undefined ? { line: e.line } : e.originalLine !== undefined ? { line: e.originalLine } : {}) })),
  }
}
