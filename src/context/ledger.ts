import type { ChangedFile } from '../core/contracts/changed-file.js'
import { findingFingerprint, isFingerprint } from '../core/contracts/fingerprint.js'
import { isLogin, parseDispositionMarkers, parseFindingMarkerDetails, parseFindingMarkers, sameInstance } from '../core/contracts/markers.js'
import type { PushDelta } from './push-delta.js'
import type { OpenInBody } from './open-in-body.js'
import type { ReviewThread } from './records.js'
import type { Finding } from '../core/contracts/review-payload.js'
import { severityOfComment } from '../core/publication/severity-badge.js'
import { editedByOther, ownBody } from './comment-edits.js'

/**
 * The findings ledger: every earlier Harbourmaster thread, decided by code
 * before any model call, from GitHub's own state (threads, markers, what
 * changed since the last proven review). No I/O.
 *
 * Open threads (root by the expected login with a finding marker):
 * - the file was deleted (gone from the PR, or removed since the last review), or a file the PR
 *   added was renamed since (the compare names it; without one, its old blob found again) -> close:
 *   reply "no longer applies" and resolve, no model call; a rename into a path the review leaves out
 *   says so (`leftOutBy`); a file a push took back to its base version (not in the listing, still at
 *   the head) -> close, saying the pull request no longer changes it;
 *   a file only missing from a listing GitHub capped (3,000 files) -> carry;
 * - a human replied after our last word on it -> dispute: the verifier hears
 *   the reply (quoted, untrusted) and decides;
 * - delta review and the file did not change since the last review -> carry:
 *   stays open, no model call, never re-posted; unless that review's body says
 *   its run found the finding fixed (its run was cut off before the reply) ->
 *   close as fixed: reply and resolve, no model call; the same on a re-run that reviews the head of
 *   that review whole again (its attempt was cut off before the reply);
 * - the anchored line is unchanged (GitHub still places the thread, and the
 *   fingerprint recomputed there is the marker's) -> carry;
 * - otherwise the anchored lines changed -> reverify by the verifier
 *   (fixed: reply and resolve; still present: stays open).
 * A thread whose newest comments GitHub's paging did not give (`commentsCut`) -> carry while open
 * (never answered, re-checked or resolved: who spoke last on it is unknown).
 * Resolved threads: one a human resolved, on an unchanged anchor, that we
 * have not answered yet -> dispute; a thread that carries our `wont-fix`
 * reply -> suppressed: its fingerprint is never posted again on this PR.
 * A thread the pull request's author resolved is decided on later pushes as
 * an open one (`resolvedByAuthor`): the author cannot resolve a gating finding
 * away; only a fix, an upheld objection or another person's resolution ends it.
 * So is one whose resolver GitHub no longer shows (a deleted account): it may
 * have been the author's own.
 */
export type LedgerAction = 'carry' | 'close' | 'reverify' | 'dispute' | 'suppressed'

export interface Objection {
  author: string
  body: string
  createdAt: string
}

