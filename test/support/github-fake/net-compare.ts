// The files of a comparison as GitHub gives them: `base...head` is the diff from the two commits'
// merge base to head (REST reference, "Compare two commits"), the net change of every commit in
// between, so a change a later commit reverts, or a file added and deleted again, is not listed.
// The fake keeps each pull request's file listing per head (base...that head, pull-files.ts): the
// net change between two commits of one pull request is where those listings differ, read per
// path. A path only the head's listing names changed exactly as that listing says (its diff from
// the base is its diff from the merge base); one only the merge base's listing names went back to
// the base version (its entry reversed); one both name with other content is modified, its patch
// computed when both listings hold the whole text (a file the pull request adds), else the one
// commit in between that touched it. Commits outside any pull request's listings fall back to
// combining the commits' own files (commits.ts).
import { countChanges } from './diff-hunks.js'
import type { FakeCommit } from './commits.js'
import { filesAt } from './pull-files.js'
import type { FakeFile, FakePullRequest } from './types.js'

/** The pull request's listing at `sha`: none at its base, the remembered one at a head it had. */
function listingAt(pull: FakePullRequest, sha: string): FakeFile[] | undefined {
  if (sha === pull.base.sha) return []
  return pull.headHistory.includes(sha) ? filesAt(pull, sha) : undefined
}

export function netFiles(pulls: Iterable<FakePullRequest>, mergeBase: string, head: string, commits: readonly FakeCommit[]): FakeFile[] | undefined {
  for (const pull of pulls) {
    const from = listingAt(pull, mergeBase)
    const to = listingAt(pull, head)
    if (from && to) return diffListings(from, to, commits)
  }
  return undefined
}

function diffListings(from: readonly FakeFile[], to: readonly FakeFile[], commits: readonly FakeCommit[]): FakeFile[] {
  const before = new Map(from.map((f) => [f.filename, f]))
  const after = new Map(to.map((f) => [f.filename, f]))
  const out: FakeFile[] = []
  for (const file of to) {
    const was = before.get(file.filename)
    if (!was) out.push(file)
    else if (was.sha !== file.sha || was.status !== file.status) out.push(bothListed(was, file, commits))
  }
  for (const file of from) if (!after.has(file.filename)) out.push(reversed(file))
  return pairRenames(out, commits).sort((a, b) => (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0))
}

function bothListed(was: FakeFile, now: FakeFile, commits: readonly FakeCommit[]): FakeFile {
  const existed = was.status !== 'removed'
  const exists = now.status !== 'removed'
  const status = existed && exists ? 'modified' : exists ? 'added' : 'removed'
  const [oldText, newText] = [addedText(was), addedText(now)]
  const touched = commits.flatMap((c) => c.files.filter((f) => f.filename === now.filename))
  const patch = oldText && newText ? unifiedDiff(oldText, newText) : touched.length === 1 ? touched[0]?.patch : status === 'removed' ? undefined : now.patch
  const counted = patch === undefined ? { additions: 0, deletions: 0 } : countChanges(patch)
  return {
    filename: now.filename,
    status,
    ...counted,
    changes: counted.additions + counted.deletions,
    ...(patch !== undefined ? { patch } : {}),
    sha: now.sha,
  }
}

/**
 * A path removed and another added whose commits in between renamed the one into the other: GitHub
 * lists one renamed entry (it detects the move), the patch the content change the renames carried.
 */
function pairRenames(files: FakeFile[], commits: readonly FakeCommit[]): FakeFile[] {
  const renames = commits.flatMap((c) => c.files.filter((f) => f.status === 'renamed' && f.previous_filename !== undefined))
  const origin = (path: string): string => {
    let at = path
    for (const move of [...renames].reverse()) if (move.filename === at) at = move.previous_filename as string
    return at
  }
  const out = [...files]
  for (const added of files.filter((f) => f.status === 'added')) {
    const from = origin(added.filename)
    const removed = out.findIndex((f) => f.status === 'removed' && f.filename === from && from !== added.filename)
    if (removed < 0) continue
    const moves = renames.filter((m) => m.filename === added.filename || m.previous_filename === from)
    const patch = moves.length === 1 ? moves[0]?.patch : undefined
    const counted = patch === undefined ? { additions: 0, deletions: 0 } : countChanges(patch)
    const renamed: FakeFile = {
      filename: added.filename,
      status: 'renamed',
      ...counted,
      changes: counted.additions + counted.deletions,
      ...(patch !== undefined ? { patch } : {}),
      previous_filename: from,
      sha: added.sha,
    }
    out.splice(removed, 1)
    out.splice(out.indexOf(added), 1, renamed)
  }
  return out
}

