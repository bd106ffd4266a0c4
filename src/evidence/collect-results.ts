import { constants } from 'node:fs'
import { lstat, open, realpath } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { glob } from 'tinyglobby'
import { ConfigurationError } from '../core/errors.js'
import { leavesWorkspace } from '../policy/path-filter.js'
import { JunitFormatError, parseJunit, type JunitCase } from './junit.js'

/**
 * Reads the JUnit reports named by `test-results` (globs relative to the
 * workspace). The reports may sit in the pull request's checkout, so they are
 * hostile input: only regular files inside the base directory are read
 * (never through a symlink: a planted `junit.xml -> /proc/self/environ` would
 * hand the runner's own environment to the agents), each and all together
 * within byte bounds, and a report that does not parse is noted, not fatal.
 */
export const RESULT_BOUNDS = { files: 200, fileBytes: 10_000_000, totalBytes: 50_000_000 } as const

export interface CollectedResults {
  reports: number
  cases: JunitCase[]
  notes: string[]
}

async function readBounded(path: string, max: number): Promise<Buffer | 'too-large'> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW)
  try {
    const stat = await handle.stat()
    if (!stat.isFile()) throw new Error('not a regular file')
    if (stat.size > max) return 'too-large'
    const buf = Buffer.alloc(Math.min(stat.size, max) + 1)
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0)
    return bytesRead > max ? 'too-large' : buf.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

export async function collectResults(patterns: readonly string[], baseDir: string): Promise<CollectedResults> {
  for (const p of patterns) {
    if (leavesWorkspace(p)) {
      throw new ConfigurationError(`Input 'test-results' must hold globs relative to the workspace without '..'; got '${p}'.`, 'test-results')
    }
  }
  const root = await realpath(resolve(baseDir))
  const found = (
    await glob([...patterns], { cwd: root, onlyFiles: false, followSymbolicLinks: false, dot: true, absolute: false, expandDirectories: false })
  ).sort()
  const notes: string[] = []
  if (found.length === 0) notes.push(`No JUnit report matched test-results (${patterns.join(', ')}).`)
  if (found.length > RESULT_BOUNDS.files)
    notes.push(`${found.length - RESULT_BOUNDS.files} JUnit report(s) over the limit of ${RESULT_BOUNDS.files} were not read.`)
  const cases: JunitCase[] = []
  let reports = 0
  let total = 0
  for (const rel of found.slice(0, RESULT_BOUNDS.files)) {
    const path = join(root, rel)
    try {
      const st = await lstat(path)
      if (st.isDirectory()) continue
      if (!st.isFile()) {
        notes.push(`${rel}: not a regular file (symlinks are not followed); skipped.`)
        continue
      }
      const real = await realpath(path)
      if (!real.startsWith(root + sep) || relative(root, real).startsWith('..')) {
        notes.push(`${rel}: resolves outside the workspace; skipped.`)
        continue
      }
      const data = await readBounded(path, Math.min(RESULT_BOUNDS.fileBytes, RESULT_BOUNDS.totalBytes - total))
      if (data === 'too-large') {
        notes.push(`${rel}: over the report size limit (${RESULT_BOUNDS.fileBytes} bytes each, ${RESULT_BOUNDS.totalBytes} in all); skipped.`)
        continue
      }
      total += data.length
      cases.push(...parseJunit(data.toString('utf8')))
      reports++
    } catch (error) {
      const why =
        error instanceof JunitFormatError
          ? `not a JUnit report (${error.message})`
          : (error as NodeJS.ErrnoException).code === 'ELOOP'
            ? 'a symlink; not followed'
            : 'unreadable'
      notes.push(`${rel}: ${why}; skipped.`)
    }
  }
  return { reports, cases, notes }
}
