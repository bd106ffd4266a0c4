import { describe, expect, it } from 'vitest'
import type { Finding } from '../../../src/core/contracts/review-payload.js'
import { renderJobSummary, STEP_SUMMARY_LIMIT_BYTES, type RunReport, type SummaryFinding } from '../../../src/publication/summary.js'

/**
 * GitHub refuses a step summary over 1 MiB as a whole ("$GITHUB_STEP_SUMMARY
 * upload aborted, supports content up to a size of 1024k"): the run's
 * outcome, findings and cost would all be gone. In check-only and silent modes
 * the summary carries each finding's body, evidence and suggestion, which a
 * large review fills past that.
 */
const SEVERITIES: Finding['severity'][] = ['critical', 'high', 'medium', 'low', 'info']

function finding(i: number): SummaryFinding {
  // Code-like text: every <, > and " grows to an entity in the HTML table.
  const code = (n: number): string => 'if (a < b && c > d) { call("x") }\n'.repeat(Math.ceil(n / 34)).slice(0, n)
  return {
    id: `hm-${i.toString(16).padStart(12, '0')}`,
    placement: 'inline',
    path: `src/module-${i}.ts`,
    line: 10 + i,
    severity: SEVERITIES[i % 5] as Finding['severity'],
    category: 'correctness',
    title: `Finding number ${i}`,
    body: code(8000),
    evidence: code(4000),
    suggestion: code(4000),
    confidence: 0.8,
    confidence_after: 0.9,
    verdict: 'confirmed',
    route: 'inline',
  }
}

function report(mode: RunReport['mode'], findings: SummaryFinding[], over: Partial<RunReport> = {}): RunReport {
  return {
    mode,
    decision: { outcome: 'failure', failureClass: undefined, exitFailed: true, message: '80 findings at or above high' },
    blockingSeverity: 'high',
    findings,
    dispositions: [],
    exclusions: Array.from({ length: 300 }, (_, i) => ({ path: `vendor/pkg-${i}.js`, reason: 'vendored third-party code', rule: 'vendored' })),
    caps: [],
    figures: { modelCalls: 30, tokensIn: 1, tokensOut: 1, durationMs: 1 },
    files: { 'findings-file': '/runner/temp/harbourmaster-findings-1.json' },
    sinkWarnings: [],
    ...over,
  }
}

describe('job summary: findings within GitHub’s 1 MiB', () => {
  it('check-only with 200 long findings stays under 1 MiB, lists every finding, and says whose details are left out', () => {
    const findings = Array.from({ length: 200 }, (_, i) => finding(i))
    const markdown = renderJobSummary(report('check-only', findings))
    expect(Buffer.byteLength(markdown, 'utf8')).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT_BYTES)
    // Every finding keeps its row; the details kept are those of the most severe (the first rows).
    for (const f of findings) expect(markdown).toContain(`<code>${f.path}:${f.line}</code>`)
    const rank = (f: SummaryFinding): number => SEVERITIES.indexOf(f.severity)
    const withDetails = findings.filter((f) => markdown.includes(`Details of ${f.id}`))
    const without = findings.filter((f) => !withDetails.includes(f))
    expect(Math.max(...withDetails.map(rank))).toBeLessThanOrEqual(Math.min(...without.map(rank)))
    const detailed = withDetails.length
    expect(detailed).toBeGreaterThan(0)
    expect(detailed).toBeLessThan(200)
    expect(markdown).toContain(
      `The details of ${200 - detailed} findings (the last rows) are left out: GitHub's job summary holds 1 MiB. The findings file \`/runner/temp/harbourmaster-findings-1.json\` has every finding in full.`,
    )
    // The rest of the summary is still there.
    expect(markdown).toContain('### Cost')
    expect(markdown).toContain('### Files not reviewed (300)')
  })

  it('silent mode is held to the same limit', () => {
    const markdown = renderJobSummary(
      report(
        'silent',
        Array.from({ length: 120 }, (_, i) => finding(i)),
      ),
    )
    expect(Buffer.byteLength(markdown, 'utf8')).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT_BYTES)
    expect(markdown).toMatch(/The details of \d+ findings \(the last rows\) are left out/)
  })

  it('names at most 100 configuration files the pull request edits; thousands with long names would fill it alone', () => {
    const changed = Array.from({ length: 3000 }, (_, i) => `.github/instructions/${'ünïcödé-'.repeat(30)}${i}.instructions.md`)
    const base = { baseSha: 'e'.repeat(40), configSource: 'base' as const, sources: [], changedInPullRequest: changed, specialists: [], notes: [] }
    const markdown = renderJobSummary(report('comment', [finding(0)], { base }))
    expect(Buffer.byteLength(markdown, 'utf8')).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT_BYTES)
    expect(markdown).toContain(`\`${changed[99]}\``)
    expect(markdown).not.toContain(`\`${changed[100]}\``)
    expect(markdown).toContain('and 2900 more (the job log has one `hm stage=rules event=changed-in-pr` line per file)')
  })

  it('a summary that fits keeps every detail and says nothing of a limit', () => {
    const findings = Array.from({ length: 10 }, (_, i) => finding(i))
    const markdown = renderJobSummary(report('check-only', findings))
    for (const f of findings) expect(markdown).toContain(`Details of ${f.id}`)
    expect(markdown).not.toContain('are left out')
  })
})
