import type { ActionLayout } from '../action-root.js'
import type { ActionEnvironment } from '../config/environment.js'
import type { RunnerHost } from '../config/runner-host.js'
import type { InputReader, Settings } from '../config/settings.js'
import type { GitHubAccess, GitHubClientOptions } from '../core/github/client.js'
import type { HarbourmasterError } from '../core/errors.js'
import type { Logger } from '../core/telemetry/logger.js'
import type { Redactor } from '../core/telemetry/redact.js'
import type { PrepareDeps, PreparedRun } from '../prepare.js'
import type { Concluded, ConcludePorts } from '../publication/conclude.js'
import type { FailurePhase } from '../publication/outcome.js'
import type { AnnotationPort, OutputPort, SummaryPort } from '../publication/report.js'
import type { ReplayPhaseInput, ReplayPhaseResult } from '../replay/replay-phase.js'
import type { StartReview } from '../runtime/review-runtime.js'
import type { RunRegistry } from '../runtime/run-registry.js'

/**
 * What runAction is handed (the real ones come from main.ts) and what its
 * phases share. The phases themselves are functions of typed inputs
 * (src/run/); `phases` lets a test substitute one, e.g. a review that calls
 * the publish_review session directly instead of starting OpenCode, so
 * failure tests drive the real runner.
 */
export interface RunPhases {
  /** Reads the pull request from GitHub and stages it (src/prepare.ts). */
  prepare: (deps: PrepareDeps) => Promise<PreparedRun>
  /** The OpenCode side of the run (src/runtime/review-runtime.ts). */
  startReview: StartReview
  /** A replay's review phase: the publisher process (src/replay/replay-phase.ts); a test hands it a shorter deadline. */
  replay: (input: ReplayPhaseInput) => Promise<ReplayPhaseResult>
}

export interface ActionPorts {
  readInput: InputReader
  env: NodeJS.ProcessEnv
  logger: Logger
  redactor: Redactor
  outputs: OutputPort
  summary: SummaryPort
  annotations: AnnotationPort
  layout: ActionLayout
  onOpencodeOutput?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void
  /** Verification poll delays (tests shorten them). */
  verifyDelaysMs?: readonly number[]
  /** How long each server's warm-up is waited for (tests on a loaded machine lengthen it). */
  warmUpBoundMs?: number
  /** Where the run records its directories and stage, for the cancellation handler. */
  registry?: RunRegistry
  /** Substitutes for the real phases (tests); every phase left out is the real one. */
  phases?: Partial<RunPhases>
  /** Backoff and rate-limit wait bounds of the runner's GitHub client (tests shorten them). */
  githubTiming?: Pick<GitHubClientOptions, 'retryBaseMs' | 'maxRateLimitWaitSeconds'>
  /** The runner's OS, CPU and C library (tests name other runners); the real one otherwise. */
  host?: RunnerHost
}

export interface ActionResult {
  concluded: Concluded | undefined
  /** Set when the run could not even reach the conclusion (bad settings or environment). */
  earlyFailure: HarbourmasterError | undefined
}

export interface Failure {
  error: unknown
  phase: FailurePhase
}

/** What every phase after the settings may read: fixed once the run has its settings and client. */
export interface RunContext {
  ports: ActionPorts
  settings: Settings
  env: ActionEnvironment
  /** `<run id>-<attempt>`: this attempt's id in receipts and files. */
  runId: string
  registry: RunRegistry
  github: GitHubAccess
  conclude: ConcludePorts
  started: number
}
