import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { constants, readFileSync, type Stats } from 'node:fs'
import { chmod, mkdir, mkdtemp, open, realpath } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { ConfigurationError } from '../../core/errors.js'
import { clearKeyrings } from './keyrings.js'
import { copyTree } from './copy-tree.js'
import { currentOwner, DIR_PREFIX, ownerComment, type Owner } from './leftovers.js'
import type { Privilege } from './privilege.js'
import type { SandboxUser, StdoutFile } from './run-sandboxed.js'

const exec = promisify(execFile)

/**
 * The sandbox's user and files: a system user created for this run (no
 * login shell, no home of its own, its own group), and a directory owned by
 * it holding a copy of the checkout without `.git` (actions/checkout keeps
 * the token in .git/config), a HOME and a TMPDIR. The parent directory is
 * 0711, so the user can enter its own tree and list nothing else. Both are
 * removed at the end, whatever happened.
 */
export interface SandboxHome {
  user: SandboxUser
  /** 0711 directory holding everything below; removed at the end. */
  root: string
  home: string
  tmp: string
  /** Empty runner-owned directory where the command's namespace prepares its mounts (run-sandboxed's confine). */
  stage: string
  /** Every user made for this sandbox (`user` among them), all removed with it. */
  users: SandboxUser[]
  /** What each of its users records (leftovers.ts). */
  owner: { parent: string; owner: Owner }
}

