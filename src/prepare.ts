import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ActionEnvironment } from './config/environment.js'
import type { Settings } from './config/settings.js'
import { attributesOf, filterRules, readBaseConfiguration, settleBaseConfiguration, type BaseConfiguration } from './base-configuration.js'
import { nestedGitattributesReader, underNestedGitattributes, withNestedGitattributes } from './base-configuration.js'
import type { ChangedFile } from './core/contracts/changed-file.js'
import type { CapReached, Exclusion, ReviewIndex } from './core/contracts/review-index.js'
import { loadIssueComments, loadReviews } from './context/discussion.js'
import { findEarlierFindings, findEarlierRuns } from './context/earlier-findings.js'
import type { EarlierRun } from './context/earlier-findings.js'
import type { PullRequestEvent } from './context/event.js'
import { loadFiles } from './context/files.js'
import { pageAnalysis } from './context/page-analysis.js'
import { checksReviewedHead, runGate, skipReviewedHead } from './context/gate-run.js'
import { tokenRefusal } from './context/token-refusal.js'
import { loadPullRequest } from './context/pull-request.js'
import type { EarlierFinding, PullRequestFacts } from './context/records.js'
import { decideLedger, type Ledger } from './context/ledger.js'
import { logBaseConfiguration, logBounds, logExcluded, logGuidance, logLedger, logMacros } from './telemetry/prepare-lines.js'
import { locateWithoutCompare } from './context/moved-without-compare.js'
import { leftOutAt, movesOutOfReview, noteMoves } from './policy/moved-out-of-review.js'
import { deltaScope } from './context/escalated-recheck.js'
import { bodyCutCap, bodyCutCount, editedBodyLostCap } from './context/body-cut.js'
import { openInBody } from './context/open-in-body.js'
import type { PushDelta } from './context/push-delta.js'
import { loadReviewThreads } from './context/threads.js'
import { withOriginals } from './context/comment-edits.js'
import { deltaSince } from './context/review-edits.js'
import { SkipRun, toHarbourmasterError } from './core/errors.js'
import type { GraphqlPort, RequestStats, RestPort } from './core/github/client.js'
import { statusOf } from './core/github/failure.js'
import { applyBounds } from './policy/bounds.js'
import { fileFilter, filterFiles } from './policy/filter.js'
import type { AppliedRules } from './policy/rules.js'
import { teamGuidance } from './policy/team-guidance.js'
import { isTestPath } from './policy/paths.js'
import { scoreRisk } from './policy/risk.js'
import { selectSpecialists } from './policy/select.js'
import { headNamedCaps, headNamedPaths } from './policy/generated-names.js'
import { prTextCap } from './stage/pr-text-cap.js'
import { EARLIER_FINDINGS_FILE, earlierRepliesCap, earlierTextCap, renderEarlierFindingsFile, serialiseEarlierFindings } from './stage/earlier-findings-file.js'
import { encodePatchName } from './stage/safe-name.js'
import { stageReview } from './stage/stage-review.js'
import type { StagedFileInput } from './stage/stage-review.js'
import type { Logger } from './core/telemetry/logger.js'
import { redactSecrets, type Redactor } from './core/telemetry/redact.js'
import { startStage } from './telemetry/stage-timer.js'
import { refuseForeignIdentity } from './context/token-identity.js'

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
  /** Repository guidance from the base commit that applies to these paths (trusted; sent as the session's system prompt). */
  guidance: AppliedRules
}

export interface PreparedRun {
  pr: PullRequestFacts
  headSha: string
  stageDir: string
  index: ReviewIndex
  /** Paths a publication may anchor to: exactly the staged files. */
  allowlist: string[]
  /** Every file GitHub listed, by its head path: where a sink may place a finding (sinks/locate.ts). */
  listed: ReadonlyMap<string, { patch?: string; removed: boolean }>
  patchNames: Map<string, string>
  specialists: PreparedSpecialist[]
  /** Repository guidance for the files the verifier may judge (trusted; its session's system prompt, as for a specialist). */
  verifierGuidance: AppliedRules
  earlierFindings: EarlierFinding[]
  earlierRuns: EarlierRun[]
  /** Delta review since the last proven review, or a full review and why. */
  delta: PushDelta
  /** Reviewable files a delta review did not read because they did not change since the last review (also those due a re-read a cap left out). */
  unchangedSinceReview: string[]
  /** Of those, files due a re-read for a blocking body finding (escalated-recheck.ts) that a cap left out. */
  recheckLeftOut?: string[]
  /** The findings ledger, decided by code before any model call. */
  ledger: Ledger
  base: BaseConfiguration
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
  /** Set by the test-evidence phase (run/gate.ts) when the evidence cannot judge a finding: a note of the review. */
  testEvidenceNote?: string
  ms: number
}

