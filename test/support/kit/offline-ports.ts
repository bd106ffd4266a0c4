import { Octokit } from '@octokit/core'
import type { ConcludeInput, ConcludePorts } from '../../../src/publication/conclude.js'
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

/**
 * A conclusion of acme/shop#7 for a run that wrote nothing to GitHub yet: the fields each test
 * varies (mode, run, commit, receipts) are given, the rest is the quiet default of a short run.
 */
export function offlineConcludeInput(target: Pick<ConcludeInput, 'mode' | 'runId' | 'headSha'> & Partial<ConcludeInput>): ConcludeInput {
  return {
    owner: 'acme',
    repo: 'shop',
    pullNumber: 7,
    blockingSeverity: 'high',
    strictRuntime: false,
    expectedLogin: 'github-actions[bot]',
    marker: `<!-- harbourmaster:run run=${target.runId} sha=${target.headSha} -->`,
    exclusions: [],
    caps: [],
    figures: { modelCalls: 1, tokensIn: 1, tokensOut: 1, durationMs: 1 },
    ...target,
  }
}
