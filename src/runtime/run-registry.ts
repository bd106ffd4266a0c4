import type { CacheRejection } from './cache-entry.js'
import type { LifecycleTrack } from '../publication/lifecycle.js'
import type { Logger } from '../core/telemetry/logger.js'

/**
 * What a run holds on the machine, in one place: the runtime roots (every
 * OpenCode process of the run works under them; the reviewer's group is also
 * recorded in the private dir), the private dir (token file, run config,
 * receipts) and the stage. runAction fills it as it creates them; the
 * cancellation handler reads it to stop and remove exactly the run's own
 * processes and files, at whatever stage a signal arrives. Whatever starts an
 * OpenCode process must start it under `runtimeParent`.
 */
export type RunStage = 'setup' | 'prepare' | 'runtime' | 'review' | 'conclude'

export class RunRegistry {
  stage: RunStage = 'setup'
  mode: string | undefined
  /** `<run id>-<attempt>` and the pull request, once known: the cancellation's lines name them as the run's own do. */
  runId: string | undefined
  pullNumber: number | undefined
  headSha: string | undefined
  runtimeParent: string | undefined
  privateDir: string | undefined
  stageDir: string | undefined
  /**
   * The review this run proved on GitHub, once the conclusion found it: a
   * signal after that (while the run removes its private dir, receipts
   * included) still reports it as posted.
   */
  provenReviewId: number | undefined
  /**
   * The conclusion's result, once it wrote the job summary and the outputs: a signal after that
   * (while the run stops its servers and removes its files) leaves them standing, so the summary
   * and the outputs never say `cancelled` of a run whose result, a proven review included, is written.
   * `summaryLine` writes the run's summary telemetry line, kept until the conclusion wrote it (after
   * the job summary's write): a signal before that leaves the cancellation to write it, as the run's
   * own lines are silent by then.
   */
  concluded: { outcome: string; failureClass: string | undefined; summaryLine?: (logger: Logger, signal: string) => void } | undefined
  /** Tool-cache entries provisioning refused to run: the run tells the user after its conclusion. */
  readonly cacheRejections: CacheRejection[] = []
  /** Set once the run is cancelled: the run's own ports fall silent from then on. */
  cancelled = false
  /** The replies to earlier threads after publication: stopped by the cancellation, which reports how far they got. */
  readonly lifecycle: LifecycleTrack = { stopped: () => this.cancelled, planned: 0, started: 0, replied: [], inFlight: new Set() }
  private readonly held = new Set<() => Promise<void>>()

  /** The run's result committed (outputs set, the job summary's write begun), unless a cancellation began first. */
  commitResult(result: NonNullable<RunRegistry['concluded']>): void {
    if (!this.cancelled) this.concluded = result
  }

  /** The run wrote its own summary line while it was live: the cancellation writes none. */
  summaryLogged(): void {
    if (!this.cancelled && this.concluded) this.concluded.summaryLine = undefined
  }

  enter(stage: RunStage): void {
    if (!this.cancelled) this.stage = stage
  }

  /** Thrown at the points where the run would start something new after a cancellation began. */
  assertLive(): void {
    if (this.cancelled) throw new RunCancelled()
  }

  /**
   * Something the run started outside the runtime roots, which the
   * cancellation's sweep would not find (the sandboxed test command: its own
   * process group, another user, a copy of the checkout under the system temp
   * dir), with how to end it. Returns the function that forgets it once it
   * ended by itself. Held after a cancellation began, it is ended at once.
   */
  hold(release: () => Promise<void>): () => void {
    if (this.cancelled) {
      void release().catch(() => undefined)
      return () => undefined
    }
    this.held.add(release)
    return () => void this.held.delete(release)
  }

  /** Ends everything held, all at once (the cancellation handler); never throws. */
  async releaseHeld(): Promise<void> {
    const all = [...this.held]
    this.held.clear()
    await Promise.allSettled(all.map((release) => release()))
  }
}

export class RunCancelled extends Error {
  constructor() {
    super('the run was cancelled')
    this.name = 'RunCancelled'
  }
}
