import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { OpencodeClient } from '@opencode-ai/sdk'
import { executionReceiptSchema, RECEIPT_FILES, type ExecutionReceipt } from '../core/contracts/run-config.js'
import type { HarbourmasterError } from '../core/errors.js'
import { runtimeFailure } from '../core/opencode/transport-failure.js'
import type { Logger } from '../core/telemetry/logger.js'
import { SessionEvents } from '../core/opencode/events.js'
import { logUsage, type UsageSummary } from '../core/opencode/events-usage.js'
import { createAgentSession, DEFAULT_MAX_RETRIES, runAgentWithFallback, type AttemptRecord, type ModelRef } from '../core/opencode/run-agent.js'
import { writeEditorDeadline } from '../core/opencode/run-deadline.js'
import { watchFinalReceipt, type ReceiptTarget } from './receipt-watch.js'

/**
 * Runs the editor session on the editor OpenCode server and reports what was
 * observed. It never throws for a run that failed: the failure (ModelError
 * when every model failed, OpenCodeError on timeout or a broken runtime) is
 * returned beside the usage observed until then, because the runner reports
 * model calls and tokens on every outcome.
 */

export interface EditorServer {
  client: Pick<OpencodeClient, 'session' | 'event'>
  /** Settles when the OpenCode process exits (see startOpencodeServer). */
  exited?: Promise<string>
}

export interface RunEditorOptions {
  server: EditorServer
  models: readonly ModelRef[]
  prompt: string
  timeoutMs: number
  logger: Logger
  /** Private directory: events.jsonl is appended here, the execution receipt read from here. */
  privateDir: string
  /** Tokens (in + out, editor plus reviewers) after which the run is stopped; 0 or absent: no budget. */
  tokenBudget?: number
  maxRetries?: number
  /** External cancellation (the runner's own deadline or a signal). */
  signal?: AbortSignal
  /** End the session once this run's final receipt is valid, without the model's closing turn (receipt-watch.ts). */
  endOnReceipt?: ReceiptTarget
  /** The session and event stream opened at boot (openEditorSession); else opened here. */
  opened?: Promise<OpenedEditor>
}

/** The editor's session (created ahead of its prompt) and its server's event stream. */
export interface OpenedEditor {
  session: Promise<string>
  events: SessionEvents
}

/**
 * Creates the editor's session while its event stream connects. The runner
 * does this once the editor has warmed up, before the gate has passed
 * (boot.ts): neither holds anything of the run, and the first prompt then
 * waits for nothing else (about 40 ms on the review's critical path).
 */
export async function openEditorSession(server: EditorServer, privateDir: string, logger: Logger): Promise<OpenedEditor> {
  const session = createAgentSession(server.client, 'editor', EDITOR_TITLE)
  session.catch(() => undefined)
  const events = await SessionEvents.attach({
    client: server.client,
    logger,
    process: 'editor',
    snapshotFile: join(privateDir, RECEIPT_FILES.events),
  })
  return { session, events }
}

export interface EditorRun {
  /** Whether the editor session finished: with a final answer, or ended by the runner on a valid final receipt. */
  completed: boolean
  /** Whether the runner ended the session on the final receipt (no closing turn). */
  endedOnReceipt: boolean
  /** The failure, already classified; undefined on success and on a budget stop. */
  error: HarbourmasterError | undefined
  budgetExceeded: boolean
  sessionIds: string[]
  /** The model that answered, when one did. */
  model: string | undefined
  /** The editor's final text (diagnostics only: the runner never parses it for control). */
  text: string
  attempts: AttemptRecord[]
  /** Editor-process usage from observed events. */
  usage: UsageSummary
  /** Whether any real model call was observed in the editor process (strict-runtime). */
  sawModelCall: boolean
  startedAt: number
  finishedAt: number
}

const EDITOR_TITLE = 'Harbourmaster review'

