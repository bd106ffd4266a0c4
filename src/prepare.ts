import type { ActionEnvironment } from './config/environment.js'
import type { Settings } from './config/settings.js'
import type { ChangedFile } from './core/contracts/changed-file.js'
import type { CapReached, Exclusion, ReviewIndex } from './core/contracts/review-index.js'
import { loadIssueComments, loadReviews } from './context/discussion.js'
import { findEarlierFindings, findEarlierRuns } from './context/earlier-findings.js'
import type { EarlierRun } from './context/earlier-findings.js'
import type { PullRequestEvent } from './context/event.js'
import { loadFiles } from './context/files.js'
import { gate } from './context/gate.js'
import { loadPullRequest } from './context/pull-request.js'
import type { EarlierFinding, PullRequestFacts } from './context/records.js'
import { provenReviewOn } from './context/proven-review.js'
import { loadReviewThreads } from './context/threads.js'
import { GitHubError, SkipRun, toHarbourmasterError } from './core/errors.js'
import type { GraphqlPort, RequestStats, RestPort } from './core/github/client.js'
import { applyBounds } from './policy/bounds.js'
import { fileFilter, filterFiles } from './policy/filter.js'
import { readGitattributes } from './policy/gitattributes.js'
import { isTestPath } from './policy/paths.js'
import { scoreRisk, type RiskScore } from './policy/risk.js'
import { selectSpecialists } from './policy/select.js'
import { encodePatchName } from './stage/safe-name.js'
import { stageReview } from './stage/stage-review.js'
import type { StagedFileInput } from './stage/stage-review.js'
import type { Logger } from './core/telemetry/logger.js'
import type { Redactor } from './core/telemetry/redact.js'
import { startStage } from './telemetry/stage-timer.js'

/**
 * The prepare phase of the trusted runner: gate -> load -> filter -> risk ->
 * select -> bounds -> stage. It decides everything the agents will see and
 * returns what later phases need; it never talks to a model.
 */
export interface PrepareDeps {
  settings: Settings
  env: ActionEnvironment
  event: PullRequestEvent
  rest: RestPort
  graphql: GraphqlPort
  logger: Logger
  /** Reads a file of the checked-out head (for .gitattributes); undefined when absent. */
  readCheckoutFile?: (path: string) => Promise<string | undefined>
  /** Counters of the client the ports come from, to report requests made. */
  stats?: RequestStats
  redactor?: Redactor
  /** Parent of the stage directory; defaults to env.runnerTemp. */
  stageParent?: string
  /** An empty stage directory made earlier (createStageDir), which the booted runtime already grants. */
  stageDir?: string
}

export interface PreparedSpecialist {
  name: string
  reasons: string[]
  /** Repository paths assigned, riskiest first. */
  paths: string[]
  /** Patch file names inside <stage>/patches/, same order as paths. */
  patches: string[]
}

export interface PreparedRun {
  pr: PullRequestFacts
  headSha: string
  stageDir: string
  index: ReviewIndex
  /** Paths a publication may anchor to: exactly the staged files. */
  allowlist: string[]
  patchNames: Map<string, string>
  specialists: PreparedSpecialist[]
  earlierFindings: EarlierFinding[]
  earlierRuns: EarlierRun[]
  exclusions: Exclusion[]
  caps: CapReached[]
  counts: {
    changedFiles: number
    listedFiles: number
    reviewable: number
    staged: number
    excluded: number
    threads: number
    reviews: number
    issueComments: number
    patchBytes: number
  }
  /** GitHub HTTP requests made by this phase (retries included), when stats were given. */
  githubRequests: number | undefined
  ms: number
}

export async function prepare(deps: PrepareDeps): Promise<PreparedRun> {
  try {
    return await runPrepare(deps)
  } catch (error) {
    if (error instanceof SkipRun) throw error
    const failure = toHarbourmasterError(error)
    deps.logger.event('prepare', 'failed', { pr: deps.event.number, class: failure.failureClass, status: failure instanceof GitHubError ? failure.status : undefined })
    throw failure
  }
}

/**
 * One review per commit (comment mode): a head that already carries a proven
 * Harbourmaster review (a re-run, or an `edited`/`labeled`/`reopened` event
 * that did not move the head) is not reviewed again unless review-same-commit
 * asks for it. Silent and check-only never post, and blocking's verdict is the
 * job status, so those modes always evaluate the commit themselves.
 */
