import { actionLayout } from '../../../src/action-root.js'
import { runAction, type ActionResult } from '../../../src/run-action.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import type { GitHubFake } from '../github-fake/index.js'
import { runnerEnv } from './environment.js'
import { PROVIDER_KEY, DEFAULT_FAKE_TOKEN } from './secrets.js'

/**
 * The ports an in-process run of the action records through: inputs from a
 * map, outputs, job summaries and redacted telemetry kept for the test, and
 * the action's own files. Spread into runAction beside the environment.
 */
export function recordingPorts(inputs: Record<string, string>) {
  const outputs: Record<string, string> = {}
  const summaries: string[] = []
  const annotations: Array<{ kind: 'warning' | 'error'; message: string }> = []
  const logger = new RecordingLogger(new Redactor())
  const ports = {
    readInput: (name: string) => inputs[name] ?? '',
    logger,
    redactor: logger.redactor,
    outputs: { setOutput: (name: string, value: unknown) => void (outputs[name] = String(value)) },
    summary: { append: async (markdown: string) => void summaries.push(markdown) },
    annotations: {
      warning: (message: string | Error) => void annotations.push({ kind: 'warning', message: String(message) }),
      error: (message: string | Error) => void annotations.push({ kind: 'error', message: String(message) }),
    },
    layout: actionLayout(),
  }
  return { ports, outputs, summaries, logger, annotations }
}

export interface RunOnceResult {
  result: ActionResult
  outputs: Record<string, string>
  summaries: string[]
  logger: RecordingLogger
  /** Annotations the run wrote itself (a finding's, a warning), in order. */
  annotations: Array<{ kind: 'warning' | 'error'; message: string }>
}

/**
 * Runs the action in-process once on an event file, with recording ports and
 * the scripted inputs a run needs to get past its settings. For runs that end
 * before OpenCode (a trigger refused or skipped): no model server is started.
 */
export async function runActionOnce(options: {
  github: GitHubFake
  eventName: string
  eventPath: string
  runnerTemp: string
  mode: string
  runId?: string
  /** GITHUB_ACTOR (unset unless given). */
  actor?: string
  /** Inputs over the scripted ones (an empty provider-api-key, another model). */
  inputs?: Record<string, string>
}): Promise<RunOnceResult> {
  const { ports, outputs, summaries, logger, annotations } = recordingPorts({
    'github-token': DEFAULT_FAKE_TOKEN,
    mode: options.mode,
    model: 'hm/x',
    'provider-api-key': PROVIDER_KEY,
    ...options.inputs,
  })
  const result = await runAction({
    ...ports,
    env: runnerEnv({
      eventName: options.eventName,
      eventPath: options.eventPath,
      github: options.github,
      runnerTemp: options.runnerTemp,
      runId: options.runId ?? '77',
      ...(options.actor ? { actor: options.actor } : {}),
    }),
    verifyDelaysMs: [10],
  })
  return { result, outputs, summaries, logger, annotations }
}
