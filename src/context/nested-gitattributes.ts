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
  /** Directories past MAX_NESTED_GITATTRIBUTES_DIRS, not asked for: a cap of the run (the review's "Limits reached"). */
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
  const asked = new Set<string>()
  const beyond = new Set<string>()
  const reads: Promise<Omit<NestedGitattributes, 'cap'>>[] = []
  const waiting: string[] = []
  let complete = false
  const send = (dirs: readonly string[]): void => {
    const paths = dirs.map((dir) => `${dir}/${GITATTRIBUTES_PATH}`)
    const read = ref.then((at) => readBaseTexts(graphql, at, paths, 'HarbourmasterNestedGitattributes'))
    // Observed in done(), or dropped with a run that ends before it: never an unhandled rejection.
    read.catch(() => undefined)
    reads.push(read)
  }
  // Full queries as soon as they fill; the rest once nothing more can join them.
  const flush = (all: boolean): void => {
    while (waiting.length >= PATHS_PER_QUERY) send(waiting.splice(0, PATHS_PER_QUERY))
    if (all && waiting.length > 0) send(waiting.splice(0))
  }
  return {
    page(files) {
      for (const file of files)
        for (const dir of [file.filename, file.previousFilename].flatMap((p) => (p === undefined ? [] : directoriesAbove(p)))) {
          if (asked.has(dir) || beyond.has(dir)) continue
          if (asked.size >= MAX_NESTED_GITATTRIBUTES_DIRS) beyond.add(dir)
          else {
            asked.add(dir)
            waiting.push(dir)
          }
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
      const files = answers.flatMap((a) => a.files).sort((a, b) => depth(a.path) - depth(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      return { files, skipped: answers.flatMap((a) => a.skipped), cap: beyondCap([...beyond]), requests: answers.reduce((n, a) => n + a.requests, 0) }
    },
  }
}

/** The directories not asked for, named in the review's "Limits reached", the job summary and a `bounds cap` line. */
function beyondCap(dirs: readonly string[]): CapReached | undefined {
  if (dirs.length === 0) return undefined
  const named = [...dirs].sort().slice(0, NAMED)
  const more = dirs.length > NAMED ? ` and ${dirs.length - NAMED} more` : ''
  return {
    cap: NESTED_GITATTRIBUTES_CAP,
    limit: MAX_NESTED_GITATTRIBUTES_DIRS,
    detail:
      `${dirs.length} director${dirs.length === 1 ? 'y was' : 'ies were'} not asked for a ${GITATTRIBUTES_PATH}: the changed files lie in more than ` +
      `${MAX_NESTED_GITATTRIBUTES_DIRS} directories and only the first ${MAX_NESTED_GITATTRIBUTES_DIRS} are asked for (the root ${GITATTRIBUTES_PATH} ` +
      `always is), so a linguist-generated or linguist-vendored line of the base there is not applied and the files it marks are reviewed: ${named.join(', ')}${more}`,
  }
}

function depth(path: string): number {
  return path.split('/').length
}