export async function prepare(deps: PrepareDeps): Promise<PreparedRun> {
  try {
    return await runPrepare(deps)
  } catch (error) {
    if (error instanceof SkipRun) throw error
    const failure = tokenRefusal(toHarbourmasterError(error))
    deps.logger.event('prepare', 'failed', {
      pr: deps.event.number,
      class: failure.failureClass,
      status: statusOf(failure) ?? statusOf(failure.cause),
    })
    throw failure
  }
}

async function runPrepare(deps: PrepareDeps): Promise<PreparedRun> {
  const { settings, env, event, logger } = deps
  const ref = { owner: env.repository.owner, repo: env.repository.repo, number: event.number }
  const requestsBefore = deps.stats?.requests ?? 0
  const whole = startStage(logger, 'prepare', { pr: ref.number })

  const context = startStage(logger, 'context', { pr: ref.number })
  // Filtering and risk scoring are per file: each file page is analysed as it arrives, while the
  // remaining pages are in flight, instead of all of it after the last one (docs/performance.md).
  const early = pageAnalysis(scoreRisk)

  // The reads that need only the PR's number leave with the PR read instead of after it: the
  // first pages of reviews, comments and files and the review-thread query, whose answers lead to
  // the later pages. A PR with more than 100 reviews or 200 threads then needs one round trip
  // fewer. A run the gate skips has made these reads for nothing (reads only, never a write).
  // The server answers in arrival order (the bench's fake): the reads whose answers lead to more
  // requests leave first, the file pages one event-loop turn later.
  const prRead = loadPullRequest(deps.rest, ref)
  // The base's .gitattributes in the directories above changed files, asked for page by page (nested-gitattributes.ts).
  const nested = nestedGitattributesReader(deps.graphql, ref, prRead)
  const onPage = (files: readonly ChangedFile[]): void => (early.page(files), nested.page(files))
  const reviewsRead = loadReviews(deps.rest, ref)
  // Our comments someone else edited are read as we posted them (comment-edits.ts).
  const threadsRead = loadReviewThreads(deps.graphql, ref).then(
    (loaded) => (refuseForeignIdentity(loaded.viewerLogin, settings), withOriginals(deps.graphql, loaded, settings.expectedBotLogin)),
  )
  const commentsRead = loadIssueComments(deps.rest, ref, { limit: 100 })
  const filesRead = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
    loadFiles(deps.rest, ref, { changedFiles: prRead.then((read) => read.changedFiles), onPage }).then((listed) => (nested.listed(), listed)),
  )
  // Observed below, or dropped with a skipped run: never an unhandled rejection.
  for (const read of [reviewsRead, threadsRead, commentsRead, filesRead]) read.catch(() => undefined)
  const pr = await prRead

  runGate(event, pr, settings, logger, { headCheckFollows: checksReviewedHead(settings) })

  // Configuration, rules and .gitattributes come from the BASE commit, never the checkout (base-configuration.ts).
  const baseRead = readBaseConfiguration({ graphql: deps.graphql, rest: deps.rest }, { owner: ref.owner, repo: ref.repo, sha: pr.baseSha })
  // The catch loses nothing: a failed read is awaited below, and a throw making the filter recurs where it is made again.
  baseRead.then((read) => early.start(fileFilter(filterRules(settings, read)))).catch(() => undefined)

  // The compare (delta review) needs only the reviews and the head, so it leaves as soon as the
  // review pages are in, beside the file pages still in flight, not after every other read.
  const deltaRead = reviewsRead.then((loaded) =>
    deltaSince(deps, ref, { reviews: loaded.reviews, expectedLogin: settings.expectedBotLogin, instance: settings.instance, headSha: pr.headSha }),
  )
  const [loaded, reviews, comments, threads, baseRoot, delta] = await Promise.all([filesRead, reviewsRead, commentsRead, threadsRead, baseRead, deltaRead])
  const [nestedRead, baseLoaded] = await nested.done().then((read) => [read, withNestedGitattributes(baseRoot, read)] as const)
  await early.drained()
  const { base, ruleSet } = settleBaseConfiguration(baseLoaded, pr.baseSha, loaded.files, settings)
  logBaseConfiguration(logger, base, ruleSet, baseLoaded.files.requests)
  const caps: CapReached[] = [...loaded.caps, ...reviews.caps, ...comments.caps, ...threads.caps, ...(nestedRead.cap ? [nestedRead.cap] : [])]
  // Only this instance's earlier output is its own (another Harbourmaster job may post as the same login).
  const { expectedBotLogin: login, instance } = settings
  const [earlierFindings, earlierRuns] = [findEarlierFindings(threads.threads, login, instance), findEarlierRuns(reviews.reviews, login, instance)]
  if (delta.kind === 'delta') logger.event('delta', 'delta', { since: delta.since, commits: delta.commits, changed: delta.changed.size })
  else logger.event('delta', 'full', { since: delta.since, reason: delta.reason })
  const seen = {
    threads: threads.threads,
    expectedLogin: login,
    instance,
    files: loaded.files,
    listingCapped: loaded.caps.some((c) => c.cap === 'github-file-limit'),
  }
  // The filter's verdict by path, for a thread whose file a rename moved out of review (src/policy/moved-out-of-review.ts).
  const verdict = fileFilter(filterRules(settings, baseLoaded))
  const leftOut = leftOutAt(verdict, loaded.files)
  const whereabouts = await locateWithoutCompare(deps.graphql, ref, { ...seen, delta, head: pr.headSha, findings: earlierFindings }, logger)
  const ledger = decideLedger({ ...seen, delta, pullRequestAuthor: pr.author, leftOut, ...whereabouts })
  context.done({
    files: loaded.files.length,
    pages: loaded.pages,
    files_reread: loaded.reread > 0 ? loaded.reread : undefined,
    reviews: reviews.reviews.length,
    comments: comments.comments.length,
    threads: threads.threads.length,
    graphql_queries: threads.queries,
    earlier_findings: earlierFindings.length,
  })
  await skipReviewedHead(deps.settings, deps.event, deps.logger, pr.headSha, reviews.reviews, deps.graphql)

  const filterTimer = startStage(logger, 'filter')
  logMacros(logger, attributesOf(baseLoaded).macros)
  // The early verdict knew only the root .gitattributes: a file beneath a subdirectory's is judged again (not counted early).
  const earlyVerdict = (file: ChangedFile) => (underNestedGitattributes(baseLoaded, file.filename) ? undefined : early.get(file))
  const filtered = filterFiles(loaded.files, filterRules(settings, baseLoaded), (file) => {
    const known = earlyVerdict(file)
    return known ? known.excluded : verdict(file)
  })
  const moves = new Map(movesOutOfReview(filtered.excluded, loaded.files, delta, verdict, whereabouts.movedWithoutCompare).map((m) => [m.path, m]))
  filtered.excluded = noteMoves(filtered.excluded, [...moves.values()])
  logExcluded(logger, filtered.excluded, (path) => moves.get(path)?.from)
  filterTimer.done({
    kept: filtered.kept.length,
    excluded: filtered.excluded.length,
    analysed_early: loaded.files.filter((f) => earlyVerdict(f) !== undefined).length,
  })

  const { mode, blockingSeverity } = settings
  const { changedNow, unchangedSinceReview } = deltaScope({ ...seen, mode, blockingSeverity, reviews: reviews.reviews, delta, files: filtered.kept }, logger)

  const riskTimer = startStage(logger, 'risk')
  const scored = changedNow.map((file) => ({ file, score: early.get(file)?.score ?? scoreRisk(file) }))
  riskTimer.done({
    high: scored.filter((s) => s.score.level === 'high').length,
    medium: scored.filter((s) => s.score.level === 'medium').length,
    low: scored.filter((s) => s.score.level === 'low').length,
  })

  const boundsTimer = startStage(logger, 'bounds')
  // A generated-looking name or vendored path the pull request gives is no reason to leave the file out
  // (generated-names.ts); such files are bounded after the others of their risk.
  const ruleOf = headNamedPaths(
    attributesOf(baseLoaded),
    scored.map((s) => s.file),
  )
  const bounded = applyBounds(
    scored.map((s) => ({ file: s.file, risk: s.score.level, headNamed: ruleOf.has(s.file.filename) })),
    { maxFiles: settings.maxFiles, maxPatchBytes: settings.maxPatchBytes, maxTotalBytes: settings.maxTotalBytes, redactor: deps.redactor },
  )
  caps.push(...bounded.caps)
  const namedByHead = bounded.staged.flatMap((s) => {
    const rule = ruleOf.get(s.file.filename)
    return rule ? [{ path: s.file.filename, rule }] : []
  })
  for (const n of namedByHead) {
    if (n.rule === 'vendored') logger.event('filter', 'vendored-path-from-head', { path: n.path, rule: n.rule })
    else logger.event('filter', 'generated-name-from-head', { path: n.path, rule: n.rule })
  }
  caps.push(...headNamedCaps(namedByHead))
  // An unchanged file due a re-read that a cap left out is not reviewed again either: the review says so.
  const recheckLeftOut = delta.kind === 'delta' ? bounded.skipped.map((e) => e.path).filter((path) => !delta.changed.has(path)) : []
  // Body-only findings the size limit cut from the delta base's body: lost, and said (context/body-cut.ts).
  ledger.inBodyLost = bodyCutCount(reviews.reviews, login, instance, delta)
  const lost = [bodyCutCap(ledger.inBodyLost, delta.since ?? '', delta), editedBodyLostCap(delta, filtered.excluded.length + bounded.skipped.length)]
  caps.push(...lost.filter((c) => c !== undefined))
  if (delta.kind === 'full' && delta.baseEditedBy !== undefined) ledger.inBodyOriginal = delta.baseOriginal === undefined ? 'lost' : 'read'
  // Logged with the bounds' caps and staged with them: the review's "Limits reached" names it.
  const replies = earlierRepliesCap(ledger.entries)
  if (replies) caps.push(replies)
  const textCut = [
    prTextCap({ pr, issueComments: comments.comments, reviews: reviews.reviews, threads: threads.threads }, deps.redactor),
    earlierTextCap(
      ledger.entries.filter((e) => e.action === 'reverify' || e.action === 'dispute'),
      deps.redactor,
    ),
  ]
  caps.push(...textCut.filter((c) => c !== undefined))
  logBounds(logger, bounded, caps)
  boundsTimer.done({ staged: bounded.staged.length, skipped: bounded.skipped.length, caps: caps.length })

  const selectTimer = startStage(logger, 'select')
  const scoreOf = new Map(scored.map((s) => [s.file.filename, s.score]))
  const selectable = bounded.staged.map((s) => ({
    path: s.file.filename,
    risk: s.risk,
    reasons: scoreOf.get(s.file.filename)?.reasons ?? [],
    patchFile: encodePatchName(s.file.filename),
    isTest: isTestPath(s.file.filename),
    headNamed: ruleOf.get(s.file.filename),
  }))
  const pathOfPatch = new Map(selectable.map((s) => [s.patchFile, s.path]))
  // Earlier findings the verifier re-checks: its guidance covers their files too.
  const recheck = ledger.entries.filter((e) => e.action === 'reverify' || e.action === 'dispute')
  const assigned = selectSpecialists(selectable, settings.specialists).map((a) => ({ ...a, paths: a.patches.flatMap((p) => pathOfPatch.get(p) ?? []) }))
  const guidance = teamGuidance(ruleSet, {
    specialists: assigned,
    recheckPaths: recheck.map((e) => e.currentPath ?? e.path),
    maxBytes: base.config.rules['max-bytes'],
    // The repository's own text, yet a token a maintainer pasted into AGENTS.md must reach no agent or provider.
    redact: (text) => (deps.redactor ? deps.redactor.redact(text) : redactSecrets(text)),
  })
  const selection: PreparedSpecialist[] = guidance.specialists
  logGuidance(logger, [...selection.map((s) => [s.name, s.guidance] as const), ['verifier', guidance.verifier] as const])
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
  const patchOf = new Map(loaded.files.map((f) => [f.filename, f.patch]))
  await writeFile(
    join(staged.dir, EARLIER_FINDINGS_FILE),
    serialiseEarlierFindings(renderEarlierFindingsFile(recheck, (path) => patchOf.get(path), deps.redactor)),
    { mode: 0o600, flag: 'wx' },
  )
  stageTimer.done({ dir: staged.dir, patches: staged.patchNames.size, bytes: staged.patchBytes })
  const reviewed = new Set(staged.allowlist)
  const leftOutBy = new Map(exclusions.map((e) => [e.path, e.reason]))
  ledger.inBody = openInBody({
    ...seen,
    reviews: reviews.reviews,
    delta,
    reviewed,
    known: ledger.known,
    leftOut: (path) => leftOutBy.get(path),
    // A gating run counts the blocking ones as it counts open threads (publication/conclude.ts); the body says so.
    ...(mode === 'check-only' || mode === 'blocking' ? { blockingSeverity } : {}),
  })
  logLedger(logger, ledger)

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
  const ms = whole.done({
    files: counts.listedFiles,
    reviewable: counts.reviewable,
    staged: counts.staged,
    excluded: counts.excluded,
    caps: caps.length,
    requests: githubRequests,
  })
  return {
    pr,
    headSha: pr.headSha,
    stageDir: staged.dir,
    index: staged.index,
    allowlist: staged.allowlist,
    listed: new Map(loaded.files.map((f) => [f.filename, { patch: f.patch, removed: f.status === 'removed' }])),
    patchNames: staged.patchNames,
    specialists: selection,
    verifierGuidance: guidance.verifier,
    earlierFindings,
    earlierRuns,
    delta,
    unchangedSinceReview: [...unchangedSinceReview, ...recheckLeftOut],
    ...(recheckLeftOut.length > 0 ? { recheckLeftOut } : {}),
    ledger,
    base,
    exclusions,
    caps,
    counts,
    githubRequests,
    ms,
  }
}
