import { describe, expect, it } from 'vitest'
import { renderJobSummary, STEP_SUMMARY_LIMIT_BYTES } from '../../../src/publication/summary.js'
import { publishedReport } from './run-report.js'

/**
 * GitHub refuses a step summary over 1 MiB as a whole: the outcome, the findings and the cost
 * would all be gone. The findings and the skipped files already share what is left, but the
 * earlier findings' dispositions (up to 500, a note each) and the lifecycle's warnings (one per
 * earlier thread whose reply failed) were rows without a bound of their own.
 */
const id = (i: number): string => `hm2-${i.toString(16).padStart(16, '0')}`

function crowded(): string {
  // Every & grows to &amp; in a table cell.
  const dispositions = Array.from({ length: 500 }, (_, i) => ({ finding_id: id(i), status: 'fixed' as const, note: '&'.repeat(2000) }))
  const warnings = Array.from({ length: 500 }, (_, i) => `${id(i)}: reply failed (${'&'.repeat(600)})`)
  return renderJobSummary(
    publishedReport({
      dispositions,
      lifecycle: { replied: [], recovered: [], alreadyReplied: [], threadCut: [], resolved: [], notSent: [], warnings },
      files: { 'findings-file': '/tmp/runner/harbourmaster-findings-1-1.json' },
    }),
  )
}

describe('the job summary with many earlier findings', () => {
  it('stays within 1 MiB, keeps the outcome and the cost, and says how many rows it does not list and where they are', () => {
    const markdown = crowded()
    expect(Buffer.byteLength(markdown, 'utf8')).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT_BYTES)
    expect(markdown).toContain('Harbourmaster')
    expect(markdown).toContain('### Cost')
    expect(markdown).toMatch(
      /\d+ more dispositions are not listed here: GitHub's job summary holds 1 MiB\. All 500 are in the findings file `[^`]+` \(`payload\.dispositions`\)/,
    )
    expect(markdown).toMatch(/\d+ more lifecycle warnings are not listed here: GitHub's job summary holds 1 MiB\. All 500 are in the job log/)
  })

  it('lists every row of a table that fits', () => {
    const markdown = renderJobSummary(publishedReport({ dispositions: [{ finding_id: id(1), status: 'fixed', note: 'Done.' }] }))
    expect(markdown).toContain(`| ${id(1)} | fixed | Done. |`)
    expect(markdown).not.toContain('not listed here')
  })
})
