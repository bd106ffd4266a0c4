import { Redactor } from '../../src/core/telemetry/redact.js'
import { EvalInputError } from './options.js'
import type { EvalPr, PrResult } from './types.js'

/** The longest error a failed run is named with: the summary lists every failed run on one line. */
export const FAILURE_MAX = 300

export interface FailureNaming {
  /** Values the run was given that no error may print (the model's key, the GitHub token). */
  secrets?: readonly (string | undefined)[]
}

/**
 * A failed run's outcome, `error (<message>)`: on one line, its secrets redacted (an Octokit error
 * can quote a request's token, a provider's its key) and cut to FAILURE_MAX, the cut said, since the
 * outcome is printed in the summary and kept in the --json output a workflow uploads.
 */
export function failedOutcome(error: unknown, naming: FailureNaming = {}): string {
  const redactor = new Redactor()
  for (const secret of naming.secrets ?? []) redactor.add(secret)
  const message = redactor.redact((error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ').trim())
  if (message.length <= FAILURE_MAX) return `error (${message})`
  // Room for the count: at most ' (9999999 more characters)'.
  const kept = message.slice(0, FAILURE_MAX - 30).replace(/[\uD800-\uDBFF]$/, '')
  return `error (${kept}… (${message.length - kept.length} more characters))`
}

/**
 * Reviews the pull requests one after another. A review that throws (GitHub answering 502 for one
 * benchmark pull request, a rate limit, OpenCode failing to start) used to end the command and lose
 * every review before it, each one paid for in time and model calls. It is a run that did not
 * succeed instead: no findings, its outcome `error (<message>)`, listed in `notSucceeded` like any
 * failed run, so the score says it measures a failed review. A refusal of the user's input still
 * ends the command: every pull request would meet it.
 */
export async function runEach(
  prs: readonly EvalPr[],
  review: (pr: EvalPr) => Promise<PrResult>,
  log?: (line: string) => void,
  naming: FailureNaming = {},
): Promise<PrResult[]> {
  const results: PrResult[] = []
  for (const pr of prs) {
    try {
      results.push(await review(pr))
    } catch (error) {
      if (error instanceof EvalInputError) throw error
      const outcome = failedOutcome(error, naming)
      log?.(`${pr.id}: the review failed before it concluded (${outcome.slice('error ('.length, -1)})`)
      results.push({ pr, findings: [], outcome, modelCalls: 0 })
    }
  }
  return results
}

/**
 * The second push of --pushes 2 on a first push's result. When it throws, the first push's findings
 * stand (a throw used to reach runEach and lose them, scoring the pull request as found nothing);
 * the second push is a run that did not succeed, and duplicates are not measured for it.
 */
export async function withSecondPush(
  first: PrResult,
  push: () => Promise<{ duplicates: number; outcome: string }>,
  log?: (line: string) => void,
  naming: FailureNaming = {},
): Promise<PrResult> {
  try {
    const second = await push()
    return { ...first, duplicates: second.duplicates, secondOutcome: second.outcome }
  } catch (error) {
    if (error instanceof EvalInputError) throw error
    const secondOutcome = failedOutcome(error, naming)
    log?.(`${first.pr.id}: push 2 failed before it concluded (${secondOutcome.slice('error ('.length, -1)}); push 1's findings are scored`)
    return { ...first, secondOutcome }
  }
}
