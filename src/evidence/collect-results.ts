import { constants, type Stats } from 'node:fs'
import { lstat, open, realpath } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { escapePath, glob, isDynamicPattern } from 'tinyglobby'
import { ConfigurationError } from '../core/errors.js'
import { escapeHidden } from '../core/text/visible-escapes.js'
import { leavesWorkspace } from '../policy/path-filter.js'
import { JunitFormatError, parseJunit, type JunitCase } from './junit.js'
import { unlistedMatches, type UnreadableDir } from './unlisted-matches.js'
import { decodeReport, ReportEncodingError } from './report-encoding.js'

/**
 * Reads the JUnit reports named by `test-results` (globs relative to the
 * workspace). The reports may sit in the pull request's checkout, so they are
 * hostile input: only regular files inside the base directory are read
 * (never through a symlink: a planted `junit.xml -> /proc/self/environ` would
 * hand the runner's own environment to the agents), each and all together
 * within byte bounds, and a report that does not parse is noted, not fatal.
 */
export const RESULT_BOUNDS = { files: 200, fileBytes: 10_000_000, totalBytes: 50_000_000 } as const

/**
 * The files the pull request adds or changes (GitHub's listing, by head path), to tell its own
 * committed reports from the workflow's. `listedAll` is false when GitHub cut the listing
 * (at most 3,000 files): a report committed beyond it cannot be told apart, and a note says so.
 */
export interface CommittedFiles {
  paths: ReadonlySet<string>
  listedAll: boolean
}

export interface CollectedResults {
  reports: number
  cases: JunitCase[]
  notes: string[]
  /** Why the evidence is unusable: no report could be read (nothing matched, only directories, or none is a JUnit report). */
  unusable?: string
}

const NOT_REGULAR = 'not a regular file'
const COMMITTED = 'committed in the pull request, so not a result of this run'

/** What a file that is no regular file is, for its note. */
function kindOf(st: Stats): string {
  if (st.isSymbolicLink()) return 'a symlink, not followed'
  if (st.isFIFO()) return 'a FIFO, not a regular file'
  if (st.isSocket()) return 'a socket, not a regular file'
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device, not a regular file'
  return NOT_REGULAR
}

