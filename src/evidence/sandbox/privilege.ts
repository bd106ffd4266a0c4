import { execFile } from 'node:child_process'
import { access, constants } from 'node:fs/promises'
import { delimiter, join } from 'node:path'
import { promisify } from 'node:util'
import { ConfigurationError } from '../../core/errors.js'

const run = promisify(execFile)

/**
 * What the sandbox needs before anything runs: Linux, the tools that create a
 * user and new namespaces, and a way to act as root (being root, or `sudo -n`
 * on GitHub-hosted runners). Anything missing is a `configuration` failure
 * naming it; there is no fallback to the runner's own user.
 */
export interface Privilege {
  /** Prefix that runs a command as root: [] when already root, ['sudo', '-n'] otherwise. */
  asRoot: string[]
  tools: {
    useradd: string
    userdel: string
    unshare: string
    setpriv: string
    env: string
    chown: string
    rm: string
    kill: string
    mount: string
    mountpoint: string
    mkdir: string
    sh: string
    prlimit: string
    stat: string
    sleep: string
    /** Optional: the keyctl system call (keyrings.ts); without it the keyrings are not separated. */
    perl?: string
  }
}

export interface PrivilegePorts {
  platform: NodeJS.Platform
  uid: number
  path: string
  /** Whether `sudo -n true` succeeds (no password prompt). */
  sudoWorks: () => Promise<boolean>
}

export function realPrivilegePorts(): PrivilegePorts {
  return {
    platform: process.platform,
    uid: process.getuid?.() ?? -1,
    path: `${process.env.PATH ?? ''}${delimiter}/usr/sbin${delimiter}/sbin${delimiter}/usr/bin${delimiter}/bin`,
    sudoWorks: async () => {
      try {
        await run('sudo', ['-n', 'true'], { timeout: 10_000 })
        return true
      } catch {
        return false
      }
    },
  }
}

async function find(tool: string, path: string): Promise<string | undefined> {
  for (const dir of path.split(delimiter)) {
    if (!dir.startsWith('/')) continue
    try {
      await access(join(dir, tool), constants.X_OK)
      return join(dir, tool)
    } catch {
      // next directory
    }
  }
  return undefined
}

const INPUT = 'test-command'

export async function establishPrivilege(ports: PrivilegePorts = realPrivilegePorts()): Promise<Privilege> {
  if (ports.platform !== 'linux') {
    throw new ConfigurationError(
      `Input '${INPUT}' runs tests in a Linux sandbox only; this runner is ${ports.platform}. Use test-results with JUnit files from your test job instead.`,
      INPUT,
    )
  }
  const names = [
    'useradd',
    'userdel',
    'unshare',
    'setpriv',
    'env',
    'chown',
    'rm',
    'kill',
    'mount',
    'mountpoint',
    'mkdir',
    'sh',
    'prlimit',
    'stat',
    'sleep',
  ] as const
  const found = await Promise.all(names.map((n) => find(n, ports.path)))
  const missing = names.filter((_, i) => found[i] === undefined)
  if (missing.length > 0) {
    throw new ConfigurationError(
      `Input '${INPUT}' needs ${missing.join(', ')} to build its sandbox (a user of its own and new namespaces), and this runner has no ${missing.join(' or ')}. Install util-linux, coreutils and passwd, or use test-results instead.`,
      INPUT,
    )
  }
  // Run as the sandbox user: a system one, which any user may run (never one in the runner's home).
  const perl = await find('perl', '/usr/bin:/bin')
  const tools = { ...(Object.fromEntries(names.map((n, i) => [n, found[i] as string])) as Privilege['tools']), ...(perl ? { perl } : {}) }
  if (ports.uid === 0) return { asRoot: [], tools }
  if (await ports.sudoWorks()) return { asRoot: ['sudo', '-n'], tools }
  throw new ConfigurationError(
    `Input '${INPUT}' needs to create a separate user for the tests, which takes root: this runner is not root (uid ${ports.uid}) and 'sudo -n' is not available. Run on a GitHub-hosted Linux runner (passwordless sudo) or as root, or use test-results instead; tests never run as the runner's own user.`,
    INPUT,
  )
}
