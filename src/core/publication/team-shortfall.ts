import type { ExecutionReceipt } from '../contracts/run-config.js'

type TeamExtra = Pick<NonNullable<ExecutionReceipt['extra']>, 'status' | 'budgetExceeded' | 'errors'>

const MAX_ERROR_CHARS = 300

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > MAX_ERROR_CHARS ? `${flat.slice(0, MAX_ERROR_CHARS - 1)}…` : flat
}

/**
 * What the reviewer team could not do, in words for the review body and the
 * job summary, from spawn_reviewers' execution receipt (trusted code, never
 * the editor's summary): a review whose specialist failed, or whose findings
 * the token budget threw away, must not read like a complete one.
 */
export function teamShortfall(extra: TeamExtra | undefined, tokenBudget?: number): string[] {
  if (!extra) return []
  if (extra.budgetExceeded) {
    const budget = tokenBudget === undefined ? 'token budget' : `token budget (${tokenBudget} tokens)`
    // Every agent the budget stopped also reports an error; the one sentence says it for all.
    return [
      `The run's ${budget} was reached while the specialists ran: their findings were not used, so this review is incomplete (raise token-budget to review further).`,
    ]
  }
  const notes = extra.errors.map(({ agent, error }) => {
    const why = clip(error)
    if (agent.startsWith('specialist-')) {
      const name = agent.slice('specialist-'.length)
      return `The ${name} specialist did not finish (${why}); the files assigned to it were not reviewed for ${name}.`
    }
    if (agent === 'verifier') return `The verifier did not complete its check (${why}); findings it did not answer are marked unverified.`
    if (agent === 'reviewer-server') return `The reviewers could not run (${why}); no specialist reviewed this pull request.`
    return `${agent} did not finish (${why}).`
  })
  return [...new Set(notes)]
}
