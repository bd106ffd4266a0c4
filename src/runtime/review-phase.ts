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
import { buildAllowlistedEnv } from './env.js'
import type { ModelRef } from '../core/opencode/fallback.js'
import { provisionOpencode, type Provisioned } from './provision.js'
import { stopRuntimeProcesses } from '../core/opencode/reviewer-pids.js'
import { startOpencodeServer, type OpencodeServer } from '../core/opencode/server.js'
import { prepareRuntimeRoot, providerKeyVariable } from '../core/opencode/trusted-config.js'
import { warmUpOpencode } from '../core/opencode/warm-up.js'

/**
 * The review phase of a run: provision the pinned OpenCode, lay out the two
 * trusted runtime roots (editor and token-free reviewer), write the private
 * run config and token file, start the editor process from an allowlisted
 * environment and run the editor session. A failure before the editor
 * session starts is a `startup` failure (a non-blocking comment run may
 * degrade on it); later ones are `review` failures.
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
   * Provisioning started earlier (runAction starts it beside prepare, which it
   * does not depend on); without it the phase provisions itself.
   */
  provisioned?: Promise<Provisioned>
  /** Parent of the runtime roots, created by the caller when it provisioned early; removed here. */
  runtimeParent?: string
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
  let server: OpencodeServer | undefined
  let stage: 'startup' | 'review' = 'startup'
  let warming: Promise<unknown> | undefined
  try {
    const provisioned = await (input.provisioned ?? provisionOpencode({ actionRoot: layout.root, toolCache: env.toolCache, fallbackDir: runtimeParent, logger }))
    const models = [settings.model, ...settings.fallbackModels]
    const providerID = settings.model.split('/')[0] ?? ''
    const keyEnv = providerKeyVariable(providerID, settings.providerBaseUrl !== undefined)
    const providerKey = settings.providerApiKey ? { name: keyEnv, value: settings.providerApiKey } : undefined
    const specialistAgents = prepared.specialists.map((s) => `specialist-${s.name}`)
    const common = {
      parentDir: runtimeParent,
      agentsDir: layout.agentsDir,
      stageDir: prepared.stageDir,
      checkoutDir: input.checkoutDir,
      privateDir,
      model: settings.model,
      fallbackModels: settings.fallbackModels,
      providerBaseUrl: settings.providerBaseUrl,
      providerKeyEnv: keyEnv,
    }
    // Repository guidance (base commit) goes into each specialist's agent prompt: the trusted channel, never the stage.
    const promptAppendix = Object.fromEntries(
      prepared.specialists
        .filter((s) => s.guidance.text !== '')
        .map((s) => [
          `specialist-${s.name}`,
          guidanceSection({ text: s.guidance.text, baseSha: prepared.base.baseSha, sources: s.guidance.applied.map((a) => a.source), cut: s.guidance.cut.map((c) => c.source) }),
        ]),
    )
    const effective = effectiveConfig(settings, prepared.base.config)
    const guard = layout.plugin('path-guard')
    const finalPlugin = publishes(settings.mode) ? layout.plugin('publish-review') : layout.plugin('record-review')
    // Each root is a git init plus a config; neither needs the other.
    const [reviewerRoot, editorRoot] = await Promise.all([
      prepareRuntimeRoot({ ...common, role: 'reviewer', agents: [...specialistAgents, 'verifier'], pluginFiles: [guard], promptAppendix }),
      prepareRuntimeRoot({ ...common, role: 'editor', agents: ['editor'], pluginFiles: [guard, layout.plugin('spawn-reviewers'), finalPlugin] }),
    ])

    const runConfigPath = join(privateDir, 'run-config.json')
    if (publishes(settings.mode)) await writeFile(tokenFile, settings.githubToken, { mode: 0o600 })
    const startTimeoutMs = input.startTimeoutMs ?? 90_000
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
      specialists: prepared.specialists.map((s) => ({ name: s.name, patches: s.patches })),
      models: models.map(modelRef),
      reviewer: {
        opencodeBin: provisioned.bin,
        configHome: reviewerRoot.root,
        // The reviewer process gets the provider key and its own dirs, never a GitHub token.
        env: buildAllowlistedEnv(input.sourceEnv, { runtime: reviewerRoot.env, providerKey, runConfigPath }),
        startTimeoutMs,
      },
      tokenBudget: settings.tokenBudget,
      timeoutMs: settings.timeoutMinutes * 60_000,
    })
    await writeFile(runConfigPath, JSON.stringify(config), { mode: 0o600 })

    server = await startOpencodeServer({
      bin: provisioned.bin,
      root: editorRoot,
      env: buildAllowlistedEnv(input.sourceEnv, { runtime: editorRoot.env, providerKey, runConfigPath }),
      logger,
      startTimeoutMs,
      onOutput: input.onOutput,
    })
    stage = 'review'
    // The editor's first request loads its plugins (and so pre-warms the reviewer); warming
    // providers and file search beside the session's creation keeps that work off the first prompt.
    warming = warmUpOpencode(server.client).catch(() => undefined)
    const editor = await runEditor({
      server,
      models: config.models,
      prompt: buildEditorPrompt({ index: prepared.index, mode: settings.mode, stageDir: prepared.stageDir, checkoutDir: input.checkoutDir }),
      timeoutMs: config.timeoutMs,
      logger,
      privateDir,
      tokenBudget: settings.tokenBudget,
    })
    if (editor.error) return { ok: false, phase: editorPhase(editor), error: editor.error, editor }
    return { ok: true, editor, opencodeVersion: provisioned.version }
  } catch (error) {
    const failure = toHarbourmasterError(error)
    const classified = failure.failureClass === 'internal' && stage === 'startup' ? new OpenCodeError(`OpenCode could not be started: ${failure.message}`, { cause: error }) : failure
    return { ok: false, phase: stage, error: classified, editor: undefined }
  } finally {
    await server?.close().catch(() => undefined)
    // Settles at once when the server is gone; never left running past the phase.
    await warming
    // An editor killed hard cannot stop the reviewer process it started; nothing may outlive the run.
    await stopRuntimeProcesses(privateDir, runtimeParent, logger).catch(() => 0)
    // publish_review removes the token file when it loads; this covers a plugin that never loaded.
    await rm(tokenFile, { force: true })
    await rm(runtimeParent, { recursive: true, force: true }).catch(() => undefined)
  }
}

/** A model that never answered at all is a start-up failure of the runtime; anything later is a review failure. */
function editorPhase(editor: EditorRun): 'startup' | 'review' {
  return editor.error?.failureClass === 'model' && !editor.sawModelCall ? 'startup' : 'review'
}

export { RUN_CONFIG_ENV }
