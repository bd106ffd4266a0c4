import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writePublicationReceipt, writeRecordReceipt, type RecordReceipt } from '../../../src/core/publication/receipts.js'
import { untilEnded } from '../../../plugins/lib/publication/end-on-receipt.js'
import { RECEIPT_FILES } from '../../../src/core/contracts/run-config.js'
import { hasFinalReceipt, watchFinalReceipt } from '../../../src/runtime/receipt-watch.js'
import { tempDir } from '../../support/kit/index.js'

const SHA = 'a'.repeat(40)
const RUN = '9001-1'

function record(tool: RecordReceipt['tool'], overrides: Partial<RecordReceipt> = {}): RecordReceipt {
  return { version: 1, runId: RUN, headSha: SHA, tool, payload: { summary: 'Reviewed.', findings: [], dispositions: [] }, findings: [], ...overrides }
}

const publication = { version: 1 as const, runId: RUN, reviewId: 7, headSha: SHA, marker: '<!-- m -->', inlineComments: 0, bodyFindings: 0, attempts: 1 }

describe('the final receipt that ends the editor session', () => {
  let dir: string
  beforeEach(async () => {
    dir = await tempDir('hm-receipt-watch-')
  })
  afterEach(async () => rm(dir, { recursive: true, force: true }))

  it('record modes: a valid record_review receipt of this run and head ends it; nothing else does', async () => {
    const target = { mode: 'silent' as const, runId: RUN, headSha: SHA }
    expect(await hasFinalReceipt(dir, target)).toBe(false)
    await writeRecordReceipt(dir, record('record_review', { runId: 'another-run' }))
    expect(await hasFinalReceipt(dir, target)).toBe(false)
    await writeRecordReceipt(dir, record('record_review', { headSha: 'b'.repeat(40) }))
    expect(await hasFinalReceipt(dir, target)).toBe(false)
    await writeRecordReceipt(dir, record('record_review'))
    expect(await hasFinalReceipt(dir, target)).toBe(true)
  })

  it('publishing modes: needs the publication receipt beside the record receipt; a half-written or foreign one does not count', async () => {
    const target = { mode: 'comment' as const, runId: RUN, headSha: SHA }
    await writeRecordReceipt(dir, record('publish_review'))
    expect(await hasFinalReceipt(dir, target)).toBe(false)
    await writeFile(join(dir, RECEIPT_FILES.publication), '{"version":1,')
    expect(await hasFinalReceipt(dir, target)).toBe(false)
    await writePublicationReceipt(dir, { ...publication, runId: 'another-run' })
    expect(await hasFinalReceipt(dir, target)).toBe(false)
    await writePublicationReceipt(dir, publication)
    expect(await hasFinalReceipt(dir, target)).toBe(true)
  })

  it('the watch fires once, soon after the receipt appears, and not after it was stopped', async () => {
    const target = { mode: 'check-only' as const, runId: RUN, headSha: SHA }
    let fired = 0
    const stop = watchFinalReceipt(dir, target, () => fired++, 10)
    await new Promise((r) => setTimeout(r, 40))
    expect(fired).toBe(0)
    await writeRecordReceipt(dir, record('record_review'))
    const deadline = Date.now() + 2_000
    while (fired === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
    await new Promise((r) => setTimeout(r, 50))
    expect(fired).toBe(1)
    stop()

    let late = 0
    const stopEarly = watchFinalReceipt(dir, target, () => late++, 10)
    stopEarly()
    await new Promise((r) => setTimeout(r, 50))
    expect(late).toBe(0)
  })

  it('a receipt renamed into the directory is seen through the directory watch, without waiting for a poll', async () => {
    const target = { mode: 'silent' as const, runId: RUN, headSha: SHA }
    let fired = 0
    // A poll interval far beyond the test's wait: only the watch can fire it in time.
    const stop = watchFinalReceipt(dir, target, () => fired++, 60_000)
    await writeRecordReceipt(dir, record('record_review', { runId: 'another-run' }))
    await new Promise((r) => setTimeout(r, 50))
    expect(fired).toBe(0)
    await writeRecordReceipt(dir, record('record_review'))
    const deadline = Date.now() + 5_000
    while (fired === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
    expect(fired).toBe(1)
    stop()
  })

  it("the tool's wait ends when the session is aborted, or at its bound when nobody ends it", async () => {
    const abort = new AbortController()
    let ended = false
    const waiting = untilEnded(abort.signal, 60_000).then(() => (ended = true))
    await new Promise((r) => setTimeout(r, 20))
    expect(ended).toBe(false)
    abort.abort()
    await waiting
    expect(ended).toBe(true)
    const started = Date.now()
    await untilEnded(new AbortController().signal, 30)
    expect(Date.now() - started).toBeGreaterThanOrEqual(25)
  })
})
