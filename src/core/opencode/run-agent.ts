import type { AssistantMessage, OpencodeClient } from '@opencode-ai/sdk'
import { ModelError, OpenCodeError } from '../errors.js'
import type { Logger } from '../telemetry/logger.js'
import type { SessionEvents } from './events.js'
import { CUT_OFF, cutOff, describeError, isRealAnswer } from './events-usage.js'
import { NO_CREDIT, providerStatus, refusalOf, refusedInput, type Refusal } from './provider-refusal.js'
import { retryReason } from './retry-reason.js'
import { retryWaitTooLong } from './retry-wait.js'
import { assistantCount, assistantTurns, idleProbe, newestMessage, pollIdle, textOf } from './session-answer.js'

/**
 * Runs one agent to completion on an OpenCode server with model fallback.
 *
 * OpenCode retries retryable provider errors (429, 5xx) itself and announces
 * each retry as a `session.status` of type `retry`. We bound those retries:
 * past `maxRetries` we abort the session and move on to the next configured
 * model. A session that ends with an assistant error (a provider fault that
 * OpenCode gave up on, an auth error, a malformed answer) also moves on. With
 * every model failing we throw ModelError (class `model`). Every attempt is
 * logged as `stage=model event=attempt`. When every model was refused (a key the
 * provider refuses, a model id it does not know), the error names that input instead (provider-refusal.ts).
 */

export type SessionPort = Pick<OpencodeClient, 'session'>

export interface ModelRef {
  providerID: string
  modelID: string
}

export interface AgentRunOptions {
  client: SessionPort
  events: SessionEvents
  logger: Logger
  agent: string
  /** A title given at creation spares OpenCode its extra title-generation model call. */
  title: string
  /** The first message. */
  text: string
  /** Sent instead of `text` when a session that already made progress continues on the next model. */
  continueText?: string
  models: readonly ModelRef[]
  /** Provider retries tolerated per model before falling back (OpenCode's own retries are counted). */
  maxRetries?: number
  /** Absolute deadline (epoch ms) for the whole run of this agent, fallbacks included. */
  deadline: number
  /** For the timeout message only. */
  timeoutMs: number
  signal?: AbortSignal
  /**
   * After `signal` stopped the session, whether to wait for OpenCode to confirm the abort and
   * report the session idle (up to 5 s). Default: wait. The editor ended on its final receipt
   * does not: its work is done and its process is stopped next, and waiting delayed the run's
   * end by about 50 ms (docs/performance.md).
   */
  settleAfterAbort?: () => boolean
  /** Called with each session id as soon as it exists (receipts, budget watch). */
  onSession?: (sessionId: string) => void
  /** Settles if the OpenCode process exits: the run stops at once with an OpenCodeError. */
  exited?: Promise<string>
  /**
   * Tools switched off for this prompt (OpenCode's per-prompt `tools` map): their schemas
   * are not sent to the model at all. Undefined: the agent's permitted tools.
   */
  tools?: Record<string, boolean>
  /**
   * A session created ahead for the first attempt (createAgentSession), so the hand-over to
   * this agent waits only for its prompt; if creating it failed, a fresh one is created.
   */
  session?: Promise<string>
  /**
   * Trusted text OpenCode adds to the agent's system prompt for this prompt (and its
   * continuation): repository guidance from the base commit. Never text from the stage.
   */
  system?: string
  /**
   * The first prompt, already sent on `session` (reviewers/attach-ahead.ts, held at the
   * team gate until the editor called spawn_reviewers): the first attempt waits for its
   * answer instead of sending it again, if it is this prompt to this model in that session.
   */
  sentAhead?: Promise<SentAhead | undefined>
}

/** What a prompt is: agent, model, text and per-prompt switches (one request body for every sender). */
export interface PromptBody {
  agent: string
  model: ModelRef
  text: string
  tools?: Record<string, boolean>
  system?: string
}

/** A prompt sent before its run, and when (SessionEvents.waitForIdle's `since`). */
export interface SentAhead extends PromptBody {
  sessionId: string
  sentAt: number
}

