import type { TeamAccount } from '../contracts/run-config.js'
import { clipUnits } from '../text/cut.js'

/** What spawn_reviewers' execution receipt says of the team's agents (or a team that never ran). */
export type { TeamAccount }

const MAX_ERROR_CHARS = 300

function clip(text: string): string {
  return clipUnits(text.replace(/\s+/g, ' ').trim(), MAX_ERROR_CHARS)
}

/**
 * The account of a team that never ran: specialists were selected, but the
 * editor finished without spawn_reviewers writing its receipt (the editor
 * skipped it, for example talked out of it by the pull request's text). The
 * runner and publish_review both read a missing receipt this way.
 */
export function teamNeverRan(specialists: readonly string[]): TeamAccount {
  return {
    status: 'failed',
    budgetExceeded: false,
    errors: [
      {
        agent: 'spawn_reviewers',
        error: `never called by the editor, so no specialist (${specialists.join(', ')}) reviewed the change`,
        failureClass: 'policy',
      },
    ],
  }
}

/**
 * What the reviewer team could not do, in trusted words from its account
 * (trusted code wrote it, never the editor's summary): a review whose
 * specialist failed, or whose findings the token budget threw away, must not
 * read like a complete one. `reasons` adds each agent's error text: the job
 * summary shows it; the review body, which everyone on the pull request
 * reads, names the agents and what they leave unreviewed only.
 */
export function teamShortfall(team: TeamAccount | undefined, options: { tokenBudget?: number; reasons?: boolean } = {}): string[] {
  if (!team) return []
  if (team.budgetExceeded) {
    const budget = options.tokenBudget === undefined ? 'token budget' : `token budget (${options.tokenBudget} tokens)`
    // Every agent the budget stopped also reports an error; the one sentence says it for all.
    return [
      `The run's ${budget} was reached while the specialists ran: their findings were not used, so this review is incomplete (raise token-budget to review further).`,
    ]
  }
  const notes = team.errors.map(({ agent, error }) => {
    const why = options.reasons ? ` (${clip(error)})` : ''
    if (agent.startsWith('specialist-')) {
      const name = agent.slice('specialist-'.length)
      return `The ${name} specialist did not finish${why}; the files assigned to it were not reviewed for ${name}.`
    }
    if (agent === 'verifier') return `The verifier did not complete its check${why}; findings it did not answer are marked unverified.`
    if (agent === 'reviewer-server') return `The reviewers could not run${why}; no specialist reviewed this pull request.`
    if (agent === 'spawn_reviewers')
      return `No specialist reviewed this pull request: the editor published without calling spawn_reviewers${why}, so this review holds only its own reading.`
    return `${agent} did not finish${why}.`
  })
  return [...new Set(notes)]
}

/**
 * Findings the specialists reported that the review does not carry: anchored outside the lines
 * the pull request changes (or on a file not assigned to the specialist), or not in the review
 * format. They were counted on the telemetry line and in the editor's result only, so the review
 * read as everything the team found. Trusted words from the team's account, never the editor's.
 */
export function teamDropped(team: TeamAccount | undefined): string[] {
  const outOfScope = team?.outOfScope ?? 0
  const invalid = team?.invalid ?? 0
  const total = outOfScope + invalid
  if (total === 0) return []
  const parts = [
    outOfScope > 0 ? `${outOfScope} on a line outside this pull request's changes or on a file not assigned to them` : '',
    invalid > 0 ? `${invalid} not in the review format` : '',
  ].filter((p) => p !== '')
  return [`The specialists reported ${total} finding${total === 1 ? '' : 's'} this review does not carry: ${parts.join(', ')}.`]
}
