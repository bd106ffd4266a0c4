import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Result } from 'sarif'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LedgerEntry } from '../../../src/context/ledger.js'
import { writeRecordReceipt } from '../../../src/core/publication/receipts.js'
import { concludeRun } from '../../../src/publication/conclude.js'
import type { EarlierAnswer } from '../../../src/publication/ledger-plan.js'
import { sarifFileSink } from '../../../src/publication/sinks/sarif-file.js'
import { sarifValidator } from '../../support/sarif-schema.js'
import { offlineConcludeInput, offlineConcludePorts, openLedgerEntry, recordedFindingOf, tempDir } from '../../support/kit/index.js'

/**
 * Code scanning keeps one analysis per tool and category on a ref: an alert missing from the
 * next upload is closed as fixed. A finding still open on its review thread is not reported
 * again on a later push (a delta review does not read its unchanged file; a re-raised one is
 * "already tracked"), so the SARIF file of that push must still carry it, under the same
 * fingerprint, or code scanning says it was fixed while its thread is open.
 */
const RUN = '5151-1'
const HEAD = 'e'.repeat(40)
let dir: string

beforeEach(async () => {
  dir = await tempDir('hm-sarif-open-')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const NEW = recordedFindingOf({ severity: 'medium' })

const entry = (over: Partial<LedgerEntry>): LedgerEntry => openLedgerEntry(1, { line: 40, ...over })

async function concludeWith(entries: LedgerEntry[], answers: EarlierAnswer[] = []): Promise<Result[]> {
  const privateDir = join(dir, 'private')
  await writeRecordReceipt(privateDir, {
    version: 1,
    runId: RUN,
    headSha: HEAD,
    tool: 'record_review',
    payload: { summary: 'Reviewed.', findings: [], dispositions: [] },
    findings: [NEW],
  })
  // check-only never talks to GitHub here: a client aimed at a closed port proves it.
  const ports = offlineConcludePorts()
  const sarifPath = join(dir, 'out', 'review.sarif')
  await concludeRun(
    ports,
    offlineConcludeInput({
      mode: 'check-only',
      blockingSeverity: 'critical',
      runId: RUN,
      headSha: HEAD,
      privateDir,
      ledger: {
        entries,
        answers,
        scope: { kind: 'delta', reason: 'push', since: 'a'.repeat(40), reviewed: 1, unchanged: 1 },
        alreadyTracked: 0,
      },
      figures: { modelCalls: 3, tokensIn: 1, tokensOut: 1, durationMs: 1 },
      sarifPath,
      sinks: [sarifFileSink],
    }),
  )
  const log: unknown = JSON.parse(await readFile(sarifPath, 'utf8'))
  expect(sarifValidator()(log)).toEqual([])
  const runs = (log as { runs: { results: Result[] }[] }).runs
  return runs[0]?.results ?? []
}

const fingerprints = (results: readonly Result[]): string[] => results.map((r) => r.partialFingerprints?.['harbourmasterFinding/v1'] ?? '')

describe('SARIF file: findings still open on their threads keep their code scanning alerts', () => {
  it('carries an open earlier finding under its own fingerprint, on its current line, beside the new ones', async () => {
    const results = await concludeWith([entry({})])
    expect(fingerprints(results)).toEqual(['hm2-00000000000000aa', 'hm2-0000000000000001'])
    const earlier = results[1]
    expect(earlier?.ruleId).toBe('harbourmaster/security')
    expect(earlier?.level).toBe('error')
    expect(earlier?.locations?.[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: 'src/old.ts', uriBaseId: '%SRCROOT%' },
      region: { startLine: 40, endLine: 40 },
    })
    expect(earlier?.message.text).toContain('Token written to the log')
    expect(earlier?.message.text).not.toContain('harbourmaster:finding')
  })

  it('leaves out a finding whose objection is upheld or that is fixed, and never lists a fingerprint twice', async () => {
    const upheld = entry({ findingId: 'hm2-0000000000000002', action: 'dispute', threadId: 'PRRT_2' })
    const fixed = entry({ findingId: 'hm2-0000000000000003', action: 'reverify', threadId: 'PRRT_3', anchorChanged: true })
    const outdated = entry({ findingId: 'hm2-0000000000000004', threadId: 'PRRT_4', line: undefined, severity: undefined, category: undefined })
    // Someone else edited this comment beyond recovery: its marker could name any finding, of any instance.
    const lost = entry({ findingId: 'hm2-0000000000000005', threadId: 'PRRT_6', originalLost: true, severity: undefined })
    const results = await concludeWith(
      [upheld, fixed, outdated, entry({ findingId: NEW.id, threadId: 'PRRT_5' }), lost],
      [
        { id: upheld.findingId, verdict: 'upheld', reason: 'intended' },
        { id: fixed.findingId, verdict: 'fixed', reason: 'gone' },
      ],
    )
    expect(fingerprints(results)).toEqual(['hm2-00000000000000aa', 'hm2-0000000000000004'])
    // An outdated thread has no line on the head: code scanning requires one, so the file's first; a comment without badge or category has a rule all the same.
    expect(results[1]?.locations?.[0]?.physicalLocation?.region).toEqual({ startLine: 1 })
    expect(results[1]?.message.text).toContain('its line is outdated')
    expect(results[1]?.partialFingerprints?.primaryLocationLineHash).toBe('hm2-0000000000000004')
    expect(results[1]?.ruleId).toBe('harbourmaster/earlier-finding')
  })
})
