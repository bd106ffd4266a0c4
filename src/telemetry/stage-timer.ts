import type { LogFields, Logger } from '../core/telemetry/logger.js'

/**
 * Times one pipeline stage and writes its `event=done` line with `ms=`, so
 * every stage reports its duration the same way.
 */
export interface StageTimer {
  /** Milliseconds since the stage started. */
  ms(): number
  done(fields?: LogFields): number
}

export function startStage(logger: Logger, stage: string, fields: LogFields = {}): StageTimer {
  const started = performance.now()
  logger.event(stage, 'start', fields)
  const ms = (): number => Math.round(performance.now() - started)
  return {
    ms,
    done(more: LogFields = {}): number {
      const elapsed = ms()
      logger.event(stage, 'done', { ...fields, ...more, ms: elapsed })
      return elapsed
    },
  }
}
