// Commits of the fake: each push records a commit with its parent and the files it
// changed, so the compare endpoint can answer "what changed since SHA x" and tell a
// fast-forward from a force-push. Threads move like GitHub's when a push touches
// their file: a line above the anchor shifts it, a change at the anchor makes the
// thread outdated.
import { parseHunks } from '../../../src/core/diff/diff-lines.js'
import type { FakeFile, FakeThread } from './types.js'

export interface FakeCommit {
  sha: string
  /** Empty for a root commit. */
  parents: string[]
  message: string
  /** What this commit changed relative to its first parent. */
  files: FakeFile[]
  date: string
}

export type CompareStatus = 'ahead' | 'behind' | 'diverged' | 'identical'

export interface Comparison {
  status: CompareStatus
  /** Commits in base..head, oldest first. */
  commits: FakeCommit[]
  mergeBase: FakeCommit
  behindBy: number
  /** Files changed between base (or the merge base) and head, one entry per path. */
  files: FakeFile[]
}

/** Ancestors of `sha` (itself included), nearest first, following every parent. */
export function ancestry(commits: ReadonlyMap<string, FakeCommit>, sha: string): string[] {
  const out: string[] = []
  const queue = [sha]
  const seen = new Set<string>()
  while (queue.length > 0) {
    const next = queue.shift() as string
    if (seen.has(next)) continue
    seen.add(next)
    out.push(next)
    for (const p of commits.get(next)?.parents ?? []) queue.push(p)
  }
  return out
}

/**
 * Combines the files of consecutive commits per path. Statuses compose as git's
 * would (added then modified is added; anything then removed is removed); the
 * patch is the latest commit's, which is exact for the single-commit pushes tests make.
 */
function combine(commits: readonly FakeCommit[]): FakeFile[] {
  const byPath = new Map<string, FakeFile>()
  for (const commit of commits) {
    for (const file of commit.files) {
      const earlier = byPath.get(file.filename)
      const status = earlier?.status === 'added' && file.status !== 'removed' ? 'added' : file.status
      byPath.set(file.filename, { ...file, status })
    }
  }
  return [...byPath.values()]
}

export function compareCommits(commits: ReadonlyMap<string, FakeCommit>, base: string, head: string): Comparison | undefined {
  const baseCommit = commits.get(base)
  const headCommit = commits.get(head)
  if (!baseCommit || !headCommit) return undefined
  const headAncestry = ancestry(commits, head)
  const baseAncestry = ancestry(commits, base)
  const baseSet = new Set(baseAncestry)
  const mergeBaseSha = headAncestry.find((sha) => baseSet.has(sha))
  const mergeBase = mergeBaseSha ? commits.get(mergeBaseSha) : undefined
  if (!mergeBase) return undefined
  const headOnly = headAncestry.filter((sha) => !baseSet.has(sha)).reverse()
  const headSet = new Set(headAncestry)
  const behindBy = baseAncestry.filter((sha) => !headSet.has(sha)).length
  const ahead = headOnly.map((sha) => commits.get(sha) as FakeCommit)
  const status: CompareStatus = base === head ? 'identical' : behindBy === 0 ? 'ahead' : ahead.length === 0 ? 'behind' : 'diverged'
  return { status, commits: ahead, mergeBase, behindBy, files: combine(ahead) }
}

/**
 * Moves a thread the way GitHub does when a commit changes its file: removed
 * file or a change at the anchored line → outdated (line null); otherwise
 * the line shifts by the lines added and removed above it. LEFT-side threads
 * anchor to the base, which a push does not change.
 */
export function relocateThread(thread: FakeThread, change: FakeFile | undefined): { line: number | null; outdated: boolean } {
  if (!change || thread.side === 'LEFT' || thread.line === null) return { line: thread.line, outdated: thread.isOutdated }
  if (change.status === 'removed' || change.patch === undefined) return { line: null, outdated: true }
  const line = thread.line
  let shift = 0
  for (const hunk of parseHunks(change.patch)) {
    const oldEnd = hunk.oldStart + hunk.oldLines - 1
    if (hunk.oldLines > 0 && hunk.oldStart > line) break
    if (hunk.oldLines === 0 && hunk.oldStart >= line) break
    if (line <= oldEnd) {
      // The anchor is inside this hunk: unchanged only when it is a context line.
      if (!isContext(change.patch, hunk.index, line)) return { line: null, outdated: true }
      return { line: line + (hunk.newStart - hunk.oldStart) + netBefore(change.patch, hunk.index, line), outdated: false }
    }
    shift += hunk.newLines - hunk.oldLines
  }
  return { line: line + shift, outdated: false }
}

/** Rows of one hunk with their old line numbers and markers. */
function hunkRows(patch: string, index: number): Array<{ marker: string; old: number | undefined }> {
  const rows: Array<{ marker: string; old: number | undefined }> = []
  let current = -1
  let oldLine = 0
  for (const raw of patch.split('\n')) {
    const header = /^@@ -(\d+)(?:,\d+)? \+\d+(?:,\d+)? @@/.exec(raw)
    if (header) {
      current++
      oldLine = Number(header[1])
      continue
    }
    if (current !== index || raw.startsWith('\\')) continue
    const marker = raw.charAt(0) || ' '
    if (marker === '+') rows.push({ marker, old: undefined })
    else rows.push({ marker, old: oldLine++ })
  }
  return rows
}

function isContext(patch: string, index: number, line: number): boolean {
  return hunkRows(patch, index).some((r) => r.old === line && r.marker === ' ')
}

/** Lines added minus lines removed inside the hunk before the context line `line`. */
function netBefore(patch: string, index: number, line: number): number {
  let net = 0
  for (const r of hunkRows(patch, index)) {
    if (r.old === line) break
    if (r.marker === '+') net++
    else if (r.marker === '-') net--
  }
  return net
}
