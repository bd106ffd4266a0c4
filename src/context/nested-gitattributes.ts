import type { ChangedFile } from '../core/contracts/changed-file.js'
import type { GraphqlPort } from '../core/github/client.js'
import { GITATTRIBUTES_PATH, readBaseTexts, type BaseFile, type BaseRef } from './base-files.js'

/**
 * The `.gitattributes` files of the base commit's subdirectories that can touch a changed file: git
 * and Linguist read one in every directory, not only at the root, so `linguist-generated` set in
 * `api/.gitattributes` marks `api/gen/**` as surely as the root file would. Only the directories
 * above a changed file can hold one that applies to it, so they are asked for as the file pages
 * arrive (one query per page that names new directories, beside the later pages), never the head's
 * and never by walking the whole tree. Fetching only; gitattributes.ts reads the text.
 */
export interface NestedGitattributes {
  /** Found at the base commit, shallowest first (git lets a deeper file override a shallower one). */
  files: BaseFile[]
  /** Found but not read (too large, binary), or directories beyond the bound: reported like the root file's. */
  skipped: { path: string; reason: string }[]
  requests: number
}

export interface NestedGitattributesReader {
  /** A page of changed files as it arrives: the directories above them not yet asked for are read. */
  page(files: readonly ChangedFile[]): void
  /** Every read asked for so far, settled. */
  done(): Promise<NestedGitattributes>
}

/** Directories whose `.gitattributes` is asked for in one run; past it the rest are named, not read quietly. */
export const MAX_NESTED_GITATTRIBUTES_DIRS = 500

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
  const reads: Promise<NestedGitattributes>[] = []
  return {
    page(files) {
      const dirs: string[] = []
      for (const file of files)
        for (const dir of [file.filename, file.previousFilename].flatMap((p) => (p === undefined ? [] : directoriesAbove(p)))) {
          if (asked.has(dir) || beyond.has(dir)) continue
          if (asked.size >= MAX_NESTED_GITATTRIBUTES_DIRS) beyond.add(dir)
          else {
            asked.add(dir)
            dirs.push(dir)
          }
        }
      if (dirs.length === 0) return
      const paths = dirs.map((dir) => `${dir}/${GITATTRIBUTES_PATH}`)
      const read = ref.then((at) => readBaseTexts(graphql, at, paths, 'HarbourmasterNestedGitattributes'))
      // Observed in done(), or dropped with a run that ends before it: never an unhandled rejection.
      read.catch(() => undefined)
      reads.push(read)
    },
    async done() {
      const answers = await Promise.all(reads)
      const files = answers.flatMap((a) => a.files).sort((a, b) => depth(a.path) - depth(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      const skipped = answers.flatMap((a) => a.skipped)
      if (beyond.size > 0)
        skipped.push({
          path: `${[...beyond].sort()[0]}/${GITATTRIBUTES_PATH}`,
          reason: `not read, nor the ${GITATTRIBUTES_PATH} of ${beyond.size - 1} more director${beyond.size === 2 ? 'y' : 'ies'}: changed files lie in more than ${MAX_NESTED_GITATTRIBUTES_DIRS} directories, and only the first ${MAX_NESTED_GITATTRIBUTES_DIRS} are asked for (the root ${GITATTRIBUTES_PATH} is always read)`,
        })
      return { files, skipped, requests: answers.reduce((n, a) => n + a.requests, 0) }
    },
  }
}

function depth(path: string): number {
  return path.split('/').length
}
