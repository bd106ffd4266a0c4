import type { Mode } from '../config/settings.js'
import type { Logger } from '../core/telemetry/logger.js'
import type { ChangedFile } from '../core/contracts/changed-file.js'
import { atOrAbove, type Finding } from '../core/contracts/review-payload.js'
import { deltaBase, type ReviewFacts } from '../core/publication/proven-review.js'
import { SEVERITY_BADGE } from '../core/publication/severity-badge.js'
import { codeSpan } from '../core/text/code-span.js'
import { parseFindingMarkerDetails } from '../core/contracts/markers.js'
import type { PushDelta } from './push-delta.js'

/**
 * A finding in the review body (escalated for a human look, over max-comments, or not anchored in
 * the diff) has no thread, so the ledger cannot carry it. In a gating run (check-only, blocking) a
 * delta review that left its file alone would drop it from the gate unread: a push of any other
 * file would turn the check green. So the files of the delta base's body findings at or above
 * blocking-severity are reviewed again; a finding the reviewers raise again gates this push too
 * (and its review is the next push's base), one they no longer find ends with that review. No I/O.
 */
export interface BodyFinding {
  severity: Finding['severity']
  /** As rendered: one of the payload's categories unless the body was edited. */
  category: string
  title: string
  /** The location's code span as rendered (`` `path:line` ``), compared with a file's own rendering. */
  span: string
  /** `12` or `10-12`. */
  range: string
  side: 'LEFT' | 'RIGHT'
  /** The entry's own finding marker id (before the next heading), when it has one. */
  id?: string
}

/**
 * The findings publish_review lists in a review body: a `#### <badge> · <category> · <title>`
 * heading, the location's code span, then the entry's finding marker. Read here for the gate and
 * by open-in-body.ts for the findings carried across pushes.
 */
export function bodyFindings(body: string): BodyFinding[] {
  const lines = body.split('\n')
  const out: BodyFinding[] = []
  for (let i = 0; i + 1 < lines.length; i++) {
    const heading = lines[i] ?? ''
    const severity = (Object.keys(SEVERITY_BADGE) as Finding['severity'][]).find((s) => heading.startsWith(`#### ${SEVERITY_BADGE[s]} · `))
    const location = lines[i + 1] ?? ''
    const fence = /^`+/.exec(location)?.[0]
    if (!severity || !fence) continue
    // codeSpan's fence is longer than any backtick run inside, so its first recurrence closes the span.
    const end = location.indexOf(fence, fence.length)
    if (end < 0) continue
    const range = /:(\d+(?:-\d+)?) ?$/.exec(location.slice(fence.length, end))?.[1]
    if (!range) continue
    const [category = '', ...title] = heading.slice(`#### ${SEVERITY_BADGE[severity]} · `.length).split(' · ')
    // The entry's own marker: the first before the next heading (model text in it had every marker neutralised).
    const next = lines.findIndex((l, j) => j > i + 1 && l.startsWith('#'))
    const id = parseFindingMarkerDetails(lines.slice(i + 2, next < 0 ? undefined : next).join('\n'))[0]?.id
    const side = location.slice(end + fence.length).startsWith(' (removed code)') ? 'LEFT' : 'RIGHT'
    out.push({
      severity,
      category,
      title: title.join(' · ').trim(),
      span: location.slice(0, end + fence.length),
      range,
      side,
      ...(id !== undefined ? { id } : {}),
    })
  }
  return out
}

export interface EscalatedRecheckInput {
  mode: Mode
  blockingSeverity: Finding['severity']
  reviews: readonly ReviewFacts[]
  expectedLogin: string
  instance?: string
  delta: PushDelta
  /** The reviewable files (after the filter). */
  files: readonly ChangedFile[]
}

/** Unchanged files a gating delta review reviews again: they hold a blocking finding its base review left in the body. */
export function escalatedRecheck(input: EscalatedRecheckInput): Set<string> {
  const { delta } = input
  if ((input.mode !== 'check-only' && input.mode !== 'blocking') || delta.kind !== 'delta') return new Set()
  const base = deltaBase(input.reviews, input.expectedLogin, input.instance).base
  const body = input.reviews.find((r) => r.id === base?.reviewId)?.body ?? ''
  const blocking = bodyFindings(body).filter((f) => atOrAbove(f.severity, input.blockingSeverity))
  // Matched on the rendering, so a path with characters the span escapes is still found.
  const held = (path: string): boolean => blocking.some((f) => codeSpan(`${path}:${f.range}`) === f.span)
  return new Set(input.files.filter((f) => !delta.changed.has(f.filename) && held(f.filename)).map((f) => f.filename))
}

/**
 * What a push reviews: a delta review only the files changed since the last proven review and
 * those escalatedRecheck names (each logged); the rest keep their open findings.
 */
export function deltaScope(input: EscalatedRecheckInput, logger: Logger): { changedNow: ChangedFile[]; unchangedSinceReview: string[] } {
  const { delta, files } = input
  if (delta.kind !== 'delta') return { changedNow: [...files], unchangedSinceReview: [] }
  const again = escalatedRecheck(input)
  for (const path of again) logger.event('delta', 'escalated-recheck', { path })
  const changedNow = files.filter((f) => delta.changed.has(f.filename) || again.has(f.filename))
  return { changedNow, unchangedSinceReview: files.filter((f) => !changedNow.includes(f)).map((f) => f.filename) }
}
