import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { AnnotationProperties } from '@actions/core'
import { describe, expect, it } from 'vitest'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { writeOutputs, type AnnotationPort, type OutputPort } from '../../../src/publication/report.js'
import { annotate } from '../../../src/publication/sinks/annotations.js'
import { reviewRecordOf, writeReviewRecord } from '../../../src/publication/sinks/findings-file.js'
import { renderJobSummary, type RunReport, type SummaryFinding } from '../../../src/publication/summary.js'
import { reviewScore } from '../../../src/publication/score.js'
import { tempDir } from '../../support/kit/index.js'

function f(over: Partial<SummaryFinding>): SummaryFinding {
  return {
    id: 'hm-0123456789ab',
    placement: 'inline',
    path: 'src/a.ts',
    line: 12,
    severity: 'high',
    category: 'security',
    title: 'SQL built from input',
    body: 'Use parameters.',
    evidence: 'query(`...${x}`)',
    ...over,
  }
}

function report(over: Partial<RunReport> = {}): RunReport {
  return {
    mode: 'check-only',
    decision: { outcome: 'failure', failureClass: undefined, exitFailed: true, message: '1 finding at or above high' },
    blockingSeverity: 'high',
    findings: [
      f({}),
      f({ id: 'hm-aaaaaaaaaaaa', severity: 'low', title: 'Name | with <b>pipe</b>', line: 40, start_line: 38 }),
      f({ id: 'hm-bbbbbbbbbbbb', severity: 'info', side: 'LEFT', line: 3 }),
    ],
    dispositions: [{ finding_id: 'hm-cccccccccccc', status: 'fixed', note: 'guard added' }],
    exclusions: [{ path: 'package-lock.json', reason: 'lockfile', rule: 'default-exclude' }],
    caps: [{ cap: 'max-files', limit: 150, detail: '20 files over the limit' }],
    figures: { modelCalls: 7, tokensIn: 52_000, tokensOut: 3_100, durationMs: 84_000, verifyWaitedMs: 500 },
    files: {},
    sinkWarnings: [],
    ...over,
  }
}

function withRecord(base: RunReport): RunReport {
  const findings = base.findings.map((x) => ({ ...x }))
  return {
    ...base,
    score: reviewScore(findings),
    record: {
      owner: 'acme',
      repo: 'shop',
      pullNumber: 42,
      mode: base.mode,
      runId: '9001-1',
      headSha: 'a'.repeat(40),
      marker: `<!-- harbourmaster:run run=9001-1 sha=${'a'.repeat(40)} -->`,
      blockingSeverity: 'high',
      maxComments: 25,
      recorded: {
        tool: 'record_review',
        payload: { summary: 'One SQL problem.', findings: findings.map(({ id: _id, placement: _p, ...rest }) => rest), dispositions: [] },
      },
      findings,
      exclusions: base.exclusions,
      caps: base.caps,
      score: reviewScore(findings),
    },
  }
}

