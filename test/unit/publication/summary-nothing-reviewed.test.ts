import { describe, expect, it } from 'vitest'
import { renderJobSummary } from '../../../src/publication/summary.js'
import { publishedReport } from './run-report.js'
import { renderUnconcludedSummary } from '../../../src/publication/unconcluded.js'
import { HarbourmasterError } from '../../../src/core/errors.js'

/**
 * A run that reviewed nothing (skipped, or failed or degraded before a review was recorded) must
 * not read as a clean review: "Findings (0)" with every severity at 0 says the code was looked at.
 */
describe('the job summary when nothing was reviewed', () => {
  it('a skipped run says it reviewed nothing, not that it found nothing', () => {
    const md = renderJobSummary(
      publishedReport({ decision: { outcome: 'skipped', failureClass: undefined, exitFailed: false, message: 'skipped: draft' }, skippedReason: 'draft' }),
    )
    expect(md).not.toContain('### Findings (0)')
    expect(md).not.toContain('critical: 0')
    expect(md).toContain('Nothing was reviewed: the run was skipped (draft).')
  })

  it('a degraded run without a recorded review says its findings are unknown', () => {
    const md = renderJobSummary(
      publishedReport({
        mode: 'silent',
        decision: { outcome: 'degraded', failureClass: 'model', exitFailed: false, message: 'degraded: the model did not answer' },
      }),
    )
    expect(md).not.toContain('### Findings (0)')
    expect(md).toContain('No review was recorded, so the findings are unknown: no finding here does not mean none in the code (see the result above).')
  })

  it('a recorded review with no findings still says Findings (0)', () => {
    expect(renderJobSummary(publishedReport({ score: 5 }))).toContain('### Findings (0)')
  })
})

describe("the job summary's result line", () => {
  const FIX = 'Fix: set the model input to a model the provider serves.'
  const message = `[model] the provider refused: ${'z'.repeat(3000)} ${FIX}`
  it('keeps the end of a long failure message (the fix), its middle cut with a marker', () => {
    const md = renderJobSummary(publishedReport({ decision: { outcome: 'failure', failureClass: 'model', exitFailed: true, message } }))
    expect(md).toContain(FIX)
    expect(md).toMatch(/characters cut here; the whole message is in the job log/)
  })
  it('in the summary of a run that failed before its conclusion too', () => {
    const md = renderUnconcludedSummary({ failure: new HarbourmasterError('model', message), mode: 'comment', ms: 1, beforeReview: true }, (t) => t)
    expect(md).toContain(FIX)
  })
})