async function asRoot(privilege: Privilege, argv: string[], timeoutMs = 60_000): Promise<string> {
  const [bin, ...args] = [...privilege.asRoot, ...argv]
  const { stdout } = await exec(bin as string, args, { timeout: timeoutMs, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' } })
  return stdout
}

/**
 * How long removing the sandbox's directory may take: the copy is as large as the checkout
 * without .git, which on a large monorepo is more than a minute's work for rm. Past it, what is
 * left is named, and the next run on this runner removes it (leftovers.ts).
 */
export const RM_TIMEOUT_MS = 600_000

/**
 * Where sandbox uids come from: drawn at random from a range no distribution allocates (system
 * users below 1000, people from 1000, rootless containers' subordinate ranges from 100000 in
 * steps of 65536), and never one /etc/subuid or /etc/subgid lists. The kernel keeps a uid's user
 * and user-session keyrings for as long as the machine runs, past userdel: useradd's own pick
 * reuses the last freed system uid, so a later run's user, or the base run's, found every key an
 * earlier head run left there. A fresh uid per run starts with empty ones.
 */
const UID_RANGE = { low: 1_610_612_736, size: 536_870_000 } as const

function subordinate(): Array<[number, number]> {
  return ['/etc/subuid', '/etc/subgid'].flatMap((file) => {
    let text = ''
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      return []
    }
    return text.split('\n').flatMap((line): Array<[number, number]> => {
      const [, start, count] = line.split(':').map(Number)
      return Number.isInteger(start) && Number.isInteger(count) ? [[start as number, (start as number) + (count as number)]] : []
    })
  })
}

function freshUid(): number {
  const taken = subordinate()
  for (;;) {
    const uid = UID_RANGE.low + (randomBytes(4).readUInt32BE(0) % UID_RANGE.size)
    if (!taken.some(([from, to]) => uid >= from && uid < to)) return uid
  }
}

/** useradd's status when the uid is someone's already: draw again. */
const UID_IN_USE = 4

/**
 * One sandbox user, of a fresh uid (UID_RANGE), `owner` recorded in its comment field so a later
 * run on this runner can tell it left over once that process is gone (leftovers.ts).
 */
async function addUser(privilege: Privilege, parent: string, owner: Owner): Promise<SandboxUser> {
  const name = `hm-t-${randomBytes(5).toString('hex')}`
  for (let attempt = 1; ; attempt++) {
    const argv = [privilege.tools.useradd, '--system', '--user-group', '--uid', String(freshUid()), '--no-log-init', '--comment', ownerComment(owner, parent)]
    try {
      await asRoot(privilege, [...argv, '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', name])
      break
    } catch (error) {
      if ((error as { code?: unknown }).code === UID_IN_USE && attempt < 5) continue
      throw new ConfigurationError(
        `Input 'test-command' could not create its sandbox user with useradd (${(error as Error).message.split('\n')[0]}).`,
        'test-command',
        { cause: error },
      )
    }
  }
  try {
    const uid = Number((await exec('id', ['-u', name])).stdout.trim())
    const gid = Number((await exec('id', ['-g', name])).stdout.trim())
    if (!Number.isInteger(uid) || uid <= 0 || !Number.isInteger(gid) || gid <= 0) throw new Error(`useradd gave ${name} uid ${uid} gid ${gid}`)
    return { name, uid, gid }
  } catch (error) {
    await asRoot(privilege, [privilege.tools.userdel, name]).catch(() => undefined)
    throw new ConfigurationError(`Input 'test-command' could not prepare its sandbox user (${(error as Error).message.split('\n')[0]}).`, 'test-command', {
      cause: error,
    })
  }
}

/** The user's own HOME and TMPDIR in the sandbox's directory: empty, its own. */
async function scratchDirs(privilege: Privilege, root: string, user: SandboxUser, suffix: string): Promise<{ home: string; tmp: string }> {
  const home = join(root, `home${suffix}`)
  const tmp = join(root, `tmp${suffix}`)
  await mkdir(home, { mode: 0o700 })
  await mkdir(tmp, { mode: 0o700 })
  await asRoot(privilege, [privilege.tools.chown, `${user.uid}:${user.gid}`, home, tmp])
  return { home, tmp }
}

/** The sandbox's user (the head run's) and directory, which carries the user's name and is made after it. */
export async function createSandboxUser(privilege: Privilege, parent = tmpdir(), owner: Owner = currentOwner()): Promise<SandboxHome> {
  const user = await addUser(privilege, parent, owner)
  try {
    const root = await realpath(await mkdtemp(join(parent, `${DIR_PREFIX}${user.name}-`)))
    await chmod(root, 0o711)
    const stage = join(root, 'mounts')
    await mkdir(stage, { mode: 0o700 })
    const { home, tmp } = await scratchDirs(privilege, root, user, '')
    return { user, users: [user], root, home, tmp, stage, owner: { parent, owner } }
  } catch (error) {
    await asRoot(privilege, [privilege.tools.userdel, user.name]).catch(() => undefined)
    throw new ConfigurationError(`Input 'test-command' could not prepare its sandbox user (${(error as Error).message.split('\n')[0]}).`, 'test-command', {
      cause: error,
    })
  }
}

/**
 * The same sandbox for another run (the base commit's) as a user of its own, with its own HOME
 * and TMPDIR: nothing the head run's user could leave behind under its uid (keyrings, anything
 * the kernel keeps per user) reaches it. The user is removed with the sandbox.
 */
export async function anotherUser(privilege: Privilege, sandbox: SandboxHome, label: string): Promise<SandboxHome> {
  const user = await addUser(privilege, sandbox.owner.parent, sandbox.owner.owner)
  sandbox.users.push(user)
  return { ...sandbox, user, ...(await scratchDirs(privilege, sandbox.root, user, `-${label}`)) }
}

/**
 * Copies the checkout (without any `.git`) into the sandbox and gives the copy to the sandbox user.
 * Symlinks stay links. Only what another user could read in place is copied: a file an earlier
 * step left for the runner alone (a 0600 credentials file, anything in a 0700 directory) would
 * become the sandbox user's to read in a copy it owns. What is left out is added to `withheld`.
 */
export async function copyCheckout(
  privilege: Privilege,
  sandbox: SandboxHome,
  checkout: string,
  name: string,
  withheld: string[] = [],
  notUtf8: string[] = [],
): Promise<string> {
  const target = join(sandbox.root, name)
  const keep = (st: Stats, entry: Buffer): boolean =>
    entry.toString() !== '.git' && (st.isSymbolicLink() || (st.isDirectory() ? (st.mode & 0o005) === 0o005 : st.isFile() && (st.mode & 0o004) !== 0))
  const copied = await copyTree(resolve(checkout), target, keep)
  withheld.push(...copied.withheld)
  notUtf8.push(...copied.notUtf8)
  await chmod(target, 0o700)
  // A fresh tree of our own making: nothing in it is the sandbox user's yet, so chown -R (which does not follow links) is safe.
  await asRoot(privilege, [privilege.tools.chown, '-R', `${sandbox.user.uid}:${sandbox.user.gid}`, target])
  return target
}

/**
 * A new file in the sandbox's directory for the command's stdout. Tools that write their report
 * to /dev/stdout by name (pytest --junitxml=/dev/stdout) reopen it, which a pipe from Node, a
 * socket pair, refuses (ENXIO); a file its user owns reopens. The runner opens it for reading
 * before handing it over and reads back through that descriptor, bounded: the command may
 * rewrite the file but not replace it (the directory is not its own).
 */
export async function reportFile(privilege: Privilege, sandbox: SandboxHome, name: string): Promise<StdoutFile & { close: () => Promise<void> }> {
  const path = join(sandbox.root, name)
  const writer = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_APPEND | constants.O_NOFOLLOW, 0o600)
  const reader = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW).catch(async (error: unknown) => {
    await writer.close()
    throw error
  })
  const close = async (): Promise<void> => {
    await Promise.allSettled([writer.close(), reader.close()])
  }
  try {
    await asRoot(privilege, [privilege.tools.chown, `${sandbox.user.uid}:${sandbox.user.gid}`, path])
  } catch (error) {
    await close()
    throw error
  }
  return {
    fd: writer.fd,
    size: async () => (await reader.stat()).size,
    read: async (max) => {
      const size = (await reader.stat()).size
      const buf = Buffer.alloc(Math.min(size, max))
      const { bytesRead } = await reader.read(buf, 0, buf.length, 0)
      return { data: buf.subarray(0, bytesRead), truncated: size > max }
    },
    close,
  }
}