export interface LedgerEntry {
  findingId: string
  threadId: string
  rootCommentId: number
  /** The path the thread was posted on (GitHub keeps it when the file is renamed). */
  path: string
  /** The file's path on the head when the pull request renamed it since. */
  currentPath?: string
  /** Why the review leaves `currentPath` out (a `vendor/` directory, an exclude glob): the file moved out of review. */
  leftOutBy?: string
  /** Closed because a push took the file back to its base version: still there, no longer changed by the pull request. */
  unchangedFromBase?: boolean
  /** Closed as fixed: the run of the review of this head found it fixed and did not get to answer the thread. */
  fixedIn?: string
  side: 'LEFT' | 'RIGHT'
  /** Current line on the head; undefined once GitHub marks the thread outdated. */
  line: number | undefined
  originalLine: number | undefined
  category: string | undefined
  /** From the badge our root comment opens with; undefined when it has none (not counted by a gate). */
  severity: Finding['severity'] | undefined
  action: LedgerAction
  reason: string
  /** Whether the code at the anchor changed since the finding was posted. */
  anchorChanged: boolean
  resolved: boolean
  /** The finding as we posted it (our root comment's text). */
  rootBody: string
  /** Human replies after our last reply, oldest first (disputes only). */
  objections: Objection[]
  /** Statuses of our earlier lifecycle replies on this thread. */
  replied: string[]
  /**
   * Open although an earlier workflow run replied with a resolving status
   * (fixed, no longer applies): a developer reopened it. Never resolved by us again.
   */
  reopened: boolean
  /**
   * Resolved by the pull request's author: still tracked (and, in a gating run, still counted)
   * as an open thread until the verifier finds it fixed or upholds the objection.
   */
  resolvedByAuthor: boolean
  /** Who edited our root comment, when someone other than the expected login did: it is read as we posted it. */
  editedBy?: string
  /**
   * Our root comment was edited by someone else and GitHub no longer shows what we posted: its
   * severity, finding and instance are unknown, so a gating run counts it at any blocking-severity
   * (fail closed) until a reviewer other than the pull request's author resolves its thread.
   */
  originalLost?: boolean
}

export interface LedgerInput {
  threads: readonly ReviewThread[]
  expectedLogin: string
  /** Every file the PR lists now. */
  files: readonly ChangedFile[]
  delta: PushDelta
  /**
   * The run's `instance` input. Threads another instance posted (other specialists, rules or mode,
   * under the same login) are that instance's to carry, re-check and resolve: never this run's.
   */
  instance?: string
  /** The pull request's author: their resolving a thread does not end its finding. */
  pullRequestAuthor?: string
  /** GitHub listed fewer files than the pull request has (its 3,000-file cap): a file missing from `files` may not be deleted. */
  listingCapped?: boolean
  /** Why the review leaves a changed file out by its path (the filter's reason); undefined for a path it reviews. */
  leftOut?: (path: string) => string | undefined
  /** Where files the PR added went when no compare says it (a force-push): old path -> new (src/context/moved-without-compare.ts). */
  movedWithoutCompare?: ReadonlyMap<string, string>
  /** Paths at the head as the base has them, found without a compare (a force-push): not deleted, no longer changed. */
  unchangedFromBase?: ReadonlySet<string>
}

/** Statuses whose reply comes with a resolution. */
const RESOLVING = new Set(['fixed', 'no-longer-applies'])

export interface Ledger {
  entries: LedgerEntry[]
  /** Fingerprints never to post again: open threads, threads a human resolved, suppressed (wont-fix) ones. */
  known: Set<string>
  suppressed: Set<string>
  /**
   * Fingerprints whose thread ended with no entry to show for it: resolved by someone GitHub still shows,
   * other than the pull request's author (after any answer of ours), or answered with our resolving status on a
   * thread this token may not resolve. A finding a landed review posted inline on such a thread (a
   * replay re-run) no longer stands; one it lists only in its body has no thread and is not ended by one.
   */
  ended: Set<string>
  /** Findings the delta base listed only in its body, on files this push leaves alone (open-in-body.ts; set by prepare). */
  inBody?: OpenInBody[]
  /** Body-only findings the size limit cut from the delta base's body: this push cannot carry them (body-cut.ts; set by prepare). */
  inBodyLost?: number
  /** Someone else edited the delta base's body: whether its original was read from the edit history or is lost (review-edits.ts). */
  inBodyOriginal?: 'read' | 'lost'
}

const isUs = isLogin

