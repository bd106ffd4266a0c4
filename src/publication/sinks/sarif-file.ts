import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Log, ReportingDescriptor, Result } from 'sarif'
import { isFindingId } from '../../core/contracts/fingerprint.js'
import { categorySchema, type Finding } from '../../core/contracts/review-payload.js'
import { clipUnits } from '../../core/text/cut.js'
import { codeSpan } from '../../core/text/code-span.js'
import type { RecordedFinding } from '../../core/publication/receipts.js'
import type { RunReport } from '../summary.js'
import { headLineOf, placeable } from './locate.js'
import type { OpenEarlierFinding, ReportSink, RunRecord } from './sink.js'

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
 * Code scanning matches a result to an existing alert by `primaryLocationLineHash`, and upload-sarif
 * computes it from the checked-out file at the result's startLine only when a result brings none
 * (docs.github.com, SARIF support: "if this data is missing"; a provided value is kept, with a
 * warning in upload-sarif's log). A value computed from the code would change whenever the code
 * around an open finding does, or its thread goes outdated, or it is carried from a review body:
 * code scanning would close the alert and open another for the same finding, losing its history
 * and dismissal. So every result carries the finding's own fingerprint there.
 */
function fingerprints(id: string): Record<string, string> {
  return { [FINGERPRINT_KEY]: id, primaryLocationLineHash: id }
}

/**
 * The one place that chooses a finding's fingerprint for code scanning:
 * the trusted finding id (fingerprint.ts: path, side, category and the
 * anchored content with its neighbours, so a line shift keeps it), the id
 * the finding's review thread carries too.
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

/** The rule of an open earlier finding whose comment names no known category (an older comment, or one someone else edited). */
export const EARLIER_RULE_ID = 'harbourmaster/earlier-finding'

// Code scanning requires help.text of every rule (docs.github.com, SARIF support, reportingDescriptor) and shows it beside each alert.
const HELP_TEXT =
  "Each alert's message says what is wrong, why it matters and how to fix it. The finding's evidence, the verifier's verdict and any discussion are in the job summary, the findings file and, in comment and blocking modes, the pull request review."

function rules(): ReportingDescriptor[] {
  const own: ReportingDescriptor[] = categorySchema.options.map((category) => ({
    id: ruleId(category),
    name: ruleName(category),
    shortDescription: { text: `Harbourmaster ${category} finding` },
    fullDescription: { text: `A ${category} problem that a Harbourmaster specialist reported and its verifier checked against the changed code.` },
    help: { text: HELP_TEXT },
    helpUri: `${INFORMATION_URI}/blob/main/docs/sinks.md#sarif-file`,
    properties: { tags: ['harbourmaster', category] },
  }))
  const earlier: ReportingDescriptor = {
    id: EARLIER_RULE_ID,
    name: 'EarlierFinding',
    shortDescription: { text: 'Harbourmaster finding still open from an earlier push' },
    fullDescription: { text: 'An earlier Harbourmaster finding whose review thread is still open; its comment names no category this version knows.' },
    help: { text: `${HELP_TEXT} This one was posted by an earlier push and its review thread is still open.` },
    helpUri: `${INFORMATION_URI}/blob/main/docs/sinks.md#sarif-file`,
    properties: { tags: ['harbourmaster'] },
  }
  return [...own, earlier]
}

// Half a surrogate pair has no UTF-8 form: encodeURIComponent throws on it, and one such path would cost the whole file.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Path segments percent-encoded so any file name is a valid relative URI reference. */
const uriOf = (path: string): string => path.replace(LONE_SURROGATE, '\uFFFD').split('/').map(encodeURIComponent).join('/')

function result(finding: RecordedFinding, ruleIndex: number, files: RunRecord['files']): Result {
  const right = (finding.side ?? 'RIGHT') === 'RIGHT'
  const left = right ? '' : `(on line ${finding.line} of the file before the change, removed by it; shown at the line after the removal)`
  const text = [finding.title, finding.body, left].filter(Boolean).join('\n\n')
  return {
    ruleId: ruleId(finding.category),
    ruleIndex,
    level: sarifLevel(finding.severity),
    message: { text },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: uriOf(finding.path), uriBaseId: '%SRCROOT%' },
          // Code scanning requires region.startLine; a LEFT line numbers the base file, so it is shown where the removal was.
          region: right
            ? { startLine: finding.start_line ?? finding.line, endLine: finding.line }
            : { startLine: headLineOf(files, finding.path, finding.line) },
        },
      },
    ],
    partialFingerprints: fingerprints(findingFingerprint(finding)),
    properties: { severity: finding.severity, category: finding.category, findingId: finding.id, placement: finding.placement },
  }
}

/** The first line of our root comment (`**🔴 High** · security · **title**`) as plain text. */
function earlierTitle(entry: OpenEarlierFinding): string {
  return clipUnits((entry.rootBody.split('\n')[0] ?? '').replace(/\*\*/g, '').trim(), 1000) || 'An earlier Harbourmaster finding'
}

/**
 * An earlier finding still open on its thread, under the fingerprint its first upload carried:
 * code scanning closes as fixed an alert the next analysis of the ref lacks.
 */
