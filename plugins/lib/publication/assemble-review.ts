import type { Disposition, Finding, ReviewPayload } from '../../../src/core/contracts/review-payload.js'
import { capInline, countRoutes } from '../../../src/core/policy/routing.js'
import { instanceOfMarker } from '../../../src/core/contracts/markers.js'
import { GITHUB_BODY_LIMIT, renderInlineComment, renderReviewBody, type PlacedFinding } from './render.js'
import type { PreparedPublication, PublicationContext, ReviewComment } from './payload-to-review.js'

/**
 * The last step of publication's preparation, and the one a refused anchor repeats: findings
 * already validated, assessed and redacted (payload-to-review.ts) are capped, placed (inline,
 * the body, or dropped) and rendered into the review GitHub receives, with the notes that say
 * what moved. relocateToBody runs it again when GitHub refuses lines (publish.ts), so both paths
 * write the same notes and body.
 */
const TOO_LONG = "its inline comment would be over GitHub's 65,536 characters"

export const RANK: Record<Finding['severity'], number> = { critical: 0, high: 1, medium: 2, low: 3, info: 4 }

/**
 * Routes (inline cap → escalation), places and renders: inline-routed
 * findings on commentable lines become comments; escalated ones go to the
 * "needs a human look" section; dropped ones are only counted.
 */
export function assemble(
  payload: ReviewPayload,
  placedIn: readonly PlacedFinding[],
  dispositions: Disposition[],
  notesIn: readonly string[],
  ctx: PublicationContext,
): PreparedPublication {
  const notes = [...notesIn]
  const sorted = [...placedIn].sort((a, b) => RANK[a.severity] - RANK[b.severity])
  // Only anchorable inline findings take a comment slot; unanchorable ones are in the body anyway.
  const capped = capInline(sorted, ctx.maxComments, (f) => f.route === 'inline' && f.placement === 'inline')
  const placedFindings: PlacedFinding[] = capped.map(({ bodyCut: _cut, ...f }) => {
    void _cut
    const placement: PlacedFinding['placement'] = f.route === 'drop' ? 'none' : f.route === 'escalate' ? 'body' : f.placement
    const placed = { ...f, placement, reason: f.route === 'escalate' ? f.route_reason : f.reason }
    // GitHub refuses the whole review for one comment over its limit (quoted code fenced longer than its backtick runs can get there).
    return placement === 'inline' && renderInlineComment(placed, instanceOfMarker(ctx.marker)).length > GITHUB_BODY_LIMIT
      ? { ...placed, placement: 'body' as const, reason: TOO_LONG }
      : placed
  })
  const tooLong = placedFindings.filter((f) => f.reason === TOO_LONG).length
  if (tooLong > 0)
    notes.push(
      `${tooLong} finding${tooLong === 1 ? ' whose inline comment would be' : 's whose inline comments would be'} over GitHub's 65,536 characters ${tooLong === 1 ? 'is' : 'are'} listed below.`,
    )
  const overflow = placedFindings.filter((f) => f.route_reason.startsWith('over max-comments')).length
  if (overflow > 0)
    notes.push(
      `${overflow} finding${overflow === 1 ? '' : 's'} over max-comments (${ctx.maxComments}) ${overflow === 1 ? 'is' : 'are'} escalated below instead of commented inline.`,
    )
  const routes = countRoutes(placedFindings)
  if (routes.drop > 0)
    notes.push(
      `${routes.drop} finding${routes.drop === 1 ? '' : 's'} below the escalation confidence ${routes.drop === 1 ? 'was' : 'were'} dropped (see the job summary).`,
    )
  const comments: ReviewComment[] = placedFindings
    .filter((f) => f.placement === 'inline')
    .map((f) => {
      const side = f.side ?? 'RIGHT'
      const comment: ReviewComment = { path: f.path, line: f.line, side, body: renderInlineComment(f, instanceOfMarker(ctx.marker)) }
      if (f.start_line !== undefined) {
        comment.start_line = f.start_line
        comment.start_side = side
      }
      return comment
    })
  const { body, omitted, listed, cut } = renderReviewBody({
    summary: payload.summary,
    findings: placedFindings,
    dispositions,
    exclusions: ctx.exclusions ?? [],
    caps: ctx.caps ?? [],
    marker: ctx.marker,
    notes,
    mentions: ctx.mentions ?? [],
    // One this review reports again (a path a model named outside the reviewed files) is listed once, as its own.
    stillOpen: (ctx.stillOpen ?? []).filter((e) => !placedFindings.some((f) => f.id === e.id && f.placement !== 'none')),
    limit: ctx.bodyLimit,
  })
  const bodyCut = omitted.findings > 0 ? { bodyCut: omitted.findings } : {}
  // The findings file and the job summary say which ones the body does not show.
  const left = new Set(cut)
  const findings = left.size === 0 ? placedFindings : placedFindings.map((f) => (left.has(f.id) ? { ...f, bodyCut: true as const } : f))
  return { payload, findings, dispositions, comments, body, ...bodyCut, bodyListed: listed, notes, context: ctx, routes }
}

/** Moves the given inline findings into the body (after GitHub refused their lines) and re-renders. */
export function relocateToBody(publication: PreparedPublication, ids: ReadonlySet<string>, reason: string): PreparedPublication {
  const moved = publication.findings.map((f) => (f.placement === 'inline' && ids.has(f.id) ? { ...f, placement: 'body' as const, reason } : f))
  const count = moved.filter((f, i) => f.placement !== publication.findings[i]?.placement).length
  // assemble() writes these notes again from the findings.
  const notes = publication.notes.filter(
    (n) => !n.includes('over max-comments') && !n.includes('were dropped') && !n.includes('was dropped') && !n.includes("over GitHub's 65,536 characters"),
  )
  if (count > 0) notes.push(`GitHub refused the anchor of ${count} comment${count === 1 ? '' : 's'}; ${count === 1 ? 'it is' : 'they are'} listed below.`)
  // The run's own max-comments: moving comments into the body only frees slots, so capping again changes nothing, and the
  // note it writes again names the limit the team set (an internal 'no limit' here read 'over max-comments (9007199254740991)').
  return assemble(publication.payload, moved, publication.dispositions, notes, publication.context)
}
