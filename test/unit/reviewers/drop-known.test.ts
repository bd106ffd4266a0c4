import { describe, expect, it } from 'vitest'
import { dropKnown } from '../../../plugins/lib/reviewers/recheck.js'
import type { Candidate } from '../../../plugins/lib/reviewers/findings.js'
import type { RunConfig } from '../../../src/core/contracts/run-config.js'
import type { Finding } from '../../../src/core/contracts/review-payload.js'

type Ledger = NonNullable<RunConfig['ledger']>

const candidate = (severity: Finding['severity'], line = 12, id = 'hm2-00000000000000aa'): Candidate => ({
  key: '0',
  id,
  finding: { path: 'src/auth.ts', line, severity, category: 'security', title: 't', body: 'b', evidence: 'e' },
  specialists: ['security'],
})
const ledger = (severity?: Finding['severity']): Ledger => ({
  recheck: [],
  known: ['hm2-00000000000000ff'],
  anchors: [{ id: 'hm2-00000000000000ff', path: 'src/auth.ts', side: 'RIGHT', category: 'security', line: 10, ...(severity ? { severity } : {}) }],
})

describe('a candidate near an open thread of the same path, side and category', () => {
  it('is the thread again (dropped as known) when it is no more severe than the thread', () => {
    expect(dropKnown([candidate('medium')], ledger('medium'))).toMatchObject({ kept: [], known: 1 })
    expect(dropKnown([candidate('low')], ledger('high'))).toMatchObject({ kept: [], known: 1 })
    // A thread written before comments carried a severity badge keeps the old rule.
    expect(dropKnown([candidate('critical')], ledger())).toMatchObject({ kept: [], known: 1 })
  })

  it('is a new finding when it is more severe than the thread: a gating run counts it, the low thread does not hide it', () => {
    // The author puts an eval next to the bot's open low-severity thread: before, it was dropped as that thread.
    const { kept, known } = dropKnown([candidate('high', 11)], ledger('low'))
    expect(known).toBe(0)
    expect(kept.map((c) => c.finding.severity)).toEqual(['high'])
  })

  it('is still dropped by its exact fingerprint, whatever its severity', () => {
    expect(dropKnown([candidate('critical', 40, 'hm2-00000000000000ff')], ledger('low'))).toMatchObject({ kept: [], known: 1 })
  })
})
