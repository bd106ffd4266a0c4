/**
 * Typed failure classes. Code classifies by type or HTTP status, never by
 * message text; `setFailed` always receives a normalised HarbourmasterError.
 */
export const FAILURE_CLASSES = ['configuration', 'github', 'opencode', 'model', 'diff', 'policy', 'internal'] as const
export type FailureClass = (typeof FAILURE_CLASSES)[number]

export class HarbourmasterError extends Error {
  readonly failureClass: FailureClass
  constructor(failureClass: FailureClass, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'HarbourmasterError'
    this.failureClass = failureClass
  }
}

/** A user mistake in inputs or permissions: the message names the input and the expected form. */
export class ConfigurationError extends HarbourmasterError {
  readonly input: string | undefined
  constructor(message: string, input?: string, options?: { cause?: unknown }) {
    super('configuration', message, options)
    this.name = 'ConfigurationError'
    this.input = input
  }
}

export class GitHubError extends HarbourmasterError {
  readonly status: number | undefined
  constructor(message: string, status?: number, options?: { cause?: unknown }) {
    super('github', message, options)
    this.name = 'GitHubError'
    this.status = status
  }
}

export class OpenCodeError extends HarbourmasterError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('opencode', message, options)
    this.name = 'OpenCodeError'
  }
}

export class ModelError extends HarbourmasterError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('model', message, options)
    this.name = 'ModelError'
  }
}

export class DiffError extends HarbourmasterError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('diff', message, options)
    this.name = 'DiffError'
  }
}

export class PolicyError extends HarbourmasterError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('policy', message, options)
    this.name = 'PolicyError'
  }
}

/**
 * Ends the run early without failing it (draft, fork, no provider key, a head
 * that already has a proven review). The outcome is `skipped` and the reason
 * is reported in outputs, summary and telemetry; `reviewId` names an existing
 * review that stands for this run (the `review-id` output).
 */
export class SkipRun extends Error {
  readonly reason: string
  readonly reviewId: number | undefined
  constructor(reason: string, options: { reviewId?: number } = {}) {
    super(reason)
    this.name = 'SkipRun'
    this.reason = reason
    this.reviewId = options.reviewId
  }
}

/** Normalises anything thrown into a HarbourmasterError; unknown throws are `internal`. */
export function toHarbourmasterError(error: unknown): HarbourmasterError {
  if (error instanceof HarbourmasterError) return error
  if (error instanceof Error) return new HarbourmasterError('internal', error.message, { cause: error })
  return new HarbourmasterError('internal', `non-error thrown: ${String(error)}`)
}
