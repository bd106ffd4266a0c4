import { describe, expect, it } from 'vitest'
import { decideLedger } from '../../../src/context/ledger.js'
import type { PushDelta } from '../../../src/context/push-delta.js'
import type { ReviewThread } from '../../../src/context/records.js'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { findingFingerprint } from '../../../src/core/contracts/fingerprint.js'
import { makeFindingMarker } from '../../../src/core/contracts/markers.js'
import { planLedger } from '../../../src/publication/ledger-plan.js'
import { standingBlockingCount } from '../../../src/publication/report.js'
import { changedFileOf } from '../../support/kit/index.js'

// GitHub lists at most 3,000 files of a pull request. A pull request padded past that can leave
// the file of an open blocking thread out of the listing: that is not a deleted file.
const BOT = 'github-actions[bot]'
const PATCH = '@@ -0,0 +1,3 @@\n+function a() {\n+  return eval(input)\n+}'
const ID = findingFingerprint({ path: 'src/z.ts', line: 2, category: 'security' }, PATCH)
const thread: ReviewThread = {
  id: 'T1',
  isResolved: false,
  isOutdated: false,
  path: 'src/z.ts',
  line: 2,
  originalLine: 2,
  side: 'RIGHT',
  resolvedBy: undefined,
  comments: [
    {
      id: 'C1',
      databaseId: 1,
      author: BOT,
      body: `**🔴 High** · security · **eval**\n\n${makeFindingMarker(ID, { category: 'security', side: 'RIGHT' })}`,
      createdAt: '2026-01-01T00:00:00Z',
      replyToId: undefined,
    },
  ],
}
const padding: ChangedFile = changedFileOf('aaa/0001.txt', { status: 'added', patch: '@@ -0,0 +1 @@\n+x', sha: undefined })
const FULL: PushDelta = { kind: 'full', reason: 'GitHub lists 300 files', since: 'a'.repeat(40) }
const decide = (listingCapped: boolean, delta: PushDelta = FULL) =>
  decideLedger({ threads: [thread], expectedLogin: BOT, files: [padding], delta, listingCapped })

describe("an open thread whose file is missing from GitHub's capped file listing", () => {
  it('is carried (and counted by a gate), not closed as deleted and resolved', () => {
    const ledger = decide(true)
    expect(ledger.entries.map((e) => [e.action, e.reason])).toEqual([['carry', "its file is not in GitHub's file listing, which is capped at 3,000 files"]])
    const plan = planLedger(ledger.entries, [])
    expect(plan.actions).toEqual([])
    expect(standingBlockingCount(plan.standing, 'high')).toBe(1)
  })

  it('is still closed when the listing is complete, or when the compare since the last review says the file was removed', () => {
    expect(decide(false).entries.map((e) => e.action)).toEqual(['close'])
    const removed: PushDelta = {
      kind: 'delta',
      since: 'a'.repeat(40),
      commits: 1,
      reason: 'x',
      changed: new Map([['src/z.ts', { ...padding, filename: 'src/z.ts', status: 'removed' }]]),
    }
    expect(decide(true, removed).entries.map((e) => e.action)).toEqual(['close'])
  })
})
