import { describe, expect, it } from 'vitest'
import { renderJobSummary, type RunFigures, type RunReport } from '../../../src/publication/summary.js'
import { publishedReport } from './run-report.js'

const report = (figures: RunFigures): RunReport => publishedReport({ figures })

describe('job summary: cost', () => {
  it('says when the provider reported no usage for some model calls, which the tokens and token-budget then miss', () => {
    expect(renderJobSummary(report({ modelCalls: 3, unmeteredCalls: 0, tokensIn: 1000, tokensOut: 100, durationMs: 1000 }))).not.toContain(
      'reported no token usage',
    )
    const markdown = renderJobSummary(report({ modelCalls: 3, unmeteredCalls: 2, tokensIn: 1000, tokensOut: 100, durationMs: 1000 }))
    expect(markdown).toContain('| 3 | 1000 | 100 |')
    expect(markdown).toContain('The model provider reported no token usage for 2 of 3 model calls')
    expect(markdown).toContain('token-budget could not count them')
  })
})
