import { appendFileSync } from 'node:fs'
import type { Event, OpencodeClient, SessionStatus } from '@opencode-ai/sdk'
import { OpenCodeError } from '../errors.js'
import type { Logger } from '../telemetry/logger.js'
import { UsageAggregator, type SessionUsage, type UsageSnapshot, type UsageSummary } from './events-usage.js'

/**
 * One subscription to a server's event stream (`client.event.subscribe()`
 * streams every session's events, child sessions included). It aggregates
 * usage, appends compact snapshots to the private events.jsonl, and lets
 * callers wait for a session to become idle while seeing its retry statuses.
 */

/** The slice of the SDK client this module uses, so tests and plugins pass narrow ports. */
export type EventPort = Pick<OpencodeClient, 'event'>

export interface IdleWaiter {
  /** Resolves when the session reports idle after the waiter was registered. */
  readonly idle: Promise<void>
  cancel(): void
}

type StatusListener = (status: SessionStatus) => void

export interface SessionEventsOptions {
  client: EventPort
  logger: Logger
  /** Which OpenCode process this is (editor | reviewer): a field on every snapshot. */
  process: string
  /** Absolute path of events.jsonl in the private directory; omitted, nothing is written. */
  snapshotFile?: string
  /** How long to wait for the stream's `server.connected` greeting. */
  connectTimeoutMs?: number
}

export class SessionEvents {
  private readonly usageAgg = new UsageAggregator()
  private readonly idleWaiters = new Map<string, Set<() => void>>()
  /** When each session was last seen idle (waitForIdle's `since`). */
  private readonly idleAt = new Map<string, number>()
  private readonly statusListeners = new Map<string, Set<StatusListener>>()
  private readonly compactedListeners = new Map<string, Set<() => void>>()
  private readonly usageListeners = new Set<(snapshot: UsageSnapshot) => void>()
  private readonly abort = new AbortController()
  private closed = false
  private pump: Promise<void> = Promise.resolve()

  private constructor(private readonly options: SessionEventsOptions) {}

  /** Subscribes and waits until the server has greeted the stream, so no later event is missed. */
  static async attach(options: SessionEventsOptions): Promise<SessionEvents> {
    const events = new SessionEvents(options)
    await events.start()
    return events
  }

