import { carriesMarker, makeRunMarker, sameLogin } from '../core/contracts/markers.js'
import { httpFailure, listReviews, type ListedReview, type PublicationPort, type RestPort, type ReviewTarget } from '../core/github/github-port.js'
import { bodyAsPosted, reviewAsPosted } from '../core/publication/review-original.js'
import { readPublicationFailureReceipt, readPublicationReceipt, type ReceiptRead } from '../core/publication/receipts.js'
import { sentBodyDigest } from '../core/publication/sent-body.js'
import type { PublicationFailure, PublicationReceipt } from '../core/contracts/run-config.js'
import { GitHubError, PolicyError, toHarbourmasterError } from '../core/errors.js'
import type { Logger } from '../core/telemetry/logger.js'

/**
 * The runner's proof that a run published what it claims. It trusts neither
 * OpenCode's output nor the model: success is exactly one NEW, submitted
 * review by the expected identity, on the exact head SHA, carrying this run's
 * marker, whose id and SHA match the plugin's private receipt. GitHub's lists
 * are eventually consistent, so it polls with a bounded backoff.
 */
export { makeRunMarker as makeMarker }

export interface ReviewSnapshot {
  reviewIds: ReadonlySet<number>
}

/**
 * Taken before OpenCode starts: every review that exists already cannot be this run's. With
 * `headSha`, the pull request is read beside it: the gate checked the head before the file pages
 * were read, and a push in between would have the review posted on the old head about the new
 * head's files, so a head that moved since ends the run here, before any agent or token.
 */
export async function snapshotReviews(rest: RestPort, target: ReviewTarget, headSha?: string): Promise<ReviewSnapshot> {
  const [reviews, live] = await Promise.all([
    listReviews(rest, target),
    headSha === undefined
      ? undefined
      : rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: target.owner, repo: target.repo, pull_number: target.pullNumber }),
  ])
  const moved = live?.data.head.sha
  if (headSha !== undefined && moved !== undefined && moved !== headSha) {
    throw new PolicyError(`the PR head moved from ${headSha} to ${moved} while the run read the pull request; a newer run will review it`)
  }
  return { reviewIds: new Set(reviews.map((r) => r.id)) }
}

export const DEFAULT_VERIFY_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000, 2500]

export interface VerifyOptions extends ReviewTarget {
  snapshot: ReviewSnapshot
  marker: string
  runId: string
  headSha: string
  expectedLogin: string
  /** Where publish_review wrote its receipt; or pass `receipt` directly. */
  privateDir?: string
  receipt?: ReceiptRead<PublicationReceipt>
  /** Waits between look-ups (default 0.5, 1, 2, 4, 2.5 s: at most 10 s in all). */
  delaysMs?: readonly number[]
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  logger?: Logger
}

export interface VerifiedPublication {
  reviewId: number
  headSha: string
  /** Time spent waiting for GitHub to list the review. */
  waitedMs: number
  polls: number
  /** The escalation label's outcome as publish_review's receipt gives it. */
  label?: PublicationReceipt['label']
  /** GitHub's refusal of the label, when it answered one. */
  labelRefusal?: PublicationReceipt['labelRefusal']
}

/**
 * Anyone with write access may edit a review's body, and the expected login also posts other
 * workflows' reviews: one that someone else's edit gave this run's marker is not this run's (as
 * publish_review reads it, core/publication/review-original.ts). The histories are read only when
 * the listing alone does not prove the receipt's review (more than one candidate, or another id),
 * and, without a receipt, before a review is named as one GitHub stored without publish_review knowing.
 */
async function postedWithMarker(
  rest: PublicationPort,
  candidates: ListedReview[],
  options: VerifyOptions,
  receipt: PublicationReceipt | undefined,
  sent?: { digests: ReadonlySet<string>; others: number[] },
): Promise<ListedReview[]> {
  if (candidates.length === 0 || (candidates.length === 1 && candidates[0]?.id === receipt?.reviewId)) return candidates
  const kept: ListedReview[] = []
  for (const review of candidates) {
    const posted = await bodyAsPosted(review, (id) => reviewAsPosted(rest, id, options.expectedLogin))
    if (posted.body === undefined || !carriesMarker(posted.body, options.marker))
      options.logger?.event('verify', 'foreign-marker', { review: review.id, login: review.login, edited_by: posted.editedBy })
    else if (sent && !sent.digests.has(sentBodyDigest(posted.body))) {
      // The same marker text, a body this run never sent: another job's of the same workflow run.
      if (!sent.others.includes(review.id)) sent.others.push(review.id)
      options.logger?.event('verify', 'foreign-marker', { review: review.id, login: review.login, other_job: true })
    } else kept.push(review)
  }
  return kept
}

/**
 * The receipt's review by the expected login whose listed body lost this run's marker to someone
 * else's edit (the PR's author may edit a review's body): what it said when posted, read from its
 * edit history, decides, as for the one-review-per-commit rule. One history read, only then.
 */
