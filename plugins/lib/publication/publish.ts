import { GitHubError, PolicyError, SkipRun, toHarbourmasterError } from '../../../src/core/errors.js'
import { buildLineMap } from '../../../src/core/diff/diff-lines.js'
import { carriesMarker, hasAnyRunMarker, instanceOfMarker, sameLogin } from '../../../src/core/contracts/markers.js'
import { ownReviewWithMarker, provenAsPostedOn, reviewAsPosted, type AsPostedReader } from '../../../src/core/publication/review-original.js'
import { httpFailure, listReviews, transientDelay, type ListedReview, type PublicationPort, type ReviewTarget } from '../../../src/core/github/github-port.js'
import { normaliseSentBody } from '../../../src/core/publication/sent-body.js'
import type { PreparedPublication } from './payload-to-review.js'
import { relocateToBody } from './assemble-review.js'
import { classify, classifyListing, explainRefusal } from './review-refusal.js'

/**
 * Posts the one COMMENT review of a run. Never APPROVE or REQUEST_CHANGES,
 * whatever the payload says; always on the trusted head SHA. Every retry is
 * preceded by a look for this run's marker on GitHub, so a POST that GitHub
 * stored before failing is found instead of duplicated. A POST answered with a
 * 5xx (or a reset connection) is never retried at all: GitHub may have stored
 * it, and a listing that does not show it yet proves nothing (it may lag), so
 * the run looks for it and otherwise reports the review as unconfirmed.
 */
export interface PublishOptions extends ReviewTarget {
  headSha: string
  marker: string
  expectedLogin: string
  sleep?: (ms: number) => Promise<void>
  /** Waits before the second and third POST when GitHub named no retry-after. */
  backoffMs?: readonly number[]
  /** Waits before each look for our marker after a transient fault (eventual consistency). */
  confirmDelaysMs?: readonly number[]
  /**
   * Waits before each look after a POST answered with a 5xx, which is never posted again (default 0,
   * 1, 2, 4, 8 s after the backoff: about 16 s, more than the runner's own wait for a listing). Only
   * that failure path pays it, and a review found then is proven instead of failing the run.
   */
  unconfirmedLooksMs?: readonly number[]
  maxRetryAfterMs?: number
  /** POSTs for transient faults in all; a refused anchor earns one more. */
  maxPosts?: number
  log?: (event: string, fields: Record<string, string | number | boolean | undefined>) => void
  /** Added to the pull request when a finding is escalated; the trusted config's label. */
  escalationLabel?: string
  /**
   * Every publication this run has POSTed, oldest first (the caller keeps it across tool calls;
   * each POST appends to it). A review an earlier call stored before failing is reported with
   * what that call sent, not with the payload of the call that found it.
   */
  sent?: PreparedPublication[]
  /**
   * Comment mode without review-same-commit: a review another run proved on this head (after
   * this run's gate found none) ends publication with SkipRun instead of a second review.
   */
  oneReviewPerCommit?: boolean
  /**
   * False when this run has POSTed nothing yet (no earlier attempt, in this or an earlier editor
   * process): a review carrying its marker can then only be another job's of the same workflow run
   * (a matrix shares GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT, so the marker text), never this run's.
   * Default true: a replay publishes under the recording run's marker on purpose.
   */
  mayHaveStored?: boolean
  /**
   * Reviews carrying this run's marker that are known not to be this run's (the caller keeps it
   * across tool calls): those listed before this run's first POST. A look for a review a failed
   * POST stored never takes one of them for it.
   */
  foreign?: Set<number>
  /**
   * Every POST of this run went through `sent` (its first call found mayHaveStored false): a review
   * carrying its marker is this run's only if its body as posted is one of those. Another job of the
   * same workflow run may post between this run's first listing and a POST that failed.
   */
  ownsEveryPost?: boolean
  /**
   * The status of an earlier POST of this run that GitHub answered with a 5xx and that no look has
   * found since (the caller keeps it across tool calls): GitHub may hold it, so this call looks for
   * it and posts nothing.
   */
  unconfirmedPost?: number
}

/**
 * A review POST GitHub answered with a 5xx (or a reset connection), which GitHub may have stored
 * before failing, not found by this run's looks. Not posted again: nothing is posted twice.
 */
