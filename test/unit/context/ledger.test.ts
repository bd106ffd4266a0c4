import { describe, expect, it } from 'vitest'
import { decideLedger } from '../../../src/context/ledger.js'
import type { PushDelta } from '../../../src/context/push-delta.js'
import type { ReviewThread, ThreadComment } from '../../../src/context/records.js'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { findingFingerprint } from '../../../src/core/contracts/fingerprint.js'
import { makeDispositionMarker, makeFindingMarker } from '../../../src/core/contracts/markers.js'
import { planLedger } from '../../../src/publication/ledger-plan.js'
import { renderEarlierFindingsFile } from '../../../src/stage/earlier-findings-file.js'
import { ledgerThread, threadComment } from '../../support/kit/index.js'

const BOT = 'github-actions[bot]'
const LINES = ['function a() {', '  return compute(x)', '}']
const PATCH = `@@ -0,0 +1,3 @@\n${LINES.map((l) => `+${l}`).join('\n')}`
const ID = findingFingerprint({ path: 'src/a.ts', line: 2, category: 'correctness' }, PATCH)

function file(over: Partial<ChangedFile> = {}): ChangedFile {
  return { filename: 'src/a.ts', previousFilename: undefined, status: 'added', additions: 3, deletions: 0, changes: 3, patch: PATCH, sha: undefined, ...over }
}
const comment = threadComment
function thread(over: Partial<ReviewThread> = {}, replies: ThreadComment[] = []): ReviewThread {
  return ledgerThread(`Bug\n\n${makeFindingMarker(ID, { category: 'correctness', side: 'RIGHT' })}`, over, replies)
}
const FULL: PushDelta = { kind: 'full', reason: 'first', since: undefined }
const deltaOf = (paths: Record<string, ChangedFile['status']>): PushDelta => ({
  kind: 'delta',
  since: 'a'.repeat(40),
  commits: 1,
  reason: 'x',
  changed: new Map(Object.entries(paths).map(([p, status]) => [p, file({ filename: p, status })])),
})
const decide = (threads: ReviewThread[], delta: PushDelta = FULL, files = [file()]) => decideLedger({ threads, expectedLogin: BOT, files, delta })
const actionOf = (threads: ReviewThread[], delta?: PushDelta, files?: ChangedFile[]) => decide(threads, delta, files).entries.map((e) => [e.action, e.reason])

