import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Finding } from '../../../src/core/contracts/review-payload.js'
import { writeRecordReceipt, type RecordedFinding } from '../../../src/core/publication/receipts.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { concludeRun } from '../../../src/publication/conclude.js'
import { offlineConcludeInput, offlineConcludePorts, recordedFindingOf, tempDir } from '../../support/kit/index.js'

/**
 * GitHub shows at most 10 error and 10 warning annotations of one step and
 * drops the rest without a word (actions/toolkit, docs/problem-matchers.md:
 * "10 warning annotations and 10 error annotations per step"). A check-only
 * run annotates its findings and, when it fails, setFailed writes one more
 * error: past the limit the failure's own reason would vanish too.
 */
const RUN = '4242-1'
const HEAD = 'd'.repeat(40)
let dir: string

beforeEach(async () => {
  dir = await tempDir('hm-annotations-')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function finding(i: number, severity: Finding['severity']): RecordedFinding {
  const id = `hm-${i.toString(16).padStart(12, '0')}`
  return recordedFindingOf({ id, path: `src/f${i}.ts`, line: 10 + i, severity, title: `Finding ${i}`, body: 'Check it.', evidence: 'x()' })
}

interface Seen {
  level: 'error' | 'warning'
  message: string
  file: string | undefined
}

async function conclude(findings: RecordedFinding[], reservedWarnings?: number) {
  const privateDir = join(dir, 'private')
  await writeRecordReceipt(privateDir, {
    version: 1,
    runId: RUN,
    headSha: HEAD,
    tool: 'record_review',
    payload: { summary: 'Reviewed.', findings: [], dispositions: [] },
    findings,
  })
  const seen: Seen[] = []
  let summary = ''
  const logger = new RecordingLogger()
  // check-only never talks to GitHub here: a client aimed at a closed port proves it.
  const ports = offlineConcludePorts({
    summary: { append: async (md) => void (summary += md) },
    annotations: {
      error: (m, p) => void seen.push({ level: 'error', message: String(m), file: p?.file }),
      warning: (m, p) => void seen.push({ level: 'warning', message: String(m), file: p?.file }),
    },
    logger,
  })
  const done = await concludeRun(
    ports,
    offlineConcludeInput({
      mode: 'check-only',
      runId: RUN,
      headSha: HEAD,
      privateDir,
      figures: { modelCalls: 3, tokensIn: 1, tokensOut: 1, durationMs: 1 },
      ...(reservedWarnings !== undefined ? { reservedWarnings } : {}),
    }),
  )
  return { done, seen, summary, logger }
}

describe('check-only annotations within GitHub’s 10 per kind and step', () => {
  it('annotates at most 9 findings of a kind (the 10th error is the failure), the most severe first, and counts the rest', async () => {
    // 3 critical and 11 high (blocking at high): 14 errors; 12 low: 12 warnings.
    const findings = [
      ...Array.from({ length: 11 }, (_, i) => finding(i, 'high')),
      ...Array.from({ length: 12 }, (_, i) => finding(100 + i, 'low')),
      ...Array.from({ length: 3 }, (_, i) => finding(200 + i, 'critical')),
    ]
    const r = await conclude(findings)
    expect(r.done.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
    const errors = r.seen.filter((s) => s.level === 'error')
    const warnings = r.seen.filter((s) => s.level === 'warning')
    // setFailed (src/main.ts) writes one more error annotation: it must still be shown.
    expect(errors.length).toBeLessThanOrEqual(9)
    expect(warnings.length).toBeLessThanOrEqual(9)
    // The critical ones are never the ones left out.
    for (const i of [200, 201, 202]) expect(errors.map((e) => e.file)).toContain(`src/f${i}.ts`)
    // What is left out is said where it is left out, and in the summary and the log.
    expect(errors.at(-1)?.message).toMatch(/^6 more findings at or above high are not annotated/)
    expect(warnings.at(-1)?.message).toMatch(/^4 more findings below high are not annotated/)
    expect(r.summary).toContain('### Limits reached')
    expect(r.summary).toMatch(/\| annotations-per-step \| 10 \| 6 findings at or above high and 4 below it are not annotated/)
    expect(r.logger.find('sink', 'cap')).toEqual([
      expect.objectContaining({ sink: 'annotations', cap: 'annotations-per-step', limit: '10', errors_left_out: '6', warnings_left_out: '4' }),
    ])
  })

  it('leaves room for the warnings the run writes after them (a rejected tool-cache entry each), so the run’s own warning still shows', async () => {
    // run-action reports each tool-cache entry provisioning refused as a warning annotation after the
    // conclusion, and a degraded run ends with one more: past 10 warnings GitHub drops them unseen.
    const r = await conclude(
      Array.from({ length: 12 }, (_, i) => finding(100 + i, 'low')),
      2,
    )
    const warnings = r.seen.filter((s) => s.level === 'warning')
    expect(warnings.length + 2 + 1).toBeLessThanOrEqual(10)
    expect(warnings.at(-1)?.message).toMatch(/^6 more findings below high are not annotated/)
    expect(r.summary).toMatch(/\| annotations-per-step \| 10 \| 6 findings below high are not annotated/)
    // Nine warnings fit when nothing else is written.
    const alone = await conclude(Array.from({ length: 9 }, (_, i) => finding(100 + i, 'low')))
    expect(alone.seen.filter((s) => s.level === 'warning')).toHaveLength(9)
  })

  it('annotates every finding when each kind fits', async () => {
    const findings = [...Array.from({ length: 9 }, (_, i) => finding(i, 'high')), ...Array.from({ length: 9 }, (_, i) => finding(100 + i, 'info'))]
    const r = await conclude(findings)
    expect(r.seen.filter((s) => s.level === 'error')).toHaveLength(9)
    expect(r.seen.filter((s) => s.level === 'warning')).toHaveLength(9)
    expect(r.seen.every((s) => s.file !== undefined)).toBe(true)
    expect(r.summary).not.toContain('annotations-per-step')
    expect(r.logger.find('sink', 'cap')).toEqual([])
  })
})