/** Sends a prompt without waiting for its answer; OpenCode refusing it is an OpenCodeError. */
export async function sendPrompt(client: SessionPort, sessionId: string, prompt: PromptBody): Promise<void> {
  const sent = await client.session.promptAsync({
    path: { id: sessionId },
    body: {
      agent: prompt.agent,
      model: { providerID: prompt.model.providerID, modelID: prompt.model.modelID },
      parts: [{ type: 'text', text: prompt.text }],
      ...(prompt.tools ? { tools: prompt.tools } : {}),
      ...(prompt.system ? { system: prompt.system } : {}),
    },
  })
  if (sent.error) throw new OpenCodeError(`OpenCode refused the prompt for agent ${prompt.agent}`, { cause: sent.error })
}

export interface AttemptRecord {
  model: string
  sessionId: string
  outcome: 'ok' | 'retries-exhausted' | 'model-error'
  error?: string
  /** The provider's HTTP status, when the attempt ended with one. */
  status?: number
  /** The provider refused the key or did not know the model (provider-refusal.ts). */
  refusal?: Refusal
}

export interface AgentRun {
  agent: string
  sessionIds: string[]
  model: ModelRef
  /** The final assistant message's text. */
  text: string
  attempts: AttemptRecord[]
}

export const DEFAULT_MAX_RETRIES = 2

/**
 * Compactions tolerated in one attempt. OpenCode answers a provider's "context length
 * exceeded" by compacting the session and asking again; a conversation that still does not
 * fit overflows again, and without a bound the session looped (an overflow and a compaction
 * call, each resending the conversation, hundreds a minute) until the run's timeout.
 */
export const MAX_COMPACTIONS = 2

/**
 * Answers in a row tolerated whose stream ended without a finish reason and without a tool call (a
 * proxy or gateway that gives up on a stream ends it cleanly, with no finish chunk and no usage).
 * OpenCode records such an answer as finish `unknown` and asks the model again, as after a tool call:
 * without a bound the session asked about 4 times a second, each call unmetered, until the run's timeout.
 */
export const MAX_UNFINISHED = 2

type AssistantError = NonNullable<AssistantMessage['error']>

/** Whether an assistant error is the provider's (fallback helps) rather than our own abort. */
export function isModelFailure(error: AssistantError): boolean {
  return error.name !== 'MessageAbortedError'
}

export function modelName(model: ModelRef): string {
  return `${model.providerID}/${model.modelID}`
}

