import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Privilege } from './privilege.js'
import { processesOf } from './processes-of.js'
import { STALE_DAYS, staleLegacyDirs } from './legacy-dirs.js'

const exec = promisify(execFile)

/**
 * What an earlier run on this runner left of its sandbox: a run killed before its cleanup (the
 * runner stopped, the job cancelled hard) or whose cleanup failed (an rm past its timeout on a
 * very large copy). On a self-hosted runner these accumulated: a user per run, a copy of a
 * checkout on the disk per run, and a command still running held its namespace and with it its
 * in-memory file system. Each sandbox user records the process that owns it (pid and start time,
 * so a reused pid is not taken for it) in its comment field, and its directory carries its name;
 * a user whose owner is gone is an earlier run's: its processes are killed (which ends its
 * namespace and that namespace's mounts), its directory removed and the user deleted. A user whose
 * owner lives is another run's on this machine and is left alone; older versions' users are
 * swept as staleLegacy says, their directories as legacy-dirs.ts says. The record also names the directory the sandbox was made in
 * (a hash: a path may hold the passwd file's ':'), and a run sweeps only users of its own: every
 * run on a runner uses one directory, while tests (each its own) running side by side would
 * otherwise sweep, and report, each other's.
 */
export interface Owner {
  pid: number
  start: string
}

const USER = /^hm-t-[0-9a-f]{10}$/
const RECORD = /^harbourmaster test-command pid=(\d+) start=(\d+) in=([0-9a-f]{12})$/
export const DIR_PREFIX = 'hm-sandbox-'

const parentTag = (parent: string): string => createHash('sha256').update(parent).digest('hex').slice(0, 12)

export const ownerComment = (owner: Owner, parent: string): string => `harbourmaster test-command pid=${owner.pid} start=${owner.start} in=${parentTag(parent)}`

/** A process's start time since boot (field 22 of /proc/<pid>/stat, after the command name, which may hold anything). */
export function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

export function currentOwner(): Owner {
  return { pid: process.pid, start: startTime(process.pid) ?? '0' }
}

interface Account {
  name: string
  uid: number
  owner: Owner
}

/** Sandbox users with an owner record naming `parent`, from /etc/passwd (where useradd wrote them). */
function sandboxAccounts(passwd: string, parent: string): Account[] {
  return passwd.split('\n').flatMap((line) => {
    const [name, , uid, , comment] = line.split(':')
    const record = RECORD.exec(comment ?? '')
    if (!name || !USER.test(name) || !record || record[3] !== parentTag(parent)) return []
    return [{ name, uid: Number(uid), owner: { pid: Number(record[1]), start: record[2] as string } }]
  })
}

