import type { ChangedFile } from '../core/contracts/changed-file.js'
import type { CapReached } from '../core/contracts/review-index.js'

/**
 * GitHub's files listing stops sending patches within one response once they add up to about
 * 20,000 lines: the later files of that page come with `additions`, `deletions` and `changes` 0
 * and no patch, unmarked, and the same file on a smaller page has both
 * (github.com/orgs/community/discussions/213491; GitHub documents 20,000 lines and 1 MB of raw
 * diff as a pull request's total diff limit). Such a row reads as a binary file, a mode change or
 * a pure rename, so a pull request could hide a file's code behind other files' long patches.
 * Rows that may be such (no patch, no counts, after long patches on their page) are read again
 * alone; past `maxAlone` of them the rest are marked `withheld`, excluded with that reason and
 * counted in the cap `github-diff-limit`.
 */
export const RESPONSE_PATCH_LINES = 20_000
const RESPONSE_PATCH_BYTES = 1024 * 1024
/** Read again alone at most this many rows (one request each). */
export const MAX_ALONE = 100

/**
 * The budget's exact size is not documented: a row is a suspect once its page's earlier patches
 * reach half of either figure (an image after a few short patches costs no request).
 */
const SUSPECT_LINES = RESPONSE_PATCH_LINES / 2
const SUSPECT_BYTES = RESPONSE_PATCH_BYTES / 2

/** Indexes (within the page) of the rows GitHub may have listed past its budget for the response. */
export function suspectRows(page: readonly ChangedFile[]): number[] {
  const out: number[] = []
  let lines = 0
  let bytes = 0
  page.forEach((file, i) => {
    if (file.patch !== undefined) {
      lines += file.patch.split('\n').length
      bytes += Buffer.byteLength(file.patch, 'utf8')
      return
    }
    const counted = file.additions !== 0 || file.deletions !== 0 || file.changes !== 0
    if (!counted && !file.submodule && (lines >= SUSPECT_LINES || bytes >= SUSPECT_BYTES)) out.push(i)
  })
  return out
}

/** The cap naming the rows left unread, at most ten by path. */
export function withheldCap(withheld: readonly ChangedFile[], maxAlone: number): CapReached | undefined {
  if (withheld.length === 0) return undefined
  const named = withheld.slice(0, 10).map((f) => f.filename)
  const more = withheld.length > named.length ? ` and ${withheld.length - named.length} more` : ''
  return {
    cap: 'github-diff-limit',
    limit: maxAlone,
    detail:
      `GitHub listed ${withheld.length + maxAlone} files without patch or line counts after about ${RESPONSE_PATCH_LINES.toLocaleString('en-US')} patch lines in one page; ` +
      `${maxAlone} were read again alone, ${withheld.length} were not and are not reviewed: ${named.join(', ')}${more}`,
  }
}