async function markerDeletedByEdit(
  rest: PublicationPort,
  fresh: readonly ListedReview[],
  options: VerifyOptions,
  receipt: PublicationReceipt,
): Promise<ListedReview | undefined> {
  const review = fresh.find((r) => r.id === receipt.reviewId && sameLogin(r.login, options.expectedLogin) && !carriesMarker(r.body, options.marker))
  if (!review?.nodeId) return undefined
  const posted = await bodyAsPosted(review, (id) => reviewAsPosted(rest, id, options.expectedLogin))
  return posted.editedBy !== undefined && carriesMarker(posted.body, options.marker) ? review : undefined
}

function notProven(why: string): PolicyError {
  return new PolicyError(`publication not proven: ${why}`)
}

/**
 * A review carrying this run's marker (as posted) is on GitHub, but publish_review wrote no receipt
 * for it: GitHub stored a POST whose answer the tool never saw succeed (a 5xx after the store, its
 * listing lagging past the tool's looks). Not counted as proven; the conclusion must not call it
 * unpublished.
 */
export class UnconfirmedReview extends PolicyError {
  constructor(readonly reviewId: number) {
    super(
      `publication not proven: review ${reviewId} carrying this run's marker is on GitHub, but publish_review never confirmed it (no publication receipt), so it is not counted as this run's proven review`,
    )
    this.name = 'UnconfirmedReview'
  }
}

/**
 * publish_review's POST was answered with a 5xx and its review was not found, by the tool's looks
 * nor by the runner's (as long as it waits for a receipt's review): nothing proves it, and GitHub
 * may still hold it. Not counted as proven; the conclusion says so and names the re-run.
 */
export class UnlistedReview extends PolicyError {
  constructor(
    readonly status: number,
    readonly waitedMs: number,
    /** Reviews carrying the same marker text whose bodies this run never sent: another job's of its workflow run. */
    readonly otherJobs: readonly number[] = [],
  ) {
    super(
      `publication not proven: GitHub lists no review carrying this run's marker after ${waitedMs} ms more of looking, although it may hold the one publish_review's POST sent (HTTP ${status})`,
    )
    this.name = 'UnlistedReview'
  }
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A missing receipt most often means the editor never published, but a PR
 * locked or closed while the agents worked makes GitHub refuse the review
 * too; one read of the PR (only on this failure path) tells them apart.
 */
async function whyNoReceipt(rest: PublicationPort, target: ReviewTarget, options: VerifyOptions): Promise<PolicyError> {
  const fallback = 'no publication receipt (publish_review never succeeded)'
  // A POST answered with a 5xx that publish_review could not find: GitHub may list it late, so it is
  // looked for as long as a receipt's review would be; otherwise one look.
  const unconfirmed = await postUnconfirmed(options)
  // Every body the run sent is known: a review with the same marker and another body is another job's.
  const sent = unconfirmed?.sent ? { digests: new Set(unconfirmed.sent), others: [] as number[] } : undefined
  const sleep = options.sleep ?? realSleep
  const now = options.now ?? Date.now
  const delays = unconfirmed === undefined ? [] : (options.delaysMs ?? DEFAULT_VERIFY_DELAYS_MS)
  const started = now()
  for (let look = 0; ; look++) {
    // GitHub may have stored a POST whose answer publish_review never saw: say so rather than "nothing",
    // but only of a review that carried the marker as posted (not through someone else's edit).
    const marked = await listReviews(rest, target).then(
      (reviews) =>
        reviews.filter((r) => !options.snapshot.reviewIds.has(r.id) && sameLogin(r.login, options.expectedLogin) && carriesMarker(r.body, options.marker)),
      () => [],
    )
    const landed = (await postedWithMarker(rest, marked, options, undefined, sent).catch(() => []))[0]
    if (landed) return new UnconfirmedReview(landed.id)
    const delay = delays[look]
    if (delay === undefined) break
    await sleep(delay)
  }
  if (unconfirmed !== undefined) return new UnlistedReview(unconfirmed.status, now() - started, sent?.others)
  try {
    const { data } = await rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
      owner: target.owner,
      repo: target.repo,
      pull_number: target.pullNumber,
    })
    const what = [data.state === 'closed' ? 'closed' : '', data.locked ? 'locked' : ''].filter(Boolean).join(' and ')
    return notProven(what ? `the pull request was ${what} during the run, so GitHub refused the review (${fallback})` : fallback)
  } catch {
    return notProven(fallback)
  }
}

/** publish_review's last POST, answered with a 5xx, when it could not find that POST's review (publication-failure.json). */
async function postUnconfirmed(options: VerifyOptions): Promise<PublicationFailure['unconfirmed']> {
  if (!options.privateDir) return undefined
  const read = await readPublicationFailureReceipt(options.privateDir).catch(() => ({ status: 'missing' as const }))
  return read.status === 'present' && read.receipt.runId === options.runId ? read.receipt.unconfirmed : undefined
}