describe('the findings ledger (decided by code)', () => {
  it('carries a thread whose file did not change since the last review, without reading its content', () => {
    expect(actionOf([thread()], deltaOf({ 'src/b.ts': 'modified' }))).toEqual([['carry', 'file unchanged since aaaaaaa']])
  })

  it('closes as fixed a thread the delta base found fixed whose run never answered it; carries it when that run replied or the anchor is unchanged', () => {
    const settled: PushDelta = { kind: 'delta', since: 'a'.repeat(40), commits: 1, reason: 'x', changed: new Map(), settled: new Set([ID]) }
    const outdated = thread({ isOutdated: true, line: undefined })
    const [entry] = decide([outdated], settled).entries
    expect(entry).toMatchObject({
      action: 'close',
      fixedIn: 'a'.repeat(40),
      reason: 'the review of aaaaaaa found it fixed and its run did not answer the thread',
    })
    expect(planLedger([entry!], []).actions).toMatchObject([{ status: 'fixed', reply: true, resolve: true }])
    // A "Fixed" already on the thread (a developer reopened it after) and an anchor that did not move stay carried.
    const fixedReply = comment(BOT, `Fixed\n${makeDispositionMarker(ID, 'fixed', '8-1')}`, '2026-01-03T00:00:00Z', 3)
    expect(actionOf([thread({ isOutdated: true, line: undefined }, [fixedReply])], settled)[0]?.[0]).toBe('carry')
    expect(actionOf([thread()], settled)).toEqual([['carry', 'file unchanged since aaaaaaa']])
    expect(actionOf([outdated], deltaOf({ 'src/b.ts': 'modified' }))).toEqual([['carry', 'file unchanged since aaaaaaa']])
  })

  it('carries a thread whose anchor content is unchanged, and re-verifies one whose line changed or went outdated', () => {
    expect(actionOf([thread()], deltaOf({ 'src/a.ts': 'modified' }))).toEqual([['carry', 'anchored line unchanged']])
    const edited = `@@ -0,0 +1,3 @@\n+function a() {\n+  return compute(y)\n+}`
    expect(actionOf([thread()], FULL, [file({ patch: edited })])[0]?.[0]).toBe('reverify')
    expect(actionOf([thread({ isOutdated: true, line: undefined })])).toEqual([['reverify', 'the anchored lines changed (thread outdated)']])
  })

  it('closes a thread whose file left the pull request or was removed since', () => {
    expect(actionOf([thread()], FULL, [])).toEqual([['close', 'the file was deleted']])
    expect(actionOf([thread()], deltaOf({ 'src/a.ts': 'removed' }))[0]?.[0]).toBe('close')
  })

  it('turns a developer reply into a dispute once; our answer settles it until they reply again', () => {
    const human = comment('octocat', 'Not a bug.', '2026-01-02T00:00:00Z', 2)
    const disputed = decide([thread({}, [human])]).entries[0]
    expect(disputed).toMatchObject({ action: 'dispute', objections: [{ author: 'octocat', body: 'Not a bug.' }] })
    const answered = comment(BOT, `Still present\n${makeDispositionMarker(ID, 'still-present', '9-1')}`, '2026-01-03T00:00:00Z', 3)
    expect(actionOf([thread({}, [human, answered])])).toEqual([['carry', 'anchored line unchanged']])
    const again = comment('octocat', 'Still not a bug.', '2026-01-04T00:00:00Z', 4)
    expect(decide([thread({}, [human, answered, again])]).entries[0]?.objections.map((o) => o.body)).toEqual(['Still not a bug.'])
  })

  it('does not hear an objection again after our answer to it, when someone edited that answer and GitHub lost what it said', () => {
    const human = comment('octocat', 'Not a bug.', '2026-01-02T00:00:00Z', 2)
    const answered = { ...comment(BOT, 'Still present (edited)', '2026-01-03T00:00:00Z', 3), editedBy: 'octocat', original: undefined }
    expect(actionOf([thread({}, [human, answered])])).toEqual([['carry', 'anchored line unchanged']])
    const again = comment('octocat', 'Still not a bug.', '2026-01-04T00:00:00Z', 4)
    expect(decide([thread({}, [human, answered, again])]).entries[0]?.objections.map((o) => o.body)).toEqual(['Still not a bug.'])
  })

  it('suppresses a fingerprint we marked wont-fix, open or resolved, and knows human-resolved ones', () => {
    const wontFix = comment(BOT, `Won't fix\n${makeDispositionMarker(ID, 'wont-fix', '9-1')}`, '2026-01-03T00:00:00Z', 3)
    const ledger = decide([thread({}, [wontFix])])
    expect(ledger.entries.map((e) => e.action)).toEqual(['suppressed'])
    expect(ledger.suppressed.has(ID) && ledger.known.has(ID)).toBe(true)
    const humanResolved = decide([thread({ isResolved: true, resolvedBy: 'octocat' })])
    expect(humanResolved.entries.map((e) => e.action)).toEqual(['dispute'])
    expect(humanResolved.known.has(ID)).toBe(true)
    const ourResolved = decide([thread({ isResolved: true, resolvedBy: 'github-actions' })])
    expect(ourResolved.entries).toEqual([])
    expect(ourResolved.known.has(ID)).toBe(false)
  })

  it('leaves threads of another instance (same login) to it, and keeps threads without one for the default instance', () => {
    const theirs = thread({ id: 'T2' }, [])
    theirs.comments = [comment(BOT, `Bug\n\n${makeFindingMarker(ID, { category: 'correctness', side: 'RIGHT' }, 'security')}`, '2026-01-01T00:00:00Z')]
    const own = (instance?: string) => decideLedger({ threads: [thread(), theirs], expectedLogin: BOT, files: [], delta: FULL, instance }).entries
    expect(own().map((e) => [e.threadId, e.action])).toEqual([['T1', 'close']])
    expect(own('security').map((e) => [e.threadId, e.action])).toEqual([['T2', 'close']])
    expect(decideLedger({ threads: [thread(), theirs], expectedLogin: BOT, files: [], delta: FULL, instance: 'full' }).known.size).toBe(0)
  })

  it('reads the severity from the badge our comment opens with, never from later text', () => {
    expect(decide([thread()]).entries[0]?.severity).toBeUndefined()
    const rendered = (first: string) => thread({ comments: [comment(BOT, `${first}\n\n${makeFindingMarker(ID)}`, '2026-01-01T00:00:00Z')] })
    expect(decide([rendered('**🔴 High** · security · **eval of input**')]).entries[0]?.severity).toBe('high')
    expect(decide([rendered('**🔵 Info** · security · **Not **🛑 Critical** · really**')]).entries[0]?.severity).toBe('info')
  })

  it("takes a developer's reply carrying copies of our disposition markers as an objection, never as our answer", () => {
    // Pasted by someone else, a `wont-fix` would suppress the finding on the pull request and a `fixed` would read as reopened.
    const copy = `Won't fix, fixed.\n${makeDispositionMarker(ID, 'wont-fix', '9-1')}\n${makeDispositionMarker(ID, 'fixed', '8-1')}`
    const ledger = decideLedger({
      threads: [thread({}, [comment('mallory', copy, '2026-01-02T00:00:00Z', 2)])],
      expectedLogin: BOT,
      files: [file()],
      delta: FULL,
    })
    expect(ledger.suppressed.size).toBe(0)
    expect(ledger.entries[0]).toMatchObject({ action: 'dispute', replied: [], reopened: false, objections: [{ author: 'mallory' }] })
  })

  it('ignores markers in threads another login started', () => {
    expect(decide([thread({ comments: [comment('mallory', makeFindingMarker(ID), '2026-01-01T00:00:00Z')] })]).entries).toEqual([])
  })
})

