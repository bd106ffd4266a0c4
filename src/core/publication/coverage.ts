import { makeSettledMarker, PARTIAL_COVERAGE_MARKER } from '../contracts/markers.js'
import type { TeamAccount } from './team-shortfall.js'

/**
 * Whether the reviewer team left changed files unreviewed: a specialist, the
 * reviewer server or the whole team did not run or finish, or the token
 * budget threw the team's findings away. A verifier that did not finish
 * leaves findings unverified, not files unread. Caps are not counted: the
 * next review applies them the same way, and each review reports them.
 */
export function teamLeftFilesUnreviewed(team: TeamAccount | undefined): boolean {
  return team !== undefined && (team.budgetExceeded || team.errors.some((e) => e.agent !== 'verifier'))
}

/**
 * The hidden markers a review body ends with: the run marker; when the
 * team left files unreviewed, the partial-coverage marker, so the next push
 * does not count those files as reviewed (src/core/publication/proven-review.ts);
 * and one settled marker per earlier finding the run found fixed, so the next
 * push finishes a resolution this run did not get to (src/context/ledger.ts).
 */
export function reviewBodyMarkers(runMarker: string, partial: boolean, fixed: readonly string[] = []): string {
  return [runMarker, ...(partial ? [PARTIAL_COVERAGE_MARKER] : []), ...fixed.map(makeSettledMarker)].join('\n')
}

/**
 * The earlier findings this run resolves once its review is proven (ledger-plan.ts: a re-check the
 * verifier found fixed, or an objection found fixed where the code changed), as the team's receipt
 * and the run config give them: never the editor's words.
 */
export function fixedEarlier(
  earlier: readonly { id: string; verdict: string }[] | undefined,
  recheck: readonly { id: string; kind: string; anchorChanged: boolean }[] = [],
): string[] {
  const resolves = new Set(recheck.filter((r) => r.kind === 'reverify' || r.anchorChanged).map((r) => r.id))
  return (earlier ?? []).filter((a) => a.verdict === 'fixed' && resolves.has(a.id)).map((a) => a.id)
}
