import { describe, expect, it } from 'vitest'
import { renderJobSummary, STEP_SUMMARY_LIMIT_BYTES, type RunReport } from '../../../src/publication/summary.js'
import type { Exclusion } from '../../../src/core/contracts/review-index.js'
import { publishedReport } from './run-report.js'

function report(exclusions: Exclusion[], over: Partial<RunReport> = {}): RunReport {
  return publishedReport({ exclusions, ...over })
}

const many = (n: number, pad = 0): Exclusion[] =>
  Array.from({ length: n }, (_, i) => ({
    path: `vendor/${'d/'.repeat(pad)}pkg-${String(i).padStart(5, '0')}.js`,
    reason: 'vendored third-party code',
    rule: 'vendored',
  }))

describe('job summary: every file left out', () => {
  it('lists all 2,000 left-out files of a large pull request, one row each', () => {
    const exclusions = many(2000)
    const markdown = renderJobSummary(report(exclusions))
    for (const e of exclusions) expect(markdown).toContain(`\`${e.path}\``)
    expect(markdown).not.toMatch(/more files left out are not listed/)
  })

  it('shows paths with a backtick, an ampersand or a pipe exactly as they are in the repository', () => {
    const paths = ['docs/`odd`.md', 'src/a&b.ts', 'lib/x|y.ts']
    const markdown = renderJobSummary(report(paths.map((path) => ({ path, reason: 'binary file (.bin)', rule: 'binary' }))))
    // Before: `'` for the backtick and `&amp;` inside the code span, which GitHub shows literally.
    expect(markdown).toContain('| ``docs/`odd`.md`` |')
    expect(markdown).toContain('| `src/a&b.ts` |')
    expect(markdown).toContain('| `lib/x\\|y.ts` |')
  })

  it('keeps a path of 1,000 characters whole', () => {
    const path = `deep/${'x'.repeat(995)}`
    expect(renderJobSummary(report([{ path, reason: 'binary file (.bin)', rule: 'binary' }]))).toContain(`\`${path}\``)
  })

  it('stays under 1 MiB when the list cannot fit, and says where the complete list is', () => {
    const exclusions = many(3000, 200)
    // The findings file (the review record) carries the complete exclusions list; see the sinks tests.
    const findingsFile = '/runner/temp/harbourmaster/findings.json'
    const markdown = renderJobSummary(report(exclusions, { files: { 'findings-file': findingsFile } }))
    expect(Buffer.byteLength(markdown, 'utf8')).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT_BYTES)
    const listed = exclusions.filter((e) => markdown.includes(`\`${e.path}\``)).length
    expect(listed).toBeGreaterThan(1000)
    expect(listed).toBeLessThan(3000)
    expect(markdown).toContain(`${3000 - listed} more files left out are not listed here`)
    expect(markdown).toContain(`the findings file \`${findingsFile}\``)
    expect(markdown).toContain('### Cost')
  })

  it('points at the job log when no findings file is written', () => {
    const markdown = renderJobSummary(report(many(3000, 200)))
    expect(markdown).toMatch(/The complete list of 3000 is in the job log/)
  })
})
