import { readFileSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RecordedFinding } from '../../../src/core/publication/receipts.js'
import { reviewScore, SEVERITY_PENALTY } from '../../../src/publication/score.js'
import { buildSarif, findingFingerprint, sarifFileSink, sarifLevel } from '../../../src/publication/sinks/sarif-file.js'
import { SINKS } from '../../../src/publication/sinks/list.js'
import { annotate } from '../../../src/publication/sinks/annotations.js'
import { reportToSinks, type ReportSink, type RunRecord, type SinkContext } from '../../../src/publication/sinks/sink.js'
import type { RunReport } from '../../../src/publication/summary.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { sarifValidator } from '../../support/sarif-schema.js'
import { tempDir, offlineSinkContext } from '../../support/kit/index.js'

/**
 * The sinks' pure parts: the SARIF log validated against the official SARIF
 * 2.1.0 JSON schema (test/fixtures/schemas, as shipped in the
 * @microsoft/jest-sarif package), the score's penalty matrix, and the one
 * failure rule for report sinks.
 */
const HEAD = 'c'.repeat(40)

function finding(over: Partial<RecordedFinding>): RecordedFinding {
  return {
    id: 'hm-0123456789ab',
    placement: 'inline',
    path: 'src/a.ts',
    line: 12,
    severity: 'high',
    category: 'security',
    title: 'SQL built from input',
    body: 'Use parameters.',
    evidence: 'query(`${x}`)',
    ...over,
  }
}

function record(findings: RecordedFinding[]): RunRecord {
  return {
    owner: 'acme',
    repo: 'shop',
    pullNumber: 42,
    mode: 'check-only',
    runId: '9001-1',
    headSha: HEAD,
    marker: `<!-- harbourmaster:run run=9001-1 sha=${HEAD} -->`,
    blockingSeverity: 'high',
    maxComments: 25,
    recorded: { tool: 'record_review', payload: { summary: 's', findings: [], dispositions: [] } },
    findings,
    exclusions: [],
    caps: [],
    score: reviewScore(findings),
  }
}

const FINDINGS = [
  finding({}),
  finding({ id: 'hm-aaaaaaaaaaaa', severity: 'medium', category: 'code-quality', path: 'docs/read me.md', line: 40, start_line: 38 }),
  finding({ id: 'hm-bbbbbbbbbbbb', severity: 'info', category: 'tests', side: 'LEFT', line: 3 }),
  finding({ id: 'hm-cccccccccccc', severity: 'critical', category: 'correctness', placement: 'body', path: 'lib/ünïcode#1.py', line: 7 }),
]

const validator = sarifValidator

