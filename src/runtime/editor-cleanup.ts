import { readdir, readlink } from 'node:fs/promises'
import type { Logger } from '../telemetry/logger.js'

/**
 * The runner's last word on the reviewer process. spawn_reviewers stops it
 * itself, and the plugin kills it when the editor gets SIGTERM or exits, but
 * an editor that is SIGKILLed (or dies while the reviewer is still starting)
 * cannot. Every OpenCode process runs from its own fresh work directory, so
 * after closing the editor the runner kills whatever still runs there.
 * Linux only (/proc); elsewhere it finds nothing.
 */
export async function stopProcessesIn(workDir: string, logger: Logger): Promise<number> {
  const entries = await readdir('/proc').catch(() => [] as string[])
  let stopped = 0
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    if (pid === process.pid) continue
    const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => undefined)
    if (cwd !== workDir) continue
    try {
      // OpenCode servers lead their own process group (helpers such as rg live in it).
      process.kill(-pid, 'SIGKILL')
    } catch {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        continue
      }
    }
    stopped++
  }
  if (stopped > 0) logger.event('runtime', 'stray-process-stopped', { count: stopped })
  return stopped
}
