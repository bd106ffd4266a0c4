import type { Dirent } from 'node:fs'
import { readdir, realpath, stat } from 'node:fs/promises'
import { Minimatch } from 'minimatch'

/**
 * What the `test-results` globs match that the glob walk does not list. It lists regular files
 * and directories only, so a FIFO, a socket, a device or a symlink named like a report (a
 * `junit.xml` symlink the pull request planted, an artifact's link to its reports) was dropped
 * without a word, and a glob that matched only such entries read as "no file matched". These are
 * listed here, by the same globs (dot files included, negations honoured), without following a
 * symlink, so the caller names each in a note; the walk enters only directories a glob could
 * match below, as the glob walk does. A symlinked directory a glob could match below (`**`) is
 * not entered either, so the reports behind it were skipped unseen: those are returned apart, to
 * be counted in one note (node_modules and .git, full of links no one means as reports, left out).
 * A directory the walk could not read (EACCES: reports a container job wrote as root) is returned
 * apart with its error code: the glob walk passes over it without a word, so its reports were
 * missing unseen, and a directory named alone read as one without reports.
 */
export interface UnreadableDir {
  /** Relative to the root; '' for the root itself. */
  path: string
  code: string
}

export async function unlistedMatches(
  patterns: readonly string[],
  root: string,
): Promise<{ entries: string[]; linkedDirs: string[]; unreadable: UnreadableDir[] }> {
  const options = { dot: true }
  const strip = (p: string): string => p.replace(/^(\.\/)+/, '')
  const wanted = patterns.filter((p) => !p.startsWith('!')).map((p) => new Minimatch(strip(p), options))
  const ignored = patterns.filter((p) => p.startsWith('!')).map((p) => new Minimatch(strip(p.slice(1)), options))
  const out: string[] = []
  const linkedDirs: string[] = []
  const unreadable: UnreadableDir[] = []
  const walk = async (dir: string): Promise<void> => {
    let entries: Dirent[]
    try {
      entries = await readdir(dir === '' ? root : `${root}/${dir}`, { withFileTypes: true })
    } catch (error) {
      // The glob walk passes over a directory it cannot read too: named here, so its reports are not missing unseen.
      // One gone since it was listed (ENOENT, ENOTDIR) holds no report to miss.
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown'
      if (code !== 'ENOENT' && code !== 'ENOTDIR') unreadable.push({ path: dir, code })
      return
    }
    for (const entry of entries) {
      const rel = dir === '' ? entry.name : `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (wanted.some((m) => m.match(rel, true))) await walk(rel)
      } else if (!entry.isFile() && wanted.some((m) => m.match(rel)) && !ignored.some((m) => m.match(rel))) out.push(rel)
      else if (entry.isSymbolicLink() && !/(^|\/)(node_modules|\.git)\//.test(rel) && wanted.some((m) => m.match(rel, true))) {
        if (await unreadLinkedDir(`${root}/${rel}`)) linkedDirs.push(rel)
      }
    }
  }
  /** A link to a directory the walk reaches under its own name (`**` over the workspace) hides no report: not counted. */
  const unreadLinkedDir = async (path: string): Promise<boolean> => {
    const st = await stat(path).catch(() => undefined)
    if (!st?.isDirectory()) return false
    const real = await realpath(path).catch(() => undefined)
    const inside = real !== undefined && real.startsWith(`${realRoot}/`) ? real.slice(realRoot.length + 1) : undefined
    return inside === undefined || !wanted.some((m) => m.match(inside, true))
  }
  const realRoot = await realpath(root)
  if (wanted.length > 0) await walk('')
  return { entries: out, linkedDirs, unreadable }
}
