import { expect, it } from 'vitest'
import { renderJobSummary, type PushAccount } from '../../../src/publication/summary.js'
import { publishedReport } from './run-report.js'

const push: PushAccount = {
  scope: { kind: 'delta', reason: 'x', since: 'a'.repeat(40), reviewed: 1, unchanged: 1 },
  carried: 2,
  posted: 0,
  resolved: 0,
  replies: 0,
  suppressed: 0,
  alreadyTracked: 0,
  unanswered: 0,
}

it("names each earlier finding whose comment someone else edited, and how the gate read it, in the job summary's This push", () => {
  const edited = [
    { path: 'src/ratio.ts', line: 2, editedBy: 'octocat', severity: 'high' as const, lost: false },
    { path: 'src/b.ts', line: undefined, editedBy: 'ghost', severity: undefined, lost: true },
  ]
  const markdown = renderJobSummary(publishedReport({ push: { ...push, edited } }))
  expect(markdown).toContain(
    '- ⚠️ The earlier finding on `src/ratio.ts` line 2 was edited by `octocat`; Harbourmaster reads it as it posted it (high), not as edited.',
  )
  expect(markdown).toContain(
    "- ⚠️ The earlier finding on `src/b.ts` was edited by `ghost` and GitHub no longer shows what Harbourmaster posted: check-only and blocking runs count it as blocking until someone other than the pull request's author resolves its thread.",
  )
  expect(renderJobSummary(publishedReport({ push }))).not.toContain('was edited by')
})
