import type { Finding } from '../../../src/core/contracts/review-payload.js'
import type { AssessedFinding } from '../../../src/core/contracts/run-config.js'

/** Lines apart within which two findings of one path, side and category are one finding (the ledger's rule for a re-raised one). */
export const REANCHOR_WINDOW = 3

/**
 * The team finding an editor's finding re-anchors, if any. Pure. The editor
 * rewrites the team's findings and may move one a line or two, or start it
 * on another line of the same hunk; its fingerprint then differs, so it
 * would count as a finding no specialist reported (escalated) while the
 * team's original is restored as left out: the same issue twice in one
 * review. The nearest unclaimed team finding on the same path, side and
 * category within the window is that finding; it is published at the line
 * the team verified, with the team's id and assessment. `claimed` holds the
 * team ids the payload already names exactly or that were re-anchored.
 */
export function reanchoredTeamFinding(
  finding: Pick<Finding, 'path' | 'line' | 'side' | 'category'>,
  assessments: ReadonlyMap<string, AssessedFinding>,
  claimed: ReadonlySet<string>,
): AssessedFinding | undefined {
  const side = finding.side ?? 'RIGHT'
  let best: AssessedFinding | undefined
  for (const [id, team] of assessments) {
    if (claimed.has(id) || team.path !== finding.path || (team.side ?? 'RIGHT') !== side || team.category !== finding.category) continue
    const distance = Math.abs(team.line - finding.line)
    if (distance > REANCHOR_WINDOW) continue
    if (!best || distance < Math.abs(best.line - finding.line) || (distance === Math.abs(best.line - finding.line) && team.line < best.line)) best = team
  }
  return best
}

/**
 * The team finding an editor's finding re-files under another category, if any. Pure. The
 * category is part of the fingerprint, so a finding the editor re-categorised would be posted
 * twice like a moved one: unverified under the editor's category and restored under the team's.
 * Only an exact match is taken (same path, side and line) and only when it is the one unclaimed
 * team finding there: two on that line would leave the choice to a guess.
 */
export function recategorisedTeamFinding(
  finding: Pick<Finding, 'path' | 'line' | 'side' | 'category'>,
  assessments: ReadonlyMap<string, AssessedFinding>,
  claimed: ReadonlySet<string>,
): AssessedFinding | undefined {
  const side = finding.side ?? 'RIGHT'
  const there = [...assessments.values()].filter(
    (team) => team.path === finding.path && (team.side ?? 'RIGHT') === side && team.line === finding.line && team.category !== finding.category,
  )
  const open = there.filter((team) => !claimed.has(team.id))
  return there.length === 1 && open.length === 1 ? open[0] : undefined
}
