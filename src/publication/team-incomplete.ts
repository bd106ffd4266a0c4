import type { TeamAccount } from '../core/publication/team-shortfall.js'
import { HarbourmasterError } from '../core/errors.js'

/**
 * Whether the reviewer team finished, from its execution receipt (pure). A
 * specialist or the verifier that failed after every model was tried leaves
 * a review that covers less than it seems: the editor publishes what the
 * others found, which may be nothing. The run then says so as a failure of
 * the `team` phase (outcome.ts: comment, silent and check-only degrade,
 * blocking fails closed), after the review was proven, so review-id and the
 * lifecycle replies stand. A budget stop is reported by its own phase.
 */
export type { TeamAccount }

export function teamIncomplete(team: TeamAccount | undefined): HarbourmasterError | undefined {
  if (!team || team.budgetExceeded || team.status === 'budget-exceeded') return undefined
  if (team.status === 'ok' && team.errors.length === 0) return undefined
  const failureClass = team.errors.find((e) => e.failureClass !== undefined)?.failureClass ?? 'model'
  const who = team.errors.map((e) => `${e.agent} (${e.error})`).join('; ') || 'an agent of the team'
  const what =
    team.status === 'failed'
      ? 'no specialist completed, so the review holds no finding of theirs'
      : 'the review covers only what the agents that completed reported'
  return new HarbourmasterError(failureClass, `the reviewer team did not complete: ${who}; ${what}`)
}
