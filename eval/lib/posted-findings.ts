import { parseFindingMarkers } from '../../src/core/contracts/markers.js'

/**
 * The finding ids one review put on GitHub: its inline comments and its body.
 * A finding placed in the body (escalated for a human look, or not anchored
 * in the diff) carries its marker there; counting inline comments alone let
 * a second push post such a finding again without it counting as a duplicate.
 */
export function postedFindingIds(
  review: { id: number | string; body: string | null } | undefined,
  comments: readonly { reviewId: number | string | null; body: string }[],
): string[] {
  if (!review) return []
  const inline = comments.filter((c) => String(c.reviewId) === String(review.id)).flatMap((c) => parseFindingMarkers(c.body))
  return [...new Set([...parseFindingMarkers(review.body), ...inline])]
}
