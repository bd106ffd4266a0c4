import { setTimeout as sleep } from 'node:timers/promises'
import { fenceFor, neutraliseMarkers, sanitiseInline } from '../core/text/sanitise-outgoing.js'
import { httpFailure, transientDelay, type GraphqlPort, type RestPort, type ReviewTarget } from '../core/github/github-port.js'
import { THREAD_COMMENT_PAGES, THREAD_COMMENTS_QUERY } from '../context/threads.js'
import { carriesMarker, isLogin, makeDispositionMarker, parseDispositionMarkers } from '../core/contracts/markers.js'
import { GitHubError, toHarbourmasterError } from '../core/errors.js'
import { runGraphql } from '../core/github/graphql.js'
import { redactSecrets } from '../core/telemetry/redact.js'
import type { Logger } from '../core/telemetry/logger.js'
import type { LedgerPlan, PlannedAction, ReplyStatus } from './ledger-plan.js'

/**
 * After the review is proven, the ledger's plan is applied to earlier
 * Harbourmaster threads: where planned, a resolution, then one reply on the
 * thread's ROOT comment (REST reply endpoint). Only threads the ledger
 * recognised (root by the expected login with our marker) are touched.
 *
 * A reply is a write GitHub may apply before failing (a 5xx after storing
 * it), so it is never retried blindly: the POST runs without the client's
 * retries and, after a transient failure, the thread's comments are read for
 * this run's marker. Only a rate limit earns one more attempt after that; a
 * 5xx not found is a warning (GitHub may list the reply later). Resolving is idempotent (a
 * resolved thread is left alone). Failures here are warnings: the review
 * itself already landed.
 *
 * The plan comes from threads read at the start of the run, minutes earlier.
 * Another run may have replied since (two pushes without a concurrency group,
 * both planning from a thread nobody had answered), so each thread is read
 * again just before its reply, and a reply of ours with the same finding and
 * status, by any run, is not given a second time.
 *
 * A cancelled run (a quick second push with cancel-in-progress) may be in the
 * middle of this: the runner kills the process a few seconds after its
 * signal, and the run reports `cancelled` instead of its lifecycle. So no
 * reply or resolution starts once the run is cancelled (one cut off mid-flight
 * is worse than one not sent), and the track says, as
 * it happens, which replies landed and which were in flight for the
 * cancellation's report. The next run reads the threads afresh: a reply that
 * landed, in flight or not, carries its disposition marker and is not given
 * again (ledger-plan.ts); a reply not sent is planned again (a "Fixed" on a file the next push
 * leaves unchanged from the review body's settled marker; a "No longer applies" from the file
 * listing while the file is still gone, src/context/ledger.ts).
 */
/** What a cancellation reads of the lifecycle while it runs (the run registry holds it). */
export interface LifecycleTrack {
  /** True once the run is cancelled: no reply or resolution starts after that. */
  stopped: () => boolean
  /** Replies this run's plan gives (set when the lifecycle starts). */
  planned: number
  /** Replies whose turn came (sent, found already given, or failed): the rest were not sent. */
  started: number
  /** Findings whose reply this run posted (or found stored after a fault). */
  replied: string[]
  /** Findings whose reply POST was sent and has not answered: GitHub may store it. */
  inFlight: Set<string>
}

export function newLifecycleTrack(stopped: () => boolean): LifecycleTrack {
  return { stopped, planned: 0, started: 0, replied: [], inFlight: new Set() }
}

export interface LifecycleOptions extends ReviewTarget {
  runId: string
  /** Whose disposition replies count as ours when a thread is read again before a reply. */
  expectedLogin: string
  plan: LedgerPlan
  concurrency?: number
  logger?: Logger
  /**
   * Ports in the no-blind-retry mode (the client's checkedWrites) for the
   * replies and resolutions; `rest` and `graphql` then only read. Defaults
   * to the read ports (tests hand in one bare client).
   */
  writes?: { rest: RestPort; graphql: GraphqlPort }
  /** Waits before each look for this run's marker after a failed reply (default 1 s, 2 s; tests shorten them). */
  retryBackoffMs?: readonly number[]
  /** How a wait is spent (tests record the waits instead of sleeping). */
  sleep?: (ms: number) => Promise<void>
  /** The run's cancellation: stops new writes and reads the progress (default: never stopped). */
  track?: LifecycleTrack
  /**
   * The run's redactor (its token and provider key by value besides the known shapes): a reply
   * quotes the verifier, a model in a process that holds the provider key. Default: shapes only.
   */
  redact?: (text: string) => string
  /** Pages of a thread's comments a look before a reply reads (default THREAD_COMMENT_PAGES, as far as the ledger); lower only in tests. */
  threadPages?: number
}

