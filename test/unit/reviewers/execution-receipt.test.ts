import { readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildReceipt, writeReceipt } from '../../../plugins/lib/reviewers/execution-receipt.js'
import { executionReceiptSchema, RECEIPT_FILES } from '../../../src/core/contracts/run-config.js'
import { UsageAggregator } from '../../../src/core/opencode/events-usage.js'
import { tempDir } from '../../support/kit/index.js'

describe('execution receipt', () => {
  it('records every session with its error and is written privately as valid, versioned JSON', async () => {
    const agg = new UsageAggregator()
    agg.label('s1', 'specialist-security')
    agg.label('s2', 'specialist-tests')
    agg.apply({ type: 'session.error', properties: { sessionID: 's2', error: { name: 'UnknownError', data: { message: 'x' } } } })
    agg.apply({ type: 'session.error', properties: { sessionID: 's1', error: { name: 'UnknownError', data: { message: 'x' } } } })
    const receipt = buildReceipt({
      runId: 'r1',
      startedAt: 0,
      finishedAt: 1000,
      usage: agg.summary(),
      sessionErrors: new Map([['s2', 'model: every configured model failed']]),
      candidates: 2,
      verdicts: { confirmed: 1, refuted: 1, inconclusive: 0, 'not-applicable': 0 },
      extra: {
        status: 'partial',
        invalid: 1,
        outOfScope: 0,
        duplicates: 0,
        returned: 1,
        overflowPatches: ['big.patch'],
        budgetExceeded: false,
        errors: [{ agent: 'specialist-tests', error: 'model: every configured model failed' }],
      },
    })
    const dir = await tempDir('hm-receipt-')
    try {
      const file = await writeReceipt(dir, receipt)
      expect(file).toBe(join(dir, RECEIPT_FILES.execution))
      expect((await stat(file)).mode & 0o777).toBe(0o600)
      const raw = JSON.parse(await readFile(file, 'utf8')) as { extra: { status: string; overflowPatches: string[] } }
      const parsed = executionReceiptSchema.parse(raw)
      expect(parsed.version).toBe(1)
      expect(parsed.sessions.find((s) => s.sessionId === 's2')?.error).toContain('every configured model failed')
      expect(parsed.sessions.find((s) => s.sessionId === 's1')?.error).toBeUndefined()
      expect(raw.extra).toMatchObject({ status: 'partial', overflowPatches: ['big.patch'] })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