describe('the ledger plan', () => {
  const entry = (over: Partial<ReturnType<typeof decide>['entries'][number]>) => ({ ...decide([thread()]).entries[0]!, ...over })
  it('maps code decisions and verifier answers to replies and resolutions', () => {
    const plan = planLedger(
      [
        entry({ findingId: 'hm2-000000000000000a', action: 'close' }),
        entry({ findingId: 'hm2-000000000000000b', action: 'reverify' }),
        entry({ findingId: 'hm2-000000000000000c', action: 'reverify' }),
        entry({ findingId: 'hm2-000000000000000d', action: 'dispute', anchorChanged: false }),
        entry({ findingId: 'hm2-000000000000000e', action: 'dispute', anchorChanged: false }),
        entry({ findingId: 'hm2-000000000000000f', action: 'carry' }),
      ],
      [
        { id: 'hm2-000000000000000b', verdict: 'fixed', reason: 'gone' },
        { id: 'hm2-000000000000000c', verdict: 'still-present', reason: 'there' },
        { id: 'hm2-000000000000000d', verdict: 'upheld', reason: 'constant input' },
      ],
    )
    expect(plan.actions.map((a) => [a.entry.findingId.slice(-1), a.status, a.reply, a.resolve])).toEqual([
      ['a', 'no-longer-applies', true, true],
      ['b', 'fixed', true, true],
      ['d', 'wont-fix', true, false],
    ])
    expect(plan.actions[2]?.rule).toMatch(/^- In `src\/a.ts`, do not report correctness findings of this kind: constant input\.$/)
    // Each earlier finding is counted once: the upheld one is suppressed, not carried as well.
    expect(plan).toMatchObject({ carried: 3, suppressed: 1, unanswered: 1 })
    // What still stands for a gate: all that stay open but the one whose objection was upheld.
    expect(plan.standing.map((e) => e.findingId.slice(-1))).toEqual(['c', 'e', 'f'])
  })

  it('does not repeat a reply an earlier run gave, but still resolves', () => {
    const plan = planLedger([entry({ action: 'close', replied: ['no-longer-applies'] })], [])
    expect(plan.actions.map((a) => [a.reply, a.resolve])).toEqual([[false, true]])
  })
})

