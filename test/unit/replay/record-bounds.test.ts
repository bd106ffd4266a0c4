import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECORD_LIMITS, type ReviewRecord } from '../../../src/core/contracts/review-record.js'
import { loadReviewRecord } from '../../../src/replay/record-file.js'
import { emptyReviewRecord, tempDir } from '../../support/kit/index.js'

/**
 * Every string and list a record adds to the payload is bounded when the record is read (a record
 * is an artifact another job wrote): one past its bound is refused as a configuration failure
 * naming replay-findings, the field and the limit, before anything is staged or posted.
 */
let dir: string
beforeAll(async () => {
  dir = await tempDir('hm-record-bounds-')
})
afterAll(async () => rm(dir, { recursive: true, force: true }))

const base = (): ReviewRecord => emptyReviewRecord({ owner: 'acme', repo: 'shop', pullNumber: 1, headSha: 'a'.repeat(40) }, '1-1', 'github')
const finding = {
  path: 'src/a.ts',
  line: 2,
  severity: 'high' as const,
  category: 'correctness' as const,
  title: 'Off by one',
  body: 'b is one too large.',
  evidence: 'const b = a + 1',
  id: 'hm2-0123456789abcdef',
  placement: 'inline' as const,
  confidence: 0.9,
  verdict: 'confirmed' as const,
  confidence_after: 0.96,
  route: 'inline' as const,
  route_reason: 'confirmed at 0.96',
}

async function refusal(name: string, record: unknown): Promise<{ failureClass?: string; message: string }> {
  const path = join(dir, `${name}.json`)
  await writeFile(path, JSON.stringify(record))
  try {
    await loadReviewRecord(path)
  } catch (error) {
    return error as { failureClass?: string; message: string }
  }
  throw new Error('the record was accepted')
}

describe('the bounds of a review record', () => {
  const cases: [string, () => unknown, string, number][] = [
    [
      'route_reason',
      () => ({ ...base(), findings: [{ ...finding, route_reason: 'r'.repeat(RECORD_LIMITS.reason + 1) }] }),
      'findings.0.route_reason',
      RECORD_LIMITS.reason,
    ],
    ['reason', () => ({ ...base(), findings: [{ ...finding, reason: 'r'.repeat(RECORD_LIMITS.reason + 1) }] }), 'findings.0.reason', RECORD_LIMITS.reason],
    ['findings', () => ({ ...base(), findings: Array.from({ length: RECORD_LIMITS.findings + 1 }, () => finding) }), 'findings', RECORD_LIMITS.findings],
    [
      'team error',
      () => ({
        ...base(),
        team: { status: 'partial', budgetExceeded: false, errors: [{ agent: 'security', error: 'e'.repeat(RECORD_LIMITS.teamError + 1) }] },
      }),
      'team.errors.0.error',
      RECORD_LIMITS.teamError,
    ],
    [
      'team errors',
      () => ({
        ...base(),
        team: { status: 'partial', budgetExceeded: false, errors: Array.from({ length: RECORD_LIMITS.teamErrors + 1 }, () => ({ agent: 'a', error: 'e' })) },
      }),
      'team.errors',
      RECORD_LIMITS.teamErrors,
    ],
    [
      'exclusion reason',
      () => ({ ...base(), exclusions: [{ path: 'a', reason: 'r'.repeat(RECORD_LIMITS.detail + 1), rule: 'x' }] }),
      'exclusions.0.reason',
      RECORD_LIMITS.detail,
    ],
    [
      'cap detail',
      () => ({ ...base(), caps: [{ cap: 'max-files', limit: 1, detail: 'd'.repeat(RECORD_LIMITS.detail + 1) }] }),
      'caps.0.detail',
      RECORD_LIMITS.detail,
    ],
    ['marker', () => ({ ...base(), run: { id: '1-1', marker: 'm'.repeat(RECORD_LIMITS.marker + 1) } }), 'run.marker', RECORD_LIMITS.marker],
  ]
  it.each(cases)('refuses an oversized %s, naming the field and the limit', async (name, record, field, limit) => {
    const refused = await refusal(name.replace(/ /g, '-'), record())
    expect(refused.failureClass).toBe('configuration')
    expect(refused.message).toContain("Input 'replay-findings'")
    expect(refused.message).toContain(`${field}:`)
    expect(refused.message).toContain(String(limit))
  })

  it('reads a record at its bounds', async () => {
    const path = join(dir, 'at-bounds.json')
    const record = {
      ...base(),
      findings: [{ ...finding, route_reason: 'r'.repeat(RECORD_LIMITS.reason) }],
      team: { status: 'partial', budgetExceeded: false, errors: [{ agent: 'security', error: 'e'.repeat(RECORD_LIMITS.teamError) }] },
    }
    await writeFile(path, JSON.stringify(record))
    await expect(loadReviewRecord(path)).resolves.toMatchObject({ pullNumber: 1 })
  })
})
