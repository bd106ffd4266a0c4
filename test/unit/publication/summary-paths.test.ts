import { describe, expect, it } from 'vitest'
import { findingsTable } from '../../../src/publication/summary-findings.js'
import type { SummaryFinding } from '../../../src/publication/summary.js'

/**
 * A finding's location in the job summary names the file exactly, as the review body does: git
 * allows a tab or newline in a name, and a right-to-left override shows `src/<RLO>gnp.ts` as
 * `src/st.png`. In check-only and silent modes (an HTML table) the summary is all a user gets.
 */
function finding(path: string, line = 3): SummaryFinding {
  return {
    id: 'hm2-0123456789abcdef',
    placement: 'inline',
    path,
    line,
    severity: 'high',
    category: 'security',
    title: 'Check it',
    body: 'b',
    evidence: 'e',
    route: 'inline',
  }
}
const BUDGET = { bytes: 100_000 }
const HIDDEN = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069]|[\u{E0000}-\u{E007F}]/u

describe('finding locations in the job summary', () => {
  it.each(['check-only', 'silent', 'comment'] as const)('%s: hidden characters and line breaks of a path are shown as \\uXXXX', (mode) => {
    const table = findingsTable([finding('src/\u202Egnp.ts'), finding('src/tab\tand\nnewline.ts')], mode, BUDGET).join('\n')
    expect(table).not.toMatch(HIDDEN)
    expect(table).not.toContain('\t')
    expect(table).toContain('src/\\u202egnp.ts:3')
    expect(table).toContain('src/tab\\u0009and\\u000anewline.ts:3')
    expect(table).not.toContain('src/tab and newline.ts')
  })

  it.each(['check-only', 'comment'] as const)('%s: a long path is cut before its line number, never the line number itself', (mode) => {
    const long = `src/${'d'.repeat(500)}/x.ts`
    const table = findingsTable([finding(long, 42)], mode, BUDGET).join('\n')
    expect(table).toMatch(/d…:42/)
  })
})
