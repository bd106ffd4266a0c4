import { PARTIAL_COVERAGE_MARKER } from '../contracts/markers.js'
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
 * The hidden markers a review body ends with: the run marker and, when the
 * team left files unreviewed, the partial-coverage marker, so the next push
 * does not count those files as reviewed (src/core/publication/proven-review.ts).
 */
export function reviewBodyMarkers(runMarker: string, partial: boolean): string {
  return partial ? `${runMarker}\n${PARTIAL_COVERAGE_MARKER}` : runMarker
}