export interface LifecycleResult {
  /** Replies this run posted (including one GitHub stored before answering with an error). */
  replied: string[]
  /** Of those, replies found by their marker after a transient failure (not posted again). */
  recovered: string[]
  /** Replies an earlier run already gave with the same status (not posted again). */
  alreadyReplied: string[]
  /**
   * Findings whose thread was longer than the pages a look reads (cap `thread-comments`): no reply
   * was sent, or, after a failed POST, none sent again and none confirmed (GitHub may hold it).
   */
  threadCut: string[]
  resolved: string[]
  /** Findings whose reply or resolution was not started because the run was cancelled (the next run plans them again). */
  notSent: string[]
  warnings: string[]
}

/** Waits before each look for a reply after a failed POST (tests shorten them). */
const DEFAULT_LOOK_DELAYS_MS: readonly number[] = [1000, 2000]
/** The longest retry-after a reply waits for, as the client's rate-limit bound; a longer one ends it with a warning. */
const MAX_RETRY_AFTER_MS = 60_000

/**
 * A reply POST answered with a 5xx or no answer at all (a reset connection), which GitHub may have
 * stored before failing, not found by the looks after it: not sent again, since GitHub may list it
 * later (a second POST would then answer the thread twice). The next push reads the thread afresh
 * and plans the reply again if it is missing.
 */
export class ReplyMayBeStored extends GitHubError {
  constructor(status: number | undefined) {
    super(
      `GitHub answered the reply ${status === undefined ? 'with no answer' : `with HTTP ${status}`} and may have stored it before failing; ` +
        'it is not listed yet, so it is not sent again (the next push sends it if it is missing)',
      status,
    )
    this.name = 'ReplyMayBeStored'
  }
}

const STATUS_TEXT: Record<ReplyStatus, string> = {
  fixed: 'Fixed',
  'still-present': 'Still present',
  'no-longer-applies': 'No longer applies',
  'wont-fix': "Won't fix",
}

export function renderReply(action: PlannedAction, runId: string, redact: (text: string) => string = redactSecrets): string {
  const lines = [`**Harbourmaster:** ${STATUS_TEXT[action.status]} — ${sanitiseInline(redact(action.note))}`]
  if (action.status === 'wont-fix') {
    // Shown in a code block, where GitHub links no mention and runs no keyword: the line is shown as
    // it is, for a team to paste (no zero-width breaks), and a fence longer than any backtick run
    // keeps a fence inside it. Only markers and secrets are neutralised; it stays one line.
    const rule = neutraliseMarkers(
      redact(action.rule ?? '')
        .replace(/\s*[\r\n]+\s*/g, ' ')
        .trim(),
    )
    const fence = fenceFor(rule)
    lines.push(
      '',
      'Marked `wont-fix`: this finding will not be raised again on this pull request. To stop findings like it elsewhere, a line like this could go in the repository review rules file (`REVIEW.md`):',
      '',
      `${fence}text`,
      rule,
      fence,
    )
  }
  lines.push('', makeDispositionMarker(action.entry.findingId, action.status, runId))
  return lines.join('\n')
}

const RESOLVABLE = `query HarbourmasterThreadResolvable($id: ID!) {
  node(id: $id) { ... on PullRequestReviewThread { id isResolved viewerCanResolve } }
}`
const RESOLVE = `mutation HarbourmasterResolveThread($id: ID!) {
  resolveReviewThread(input: { threadId: $id }) { thread { id isResolved } }
}`

interface ResolvableAnswer {
  node: { id?: string; isResolved?: boolean; viewerCanResolve?: boolean } | null
}
interface CommentsAnswer {
  node: { comments?: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: (ThreadComment | null)[] | null } } | null
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function bounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  })
  await Promise.all(lanes)
}

type ThreadComment = { body: string; author: { login: string } | null; lastEditedAt?: string | null; editor?: { login: string } | null }

/**
 * A comment that says what we posted: by the expected login and edited by nobody else. Anyone
 * with write access may edit our comment, and Harbourmaster never edits its own, so an edited
 * one carries that person's markers; the ledger reads its original (comment-edits.ts).
 */
function ownWords(c: ThreadComment, expectedLogin: string): boolean {
  return isLogin(c.author?.login, expectedLogin) && (!c.lastEditedAt || isLogin(c.editor?.login, expectedLogin))
}

