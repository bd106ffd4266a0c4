import { describe, expect, it } from 'vitest'
import { renderJobSummary } from '../../../src/publication/summary.js'
import { publishedReport } from './run-report.js'

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
