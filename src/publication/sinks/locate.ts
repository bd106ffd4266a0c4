import { newPositionOf } from '../../core/diff/new-position.js'
import type { ListedFile } from './sink.js'

/**
 * Where a finding may be placed in the SARIF file and an annotation. A finding the editor kept in
 * the review body because its path is no reviewable file carries whatever path the model wrote:
 * `../x` or `/etc/passwd` would name a file outside the repository (a SARIF URI above %SRCROOT%),
 * and a path the pull request does not list, or a file it deletes, names nothing on the head.
 * Such a finding is placed nowhere: the sinks still report it, by its path as text.
 */
export function placeable(path: string, files: ReadonlyMap<string, ListedFile> | undefined): boolean {
  const segments = path.split('/')
  // Repository paths as GitHub lists them: relative, '/'-separated, no empty, '.' or '..' segment.
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return false
  // A backslash is an ordinary character of a git path (`a\b.ts` is one file on Linux), but a
  // separator to Windows tools reading `..\x`: placed only when the pull request lists that very file.
  if (!files) return !path.includes('\\')
  const file = files.get(path)
  return file !== undefined && !file.removed
}

/**
 * The head line a removed line (side LEFT) is shown at: the line after the removal
 * (new-position.ts). Code scanning requires a line of every result (region.startLine).
 */
export function headLineOf(files: ReadonlyMap<string, ListedFile> | undefined, path: string, oldLine: number): number {
  return Math.max(1, newPositionOf(files?.get(path)?.patch, oldLine))
}