export function decideLedger(input: LedgerInput): Ledger {
  const files = new Map(input.files.map((f) => [f.filename, f]))
  const entries: LedgerEntry[] = []
  const known = new Set<string>()
  const suppressed = new Set<string>()
  const ended = new Set<string>()
  for (const thread of input.threads) {
    const root = thread.comments[0]
    if (!root || !isUs(root.author, input.expectedLogin)) continue
    // Someone else's edit to our comment changes nothing we decide: its words as we posted them count.
    const rootBody = ownBody(root, input.expectedLogin)
    // GitHub documents an edit's `diff` only as "a summary of the changes": an original recovered from
    // it without our finding marker is not what we posted, so it is lost (named), never "not ours".
    if (rootBody === undefined || (editedByOther(root, input.expectedLogin) && parseFindingMarkerDetails(rootBody).length === 0)) {
      const lost = originalLostEntry(thread, root, input)
      if (lost) {
        known.add(lost.findingId)
        entries.push(lost)
      }
      continue
    }
    const marker = parseFindingMarkerDetails(rootBody)[0]
    if (!marker || !sameInstance(marker.instance, input.instance)) continue
    const ours = thread.comments.slice(1).filter((c) => isUs(c.author, input.expectedLogin))
    const dispositions = ours.flatMap((c) => parseDispositionMarkers(ownBody(c, input.expectedLogin))).filter((d) => d.findingId === marker.id)
    const replied = dispositions.map((d) => d.status)
    // We resolve before we answer (lifecycle.ts), so our "Fixed" on an open thread means a developer reopened it:
    // between two attempts of one workflow run ("Re-run jobs") as much as between two runs. Not on a thread
    // this token may not resolve: lifecycle.ts answers it all the same, and it stays open with no one's reopening.
    const answeredUnresolved = !thread.isResolved && thread.unresolvable === true && dispositions.some((d) => RESOLVING.has(d.status))
    // Its finding has ended, as on a thread we resolved and answered; never carried, counted or re-checked.
    if (answeredUnresolved) {
      ended.add(marker.id)
      continue
    }
    const reopened = !thread.isResolved && dispositions.some((d) => RESOLVING.has(d.status))
    // A reply of ours whose words someone's edit lost still answered what came before it.
    const lastOurs =
      ours.filter((c) => parseDispositionMarkers(ownBody(c, input.expectedLogin)).length > 0 || wordsLost(c, input.expectedLogin)).at(-1)?.createdAt ??
      root.createdAt
    const objections = thread.comments
      .slice(1)
      .filter((c) => !isUs(c.author, input.expectedLogin) && c.author !== 'ghost' && c.createdAt >= lastOurs)
      .map((c) => ({ author: c.author, body: c.body, createdAt: c.createdAt }))
    const file = files.get(thread.path)
    // A renamed file keeps its code, and so perhaps the finding: it is re-checked there, not closed as deleted.
    const renamedTo = file ? undefined : input.files.find((f) => f.status === 'renamed' && f.previousFilename === thread.path)
    const path = renamedTo?.filename ?? thread.path
    const side = thread.side
    const anchorChanged = !anchorUnchanged(thread, marker, file)
    // After our "Fixed" or "No longer applies" (a resolution that failed, or a reopened thread) the finding has ended.
    const resolvedByAuthor = authorMayHaveResolved(thread, input.pullRequestAuthor) && !replied.some((status) => RESOLVING.has(status))
    if (thread.isResolved && !resolvedByAuthor) ended.add(marker.id)
    const base = {
      findingId: marker.id,
      threadId: thread.id,
      rootCommentId: root.databaseId,
      path: thread.path,
      side,
      line: thread.line,
      originalLine: thread.originalLine,
      category: marker.category,
      severity: severityOfComment(rootBody),
      anchorChanged,
      resolved: thread.isResolved,
      rootBody,
      ...(editedByOther(root, input.expectedLogin) ? { editedBy: root.editedBy } : {}),
      ...(renamedTo ? { currentPath: renamedTo.filename } : {}),
      objections: [] as Objection[],
      replied,
      reopened,
      resolvedByAuthor,
    }
    if (replied.includes('wont-fix')) {
      suppressed.add(marker.id)
      known.add(marker.id)
      entries.push({ ...base, action: 'suppressed', reason: 'the developer objection was upheld earlier (wont-fix)' })
      continue
    }
    // Its newest comments are past GitHub's paging: an answer of ours or a developer's reply may be there. Nothing is said
    // on it twice or answered unheard: it stays as it is (open, it still counts), and the run's "Limits reached" names it.
    if (thread.commentsCut) {
      // One we resolved has ended as any such thread has, whatever its unread comments say: its fingerprint may come back.
      if (thread.isResolved && isUs(thread.resolvedBy, input.expectedLogin)) continue
      known.add(marker.id)
      if (!thread.isResolved || resolvedByAuthor)
        entries.push({
          ...base,
          action: 'carry',
          reason: `GitHub gave only the first ${thread.comments.length} comments of its thread: who spoke last is unknown`,
        })
      continue
    }
    if (thread.isResolved) {
      if (isUs(thread.resolvedBy, input.expectedLogin)) {
        // Our last word, edited by someone and lost from GitHub's history, may be the answer owed: never given twice.
        if (wordsLost(ours.at(-1), input.expectedLogin)) continue
        // Our resolution comes before our answer (lifecycle.ts): a run cut off between them left this one unanswered.
        const fixedIn = unansweredFix(input.delta, marker.id, replied)
        if (fixedIn)
          entries.push({
            ...base,
            action: 'close',
            fixedIn,
            reason: `the review of ${fixedIn.slice(0, 7)} found it fixed and its run resolved the thread without answering it`,
          })
        // A "No longer applies" is read from the pull request as it is now: while the file is still gone, it is still owed.
        else if (!replied.some((status) => RESOLVING.has(status))) {
          const gone = goneEntry(base, { thread, file, renamedTo, path, side }, input)
          if (gone?.action === 'close') entries.push(gone)
        }
        continue
      }
      // A human closed it without a code change: the verifier hears that once (not from an account GitHub no longer shows,
      // whose comments are not heard either).
      const resolver = thread.resolvedBy
      if (resolver !== undefined && !resolverUnknown(resolver)) {
        known.add(marker.id)
        if (!anchorChanged && replied.length === 0) {
          const objection = { author: resolver, body: `(resolved the thread by ${resolver} without a code change)`, createdAt: root.createdAt }
          entries.push({ ...base, objections: [...objections, objection], action: 'dispute', reason: `resolved by ${resolver} without a code change` })
          continue
        }
      }
      // Another person's resolution is a reviewer's call; the author's own is not: theirs is tracked as open.
      if (!resolvedByAuthor) continue
    }
    known.add(marker.id)
    const gone = goneEntry(base, { thread, file, renamedTo, path, side }, input)
    if (gone) {
      entries.push(gone)
      continue
    }
    if (objections.length > 0) {
      entries.push({
        ...base,
        objections,
        action: 'dispute',
        reason: `${objections.length} developer repl${objections.length === 1 ? 'y' : 'ies'} since our last word`,
      })
      continue
    }
    // The developer's reopening says the finding stands; the verifier is not asked to overrule it.
    if (reopened) {
      entries.push({ ...base, action: 'carry', reason: 'reopened by a developer after we resolved it' })
      continue
    }
    if (input.delta.kind === 'delta' && !input.delta.changed.has(path)) {
      const since = input.delta.since.slice(0, 7)
      // That review's run found it fixed but was cut off before its reply (cancelled, or its head moved): finish its work.
      if (input.delta.settled?.has(marker.id) && anchorChanged && !replied.some((status) => RESOLVING.has(status))) {
        entries.push({
          ...base,
          action: 'close',
          fixedIn: input.delta.since,
          reason: `the review of ${since} found it fixed and its run did not answer the thread`,
        })
        continue
      }
      entries.push({ ...base, anchorChanged: false, action: 'carry', reason: `file unchanged since ${since}` })
      continue
    }
    // A re-run of the head whose review found it fixed (its attempt cut off before the reply): the same code, no model call.
    const fixedHere = input.delta.kind === 'full' && anchorChanged ? unansweredFix(input.delta, marker.id, replied) : undefined
    if (fixedHere) {
      entries.push({
        ...base,
        action: 'close',
        fixedIn: fixedHere,
        reason: `the review of ${fixedHere.slice(0, 7)} (this head) found it fixed and its run did not answer the thread`,
      })
      continue
    }
    if (renamedTo) {
      const leftOut = input.leftOut?.(renamedTo.filename)
      entries.push({ ...base, ...leftOutOf(leftOut), action: 'reverify', reason: renamedReason(renamedTo.filename, leftOut) })
    } else if (!anchorChanged) entries.push({ ...base, action: 'carry', reason: 'anchored line unchanged' })
    else
      entries.push({
        ...base,
        action: 'reverify',
        reason: thread.isOutdated || thread.line === undefined ? 'the anchored lines changed (thread outdated)' : 'the anchored line changed',
      })
  }
  return { entries, known, suppressed, ended }
}

