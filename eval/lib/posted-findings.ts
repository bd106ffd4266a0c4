import { parseFindingMarkers } from '../../src/core/contracts/markers.js'
import { STILL_OPEN_HEADING } from '../../plugins/lib/publication/render.js'

/**
 * The finding ids one review put on GitHub: its inline comments and its body.
 * A finding placed in the body (escalated for a human look, or not anchored
 * in the diff) carries its marker there; counting inline comments alone let
 * a second push post such a finding again without it counting as a duplicate.
 * The body's "Still open from earlier reviews" entries carry their markers
 * too, but they are earlier findings carried on a file the push left alone,
 * not posted again: counted, each would be a duplicate of the first push.
 */
export function postedFindingIds(
  review: { id: number | string; body: string | null } | undefined,
  comments: readonly { reviewId: number | string | null; body: string }[],
): string[] {
  if (!review) return []
  const inline = comments.filter((c) => String(c.reviewId) === String(review.id)).flatMap((c) => parseFindingMarkers(c.body))
  return [...new Set([...parseFindingMarkers(ownBody(review.body ?? '')), ...inline])]
}

/** The body without its still-open section (from its heading to the next section's). */
function ownBody(body: string): string {
  let carried = false
  return body
    .split('\n')
    .filter((line) => {
      if (line.startsWith('### ')) carried = line === STILL_OPEN_HEADING
      return !carried
    })
    .join('\n')
}
