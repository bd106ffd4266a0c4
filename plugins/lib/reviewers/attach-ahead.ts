import { join } from 'node:path'
import { RECEIPT_FILES, type RunConfig } from '../../../src/core/contracts/run-config.js'
import { SessionEvents } from '../../../src/core/opencode/events.js'
import type { Logger } from '../../../src/core/telemetry/logger.js'
import type { ReviewerLauncher, ReviewerServer } from './launcher.js'
import { sessionsAhead } from './team.js'

/**
 * Connects to the runner's reviewer server while the editor's first model
 * call is in flight, so the spawn_reviewers call that follows it starts
 * prompting at once. Measured with opencode-ai 1.18.33 on 2 cores (bench
 * fan-out, docs/performance.md): reading the reviewer's address, creating
 * the six sessions and waiting for the event stream's greeting took about
 * 0.1 s between the editor's tool call and the first specialist prompt.
 *
 * Nothing here spends a token or decides anything: sessions never prompted
 * cost no model call and appear in no receipt, and the team starts only
 * when the editor calls the tool. The run config exists before the editor's
 * first message (the runner writes it after the gate); the plugin-driven
 * layout, where the tool starts its own reviewer, does not attach ahead.
 */

/** The agents a review prompts: the specialists with patches, then the verifier. */
export function teamAgents(config: RunConfig): string[] {
  return [...config.specialists.filter((s) => s.patches.length > 0).map((s) => `specialist-${s.name}`), 'verifier']
}

/** The reviewer server, its sessions created ahead and its observed event stream. */
export interface AttachedTeam {
  /** The reviewer server, or why it cannot be reached (reported as the team's start-up failure). */
  server: Promise<ReviewerServer>
  /** Sessions and the event stream once the server is known; rejects like SessionEvents.attach. */
  observed: Promise<{ ahead: Map<string, Promise<string>>; events: SessionEvents }>
}

/** Attaches the reviewer team; the caller closes the events (runTeam, or TeamAhead.dispose). */
export function attachTeam(config: RunConfig, launch: ReviewerLauncher, logger: Logger): AttachedTeam {
  const server = launch(config, logger)
  const observed = server.then(async (reached) => {
    const ahead = sessionsAhead(reached, teamAgents(config))
    const events = await SessionEvents.attach({
      client: reached.client,
      logger,
      process: 'reviewer',
      snapshotFile: join(config.privateDir, RECEIPT_FILES.events),
    })
    return { ahead, events }
  })
  // Observed by whoever takes the team; never an unhandled rejection meanwhile.
  server.catch(() => undefined)
  observed.catch(() => undefined)
  return { server, observed }
}

/** What TeamAhead needs of an attached team: AttachedTeam in production, a small fake in tests. */
export interface ClosableTeam {
  observed: Promise<{ events: { close(options?: { summary?: boolean }): Promise<void> } }>
}

/** The team attached at the editor's first message, handed once to the spawn_reviewers call. */
export class TeamAhead<T extends ClosableTeam = AttachedTeam> {
  private attached: T | undefined
  private taken = false

  constructor(private readonly attach: (config: RunConfig) => T) {}

  /** Starts attaching in the background (once); never throws. */
  start(config: RunConfig): void {
    if (this.attached || this.taken || config.specialists.every((s) => s.patches.length === 0)) return
    this.attached = this.attach(config)
  }

  /** The attached team, once; undefined when none was started. */
  take(): T | undefined {
    if (this.taken) return undefined
    this.taken = true
    return this.attached
  }

  /** Closes the event stream of a team no call has taken. */
  async dispose(): Promise<void> {
    if (this.taken || !this.attached) return
    this.taken = true
    const observed = await this.attached.observed.catch(() => undefined)
    await observed?.events.close({ summary: false })
  }
}