interface ThreadFile {
  thread: ReviewThread
  file: ChangedFile | undefined
  renamedTo: ChangedFile | undefined
  path: string
  side: ReviewThread['side']
}

/** The close (or, past GitHub's listing cap, the carry) of a thread whose file the pull request no longer changes under its path; undefined while it does. */
function goneEntry(base: Omit<LedgerEntry, 'action' | 'reason'>, at: ThreadFile, input: LedgerInput): LedgerEntry | undefined {
  const { thread, file, renamedTo, path, side } = at
  const removedSince = input.delta.kind === 'delta' && input.delta.changed.get(path)?.status === 'removed'
  const deleted = (!file && !renamedTo) || (side === 'RIGHT' && file?.status === 'removed') || removedSince
  if (!deleted) return undefined
  const movedTo = file || renamedTo ? undefined : (renamedSince(thread.path, input.files, input.delta) ?? input.movedWithoutCompare?.get(thread.path))
  // Past GitHub's 3,000 files a missing file may still be in the pull request: padding one must not close its threads.
  if (!movedTo && !file && !removedSince && input.listingCapped) {
    return { ...base, action: 'carry', reason: "its file is not in GitHub's file listing, which is capped at 3,000 files" }
  }
  // Still at the head, as the base has it: the compare lists it changed, or (without one) the head has it.
  const delta = input.delta
  const unchanged = !file && !renamedTo && !removedSince && !movedTo
  if (unchanged && (delta.kind === 'delta' ? delta.changed.has(thread.path) : input.unchangedFromBase?.has(thread.path))) {
    return { ...base, anchorChanged: true, unchangedFromBase: true, action: 'close', reason: 'the pull request no longer changes the file' }
  }
  const leftOut = movedTo === undefined ? undefined : input.leftOut?.(movedTo)
  return movedTo
    ? { ...base, currentPath: movedTo, ...leftOutOf(leftOut), anchorChanged: true, action: 'close', reason: renamedReason(movedTo, leftOut) }
    : { ...base, anchorChanged: true, action: 'close', reason: 'the file was deleted' }
}

