import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECORD_LIMITS } from '../../../src/core/contracts/review-record.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { findingsFileSink } from '../../../src/publication/sinks/findings-file.js'
import { reportToSinks, type RunRecord, type SinkContext } from '../../../src/publication/sinks/sink.js'
import type { RunReport } from '../../../src/publication/summary.js'
import { loadReviewRecord } from '../../../src/replay/record-file.js'
import { tempDir, offlineSinkContext } from '../../support/kit/index.js'

/**
 * Whatever the findings-file sink writes, a replay must read: the writer and the loader share
 * RECORD_LIMITS, and the writer cuts (with a visible marker, in telemetry and as a sink warning)
 * what is over a bound instead of writing a record the replay then refuses. A provider's error
 * message of any length is the plain case; this builds the largest record hostile inputs give.
 */
let dir: string
beforeAll(async () => {
  dir = await tempDir('hm-record-writer-')
})
afterAll(async () => rm(dir, { recursive: true, force: true }))

// Two-, three- and four-byte UTF-8, a lone surrogate, and characters JSON escapes (six bytes each).
const UNIT = 'é😀\ud800"\\\u0001路a'
const hostile = (n: number): string => UNIT.repeat(Math.ceil(n / UNIT.length)).slice(0, n)

const sha = 'a'.repeat(40)
const payloadFinding = {
  path: 'src/a.ts',
  line: 2,
  severity: 'high' as const,
  category: 'correctness' as const,
  title: 'Off by one',
  body: hostile(8_000),
  evidence: hostile(4_000),
  suggestion: hostile(4_000),
}

function context(logger: RecordingLogger, findingsFile: string): SinkContext {
  // Report sinks never call GitHub; a client on a closed loopback port would fail if one did.
  return offlineSinkContext({ findingsFile }, { logger })
}

function report(record: RunRecord): RunReport {
  return {
    mode: 'comment',
    decision: { outcome: 'degraded', failureClass: 'opencode', exitFailed: false, message: 'the team did not complete' },
    blockingSeverity: 'high',
    findings: [],
    dispositions: [],
    exclusions: [],
    caps: [],
    figures: { modelCalls: 3, tokensIn: 1, tokensOut: 1, durationMs: 1 },
    files: {},
    sinkWarnings: [],
    record,
  }
}

function runRecord(over: Partial<RunRecord>): RunRecord {
  return {
    owner: 'acme',
    repo: 'shop',
    pullNumber: 7,
    mode: 'comment',
    runId: '9001-1',
    headSha: sha,
    marker: `<!-- harbourmaster:run run=9001-1 sha=${sha} -->`,
    blockingSeverity: 'high',
    maxComments: 25,
    recorded: { tool: 'publish_review', payload: { summary: hostile(20_000), findings: [payloadFinding], dispositions: [] } },
    findings: [],
    exclusions: [],
    caps: [],
    score: 3.5,
    ...over,
  }
}

async function written(name: string, record: RunRecord) {
  const path = join(dir, `${name}.json`)
  const logger = new RecordingLogger()
  const r = report(record)
  await reportToSinks([findingsFileSink], r, context(logger, path))
  return { path, logger, report: r }
}