/** A listed file going back to the base version: the entry turned around. */
function reversed(file: FakeFile): FakeFile {
  const status = file.status === 'added' ? 'removed' : file.status === 'removed' ? 'added' : file.status === 'renamed' ? 'renamed' : 'modified'
  const patch = file.patch === undefined ? undefined : reversePatch(file.patch)
  const renamedBack = file.status === 'renamed' && file.previous_filename !== undefined
  return {
    filename: renamedBack ? (file.previous_filename as string) : file.filename,
    status,
    additions: file.deletions,
    deletions: file.additions,
    changes: file.changes,
    ...(patch !== undefined ? { patch } : {}),
    ...(renamedBack ? { previous_filename: file.filename } : {}),
    sha: file.sha,
  }
}

function reversePatch(patch: string): string {
  return patch
    .split('\n')
    .map((line) => {
      const header = /^@@ -(\d+(?:,\d+)?) \+(\d+(?:,\d+)?) @@(.*)$/.exec(line)
      if (header) return `@@ -${header[2]} +${header[1]} @@${header[3]}`
      return line.startsWith('+') ? `-${line.slice(1)}` : line.startsWith('-') ? `+${line.slice(1)}` : line
    })
    .join('\n')
}

/** The whole text of a file the listing shows as added (every line `+`), else undefined. */
function addedText(file: FakeFile): string[] | undefined {
  if (file.status !== 'added' || file.patch === undefined || !/^@@ -0,0 \+1(,\d+)? @@/.test(file.patch)) return undefined
  const rows = file.patch.split('\n').slice(1)
  return rows.every((r) => r.startsWith('+')) ? rows.map((r) => r.slice(1)) : undefined
}

const CONTEXT = 3

/** A line diff (longest common subsequence) as unified-diff hunks with three lines of context, as git writes them. */
export function unifiedDiff(before: readonly string[], after: readonly string[]): string {
  const n = before.length
  const m = after.length
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0))
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  const rows: Array<{ mark: ' ' | '-' | '+'; text: string; old: number; new: number }> = []
  let [i, j] = [0, 0]
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) rows.push({ mark: ' ', text: before[i++] as string, old: i, new: ++j })
    // Removals first on a tie, as git writes a changed run.
    else if (i < n && (j >= m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) rows.push({ mark: '-', text: before[i++] as string, old: i, new: j })
    else rows.push({ mark: '+', text: after[j++] as string, old: i, new: j })
  }
  const changed = rows.map((r, k) => (r.mark === ' ' ? -1 : k)).filter((k) => k >= 0)
  const hunks: Array<[number, number]> = []
  for (const k of changed) {
    const last = hunks.at(-1)
    if (last && k - last[1] <= 2 * CONTEXT + 1) last[1] = k
    else hunks.push([k, k])
  }
  const out: string[] = []
  for (const [first, lastChanged] of hunks) {
    const slice = rows.slice(Math.max(0, first - CONTEXT), Math.min(rows.length, lastChanged + CONTEXT + 1))
    const oldRows = slice.filter((r) => r.mark !== '+')
    const newRows = slice.filter((r) => r.mark !== '-')
    const start = (count: number, at: number | undefined, before: number): number => (count === 0 ? before : (at ?? 0))
    const firstRow = slice[0] as (typeof rows)[number]
    const oldStart = start(oldRows.length, oldRows[0]?.old, firstRow.mark === '+' ? firstRow.old : firstRow.old - 1)
    const newStart = start(newRows.length, newRows[0]?.new, firstRow.mark === '-' ? firstRow.new : firstRow.new - 1)
    out.push(`@@ -${oldStart},${oldRows.length} +${newStart},${newRows.length} @@`, ...slice.map((r) => `${r.mark}${r.text}`))
  }
  return out.join('\n')
}