/**
 * Whether a comment of the thread satisfies `test`; 'cut' when the thread is longer than the pages
 * read. Our replies are a thread's newest comments, so a cut look could not see one: the write it
 * decides is not sent (again), and the caller names the cap rather than counting it as answered.
 * The ledger carries such a thread without a reply anyway (ledger.ts, `commentsCut`).
 */
async function threadHas(
  graphql: GraphqlPort,
  threadId: string,
  test: (comment: ThreadComment) => boolean,
  pages: number = THREAD_COMMENT_PAGES,
): Promise<boolean | 'cut'> {
  let after: string | null = null
  for (let page = 0; page < pages; page++) {
    const answer: CommentsAnswer = await runGraphql<CommentsAnswer>(graphql, THREAD_COMMENTS_QUERY, { id: threadId, after })
    const connection = answer.node?.comments
    if (!connection) return false
    if ((connection.nodes ?? []).some((c) => c !== null && test(c))) return true
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) return false
    after = connection.pageInfo.endCursor
  }
  return 'cut'
}

/**
 * Whether a comment of ours on the thread already carries `marker` (our reply landed despite the
 * error). Only our own words count: anyone who can comment may paste the marker (the run id is
 * public), and a copy counted as ours would leave the thread without its reply.
 */
export function threadCarries(graphql: GraphqlPort, threadId: string, marker: string, expectedLogin: string, pages?: number): Promise<boolean | 'cut'> {
  return threadHas(graphql, threadId, (c) => ownWords(c, expectedLogin) && carriesMarker(c.body, marker), pages)
}

/**
 * Whether we (any run) already gave this finding this status on the thread. An edited reply of
 * ours is not counted: the plan already read its original and left out the statuses it gave.
 */
function repliedSince(graphql: GraphqlPort, options: LifecycleOptions, action: PlannedAction): Promise<boolean | 'cut'> {
  return threadHas(
    graphql,
    action.entry.threadId,
    (c) =>
      ownWords(c, options.expectedLogin) && parseDispositionMarkers(c.body).some((d) => d.findingId === action.entry.findingId && d.status === action.status),
    options.threadPages,
  )
}

async function replyOnce(
  rest: RestPort,
  graphql: GraphqlPort,
  options: LifecycleOptions,
  action: PlannedAction,
): Promise<'posted' | 'found' | 'cancelled' | 'cut'> {
  const body = renderReply(action, options.runId, options.redact)
  const marker = makeDispositionMarker(action.entry.findingId, action.status, options.runId)
  for (let attempt = 1; ; attempt++) {
    try {
      await (options.writes?.rest ?? rest).request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', {
        owner: options.owner,
        repo: options.repo,
        pull_number: options.pullNumber,
        comment_id: action.entry.rootCommentId,
        body,
        // No blind retry of a write GitHub may have applied: we look for our marker instead.
        request: { retries: 0 },
      })
      return 'posted'
    } catch (error) {
      const failure = httpFailure(error)
      // No answer at all (a reset connection) may follow a stored reply, like a 5xx.
      const { transient, retryAfterMs } = failure === undefined ? { transient: true, retryAfterMs: undefined } : transientDelay(failure)
      if (!transient) throw error
      if (attempt < 2)
        options.logger?.event('lifecycle', 'reply-retry', { finding: action.entry.findingId, status: failure?.status, retry_after_ms: retryAfterMs })
      // Also after the last attempt: a reply GitHub stored is this run's, not a failure to report.
      const looked = Date.now()
      const stored = await storedAfterFault(graphql, options, action.entry.threadId, marker)
      // A thread grown past the pages read: the reply may be there unseen, so it is neither claimed nor sent again.
      if (stored === 'cut') return 'cut'
      if (stored) return 'found'
      // Only a rate limit (GitHub refused before applying it) is sent again: a 5xx or a lost answer may hide a stored reply.
      if (failure === undefined || failure.status >= 500) throw new ReplyMayBeStored(failure?.status)
      if (attempt >= 2 || (retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS) throw error
      // A rate limit names when GitHub takes writes again: sent sooner, the reply is refused again and lost.
      const left = (retryAfterMs ?? 0) - (Date.now() - looked)
      if (left > 0) await (options.sleep ?? sleep)(left)
      // Not sent again once the run is cancelled: the next run reads the thread and sends it if it is missing.
      if (options.track?.stopped()) return 'cancelled'
    }
  }
}

/**
 * GitHub lists a stored comment with a delay (eventual consistency), so one
 * look right after the fault can miss it and the retry would post it twice:
 * the thread is read again after each wait before the reply is sent again.
 */