  private async start(): Promise<void> {
    const { stream } = await this.options.client.event.subscribe({ signal: this.abort.signal })
    const iterator = stream[Symbol.asyncIterator]()
    const first = iterator.next()
    const timeoutMs = this.options.connectTimeoutMs ?? 10_000
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OpenCodeError(`OpenCode event stream did not connect within ${timeoutMs} ms`)), timeoutMs)
    })
    try {
      const result = await Promise.race([first, timeout])
      if (!result.done) this.handle(result.value as Event)
    } catch (error) {
      // Stop the SDK's reconnect loop: nobody will read this stream.
      this.closed = true
      this.abort.abort()
      throw error instanceof OpenCodeError ? error : new OpenCodeError('OpenCode event stream failed to connect', { cause: error })
    } finally {
      clearTimeout(timer)
    }
    this.pump = (async () => {
      try {
        for (;;) {
          const next = await iterator.next()
          if (next.done) break
          this.handle(next.value as Event)
        }
      } catch (error) {
        if (!this.closed) this.options.logger.event('runtime', 'event-stream-error', { process: this.options.process, error: errorName(error) })
      } finally {
        // A stream that ends while sessions are waited on must not hang them: wake every waiter.
        for (const set of this.idleWaiters.values()) for (const wake of set) wake()
      }
    })()
  }

  label(sessionId: string, agent: string): void {
    this.usageAgg.label(sessionId, agent)
  }

  /**
   * Register BEFORE sending the prompt: the idle that follows belongs to it. For a prompt
   * sent earlier (ahead, held at the team gate), `since` is when it was sent: an idle seen
   * from then on already belongs to it.
   */
  waitForIdle(sessionId: string, since?: number): IdleWaiter {
    let wake: () => void = () => {}
    const idle = new Promise<void>((resolve) => {
      wake = () => {
        this.idleWaiters.get(sessionId)?.delete(wake)
        resolve()
      }
    })
    const idleAt = this.idleAt.get(sessionId)
    if (since !== undefined && idleAt !== undefined && idleAt >= since) {
      wake()
      return { idle, cancel: () => {} }
    }
    const set = this.idleWaiters.get(sessionId) ?? new Set()
    set.add(wake)
    this.idleWaiters.set(sessionId, set)
    return { idle, cancel: () => this.idleWaiters.get(sessionId)?.delete(wake) }
  }

  onStatus(sessionId: string, listener: StatusListener): () => void {
    const set = this.statusListeners.get(sessionId) ?? new Set()
    set.add(listener)
    this.statusListeners.set(sessionId, set)
    return () => set.delete(listener)
  }

  /** Called each time OpenCode compacted the session (it does so when the provider says the context overflowed). */
  onCompacted(sessionId: string, listener: () => void): () => void {
    const set = this.compactedListeners.get(sessionId) ?? new Set()
    set.add(listener)
    this.compactedListeners.set(sessionId, set)
    return () => set.delete(listener)
  }

  /** Called after every completed model or tool call (budget watches). */
  onUsage(listener: (snapshot: UsageSnapshot) => void): () => void {
    this.usageListeners.add(listener)
    return () => this.usageListeners.delete(listener)
  }

  usage(sessionId: string): SessionUsage | undefined {
    return this.usageAgg.usage(sessionId)
  }

  /** Held sessions count their time from `at`, when the team gate opened (UsageAggregator.restartClocks). */
  restartClocks(at: number): void {
    this.usageAgg.restartClocks(at)
  }

  summary(filter?: (s: SessionUsage) => boolean): UsageSummary {
    return this.usageAgg.summary(filter)
  }

  /** Whether any real model call (a completed assistant message without error) was observed. */
  sawModelCall(): boolean {
    return this.usageAgg.summary().modelCalls > 0
  }

  /** Stops the stream; `summary: false` for a stream nothing was run on (no summary line in events.jsonl). */
  async close(options: { summary?: boolean } = {}): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.abort.abort()
    if (options.summary !== false) this.writeSnapshot({ kind: 'summary', process: this.options.process, at: Date.now(), ...this.totals() })
    await Promise.race([this.pump, new Promise((resolve) => setTimeout(resolve, 1_000))])
  }

  private totals(): { modelCalls: number; tokensIn: number; tokensOut: number; toolCalls: number } {
    const { modelCalls, tokensIn, tokensOut, toolCalls } = this.usageAgg.summary()
    return { modelCalls, tokensIn, tokensOut, toolCalls }
  }

  private handle(event: Event): void {
    const snapshots = this.usageAgg.apply(event)
    for (const snapshot of snapshots) {
      this.record(snapshot)
      for (const listener of [...this.usageListeners]) listener(snapshot)
    }
    if (event.type === 'session.status') {
      const { sessionID, status } = event.properties
      for (const listener of [...(this.statusListeners.get(sessionID) ?? [])]) listener(status)
      if (status.type === 'idle') this.wake(sessionID)
    } else if (event.type === 'session.idle') {
      this.wake(event.properties.sessionID)
    } else if (event.type === 'session.compacted') {
      for (const listener of [...(this.compactedListeners.get(event.properties.sessionID) ?? [])]) listener()
    }
  }

  private wake(sessionId: string): void {
    this.idleAt.set(sessionId, Date.now())
    for (const wake of [...(this.idleWaiters.get(sessionId) ?? [])]) wake()
  }

  private record(snapshot: UsageSnapshot): void {
    this.writeSnapshot({ process: this.options.process, ...snapshot })
  }

  private writeSnapshot(line: Record<string, unknown>): void {
    if (!this.options.snapshotFile) return
    try {
      // Small appends from two processes interleave by line, which is all events.jsonl needs.
      appendFileSync(this.options.snapshotFile, `${JSON.stringify(line)}\n`, { mode: 0o600 })
    } catch (error) {
      this.options.logger.event('runtime', 'snapshot-write-failed', { process: this.options.process, error: errorName(error) })
    }
  }
}

function errorName(error: unknown): string {
  if (error instanceof Error) return error.name
  return typeof error
}
