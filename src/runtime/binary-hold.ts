import { chmod, copyFile, link, lstat, mkdir, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/**
 * The OpenCode binary is hashed once and started seconds later: the editor at
 * once, the reviewer after the editor's warm-up. Between the two, whoever may
 * write the tool cache's directories (another job on a shared self-hosted
 * runner; anyone, when it is world-writable as the hosted image's
 * /opt/hostedtoolcache is) can rename another file over the checked path, and
 * whoever owns the file can rewrite it in place. So the run executes a name of
 * its own, in its own directory (0700, removed with the run), for a file only
 * the runner's user or root can change:
 * - a hard link when the file is already such a file: no copy of 185 MB, and
 *   the name cannot be re-pointed, since only the run writes its directory;
 * - otherwise (another owner, group- or world-writable, another file system,
 *   links not allowed) a copy owned by the runner's user, mode 0700.
 * The caller hashes what is held, never the tool cache's path.
 */

export type HoldKind = 'link' | 'copy'

export interface HeldBinary {
  path: string
  held: HoldKind
}

/** Where the binary of `bin` (<prefix>/node_modules/<package>/bin/<name>) is held: the package name stays in the path, which checkBinary reads. */
export function heldPath(bin: string, runDir: string): string {
  const pkg = basename(dirname(dirname(bin)))
  return join(runDir, 'opencode-held', pkg, 'bin', basename(bin))
}

/** Only the runner's user and root can change the file: not group- or world-writable, owned by one of them. */
function onlyOursToChange(stats: { uid: number; mode: number }, uid: number | undefined): boolean {
  return (stats.uid === uid || stats.uid === 0) && (stats.mode & 0o022) === 0
}

export async function holdBinary(bin: string, runDir: string): Promise<HeldBinary> {
  const path = heldPath(bin, runDir)
  await mkdir(dirname(path), { recursive: true, mode: 0o700 })
  // A binary held by an earlier provisioning of this run (a fallback install) is replaced.
  await rm(path, { force: true })
  const linked = await link(bin, path).then(
    () => true,
    () => false,
  )
  if (linked) {
    const stats = await lstat(path)
    if (stats.isFile() && onlyOursToChange(stats, process.getuid?.())) return { path, held: 'link' }
    await rm(path, { force: true })
  }
  await copyFile(bin, path)
  await chmod(path, 0o700)
  return { path, held: 'copy' }
}
