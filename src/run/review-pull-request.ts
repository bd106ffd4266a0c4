import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readPullRequestEvent } from '../context/event.js'
import { skipForeseen } from '../context/gate.js'
import { publicationFailureSchema, publicationSkipSchema, RECEIPT_FILES } from '../core/contracts/run-config.js'
import { ConfigurationError, GitHubError, HarbourmasterError, PolicyError, SkipRun } from '../core/errors.js'
import { classicTokenWriteProblem } from '../policy/secrets-gate.js'
import type { PreparedRun } from '../prepare.js'
import type { FailurePhase } from '../publication/outcome.js'
import type { ReviewSnapshot } from '../publication/verify.js'
import type { EditorRun } from '../runtime/editor.js'
import type { CacheRejection } from '../runtime/cache-entry.js'
import type { ReviewRuntime, RunDirs } from '../runtime/review-runtime.js'
import { gateRun, gatherEvidence, makeRunDirs, type Gated } from './gate.js'
import type { Failure, RunContext } from './ports.js'
import type { TeamAccount } from '../core/contracts/run-config.js'
import type { ReviewRecord } from '../core/contracts/review-record.js'

/**
 * The run from the event to the end of its review, as a sequence of phases:
 * event -> gate -> runtime start and directories -> prepare -> checks and
 * evidence -> snapshot -> review (or replay). Each phase returns its result;
 * the first one that fails ends the sequence, and what the run reached up to
 * then is returned for the conclusion (which runs on every path) and the
 * clean-up. Nothing here throws.
 */
export interface RunEnd {
  pullNumber: number
  publicationRunId: string
  /** The run marker; empty until the head SHA is known. */
  marker: string
  prepared?: PreparedRun
  dirs?: RunDirs
  runtime?: ReviewRuntime
  snapshot?: ReviewSnapshot
  editor?: EditorRun
  /** A replay's recorded team account, when the recording run's team did not complete. */
  replayedTeam?: TeamAccount
  /** publish_review's last failed POST (an outage, a refusal): the run's account if no review is proven. */
  publicationFailure?: HarbourmasterError
  failure?: Failure
  skipped?: SkipRun
  /** A replay skipped because its recorded review is already on GitHub: the record's findings, on which a blocking run still gates. */
  landed?: { findings: ReviewRecord['findings'] }
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown }

async function settle<T>(work: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await work() }
  } catch (error) {
    return { ok: false, error }
  }
}

/** A skip (SkipRun, from the gate or prepare) ends the run green; anything else is a failure of `phase`. */
function stopped(error: unknown, phase: FailurePhase): Pick<RunEnd, 'failure' | 'skipped'> {
  return error instanceof SkipRun ? { skipped: error } : { failure: { error, phase } }
}

/**
 * Code the first telemetry line does not need is imported when its phase
 * begins, so the line appears before the 2 MB bundle is evaluated whole
 * (341 ms to the first line on a loaded runner when everything loaded first).
 */
async function loadLaterPhases() {
  const [verify] = await Promise.all([import('../publication/verify.js'), import('../runtime/review-phase.js'), import('../publication/conclude.js')])
  return { makeMarker: verify.makeMarker, snapshotReviews: verify.snapshotReviews }
}