describe('the record writer keeps to the bounds the replay reads', () => {
  it('writes a provider error over the team error bound cut with a marker, and the replay loads it', async () => {
    const message = `provider said: ${'x'.repeat(RECORD_LIMITS.teamError + 5_000)}`
    const {
      path,
      logger,
      report: r,
    } = await written(
      'long-error',
      runRecord({ team: { status: 'partial', budgetExceeded: false, errors: [{ agent: 'security', error: message, failureClass: 'model' }] } }),
    )
    expect(r.sinkWarnings).toEqual([expect.objectContaining({ sink: 'findings-file', message: expect.stringContaining('team.errors') })])
    const loaded = await loadReviewRecord(path)
    const error = loaded.team?.errors[0]?.error ?? ''
    expect(error.length).toBeLessThanOrEqual(RECORD_LIMITS.teamError)
    expect(error.startsWith('provider said: xxx')).toBe(true)
    expect(error).toMatch(/\[cut: \d+ of \d+ characters\]$/)
    expect(logger.find('sink', 'record-cut')).toEqual([expect.objectContaining({ fields: expect.stringContaining('team.errors') })])
  })

  it('writes the largest record hostile inputs give (every list past its cap, every text past its bound, multi-byte and lone surrogates) and the replay loads it', async () => {
    // The recorded findings carry the payload's texts, bounded by the payload; past its 200 they are dropped candidates.
    const { suggestion: _suggestion, ...short } = payloadFinding
    const assessed = {
      ...short,
      body: hostile(300),
      evidence: hostile(300),
      id: 'hm2-0123456789abcdef',
      placement: 'inline' as const,
      confidence: 0.9,
      verdict: 'confirmed' as const,
      confidence_after: 0.96,
      route: 'inline' as const,
      route_reason: hostile(RECORD_LIMITS.reason + 2_000),
      reason: hostile(RECORD_LIMITS.reason + 2_000),
    }
    const verdict = {
      id: hostile(RECORD_LIMITS.name + 100),
      path: 'src/a.ts',
      line: 2,
      category: hostile(RECORD_LIMITS.name + 100),
      title: hostile(RECORD_LIMITS.detail + 1_000),
      verdict: 'confirmed' as const,
      reason: hostile(1_000),
      tests: Array.from({ length: 3 }, () => ({ id: hostile(600), status: 'failed' as const, excerpt: hostile(2_000) })),
      verifierVerdict: 'confirmed' as const,
      outcome: 'confirmed' as const,
    }
    const record = runRecord({
      findings: Array.from({ length: RECORD_LIMITS.findings + 3 }, () => assessed),
      testVerdicts: Array.from({ length: RECORD_LIMITS.findings + 3 }, () => verdict),
      exclusions: Array.from({ length: RECORD_LIMITS.exclusions + 3 }, () => ({
        path: hostile(RECORD_LIMITS.path + 900),
        reason: hostile(RECORD_LIMITS.detail + 900),
        rule: hostile(RECORD_LIMITS.detail + 900),
      })),
      caps: Array.from({ length: RECORD_LIMITS.caps + 3 }, () => ({
        cap: hostile(RECORD_LIMITS.name + 9),
        limit: 1,
        detail: hostile(RECORD_LIMITS.detail + 9),
      })),
      team: {
        status: 'partial',
        budgetExceeded: false,
        errors: Array.from({ length: RECORD_LIMITS.teamErrors + 3 }, () => ({ agent: hostile(RECORD_LIMITS.name + 9), error: hostile(40_000) })),
      },
    })
    const { path, logger, report: r } = await written('largest', record)
    expect(r.sinkWarnings.map((w) => w.message)).toEqual([expect.stringContaining('cut to the bounds')])
    expect(r.files['findings-file']).toBe(path)
    const loaded = await loadReviewRecord(path)
    expect(loaded.findings).toHaveLength(RECORD_LIMITS.findings)
    expect(loaded.exclusions).toHaveLength(RECORD_LIMITS.exclusions)
    expect(loaded.caps).toHaveLength(RECORD_LIMITS.caps)
    expect(loaded.team?.errors).toHaveLength(RECORD_LIMITS.teamErrors)
    // The payload is what a replay publishes: it is never cut.
    expect(loaded.payload.findings[0]?.body).toBe(payloadFinding.body)
    const cut = logger.find('sink', 'record-cut')
    expect(cut).toHaveLength(1)
    for (const field of ['findings', 'exclusions', 'caps', 'team.errors', 'testVerdicts']) expect(cut[0]?.fields).toContain(field)
    // Each text is counted once, however many passes cut it; the list caps count the entries left out.
    expect(cut[0]?.fields).toContain(`findings.reason:${RECORD_LIMITS.findings},`)
    expect(cut[0]?.fields).toContain('findings:3,')
  })

  it('writes no file a replay would refuse for its size, and says why', async () => {
    // Findings the payload bounds (a replay publishes them whole), each at its largest: over the file bound together.
    const whole = { ...payloadFinding, id: 'hm2-0123456789abcdef', placement: 'inline' as const, path: hostile(4_096) }
    const { path, report: r } = await written('too-large', runRecord({ findings: Array.from({ length: 1_300 }, () => whole) }))
    expect(r.files['findings-file']).toBeUndefined()
    expect(await readdir(dir)).not.toContain('too-large.json')
    expect(r.sinkWarnings).toEqual([expect.objectContaining({ sink: 'findings-file', message: expect.stringContaining(`${RECORD_LIMITS.bytes} bytes`) })])
    expect(path).toContain('too-large')
  })
})