export async function verifyPublication(rest: PublicationPort, options: VerifyOptions): Promise<VerifiedPublication> {
  try {
    return await verify(rest, options)
  } catch (error) {
    // The run summary carries the same reason; this line puts it under the stage that decided it.
    const failure = toHarbourmasterError(error)
    options.logger?.event('verify', 'fail', { class: failure.failureClass, reason: failure.message })
    throw error
  }
}

async function verify(rest: PublicationPort, options: VerifyOptions): Promise<VerifiedPublication> {
  const target: ReviewTarget = { owner: options.owner, repo: options.repo, pullNumber: options.pullNumber }

  const read = options.receipt ?? (options.privateDir ? await readPublicationReceipt(options.privateDir) : { status: 'missing' as const })
  if (read.status === 'missing') throw await whyNoReceipt(rest, target, options)
  if (read.status === 'invalid') throw notProven(`the publication receipt is unreadable (${read.why})`)
  const receipt = read.receipt
  if (receipt.runId !== options.runId || receipt.marker !== options.marker || receipt.headSha !== options.headSha) {
    throw notProven('the publication receipt belongs to another run or commit')
  }

  try {
    return await proveOnGitHub(rest, target, options, receipt)
  } catch (error) {
    if (error instanceof PolicyError) throw error
    // The plugin reported a review that GitHub could not be read to prove: say which, and that it is not counted.
    const failure = toHarbourmasterError(error)
    const status = httpFailure(error)?.status
    if (failure.failureClass !== 'github' && status === undefined) throw failure
    const what = `publish_review reported review ${receipt.reviewId} on ${options.headSha.slice(0, 12)}, which is not counted as proven`
    throw new GitHubError(`${failure.message}; ${what}`, status, { cause: error })
  }
}

async function proveOnGitHub(rest: PublicationPort, target: ReviewTarget, options: VerifyOptions, receipt: PublicationReceipt): Promise<VerifiedPublication> {
  const sleep = options.sleep ?? realSleep
  const now = options.now ?? Date.now
  const delays = options.delaysMs ?? DEFAULT_VERIFY_DELAYS_MS
  const { data: pull } = await rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
    owner: target.owner,
    repo: target.repo,
    pull_number: target.pullNumber,
  })
  if (pull.head.sha !== options.headSha) {
    throw notProven(`the head moved during the run (${options.headSha.slice(0, 12)} -> ${pull.head.sha.slice(0, 12)})`)
  }

  const started = now()
  let waited = 0
  let foreign: ListedReview[] = []
  for (let poll = 1; poll <= delays.length + 1; poll++) {
    const fresh = (await listReviews(rest, target)).filter((r) => !options.snapshot.reviewIds.has(r.id))
    const marked = fresh.filter((r) => carriesMarker(r.body, options.marker))
    const ours = await postedWithMarker(
      rest,
      marked.filter((r) => sameLogin(r.login, options.expectedLogin)),
      options,
      receipt,
    )
    const unmarked = ours.some((r) => r.id === receipt.reviewId) ? undefined : await markerDeletedByEdit(rest, fresh, options, receipt)
    if (unmarked) ours.push(unmarked)
    foreign = marked.filter((r) => !sameLogin(r.login, options.expectedLogin))
    for (const r of foreign) options.logger?.event('verify', 'foreign-marker', { review: r.id, login: r.login })
    if (ours.length > 1) throw notProven(`${ours.length} reviews carry this run's marker (${ours.map((r) => r.id).join(', ')})`)
    const review = ours[0]
    if (review) {
      if (review.state === 'PENDING') throw notProven(`review ${review.id} is pending, not submitted`)
      if (review.commitId !== options.headSha)
        throw notProven(`review ${review.id} is on ${String(review.commitId).slice(0, 12)}, not the head ${options.headSha.slice(0, 12)}`)
      if (review.id !== receipt.reviewId) throw notProven(`the receipt names review ${receipt.reviewId} but GitHub holds ${review.id}`)
      options.logger?.event('verify', 'proven', { review: review.id, polls: poll, waited_ms: waited })
      return { reviewId: review.id, headSha: options.headSha, waitedMs: waited, polls: poll, label: receipt.label, labelRefusal: receipt.labelRefusal }
    }
    const delay = delays[poll - 1]
    if (delay === undefined) break
    await sleep(delay)
    waited = now() - started
  }
  const forged =
    foreign.length > 0 ? `; ${foreign.length} review(s) by other logins (${foreign.map((r) => r.login).join(', ')}) carry a copy of the marker` : ''
  throw notProven(`no new review by ${options.expectedLogin} carries this run's marker after ${waited} ms${forged}`)
}