export async function reviewPullRequest(ctx: RunContext): Promise<RunEnd> {
  const { settings, env, registry, github, ports } = ctx
  const start: RunEnd = { pullNumber: 0, publicationRunId: ctx.runId, marker: '' }
  const event = await settle(() => readPullRequestEvent(env))
  if (!event.ok) {
    if (event.error instanceof SkipRun) ports.logger.event('gate', 'skip', { trigger: env.eventName, reason: event.error.reason })
    return { ...start, ...stopped(event.error, 'context') }
  }
  ports.logger.addContext({ pr: event.value.number })
  registry.pullNumber = event.value.number
  const gate = await settle(() => gateRun(ctx, event.value))
  if (!gate.ok) return { ...start, pullNumber: event.value.number, ...stopped(gate.error, 'context') }
  const gated: RunEnd = { ...start, pullNumber: event.value.number, publicationRunId: gate.value.publicationRunId }

  registry.enter('prepare')
  // Provisioning does not depend on prepare's result, so it runs beside it, unless the event already
  // announces a skip (a push to a draft): then only a live PR that disagrees gets OpenCode. A replay starts none.
  const foreseen = gate.value.replay ? undefined : skipForeseen(event.value, settings)
  if (foreseen) ports.logger.event('runtime', 'deferred', { reason: foreseen })
  const runtime = await settle(async () => (gate.value.replay || foreseen ? undefined : startRuntime(ctx)))
  if (!runtime.ok) return { ...gated, ...stopped(runtime.error, 'context') }
  const dirs = await settle(() => makeRunDirs(ctx))
  if (!dirs.ok) return { ...gated, runtime: runtime.value, ...stopped(dirs.error, 'context') }
  const opened: RunEnd = { ...gated, runtime: runtime.value, dirs: dirs.value }
  // The sandboxed test command runs before any OpenCode process exists (docs/security.md#test-evidence), so with it the servers boot after the tests.
  if (!settings.testCommand) runtime.value?.boot(dirs.value)

  const prepare = ports.phases?.prepare ?? (await import('../prepare.js')).prepare
  const preparing = settle(() =>
    prepare({
      settings,
      env,
      event: event.value,
      rest: github.rest,
      graphql: github.graphql,
      logger: ports.logger,
      stats: github.stats,
      redactor: ports.redactor,
      stageDir: dirs.value.stageDir,
    }),
  )
  // Later phases' code (publication, the OpenCode SDK) loads while prepare waits on GitHub.
  const later = loadLaterPhases()
  later.catch(() => undefined)
  const prepared = await preparing
  if (!prepared.ok) return { ...opened, ...stopped(prepared.error, 'context') }
  registry.stageDir = prepared.value.stageDir
  registry.headSha = prepared.value.headSha
  // A foreseen skip the live PR did not confirm (marked ready since the push): the runtime starts now.
  const late = await settle(async () => runtime.value ?? (gate.value.replay ? undefined : startRuntime(ctx)))
  if (!late.ok) return { ...opened, prepared: prepared.value, ...stopped(late.error, 'context') }
  const staged: RunEnd = { ...opened, runtime: late.value, prepared: prepared.value }

  const ready = await settle(async () => {
    const cannotWrite = classicTokenWriteProblem(github.stats.tokenScopes, settings.mode, settings.githubToken)
    if (cannotWrite) throw new ConfigurationError(cannotWrite, 'github-token')
    if (!gate.value.replay) await gatherEvidence(ctx, prepared.value)
    late.value?.boot(dirs.value)
    return later
  })
  if (!ready.ok) return { ...staged, ...stopped(ready.error, 'review') }
  const marker = ready.value.makeMarker(gate.value.publicationRunId, prepared.value.headSha, settings.instance)
  const target = { owner: env.repository.owner, repo: env.repository.repo, pullNumber: prepared.value.pr.number }
  const snapshot = await settle(async () =>
    settings.mode === 'comment' || settings.mode === 'blocking' ? ready.value.snapshotReviews(github.rest, target, prepared.value.headSha) : undefined,
  )
  if (!snapshot.ok) return { ...staged, marker, ...stopped(snapshot.error, 'review') }
  const marked: RunEnd = { ...staged, marker, snapshot: snapshot.value }

  registry.enter('runtime')
  const reviewed = await settle(() => review(ctx, { gated: gate.value, prepared: prepared.value, dirs: dirs.value, runtime: late.value, marker }))
  if (!reviewed.ok) return { ...marked, ...stopped(reviewed.error, 'review') }
  return { ...marked, ...reviewed.value }
}

function startRuntime(ctx: RunContext): Promise<ReviewRuntime> {
  const { ports, registry } = ctx
  const input = {
    settings: ctx.settings,
    env: ctx.env,
    layout: ports.layout,
    sourceEnv: ports.env,
    logger: ports.logger,
    onOutput: ports.onOpencodeOutput,
    secrets: ports.redactor,
    warmUpBoundMs: ports.warmUpBoundMs,
    onRuntimeParent: (dir: string) => void (registry.runtimeParent = dir),
    assertLive: () => registry.assertLive(),
    onCacheRejected: (rejected: CacheRejection) => void registry.cacheRejections.push(rejected),
  }
  const substitute = ports.phases?.startReview
  return substitute ? substitute(input) : import('../runtime/review-runtime.js').then(({ startReviewRuntime }) => startReviewRuntime(input))
}

interface ReviewStep {
  gated: Gated
  prepared: PreparedRun
  dirs: RunDirs
  runtime: ReviewRuntime | undefined
  marker: string
}

