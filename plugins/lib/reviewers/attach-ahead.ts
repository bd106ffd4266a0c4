import { join } from 'node:path'
import { RECEIPT_FILES, type RunConfig } from '../../../src/core/contracts/run-config.js'
import { SessionEvents } from '../../../src/core/opencode/events.js'
import { sendPrompt, type SentAhead } from '../../../src/core/opencode/run-agent.js'
import { armTeamGate } from '../../../src/core/opencode/team-gate.js'
import type { Logger } from '../../../src/core/telemetry/logger.js'
import type { ReviewerLauncher, ReviewerServer } from './launcher.js'
import { loadStage, type ReviewStage } from './stage.js'
import { firstPrompt, newNonce } from './team-phases.js'
import { sessionsAhead } from './team.js'

/**
 * Connects to the runner's reviewer server while the editor's first model
 * call is in flight, so the spawn_reviewers call that follows it starts
 * prompting at once. Measured with opencode-ai 1.18.33 on 2 cores (bench
 * fan-out, docs/performance.md): reading the reviewer's address, creating
 * the six sessions and waiting for the event stream's greeting took about
 * 0.1 s between the editor's tool call and the first specialist prompt.
 *
 * With `promptAhead` the specialists' first prompts are sent too, built from
 * the same stage and nonce the tool then plans with, behind the armed team
 * gate (src/core/opencode/team-gate.ts): the reviewer does each prompt's work
 * now and holds its model request until the tool opens the gate. Nothing here
 * spends a token or decides anything: a held request is never sent if the
 * editor does not call the tool (the runner stops the process), sessions
 * never answered appear in no receipt, and the team starts only when the
 * editor calls the tool. The run config exists before the editor's first
 * message (the runner writes it after the gate); the plugin-driven layout,
 * where the tool starts its own reviewer, does not attach ahead.
 */

/** The agents a review prompts: the specialists with patches, then the verifier. */
export function teamAgents(config: RunConfig): string[] {
  return [...config.specialists.filter((s) => s.patches.length > 0).map((s) => `specialist-${s.name}`), 'verifier']
}

/** The stage and nonce the prompts sent ahead were built from: spawn_reviewers plans with the same. */
export interface PlannedAhead {
  stage: ReviewStage
  nonce: string
}

/** The reviewer server, its sessions created ahead and its observed event stream. */
export interface AttachedTeam {
  /** The reviewer server, or why it cannot be reached (reported as the team's start-up failure). */
  server: Promise<ReviewerServer>
  /** Sessions, first prompts sent ahead and the event stream once the server is known; rejects like SessionEvents.attach. */
  observed: Promise<{ ahead: Map<string, Promise<string>>; sent: Map<string, Promise<SentAhead | undefined>>; events: SessionEvents }>
  /** With promptAhead. */
  planned?: Promise<PlannedAhead>
}

/** Attaches the reviewer team; the caller closes the events (runTeam, or TeamAhead.dispose). */
export function attachTeam(config: RunConfig, launch: ReviewerLauncher, logger: Logger, options: { promptAhead?: boolean } = {}): AttachedTeam {
  const server = launch(config, logger)
  const planned = options.promptAhead ? loadStage(config).then((stage) => ({ stage, nonce: newNonce() })) : undefined
  const observed = server.then(async (reached) => {
    const ahead = sessionsAhead(reached, teamAgents(config))
    const events = await SessionEvents.attach({
      client: reached.client,
      logger,
      process: 'reviewer',
      snapshotFile: join(config.privateDir, RECEIPT_FILES.events),
    })
    const sent = planned ? promptAhead(reached, ahead, config, planned, logger) : new Map<string, Promise<SentAhead | undefined>>()
    return { ahead, sent, events }
  })
  // Observed by whoever takes the team; never an unhandled rejection meanwhile.
  server.catch(() => undefined)
  observed.catch(() => undefined)
  planned?.catch(() => undefined)
  return { server, observed, ...(planned ? { planned } : {}) }
}

/**
 * Sends each specialist's first prompt to its session created ahead, once the gate is armed.
 * A prompt that could not be sent (or a gate that could not be armed) is undefined: the
 * specialist's run sends it itself.
 */
function promptAhead(
  server: ReviewerServer,
  ahead: Map<string, Promise<string>>,
  config: RunConfig,
  planned: Promise<PlannedAhead>,
  logger: Logger,
): Map<string, Promise<SentAhead | undefined>> {
  const armed = armTeamGate(config.privateDir)
  const model = config.models[0]
  const sent = new Map<string, Promise<SentAhead | undefined>>()
  for (const specialist of config.specialists) {
    const session = ahead.get(`specialist-${specialist.name}`)
    if (!session || !model) continue
    const one = (async (): Promise<SentAhead | undefined> => {
      const [plan, sessionId] = await Promise.all([planned, session, armed])
      const prompt = firstPrompt({ config, stage: plan.stage, nonce: plan.nonce }, specialist)
      if (!prompt) return undefined
      const body = { agent: prompt.agent, model, text: prompt.text, tools: prompt.tools, system: prompt.system }
      const sentAt = Date.now()
      await sendPrompt(server.client, sessionId, body)
      return { ...body, sessionId, sentAt }
    })().catch(() => undefined)
    sent.set(`specialist-${specialist.name}`, one)
  }
  void Promise.all(sent.values()).then((all) => {
    logger.event('reviewers', 'prompted-ahead', { prompts: all.filter((p) => p !== undefined).length, of: all.length })
  })
  return sent
}

/** What TeamAhead needs of an attached team: AttachedTeam in production, a small fake in tests. */
export interface ClosableTeam {
  observed: Promise<{ events: { close(options?: { summary?: boolean }): Promise<void> } }>
}

/** The team attached at the editor's first message, handed once to the spawn_reviewers call. */
export class TeamAhead<T extends ClosableTeam = AttachedTeam> {
  private attached: T | undefined
  private taken = false

  constructor(private readonly attach: (config: RunConfig) => T) {}

  /** Starts attaching in the background (once); never throws. */
  start(config: RunConfig): void {
    if (this.attached || this.taken || config.specialists.every((s) => s.patches.length === 0)) return
    this.attached = this.attach(config)
  }

  /** The attached team, once; undefined when none was started. */
  take(): T | undefined {
    if (this.taken) return undefined
    this.taken = true
    return this.attached
  }

  /** Closes the event stream of a team no call has taken. */
  async dispose(): Promise<void> {
    if (this.taken || !this.attached) return
    this.taken = true
    const observed = await this.attached.observed.catch(() => undefined)
    await observed?.events.close({ summary: false })
  }
}