describe('SARIF file', () => {
  it('validates against the official SARIF 2.1.0 schema', () => {
    const errors = validator()(buildSarif(record(FINDINGS), '0.1.0'))
    expect(errors).toEqual([])
  })

  it('is checked by a schema that can fail: a broken log is refused', () => {
    const log = buildSarif(record(FINDINGS), '0.1.0') as unknown as { runs: { results: { level: string; locations: unknown }[] }[]; version: string }
    const first = log.runs[0]!.results[0]!
    first.level = 'fatal'
    first.locations = 'src/a.ts'
    log.version = '2.0.0'
    expect(validator()(log).length).toBeGreaterThanOrEqual(3)
  })

  it('names rules by category, levels by severity, fingerprints by finding and locations on head paths', () => {
    const run = buildSarif(record(FINDINGS), '0.1.0').runs[0]!
    const rules = run.tool.driver.rules ?? []
    expect(rules.map((r) => r.id)).toContain('harbourmaster/code-quality')
    const results = run.results ?? []
    expect(results.map((r) => [r.ruleId, r.level])).toEqual([
      ['harbourmaster/security', 'error'],
      ['harbourmaster/code-quality', 'warning'],
      ['harbourmaster/tests', 'note'],
      ['harbourmaster/correctness', 'error'],
    ])
    for (const r of results) expect(rules[r.ruleIndex ?? -1]?.id).toBe(r.ruleId)
    const id = findingFingerprint(FINDINGS[0]!)
    expect(results[0]?.partialFingerprints).toEqual({ 'harbourmasterFinding/v1': id, primaryLocationLineHash: id })
    expect(results[1]?.locations?.[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: 'docs/read%20me.md', uriBaseId: '%SRCROOT%' },
      region: { startLine: 38, endLine: 40 },
    })
    // A removed line has no place on the head commit; code scanning requires a line, and no patch is known here: its number, named in the message.
    expect(results[2]?.locations?.[0]?.physicalLocation?.region).toEqual({ startLine: 3 })
    expect(results[2]?.message.text).toContain('line 3 of the file before the change')
    expect(results[3]?.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toBe('lib/%C3%BCn%C3%AFcode%231.py')
    expect(run.properties).toMatchObject({ headSha: HEAD, score: reviewScore(FINDINGS) })
  })

  it('gives every rule what code scanning requires of a rule: help text, descriptions within 1,024 characters, a name within 255', () => {
    // docs.github.com, "SARIF support for code scanning", reportingDescriptor: id, shortDescription.text,
    // fullDescription.text and help.text are required (no empty string); the descriptions are limited to 1,024 characters.
    const rules = buildSarif(record(FINDINGS), '0.1.0').runs[0]?.tool.driver.rules ?? []
    expect(rules.length).toBeGreaterThan(0)
    for (const rule of rules) {
      expect(rule.id).not.toBe('')
      expect(rule.help?.text ?? '').not.toBe('')
      expect((rule.shortDescription?.text ?? '').length).toBeGreaterThan(0)
      expect((rule.shortDescription?.text ?? '').length).toBeLessThanOrEqual(1024)
      expect((rule.fullDescription?.text ?? '').length).toBeGreaterThan(0)
      expect((rule.fullDescription?.text ?? '').length).toBeLessThanOrEqual(1024)
      expect((rule.name ?? '').length).toBeLessThanOrEqual(255)
    }
  })

  it("gives code scanning the finding's fingerprint as every result's primaryLocationLineHash, on its own line or a removed one", () => {
    // Code scanning matches alerts across pushes by primaryLocationLineHash (docs.github.com, SARIF support,
    // result.partialFingerprints); upload-sarif computes one from the code at startLine only when a result brings none.
    const results = buildSarif(record(FINDINGS), '0.1.0').runs[0]?.results ?? []
    expect(results.map((r) => r.partialFingerprints?.primaryLocationLineHash)).toEqual(FINDINGS.map((f) => findingFingerprint(f)))
  })

  it('gives every result the region.startLine code scanning requires; a removed line is shown at the line after the removal', () => {
    // docs.github.com, SARIF support: region.startLine is required of a result's physicalLocation.
    const patch = ['@@ -1,8 +1,3 @@', ' a', '-b', '-c', '-d', '-e', '-f', ' g', ' h'].join('\n')
    const removed = finding({ id: 'hm-eeeeeeeeeeee', side: 'LEFT', line: 4, path: 'src/a.ts' })
    const rec = {
      ...record([...FINDINGS, removed]),
      files: new Map([
        ['src/a.ts', { patch, removed: false }],
        ['docs/read me.md', { removed: false }],
        ['lib/ünïcode#1.py', { removed: false }],
      ]),
    }
    const results = buildSarif(rec, '0.1.0').runs[0]?.results ?? []
    for (const r of results) expect(r.locations?.[0]?.physicalLocation?.region?.startLine).toBeGreaterThanOrEqual(1)
    // Old line 4 was removed with lines 2-6; line 2 of the head ('g') is where they were.
    expect(results.at(-1)?.locations?.[0]?.physicalLocation?.region).toEqual({ startLine: 2 })
    expect(results.at(-1)?.message.text).toContain('line 4 of the file before the change')
  })

  it('writes the file when a path holds half a UTF-16 surrogate pair, instead of losing every result to a URIError', () => {
    // A path the editor wrote (kept in the body on its last attempt) is any JSON string.
    const odd = finding({ id: 'hm-dddddddddddd', placement: 'body', path: 'src/bad\ud800name.ts', line: 2 })
    const log = buildSarif(record([...FINDINGS, odd]), '0.1.0')
    expect(validator()(log)).toEqual([])
    const results = log.runs[0]?.results ?? []
    expect(results).toHaveLength(FINDINGS.length + 1)
    expect(results.at(-1)?.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toBe('src/bad%EF%BF%BDname.ts')
  })

  it('maps severities to the three SARIF levels', () => {
    expect((['critical', 'high', 'medium', 'low', 'info'] as const).map(sarifLevel)).toEqual(['error', 'error', 'warning', 'note', 'note'])
  })
})

describe('score', () => {
  it('starts at 5 and subtracts the documented penalty per severity, never below 0', () => {
    expect(reviewScore([])).toBe(5)
    expect(reviewScore([{ severity: 'info' }, { severity: 'info' }])).toBe(5)
    expect(reviewScore([{ severity: 'high' }, { severity: 'medium' }, { severity: 'low' }])).toBe(
      5 - SEVERITY_PENALTY.high - SEVERITY_PENALTY.medium - SEVERITY_PENALTY.low,
    )
    expect(reviewScore([{ severity: 'critical' }, { severity: 'critical' }])).toBe(0)
  })

  it('is documented with the same matrix in docs/sinks.md', () => {
    const doc = readFileSync(new URL('../../../docs/sinks.md', import.meta.url), 'utf8')
    for (const [severity, penalty] of Object.entries(SEVERITY_PENALTY)) expect(doc).toMatch(new RegExp(`\\| ${severity} \\| ${penalty} \\|`))
  })
})

describe('report sinks', () => {
  function report(): RunReport {
    const rec = record(FINDINGS)
    return {
      mode: 'check-only',
      decision: { outcome: 'success', failureClass: undefined, exitFailed: false, message: 'ok' },
      blockingSeverity: 'high',
      findings: rec.findings,
      dispositions: [],
      exclusions: [],
      caps: [],
      figures: { modelCalls: 1, tokensIn: 1, tokensOut: 1, durationMs: 1 },
      score: rec.score,
      record: rec,
      files: {},
      sinkWarnings: [],
    }
  }

  function context(logger: RecordingLogger, summary: string[], paths: SinkContext['paths']): SinkContext {
    // Report sinks never call GitHub; a client on a closed loopback port would fail if one did.
    return offlineSinkContext(paths, { summary: { append: async (md) => void summary.push(md) }, logger })
  }

  it('lists every sink once, the GitHub review proof first and the job summary last', () => {
    expect(SINKS.map((s) => `${s.kind}:${s.id}`)).toEqual([
      'proof:github-review',
      'report:findings-file',
      'report:sarif-file',
      'report:annotations',
      'report:job-summary',
    ])
  })

  it('places no result outside the repository or on no file of the pull request, and says which findings it left out', async () => {
    const dir = await tempDir('hm-sarif-paths-')
    try {
      const outside = [
        finding({ id: 'hm-f00000000001', placement: 'body', path: '../x', line: 2 }),
        finding({ id: 'hm-f00000000002', placement: 'body', path: '/etc/passwd', line: 2 }),
        finding({ id: 'hm-f00000000003', placement: 'body', path: 'src/./../../y.ts', line: 2 }),
        finding({ id: 'hm-f00000000004', placement: 'body', path: 'src/not-in-the-pr.ts', line: 2 }),
      ]
      const files = new Map([['src/a.ts', { removed: false }]])
      const rec = { ...record([finding({}), ...outside]), files }
      const r = { ...report(), record: rec, findings: rec.findings }
      const logger = new RecordingLogger()
      await reportToSinks([sarifFileSink], r, context(logger, [], { sarifFile: join(dir, 'x.sarif') }))
      const log = JSON.parse(await readFile(join(dir, 'x.sarif'), 'utf8')) as ReturnType<typeof buildSarif>
      expect(validator()(log)).toEqual([])
      const uris = (log.runs[0]?.results ?? []).map((x) => x.locations?.[0]?.physicalLocation?.artifactLocation?.uri)
      expect(uris).toEqual(['src/a.ts'])
      // Never silently: a sink warning in the job summary and the log names them.
      expect(r.sinkWarnings).toEqual([
        expect.objectContaining({
          sink: 'sarif-file',
          failureClass: 'model',
          message: expect.stringMatching(/^4 findings name no file of the pull request \(`\.\.\/x`, `\/etc\/passwd`, `src\/\.\/\.\.\/\.\.\/y\.ts`, …\)/),
        }),
      ])
      expect(logger.find('sink', 'warning')).toEqual([expect.objectContaining({ sink: 'sarif-file', class: 'model', unplaced: '4' })])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('annotates a finding on no file of the pull request without a file, naming its path in the message', () => {
    const seen: { message: string; file: string | undefined; line: number | undefined }[] = []
    const port = {
      warning: () => undefined,
      error: (m: string | Error, p?: { file?: string; startLine?: number }) => void seen.push({ message: String(m), file: p?.file, line: p?.startLine }),
    }
    const files = new Map([
      ['src/a.ts', { removed: false }],
      ['src/gone.ts', { removed: true }],
    ])
    const findings = [
      finding({}),
      finding({ id: 'hm-f00000000001', placement: 'body', path: '../x', line: 2 }),
      finding({ id: 'hm-f00000000002', placement: 'body', path: 'src/gone.ts', line: 5 }),
    ]
    annotate(port, findings, 'high', 0, files)
    expect(seen.map((x) => [x.file, x.line])).toEqual([
      ['src/a.ts', 12],
      [undefined, undefined],
      [undefined, undefined],
    ])
    expect(seen[1]?.message).toContain('at ../x:2, which is no file of the pull request')
    expect(seen[2]?.message).toContain('at src/gone.ts:5, which is no file of the pull request')
  })

  it('places a finding on a real file whose name holds a backslash, in the SARIF file and its annotation', async () => {
    // Git on Linux allows `\\` in a name; the pull request lists the file, so it is no path the model made up.
    const path = 'src/a\\b.ts'
    const files = new Map([[path, { removed: false }]])
    const rec = { ...record([finding({ path, line: 3 })]), files }
    const log = buildSarif(rec, '0.1.0')
    expect(validator()(log)).toEqual([])
    expect((log.runs[0]?.results ?? []).map((x) => x.locations?.[0]?.physicalLocation?.artifactLocation?.uri)).toEqual(['src/a%5Cb.ts'])
    const seen: (string | undefined)[] = []
    const port = { warning: () => undefined, error: (_m: string | Error, p?: { file?: string }) => void seen.push(p?.file) }
    annotate(port, rec.findings, 'high', 0, files)
    expect(seen).toEqual([path])
  })

  it('turns a failing sink into a warning with its id and goes on to the next', async () => {
    const dir = await tempDir('hm-sinks-')
    try {
      // A path under a regular file cannot be created: the SARIF sink fails, the summary still comes.
      await writeFile(join(dir, 'blocker'), 'x')
      const logger = new RecordingLogger()
      const summary: string[] = []
      const r = report()
      const broken: ReportSink = { id: 'always-broken', kind: 'report', emit: async () => Promise.reject(new Error('down')) }
      const sinks = SINKS.filter((s) => s.kind === 'report')
      const warnings = await reportToSinks(
        [broken, ...sinks],
        r,
        context(logger, summary, { findingsFile: join(dir, 'f.json'), sarifFile: join(dir, 'blocker', 'x.sarif') }),
      )
      expect(warnings.map((w) => w.sink)).toEqual(['always-broken', 'sarif-file'])
      expect(logger.find('sink', 'warning').map((e) => e.sink)).toEqual(['always-broken', 'sarif-file'])
      expect(r.files['findings-file']).toBe(join(dir, 'f.json'))
      expect(JSON.parse(await readFile(join(dir, 'f.json'), 'utf8')).findings).toHaveLength(4)
      expect(summary.join('')).toContain('`sarif-file` (internal)')
      expect(summary.join('')).toContain('`always-broken` (internal): down')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('writes no file without a recorded review', async () => {
    const r = { ...report(), record: { ...record([]), recorded: undefined } }
    const dir = await tempDir('hm-sinks-')
    try {
      expect(await sarifFileSink.emit(r, context(new RecordingLogger(), [], { sarifFile: join(dir, 'x.sarif') }))).toBeUndefined()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
