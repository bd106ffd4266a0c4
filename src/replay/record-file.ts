import { readFile, stat } from 'node:fs/promises'
import { RECORD_LIMITS, REVIEW_RECORD_KIND, REVIEW_RECORD_VERSION, reviewRecordSchema, type ReviewRecord } from '../core/contracts/review-record.js'
import { ConfigurationError, PolicyError } from '../core/errors.js'
import { instanceOfMarker, sameInstance } from '../core/contracts/markers.js'
import { ownReviewWithMarker, type AsPostedReader } from '../core/publication/review-original.js'
import type { ListedReview, ReviewTarget } from '../core/github/github-port.js'
import type { AssessedFinding } from '../core/contracts/run-config.js'
import { findingId } from '../core/contracts/review-payload.js'
import type { StagedPatchText } from '../core/contracts/fingerprint.js'

/**
 * Reading and checking a saved review record for `replay-findings`. The
 * record is data from an earlier run (often an artifact): it is validated by
 * its schema, and it may only be published on the commit it was made for.
 */
/**
 * The largest record read (the writer keeps to the same bound). The file is an artifact another
 * job wrote, so its size is checked before it is read into memory.
 */
export const MAX_RECORD_BYTES = RECORD_LIMITS.bytes

/**
 * `named`: how the user gave the path, for every refusal: the action's input (the default), or
 * `--record` of `npm run replay`, where "Input 'replay-findings'" would name an input nobody set.
 */
export async function loadReviewRecord(path: string, named = "Input 'replay-findings'"): Promise<ReviewRecord> {
  const unreadable = (error: unknown): ConfigurationError =>
    new ConfigurationError(
      `${named} names '${path}', which cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}); pass the findings-file of an earlier run, e.g. downloaded as an artifact.`,
      'replay-findings',
    )
  const size = await stat(path).then(
    (s) => s.size,
    (error: unknown) => {
      throw unreadable(error)
    },
  )
  if (size > MAX_RECORD_BYTES)
    throw new ConfigurationError(
      `${named} names '${path}', which is ${size} bytes; a review record is at most ${MAX_RECORD_BYTES} bytes: pass the findings-file of an earlier run as it wrote it.`,
      'replay-findings',
    )
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch (error) {
    throw unreadable(error)
  }
  let text: string
  try {
    // Strict: the writer's JSON is always UTF-8, and a lenient read would replay a re-encoded record with replacement characters.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ConfigurationError(
      `${named} names '${path}', which is not UTF-8 (it was re-encoded or damaged since it was written); pass the findings-file of an earlier run exactly as it wrote it.`,
      'replay-findings',
    )
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ConfigurationError(`${named} names '${path}', which is not JSON; pass the findings-file of an earlier run.`, 'replay-findings')
  }
  const stated: { kind?: unknown; version?: unknown } = json !== null && typeof json === 'object' ? json : {}
  if (stated.kind === REVIEW_RECORD_KIND && stated.version !== REVIEW_RECORD_VERSION)
    throw new ConfigurationError(
      `${named} names '${path}', a review record of version ${JSON.stringify(stated.version)}; this release reads version ${REVIEW_RECORD_VERSION}: run the review again with this release, or replay the record with the release that wrote it.`,
      'replay-findings',
    )
  if (stated.kind === REVIEW_RECORD_KIND && !('team' in stated))
    throw new ConfigurationError(
      `${named} names '${path}', a review record without its \`team\` field; a version-${REVIEW_RECORD_VERSION} record always says whether the reviewer team completed, ` +
        `and one without it could publish an incomplete review as complete: pass the findings-file exactly as the recording run wrote it, or run the review again.`,
      'replay-findings',
    )
  const parsed = reviewRecordSchema.safeParse(json)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    const where = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown'
    throw new ConfigurationError(
      `${named} names '${path}', which is not a Harbourmaster review record of version ${REVIEW_RECORD_VERSION} (${where}): pass the findings-file of an earlier run exactly as it wrote it.`,
      'replay-findings',
    )
  }
  return parsed.data
}

/**
 * A replay publishes under the recording run's marker and answers that instance's threads, so it
 * must be the same instance: under another, it would not find that run's review if GitHub
 * already holds it (and post it twice), and would re-check another job's threads.
 */