async function readBounded(path: string, max: number): Promise<Buffer | 'too-large'> {
  // O_NONBLOCK: a regular file swapped for a FIFO after lstat would otherwise block the open until a writer came.
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
  try {
    const stat = await handle.stat()
    if (!stat.isFile()) throw new Error(NOT_REGULAR)
    if (stat.size > max) return 'too-large'
    const buf = Buffer.alloc(Math.min(stat.size, max) + 1)
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0)
    return bytesRead > max ? 'too-large' : buf.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** A plain path to a directory (the downloaded artifact) stands for the XML reports under it; a glob stays as written. */
async function expandDirectories(patterns: readonly string[], root: string): Promise<{ patterns: string[]; empty: Map<string, string> }> {
  const out: string[] = []
  const dirs = new Map<string, string>()
  for (const p of patterns) {
    const path = p.replace(/^(\.\/)+/, '').replace(/\/+$/, '')
    const plain = !p.startsWith('!') && !isDynamicPattern(p) && path !== ''
    const st = plain ? await lstat(join(root, path)).catch(() => undefined) : undefined
    if (!st?.isDirectory()) {
      out.push(p)
      continue
    }
    const expanded = `${escapePath(path)}/**/*.xml`
    dirs.set(expanded, p)
    out.push(expanded)
  }
  return { patterns: out, empty: dirs }
}

/**
 * Where the report at `name` (relative to the workspace) is a file the pull request committed: it sits at a path the pull
 * request adds or changes, in the checkout. That is the workspace itself, where actions/checkout puts it (with `.git`, or
 * without when the runner has no git and the checkout is a downloaded tarball), or a directory below holding `.git` (the
 * `path:` actions/checkout was given). Such a report is data the pull request wrote (a stale local run, or one written to
 * order), not a result of this run's tests: read, its passing tests refuted every finding on the file they name.
 * `real` is where the file is (links resolved, the file system's own spelling): reached through a symlinked directory
 * (`test-results -> ci`) the glob's name is not the path the pull request lists, and below a path it lists that is a directory
 * in the checkout (a submodule it points at another commit) the pull request chose the file by choosing the commit.
 * Returns the note's words, or undefined when the report is no commit of the pull request.
 */
async function committedAs(name: string, real: string, root: string, committed: CommittedFiles | undefined): Promise<string | undefined> {
  if (!committed || committed.paths.size === 0) return undefined
  // The name the glob gave was looked up before the bound (collectResults): here only where the file really is.
  const as = real === name ? undefined : await listedTail(real, root, committed.paths)
  if (as) return `committed in the pull request (as ${escapeHidden(as)}), so not a result of this run`
  // Directories of the real path only: a link the pull request added (`test-results -> ../artifact`) is no directory it chose the files of.
  for (const { index } of real.matchAll(/\//g)) {
    const dir = await listedTail(real.slice(0, index), root, committed.paths)
    if (dir) return `committed in the pull request (in ${escapeHidden(dir)}), so not a result of this run`
  }
  return undefined
}

/**
 * `path` (relative to the workspace) as a checkout holding it names it, when the pull request lists it so: the workspace's own
 * name, or its tail below a directory holding `.git`. Looked up first, so a path no checkout lists costs no file system call.
 */
async function listedTail(path: string, root: string, paths: ReadonlySet<string>): Promise<string | undefined> {
  if (paths.has(path)) return path
  for (const { index } of path.matchAll(/\//g)) {
    const tail = path.slice(index + 1)
    if (paths.has(tail) && (await lstat(join(root, path.slice(0, index), '.git')).catch(() => undefined))) return tail
  }
  return undefined
}

export async function collectResults(patterns: readonly string[], baseDir: string, committed?: CommittedFiles): Promise<CollectedResults> {
  for (const p of patterns) {
    if (leavesWorkspace(p)) {
      throw new ConfigurationError(`Input 'test-results' must hold globs relative to the workspace without '..'; got '${p}'.`, 'test-results')
    }
  }
  const root = await realpath(resolve(baseDir))
  const expanded = await expandDirectories(patterns, root)
  const globbed = await glob(expanded.patterns, {
    cwd: root,
    onlyFiles: false,
    followSymbolicLinks: false,
    dot: true,
    absolute: false,
    expandDirectories: false,
  })
  // The glob lists regular files and directories only: a FIFO or a symlink it matched is noted, not dropped unseen.
  const unlisted = await unlistedMatches(expanded.patterns, root)
  const found = [...new Set([...globbed, ...unlisted.entries])].sort()
  const notes: string[] = []
  // The glob walk does enter a link a pattern names literally (`reports/*.xml` with `reports` a link): only links it left unread count.
  const linked = linkedNote(unlisted.linkedDirs.filter((d) => !found.some((f) => f.startsWith(`${d}/`))))
  if (linked) notes.push(linked)
  const unreadable = unreadableNote(unlisted.unreadable)
  if (unreadable) notes.push(unreadable)
  const overAt = notes.length
  const cases: JunitCase[] = []
  const directories: string[] = []
  // Reports the pull request committed under the name they were found by are told apart before the bound: planted in numbers
  // (200 of them sorting first), they used up the reports read and the workflow's own artifact after them was never read.
  const committedNames: string[] = []
  let considered = 0
  let over = 0
  let reports = 0
  let total = 0
  for (const name of found) {
    const path = join(root, name)
    // Named on one line wherever a note goes (the log, test-evidence.json, the verifier's prompt): the pull request chose the name.
    const rel = escapeHidden(name)
    if (committed && committed.paths.size > 0 && (await listedTail(name, root, committed.paths))) {
      committedNames.push(rel)
      continue
    }
    if (considered >= RESULT_BOUNDS.files) {
      over++
      continue
    }
    considered++
    try {
      const st = await lstat(path)
      if (st.isDirectory()) {
        directories.push(rel.replace(/\/$/, ''))
        continue
      }
      if (!st.isFile()) {
        notes.push(`${rel}: ${kindOf(st)}; skipped.`)
        continue
      }
      const real = await realpath(path)
      if (!real.startsWith(root + sep) || relative(root, real).startsWith('..')) {
        notes.push(`${rel}: resolves outside the workspace; skipped.`)
        continue
      }
      const committedNote = await committedAs(name, relative(root, real).split(sep).join('/'), root, committed)
      if (committedNote) {
        notes.push(`${rel}: ${committedNote}; skipped.`)
        continue
      }
      const data = await readBounded(path, Math.min(RESULT_BOUNDS.fileBytes, RESULT_BOUNDS.totalBytes - total))
      if (data === 'too-large') {
        notes.push(`${rel}: over the report size limit (${RESULT_BOUNDS.fileBytes} bytes each, ${RESULT_BOUNDS.totalBytes} in all); skipped.`)
        continue
      }
      total += data.length
      const read = parseJunit(decodeReport(data))
      if (read.length === 0) notes.push(`${rel}: a JUnit report without test cases.`)
      cases.push(...read.map((c) => ({ ...c, report: reports })))
      reports++
    } catch (error) {
      const why =
        error instanceof JunitFormatError
          ? `not a JUnit report (${error.message})`
          : error instanceof ReportEncodingError
            ? error.message
            : (error as NodeJS.ErrnoException).code === 'ELOOP'
              ? 'a symlink, not followed'
              : (error as Error).message === NOT_REGULAR
                ? 'not a regular file'
                : 'unreadable'
      notes.push(`${rel}: ${why}; skipped.`)
    }
  }
  if (over > 0) notes.splice(overAt, 0, `${over} JUnit report(s) over the limit of ${RESULT_BOUNDS.files} were not read.`)
  if (committedNames.length > 0) notes.push(committedNote(committedNames))
  // Only GitHub's listing tells a committed report from the workflow's: past its cut, a report read may be one.
  if (committed && !committed.listedAll && reports > 0)
    notes.push(
      `GitHub listed only part of the pull request's files, so a report it committed beyond them could not be told apart from the workflow's own and was read.`,
    )
  const files = found.length - directories.length
  // Nothing matched but a directory that could not be read: that is why, not "a directory without .xml files".
  const why =
    reports > 0
      ? undefined
      : files === 0 && directories.length === 0 && unreadable
        ? `no report could be read: ${unreadable}`
        : whyNoReport(expanded, files, directories, notes)
  // The links stay named when nothing was read: "no file matched" alone hides where the reports are.
  const unusable = why && linked && !why.includes(linked) ? `${why}. ${linked}` : why
  return { reports, cases, notes, ...(unusable ? { unusable } : {}) }
}

/** The reports the pull request committed: each named when few, else the first three and a count, so a planted thousand cannot flood the notes. */
function committedNote(names: readonly string[]): string {
  const named = names.length <= 5 ? names : [...names.slice(0, 3), `${names.length - 3} more`]
  return `${named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`}: ${COMMITTED}; skipped.`
}

/** The symlinked directories a `**` glob did not enter: counted, the first three named, so a link-heavy tree cannot flood the notes. */
function linkedNote(dirs: readonly string[]): string | undefined {
  if (dirs.length === 0) return undefined
  const sorted = [...dirs].sort()
  const named = sorted.slice(0, 3).map(escapeHidden).join(', ')
  const more = sorted.length > 3 ? ` and ${sorted.length - 3} more` : ''
  const what = sorted.length === 1 ? 'symlinked directory under test-results was' : 'symlinked directories under test-results were'
  const them = sorted.length === 1 ? 'it points' : 'they point'
  return `${sorted.length} ${what} not followed (${named}${more}); name the directory ${them} to instead (node_modules and .git are not looked in).`
}

const ERRNO_WORDS: Readonly<Record<string, string>> = { EACCES: 'permission denied', EPERM: 'not permitted', EIO: 'an input/output error' }

/** The directories the walk could not read: counted, the first three named with why. */
function unreadableNote(dirs: readonly UnreadableDir[]): string | undefined {
  if (dirs.length === 0) return undefined
  const sorted = [...dirs].sort((a, b) => a.path.localeCompare(b.path))
  const named = sorted
    .slice(0, 3)
    .map((d) => `${d.path === '' ? 'the workspace' : escapeHidden(d.path)}: ${ERRNO_WORDS[d.code] ?? d.code}`)
    .join(', ')
  const more = sorted.length > 3 ? ` and ${sorted.length - 3} more` : ''
  const what = sorted.length === 1 ? 'directory under test-results' : 'directories under test-results'
  const them = sorted.length === 1 ? 'it' : 'them'
  return `${sorted.length} ${what} could not be read (${named}${more}), so the reports in ${them} were not read; give the runner's user read access to ${them} (a container job may have written ${them} as root).`
}

/** Why no report was read, for the verdicts and the review: never an empty evidence that reads as "no test maps to this file". */
function whyNoReport(expanded: { patterns: string[]; empty: Map<string, string> }, files: number, directories: string[], notes: string[]): string {
  const named = expanded.patterns.map((p) => {
    const dir = expanded.empty.get(p)
    return dir === undefined ? `'${p}'` : `'${dir}': a directory without .xml files`
  })
  if (files > 0) return `test-results matched ${files} file${files === 1 ? '' : 's'} but no JUnit report could be read: ${notes.slice(0, 3).join(' ')}`
  if (directories.length > 0)
    return `test-results matched only directories (${directories.slice(0, 5).join(', ')}); write a glob of the report files, for example '${directories[0]}/**/*.xml'`
  return `no file matched test-results (${named.join(', ')})`
}
