import type { ChangedFile } from '../core/contracts/changed-file.js'
import { atOrAbove, categorySchema, type Finding } from '../core/contracts/review-payload.js'
import { isFindingId } from '../core/contracts/fingerprint.js'
import { deltaBase, type ReviewFacts } from '../core/publication/proven-review.js'
import { codeSpan } from '../core/text/code-span.js'
import { bodyFindings } from './escalated-recheck.js'
import type { PushDelta } from './push-delta.js'

/**
 * Findings an earlier review of ours listed only in its body (not anchored in the diff, escalated
 * for a human look, over max-comments) have no thread for the ledger to carry. On a delta push that
 * leaves their file alone nobody reads them again, yet they still apply: the sinks keep them (the
 * SARIF file, or code scanning would close their alerts as fixed) and this push's review lists them
 * again under "Still open from earlier reviews", so the push after finds them in its own delta base.
 *
 * Read only from the delta base: the newest proven review of this instance (the expected login, a
 * run marker naming the very commit GitHub filed it on, a body no one else edited; see
 * proven-review.ts and review-edits.ts). Another user's review, whatever markers it copies, is
 * never read. Its text is GitHub data written from a model's words: it goes to the sinks and back
 * into the review body through publish_review's sanitising renderer, never to an agent. No I/O.
 *
 * An entry ends when its file is gone from the pull request (deleted, taken back to its base
 * version) or changed since the base review and reviewed again by this push (the reviewers raise
 * it again or it is gone), and on a full review (every file is read again). A changed file this
 * push leaves out (a size or count cap, a filter), or any file a full review after a force-push
 * leaves out, is read by nobody: its entries are carried with the reason (`leftOutBy`), or their
 * alerts would close, the body forget them and a gating run pass with no one having checked.
 */
export interface OpenInBody {
  findingId: string
  /** The head path of the file (the listing's own spelling). */
  path: string
  side: 'LEFT' | 'RIGHT'
  line: number
  startLine?: number
  severity: Finding['severity']
  category: Finding['category']
  /** As our earlier body showed it (sanitised there, and again wherever it is shown). */
  title: string
  /** The head SHA of the review that listed it. */
  since: string
  /** Why this push left out its file, changed since that review (so not checked again; its line may have moved). */
  leftOutBy?: string
  /**
   * With leftOutBy on a full review (a force-push): no compare reached the base review's head, so
   * whether the file changed since is not known; the entry says that rather than that it changed.
   */
  changeUnknown?: boolean
  /**
   * The blocking-severity it is at or above, in a gating run (check-only, blocking): counted as an
   * open thread is (publication/conclude.ts), for it has no thread to stay open, yet nobody read it
   * again, so it still stands. It ends as every entry does: a review reads its file again, or a full review.
   */
  blocksAt?: Finding['severity']
}

export interface OpenInBodyInput {
  reviews: readonly ReviewFacts[]
  expectedLogin: string
  instance?: string
  delta: PushDelta
  /** Every file the pull request lists now. */
  files: readonly ChangedFile[]
  /** Paths this push reviews (the allowlist): a finding there is the reviewers' to raise again. */
  reviewed: ReadonlySet<string>
  /** Fingerprints the thread ledger tracks: never twice. */
  known: ReadonlySet<string>
  /** Why this push leaves a path out of its review (an exclusion's reason), if it does. */
  leftOut?: (path: string) => string | undefined
  /** A gating run's blocking-severity (check-only, blocking); absent in comment and silent modes. */
  blockingSeverity?: Finding['severity']
}

export function openInBody(input: OpenInBodyInput): OpenInBody[] {
  const { delta } = input
  // Someone else edited that body: read it as we posted it (review-edits.ts), or not at all when that is lost.
  // Such a base may be a review whose listed body lost our run marker: its head is `since`, not a listed base's.
  const edited = delta.kind === 'full' && delta.baseEditedBy !== undefined
  const base = edited ? undefined : deltaBase(input.reviews, input.expectedLogin, input.instance).base
  const body = (edited ? delta.baseOriginal : input.reviews.find((r) => r.id === base?.reviewId)?.body) ?? ''
  const since = edited ? delta.since : base?.headSha
  // A delta review starts from that review's head, a full one (a force-push) names it as `since`; anything else is no base of this push.
  if (!since || !body || since !== delta.since) return []
  // A full review reads every file again, except those a cap or a filter leaves out: nobody read those.
  const changed = (path: string): boolean => delta.kind === 'full' || delta.changed.has(path)
  const seen = new Set(input.known)
  const out: OpenInBody[] = []
  for (const entry of bodyFindings(body)) {
    const category = categorySchema.safeParse(entry.category)
    if (!category.success || entry.id === undefined || !isFindingId(entry.id)) continue
    // Matched on the rendering, so a path with characters the span escapes is still found.
    const file = input.files.find((f) => codeSpan(`${f.filename}:${entry.range}`) === entry.span)
    if (!file || seen.has(entry.id) || input.reviewed.has(file.filename)) continue
    if (file.status === 'removed' && entry.side === 'RIGHT') continue
    const leftOutBy = changed(file.filename) ? input.leftOut?.(file.filename) : undefined
    if (changed(file.filename) && leftOutBy === undefined) continue
    seen.add(entry.id)
    const [first, last] = entry.range.split('-').map(Number)
    out.push({
      findingId: entry.id,
      path: file.filename,
      side: entry.side,
      line: last ?? (first as number),
      ...(last !== undefined ? { startLine: first } : {}),
      severity: entry.severity,
      category: category.data,
      title: entry.title,
      since,
      ...(leftOutBy !== undefined ? { leftOutBy, ...(delta.kind === 'full' ? { changeUnknown: true } : {}) } : {}),
      ...(input.blockingSeverity !== undefined && atOrAbove(entry.severity, input.blockingSeverity) ? { blocksAt: input.blockingSeverity } : {}),
    })
  }
  return out
}
