import { truncate, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadReviewRecord, MAX_RECORD_BYTES } from '../../../src/replay/record-file.js'
import { REVIEW_RECORD_VERSION } from '../../../src/core/contracts/review-record.js'
import { emptyReviewRecord, tempDir } from '../../support/kit/index.js'
import { rm } from 'node:fs/promises'

/**
 * The record file is an artifact another job wrote: its size is checked
 * before it is read, and every refusal is a configuration failure naming
 * `replay-findings`, what is wrong and what to pass instead.
 */
let dir: string
beforeAll(async () => {
  dir = await tempDir('hm-record-file-')
})
afterAll(async () => rm(dir, { recursive: true, force: true }))

async function refusal(path: string): Promise<{ failureClass?: string; message: string }> {
  try {
    await loadReviewRecord(path)
  } catch (error) {
    return error as { failureClass?: string; message: string }
  }
  throw new Error('the record was accepted')
}

describe('loadReviewRecord', () => {
  it('refuses a record over its size limit before reading it, naming the size and the limit', async () => {
    // Sparse: the size is on disk in name only, so the test writes nothing of it.
    const path = join(dir, 'huge.json')
    await writeFile(path, '')
    await truncate(path, MAX_RECORD_BYTES + 1)
    const refused = await refusal(path)
    expect(refused.failureClass).toBe('configuration')
    expect(refused.message).toContain("Input 'replay-findings'")
    expect(refused.message).toContain(`${MAX_RECORD_BYTES + 1} bytes`)
    expect(refused.message).toContain(`at most ${MAX_RECORD_BYTES}`)
  })

  it('names the version it reads when the record is of another version', async () => {
    const path = join(dir, 'v4.json')
    const record = emptyReviewRecord({ owner: 'acme', repo: 'shop', pullNumber: 1, headSha: 'a'.repeat(40) }, '1-1', 'github')
    await writeFile(path, JSON.stringify({ ...record, version: 4 }))
    const refused = await refusal(path)
    expect(refused.failureClass).toBe('configuration')
    expect(refused.message).toContain('version 4')
    expect(refused.message).toContain(`reads version ${REVIEW_RECORD_VERSION}`)
  })

  it('refuses a record of version 2 (whose missing team meant a complete team), naming the version it reads', async () => {
    const path = join(dir, 'v2.json')
    const { team: _team, ...record } = emptyReviewRecord({ owner: 'acme', repo: 'shop', pullNumber: 1, headSha: 'a'.repeat(40) }, '1-1', 'github')
    await writeFile(path, JSON.stringify({ ...record, version: 2 }))
    const refused = await refusal(path)
    expect(refused.failureClass).toBe('configuration')
    expect(refused.message).toContain('version 2')
    expect(refused.message).toContain('run the review again with this release')
  })

  it('refuses a record without its team as incomplete, naming the field and the fix, never replaying it as a complete review', async () => {
    const path = join(dir, 'no-team.json')
    const { team: _team, ...record } = emptyReviewRecord({ owner: 'acme', repo: 'shop', pullNumber: 1, headSha: 'a'.repeat(40) }, '1-1', 'github')
    await writeFile(path, JSON.stringify(record))
    const refused = await refusal(path)
    expect(refused.failureClass).toBe('configuration')
    expect(refused.message).toContain("Input 'replay-findings'")
    expect(refused.message).toContain('`team`')
    expect(refused.message).toContain('exactly as the recording run wrote it')
  })

  it('refuses a record that is not UTF-8 (a writer never makes one) instead of replaying its text with replacement characters', async () => {
    const path = join(dir, 'latin1.json')
    const record = emptyReviewRecord({ owner: 'acme', repo: 'shop', pullNumber: 1, headSha: 'a'.repeat(40) }, '1-1', 'github')
    const text = JSON.stringify({ ...record, payload: { ...record.payload, summary: 'Caf\u00e9 checks.' } })
    // The same record saved as Latin-1: é is the single byte 0xE9.
    await writeFile(path, Buffer.from(text, 'latin1'))
    const refused = await refusal(path)
    expect(refused.failureClass).toBe('configuration')
    expect(refused.message).toContain("Input 'replay-findings'")
    expect(refused.message).toContain('not UTF-8')
  })

  it('reads a record of its own version', async () => {
    const path = join(dir, 'ok.json')
    await writeFile(path, JSON.stringify(emptyReviewRecord({ owner: 'acme', repo: 'shop', pullNumber: 1, headSha: 'a'.repeat(40) }, '1-1', 'github')))
    await expect(loadReviewRecord(path)).resolves.toMatchObject({ pullNumber: 1 })
  })
})