export class ReviewMayBeStored extends GitHubError {
  constructor(status: number, looked: boolean) {
    super(
      `GitHub answered the review POST with HTTP ${status} and may have stored the review before failing; ` +
        (looked ? "no review carrying this run's marker is listed yet" : 'no look for it succeeded') +
        ', so it is not posted again (a second POST could publish it twice)',
      status,
    )
    this.name = 'ReviewMayBeStored'
  }
}

export interface PublishResult {
  reviewId: number
  headSha: string
  marker: string
  htmlUrl: string | undefined
  inlineComments: number
  bodyFindings: number
  posts: number
  how: 'posted' | 'found-after-fault' | 'already-published'
  publication: PreparedPublication
  /** Every GitHub request made, as "METHOD route", in order (for telemetry and the docs). */
  requests: string[]
  /** The escalation label: added now, already there, not needed, or failed (a warning, the review stands). */
  label: LabelOutcome
  /** GitHub's answer when the label failed on one: the runner names the refusal and the permission it wants. */
  labelRefusal?: LabelRefusal
}

export interface LabelRefusal {
  status: number
  /** x-accepted-github-permissions of the refusal. */
  accepted?: string
  /** GitHub's rate limit answered both attempts (a 403 too): no permission problem. */
  rateLimited?: boolean
}

export type LabelOutcome = 'added' | 'present' | 'not-needed' | 'failed'

const ROUTES = {
  list: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews',
  create: 'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews',
  remove: 'DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}',
  files: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
  labels: 'GET /repos/{owner}/{repo}/issues/{issue_number}/labels',
  addLabels: 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
  graphql: 'POST /graphql',
} as const

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The review, then the escalation label when a finding was escalated. The
 * label is part of publication (only this plugin holds the token) and comes
 * after the review, so a label never announces a review that failed.
 */
export async function publishReview(rest: PublicationPort, prepared: PreparedPublication, options: PublishOptions): Promise<PublishResult> {
  const result = await postReview(rest, prepared, options)
  const label = options.escalationLabel
  if (!label || result.publication.routes.escalate === 0) return result
  const labelled = await ensureLabel(rest, options, label, result.requests, options.sleep ?? realSleep)
  result.label = labelled.outcome
  if (labelled.refusal) result.labelRefusal = labelled.refusal
  ;(options.log ?? (() => {}))('label', { label, outcome: result.label, status: labelled.refusal?.status })
  return result
}

/**
 * Adds the label unless the pull request already has it. Adding is
 * idempotent on GitHub's side, but every write that may apply before
 * failing looks first (the project's rule): a retried run, or a retry after
 * a 5xx, lists the labels and finds it. Failure is a warning: the review,
 * with its "needs a human look" section, already stands.
 */
async function ensureLabel(
  rest: PublicationPort,
  target: ReviewTarget,
  label: string,
  requests: string[],
  sleep: (ms: number) => Promise<void>,
): Promise<{ outcome: LabelOutcome; refusal?: LabelRefusal }> {
  const params = { owner: target.owner, repo: target.repo, issue_number: target.pullNumber }
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      requests.push(ROUTES.labels)
      const { data } = await rest.request(ROUTES.labels, { ...params, per_page: 100 })
      if (data.some((l) => l.name.toLowerCase() === label.toLowerCase())) return { outcome: attempt === 1 ? 'present' : 'added' }
      requests.push(ROUTES.addLabels)
      await rest.request(ROUTES.addLabels, { ...params, labels: [label] })
      return { outcome: 'added' }
    } catch (error) {
      const failure = httpFailure(error)
      if (!failure) return { outcome: 'failed' }
      const transient = transientDelay(failure).transient
      if (!transient || attempt === 2) {
        const accepted = failure.headers['x-accepted-github-permissions']
        const refusal = {
          status: failure.status,
          ...(accepted ? { accepted: String(accepted).slice(0, 200) } : {}),
          ...(transient ? { rateLimited: true } : {}),
        }
        return { outcome: 'failed', refusal }
      }
      await sleep(Math.min(transientDelay(failure).retryAfterMs ?? 1000, 5000))
    }
  }
  return { outcome: 'failed' }
}

