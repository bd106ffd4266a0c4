import { describe, expect, it } from 'vitest'
import { renderJobSummary, type SummaryFinding } from '../../../src/publication/summary.js'
import { publishedReport, reportWithTextEverywhere } from './run-report.js'

/**
 * A bidi override or a zero-width character in a title, a note or a reason makes the summary show
 * a maintainer text other than what it holds (Trojan Source: `‮` reverses what follows). Paths
 * already show such characters as `\uXXXX`; prose, evidence and suggestions must too, while an
 * emoji's own joiner and variation selector still render as the emoji.
 */
const RLO = '\u202e'
const HIDDEN_PROSE = `safe${RLO}txt.exe and zero\u200bwidth and tag\u{E0041} and isolate\u2066x\u2069`
const RAW_HIDDEN = /[\u200b\u202a-\u202e\u2066-\u2069\u{E0000}-\u{E007F}]/u

function finding(over: Partial<SummaryFinding> = {}): SummaryFinding {
  return {
    id: 'hm2-0123456789abcdef',
    placement: 'inline',
    path: 'src/a.ts',
    line: 3,
    severity: 'high',
    category: 'security',
    title: HIDDEN_PROSE,
    body: `Body ${HIDDEN_PROSE}\nsecond line`,
    evidence: `if (isAdmin) {${RLO} } // check`,
    suggestion: `return ${RLO}x`,
    route: 'inline',
    ...over,
  }
}

describe('hidden and bidi characters in the job summary are shown, never applied', () => {
  it.each(['comment', 'check-only'] as const)('%s: every prose cell and line shows them as \\uXXXX', (mode) => {
    const markdown = renderJobSummary(reportWithTextEverywhere(mode, HIDDEN_PROSE, finding()))
    expect(markdown).not.toMatch(RAW_HIDDEN)
    expect(markdown).toContain('safe\\u202etxt.exe')
    expect(markdown).toContain('zero\\u200bwidth')
  })

  it('check-only: the body keeps its line breaks, and an emoji keeps its joiner and variation selector', () => {
    const emoji = 'Careful \u26a0\ufe0f with \u{1F469}\u200d\u{1F4BB} here'
    const markdown = renderJobSummary(publishedReport({ mode: 'check-only', findings: [finding({ title: emoji })] }))
    expect(markdown).toContain(emoji)
    expect(markdown).toContain('<br>second line')
    expect(markdown).not.toMatch(RAW_HIDDEN)
  })
})
