import { join } from 'node:path'
import type { ActionLayout } from '../action-root.js'
import type { Settings } from '../config/settings.js'
import { OpenCodeError, toHarbourmasterError } from '../core/errors.js'
import type { Logger } from '../core/telemetry/logger.js'
import { loadAgents, NO_TOOLS } from '../core/opencode/agents.js'
import { buildAllowlistedEnv } from './env.js'
import { RunCancelled } from './run-registry.js'
import type { Provisioned } from './provision.js'
import { stopRuntimeProcesses } from '../core/opencode/reviewer-pids.js'
import { startOpencodeServer, type OpencodeServer } from '../core/opencode/server.js'
import { ownConnections } from './server-connections.js'
import { prepareRuntimeRoot, providerKeyVariable, type RuntimeRoot } from '../core/opencode/trusted-config.js'
import { reviewerAddressPath, writeReviewerAddress } from '../core/opencode/reviewer-address.js'
import { warmUpOpencode, WARM_UP_BOUND_MS, type WarmUpPrompt } from '../core/opencode/warm-up.js'
import { startWarmUpModel, type WarmUpModel } from './warm-up-model.js'
import { openEditorSession, type OpenedEditor } from './editor.js'

/**
 * Boots the two OpenCode processes (editor and token-free reviewer) at
 * action start, while prepare waits on GitHub: a cold server costs about 3 s
 * of CPU until it listens and about as much again on its first request (warm-up.ts), and booting them
 * after prepare put all of that between the gate and the first model call
 * (docs/performance.md).
 *
 * The editor goes first and alone; the reviewer starts once the editor has
 * warmed up. The editor's first prompt is the run's first model request,
 * while the reviewer is needed only after the editor's first model turn, and
 * on two cores (GitHub's hosted runners for private repositories) two
 * servers starting together made the editor's start-up take as long as
 * both. The reviewer's address reaches spawn_reviewers through a private
 * file written once it has warmed up (core/opencode/reviewer-address.ts):
 * a prompt sent earlier would only queue behind the warm-up's work, and no
 * event of the warm-up session can reach the team's usage.
 *
 * Each warm-up ends with one prompt answered by the runner's loopback
 * stand-in model (warm-up-model.ts), never by the review's model: the
 * first prompt's own start-up cost is then off the review's critical path.
 *
 * Nothing a booted server holds depends on prepare's result: the roots
 * grant the stage directory the runner created empty beforehand (and the
 * checkout), the reviewer root defines every specialist, and the plugins
 * read the run config lazily, when the review uses them. The run config and
 * the token file do not exist yet; runReviewPhase writes them only after the
 * gate passed, so a run that is skipped or whose prepare fails stops these
 * servers having made no model call and written no token.
 */

export interface BootInput {
  settings: Settings
  layout: ActionLayout
  /** The runner's environment: only allowlisted variables are taken from it. */
  sourceEnv: NodeJS.ProcessEnv
  logger: Logger
  provisioned: Promise<Provisioned>
  /** Parent of both runtime roots (the sweep stops every process working under it). */
  runtimeParent: Promise<string>
  /** Created before prepare; prepare stages into it. */
  stageDir: string
  privateDir: string
  checkoutDir: string | undefined
  startTimeoutMs?: number
  /** How long each server's warm-up is waited for; WARM_UP_BOUND_MS otherwise. */
  warmUpBoundMs?: number
  onOutput?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void
  /** The run's redactor: each server's basic-auth password is registered with it before the spawn (core/opencode/server.ts). */
  secrets?: { add(value: string): void }
  /** Throws once the run is cancelled (RunRegistry): checked in the same tick as each spawn. */
  assertLive?: () => void
}

export interface BootedRuntime {
  provisioned: Provisioned
  editor: OpencodeServer
  /** Starts once the editor warmed up; rejects with an OpenCodeError when it could not be started. */
  reviewer: Promise<OpencodeServer>
  /** Where the reviewer's address (or its start-up failure) is written when known (run config `reviewer.serverFile`). */
  reviewerAddressFile: string
  editorRoot: RuntimeRoot
  reviewerRoot: RuntimeRoot
  /** What the reviewer process was started with (recorded in the run config). */
  reviewerEnv: Record<string, string>
  /** Where the run config will be written; both processes were told this path at spawn. */
  runConfigPath: string
  startTimeoutMs: number
  /** Settles when the editor server did its first-request initialisation and warm-up prompt (never rejects). */
  editorWarmed: Promise<void>
  /** The editor's session and event stream, opened once it warmed up (runEditor's `opened`); closed by stop(). */
  editorOpened: Promise<OpenedEditor>
  /** Settles when both servers did, or the reviewer could not be started (never rejects). */
  warmed: Promise<void>
  /** Specialists whose agent reads the checkout (they keep their tools; reviewers/team-phases.ts). */
  checkoutReaders: ReadonlySet<string>
}

