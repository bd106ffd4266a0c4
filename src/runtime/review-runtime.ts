import { mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { ActionLayout } from '../action-root.js'
import type { ActionEnvironment } from '../config/environment.js'
import type { Settings } from '../config/settings.js'
import type { Logger } from '../core/telemetry/logger.js'
import type { PreparedRun } from '../prepare.js'
import { bootRuntime, type RuntimeBoot } from './boot.js'
import { provisionOpencode, type Provisioned } from './provision.js'
import type { CacheRejection } from './cache-entry.js'
import type { ReviewPhaseResult } from './review-phase.js'

/**
 * The OpenCode side of a run, as runAction sees it: the port a failure test
 * substitutes to drive the real runner without OpenCode. Started before
 * prepare so provisioning runs beside it; `boot` starts both servers (beside
 * prepare, or after the sandboxed test command); `review` runs the review
 * phase (review-phase.ts); `stop` stops the servers before the conclusion;
 * `dispose` removes the runtime roots after it.
 */
export interface RunDirs {
  privateDir: string
  stageDir: string
  /** The workspace checkout the code-quality reviewer may read, when it is safe to grant. */
  checkoutDir: string | undefined
}

export interface ReviewRuntimeInput {
  settings: Settings
  env: ActionEnvironment
  layout: ActionLayout
  /** The runner's own environment: only allowlisted variables are taken from it. */
  sourceEnv: NodeJS.ProcessEnv
  logger: Logger
  onOutput?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void
  /** The run's redactor: each server's basic-auth password is registered with it before the spawn (core/opencode/server.ts). */
  secrets?: { add(value: string): void }
  /** How long each server's warm-up is waited for; WARM_UP_BOUND_MS otherwise. */
  warmUpBoundMs?: number
  /** Told the runtime parent as soon as it exists (the cancellation handler removes it). */
  onRuntimeParent?: (dir: string) => void
  /** Throws once the run is cancelled: no OpenCode process may start after that. */
  assertLive?: () => void
  /** Told of a tool-cache entry provisioning refused to run. */
  onCacheRejected?: (rejected: CacheRejection) => void
}

export interface ReviewInput {
  prepared: PreparedRun
  dirs: RunDirs
  marker: string
  /** Called once the editor server runs and its session is about to start. */
  onEditorStarted?: () => void
}

export interface ReviewRuntime {
  /** Starts both servers now (at most once); `review` starts them itself otherwise. */
  boot(dirs: RunDirs): void
  review(input: ReviewInput): Promise<ReviewPhaseResult>
  /** Stops both servers: a run that ends before its review makes no model call. Idempotent. */
  stop(): Promise<void>
  /** Waits for provisioning and removes the runtime roots; called after the conclusion. */
  dispose(): Promise<void>
}

export type StartReview = (input: ReviewRuntimeInput) => Promise<ReviewRuntime>

class OpencodeReviewRuntime implements ReviewRuntime {
  private booted: RuntimeBoot | undefined

  constructor(
    private readonly input: ReviewRuntimeInput,
    private readonly runtimeParent: Promise<string>,
    private readonly provisioned: Promise<Provisioned>,
  ) {}

  boot(dirs: RunDirs): RuntimeBoot {
    const { input } = this
    this.booted ??= bootRuntime({
      settings: input.settings,
      layout: input.layout,
      sourceEnv: input.sourceEnv,
      logger: input.logger,
      provisioned: this.provisioned,
      runtimeParent: this.runtimeParent,
      stageDir: dirs.stageDir,
      privateDir: dirs.privateDir,
      checkoutDir: dirs.checkoutDir,
      onOutput: input.onOutput,
      secrets: input.secrets,
      warmUpBoundMs: input.warmUpBoundMs,
      assertLive: input.assertLive,
    })
    return this.booted
  }

  async review(review: ReviewInput): Promise<ReviewPhaseResult> {
    const { input } = this
    // Loaded beside prepare by runAction; here it comes from the module cache.
    const { runReviewPhase } = await import('./review-phase.js')
    return runReviewPhase({
      settings: input.settings,
      env: input.env,
      prepared: review.prepared,
      privateDir: review.dirs.privateDir,
      marker: review.marker,
      logger: input.logger,
      layout: input.layout,
      sourceEnv: input.sourceEnv,
      checkoutDir: review.dirs.checkoutDir,
      onOutput: input.onOutput,
      secrets: input.secrets,
      boot: this.boot(review.dirs),
      runtimeParent: await this.runtimeParent,
      onEditorStarted: review.onEditorStarted,
      assertLive: input.assertLive,
    })
  }

  async stop(): Promise<void> {
    await this.booted?.stop()
  }

  async dispose(): Promise<void> {
    await this.provisioned.catch(() => undefined)
    const parent = await this.runtimeParent.catch(() => undefined)
    if (parent) await rm(parent, { recursive: true, force: true }).catch(() => undefined)
  }
}

/** The real runtime: provisioning starts now, since it does not depend on prepare's result. */
export const startReviewRuntime: StartReview = async (input) => {
  const runtimeParent = mkdtemp(join(input.env.runnerTemp, 'hm-runtime-')).then((dir) => {
    input.onRuntimeParent?.(dir)
    return dir
  })
  const provisioned = runtimeParent.then((fallbackDir) =>
    provisionOpencode({
      actionRoot: input.layout.root,
      toolCache: input.env.toolCache,
      fallbackDir,
      logger: input.logger,
      onCacheRejected: input.onCacheRejected,
    }),
  )
  // A run that ends before the review phase never awaits them; a failure must not surface as an unhandled rejection.
  runtimeParent.catch(() => undefined)
  provisioned.catch(() => undefined)
  return new OpencodeReviewRuntime(input, runtimeParent, provisioned)
}