async function asRoot(privilege: Privilege, argv: string[], timeoutMs: number): Promise<void> {
  const [bin, ...args] = [...privilege.asRoot, ...argv]
  await exec(bin as string, args, { timeout: timeoutMs, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' } })
}

/**
 * Users older versions made, by the same naming rule, shell and home: with the record that did not
 * name its directory yet (pid and start: swept once that owner is gone, wherever its directory
 * was), or with none at all (made before owner records). Those have no owner to ask, so one is
 * swept only when no process runs as it and it was made (the day useradd wrote in /etc/shadow) at
 * least STALE_DAYS ago: a run lasts at most two test commands of an hour and two copies. Anything
 * else named like ours (another shell or home, another comment) is left alone.
 */
const LEGACY_RECORD = /^harbourmaster test-command pid=(\d+) start=(\d+)$/

interface Legacy {
  name: string
  uid: number
  owner?: Owner
}

function legacyAccounts(passwd: string): Legacy[] {
  return passwd.split('\n').flatMap((line) => {
    const [name, , uid, , comment, home, shell] = line.split(':')
    if (!name || !USER.test(name) || home !== '/nonexistent' || shell !== '/usr/sbin/nologin') return []
    if (comment === '') return [{ name, uid: Number(uid) }]
    const record = LEGACY_RECORD.exec(comment ?? '')
    return record ? [{ name, uid: Number(uid), owner: { pid: Number(record[1]), start: record[2] as string } }] : []
  })
}

/** The day each sandbox-named user was made (days since 1970, /etc/shadow's third field), read as root; only names and days come back. */
async function madeOn(privilege: Privilege): Promise<Map<string, number>> {
  const script = 'while IFS=: read -r n p d r; do case "$n" in hm-t-*) echo "$n $d";; esac; done < /etc/shadow'
  const [bin, ...args] = [...privilege.asRoot, privilege.tools.sh, '-c', script]
  const { stdout } = await exec(bin as string, args, { timeout: 60_000, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' } }).catch(() => ({ stdout: '' }))
  return new Map(stdout.split('\n').flatMap((l) => (/^(\S+) (\d+)$/.exec(l) ? [[l.split(' ')[0] as string, Number(l.split(' ')[1])] as const] : [])))
}

/** Which older versions' users to remove now, and a note for each one left because it could still be live. */
async function staleLegacy(privilege: Privilege, passwd: string): Promise<{ remove: Array<Legacy & { why: string }>; left: string[] }> {
  const legacy = legacyAccounts(passwd)
  const days = legacy.some((a) => !a.owner) ? await madeOn(privilege) : new Map<string, number>()
  const today = Math.floor(Date.now() / 86_400_000)
  const remove: Array<Legacy & { why: string }> = []
  const left: string[] = []
  for (const a of legacy) {
    if (a.owner) {
      if (startTime(a.owner.pid) !== a.owner.start) remove.push({ ...a, why: "an earlier run's sandbox user" })
      continue
    }
    const made = days.get(a.name)
    const age = made === undefined ? undefined : today - made
    if (age !== undefined && age >= STALE_DAYS && processesOf(a.uid).length === 0)
      remove.push({ ...a, why: `an older version's sandbox user without an owner record, made ${age} days ago` })
    else
      left.push(
        `left user ${a.name}, an older version's sandbox user without an owner record made less than ${STALE_DAYS} days ago (it may be a run in progress); a later run removes it`,
      )
  }
  return { remove, left }
}

/** Removes the leftovers of runs whose owner is gone: each removed or still left is one line, for the run's telemetry. */
export async function removeLeftovers(privilege: Privilege, parent: string, rmTimeoutMs: number): Promise<string[]> {
  let passwd: string
  let dirs: string[]
  try {
    // Directories first: a run makes its user before its directory, so every directory listed here has its user in the passwd read after.
    dirs = readdirSync(parent).filter((d) => d.startsWith(DIR_PREFIX))
    passwd = readFileSync('/etc/passwd', 'utf8')
  } catch (error) {
    return [`could not look for earlier runs' sandboxes (${(error as Error).message})`]
  }
  const accounts = sandboxAccounts(passwd, parent)
  const live = new Set(accounts.filter((a) => startTime(a.owner.pid) === a.owner.start).map((a) => a.name))
  const legacy = await staleLegacy(privilege, passwd)
  const out: string[] = [...legacy.left]
  // A directory is an earlier run's once its user is gone, or is about to be removed here: one named for a user still there that is not (another version's, maybe live) stays.
  const known = new Set(passwd.split('\n').map((l) => l.split(':')[0]))
  const removable = new Set([...accounts.filter((a) => !live.has(a.name)).map((a) => a.name), ...legacy.remove.map((a) => a.name)])
  for (const account of [...accounts.filter((a) => !live.has(a.name)), ...legacy.remove]) {
    const pids = processesOf(account.uid)
    if (pids.length > 0) await asRoot(privilege, [privilege.tools.kill, '-KILL', '--', ...pids.map(String)], 60_000).catch(() => undefined)
  }
  // A directory whose user is live is another run's; one named for no user is another version's. One whose user is gone is left over.
  const userOf = (dir: string): string | undefined => /^hm-sandbox-(hm-t-[0-9a-f]{10})-/.exec(dir)?.[1]
  for (const dir of dirs) {
    const user = userOf(dir)
    if (!user || (known.has(user) && !removable.has(user))) continue
    const path = join(parent, dir)
    await asRoot(privilege, [privilege.tools.rm, '-rf', '--one-file-system', path], rmTimeoutMs).then(
      () => out.push(`removed ${path}, an earlier run's sandbox`),
      () => out.push(`could not remove ${path}, an earlier run's sandbox`),
    )
  }
  // Older versions' directories (named for no user): only once no run could still own one.
  const legacyDirs = staleLegacyDirs(parent, dirs)
  out.push(...legacyDirs.left)
  for (const { path, why } of legacyDirs.remove)
    await asRoot(privilege, [privilege.tools.rm, '-rf', '--one-file-system', '--', path], rmTimeoutMs).then(
      () => out.push(`removed ${path}, ${why}`),
      () => out.push(`could not remove ${path}, ${why}`),
    )
  const why = "an earlier run's sandbox user"
  for (const account of [...accounts.filter((a) => !live.has(a.name)).map((a) => ({ ...a, why })), ...legacy.remove]) {
    await asRoot(privilege, [privilege.tools.userdel, account.name], 60_000).then(
      () => out.push(`removed user ${account.name}, ${account.why}`),
      // Another run on this machine may sweep the same user first (older versions' users name no directory).
      () =>
        out.push(
          userGone(account.name)
            ? `user ${account.name}, ${account.why}, was already removed by another run`
            : `could not remove user ${account.name}, ${account.why}`,
        ),
    )
  }
  return out
}

function userGone(name: string): boolean {
  try {
    return !readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .some((l) => l.split(':')[0] === name)
  } catch {
    return false
  }
}
