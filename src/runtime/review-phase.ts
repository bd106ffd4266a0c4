import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ActionLayout } from '../action-root.js'
import type { ActionEnvironment } from '../config/environment.js'
import type { Settings } from '../config/settings.js'
import { RUN_CONFIG_ENV } from '../core/contracts/run-config.js'
import { OpenCodeError, toHarbourmasterError, type HarbourmasterError } from '../core/errors.js'
import type { PreparedRun } from '../prepare.js'
import type { Logger } from '../core/telemetry/logger.js'
import { buildEditorPrompt } from './editor-prompt.js'
import { buildRunConfig } from './build-run-config.js'
import { checkModelCatalogue } from './model-catalogue.js'
import { runEditor, type EditorRun } from './editor.js'
import { provisionOpencode, type Provisioned } from './provision.js'
import { bootRuntime, type RuntimeBoot } from './boot.js'
import { publishes, tokenFilePath } from './run-config-base.js'

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
  /** The run's redactor: each server's basic-auth password is registered with it before the spawn (core/opencode/server.ts). */
  secrets?: { add(value: string): void }
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

export async function runReviewPhase(input: ReviewPhaseInput): Promise<ReviewPhaseResult> {
  const { settings, env, prepared, privateDir, logger, layout } = input
  const runtimeParent = input.runtimeParent ?? (await mkdtemp(join(env.runnerTemp, 'hm-runtime-')))
  const tokenFile = tokenFilePath(privateDir)
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
      secrets: input.secrets,
      assertLive: input.assertLive,
    })
  let stage: 'startup' | 'review' = 'startup'
  try {
    const booted = await boot.ready
    const { editor: server } = booted
    const config = buildRunConfig({
      settings,
      env,
      prepared,
      privateDir,
      marker: input.marker,
      checkoutDir: input.checkoutDir,
      tokenFile,
      checkoutReaders: booted.checkoutReaders,
      reviewer: {
        opencodeBin: booted.provisioned.bin,
        configHome: booted.reviewerRoot.root,
        env: booted.reviewerEnv,
        startTimeoutMs: booted.startTimeoutMs,
        // The reviewer starts once the editor warmed up; spawn_reviewers waits for its address there.
        serverFile: booted.reviewerAddressFile,
      },
    })
    await writeFile(booted.runConfigPath, JSON.stringify(config), { mode: 0o600 })
    // Before the token exists outside the runner: an unknown model id ends the run here, named.
    if (settings.providerBaseUrl === undefined) await checkModelCatalogue(server.client, config.models, booted.provisioned.version, logger)
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
    // Only the editor's warm-up: the reviewer starts after it (boot.ts), and the specialists' first
    // prompts come a model turn later.
    await booted.editorWarmed
    const editor = await runEditor({
      server,
      models: config.models,
      prompt: buildEditorPrompt({
        index: prepared.index,
        mode: settings.mode,
        stageDir: prepared.stageDir,
        recheck: config.ledger?.recheck.length ?? 0,
        delta: prepared.delta.kind === 'delta' ? { since: prepared.delta.since, unchanged: prepared.unchangedSinceReview.length } : undefined,
      }),
      timeoutMs: config.timeoutMs,
      logger,
      privateDir,
      tokenBudget: settings.tokenBudget,
      endOnReceipt: { mode: settings.mode, runId: config.runId, headSha: config.headSha },
      opened: booted.editorOpened,
    })
    if (editor.error) return { ok: false, phase: editorPhase(editor), error: editor.error, editor }
    return { ok: true, editor, opencodeVersion: booted.provisioned.version }
  } catch (error) {
    const failure = toHarbourmasterError(error)
    const classified =
      failure.failureClass === 'internal' && stage === 'startup'
        ? new OpenCodeError(`OpenCode could not be started: ${failure.message}`, { cause: error })
        : failure
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