/**
 * A comment of ours someone else edited whose words as posted GitHub no longer shows (or shows
 * without a disposition marker): which answer it gave is unknown, not absent.
 */
function wordsLost(comment: ReviewThread['comments'][number] | undefined, expectedLogin: string): boolean {
  if (!comment || !editedByOther(comment, expectedLogin)) return false
  const body = ownBody(comment, expectedLogin)
  return body === undefined || parseDispositionMarkers(body).length === 0
}

/**
 * The head of the delta base whose run found `id` fixed, when no resolving answer of ours is on its thread.
 * A full review carries settled findings only when that base is the head itself (review-edits.ts).
 */
function unansweredFix(delta: PushDelta, id: string, replied: readonly string[]): string | undefined {
  return delta.since !== undefined && delta.settled?.has(id) && !replied.some((status) => RESOLVING.has(status)) ? delta.since : undefined
}

/**
 * A thread whose root we posted and someone else edited beyond recovery: carried (never re-checked,
 * replied to or resolved by us, as its finding is unknown) and, unless a reviewer other than the
 * pull request's author resolved it, counted by a gating run whatever its badge now says.
 */
function originalLostEntry(thread: ReviewThread, root: ReviewThread['comments'][number], input: LedgerInput): LedgerEntry | undefined {
  const resolvedByAuthor = authorMayHaveResolved(thread, input.pullRequestAuthor)
  if (thread.isResolved && !resolvedByAuthor) return undefined
  const editor = root.editedBy ?? 'someone'
  return {
    findingId: parseFindingMarkers(root.body)[0] ?? thread.id,
    threadId: thread.id,
    rootCommentId: root.databaseId,
    path: thread.path,
    side: thread.side,
    line: thread.line,
    originalLine: thread.originalLine,
    category: undefined,
    severity: undefined,
    action: 'carry',
    reason: `${editor} edited our comment and GitHub no longer shows what we posted: it counts as blocking until a reviewer other than the author resolves it`,
    anchorChanged: false,
    resolved: thread.isResolved,
    rootBody: root.body,
    objections: [],
    replied: [],
    reopened: false,
    resolvedByAuthor,
    editedBy: editor,
    originalLost: true,
  }
}