async function postReview(rest: PublicationPort, prepared: PreparedPublication, options: PublishOptions): Promise<PublishResult> {
  const sleep = options.sleep ?? realSleep
  const backoff = options.backoffMs ?? [1000, 4000]
  const confirmDelays = options.confirmDelaysMs ?? [0, 1000, 2000]
  const unconfirmedLooks = options.unconfirmedLooksMs ?? [0, 1000, 2000, 4000, 8000]
  const maxRetryAfter = options.maxRetryAfterMs ?? 60_000
  const maxPosts = options.maxPosts ?? 3
  const log = options.log ?? (() => {})
  const requests: string[] = []
  const target: ReviewTarget = { owner: options.owner, repo: options.repo, pullNumber: options.pullNumber }

  const list = async (): Promise<ListedReview[]> => {
    requests.push(ROUTES.list)
    return listReviews(rest, target)
  }
  // A review whose marker someone else's edit wrote (same login: another workflow's, or an older one of ours) is not ours.
  const read: AsPostedReader = (id) => {
    requests.push(ROUTES.graphql)
    return reviewAsPosted(rest, id, options.expectedLogin)
  }
  const foreign = options.foreign ?? new Set<number>()
  const sent = options.sent ?? []
  // GitHub keeps a body as sent; line endings and trailing blanks are not worth a second review.
  const norm = normaliseSentBody
  const sentBody = options.ownsEveryPost || options.mayHaveStored === false ? (body: string) => sent.some((p) => norm(p.body) === norm(body)) : undefined
  const ours = (reviews: readonly ListedReview[]): Promise<ListedReview | undefined> =>
    ownReviewWithMarker(
      reviews.filter((r) => !foreign.has(r.id)),
      options.marker,
      options.expectedLogin,
      read,
      sentBody,
    )
  const result = (id: number, htmlUrl: string | undefined, posts: number, how: PublishResult['how'], publication: PreparedPublication): PublishResult => ({
    reviewId: id,
    headSha: options.headSha,
    marker: options.marker,
    htmlUrl,
    inlineComments: publication.comments.length,
    bodyFindings: publication.findings.filter((f) => f.placement === 'body').length,
    posts,
    how,
    publication,
    requests,
    label: 'not-needed',
  })

  const existing = await listPatiently(list, sleep, backoff)
  // Before this run's first POST, a review of ours carrying its marker is another job's of the same workflow run.
  if (options.mayHaveStored === false)
    for (const r of existing) if (sameLogin(r.login, options.expectedLogin) && carriesMarker(r.body, options.marker)) foreign.add(r.id)
  const already = options.mayHaveStored === false ? undefined : await ours(existing)
  if (already) return result(already.id, undefined, 0, 'already-published', sent.find((p) => p.body === already.body) ?? sent.at(-1) ?? prepared)
  if (options.unconfirmedPost !== undefined) {
    // An earlier call's POST GitHub may hold: look again (the list may have caught up), never post.
    const found = await confirm(list, ours, confirmDelays, sleep)
    if (found && found !== 'unknown')
      return result(found.id, undefined, 0, 'found-after-fault', sent.find((p) => norm(p.body) === norm(found.body)) ?? sent.at(-1) ?? prepared)
    throw new ReviewMayBeStored(options.unconfirmedPost, found !== 'unknown')
  }
  if (options.oneReviewPerCommit) await refuseSecondReview(existing, options, read)
  await clearPendingReviews(rest, target, existing, requests, log)

  let current = prepared
  let relocated = false
  for (let posts = 1; ; posts++) {
    try {
      requests.push(ROUTES.create)
      sent.push(current)
      const { data } = await rest.request(ROUTES.create, {
        owner: target.owner,
        repo: target.repo,
        pull_number: target.pullNumber,
        commit_id: options.headSha,
        event: 'COMMENT',
        body: current.body,
        comments: current.comments,
      })
      log('posted', { review: Number(data.id), posts, ...(current.bodyCut ? { body_cut_findings: current.bodyCut } : {}) })
      return result(Number(data.id), data.html_url, posts, 'posted', current)
    } catch (error) {
      const failure = httpFailure(error)
      if (!failure) throw toHarbourmasterError(error)
      if (failure.status === 422 && !relocated && current.comments.length > 0) {
        // A locked or closed PR, or a force-push that replaced the reviewed head, is no refused anchor:
        // moving every finding to the body would only be refused again.
        const why = await explainRefusal(rest, { ...target, headSha: options.headSha }, failure, posts, requests)
        if (why instanceof PolicyError) throw why
        // GitHub does not say which comment it refused; re-check every anchor
        // against the live diff, and if none is identified move them all.
        const refused = await refusedAnchors(rest, target, current, requests)
        const ids = refused.size > 0 ? refused : new Set(current.findings.filter((f) => f.placement === 'inline').map((f) => f.id))
        current = relocateToBody(current, ids, 'GitHub refused this line as outside the diff')
        relocated = true
        log('anchors-refused', { moved: ids.size, identified: refused.size })
        continue
      }
      const { transient, retryAfterMs } = transientDelay(failure)
      const budget = maxPosts + (relocated ? 1 : 0)
      if (!transient) throw await explainRefusal(rest, { ...target, headSha: options.headSha }, failure, posts, requests)
      const tooLong = retryAfterMs !== undefined && retryAfterMs > maxRetryAfter
      if (failure.status >= 500) {
        // GitHub may have stored this POST before its 5xx, and its review list may show it only
        // later: a look that misses it proves nothing, so a second POST could publish twice. Look
        // (after the wait GitHub names, bounded) and never post again. Longer than before a retry:
        // a review found here is proven, one not found fails the run.
        const wait = tooLong ? 0 : (retryAfterMs ?? backoff[Math.min(posts - 1, backoff.length - 1)] ?? 1000)
        log('transient', { status: failure.status, wait_ms: wait, posts })
        if (wait > 0) await sleep(wait)
        const found = await confirm(list, ours, unconfirmedLooks, sleep)
        if (found && found !== 'unknown') return result(found.id, undefined, posts, 'found-after-fault', current)
        log('unconfirmed', { status: failure.status, posts, looked: found !== 'unknown' })
        throw new ReviewMayBeStored(failure.status, found !== 'unknown')
      }
      // A rate limit (429, or a 403 GitHub names as one): GitHub refused the POST before applying it.
      if (posts >= budget || tooLong) {
        if (!tooLong) throw classify(failure, posts)
        throw new GitHubError(
          `GitHub asked to wait ${Math.ceil(retryAfterMs / 1000)} s before retrying the review, longer than ${maxRetryAfter / 1000} s`,
          failure.status,
        )
      }
      const wait = retryAfterMs ?? backoff[Math.min(posts - 1, backoff.length - 1)] ?? 1000
      log('transient', { status: failure.status, wait_ms: wait, posts })
      await sleep(wait)
      // Still looked for first (the project's rule for every retried write), although a limit applied nothing.
      const found = await confirm(list, ours, confirmDelays, sleep)
      if (found === 'unknown')
        throw new GitHubError(`could not check GitHub for this run's review after HTTP ${failure.status}; not re-posting to avoid a duplicate`, failure.status)
      if (found) return result(found.id, undefined, posts, 'found-after-fault', current)
    }
  }
}

