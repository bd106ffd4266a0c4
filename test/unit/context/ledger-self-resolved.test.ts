import { describe, expect, it } from 'vitest'
import { decideLedger } from '../../../src/context/ledger.js'
import type { PushDelta } from '../../../src/context/push-delta.js'
import type { ReviewThread, ThreadComment } from '../../../src/context/records.js'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { findingFingerprint } from '../../../src/core/contracts/fingerprint.js'
import { makeDispositionMarker, makeFindingMarker } from '../../../src/core/contracts/markers.js'
import { planLedger, type EarlierAnswer } from '../../../src/publication/ledger-plan.js'
import { standingBlockingCount } from '../../../src/publication/report.js'
import { changedFileOf, ledgerThread, threadComment } from '../../support/kit/index.js'

// A gating run (check-only, blocking) counts the plan's `standing` entries at or above blocking-severity.
const BOT = 'github-actions[bot]'
const AUTHOR = 'mallory'
const PATCH = '@@ -0,0 +1,3 @@\n+function a() {\n+  return eval(input)\n+}'
const ID = findingFingerprint({ path: 'src/a.ts', line: 2, category: 'security' }, PATCH)
const ROOT = `**🔴 High** · security · **eval of input**\n\nBad.\n\n${makeFindingMarker(ID, { category: 'security', side: 'RIGHT' })}`

const file = (patch = PATCH): ChangedFile => changedFileOf('src/a.ts', { status: 'added', additions: 3, changes: 3, patch, sha: undefined })
const comment = threadComment
const thread = (resolvedBy: string | undefined, over: Partial<ReviewThread> = {}, replies: ThreadComment[] = []): ReviewThread =>
  ledgerThread(ROOT, { isResolved: resolvedBy !== undefined, resolvedBy, ...over }, replies)
const FULL: PushDelta = { kind: 'full', reason: 'first', since: undefined }
const UNCHANGED: PushDelta = { kind: 'delta', since: 'a'.repeat(40), commits: 1, reason: 'x', changed: new Map() }
const decide = (t: ReviewThread, delta: PushDelta = FULL, files = [file()]) =>
  decideLedger({ threads: [t], expectedLogin: BOT, files, delta, pullRequestAuthor: AUTHOR })
const gate = (t: ReviewThread, answers: EarlierAnswer[] = [], delta?: PushDelta, files?: ChangedFile[]) =>
  standingBlockingCount(planLedger(decide(t, delta, files).entries, answers).standing, 'high')
const stillPresent = comment(BOT, `Still present\n${makeDispositionMarker(ID, 'still-present', '9-1')}`, '2026-01-03T00:00:00Z', 3)

describe("a blocking finding whose thread the pull request's author resolved without fixing it", () => {
  it('still counts on the push after, when the verifier finds it still present or does not answer', () => {
    expect(gate(thread(AUTHOR), [{ id: ID, verdict: 'still-present', reason: 'eval is still there' }])).toBe(1)
    expect(gate(thread(AUTHOR), [])).toBe(1)
    // The verifier hears the resolution once and answers it on the thread (resolving is not ours to undo).
    const plan = planLedger(decide(thread(AUTHOR)).entries, [{ id: ID, verdict: 'still-present', reason: 'eval is still there' }])
    expect(plan.actions.map((a) => [a.status, a.reply, a.resolve])).toEqual([['still-present', true, false]])
  })

  it('keeps counting on later pushes, whether they leave the file alone or change it without fixing the finding', () => {
    const answered = thread(AUTHOR, {}, [stillPresent])
    expect(decide(answered, UNCHANGED).entries.map((e) => e.action)).toEqual(['carry'])
    expect(gate(answered, [], UNCHANGED)).toBe(1)
    const edited = file('@@ -0,0 +1,3 @@\n+function a() {\n+  return eval(input2)\n+}')
    expect(decide(thread(AUTHOR, { isOutdated: true, line: undefined }), FULL, [edited]).entries.map((e) => e.action)).toEqual(['reverify'])
    expect(gate(thread(AUTHOR, { isOutdated: true, line: undefined }), [{ id: ID, verdict: 'still-present', reason: 'x' }], FULL, [edited])).toBe(1)
  })

  it('stops counting when the verifier finds it fixed after a code change, or upholds the objection, or the file is gone', () => {
    const edited = file('@@ -0,0 +1,3 @@\n+function a() {\n+  return parse(input)\n+}')
    expect(gate(thread(AUTHOR, { isOutdated: true, line: undefined }), [{ id: ID, verdict: 'fixed', reason: 'gone' }], FULL, [edited])).toBe(0)
    expect(gate(thread(AUTHOR), [{ id: ID, verdict: 'upheld', reason: 'constant input' }])).toBe(0)
    expect(gate(thread(AUTHOR, {}, [stillPresent]), [], FULL, [])).toBe(0)
  })

  it('ends when we had already answered it fixed (our resolution failed, or a developer had reopened it)', () => {
    const fixed = comment(BOT, `Fixed\n${makeDispositionMarker(ID, 'fixed', '9-1')}`, '2026-01-03T00:00:00Z', 3)
    expect(decide(thread(AUTHOR, { isOutdated: true, line: undefined }, [fixed])).entries).toEqual([])
    expect(gate(thread(AUTHOR, { isOutdated: true, line: undefined }, [fixed]))).toBe(0)
  })

  it('is matched to the author whatever the case of the login', () => {
    expect(gate(thread('MALLORY', {}, [stillPresent]))).toBe(1)
  })

  it("stops counting when someone other than the pull request's author resolved it (a reviewer's call)", () => {
    expect(gate(thread('maintainer'), [{ id: ID, verdict: 'still-present', reason: 'x' }])).toBe(0)
    expect(gate(thread('maintainer', {}, [stillPresent]))).toBe(0)
  })
})

