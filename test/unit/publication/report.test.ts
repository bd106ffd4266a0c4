import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AnnotationProperties } from '@actions/core'
import { describe, expect, it } from 'vitest'
import { annotate, writeFindingsFile, writeJobSummary, writeOutputs, type AnnotationPort, type OutputPort } from '../../../src/publication/report.js'
import type { RunReport, SummaryFinding } from '../../../src/publication/summary.js'

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
    findings: [f({}), f({ id: 'hm-aaaaaaaaaaaa', severity: 'low', title: 'Name | with <b>pipe</b>', line: 40, start_line: 38 }), f({ id: 'hm-bbbbbbbbbbbb', severity: 'info', side: 'LEFT', line: 3 })],
    dispositions: [{ finding_id: 'hm-cccccccccccc', status: 'fixed', note: 'guard added' }],
    exclusions: [{ path: 'package-lock.json', reason: 'lockfile', rule: 'default-exclude' }],
    caps: [{ cap: 'max-files', limit: 150, detail: '20 files over the limit' }],
    figures: { modelCalls: 7, tokensIn: 52_000, tokensOut: 3_100, durationMs: 84_000, verifyWaitedMs: 500 },
    ...over,
  }
}

describe('run report sinks', () => {
  it('sets every action output with counts from the payload', () => {
    const outputs = new Map<string, string>()
    const port: OutputPort = { setOutput: (name, value) => void outputs.set(name, String(value)) }
    writeOutputs(port, report({ findingsFile: '/tmp/f.json' }))
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
    let written = ''
    await writeJobSummary({ append: async (md) => void (written += md) }, report())
    expect(written).toContain('Harbourmaster: failure')
    expect(written).toContain('| high | security | `src/a.ts:12` | SQL built from input | — | — | — | inline |')
    expect(written).toContain('Name \\| with &lt;b&gt;pipe&lt;/b&gt;')
    expect(written).toContain('package-lock.json')
    expect(written).toContain('| max-files | 150 |')
    expect(written).toContain('hm-cccccccccccc')
    expect(written).toContain('| 7 | 52000 | 3100 | 84.0 s | 0.5 s |')
  })

  it('writes the findings file with ids and counts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hm-report-'))
    try {
      const path = await writeFindingsFile(join(dir, 'out', 'findings.json'), report())
      const doc = JSON.parse(await readFile(path, 'utf8'))
      expect(doc.counts).toEqual({ critical: 0, high: 1, medium: 0, low: 1, info: 1 })
      expect(doc.findings.map((x: SummaryFinding) => x.id)).toEqual(['hm-0123456789ab', 'hm-aaaaaaaaaaaa', 'hm-bbbbbbbbbbbb'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