/** The review itself (OpenCode, or the replay's publisher), and what it means for the outcome. */
async function review(
  ctx: RunContext,
  step: ReviewStep,
): Promise<Pick<RunEnd, 'editor' | 'replayedTeam' | 'publicationFailure' | 'failure' | 'skipped' | 'landed'>> {
  const { settings, env, registry, github, ports } = ctx
  const { prepared, dirs, marker } = step
  const replay = step.gated.replay
  if (replay) {
    // The publisher is the replay's whole review: a cancellation from here on is one during publication.
    registry.enter('review')
    const replaying = (ports.phases?.replay ?? replay.run)({
      settings,
      env,
      prepared,
      record: replay.record,
      runId: step.gated.publicationRunId,
      privateDir: dirs.privateDir,
      marker,
      rest: github.rest,
      graphql: github.graphql,
      logger: ports.logger,
      layout: ports.layout,
      sourceEnv: ports.env,
      onOutput: ports.onOpencodeOutput,
      assertLive: () => registry.assertLive(),
    })
    const replayedTeam = replay.record.team
    // The only skip a replay throws: its recorded review is already on GitHub, and that review's findings stand.
    const replayed = await replaying.catch((error: unknown) => {
      if (error instanceof SkipRun) return { skipped: error }
      throw error
    })
    if ('skipped' in replayed) return { replayedTeam, skipped: replayed.skipped, landed: { findings: replay.record.findings } }
    if (replayed.ok) return { replayedTeam }
    // Another run's review on this head, found at the POST: the replay posted nothing and ends skipped, as an editor run does.
    const skipped = await readPublicationSkip(dirs.privateDir, step.gated.publicationRunId)
    if (skipped) return { replayedTeam, skipped }
    // The replay publishes through publish_review's session: a refusal it named (a read-only token) outranks its generic result.
    const refused = await readPublicationFailure(dirs.privateDir, step.gated.publicationRunId)
    return { replayedTeam, failure: { error: refused ?? replayed.error, phase: replayed.phase } }
  }
  if (!step.runtime) throw new HarbourmasterError('internal', 'the runtime was not started')
  const phase = await step.runtime.review({ prepared, dirs, marker, onEditorStarted: () => registry.enter('review') })
  const editor = phase.editor
  // Another run's review on this head, found at the POST: the run posted nothing and ends skipped.
  const skipped = await readPublicationSkip(dirs.privateDir, ctx.runId)
  if (skipped) return { editor, skipped }
  // A refusal the workflow must fix (a read-only token) ends the run now; any other failed POST
  // explains the run only if no review is proven (a later attempt, or GitHub, may have stored one).
  const refused = await readPublicationFailure(dirs.privateDir, ctx.runId)
  if (refused instanceof ConfigurationError) return { editor, failure: { error: refused, phase: 'publication' } }
  const publicationFailure = refused
  if (!phase.ok) return { editor, publicationFailure, failure: { error: phase.error, phase: phase.phase } }
  if (phase.editor.budgetExceeded) {
    return {
      editor,
      publicationFailure,
      failure: {
        error: new HarbourmasterError(
          'model',
          `the token budget of ${settings.tokenBudget} tokens was reached; the review stopped early (raise token-budget to review further)`,
        ),
        phase: 'budget',
      },
    }
  }
  return { editor, publicationFailure }
}

/**
 * publish_review's account of its last failed POST: a refusal the workflow
 * must fix (a read-only token), GitHub's own failure, or a policy refusal.
 * Without it the runner would only see an unproven publication.
 */
async function readPublicationFailure(privateDir: string, runId: string): Promise<HarbourmasterError | undefined> {
  try {
    const failure = publicationFailureSchema.parse(JSON.parse(await readFile(join(privateDir, RECEIPT_FILES.publicationFailure), 'utf8')))
    if (failure.runId !== runId) return undefined
    if (failure.failureClass === 'configuration') return new ConfigurationError(failure.message, 'github-token')
    return failure.failureClass === 'policy' ? new PolicyError(failure.message) : new GitHubError(failure.message, undefined)
  } catch {
    return undefined
  }
}

/** publish_review's account of a review another run proved on this head before this run could post. */
async function readPublicationSkip(privateDir: string, runId: string): Promise<SkipRun | undefined> {
  try {
    const skip = publicationSkipSchema.parse(JSON.parse(await readFile(join(privateDir, RECEIPT_FILES.publicationSkipped), 'utf8')))
    return skip.runId === runId ? new SkipRun(skip.reason, { reviewId: skip.reviewId }) : undefined
  } catch {
    return undefined
  }
}