describe('a thread we resolved whose "No longer applies" reply a cut-off run never posted', () => {
  const plan = (t: ReviewThread, delta: PushDelta, files: ChangedFile[]) => planLedger(decide(t, delta, files).entries, []).actions
  const withoutFile: PushDelta = { kind: 'delta', since: 'a'.repeat(40), commits: 1, reason: 'x', changed: new Map() }

  it('gets that reply on the next push while its file is still gone, without a second resolution', () => {
    expect(plan(thread(BOT), withoutFile, []).map((a) => [a.status, a.note, a.reply, a.resolve])).toEqual([
      ['no-longer-applies', 'the file was deleted.', true, false],
    ])
    expect(plan(thread(BOT), FULL, []).map((a) => [a.status, a.reply, a.resolve])).toEqual([['no-longer-applies', true, false]])
  })

  it('is left alone when our answer is on it, or when its file is back (nothing resolving to say)', () => {
    const gone = comment(BOT, `No longer applies\n${makeDispositionMarker(ID, 'no-longer-applies', '9-1')}`, '2026-01-03T00:00:00Z', 3)
    expect(plan(thread(BOT, {}, [gone]), withoutFile, [])).toEqual([])
    expect(plan(thread(BOT), withoutFile, [file()])).toEqual([])
  })

  it('is not answered a second time when someone edited our answer and GitHub no longer shows what it said', () => {
    const gone = comment(BOT, 'No longer applies (edited)', '2026-01-03T00:00:00Z', 3)
    // Read from the edit history, our answer stands; with its creation revision deleted, it may still be that answer.
    expect(
      plan(
        thread(BOT, {}, [{ ...gone, editedBy: AUTHOR, original: `No longer applies\n${makeDispositionMarker(ID, 'no-longer-applies', '9-1')}` }]),
        withoutFile,
        [],
      ),
    ).toEqual([])
    expect(plan(thread(BOT, {}, [{ ...gone, editedBy: AUTHOR, original: undefined }]), withoutFile, [])).toEqual([])
    // A "Fixed" the delta base settled is not given again over it either.
    const settled: PushDelta = { ...withoutFile, settled: new Set([ID]) }
    expect(plan(thread(BOT, {}, [{ ...gone, editedBy: AUTHOR, original: undefined }]), settled, [file()])).toEqual([])
    // An unreadable reply before a readable "Still present" of ours is not that answer: it is still owed.
    expect(
      plan(
        thread(BOT, {}, [
          { ...gone, editedBy: AUTHOR, original: undefined },
          { ...stillPresent, id: 'C4', databaseId: 4, createdAt: '2026-01-04T00:00:00Z' },
        ]),
        withoutFile,
        [],
      ).map((a) => a.status),
    ).toEqual(['no-longer-applies'])
  })
})

/**
 * GitHub shows no resolver for a thread whose resolver's account was deleted (GraphQL `resolvedBy`
 * null; REST spells such an account `ghost`). Nothing says a reviewer other than the author resolved
 * it, so it is no reviewer's call: tracked as under the author's own resolution. Before: the finding
 * ended (Ledger.ended), a gating run stopped counting it, and a landed inline finding on such a
 * thread left a blocking run green.
 */
describe('a blocking finding whose thread an account GitHub no longer shows resolved', () => {
  const unknown = (resolvedBy: string | undefined, replies: ThreadComment[] = []) => thread(resolvedBy, { isResolved: true }, replies)

  it.each([
    ['no resolver (GraphQL null)', undefined],
    ['the ghost account', 'ghost'],
  ])('%s: still counts, and has not ended', (_name, resolvedBy) => {
    expect(gate(unknown(resolvedBy), [{ id: ID, verdict: 'still-present', reason: 'eval is still there' }])).toBe(1)
    expect(gate(unknown(resolvedBy, [stillPresent]), [], UNCHANGED)).toBe(1)
    expect(decide(unknown(resolvedBy)).ended.has(ID)).toBe(false)
    expect(decide(unknown(resolvedBy)).known.has(ID)).toBe(true)
  })

  it('is not heard as an objection of nobody: no dispute entry names a resolver', () => {
    expect(decide(unknown(undefined)).entries.map((e) => [e.action, e.objections.length])).toEqual([['carry', 0]])
  })

  it('ends, as any thread does, once we answered it fixed', () => {
    const fixed = comment(BOT, `Fixed\n${makeDispositionMarker(ID, 'fixed', '9-1')}`, '2026-01-03T00:00:00Z', 3)
    expect(decide(unknown(undefined, [fixed])).ended.has(ID)).toBe(true)
    expect(gate(unknown(undefined, [fixed]))).toBe(0)
  })
})