/**
 * A new file in the sandbox's directory, the runner's own (0600, never given to the sandbox user),
 * where root in the command's namespace writes what statfs says of its in-memory file system once
 * the command ended (run-sandboxed's usageFd). Read back whole: it is one short line.
 */
export async function usageFile(sandbox: SandboxHome, name: string): Promise<{ fd: number; read: () => Promise<string>; close: () => Promise<void> }> {
  const handle = await open(join(sandbox.root, name), constants.O_RDWR | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600)
  return {
    fd: handle.fd,
    read: async () => {
      const buf = Buffer.alloc(256)
      const { bytesRead } = await handle.read(buf, 0, buf.length, 0)
      return buf.subarray(0, bytesRead).toString('utf8')
    },
    close: () => handle.close(),
  }
}

/** Why a tool failed: the last line it printed to stderr (rm's names the file and the reason); execFile's own message names only the command. */
function failure(error: unknown, timeoutMs: number): string {
  if ((error as { killed?: unknown }).killed === true) return `timed out after ${timeoutMs / 1000} s`
  const said = String((error as { stderr?: unknown }).stderr ?? '')
    .trim()
    .split('\n')
    .pop()
  return said || (error as Error).message.split('\n')[0] || String(error)
}

export async function removeSandbox(privilege: Privilege, sandbox: SandboxHome, rmTimeoutMs = RM_TIMEOUT_MS): Promise<string[]> {
  const problems: string[] = []
  const later = 'the next test-command run on this runner removes it'
  await asRoot(privilege, [privilege.tools.rm, '-rf', '--one-file-system', sandbox.root], rmTimeoutMs).catch((e: unknown) =>
    problems.push(`rm: ${failure(e, rmTimeoutMs)} (${sandbox.root} is left; ${later})`),
  )
  for (const user of sandbox.users) {
    // Its processes ended with their namespace: nothing adds a key after this.
    const keys = await clearKeyrings(privilege, user)
    if (keys) problems.push(keys)
    await asRoot(privilege, [privilege.tools.userdel, user.name]).catch((e: unknown) =>
      problems.push(`userdel: ${failure(e, 60_000)} (user ${user.name} is left; ${later})`),
    )
  }
  return problems
}
