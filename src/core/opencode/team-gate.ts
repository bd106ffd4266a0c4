import { existsSync, watch, type FSWatcher } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { WARM_UP_PROVIDER } from './warm-up.js'

/**
 * The reviewer team's gate: lets spawn_reviewers send the specialists'
 * prompts while the editor's first model call is still running, without a
 * single specialist token being spent before the editor calls the tool.
 *
 * Measured with opencode-ai 1.18.33 on 2 cores (docs/performance.md): five
 * specialist prompts cost the reviewer's one JavaScript thread about 0.3 s
 * between the editor's tool call and the first specialist model request.
 * Sent ahead and held at OpenCode's last plugin hook before the model request
 * (`chat.headers`, plugins/team-gate.ts), they reached the model about 25 ms
 * after the gate opened.
 *
 * Two private files (0600, in the run's private directory, which no agent
 * can read): `armed`, written by the editor's plugin before it sends any
 * prompt ahead, and `open`, written when the editor calls spawn_reviewers.
 * A reviewer holds a model request only while the gate is armed and not
 * open; without the armed file (a reviewer prompted directly, the
 * plugin-driven layout) nothing is held. The reviewer process is stopped at
 * the end of the review phase, so a gate the editor never opened spends
 * nothing and leaves nothing behind.
 */
export const TEAM_GATE_FILES = { armed: 'team-gate-armed', open: 'team-gate-open' } as const

/** Before the first prompt sent ahead: from here on the reviewer holds its model requests. */
export async function armTeamGate(privateDir: string): Promise<void> {
  await writeFile(join(privateDir, TEAM_GATE_FILES.armed), '', { mode: 0o600 })
}

/** When the editor calls spawn_reviewers: every held request goes to the model. Idempotent. */
export async function openTeamGate(privateDir: string): Promise<void> {
  await writeFile(join(privateDir, TEAM_GATE_FILES.open), '', { mode: 0o600 })
}

/** Whether a model request made now must wait for the gate. */
export function teamGateHolds(privateDir: string): boolean {
  return existsSync(join(privateDir, TEAM_GATE_FILES.armed)) && !existsSync(join(privateDir, TEAM_GATE_FILES.open))
}

/**
 * Resolves once the gate is open (at once if it is). Woken by the directory
 * watcher; the slow poll covers a file system whose watcher misses the event,
 * at no measurable cost.
 */
export function waitForOpenGate(privateDir: string, pollMs = 250): Promise<void> {
  const open = join(privateDir, TEAM_GATE_FILES.open)
  if (existsSync(open)) return Promise.resolve()
  return new Promise<void>((resolve) => {
    let watcher: FSWatcher | undefined
    const check = (): void => {
      if (!existsSync(open)) return
      clearInterval(timer)
      watcher?.close()
      resolve()
    }
    const timer = setInterval(check, pollMs)
    try {
      watcher = watch(privateDir, check)
      watcher.on('error', () => watcher?.close())
    } catch {
      // The poll alone still opens it.
    }
    // Written between the first look and the watcher's start.
    check()
  })
}

/**
 * The reviewer's side (plugins/team-gate.ts): awaited before each model request. The
 * runner's warm-up prompt never waits; without a private directory (no run config) or an
 * armed gate nothing waits either.
 */
export class TeamGateHold {
  private opened: Promise<void> | undefined

  constructor(private readonly privateDir: () => Promise<string | undefined>) {}

  async beforeModelRequest(providerID: string): Promise<void> {
    if (providerID === WARM_UP_PROVIDER) return
    const dir = await this.privateDir()
    if (dir === undefined || !teamGateHolds(dir)) return
    this.opened ??= waitForOpenGate(dir)
    await this.opened
  }
}