async function storedAfterFault(graphql: GraphqlPort, options: LifecycleOptions, threadId: string, marker: string): Promise<boolean | 'cut'> {
  for (const delay of options.retryBackoffMs ?? DEFAULT_LOOK_DELAYS_MS) {
    if (delay > 0) await (options.sleep ?? sleep)(delay)
    const found = await threadCarries(graphql, threadId, marker, options.expectedLogin, options.threadPages)
    if (found) return found
  }
  return false
}

export async function applyLifecycle(rest: RestPort, graphql: GraphqlPort, options: LifecycleOptions): Promise<LifecycleResult> {
  const result: LifecycleResult = { replied: [], recovered: [], alreadyReplied: [], threadCut: [], resolved: [], notSent: [], warnings: [] }
  const track = options.track ?? newLifecycleTrack(() => false)
  track.planned = options.plan.actions.filter((a) => a.reply).length
  const cancelled = (id: string): boolean => {
    if (!track.stopped()) return false
    if (!result.notSent.includes(id)) result.notSent.push(id)
    return true
  }
  const warn = (findingId: string, what: string, error: unknown): void => {
    const failure = toHarbourmasterError(error)
    result.warnings.push(`${findingId}: ${what} failed (${failure.message})`)
    options.logger?.event('lifecycle', 'warning', { finding: findingId, what, class: failure.failureClass })
  }
  // The ledger's cap (threads.ts), reached by a look before a reply or before sending one again.
  const cut = (findingId: string, before: 'reply' | 'retry'): void => {
    result.threadCut.push(findingId)
    const pages = options.threadPages ?? THREAD_COMMENT_PAGES
    options.logger?.event('lifecycle', 'cap', { cap: 'thread-comments', finding: findingId, limit: pages * 100, pages, before })
  }

  await bounded(options.plan.actions, options.concurrency ?? 4, async (action) => {
    const id = action.entry.findingId
    if (cancelled(id)) return
    // Resolved before the reply: an open thread carrying our "Fixed" then always means a developer reopened it,
    // and a run cut off between the two leaves the thread resolved, not open with an answer that reads as reopened.
    if (action.resolve && !(await resolve(action))) return
    if (!action.reply) {
      result.alreadyReplied.push(id)
      return
    }
    if (cancelled(id)) return
    let counted = false
    const start = (): void => {
      counted = true
      track.started++
    }
    try {
      // Another run's reply since the plan was read: not given twice.
      const since = await repliedSince(graphql, options, action)
      if (since === 'cut') {
        start()
        cut(id, 'reply')
      } else if (since) {
        start()
        result.alreadyReplied.push(id)
      } else if (cancelled(id)) return
      else {
        start()
        track.inFlight.add(id)
        const outcome = await replyOnce(rest, graphql, options, action).finally(() => track.inFlight.delete(id))
        if (outcome === 'cancelled') {
          result.notSent.push(id)
          return
        }
        if (outcome === 'cut') {
          cut(id, 'retry')
          return
        }
        result.replied.push(id)
        track.replied.push(id)
        if (outcome === 'found') result.recovered.push(id)
      }
    } catch (error) {
      if (!counted) start()
      warn(id, 'reply', error)
    }
  })

  /**
   * Resolves the thread (idempotent: a resolved one is left alone). False when the reply must not
   * follow: the resolution failed (the thread stays open without our answer, so the next push plans
   * both again). A thread we may not resolve still gets its reply, as before resolutions came first.
   */
  async function resolve(action: PlannedAction): Promise<boolean> {
    const { findingId: id, threadId } = action.entry
    const resolvable = (): Promise<ResolvableAnswer> => graphql.graphql<ResolvableAnswer>(RESOLVABLE, { id: threadId })
    let sent = false
    try {
      const answer = await resolvable()
      if (!answer.node?.viewerCanResolve || answer.node.isResolved) return true
      if (cancelled(id)) return false
      sent = true
      await (options.writes?.graphql ?? graphql).graphql(RESOLVE, { id: threadId })
      result.resolved.push(id)
      return true
    } catch (error) {
      // GitHub may have resolved the thread before failing: read it once more before reporting a failure.
      const resolved =
        sent &&
        (await resolvable().then(
          (answer) => answer.node?.isResolved === true,
          () => false,
        ))
      if (resolved) result.resolved.push(id)
      else warn(id, 'resolve', error)
      return resolved
    }
  }
  options.logger?.event('lifecycle', 'done', {
    replied: result.replied.length,
    recovered: result.recovered.length,
    already_replied: result.alreadyReplied.length,
    thread_cut: result.threadCut.length,
    resolved: result.resolved.length,
    not_sent: result.notSent.length,
    warnings: result.warnings.length,
  })
  return result
}
