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
 */
export async function unlistedMatches(patterns: readonly string[], root: string): Promise<{ entries: string[]; linkedDirs: string[] }> {
  const options = { dot: true }
  const strip = (p: string): string => p.replace(/^(\.\/)+/, '')
  const wanted = patterns.filter((p) => !p.startsWith('!')).map((p) => new Minimatch(strip(p), options))
  const ignored = patterns.filter((p) => p.startsWith('!')).map((p) => new Minimatch(strip(p.slice(1)), options))
  const out: string[] = []
  const linkedDirs: string[] = []
  const walk = async (dir: string): Promise<void> => {
    let entries: Dirent[]
    try {
      entries = await readdir(dir === '' ? root : `${root}/${dir}`, { withFileTypes: true })
    } catch {
      // The glob walk passes over a directory it cannot read too, so a report in one (a literal path too) reads as no match.
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
  return { entries: out, linkedDirs }
}