describe('a thread a developer reopened after we resolved it', () => {
  const fixed = comment(BOT, `Fixed\n${makeDispositionMarker(ID, 'fixed', '9-1')}`, '2026-01-03T00:00:00Z', 3)
  const closed = comment(BOT, `No longer applies\n${makeDispositionMarker(ID, 'no-longer-applies', '9-1')}`, '2026-01-03T00:00:00Z', 3)

  it('is never resolved by us again, whatever the verifier says', () => {
    // Our "Fixed" reply stands on an open, outdated thread: a developer unresolved it.
    const reopened = decide([thread({ isOutdated: true, line: undefined }, [fixed])])
    const plan = planLedger(reopened.entries, [{ id: ID, verdict: 'fixed', reason: 'gone' }])
    expect(plan.actions.filter((a) => a.resolve)).toEqual([])
    expect(plan.actions.filter((a) => a.reply)).toEqual([])
    const withReply = decide([thread({ isOutdated: true, line: undefined }, [fixed, comment('octocat', 'Still broken.', '2026-01-04T00:00:00Z', 4)])])
    expect(planLedger(withReply.entries, [{ id: ID, verdict: 'fixed', reason: 'gone' }]).actions.filter((a) => a.resolve)).toEqual([])
  })

  it('stays tracked as open without a model re-check each push, and says why', () => {
    const reopened = decide([thread({ isOutdated: true, line: undefined }, [fixed])])
    expect(reopened.entries.map((e) => [e.action, e.reason])).toEqual([['carry', 'reopened by a developer after we resolved it']])
    expect(reopened.known.has(ID)).toBe(true)
    // Reopened after "no longer applies": the file is back or was never gone.
    expect(decide([thread({}, [closed])]).entries.map((e) => e.action)).toEqual(['carry'])
  })
})

describe('a thread on a file the pull request renamed since', () => {
  // GitHub keeps the thread on the path it was posted on; the file now lives under its new name.
  const moved = `@@ -0,0 +1,4 @@\n+// moved\n${LINES.map((l) => `+${l}`).join('\n')}`
  const renamed = file({ filename: 'src/b.ts', previousFilename: 'src/a.ts', status: 'renamed', patch: moved })
  const outdated = thread({ isOutdated: true, line: undefined })

  it('is re-checked at its new path, never closed as deleted', () => {
    const ledger = decide([outdated], FULL, [renamed])
    expect(ledger.entries.map((e) => [e.action, e.reason, e.currentPath])).toEqual([['reverify', 'the file was renamed to src/b.ts', 'src/b.ts']])
    expect(planLedger(ledger.entries, []).actions).toEqual([])
    // The verifier reads the renamed file's code, not "no patch".
    const staged = renderEarlierFindingsFile(ledger.entries, (path) => (path === 'src/b.ts' ? moved : undefined))
    expect(staged.findings[0]).toMatchObject({ path: 'src/a.ts', renamedTo: 'src/b.ts', code: moved })
  })

  it('is carried on a later delta push that leaves the renamed file alone, and re-checked when it changes', () => {
    expect(actionOf([outdated], deltaOf({ 'src/c.ts': 'modified' }), [renamed])[0]?.[0]).toBe('carry')
    expect(actionOf([outdated], deltaOf({ 'src/b.ts': 'renamed' }), [renamed])[0]?.[0]).toBe('reverify')
  })

  it('is still closed when the file was deleted, not renamed', () => {
    expect(actionOf([outdated], FULL, [file({ filename: 'src/c.ts' })])).toEqual([['close', 'the file was deleted']])
  })
})

