import { Octokit } from '@octokit/core'
import type { ConcludePorts } from '../../../src/publication/conclude.js'
import type { SinkContext } from '../../../src/publication/sinks/sink.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'

/**
 * Ports for a conclusion or a report sink that must not talk to GitHub (check-only, the file
 * sinks): the client aims at a closed loopback port, so a call that should not happen fails the
 * test instead of passing quietly. Outputs, summary and annotations are dropped unless given.
 */
export function offlineConcludePorts(overrides: Partial<ConcludePorts> = {}): ConcludePorts {
  const rest = new Octokit({ baseUrl: 'http://127.0.0.1:9' })
  return {
    rest,
    graphql: rest,
    outputs: { setOutput: () => undefined },
    summary: { append: async () => undefined },
    annotations: { error: () => undefined, warning: () => undefined },
    logger: new RecordingLogger(),
    ...overrides,
  }
}

/** The same for one report sink, with the paths it writes to. */
export function offlineSinkContext(paths: SinkContext['paths'], overrides: Partial<SinkContext> = {}): SinkContext {
  const { rest, graphql, summary, annotations, logger } = offlineConcludePorts()
  return { rest, graphql, summary, annotations, logger, expectedLogin: 'github-actions[bot]', paths, ...overrides }
}