export function checkRecordInstance(record: ReviewRecord, instance: string | undefined): void {
  const recorded = instanceOfMarker(record.run.marker)
  if (sameInstance(recorded, instance)) return
  const named = (i: string | undefined): string => (i === undefined ? 'no instance' : `instance '${i}'`)
  throw new ConfigurationError(
    `Input 'replay-findings' holds a review recorded by ${named(recorded)}, but this job has ${named(instance)}; ` +
      `a replay publishes as the job that recorded it: give both jobs the same 'instance' input${recorded === undefined ? ' (here none)' : ` (instance: ${recorded})`}.`,
    'instance',
  )
}

/** The record must name this repository, this pull request and its current head commit. */
export function checkRecordTarget(record: ReviewRecord, target: ReviewTarget & { headSha: string }): void {
  const here = `${target.owner}/${target.repo}#${target.pullNumber}`
  const there = `${record.repository.owner}/${record.repository.repo}#${record.pullNumber}`
  if (here.toLowerCase() !== there.toLowerCase()) {
    throw new PolicyError(
      `Input 'replay-findings' holds a record made for ${there}, not ${here}: replay refused; pass the findings-file of this pull request's own review run`,
    )
  }
  if (record.headSha !== target.headSha) {
    throw new PolicyError(
      `Input 'replay-findings' holds a record made for head ${record.headSha.slice(0, 12)} but the pull request's head is ${target.headSha.slice(0, 12)}: ` +
        `it was pushed (or force-pushed) since the review, and a review is published only on the commit it reviewed; replay refused, review the new head instead`,
    )
  }
}

/**
 * Finding ids are computed by trusted code (a fingerprint of the anchored line
 * on the diff), never taken from text; the record's ids key its assessments,
 * and a finding the payload omits is published under its recorded id. So each
 * must be its finding's fingerprint on this head's diff, and unique: an edited
 * or forged id would put another finding's marker on GitHub (a later run would
 * treat that thread as the other finding), and a repeated one would silently
 * lose one of the two assessments. `staged` gives the staged patch of each
 * reviewable path, as publication fingerprints it; a finding on another path
 * is never restored (publication publishes only reviewable paths, and
 * computes the id of every payload finding itself), so its id is not checked.
 */
export function checkRecordFindings(record: ReviewRecord, staged: ReadonlyMap<string, string | StagedPatchText | undefined>): void {
  const fix =
    'a finding id is computed from the finding and the diff, never edited: pass the findings-file exactly as the recording run wrote it, or run a new review'
  const seen = new Map<string, number>()
  record.findings.forEach((f, i) => {
    const where = `findings[${i}] (${f.path}:${f.line})`
    const earlier = seen.get(f.id)
    if (earlier !== undefined)
      throw new ConfigurationError(
        `Input 'replay-findings' holds a record whose ${where} repeats the id ${f.id} of findings[${earlier}]; ${fix}.`,
        'replay-findings',
      )
    seen.set(f.id, i)
    if (!staged.has(f.path)) return
    const computed = findingId(f, staged.get(f.path))
    if (computed !== f.id)
      throw new ConfigurationError(
        `Input 'replay-findings' holds a record whose ${where} carries id ${f.id}, but that finding's fingerprint on this diff is ${computed}; ${fix}.`,
        'replay-findings',
      )
  })
}

/**
 * A replay publishes under the recording run's marker. A review that already
 * carries it is that run's post (GitHub applied it before failing) or an
 * earlier replay's: posting again would put the same review up twice. Read as
 * posted (core/publication/review-original.ts): the marker someone else's
 * edit wrote into another review of the same login stops nothing.
 */
export function alreadyPublished(
  marker: string,
  reviews: readonly ListedReview[],
  expectedLogin: string,
  read: AsPostedReader,
): Promise<ListedReview | undefined> {
  return ownReviewWithMarker(reviews, marker, expectedLogin, read)
}

/**
 * The team's assessments a record carries (confidence, verdict, route), as
 * publication reads them from assessments.json: a replay, and its dry run,
 * route by them rather than by defaults. A record without them (written
 * before routing) gives none, and every finding is then taken at the default.
 */
export function recordedAssessments(record: ReviewRecord): AssessedFinding[] {
  // `tests` travels in test-verdicts.json, as spawn_reviewers writes it; the assessments receipt has no such field.
  return record.findings.flatMap(({ placement: _placement, tests: _tests, ...f }) =>
    f.confidence !== undefined && f.verdict !== undefined && f.confidence_after !== undefined && f.route !== undefined && f.route_reason !== undefined
      ? [
          {
            ...f,
            confidence: f.confidence,
            verdict: f.verdict,
            confidence_after: f.confidence_after,
            route: f.route,
            route_reason: f.route_reason,
            reason: f.reason ?? '',
            specialists: [],
          },
        ]
      : [],
  )
}
