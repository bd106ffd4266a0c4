import { dirname, isAbsolute, join, normalize, resolve, sep } from 'node:path'

/**
 * Canonical paths for the guard. `realpath` follows every symlink; for a path
 * that does not exist yet, the deepest existing ancestor is resolved and the
 * rest appended, so a missing file under an escaping symlink still resolves
 * outside. The realpath function is a port: tests pass the real one against
 * real temporary trees, the plugin passes fs.realpathSync.
 */

export type Realpath = (path: string) => string
/** The target of a symbolic link; throws when the path is not a link. */
export type Readlink = (path: string) => string

// Linux gives up after 40 links (ELOOP); so does the guard.
const MAX_LINKS = 40

/**
 * With `readlink`, a dangling link is followed too: a link whose target does
 * not exist (yet) resolves to where its target would be, so a link into the
 * private directory is refused even before, or after, the file there exists.
 */
export function canonicalise(path: string, realpath: Realpath, readlink?: Readlink, hops = 0): string {
  const absolute = normalize(path)
  const parts = absolute.split(sep).filter((p) => p !== '')
  for (let i = parts.length; i >= 0; i -= 1) {
    const head = sep + parts.slice(0, i).join(sep)
    let real: string
    try {
      real = realpath(head)
    } catch {
      continue // Missing: try the parent.
    }
    const rest = parts.slice(i)
    if (rest.length === 0) return real
    const first = join(real, rest[0] as string)
    if (readlink && hops < MAX_LINKS) {
      let target: string | undefined
      try {
        target = readlink(first)
      } catch {
        target = undefined // Not a link: simply missing.
      }
      if (target !== undefined) return canonicalise(join(resolve(dirname(first), target), ...rest.slice(1)), realpath, readlink, hops + 1)
    }
    return join(real, ...rest)
  }
  return absolute
}

/** Whether `child` is `root` or below it (both canonical). */
export function isWithin(child: string, root: string): boolean {
  if (child === root) return true
  const prefix = root.endsWith(sep) ? root : root + sep
  return child.startsWith(prefix)
}

export function hasParentSegment(path: string): boolean {
  return path.split(/[\\/]/).some((segment) => segment === '..')
}

export function isAbsolutePath(path: string): boolean {
  return isAbsolute(path)
}
