import type { LedgerEntry } from '../context/ledger.js'
import { severityOfComment } from '../core/publication/severity-badge.js'
import { codeSpan } from '../core/text/code-span.js'
import type { ExecutionReceipt } from '../core/contracts/run-config.js'

/**
 * What happens to each earlier thread on this push, from the ledger's code
 * decisions and the verifier's answers (pure; no I/O):
 * - close (file deleted, taken back to its base version, or renamed under a thread the PR cannot follow): reply "no longer applies" and resolve;
 * - reverify: fixed -> reply and resolve; still present or no answer -> stays open, no reply;
 * - dispute: upheld -> `wont-fix` reply with a suggested rule line, not resolved
 *   (a human replied and the code did not change), fingerprint suppressed;
 *   fixed with the code changed -> reply and resolve; still present -> one
 *   reply saying why (answers the objection, so it is not asked again);
 *   no answer -> asked again next push;
 * - carry, suppressed: nothing.
 * A status we already replied with on this thread (an earlier attempt) is not
 * replied again; a resolution still happens, unless a developer reopened the
 * thread after an earlier run resolved it.
 */
export type EarlierAnswer = NonNullable<NonNullable<ExecutionReceipt['extra']>['earlier']>[number]
export type ReplyStatus = 'no-longer-applies' | 'fixed' | 'still-present' | 'wont-fix'

export interface PlannedAction {
  entry: LedgerEntry
  status: ReplyStatus
  /** Plain text (our own words plus a model's reason, sanitised when rendered). */
  note: string
  reply: boolean
  resolve: boolean
  rule?: string
}

export interface LedgerPlan {
  actions: PlannedAction[]
  /** Open findings that stay open on this push (carried, still present, unanswered); an objection upheld now is counted as suppressed only. */
  carried: number
  /**
   * Of those, the ones that still stand (not an objection upheld now): a gating run (check-only,
   * blocking) counts them at or above blocking-severity as it counts its new findings, so a push
   * that does not report an open finding again does not pass the gate while its thread is open.
   */
  standing: LedgerEntry[]
  /** Fingerprints suppressed for the PR (earlier wont-fix plus upheld now). */
  suppressed: number
  /** Re-checks the verifier did not answer (left open, asked again next push). */
  unanswered: number
}

export function planLedger(entries: readonly LedgerEntry[], answers: readonly EarlierAnswer[] | undefined): LedgerPlan {
  const byId = new Map((answers ?? []).map((a) => [a.id, a]))
  const actions: PlannedAction[] = []
  let carried = 0
  const standing: LedgerEntry[] = []
  const stays = (entry: LedgerEntry): void => {
    // A thread someone resolved is theirs to close; one the PR's author resolved still stands.
    if (entry.resolved && !entry.resolvedByAuthor) return
    carried++
    standing.push(entry)
  }
  let suppressed = 0
  let unanswered = 0
  const act = (entry: LedgerEntry, status: ReplyStatus, note: string, resolve: boolean, rule?: string): void => {
    // A thread a developer reopened after we resolved it stays open: their call, not ours.
    const mayResolve = resolve && !entry.resolved && !entry.reopened
    actions.push({ entry, status, note, reply: !entry.replied.includes(status), resolve: mayResolve, ...(rule ? { rule } : {}) })
  }
  for (const entry of entries) {
    const answer = byId.get(entry.findingId)
    switch (entry.action) {
      case 'suppressed':
        suppressed++
        break
      case 'carry':
        stays(entry)
        break
      case 'close':
        if (entry.fixedIn !== undefined) {
          act(entry, 'fixed', `the review of ${entry.fixedIn.slice(0, 7)} found the problem gone; that run did not get to answer this thread.`, true)
          break
        }
        act(
          entry,
          'no-longer-applies',
          entry.unchangedFromBase
            ? 'the pull request no longer changes the file.'
            : entry.currentPath === undefined
              ? 'the file was deleted.'
              : entry.leftOutBy !== undefined
                ? `the file was renamed to ${codeSpan(entry.currentPath)}, which this review leaves out (${entry.leftOutBy}): the finding is not checked there and gets no new thread.`
                : `the file was renamed to ${codeSpan(entry.currentPath)}, where a finding would be a new thread.`,
          true,
        )
        break
      case 'reverify':
        if (answer?.verdict === 'fixed') act(entry, 'fixed', answer.reason || 'the anchored code changed and the problem is gone.', true)
        else {
          if (!answer) unanswered++
          stays(entry)
        }
        break
      case 'dispute':
        if (!answer) {
          unanswered++
          stays(entry)
        } else if (answer.verdict === 'upheld') {
          // Counted once, as suppressed: its thread stays open with our reply, but it no longer stands.
          suppressed++
          act(entry, 'wont-fix', answer.reason || 'the objection holds.', false, answer.rule?.trim() || defaultRule(entry, answer.reason))
        } else if (answer.verdict === 'fixed' && entry.anchorChanged) {
          act(entry, 'fixed', answer.reason || 'the code changed and the problem is gone.', true)
        } else {
          stays(entry)
          act(entry, 'still-present', answer.reason || 'the problem is still in the code.', false)
        }
        break
    }
  }
  return { actions, carried, standing, suppressed, unanswered }
}

/** The title our root comment showed after its badge (`**🔴 High** · security · **title**`), mention breaks removed. */
function titleOf(rootBody: string): string | undefined {
  const first = rootBody.split('\n', 1)[0] ?? ''
  if (severityOfComment(first) === undefined) return undefined
  const title = /^\*\*[^*]+\*\* · [^·]+ · \*\*(.+)\*\*\s*$/.exec(first)?.[1]
  return title?.replace(/\u200b/g, '').trim() || undefined
}

/** A rule line for the review rules file when the verifier gave none: it names the finding, as REVIEW.md is read without the thread. */
export function defaultRule(entry: Pick<LedgerEntry, 'path' | 'category' | 'rootBody'>, reason: string): string {
  const why = reason.replace(/\s+/g, ' ').trim().replace(/\.$/, '')
  const title = titleOf(entry.rootBody)
  const kind = entry.category ? `${entry.category} findings` : 'findings'
  const what = title ? `${kind} like "${title.replace(/"/g, "'")}"` : entry.category ? `${kind} of this kind` : 'findings like this one'
  return `- In ${codeSpan(entry.path)}, do not report ${what}${why ? `: ${why}` : ''}.`
}