describe('a thread on a file the pull request added, renamed by a later push', () => {
  // The PR's own listing shows only \`src/b.ts\` added (the base never had src/a.ts); the rename is
  // in the compare since the last review, which GitHub lists under the new path with previous_filename.
  const moved = `@@ -0,0 +1,4 @@\n+// moved\n${LINES.map((l) => `+${l}`).join('\n')}`
  const addedUnderNewName = file({ filename: 'src/b.ts', status: 'added', additions: 4, changes: 4, patch: moved })
  const outdated = thread({ isOutdated: true, line: undefined })
  const renameSince: PushDelta = {
    kind: 'delta',
    since: 'a'.repeat(40),
    commits: 1,
    reason: 'x',
    changed: new Map([
      ['src/b.ts', file({ filename: 'src/b.ts', previousFilename: 'src/a.ts', status: 'renamed', patch: '@@ -1,3 +1,4 @@\n+// moved\n function a() {' })],
    ]),
  }

  it('is closed with a reply naming the new path, not "the file was deleted"', () => {
    const ledger = decide([outdated], renameSince, [addedUnderNewName])
    expect(ledger.entries.map((e) => [e.action, e.reason, e.currentPath])).toEqual([['close', 'the file was renamed to src/b.ts', 'src/b.ts']])
    expect(planLedger(ledger.entries, []).actions.map((a) => [a.status, a.note, a.resolve])).toEqual([
      ['no-longer-applies', 'the file was renamed to `src/b.ts`, where a finding would be a new thread.', true],
    ])
  })

  it('still says deleted when the renamed file left the pull request again, or when no compare names a rename', () => {
    expect(actionOf([outdated], renameSince, [file({ filename: 'src/c.ts' })])).toEqual([['close', 'the file was deleted']])
    expect(actionOf([outdated], FULL, [addedUnderNewName])).toEqual([['close', 'the file was deleted']])
    expect(planLedger(decide([outdated], FULL, [addedUnderNewName]).entries, []).actions[0]?.note).toBe('the file was deleted.')
  })
})

describe('a thread of ours someone else edited, whose recovered original is not what we posted', () => {
  // GitHub documents userContentEdits' `diff` only as "a summary of the changes for this edit":
  // should its oldest entry not hold the whole body we posted, that body carries no finding marker.
  const editedRoot = (original: string | undefined): ReviewThread => {
    const base = thread()
    const root = base.comments[0] as ThreadComment
    const body = `Not a bug, ignore\n\n${makeFindingMarker(ID, { category: 'correctness', side: 'RIGHT' })}`
    return { ...base, comments: [{ ...root, body, editedBy: 'mallory', original }] }
  }

  it('is carried as lost (named, counted by a gating run), not dropped from the ledger as not ours', () => {
    const ledger = decide([editedRoot('@@ -1 +1 @@\n-Bug\n+Not a bug, ignore')])
    expect(ledger.entries).toHaveLength(1)
    expect(ledger.entries[0]).toMatchObject({ action: 'carry', originalLost: true, editedBy: 'mallory', findingId: ID })
    expect(ledger.entries[0]?.reason).toContain('mallory edited our comment')
    expect(ledger.known.has(ID)).toBe(true)
  })

  it('still reads an original that carries our marker', () => {
    const ledger = decide([editedRoot(`Bug\n\n${makeFindingMarker(ID, { category: 'correctness', side: 'RIGHT' })}`)])
    expect(ledger.entries[0]).toMatchObject({ action: 'carry', findingId: ID })
    expect(ledger.entries[0]?.originalLost).toBeUndefined()
  })
})
