import { lstatSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { processesOf } from './processes-of.js'

/**
 * Sandbox directories older versions made, before a directory carried its user's name:
 * `hm-sandbox-` and mkdtemp's six characters, made by the runner's own user, with the sandbox
 * user's HOME and copies in them. Nothing names the run that made one, so one is swept only once
 * it cannot be live: the directory itself unchanged for at least STALE_DAYS (only the runner adds
 * or removes its entries, and a run does so until its last copy, at most two test commands of an
 * hour and two copies after it began), and no process running as a user that owns an entry in it.
 * A symbolic link named like one (never followed), or a directory another user owns, is not
 * ours and is left alone without a word; each directory left because it could be live is named.
 */
const LEGACY_DIR = /^hm-sandbox-[A-Za-z0-9]{6}$/
export const STALE_DAYS = 2

export interface LegacyDirs {
  remove: Array<{ path: string; why: string }>
  left: string[]
}

export function staleLegacyDirs(parent: string, names: readonly string[], now = Date.now()): LegacyDirs {
  const out: LegacyDirs = { remove: [], left: [] }
  const me = process.getuid?.()
  for (const name of names) {
    if (!LEGACY_DIR.test(name)) continue
    const path = join(parent, name)
    let owners: Set<number>
    let days: number
    try {
      const stat = lstatSync(path)
      if (!stat.isDirectory() || stat.uid !== me) continue
      days = Math.floor((now - stat.mtimeMs) / 86_400_000)
      owners = new Set(readdirSync(path).map((entry) => lstatSync(join(path, entry)).uid))
    } catch {
      continue
    }
    owners.delete(me ?? -1)
    owners.delete(0)
    if (days < STALE_DAYS)
      out.left.push(
        `left ${path}, an older version's sandbox directory changed less than ${STALE_DAYS} days ago (it may be a run in progress); a later run removes it`,
      )
    else if ([...owners].some((uid) => processesOf(uid).length > 0))
      out.left.push(`left ${path}, an older version's sandbox directory whose user still runs processes; a later run removes it`)
    else out.remove.push({ path, why: `an older version's sandbox directory unchanged for ${days} days` })
  }
  return out
}
