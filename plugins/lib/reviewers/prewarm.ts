import type { RunConfig } from '../../../src/core/contracts/run-config.js'
import type { Logger } from '../../../src/core/telemetry/logger.js'
import type { ReviewerServer } from './launcher.js'

/**
 * Takes the reviewer process's start-up off the critical path. Measured with
 * opencode-ai 1.18.33 on 2 cores: about 3.5–4.5 s until it listens, and its
 * first prompt waits another ~4 s while OpenCode loads providers and tools.
 * spawn_reviewers is the editor's first tool call, so without this the whole
 * start-up sits between the editor's first answer and the first specialist.
 *
 * The plugin starts the reviewer process when the editor process loads it
 * (while the editor boots and thinks) and hands it to the first
 * spawn_reviewers call. A server nobody claims is stopped after the run's
 * timeout, on plugin dispose and on process exit, so none outlives the run.
 * If the pre-warm failed, the tool simply starts a fresh one.
 */

/** What the pre-warm needs of a server; ReviewerServer in production, a small fake in tests. */
export interface WarmableServer {
  warm?(): Promise<void>
  close(): Promise<void>
}

type Launch<S> = (config: RunConfig, logger: Logger) => Promise<S>

export class ReviewerPrewarm<S extends WarmableServer = ReviewerServer> {
  private pending: Promise<S | undefined> | undefined
  private claimed = false
  private idleTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly launch: Launch<S>,
    private readonly logger: Logger,
  ) {}

  /** Starts the reviewer process in the background; never throws. */
  start(config: RunConfig): void {
    if (this.pending || config.specialists.every((s) => s.patches.length === 0)) return
    const started = Date.now()
    this.pending = this.launch(config, this.logger).then(
      async (server) => {
        await server.warm?.().catch(() => {})
        this.logger.event('reviewers', 'prewarmed', { ms: Date.now() - started })
        return server
      },
      (error: unknown) => {
        this.logger.event('reviewers', 'prewarm-failed', { error: error instanceof Error ? error.name : typeof error })
        return undefined
      },
    )
    this.idleTimer = setTimeout(() => void this.dispose(), config.timeoutMs)
    this.idleTimer.unref()
  }

  /** A launcher for spawn_reviewers: the pre-warmed server once, else a fresh start. */
  launcher(): Launch<S> {
    return async (config, logger) => {
      const pending = this.claimed ? undefined : this.pending
      this.claimed = true
      clearTimeout(this.idleTimer)
      const server = pending ? await pending : undefined
      return server ?? this.launch(config, logger)
    }
  }

  /** Stops a pre-warmed server that no call has claimed. */
  async dispose(): Promise<void> {
    clearTimeout(this.idleTimer)
    if (this.claimed || !this.pending) return
    this.claimed = true
    const server = await this.pending
    if (server) {
      this.logger.event('reviewers', 'prewarm-unused', {})
      await server.close()
    }
  }
}
