import type { ChangedFile } from '../core/contracts/changed-file.js'
import type { CapReached } from '../core/contracts/review-index.js'
import type { GraphqlPort } from '../core/github/client.js'
import { GITATTRIBUTES_PATH, PATHS_PER_QUERY, readBaseTexts, type BaseFile, type BaseRef } from './base-files.js'

/**
 * The `.gitattributes` files of the base commit's subdirectories that can touch a changed file: git
 * and Linguist read one in every directory, not only at the root, so `linguist-generated` set in
 * `api/.gitattributes` marks `api/gen/**` as surely as the root file would. Only the directories
 * above a changed file can hold one that applies to it, so they are asked for as the file pages
 * arrive, a query whenever 100 new directories are waiting and one for the rest once the listing is
 * complete (a query per page would be one per 100 files, mostly naming a handful of directories),
 * never the head's and never by walking the whole tree. Fetching only; gitattributes.ts reads the text.
 */
export interface NestedGitattributes {
  /** Found at the base commit, shallowest first (git lets a deeper file override a shallower one). */
  files: BaseFile[]
  /** Found but not read (too large, binary): reported like the root file's. */
  skipped: { path: string; reason: string }[]
  /** Directories past MAX_NESTED_GITATTRIBUTES_DIRS (the deepest, then by name), not read: a cap of the run (the review's "Limits reached"). */
  cap: CapReached | undefined
  requests: number
}

export interface NestedGitattributesReader {
  /** A page of changed files as it arrives: the directories above them not yet asked for are read. */
  page(files: readonly ChangedFile[]): void
  /** The file listing is complete: the directories still waiting are asked for now. */
  listed(): void
  /** Every read asked for so far, settled. */
  done(): Promise<NestedGitattributes>
}

/** Directories whose `.gitattributes` is asked for in one run; past it the rest are named, not read quietly. */
export const MAX_NESTED_GITATTRIBUTES_DIRS = 500
export const NESTED_GITATTRIBUTES_CAP = 'nested-gitattributes'
/** Directories a cap's detail names; the rest are counted. */
const NAMED = 10

/** `a/b/c.ts` -> `a`, `a/b`: the subdirectories (not the root, read with the fixed files) above a path. */
export function directoriesAbove(path: string): string[] {
  const parts = path.split('/').slice(0, -1)
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'))
}

/** `pr` is the pull request's read: its base commit is where the files are read. */
export function nestedGitattributesReader(
  graphql: GraphqlPort,
  repo: { owner: string; repo: string },
  pr: Promise<{ baseSha: string }>,
): NestedGitattributesReader {
  const ref: Promise<BaseRef> = pr.then((read) => ({ owner: repo.owner, repo: repo.repo, sha: read.baseSha }))
  // A pull request read that fails ends the run elsewhere: never an unhandled rejection here.
  ref.catch(() => undefined)
  // Every directory above a changed file, and those already asked for: while they number at most the
  // bound, each is asked for as its page arrives; past it, which ones are read must not depend on the
  // order GitHub's pages answered in, so the rest wait for the complete listing and the bound takes the
  // shallowest (then by name), whose files reach the most changed files. An answer for a directory
  // asked for early that falls outside them is left out, so the outcome is the same whatever the order.
  const seen = new Set<string>()
  const asked = new Set<string>()
  const reads: Promise<Omit<NestedGitattributes, 'cap'>>[] = []
  const waiting: string[] = []
  let complete = false
  const send = (dirs: readonly string[]): void => {
    for (const dir of dirs) asked.add(dir)
    const paths = dirs.map((dir) => `${dir}/${GITATTRIBUTES_PATH}`)
    const read = ref.then((at) => readBaseTexts(graphql, at, paths, 'HarbourmasterNestedGitattributes'))
    // Observed in done(), or dropped with a run that ends before it: never an unhandled rejection.
    read.catch(() => undefined)
    reads.push(read)
  }
  const over = (): boolean => seen.size > MAX_NESTED_GITATTRIBUTES_DIRS
  // Full queries as soon as they fill; the rest once nothing more can join them. Past the bound nothing
  // leaves before the listing is complete, and then only the chosen directories not yet asked for.
  const flush = (all: boolean): void => {
    if (over()) {
      if (!all) return
      waiting.splice(0, waiting.length, ...chosen([...seen]).filter((dir) => !asked.has(dir)))
    }
    while (waiting.length >= PATHS_PER_QUERY) send(waiting.splice(0, PATHS_PER_QUERY))
    if (all && waiting.length > 0) send(waiting.splice(0))
  }
  return {
    page(files) {
      for (const file of files)
        for (const dir of [file.filename, file.previousFilename].flatMap((p) => (p === undefined ? [] : directoriesAbove(p)))) {
          if (seen.has(dir)) continue
          seen.add(dir)
          waiting.push(dir)
        }
      flush(complete)
    },
    listed() {
      complete = true
      flush(true)
    },
    async done() {
      flush(true)
      const answers = await Promise.all(reads)
      const kept = new Set(chosen([...seen]))
      const inKept = (path: string): boolean => kept.has(path.slice(0, path.lastIndexOf('/')))
      const files = answers
        .flatMap((a) => a.files)
        .filter((f) => inKept(f.path))
        .sort((a, b) => byDepth(a.path, b.path))
      const beyond = [...seen].filter((dir) => !kept.has(dir))
      return {
        files,
        skipped: answers.flatMap((a) => a.skipped).filter((s) => inKept(s.path)),
        cap: beyondCap(beyond),
        requests: answers.reduce((n, a) => n + a.requests, 0),
      }
    },
  }
}

/** The directories read when more lie above the changed files than the bound allows: the shallowest, then by name. */
function chosen(dirs: readonly string[]): string[] {
  return [...dirs].sort(byDepth).slice(0, MAX_NESTED_GITATTRIBUTES_DIRS)
}

/** Shallowest first, then by name (code units, as Git sorts paths): the same order whatever order they came in. */
function byDepth(a: string, b: string): number {
  return depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0)
}

/** The directories not read, named in the review's "Limits reached", the job summary and a `bounds cap` line. */
function beyondCap(dirs: readonly string[]): CapReached | undefined {
  if (dirs.length === 0) return undefined
  const named = [...dirs].sort(byDepth).slice(0, NAMED)
  const more = dirs.length > NAMED ? ` and ${dirs.length - NAMED} more` : ''
  return {
    cap: NESTED_GITATTRIBUTES_CAP,
    limit: MAX_NESTED_GITATTRIBUTES_DIRS,
    detail:
      `${dirs.length} director${dirs.length === 1 ? 'y was' : 'ies were'} not read for a ${GITATTRIBUTES_PATH}: the changed files lie in more than ` +
      `${MAX_NESTED_GITATTRIBUTES_DIRS} directories and only the ${MAX_NESTED_GITATTRIBUTES_DIRS} shallowest (then by name) are read (the root ${GITATTRIBUTES_PATH} ` +
      `always is), so a linguist-generated or linguist-vendored line of the base there is not applied and the files it marks are reviewed: ${named.join(', ')}${more}`,
  }
}

function depth(path: string): number {
  return path.split('/').length
}