/** The first listing is idempotent, so transient faults are simply retried (bounded). */
async function listPatiently(list: () => Promise<ListedReview[]>, sleep: (ms: number) => Promise<void>, backoff: readonly number[]): Promise<ListedReview[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await list()
    } catch (error) {
      const failure = httpFailure(error)
      if (!failure) throw toHarbourmasterError(error)
      const { transient, retryAfterMs } = transientDelay(failure)
      if (!transient || attempt >= backoff.length || (retryAfterMs ?? 0) > 60_000) throw classifyListing(failure)
      await sleep(retryAfterMs ?? backoff[attempt] ?? 1000)
    }
  }
}

/** Looks for our marker a few times; 'unknown' when no look-up succeeded at all. */
async function confirm(
  list: () => Promise<ListedReview[]>,
  ours: (reviews: readonly ListedReview[]) => Promise<ListedReview | undefined>,
  delays: readonly number[],
  sleep: (ms: number) => Promise<void>,
): Promise<ListedReview | undefined | 'unknown'> {
  let looked = false
  for (const delay of delays) {
    if (delay > 0) await sleep(delay)
    try {
      const found = await ours(await list())
      looked = true
      if (found) return found
    } catch {
      // A failed look-up (the listing, or a review's edit history) proves nothing either way; try the next one.
    }
  }
  return looked ? undefined : 'unknown'
}

/**
 * GitHub allows one pending review per user and PR, and lists only the
 * caller's own pending reviews. A leftover that carries a Harbourmaster run
 * marker is ours (an interrupted run) and is deleted; anything else is a
 * human's draft under the same identity, which we refuse to destroy.
 */