describe('run report sinks', () => {
  it("says in the findings table which body findings GitHub's size limit cut from the posted review", () => {
    const written = renderJobSummary(report({ findings: [f({ placement: 'body', bodyCut: true }), f({ id: 'hm-aaaaaaaaaaaa', placement: 'body', line: 40 })] }))
    expect(written.match(/<td>body \(cut: over GitHub's size limit\)<\/td>/g)).toHaveLength(1)
    expect(written).toContain('<td>body</td>')
    const table = renderJobSummary(report({ mode: 'comment', findings: [f({ placement: 'body', bodyCut: true })] }))
    expect(table).toMatch(/\| body \(cut: over GitHub's size limit\) \|/)
  })

  it('sets every action output with counts from the payload', () => {
    const outputs = new Map<string, string>()
    const port: OutputPort = { setOutput: (name, value) => void outputs.set(name, String(value)) }
    writeOutputs(port, report({ files: { 'findings-file': '/tmp/f.json', 'sarif-file': '/tmp/f.sarif' }, score: 3.3 }), new RecordingLogger())
    expect(Object.fromEntries(outputs)).toEqual({
      outcome: 'failure',
      'failure-class': '',
      'review-id': '',
      findings: '3',
      'blocking-findings': '1',
      'model-calls': '7',
      'tokens-in': '52000',
      'tokens-out': '3100',
      'findings-file': '/tmp/f.json',
      'sarif-file': '/tmp/f.sarif',
      score: '3.3',
      'skipped-reason': '',
    })
  })

  it('annotates check-only findings on their lines, blocking severities as errors', () => {
    const seen: Array<{ level: string; message: string; props: AnnotationProperties | undefined }> = []
    const port: AnnotationPort = {
      error: (message, props) => void seen.push({ level: 'error', message: String(message), props }),
      warning: (message, props) => void seen.push({ level: 'warning', message: String(message), props }),
    }
    annotate(port, report().findings, 'high')
    expect(seen.map((s) => s.level)).toEqual(['error', 'warning', 'warning'])
    expect(seen[0]?.props).toMatchObject({ file: 'src/a.ts', startLine: 12, endLine: 12, title: 'high: SQL built from input' })
    expect(seen[1]?.props).toMatchObject({ startLine: 38, endLine: 40 })
    expect(seen[2]?.props?.startLine).toBeUndefined()
  })

  it('writes a job summary with the findings table, skipped files, caps, dispositions and cost', async () => {
    const written = renderJobSummary(report({ mode: 'comment' }))
    expect(written).toContain('Harbourmaster: failure')
    expect(written).toContain('| high | security | `src/a.ts:12` | SQL built from input | — | — | — | inline |')
    expect(written).toContain('Name \\| with &lt;b&gt;pipe&lt;/b&gt;')
    expect(written).toContain('package-lock.json')
    expect(written).toContain('| max-files | 150 |')
    expect(written).toContain('hm-cccccccccccc')
    expect(written).toContain('| 7 | 52000 | 3100 | 84.0 s | 0.5 s |')
  })

  it("in check-only and silent modes puts each finding's body, evidence and suggestion in a collapsed block under its row", () => {
    const written = renderJobSummary(report({ findings: [f({ body: 'Line one.\n\nLine <two>.', evidence: 'a\n\nb', suggestion: 'use(params)' })] }))
    const table = written.slice(written.indexOf('<table>'), written.indexOf('</table>') + 8)
    // One HTML block: a blank line inside would end it and show the rest as raw text.
    expect(table).not.toMatch(/\n\s*\n/)
    const rows = table.split('\n')
    expect(rows[2]).toBe(
      '<tr><td>high</td><td>security</td><td><code>src/a.ts:12</code></td><td>SQL built from input</td><td>—</td><td>—</td><td>—</td><td>inline</td></tr>',
    )
    expect(rows[3]).toContain('<details><summary>Details of hm-0123456789ab</summary><p>Line one.<br><br>Line &lt;two&gt;.</p>')
    expect(rows[3]).toContain('<pre>a&#10;&#10;b</pre>')
    expect(rows[3]).toContain('<pre>use(params)</pre>')
    expect(renderJobSummary(report({ mode: 'comment' }))).not.toContain('<details>')
  })

  it("counts routes as the review body does: an inline-routed finding GitHub could not anchor is in the body, not 'inline'", () => {
    const findings = [
      f({ id: 'hm-aaaaaaaaaaaa', route: 'inline', placement: 'inline' }),
      f({ id: 'hm-bbbbbbbbbbbb', route: 'inline', placement: 'body' }),
      f({ id: 'hm-cccccccccccc', route: 'escalate', placement: 'body' }),
      f({ id: 'hm-dddddddddddd', route: 'drop', placement: 'none' }),
    ]
    const written = renderJobSummary(report({ mode: 'comment', findings }))
    // The review body's head line for the same findings: "3 findings: 1 inline, 1 for a human look, 1 not anchored; 1 dropped …".
    expect(written).toContain('Routing: 1 inline · 1 escalated for a human look · 1 not anchored in the diff · 1 dropped below the confidence floor')
  })

  it('shows the score and the warnings of failed sinks', () => {
    const written = renderJobSummary(report({ score: 2.5, sinkWarnings: [{ sink: 'sarif-file', failureClass: 'internal', message: 'EACCES' }] }))
    expect(written).toContain('**Score:** 2.5 / 5')
    expect(written).toContain('- ⚠️ `sarif-file` (internal): EACCES')
  })

  it('writes the findings file as the versioned review record', async () => {
    const dir = await tempDir('hm-report-')
    try {
      const record = reviewRecordOf(withRecord(report()))
      expect(record).toBeDefined()
      const path = await writeReviewRecord(join(dir, 'out', 'findings.json'), record!)
      const doc = JSON.parse(await readFile(path, 'utf8'))
      expect(doc).toMatchObject({
        kind: 'harbourmaster-review-record',
        version: 3,
        headSha: 'a'.repeat(40),
        run: { id: '9001-1' },
        routing: { blockingSeverity: 'high', maxComments: 25 },
      })
      expect(doc.result).toEqual({ outcome: 'failure', failureClass: null, reviewId: null })
      // A complete team is written too: a record without its team is never read as a complete review.
      expect(doc.team).toEqual({ status: 'ok', budgetExceeded: false, errors: [] })
      expect(doc.findings.map((x: SummaryFinding) => x.id)).toEqual(['hm-0123456789ab', 'hm-aaaaaaaaaaaa', 'hm-bbbbbbbbbbbb'])
      expect(reviewRecordOf(report())).toBeUndefined()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
