import type { ChangedFile } from '../core/contracts/changed-file.js'
import { categorySchema, type Finding } from '../core/contracts/review-payload.js'
import { isFindingId } from '../core/contracts/fingerprint.js'
import { parseFindingMarkerDetails } from '../core/contracts/markers.js'
import { deltaBase, type ReviewFacts } from '../core/publication/proven-review.js'
import { SEVERITY_BADGE } from '../core/publication/severity-badge.js'
import { codeSpan } from '../core/text/code-span.js'
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
 * push leaves out (a size or count cap, a filter) is read by nobody: its entries are carried with
 * the reason (`leftOutBy`), or their alerts would close and the body forget them with no one
 * having checked.
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
}

interface BodyEntry {
  id: string
  severity: Finding['severity']
  category: Finding['category']
  title: string
  span: string
  range: string
  side: 'LEFT' | 'RIGHT'
}

const SEVERITIES = Object.keys(SEVERITY_BADGE) as Finding['severity'][]

/** The entries publish_review renders in a body: a `#### <badge> · <category> · <title>` heading, the location's span, then the entry's finding marker. */
export function bodyEntries(body: string): BodyEntry[] {
  const lines = body.split('\n')
  const out: BodyEntry[] = []
  for (let i = 0; i + 1 < lines.length; i++) {
    const heading = lines[i] ?? ''
    const severity = SEVERITIES.find((s) => heading.startsWith(`#### ${SEVERITY_BADGE[s]} · `))
    if (!severity) continue
    const [category, ...title] = heading.slice(`#### ${SEVERITY_BADGE[severity]} · `.length).split(' · ')
    const known = categorySchema.safeParse(category)
    const location = lines[i + 1] ?? ''
    const fence = /^`+/.exec(location)?.[0]
    const end = fence ? location.indexOf(fence, fence.length) : -1
    if (!known.success || !fence || end < 0) continue
    const range = /:(\d+(?:-\d+)?) ?$/.exec(location.slice(fence.length, end))?.[1]
    // The entry's own marker: the first before the next heading (model text in it had every marker neutralised).
    const next = lines.findIndex((l, j) => j > i + 1 && l.startsWith('#'))
    const marker = parseFindingMarkerDetails(lines.slice(i + 2, next < 0 ? undefined : next).join('\n'))[0]
    if (!range || !marker || !isFindingId(marker.id)) continue
    const side = location.slice(end + fence.length).startsWith(' (removed code)') ? 'LEFT' : 'RIGHT'
    out.push({ id: marker.id, severity, category: known.data, title: title.join(' · ').trim(), span: location.slice(0, end + fence.length), range, side })
  }
  return out
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
}

export function openInBody(input: OpenInBodyInput): OpenInBody[] {
  const { delta } = input
  if (delta.kind !== 'delta') return []
  const base = deltaBase(input.reviews, input.expectedLogin, input.instance).base
  const body = input.reviews.find((r) => r.id === base?.reviewId)?.body ?? ''
  // A delta review starts from that review's head; anything else is no base of this push.
  if (!base || !body || base.headSha !== delta.since) return []
  const seen = new Set(input.known)
  const out: OpenInBody[] = []
  for (const entry of bodyEntries(body)) {
    // Matched on the rendering, so a path with characters the span escapes is still found.
    const file = input.files.find((f) => codeSpan(`${f.filename}:${entry.range}`) === entry.span)
    if (!file || seen.has(entry.id) || input.reviewed.has(file.filename)) continue
    if (file.status === 'removed' && entry.side === 'RIGHT') continue
    const leftOutBy = delta.changed.has(file.filename) ? input.leftOut?.(file.filename) : undefined
    if (delta.changed.has(file.filename) && leftOutBy === undefined) continue
    seen.add(entry.id)
    const [first, last] = entry.range.split('-').map(Number)
    out.push({
      findingId: entry.id,
      path: file.filename,
      side: entry.side,
      line: last ?? (first as number),
      ...(last !== undefined ? { startLine: first } : {}),
      severity: entry.severity,
      category: entry.category,
      title: entry.title,
      since: base.headSha,
      ...(leftOutBy !== undefined ? { leftOutBy } : {}),
    })
  }
  return out
}
