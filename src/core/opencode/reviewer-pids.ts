import { appendFile, readFile, readdir, readlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Logger } from '../telemetry/logger.js'

/**
 * The reviewer OpenCode process leads its own process group (it is started
 * `detached` by spawn_reviewers inside the editor process), so killing the
 * editor's group does not reach it, and an editor that is SIGKILLed runs no
 * exit handler. The launcher therefore records every reviewer pid in the
 * private dir, which only trusted code reads, and the runner stops those
 * groups, and any process still running under the run's runtime directory,
 * when the review phase ends. Linux only (/proc); elsewhere the sweep finds
 * nothing and the recorded groups are still signalled.
 */
export const REVIEWER_PIDS_FILE = 'reviewer-pids'

/**
 * The process groups this Node process has started and not yet seen exit
 * (every OpenCode server goes through startOpencodeServer, which registers
 * it; a replay registers its publisher process). One place for whoever must stop them all at once, e.g. a SIGINT or
 * SIGTERM handler: stopRegisteredGroups is synchronous for that reason.
 */
const liveGroups = new Map<number, string>()

export function registerProcessGroup(pid: number, role: string): void {
  liveGroups.set(pid, role)
}

export function forgetProcessGroup(pid: number): void {
  liveGroups.delete(pid)
}

/** Live groups started by this process, with their role (editor, reviewer). */
export function registeredProcessGroups(): ReadonlyMap<number, string> {
  return liveGroups
}

/** Signals every registered group; returns how many were signalled. Never throws. */
export function stopRegisteredGroups(signal: NodeJS.Signals = 'SIGKILL'): number {
  let signalled = 0
  for (const pid of liveGroups.keys()) {
    try {
      process.kill(-pid, signal)
      signalled++
    } catch {
      // Already gone: its exit handler forgets it.
    }
  }
  return signalled
}

/** Called by the launcher in the editor process as soon as a reviewer server runs. */
export async function recordReviewerPid(privateDir: string, pid: number): Promise<void> {
  await appendFile(join(privateDir, REVIEWER_PIDS_FILE), `${pid}\n`, { mode: 0o600 })
}

async function cwdOf(pid: number): Promise<string | undefined> {
  return readlink(`/proc/${pid}/cwd`).catch(() => undefined)
}

/** A process working under `dir` (a deleted work dir reads as `<path> (deleted)`, still under it). */
const under = (cwd: string | undefined, dir: string): boolean => cwd !== undefined && (cwd === dir || cwd.startsWith(`${dir}/`))

function killGroup(pid: number): boolean {
  try {
    process.kill(-pid, 'SIGKILL')
    return true
  } catch {
    try {
      process.kill(pid, 'SIGKILL')
      return true
    } catch {
      return false
    }
  }
}

/**
 * Stops the recorded reviewer groups and every process whose working
 * directory lies under `runtimeParent` (the editor and reviewer roots).
 * A recorded pid is signalled only while it still runs under that directory,
 * so a pid the kernel has since handed to another process is left alone.
 */
export async function stopRuntimeProcesses(privateDir: string | undefined, runtimeParent: string, logger: Logger): Promise<number> {
  const recorded = (privateDir ? await readFile(join(privateDir, REVIEWER_PIDS_FILE), 'utf8').catch(() => '') : '')
    .split('\n')
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && pid > 1)
  const entries = (await readdir('/proc').catch(() => [] as string[])).filter((entry) => /^\d+$/.test(entry)).map(Number)
  const targets = new Set<number>()
  for (const pid of [...recorded, ...entries]) {
    if (pid === process.pid) continue
    if (under(await cwdOf(pid), runtimeParent)) targets.add(pid)
  }
  let stopped = 0
  for (const pid of targets) if (killGroup(pid)) stopped++
  if (stopped > 0) logger.event('runtime', 'stray-process-stopped', { count: stopped })
  // SIGKILL is delivered at once but a process takes a moment to exit: the
  // run is not over until nothing of it runs any more (bounded wait).
  const deadline = Date.now() + 3_000
  while (Date.now() < deadline) {
    let alive = false
    for (const pid of targets) if (under(await cwdOf(pid), runtimeParent)) alive = true
    if (!alive) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return stopped
}