async function clearPendingReviews(
  rest: PublicationPort,
  target: ReviewTarget,
  reviews: readonly ListedReview[],
  requests: string[],
  log: NonNullable<PublishOptions['log']>,
): Promise<void> {
  for (const review of reviews.filter((r) => r.state === 'PENDING')) {
    if (!hasAnyRunMarker(review.body)) {
      throw new PolicyError(
        `a pending review (${review.id}) by the token's identity without a Harbourmaster marker blocks publication; submit or delete it, or use another token`,
      )
    }
    requests.push(ROUTES.remove)
    await guard(rest.request(ROUTES.remove, { owner: target.owner, repo: target.repo, pull_number: target.pullNumber, review_id: review.id }))
    log('pending-deleted', { review: review.id })
  }
}

/**
 * The inline findings GitHub's own diff cannot anchor, read from the files listing. GitHub lists
 * a page's later rows with no patch once that page's patches reach about 20,000 lines
 * (src/context/withheld-patches.ts); a finding's file listed so (the run staged a patch for it, or
 * it would not be inline) is read again alone (per_page=1 at its place), so its comment is not
 * taken for one on a file without a diff and moved to the body. At most one request per path a
 * finding names.
 */
async function refusedAnchors(rest: PublicationPort, target: ReviewTarget, publication: PreparedPublication, requests: string[]): Promise<Set<string>> {
  const inline = publication.findings.filter((f) => f.placement === 'inline')
  const patches = new Map<string, string | undefined>()
  const position = new Map<string, number>()
  const list = async (perPage: number, page: number) => {
    requests.push(ROUTES.files)
    const { data } = await rest.request(ROUTES.files, { owner: target.owner, repo: target.repo, pull_number: target.pullNumber, per_page: perPage, page })
    return data
  }
  try {
    for (let page = 1; page <= 30; page++) {
      const data = await list(100, page)
      data.forEach((file, i) => {
        patches.set(file.filename, file.patch)
        position.set(file.filename, (page - 1) * 100 + i + 1)
      })
      if (data.length < 100) break
    }
    for (const path of new Set(inline.map((f) => f.path))) {
      const at = position.get(path)
      if (at === undefined || patches.get(path) !== undefined) continue
      const [again] = await list(1, at)
      // A listing that shifted meanwhile names another file there: the row stays as listed.
      if (again?.filename === path) patches.set(path, again.patch)
    }
  } catch {
    return new Set()
  }
  const refused = new Set<string>()
  for (const f of inline) {
    const map = buildLineMap(patches.get(f.path))
    const side = f.side ?? 'RIGHT'
    const ok = f.start_line === undefined ? map.isCommentable(side, f.line) : map.rangeInOneHunk(side, f.start_line, f.line)
    if (!ok) refused.add(f.id)
  }
  return refused
}

async function guard<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise
  } catch (error) {
    const failure = httpFailure(error)
    throw failure ? classify(failure, 0) : toHarbourmasterError(error)
  }
}

/**
 * Two runs on one commit at once (a workflow without a concurrency group: an `edited` or
 * `labeled` event beside `opened`) both pass the gate's one-review-per-commit check before
 * either publishes; the one that reaches GitHub second finds the other's proven review here.
 */
async function refuseSecondReview(existing: readonly ListedReview[], options: PublishOptions, read: AsPostedReader): Promise<void> {
  const facts = existing.map((r) => ({ ...r, author: r.login }))
  // Only this instance's reviews: another Harbourmaster job on the pull request (its own `instance`) posts its own.
  // One whose marker came from someone else's edit (read as posted) is no review of this commit.
  const { proven: other } = await provenAsPostedOn(facts, options.headSha, options.expectedLogin, instanceOfMarker(options.marker), read)
  if (!other) return
  throw new SkipRun(
    `commit ${options.headSha.slice(0, 12)} already has Harbourmaster review ${other.reviewId} (run ${other.runId}), published by another run or job while this one reviewed it; ` +
      `this run posted nothing, so the commit is not reviewed twice (set review-same-commit: true to review it again, ` +
      `or give the workflow a concurrency group with cancel-in-progress so one run per pull request reviews; ` +
      `if that review is another Harbourmaster workflow's or job's, give each one its own 'instance' input)`,
    { reviewId: other.reviewId },
  )
}