function earlierResult(entry: OpenEarlierFinding, categories: readonly string[], record: RunRecord): Result {
  const known = entry.category !== undefined && categories.includes(entry.category)
  const ruleIndex = known ? categories.indexOf(entry.category as string) : categories.length
  // GitHub keeps a thread's line on the head until the thread is outdated; a LEFT line numbers the base file.
  const line = entry.side === 'RIGHT' ? entry.line : undefined
  const path = entry.currentPath ?? entry.path
  // Code scanning requires a line: a removed line's is the line after the removal, an outdated thread's the file's first.
  const shownAt = line ?? (entry.side === 'LEFT' && entry.line !== undefined ? headLineOf(record.files, path, entry.line) : 1)
  const where = entry.side === 'LEFT' ? 'on removed code' : 'its line is outdated, so it is shown at the top of the file'
  const unchanged =
    entry.leftOutBy === undefined
      ? 'its file has not changed since, so it still applies and is not reported again on this push.'
      : `${entry.changeUnknown ? 'whether its file changed since is not known (the history was rewritten), and' : 'its file changed since, but'} this push left it out (${clipUnits(entry.leftOutBy, 500)}), so it was not checked again and its line may have moved.`
  const note =
    entry.listedSince !== undefined
      ? `Listed in the body of the review of ${entry.listedSince.slice(0, 7)}${entry.side === 'LEFT' ? ` (on line ${entry.line ?? '?'} of the file before the change, removed by it)` : ''}; ${unchanged}`
      : `Still open on its review thread from an earlier push${line === undefined ? ` (${where})` : ''}; not reported again on this one.`
  return {
    ruleId: known ? `harbourmaster/${entry.category}` : EARLIER_RULE_ID,
    ruleIndex,
    level: entry.severity ? sarifLevel(entry.severity) : 'warning',
    message: { text: `${earlierTitle(entry)}\n\n${note}` },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: uriOf(path), uriBaseId: '%SRCROOT%' },
          region: line !== undefined ? { startLine: entry.startLine ?? line, endLine: line } : { startLine: shownAt },
        },
      },
    ],
    partialFingerprints: fingerprints(entry.findingId),
    properties: { ...(entry.severity ? { severity: entry.severity } : {}), findingId: entry.findingId, placement: 'earlier-thread' },
  }
}

/** The open earlier findings this run did not report itself, each fingerprint once. */
function earlierResults(record: RunRecord, categories: readonly string[], reported: ReadonlySet<string>): Result[] {
  const seen = new Set(reported)
  const out: Result[] = []
  for (const entry of record.openEarlier ?? []) {
    // A comment someone else edited beyond recovery names no finding we can trust (nor its instance): the gate counts it, code scanning does not.
    if (entry.originalLost || !isFindingId(entry.findingId) || seen.has(entry.findingId)) continue
    seen.add(entry.findingId)
    out.push(earlierResult(entry, categories, record))
  }
  return out
}

export function buildSarif(record: RunRecord, toolVersion: string): Log {
  const categories = categorySchema.options as readonly string[]
  // Findings routed to drop were never published; the review record keeps them, code scanning does not.
  const own = record.findings.filter((f) => f.route !== 'drop' && placeable(f.path, record.files))
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'Harbourmaster', informationUri: INFORMATION_URI, semanticVersion: toolVersion, rules: rules() } },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: `The repository root at commit ${record.headSha}` } } },
        results: [
          ...own.map((f) => result(f, categories.indexOf(f.category), record.files)),
          ...earlierResults(record, categories, new Set(own.map((f) => findingFingerprint(f)))),
        ],
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

/** Published findings whose path names no file of the pull request on its head (locate.ts): no SARIF result can point at them. */
export function unplacedFindings(record: RunRecord): RecordedFinding[] {
  return record.findings.filter((f) => f.route !== 'drop' && !placeable(f.path, record.files))
}

export const sarifFileSink: ReportSink = {
  id: 'sarif-file',
  kind: 'report',
  async emit(report: RunReport, context) {
    if (!report.record?.recorded || !context.paths.sarifFile) return undefined
    const file = await writeSarif(context.paths.sarifFile, buildSarif(report.record, TOOL_VERSION))
    const unplaced = unplacedFindings(report.record)
    if (unplaced.length > 0) {
      // Left out, never silently: the review body, the job summary and the findings file still list them.
      const paths = [...new Set(unplaced.map((f) => codeSpan(clipUnits(f.path, 200))))]
      const message = `${unplaced.length} finding${unplaced.length === 1 ? '' : 's'} name${unplaced.length === 1 ? 's' : ''} no file of the pull request (${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', …' : ''}): not in the SARIF file, where code scanning would place ${unplaced.length === 1 ? 'it' : 'them'} outside the repository or on no file; the job summary and the findings file list ${unplaced.length === 1 ? 'it' : 'them'}`
      report.sinkWarnings.push({ sink: 'sarif-file', failureClass: 'model', message })
      context.logger.event('sink', 'warning', { sink: 'sarif-file', class: 'model', unplaced: unplaced.length })
    }
    return { file }
  },
}
