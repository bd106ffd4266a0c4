import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Log, ReportingDescriptor, Result } from 'sarif'
import { categorySchema, type Finding } from '../../core/contracts/review-payload.js'
import type { RecordedFinding } from '../../core/publication/receipts.js'
import type { RunReport } from '../summary.js'
import type { ReportSink, RunRecord } from './sink.js'

/**
 * A SARIF 2.1.0 log of the run's findings, for code scanning
 * (github/codeql-action/upload-sarif). One rule per category
 * (`harbourmaster/<category>`), levels from severities, locations on the
 * head commit's paths, and a partial fingerprint per finding so code
 * scanning tracks a finding across pushes instead of opening a new alert.
 * A test validates the output against the official SARIF 2.1.0 schema.
 */
export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json'
const INFORMATION_URI = 'https://github.com/harbourmaster/harbourmaster'
const FINGERPRINT_KEY = 'harbourmasterFinding/v1'

/**
 * The one place that chooses a finding's fingerprint for code scanning:
 * the trusted finding id (sha1 of path, anchor line and category) until the
 * ledger's content fingerprint is part of the record.
 */
export function findingFingerprint(finding: Pick<RecordedFinding, 'id'>): string {
  return finding.id
}

export function sarifLevel(severity: Finding['severity']): 'error' | 'warning' | 'note' {
  if (severity === 'critical' || severity === 'high') return 'error'
  return severity === 'medium' ? 'warning' : 'note'
}

export const ruleId = (category: Finding['category']): string => `harbourmaster/${category}`

const ruleName = (category: string): string =>
  category
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')

function rules(): ReportingDescriptor[] {
  return categorySchema.options.map((category) => ({
    id: ruleId(category),
    name: ruleName(category),
    shortDescription: { text: `Harbourmaster ${category} finding` },
    fullDescription: { text: `A ${category} problem that a Harbourmaster specialist reported and its verifier checked against the changed code.` },
    helpUri: `${INFORMATION_URI}/blob/main/docs/sinks.md#sarif-file`,
    properties: { tags: ['harbourmaster', category] },
  }))
}

/** Path segments percent-encoded so any file name is a valid relative URI reference. */
const uriOf = (path: string): string => path.split('/').map(encodeURIComponent).join('/')

function result(finding: RecordedFinding, ruleIndex: number): Result {
  const right = (finding.side ?? 'RIGHT') === 'RIGHT'
  const text = [finding.title, finding.body, right ? '' : `(on line ${finding.line} of the file before the change)`].filter(Boolean).join('\n\n')
  return {
    ruleId: ruleId(finding.category),
    ruleIndex,
    level: sarifLevel(finding.severity),
    message: { text },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: uriOf(finding.path), uriBaseId: '%SRCROOT%' },
          // A LEFT-side line numbers the base file; on the head commit it would point at the wrong code.
          ...(right ? { region: { startLine: finding.start_line ?? finding.line, endLine: finding.line } } : {}),
        },
      },
    ],
    partialFingerprints: { [FINGERPRINT_KEY]: findingFingerprint(finding) },
    properties: { severity: finding.severity, category: finding.category, findingId: finding.id, placement: finding.placement },
  }
}

export function buildSarif(record: RunRecord, toolVersion: string): Log {
  const categories = categorySchema.options as readonly string[]
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'Harbourmaster', informationUri: INFORMATION_URI, semanticVersion: toolVersion, rules: rules() } },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: `The repository root at commit ${record.headSha}` } } },
        results: record.findings.map((f) => result(f, categories.indexOf(f.category))),
        properties: { headSha: record.headSha, pullNumber: record.pullNumber, runId: record.runId, score: record.score },
      },
    ],
  }
}

export const TOOL_VERSION = '0.1.0'

export async function writeSarif(path: string, log: Log): Promise<string> {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, `${JSON.stringify(log, null, 2)}\n`, { mode: 0o644 })
  return path
}

export const sarifFileSink: ReportSink = {
  id: 'sarif-file',
  kind: 'report',
  async emit(report: RunReport, context) {
    if (!report.record?.recorded || !context.paths.sarifFile) return undefined
    return { file: await writeSarif(context.paths.sarifFile, buildSarif(report.record, TOOL_VERSION)) }
  },
}
