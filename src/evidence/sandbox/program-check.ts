import { statSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'

/**
 * Why the sandbox user could not start the test command's program, decided by the runner from the
 * file system (never from what the command printed): `env` reports a program missing from one
 * PATH directory the sandbox user may not enter as "Permission denied", and a test command exits
 * 126 or 127 for reasons of its own too. Consulted only when the run ended 126 or 127 with no
 * report. The program runs as another user, so it and every directory above it must be
 * executable by others (a tool installed under the runner's 0700 home is not).
 */
const othersMayRun = (path: string, dir: boolean): boolean => {
  try {
    const st = statSync(path)
    return (dir ? st.isDirectory() : st.isFile()) && (st.mode & 0o001) !== 0
  } catch {
    return false
  }
}

function runnable(path: string): boolean {
  if (!othersMayRun(path, false)) return false
  for (let d = dirname(path); ; d = dirname(d)) {
    if (!othersMayRun(d, true)) return false
    if (d === dirname(d)) return true
  }
}

export function unstartable(program: string, cwd: string, path: string): string | undefined {
  if (program.includes('/')) {
    const full = isAbsolute(program) ? program : resolve(cwd, program)
    return runnable(full) ? undefined : `${program} does not exist there or other users may not run it`
  }
  const dirs = path.split(':').filter((d) => isAbsolute(d))
  if (dirs.some((d) => runnable(join(d, program)))) return undefined
  return `${program} is in no directory of PATH that other users may enter, or other users may not run it`
}
