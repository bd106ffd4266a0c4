import { describe, expect, it } from 'vitest'
import { decideLedger } from '../../../src/context/ledger.js'
import type { PushDelta } from '../../../src/context/push-delta.js'
import type { ReviewThread, ThreadComment } from '../../../src/context/records.js'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { findingFingerprint } from '../../../src/core/contracts/fingerprint.js'
import { makeDispositionMarker, makeFindingMarker } from '../../../src/core/contracts/markers.js'
import { planLedger } from '../../../src/publication/ledger-plan.js'
import { standingBlockingCount } from '../../../src/publication/report.js'
import { changedFileOf, ledgerThread, threadComment } from '../../support/kit/index.js'

/**
 * A thread whose newest comments GitHub's paging did not give (src/context/threads.ts: `commentsCut`)
 * may hold an answer of ours, or a developer's reply, past what was read. Its last comment read is no
 * proof of who spoke last: the thread is carried as it stands (never answered, re-checked or resolved
 * by this run, so nothing is said twice), and a gating run still counts it while it is open.
 */
const BOT = 'github-actions[bot]'
const PATCH = '@@ -0,0 +1,3 @@\n+function a() {\n+  return eval(input)\n+}'
const EDITED = '@@ -0,0 +1,3 @@\n+function a() {\n+  return parse(input)\n+}'
const ID = findingFingerprint({ path: 'src/a.ts', line: 2, category: 'security' }, PATCH)
const ROOT = `**🔴 High** · security · **eval of input**\n\nBad.\n\n${makeFindingMarker(ID, { category: 'security', side: 'RIGHT' })}`

const file = (patch = PATCH): ChangedFile => changedFileOf('src/a.ts', { status: 'added', additions: 3, changes: 3, patch, sha: undefined })
const comment = threadComment
const thread = (over: Partial<ReviewThread>, replies: ThreadComment[] = []): ReviewThread => ledgerThread(ROOT, over, replies)
const FULL: PushDelta = { kind: 'full', reason: 'first', since: undefined }
const SETTLED: PushDelta = { kind: 'delta', since: 'a'.repeat(40), commits: 1, reason: 'x', changed: new Map(), settled: new Set([ID]) }
const decide = (t: ReviewThread, delta: PushDelta = FULL, files = [file()]) =>
  decideLedger({ threads: [t], expectedLogin: BOT, files, delta, pullRequestAuthor: 'mallory' })
const objection = comment('mallory', 'This is not reachable from user input.', '2026-01-02T00:00:00Z', 2)

describe('a thread whose newest comments paging did not give', () => {
  it('is carried as it stands when the comments read end with a developer reply: the answer may already be past them', () => {
    const [entry] = decide(thread({ commentsCut: true }, [objection])).entries
    expect(entry).toMatchObject({ action: 'carry', objections: [] })
    expect(entry?.reason).toContain('comments')
    const plan = planLedger(decide(thread({ commentsCut: true }, [objection])).entries, [])
    expect(plan.actions).toEqual([])
    expect(standingBlockingCount(plan.standing, 'high')).toBe(1)
  })

  it('is neither re-checked nor closed as fixed when its code changed: a "Fixed" of ours may be past the comments read', () => {
    const outdated = thread({ commentsCut: true, isOutdated: true, line: undefined })
    expect(decide(outdated, FULL, [file(EDITED)]).entries.map((e) => e.action)).toEqual(['carry'])
    expect(planLedger(decide(outdated, SETTLED, [file(EDITED)]).entries, []).actions).toEqual([])
  })

  it('is not answered when we resolved it and our answer is not among the comments read', () => {
    const resolved = thread({ commentsCut: true, isResolved: true, resolvedBy: BOT })
    expect(planLedger(decide(resolved, SETTLED).entries, []).actions).toEqual([])
    expect(planLedger(decide(resolved, FULL, []).entries, []).actions).toEqual([])
    // Resolved by us, its finding ended as on any thread we resolved: the same problem brought back is posted (and gates) again.
    expect(decide(resolved).known.has(ID)).toBe(false)
    expect(decide({ ...resolved, commentsCut: undefined }).known.has(ID)).toBe(false)
  })

  it('still hears a reviewer who resolved it, once, only when the comments were read whole', () => {
    const byReviewer = thread({ isResolved: true, resolvedBy: 'maintainer' })
    expect(decide(byReviewer).entries.map((e) => e.action)).toEqual(['dispute'])
    expect(decide({ ...byReviewer, commentsCut: true }).entries).toEqual([])
    // A still-present answer read on a whole thread is what a later objection is measured against.
    const answered = thread({}, [objection, comment(BOT, `Still present\n${makeDispositionMarker(ID, 'still-present', '9-1')}`, '2026-01-03T00:00:00Z', 3)])
    expect(decide(answered).entries.map((e) => e.action)).toEqual(['carry'])
  })
})
