import { readFileSync } from 'node:fs'

/**
 * The mounts the test command's namespace turns read-only. The command's user
 * may write wherever other users may on the runner: /tmp, a tool cache or a
 * runner home made 777, where the runner itself later provisions OpenCode and
 * later steps of the job find their tools. In its namespace every file system
 * the runner has becomes read-only except the sandbox's own directory. Pure
 * apart from reading /proc/self/mountinfo.
 */
export interface MountPoint {
  path: string
  readOnly: boolean
}

/** mountinfo escapes space, tab, newline and backslash as three octal digits. */
function unescape(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)))
}

export function parseMountinfo(text: string): MountPoint[] {
  const out: MountPoint[] = []
  for (const line of text.split('\n')) {
    const fields = line.split(' ')
    const path = fields[4]
    const options = fields[5]
    if (path === undefined || options === undefined || !path.startsWith('/')) continue
    out.push({ path: unescape(path), readOnly: options.split(',').includes('ro') })
  }
  return out
}

const under = (path: string, dir: string): boolean => path === dir || path.startsWith(dir === '/' ? '/' : `${dir}/`)

/**
 * The writable mount points to remount read-only, in mount order (parents first). /proc is the
 * namespace's own (unshare --mount-proc: only root may write to it) and mounts below it are no
 * longer reachable by their paths; a mount below a hidden directory is already out of reach.
 */
export function readOnlyTargets(mounts: readonly MountPoint[], hidden: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const m of mounts) {
    if (m.readOnly || under(m.path, '/proc') || hidden.some((h) => under(m.path, h)) || seen.has(m.path)) continue
    seen.add(m.path)
    out.push(m.path)
  }
  return out
}

export function runnerMounts(): MountPoint[] {
  return parseMountinfo(readFileSync('/proc/self/mountinfo', 'utf8'))
}
