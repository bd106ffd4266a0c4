import { EvalInputError } from './options.js'
import type { EvalPr, PrResult } from './types.js'

/**
 * Reviews the pull requests one after another. A review that throws (GitHub answering 502 for one
 * benchmark pull request, a rate limit, OpenCode failing to start) used to end the command and lose
 * every review before it, each one paid for in time and model calls. It is a run that did not
 * succeed instead: no findings, its outcome `error (<message>)`, listed in `notSucceeded` like any
 * failed run, so the score says it measures a failed review. A refusal of the user's input still
 * ends the command: every pull request would meet it.
 */
export async function runEach(prs: readonly EvalPr[], review: (pr: EvalPr) => Promise<PrResult>, log?: (line: string) => void): Promise<PrResult[]> {
  const results: PrResult[] = []
  for (const pr of prs) {
    try {
      results.push(await review(pr))
    } catch (error) {
      if (error instanceof EvalInputError) throw error
      const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ')
      log?.(`${pr.id}: the review failed before it concluded (${message})`)
      results.push({ pr, findings: [], outcome: `error (${message})`, modelCalls: 0 })
    }
  }
  return results
}