export interface RuntimeBoot {
  /** Settles once the editor listens; rejects with an OpenCodeError when it could not be started. */
  ready: Promise<BootedRuntime>
  /** Stops both servers and anything else running under the runtime parent; idempotent. */
  stop(): Promise<void>
}

export const RUN_CONFIG_FILE = 'run-config.json'
const DEFAULT_START_TIMEOUT_MS = 90_000

const publishes = (mode: Settings['mode']): boolean => mode === 'comment' || mode === 'blocking'

export function bootRuntime(input: BootInput): RuntimeBoot {
  const { settings, layout, logger } = input
  const startTimeoutMs = input.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS
  const runConfigPath = join(input.privateDir, RUN_CONFIG_FILE)
  const started: OpencodeServer[] = []
  let stopping = false
  let editorOpened: Promise<OpenedEditor> | undefined
  // Started with the servers' roots: both configs name its address. Closed once both warmed, or at stop.
  const warmUpModel: Promise<WarmUpModel> = startWarmUpModel()
  warmUpModel.catch(() => undefined)
  const closeWarmUpModel = (): Promise<void> => warmUpModel.then((model) => model.close()).catch(() => undefined)

  const boot = async (): Promise<BootedRuntime> => {
    const [provisioned, parentDir, agents, warmUp] = await Promise.all([
      input.provisioned,
      input.runtimeParent,
      loadAgents(layout.agentsDir),
      warmUpModel.then(
        (model) => model,
        () => undefined,
      ),
    ])
    const providerID = settings.model.split('/')[0] ?? ''
    const keyEnv = providerKeyVariable(providerID, settings.providerBaseUrl !== undefined)
    const providerKey = settings.providerApiKey ? { name: keyEnv, value: settings.providerApiKey } : undefined
    const common = {
      parentDir,
      agentsDir: layout.agentsDir,
      stageDir: input.stageDir,
      checkoutDir: input.checkoutDir,
      privateDir: input.privateDir,
      model: settings.model,
      fallbackModels: settings.fallbackModels,
      providerBaseUrl: settings.providerBaseUrl,
      providerKeyEnv: keyEnv,
      // Without it (a loopback port could not be opened) the warm-up runs without its prompt.
      warmUpBaseUrl: warmUp?.baseURL,
    }
    // Which specialists run is prepare's decision; the reviewer knows them all so it can boot first.
    const reviewerAgents = [...[...agents.keys()].filter((name) => name.startsWith('specialist-')).sort(), 'verifier']
    const guard = layout.plugin('path-guard')
    const finalPlugin = publishes(settings.mode) ? layout.plugin('publish-review') : layout.plugin('record-review')
    const [reviewerRoot, editorRoot] = await Promise.all([
      // team-gate holds the specialist prompts spawn_reviewers sends ahead until the editor calls it.
      prepareRuntimeRoot({ ...common, role: 'reviewer', agents: reviewerAgents, pluginFiles: [guard, layout.plugin('team-gate')] }),
      prepareRuntimeRoot({ ...common, role: 'editor', agents: ['editor'], pluginFiles: [guard, layout.plugin('spawn-reviewers'), finalPlugin] }),
    ])
    // The reviewer process gets the provider key and its own dirs, never a GitHub token.
    const reviewerEnv = buildAllowlistedEnv(input.sourceEnv, { runtime: reviewerRoot.env, providerKey, runConfigPath })
    const editorEnv = buildAllowlistedEnv(input.sourceEnv, { runtime: editorRoot.env, providerKey, runConfigPath })
    const start = async (root: RuntimeRoot, env: Record<string, string>): Promise<OpencodeServer> => {
      if (stopping) throw new OpenCodeError('the run ended before OpenCode was started')
      input.assertLive?.()
      const connections = await ownConnections()
      const server = await startOpencodeServer({
        bin: provisioned.bin,
        root,
        env,
        logger,
        startTimeoutMs,
        onOutput: input.onOutput,
        connections,
        secrets: input.secrets,
      })
      started.push(server)
      // stop() may have run while this one was still starting.
      if (stopping) await server.close()
      return server
    }
    const editor = await start(editorRoot, editorEnv)
    if (stopping) throw new OpenCodeError('the run ended while OpenCode was starting')
    const warm = async (server: OpencodeServer, role: 'editor' | 'reviewer', prompt: WarmUpPrompt): Promise<void> => {
      const warmStarted = Date.now()
      const answered = await warmUpOpencode(server.client, input.warmUpBoundMs ?? WARM_UP_BOUND_MS, warmUp ? prompt : undefined)
      const promptOutcome = !warmUp ? 'none' : answered === true ? 'answered' : 'not-answered'
      if (!stopping) logger.event('runtime', 'warmed', { role, ms: Date.now() - warmStarted, prompt: promptOutcome })
    }
    const editorWarmed = warm(editor, 'editor', { agent: 'editor' })
    // After the warm-up, so no event of its session reaches the editor's usage.
    editorOpened = editorWarmed.then(() => {
      if (stopping) throw new OpenCodeError('the run ended before the editor session was opened')
      return openEditorSession(editor, input.privateDir, logger)
    })
    editorOpened.catch(() => undefined)
    const reviewerAddressFile = reviewerAddressPath(input.privateDir)
    const reviewer = editorWarmed.then(() => start(reviewerRoot, reviewerEnv))
    // The specialists' own switches: a specialist whose patches are all inline runs without tools.
    const reviewerWarmed = reviewer.then((server) => warm(server, 'reviewer', { agent: reviewerAgents[0] ?? 'verifier', tools: { ...NO_TOOLS } }))
    // spawn_reviewers waits for this file: an address, or why there will be none.
    const addressed = reviewerWarmed.then(
      async () => {
        const server = await reviewer
        await writeReviewerAddress(input.privateDir, { url: server.url, authHeader: server.authHeader, pid: server.pid })
      },
      (error: unknown) => writeReviewerAddress(input.privateDir, { error: toHarbourmasterError(error).message }),
    )
    const warmed = addressed.catch(() => undefined).finally(closeWarmUpModel)
    const checkoutReaders = new Set(
      [...agents].filter(([name, agent]) => name.startsWith('specialist-') && agent.readsCheckout).map(([name]) => name.slice('specialist-'.length)),
    )
    // Observed by whoever needs it (spawn_reviewers through the address file); never an unhandled rejection.
    reviewer.catch(() => undefined)
    addressed.catch(() => undefined)
    return {
      provisioned,
      editor,
      reviewer,
      reviewerAddressFile,
      editorRoot,
      reviewerRoot,
      reviewerEnv,
      runConfigPath,
      startTimeoutMs,
      editorWarmed,
      editorOpened,
      warmed,
      checkoutReaders,
    }
  }

  const ready = boot().catch((error: unknown) => {
    // A cancelled run is not a runtime failure: the cancellation handler reports it.
    if (error instanceof RunCancelled) throw error
    const failure = toHarbourmasterError(error)
    throw failure.failureClass === 'internal' ? new OpenCodeError(`OpenCode could not be started: ${failure.message}`, { cause: error }) : failure
  })
  // A run that ends before the review phase may never await it.
  ready.catch(() => undefined)

  let stopped: Promise<void> | undefined
  return {
    ready,
    stop() {
      stopping = true
      stopped ??= (async () => {
        await closeWarmUpModel()
        // runEditor closes the stream it took; this one covers a run that never prompted.
        await editorOpened?.then((opened) => opened.events.close({ summary: false })).catch(() => undefined)
        await Promise.all(started.map((server) => server.close().catch(() => undefined)))
        const parent = await input.runtimeParent.catch(() => undefined)
        // A server still starting is not in `started` yet: the sweep finds it by its working directory.
        const sweep = async (): Promise<void> => {
          if (parent) await stopRuntimeProcesses(input.privateDir, parent, logger).catch(() => 0)
        }
        await sweep()
        // No server starts once `stopping` is set; wait for a boot in flight to give up, then look once more.
        await ready.then(
          (booted) => booted.warmed,
          () => undefined,
        )
        await sweep()
      })()
      return stopped
    },
  }
}