/** A rename into a path the review leaves out says so: the code moved out of review, it did not go away. */
function renamedReason(path: string, leftOut: string | undefined): string {
  return leftOut === undefined ? `the file was renamed to ${path}` : `the file was renamed to ${path}, which this review leaves out (${leftOut})`
}

function leftOutOf(leftOut: string | undefined): { leftOutBy?: string } {
  return leftOut === undefined ? {} : { leftOutBy: leftOut }
}

function isAuthor(login: string | undefined, author: string | undefined): boolean {
  return login !== undefined && author !== undefined && author !== '' && isLogin(login, author)
}

/** GitHub names no resolver (GraphQL null) once the account is deleted; REST spells such an account `ghost`. */
function resolverUnknown(login: string | undefined): boolean {
  return login === undefined || isLogin(login, 'ghost')
}

/**
 * A resolved thread the pull request's author resolved, or may have: one whose resolver GitHub no
 * longer shows is no proven reviewer's call (it may have been the author's own), so it is tracked
 * like the author's, as open, and a gating run keeps counting it.
 */
function authorMayHaveResolved(thread: ReviewThread, author: string | undefined): boolean {
  return thread.isResolved && (isAuthor(thread.resolvedBy, author) || resolverUnknown(thread.resolvedBy))
}

/**
 * Where a later push moved a file the PR added (or had renamed once already): the PR's own listing
 * shows it only as added under its new name, and only the compare since the last review names the
 * rename. Its thread is closed all the same (this delta reviews the file afresh, and no later push
 * could tell the thread's file apart from a deleted one), but the reply says where the file went.
 */
function renamedSince(path: string, files: readonly ChangedFile[], delta: PushDelta): string | undefined {
  if (delta.kind !== 'delta') return undefined
  for (const since of delta.changed.values()) {
    if (since.status === 'renamed' && since.previousFilename === path && files.some((f) => f.filename === since.filename)) return since.filename
  }
  return undefined
}

/**
 * GitHub keeps a thread in place (not outdated) while its line is untouched.
 * A fingerprint marker with category and side is also recomputed at the
 * thread's current line on the current patch: a different id means the
 * content at the anchor (or its neighbour) changed.
 */
function anchorUnchanged(thread: ReviewThread, marker: ReturnType<typeof parseFindingMarkerDetails>[number], file: ChangedFile | undefined): boolean {
  if (thread.isOutdated || thread.line === undefined || !file) return false
  if (!isFingerprint(marker.id) || !marker.category || !marker.side || file.patch === undefined) return true
  return findingFingerprint({ path: thread.path, line: thread.line, side: marker.side, category: marker.category }, file.patch) === marker.id
}