export function formatMinutes(ms: number): string {
  // Sub-minute timeouts only occur in tests; "0.0 min" would read as no time at all.
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`
  const min = ms / 60_000
  return Number.isInteger(min) ? `${min} min` : `${min.toFixed(1)} min`
}

type SingleOutcome =
  | { kind: 'ok'; text: string }
  | { kind: 'retries-exhausted'; error: string; progressed: boolean }
  | { kind: 'model-error'; error: string; progressed: boolean; status?: number; refusal?: Refusal }

export async function runAgentWithFallback(options: AgentRunOptions): Promise<AgentRun> {
  const { logger, agent, models } = options
  if (models.length === 0) throw new ModelError(`no model configured for agent ${agent}`)
  const attempts: AttemptRecord[] = []
  const sessionIds: string[] = []
  let resume: string | undefined
  for (const [index, model] of models.entries()) {
    const isNew = resume === undefined
    const text = resume && options.continueText ? options.continueText : options.text
    let sessionId = resume ?? (await takeSession(options, index === 0 ? options.session : undefined))
    let adopted: number | undefined
    if (index === 0 && options.sentAhead) {
      const ahead = await adoptable(options, { agent, model, text, tools: options.tools, system: options.system }, sessionId)
      adopted = ahead.sentAt
      // Another prompt waits in that session: never a second one beside it, which OpenCode would also answer.
      if (ahead.other) {
        void options.client.session.abort({ path: { id: sessionId } }).catch(() => undefined)
        sessionId = await takeSession(options, undefined)
      }
    }
    if (!sessionIds.includes(sessionId)) sessionIds.push(sessionId)
    const outcome = await runOnce(options, sessionId, model, text, { isNew, last: index === models.length - 1, sentAt: adopted })
    const record: AttemptRecord = { model: modelName(model), sessionId, outcome: outcome.kind }
    if (outcome.kind !== 'ok') record.error = outcome.error
    if (outcome.kind === 'model-error' && outcome.status !== undefined) record.status = outcome.status
    if (outcome.kind === 'model-error' && outcome.refusal !== undefined) record.refusal = outcome.refusal
    attempts.push(record)
    logger.event('model', 'attempt', {
      agent,
      model: modelName(model),
      fallback: index,
      outcome: outcome.kind,
      error: outcome.kind === 'ok' ? undefined : outcome.error,
    })
    if (outcome.kind === 'ok') return { agent, sessionIds, model, text: outcome.text, attempts }
    // Progress (tool results, earlier answers) is worth keeping: continue that session on the next model.
    resume = outcome.progressed ? sessionId : undefined
  }
  const refused = refusedInput(attempts)
  if (refused) throw refused
  const detail = attempts.map((a) => `${a.model}: ${a.error ?? a.outcome}`).join('; ')
  throw new ModelError(`every configured model failed for agent ${agent} (${detail})`)
}

/** Creates a session for an agent ahead of its prompt (see AgentRunOptions.session). */
export async function createAgentSession(client: SessionPort, agent: string, title: string): Promise<string> {
  const created = await client.session.create({ body: { title } })
  if (!created.data) throw new OpenCodeError(`OpenCode refused to create a session for agent ${agent}`, { cause: created.error })
  return created.data.id
}

async function takeSession(options: AgentRunOptions, ahead: Promise<string> | undefined): Promise<string> {
  const create = (): Promise<string> => createAgentSession(options.client, options.agent, options.title)
  const id = ahead ? await ahead.catch(create) : await create()
  options.events.label(id, options.agent)
  options.onSession?.(id)
  return id
}

/**
 * Whether the prompt sent ahead in this session is exactly this one (`sentAt`: wait for its
 * answer), another one (`other`: the session is spent), or none was sent there (send it).
 */
async function adoptable(options: AgentRunOptions, prompt: PromptBody, sessionId: string): Promise<{ sentAt?: number; other?: true }> {
  const sent = await options.sentAhead?.catch(() => undefined)
  if (!sent || sent.sessionId !== sessionId) return {}
  const same =
    sent.agent === prompt.agent &&
    modelName(sent.model) === modelName(prompt.model) &&
    sent.text === prompt.text &&
    sent.system === prompt.system &&
    JSON.stringify(sent.tools) === JSON.stringify(prompt.tools)
  return same ? { sentAt: sent.sentAt } : { other: true }
}

async function runOnce(
  options: AgentRunOptions,
  sessionId: string,
  model: ModelRef,
  text: string,
  how: { isNew: boolean; last: boolean; sentAt?: number },
): Promise<SingleOutcome> {
  const { isNew, sentAt } = how
  const { client, events, logger, agent } = options
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES
  // A session this run just created holds no answer yet: one request fewer on every hand-over.
  const before = isNew ? 0 : await assistantCount(client, sessionId)
  let capped = false
  let cappedWhy: string | undefined
  let overflowed = false
  // Half answers are no conversation to continue on the next model: it starts afresh, as after an overflow.
  let unfinishedCapped = false
  // What OpenCode said it was retrying: the give-up names its kind and fix (retry-reason.ts).
  let retrying: string | undefined
  const waiter = events.waitForIdle(sessionId, sentAt)
  // Whether OpenCode has shown this prompt at work: until it has, a session absent from the
  // status map has not started yet (a slow runner), it has not finished.
  const seen = { working: false }
  const stopStatus = events.onStatus(sessionId, (status) => {
    if (status.type !== 'idle') seen.working = true
    if (status.type !== 'retry') return
    retrying = status.message
    logger.event('model', 'attempt', { agent, model: modelName(model), outcome: 'retry', retry: status.attempt })
    const tooLong = retryWaitTooLong(status.next, Date.now(), options.deadline, !how.last)
    if ((status.attempt > maxRetries || tooLong) && !capped) {
      capped = true
      // A long retry-after is a spent daily quota as often as a rate limit: say which the provider said.
      cappedWhy = tooLong && `${tooLong}: ${retryReason(status.message)}`
      void client.session.abort({ path: { id: sessionId } })
    }
  })
  let compactions = 0
  const stopCompacted = events.onCompacted(sessionId, () => {
    compactions += 1
    logger.event('model', 'attempt', { agent, model: modelName(model), outcome: 'compacted', compactions })
    if (compactions <= MAX_COMPACTIONS || capped) return
    capped = true
    overflowed = true
    cappedWhy = `the conversation overflowed the model's context again after ${MAX_COMPACTIONS} compactions (context length exceeded)`
    void client.session.abort({ path: { id: sessionId } })
  })
  let unfinished = 0
  const stopUsage = events.onUsage((snapshot) => {
    if (snapshot.sessionId !== sessionId || snapshot.kind !== 'model-call' || snapshot.outcome !== 'ok') return
    unfinished = snapshot.unfinished ? unfinished + 1 : 0
    if (unfinished <= MAX_UNFINISHED || capped) return
    capped = true
    unfinishedCapped = true
    cappedWhy = `the provider's answer ended without a finish reason ${unfinished} times in a row (its stream was cut short: check provider-base-url's gateway or proxy)`
    void client.session.abort({ path: { id: sessionId } })
  })
  let timer: NodeJS.Timeout | undefined
  let onAbort: (() => void) | undefined
  const stopPolling = new AbortController()
  try {
    if (sentAt === undefined) await sendPrompt(client, sessionId, { agent, model, text, tools: options.tools, system: options.system })
    let exitedHow = ''
    const stopped = new Promise<'timeout' | 'aborted' | 'exited'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, options.deadline - Date.now()))
      void options.exited?.then((how) => {
        exitedHow = how
        resolve('exited')
      })
      if (options.signal) {
        onAbort = () => resolve('aborted')
        if (options.signal.aborted) onAbort()
        else options.signal.addEventListener('abort', onAbort, { once: true })
      }
    })
    const polled = pollIdle(idleProbe(client, sessionId, before), stopPolling.signal, seen)
    const ended = await Promise.race([waiter.idle.then(() => 'idle' as const), polled, stopped])
    if (ended === 'exited') throw new OpenCodeError(`OpenCode exited unexpectedly while agent ${agent} was running (${exitedHow})`)
    if (ended !== 'idle') {
      const aborting = client.session.abort({ path: { id: sessionId } })
      if (ended !== 'aborted' || (options.settleAfterAbort?.() ?? true)) {
        await aborting
        await Promise.race([waiter.idle, new Promise((resolve) => setTimeout(resolve, 5_000))])
      } else {
        // Sent, not awaited: OpenCode answers only once the session's loop has stopped.
        aborting.catch(() => undefined)
      }
      if (ended === 'timeout') throw new OpenCodeError(`agent ${agent} timed out after ${formatMinutes(options.timeoutMs)}`)
      throw new OpenCodeError(`agent ${agent} was aborted`)
    }
  } finally {
    stopPolling.abort()
    clearTimeout(timer)
    if (onAbort) options.signal?.removeEventListener('abort', onAbort)
    stopStatus()
    stopCompacted()
    stopUsage()
    waiter.cancel()
  }
  // The newest message alone, when it is a finished answer: a specialist's session also holds its
  // prompt with every inline patch, which OpenCode would otherwise serialise again at each hand-over.
  const newest = await newestMessage(client, sessionId).catch(() => undefined)
  if (!capped && newest?.info.role === 'assistant' && !newest.info.error && isRealAnswer(newest.info) && !cutOff(newest.info))
    return { kind: 'ok', text: textOf(newest.parts) }
  const turns = await assistantTurns(client, sessionId)
  const fresh = turns.slice(before)
  const last = fresh.at(-1)
  // An overflowing conversation continued on the next model would overflow it too: that one starts afresh.
  // So does one whose only answer was cut: asked to continue, a model writes the rest, never a whole answer.
  const progressed = !overflowed && !unfinishedCapped && turns.some((t) => t.info.role === 'assistant' && isRealAnswer(t.info) && !cutOff(t.info))
  if (!last || last.info.role !== 'assistant') {
    const error = events.usage(sessionId)?.lastError ?? 'no assistant answer'
    return { kind: 'model-error', error, progressed }
  }
  const error = last.info.error
  if (capped) return { kind: 'retries-exhausted', error: cappedWhy ?? `retries exhausted after ${maxRetries}: ${retryReason(retrying)}`, progressed }
  if (error && isModelFailure(error)) {
    const refusal = refusalOf(error)
    // Named in our words, as the give-up after retries is: the provider's text may echo the key.
    const named = refusal === 'no-credit' ? `${describeError(error)}: ${NO_CREDIT}` : describeError(error)
    return { kind: 'model-error', error: named, progressed, status: providerStatus(error), refusal }
  }
  if (error) throw new OpenCodeError(`agent ${agent}'s session was aborted`)
  if (!isRealAnswer(last.info)) return { kind: 'model-error', error: 'no answer', progressed }
  if (cutOff(last.info)) return { kind: 'model-error', error: CUT_OFF, progressed }
  return { kind: 'ok', text: textOf(last.parts) }
}