function skipReviewedHead(deps: PrepareDeps, headSha: string, reviews: Parameters<typeof provenReviewOn>[0]): void {
  const { settings, logger, event } = deps
  if (settings.mode !== 'comment' || settings.reviewSameCommit) return
  const proven = provenReviewOn(reviews, headSha, settings.expectedBotLogin)
  if (!proven) return
  const reason =
    `commit ${headSha.slice(0, 12)} already has Harbourmaster review ${proven.reviewId} (run ${proven.runId}); ` +
    `this '${event.action}' event did not move the head, so it is not reviewed twice (set review-same-commit: true to review it again)`
  logger.event('gate', 'skip', { pr: event.number, reason, review: proven.reviewId })
  throw new SkipRun(reason, { reviewId: proven.reviewId })
}

async function runPrepare(deps: PrepareDeps): Promise<PreparedRun> {
  const { settings, env, event, logger } = deps
  const ref = { owner: env.repository.owner, repo: env.repository.repo, number: event.number }
  const requestsBefore = deps.stats?.requests ?? 0
  const whole = startStage(logger, 'prepare', { pr: ref.number })

  const context = startStage(logger, 'context', { pr: ref.number })
  const pr = await loadPullRequest(deps.rest, ref)

  try {
    gate(event, pr, settings)
    logger.event('gate', 'pass', { pr: pr.number, head: pr.headSha })
  } catch (error) {
    if (error instanceof SkipRun) logger.event('gate', 'skip', { pr: pr.number, reason: error.reason })
    else {
      const failure = toHarbourmasterError(error)
      logger.event('gate', 'fail', { pr: pr.number, class: failure.failureClass, reason: failure.message })
    }
    throw error
  }

  // Filtering and risk scoring are per file: each file page is analysed as it arrives, while the
  // remaining pages are in flight, instead of all of it after the last one (docs/performance.md).
  const attributesRead = deps.readCheckoutFile ? deps.readCheckoutFile('.gitattributes') : Promise.resolve(undefined)
  const attributesOf = (text: string | undefined) => (text ? readGitattributes(text) : { generated: [], macros: [] })
  const rulesFrom = (text: string | undefined) => ({ include: settings.include, exclude: settings.exclude, generated: attributesOf(text).generated })
  const early = new WeakMap<ChangedFile, { excluded: Exclusion | undefined; score: RiskScore | undefined }>()
  let check: ((file: ChangedFile) => Exclusion | undefined) | undefined
  const waiting: (readonly ChangedFile[])[] = []
  const analyse = (files: readonly ChangedFile[], verdict: (file: ChangedFile) => Exclusion | undefined): void => {
    for (const file of files) {
      const excluded = verdict(file)
      early.set(file, { excluded, score: excluded ? undefined : scoreRisk(file) })
    }
  }
  attributesRead.then(
    (attributes) => {
      const verdict = fileFilter(rulesFrom(attributes))
      check = verdict
      for (const files of waiting.splice(0)) analyse(files, verdict)
    },
    () => undefined,
  )
  const onPage = (files: readonly ChangedFile[]): void => {
    if (check) analyse(files, check)
    else waiting.push(files)
  }

  // Independent reads in parallel once the PR is known to be worth reviewing.
  const [loaded, reviews, comments, threads, attributes] = await Promise.all([
    loadFiles(deps.rest, ref, { changedFiles: pr.changedFiles, onPage }),
    loadReviews(deps.rest, ref),
    loadIssueComments(deps.rest, ref, { limit: 100 }),
    loadReviewThreads(deps.graphql, ref),
    attributesRead,
  ])
  const caps: CapReached[] = [...loaded.caps, ...reviews.caps, ...comments.caps]
  const earlierFindings = findEarlierFindings(threads.threads, settings.expectedBotLogin)
  const earlierRuns = findEarlierRuns(reviews.reviews, settings.expectedBotLogin)
  context.done({
    files: loaded.files.length,
    pages: loaded.pages,
    reviews: reviews.reviews.length,
    comments: comments.comments.length,
    threads: threads.threads.length,
    graphql_queries: threads.queries,
    earlier_findings: earlierFindings.length,
  })
  skipReviewedHead(deps, pr.headSha, reviews.reviews)

  const filterTimer = startStage(logger, 'filter')
  for (const macro of attributesOf(attributes).macros) {
    logger.event('filter', 'gitattributes-macro', {
      name: macro.name,
      linguist_generated: macro.linguistGenerated === undefined ? 'untouched' : String(macro.linguistGenerated),
      used_on_lines: macro.usedOnLines.join(',') || 'none',
    })
  }
  const verdict = check ?? fileFilter(rulesFrom(attributes))
  const filtered = filterFiles(loaded.files, rulesFrom(attributes), (file) => (early.has(file) ? early.get(file)?.excluded : verdict(file)))
  for (const ex of filtered.excluded) logger.event('filter', 'excluded', { path: ex.path, rule: ex.rule, reason: ex.reason })
  filterTimer.done({ kept: filtered.kept.length, excluded: filtered.excluded.length, analysed_early: loaded.files.filter((f) => early.has(f)).length })

  const riskTimer = startStage(logger, 'risk')
  const scored = filtered.kept.map((file) => ({ file, score: early.get(file)?.score ?? scoreRisk(file) }))
  riskTimer.done({
    high: scored.filter((s) => s.score.level === 'high').length,
    medium: scored.filter((s) => s.score.level === 'medium').length,
    low: scored.filter((s) => s.score.level === 'low').length,
  })

  const boundsTimer = startStage(logger, 'bounds')
  const bounded = applyBounds(
    scored.map((s) => ({ file: s.file, risk: s.score.level })),
    { maxFiles: settings.maxFiles, maxPatchBytes: settings.maxPatchBytes, maxTotalBytes: settings.maxTotalBytes },
  )
  for (const ex of bounded.skipped) logger.event('bounds', 'excluded', { path: ex.path, rule: ex.rule, reason: ex.reason })
  caps.push(...bounded.caps)
  for (const cap of caps) logger.event('bounds', 'cap', { cap: cap.cap, limit: cap.limit, detail: cap.detail })
  boundsTimer.done({ staged: bounded.staged.length, skipped: bounded.skipped.length, caps: caps.length })

  const selectTimer = startStage(logger, 'select')
  const scoreOf = new Map(scored.map((s) => [s.file.filename, s.score]))
  const selectable = bounded.staged.map((s) => ({
    path: s.file.filename,
    risk: s.risk,
    reasons: scoreOf.get(s.file.filename)?.reasons ?? [],
    patchFile: encodePatchName(s.file.filename),
    isTest: isTestPath(s.file.filename),
  }))
  const pathOfPatch = new Map(selectable.map((s) => [s.patchFile, s.path]))
  const selection: PreparedSpecialist[] = selectSpecialists(selectable, settings.specialists).map((a) => ({
    name: a.name,
    reasons: a.reasons,
    paths: a.patches.flatMap((p) => pathOfPatch.get(p) ?? []),
    patches: a.patches,
  }))
  const specialistsOf = new Map<string, string[]>()
  for (const s of selection) for (const path of s.paths) specialistsOf.set(path, [...(specialistsOf.get(path) ?? []), s.name])
  for (const s of selection) logger.event('select', 'specialist', { name: s.name, files: s.paths.length, reasons: s.reasons.join('; ') })
  selectTimer.done({ specialists: selection.length })

  const stageTimer = startStage(logger, 'stage')
  const files: StagedFileInput[] = bounded.staged.map((s) => ({
    file: s.file,
    patch: s.patch,
    truncated: s.truncated,
    risk: s.risk,
    riskReasons: scoreOf.get(s.file.filename)?.reasons ?? [],
    specialists: specialistsOf.get(s.file.filename) ?? [],
  }))
  const exclusions = [...filtered.excluded, ...bounded.skipped]
  const staged = await stageReview({
    parentDir: deps.stageParent ?? env.runnerTemp,
    dir: deps.stageDir,
    pr,
    files,
    exclusions,
    caps,
    specialists: selection.map((s) => ({ name: s.name, reasons: s.reasons, paths: s.paths })),
    discussion: {
      issueComments: comments.comments,
      issueCommentsTotal: comments.total,
      reviews: reviews.reviews,
      threads: threads.threads,
      earlierFindings,
      expectedBotLogin: settings.expectedBotLogin,
    },
    ...(deps.redactor ? { redactor: deps.redactor } : {}),
  })
  stageTimer.done({ dir: staged.dir, patches: staged.patchNames.size, bytes: staged.patchBytes })

  const githubRequests = deps.stats ? deps.stats.requests - requestsBefore : undefined
  const counts = {
    changedFiles: pr.changedFiles,
    listedFiles: loaded.files.length,
    reviewable: filtered.kept.length,
    staged: files.length,
    excluded: exclusions.length,
    threads: threads.threads.length,
    reviews: reviews.reviews.length,
    issueComments: comments.comments.length,
    patchBytes: staged.patchBytes,
  }
  const ms = whole.done({ files: counts.listedFiles, reviewable: counts.reviewable, staged: counts.staged, excluded: counts.excluded, caps: caps.length, requests: githubRequests })
  return {
    pr,
    headSha: pr.headSha,
    stageDir: staged.dir,
    index: staged.index,
    allowlist: staged.allowlist,
    patchNames: staged.patchNames,
    specialists: selection,
    earlierFindings,
    earlierRuns,
    exclusions,
    caps,
    counts,
    githubRequests,
    ms,
  }
}
