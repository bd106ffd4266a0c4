import type { ChangedFile } from '../core/contracts/changed-file.js'
import type { Exclusion } from '../core/contracts/review-index.js'

/**
 * A rename that moves a file out of review: its new path is one the review leaves out (a `vendor/`
 * directory, an `exclude` or `ignore` glob, a generated name) while its old path is reviewed. The
 * moved code is then as unreviewed as code added there, so the file's row says so, in its own words
 * (a fixed text, grouped apart in the review body; the path is in the row), and the open thread on
 * the old path is told where the file went and that it is not checked there (src/context/ledger.ts).
 * Pure; the verdict is the filter's own (src/policy/filter.ts fileFilter).
 */
export const MOVED_OUT_OF_REVIEW = 'moved here from a reviewed path, so its code is not reviewed'

/** Rules about a file's content, not its path: the same file elsewhere would meet them too. */
const CONTENT_RULES: ReadonlySet<string> = new Set(['removed', 'submodule', 'no-changes', 'no-patch'])

type Verdict = (file: ChangedFile) => Exclusion | undefined

/** The filter's exclusion of `file` by its path; undefined when the review covers that path. */
export function leftOutByPath(verdict: Verdict, file: ChangedFile): Exclusion | undefined {
  const excluded = verdict(file)
  return excluded && !CONTENT_RULES.has(excluded.rule) ? excluded : undefined
}

/** Why the review leaves the listed file at `path` out by its path; undefined for a path it reviews (or does not list). */
export function leftOutAt(verdict: Verdict, files: readonly ChangedFile[]): (path: string) => string | undefined {
  const listed = new Map(files.map((f) => [f.filename, f]))
  return (path) => {
    const file = listed.get(path)
    return file ? leftOutByPath(verdict, file)?.reason : undefined
  }
}

export interface MoveOutOfReview {
  path: string
  from: string
  rule: string
}

/**
 * The excluded files a rename brought out of a reviewed path. A delta push's `changed` (the compare
 * since the last review) names a rename the pull request's listing cannot show: a file the
 * PR added, moved by a later push, is listed only as added under its new name; without a compare,
 * `movedWithoutCompare` (src/context/moved-without-compare.ts) does.
 */
export function movesOutOfReview(
  excluded: readonly Exclusion[],
  files: readonly ChangedFile[],
  delta: { kind: string; changed?: ReadonlyMap<string, ChangedFile> },
  verdict: Verdict,
  movedWithoutCompare: ReadonlyMap<string, string> = new Map(),
): MoveOutOfReview[] {
  const byPath = new Map(files.map((f) => [f.filename, f]))
  const cameFrom = new Map([...movedWithoutCompare].map(([from, to]) => [to, from]))
  const moves: MoveOutOfReview[] = []
  for (const ex of excluded) {
    const file = byPath.get(ex.path)
    if (!file || CONTENT_RULES.has(ex.rule)) continue
    const since = delta.changed?.get(ex.path)
    const from =
      (file.status === 'renamed' ? file.previousFilename : undefined) ??
      (since?.status === 'renamed' ? since.previousFilename : undefined) ??
      cameFrom.get(ex.path)
    if (from === undefined || from === ex.path) continue
    if (leftOutByPath(verdict, { ...file, filename: from, previousFilename: undefined, status: 'modified' })) continue
    moves.push({ path: ex.path, from, rule: ex.rule })
  }
  return moves
}

/** The exclusions with each moved file's reason saying it moved out of review. */
export function noteMoves(excluded: readonly Exclusion[], moves: readonly MoveOutOfReview[]): Exclusion[] {
  const moved = new Set(moves.map((m) => m.path))
  return excluded.map((e) => (moved.has(e.path) ? { ...e, reason: `${e.reason}; ${MOVED_OUT_OF_REVIEW}` } : e))
}
