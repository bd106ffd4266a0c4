import { isAbsolute, join, normalize, sep } from 'node:path'

/**
 * Canonical paths for the guard. `realpath` follows every symlink; for a path
 * that does not exist yet, the deepest existing ancestor is resolved and the
 * rest appended, so a missing file under an escaping symlink still resolves
 * outside. The realpath function is a port: tests pass the real one against
 * real temporary trees, the plugin passes fs.realpathSync.
 */

export type Realpath = (path: string) => string

export function canonicalize(path: string, realpath: Realpath): string {
  const absolute = normalize(path)
  const parts = absolute.split(sep).filter((p) => p !== '')
  for (let i = parts.length; i >= 0; i -= 1) {
    const head = sep + parts.slice(0, i).join(sep)
    try {
      const real = realpath(head)
      const rest = parts.slice(i)
      return rest.length > 0 ? join(real, ...rest) : real
    } catch {
      // Missing: try the parent.
    }
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