export async function runEditor(options: RunEditorOptions): Promise<EditorRun> {
  const { server, logger, privateDir } = options
  const startedAt = Date.now()
  const deadline = startedAt + options.timeoutMs
  // spawn_reviewers cuts the team's deadlines from this one, so the verifier and publication keep time.
  await writeEditorDeadline(privateDir, deadline).catch((error: unknown) => {
    logger.event('runtime', 'deadline-unwritten', { error: runtimeFailure(error).message })
  })
  // Opened at boot when it could be; a failure there is met again here, and reported.
  const ahead = await options.opened?.catch(() => undefined)
  let session: Promise<string>
  let events: SessionEvents
  try {
    ;({ session, events } = ahead ?? (await openEditorSession(server, privateDir, logger)))
  } catch (error) {
    const failure = runtimeFailure(error)
    logger.event('runtime', 'editor-done', { outcome: 'failed', class: failure.failureClass, model_calls: 0 })
    const empty: UsageSummary = { modelCalls: 0, unmeteredCalls: 0, tokensIn: 0, tokensOut: 0, toolCalls: 0, sessions: [], byAgent: {} }
    return {
      completed: false,
      endedOnReceipt: false,
      error: failure,
      budgetExceeded: false,
      sessionIds: [],
      model: undefined,
      text: '',
      attempts: [],
      usage: empty,
      sawModelCall: false,
      startedAt,
      finishedAt: Date.now(),
    }
  }
  const stop = new AbortController()
  const budget = options.tokenBudget ?? 0
  let budgetExceeded = false
  const unwatch =
    budget > 0
      ? watchBudget(events, privateDir, budget, () => {
          budgetExceeded = true
          logger.event('runtime', 'budget-exceeded', { agent: 'editor', budget })
          stop.abort()
        })
      : () => {}
  let endedOnReceipt = false
  const unwatchReceipt = options.endOnReceipt
    ? watchFinalReceipt(privateDir, options.endOnReceipt, () => {
        endedOnReceipt = true
        logger.event('runtime', 'editor-ended-on-receipt', { ms: Date.now() - startedAt })
        stop.abort()
      })
    : () => {}
  const onOuterAbort = (): void => stop.abort()
  options.signal?.addEventListener('abort', onOuterAbort, { once: true })
  const sessionIds: string[] = []
  logger.event('runtime', 'editor-start', { models: options.models.length, timeout_ms: options.timeoutMs })
  let result: Omit<EditorRun, 'usage' | 'sawModelCall' | 'startedAt' | 'finishedAt' | 'sessionIds' | 'endedOnReceipt'>
  try {
    const run = await runAgentWithFallback({
      client: server.client,
      events,
      logger,
      agent: 'editor',
      title: EDITOR_TITLE,
      session,
      text: options.prompt,
      continueText:
        'The previous model failed mid-run. Continue the same task from where it stopped, using the tool results above. ' +
        'Do not call spawn_reviewers again if it already returned; finish with the final tool call.',
      models: options.models,
      maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
      deadline,
      timeoutMs: options.timeoutMs,
      signal: stop.signal,
      settleAfterAbort: () => !endedOnReceipt,
      onSession: (id) => sessionIds.push(id),
      exited: server.exited,
    })
    result = {
      completed: true,
      error: undefined,
      budgetExceeded,
      model: `${run.model.providerID}/${run.model.modelID}`,
      text: run.text,
      attempts: run.attempts,
    }
  } catch (error) {
    const failure = runtimeFailure(error)
    if (endedOnReceipt && !budgetExceeded) {
      // Our own stop after the final tool succeeded: the work is done; proof still comes from GitHub.
      result = { completed: true, error: undefined, budgetExceeded, model: undefined, text: '', attempts: [] }
    } else {
      // A stop we caused for the budget is reported as such, not as a runtime fault.
      result = { completed: false, error: budgetExceeded ? undefined : failure, budgetExceeded, model: undefined, text: '', attempts: [] }
    }
  } finally {
    unwatch()
    unwatchReceipt()
    options.signal?.removeEventListener('abort', onOuterAbort)
  }
  const usage = events.summary()
  const sawModelCall = events.sawModelCall()
  await events.close()
  logUsage(logger, usage, 'editor')
  const finishedAt = Date.now()
  logger.event('runtime', 'editor-done', {
    outcome: endedOnReceipt && result.completed ? 'ended-on-receipt' : result.completed ? 'completed' : result.budgetExceeded ? 'budget-exceeded' : 'failed',
    class: result.error?.failureClass,
    model_calls: usage.modelCalls,
    tokens_in: usage.tokensIn,
    tokens_out: usage.tokensOut,
    ms: finishedAt - startedAt,
  })
  return { ...result, endedOnReceipt, sessionIds, usage, sawModelCall, startedAt, finishedAt }
}

/**
 * The execution receipt spawn_reviewers wrote, if any: the runner adds its
 * model calls and tokens to the editor's for the run summary and strict-runtime.
 */
export function readExecutionReceipt(privateDir: string): ExecutionReceipt | undefined {
  try {
    return executionReceiptSchema.parse(JSON.parse(readFileSync(join(privateDir, RECEIPT_FILES.execution), 'utf8')))
  } catch {
    return undefined
  }
}

/** Reviewer tokens so far (0 until spawn_reviewers has written its receipt). */
export function reviewerTokens(privateDir: string): number {
  const receipt = readExecutionReceipt(privateDir)
  return receipt ? receipt.tokensIn + receipt.tokensOut : 0
}

function watchBudget(events: SessionEvents, privateDir: string, budget: number, exceeded: () => void): () => void {
  let fired = false
  return events.onUsage(() => {
    if (fired) return
    const { tokensIn, tokensOut } = events.summary()
    if (tokensIn + tokensOut + reviewerTokens(privateDir) > budget) {
      fired = true
      exceeded()
    }
  })
}
