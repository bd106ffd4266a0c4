import type { Stats } from 'node:fs'
import { chmod, copyFile, lstat, mkdir, readdir, readlink, symlink } from 'node:fs/promises'

/**
 * Copies a checkout by its names as bytes. A file name on Linux is bytes, and one that is not
 * valid UTF-8 (`café` written in Latin-1) reads as a string with U+FFFD in place of each stray
 * byte: a path no file has, so fs.cp, which walks by strings, failed the whole test command on
 * one such name anywhere in the checkout. Here every path stays a Buffer. Symlinks stay links;
 * files keep their mode (copyFile), directories theirs once filled; `keep` decides what is
 * copied; names that are not UTF-8 are reported (decoded, U+FFFD for each stray byte) for the
 * notes, since a command's arguments built from strings cannot carry them.
 */
export interface TreeCopy {
  /** Repository-relative paths `keep` refused. */
  withheld: string[]
  /** Files copied whose path is not valid UTF-8, as decoded. */
  notUtf8: string[]
}

const SLASH = Buffer.from('/')
const join = (dir: Buffer, name: Buffer): Buffer => Buffer.concat([dir, SLASH, name])
const isUtf8 = (name: Buffer): boolean => Buffer.from(name.toString('utf8')).equals(name)

export async function copyTree(from: string, to: string, keep: (st: Stats, name: Buffer) => boolean): Promise<TreeCopy> {
  const out: TreeCopy = { withheld: [], notUtf8: [] }
  const walk = async (src: Buffer, dst: Buffer, rel: Buffer | undefined, utf8: boolean): Promise<void> => {
    for (const entry of await readdir(src, { encoding: 'buffer', withFileTypes: true })) {
      const name = entry.name
      const path = join(src, name)
      const target = join(dst, name)
      const relPath = rel ? join(rel, name) : name
      const st = await lstat(path)
      if (!keep(st, name)) {
        if (name.toString() !== '.git') out.withheld.push(relPath.toString('utf8'))
        continue
      }
      const plain = utf8 && isUtf8(name)
      if (st.isSymbolicLink()) await symlink(await readlink(path, { encoding: 'buffer' }), target)
      else if (st.isDirectory()) {
        await mkdir(target)
        await walk(path, target, relPath, plain)
        await chmod(target, st.mode & 0o7777)
      } else {
        await copyFile(path, target)
        if (!plain) out.notUtf8.push(relPath.toString('utf8'))
      }
    }
  }
  await mkdir(to)
  await walk(Buffer.from(from), Buffer.from(to), undefined, true)
  return out
}
