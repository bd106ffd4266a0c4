import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { isAbsolute, join, resolve, sep } from 'node:path'
import type { ActionLayout } from './action-root.js'
import { readEnvironment, type ActionEnvironment } from './config/environment.js'
import { readSettings, type InputReader, type Settings } from './config/settings.js'
import { readPullRequestEvent } from './context/event.js'
import { executionReceiptSchema, publicationFailureSchema, RECEIPT_FILES, type ExecutionReceipt } from './core/contracts/run-config.js'
import { ConfigurationError, GitHubError, HarbourmasterError, PolicyError, SkipRun, toHarbourmasterError } from './core/errors.js'
import { classicTokenWriteProblem, missingSecretReason } from './policy/secrets-gate.js'
import type { PreparedRun } from './prepare.js'
import type { Concluded, ConcludePorts } from './publication/conclude.js'
import type { FailurePhase } from './publication/outcome.js'
import type { AnnotationPort, OutputPort, SummaryPort } from './publication/report.js'
import type { ReviewSnapshot } from './publication/verify.js'
import type { RuntimeBoot } from './runtime/boot.js'
import { provisionOpencode, type Provisioned } from './runtime/provision.js'
import { RunRegistry } from './runtime/run-registry.js'
import type { EditorRun } from './runtime/editor.js'
import type { Logger } from './core/telemetry/logger.js'
import type { Redactor } from './core/telemetry/redact.js'

/**
 * One run of the action, phase by phase: settings -> prepare -> snapshot ->
 * review (OpenCode) -> conclude (verify, lifecycle, outcome, sinks). Every
 * path ends in concludeRun so outputs, the job summary and the summary
 * telemetry line exist on success, skip and failure alike; a `finally`
 * removes the stage and private directories.
 */
export interface ActionPorts {
  readInput: InputReader
  env: NodeJS.ProcessEnv
  logger: Logger
  redactor: Redactor
  outputs: OutputPort
  summary: SummaryPort
  annotations: AnnotationPort
  layout: ActionLayout
  onOpencodeOutput?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void
  /** Verification poll delays (tests shorten them). */
  verifyDelaysMs?: readonly number[]
  /** Where the run records its directories and stage, for the cancellation handler. */
  registry?: RunRegistry
}

export interface ActionResult {
  concluded: Concluded | undefined
  /** Set when the run could not even reach the conclusion (bad settings or environment). */
  earlyFailure: HarbourmasterError | undefined
}

interface Failure {
  error: unknown
  phase: FailurePhase
}

function checkoutOf(env: ActionEnvironment, privateDirs: string[]): string | undefined {
  const workspace = env.workspace
  if (!workspace || !existsSync(join(workspace, '.git'))) return undefined
  const root = resolve(workspace)
  // A workspace that contains our private directories would expose them to the code-quality reviewer.
  if (privateDirs.some((dir) => resolve(dir).startsWith(root + sep))) return undefined
  return root
}

function usageOf(editor: EditorRun | undefined, receipt: ExecutionReceipt | undefined): { modelCalls: number; tokensIn: number; tokensOut: number } {
  return {
    modelCalls: (editor?.usage.modelCalls ?? 0) + (receipt?.modelCalls ?? 0),
    tokensIn: (editor?.usage.tokensIn ?? 0) + (receipt?.tokensIn ?? 0),
    tokensOut: (editor?.usage.tokensOut ?? 0) + (receipt?.tokensOut ?? 0),
  }
}

/**
 * publish_review's account of a refusal the workflow must fix (a read-only
 * token): without it the runner would only see an unproven publication.
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

async function readExecutionReceipt(privateDir: string): Promise<ExecutionReceipt | undefined> {
  try {
    return executionReceiptSchema.parse(JSON.parse(await readFile(join(privateDir, RECEIPT_FILES.execution), 'utf8')))
  } catch {
    return undefined
  }
}

/**
 * Code the first telemetry line does not need is imported when its phase
 * begins, so the line appears before the 2 MB bundle is evaluated whole
 * (341 ms to the first line on a loaded runner when everything loaded first).
 */
async function loadLaterPhases() {
  const [verify, review] = await Promise.all([import('./publication/verify.js'), import('./runtime/review-phase.js'), import('./publication/conclude.js')])
  return { makeMarker: verify.makeMarker, snapshotReviews: verify.snapshotReviews, runReviewPhase: review.runReviewPhase }
}

function fail(message: string): never {
  throw new HarbourmasterError('internal', message)
}

/** The saved record is read before anything else, so a bad path fails the run as `configuration` at once. */
async function loadReplay(path: string, env: ActionEnvironment) {
  const [{ loadReviewRecord }, { runReplayPhase }] = await Promise.all([import('./replay/record-file.js'), import('./replay/replay-phase.js')])
  const record = await loadReviewRecord(isAbsolute(path) ? path : resolve(env.workspace ?? process.cwd(), path))
  return { record, run: runReplayPhase }
}

export async function runAction(ports: ActionPorts): Promise<ActionResult> {
  const started = Date.now()
  const { logger, redactor } = ports
  let settings: Settings
  let env: ActionEnvironment
  try {
    settings = readSettings(ports.readInput)
    redactor.add(settings.githubToken)
    redactor.add(settings.providerApiKey)
    env = readEnvironment(ports.env)
  } catch (error) {
    const failure = toHarbourmasterError(error)
    ports.outputs.setOutput('outcome', 'failure')
    ports.outputs.setOutput('failure-class', failure.failureClass)
    logger.event('run', 'summary', { outcome: 'failure', class: failure.failureClass, reason: failure.message, ms: Date.now() - started })
    return { concluded: undefined, earlyFailure: failure }
  }

  const runId = `${env.runId}-${env.runAttempt}`
  const registry = ports.registry ?? new RunRegistry()
  registry.mode = settings.mode
  logger.event('run', 'start', { mode: settings.mode, repo: `${env.repository.owner}/${env.repository.repo}`, run: runId })
  const { createGitHubClient } = await import('./core/github/client.js')
  const github = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger })
  const conclude: ConcludePorts = { rest: github.rest, graphql: github.graphqlWrites, ...redactingSinks(ports, redactor), logger }

  let prepared: PreparedRun | undefined
  let privateDir: string | undefined
  let stageDir: string | undefined
  let boot: RuntimeBoot | undefined
  let snapshot: ReviewSnapshot | undefined
  let marker = ''
  let failure: Failure | undefined
  let skipped: SkipRun | undefined
  let editor: EditorRun | undefined
  let pullNumber = 0
  let runtimeParent: Promise<string> | undefined
  let provisioning: Promise<Provisioned> | undefined
  // A replay publishes under the run marker of the run that recorded the review, so however often
  // it is replayed (and even if that run's post did land), GitHub holds it once.
  let publicationRunId = runId
  const replaying = settings.replayFindings !== undefined
  try {
    const event = await readPullRequestEvent(env)
    pullNumber = event.number
    const replay = settings.replayFindings ? await loadReplay(settings.replayFindings, env) : undefined
    if (replay) publicationRunId = replay.record.run.id
    // No secrets, no spend: decided before anything is provisioned or started. A replay spends nothing.
    const noSecrets = replaying ? undefined : missingSecretReason({ actor: env.actor, mode: settings.mode, model: settings.model, providerApiKey: settings.providerApiKey, providerBaseUrl: settings.providerBaseUrl })
    if (noSecrets) {
      logger.event('gate', 'skip', { pr: event.number, reason: noSecrets, actor: env.actor })
      throw new SkipRun(noSecrets)
    }
    registry.enter('prepare')
    // Provisioning does not depend on prepare's result, so it runs beside it. A replay starts no OpenCode.
    if (!replaying) {
      runtimeParent = mkdtemp(join(env.runnerTemp, 'hm-runtime-')).then((dir) => (registry.runtimeParent = dir))
      const parent = runtimeParent
      provisioning = parent.then((fallbackDir) => provisionOpencode({ actionRoot: ports.layout.root, toolCache: env.toolCache, fallbackDir, logger }))
      // A run that ends before the review phase never awaits them; a failure must not surface as an unhandled rejection.
      runtimeParent.catch(() => undefined)
      provisioning.catch(() => undefined)
    }
    const workspace = env.workspace
    // The stage and private directories exist before prepare so both OpenCode servers can boot
    // (granted the empty stage) while prepare waits on GitHub; they hold nothing until the gate passed.
    const [{ bootRuntime }, { createStageDir }] = await Promise.all([import('./runtime/boot.js'), import('./stage/stage-review.js')])
    ;[privateDir, stageDir] = await Promise.all([mkdtemp(join(env.runnerTemp, 'hm-private-')), createStageDir(env.runnerTemp)])
    registry.privateDir = privateDir
    registry.stageDir = stageDir
    const checkoutDir = checkoutOf(env, [privateDir, stageDir])
    boot =
      provisioning === undefined || runtimeParent === undefined
        ? undefined
        : bootRuntime({
            settings,
            layout: ports.layout,
            sourceEnv: ports.env,
            logger,
            provisioned: provisioning,
            runtimeParent,
            stageDir,
            privateDir,
            checkoutDir,
            onOutput: ports.onOpencodeOutput,
            assertLive: () => registry.assertLive(),
          })
    const { prepare } = await import('./prepare.js')
    const preparing = prepare({
      settings,
      env,
      event,
      rest: github.rest,
      graphql: github.graphql,
      logger,
      stats: github.stats,
      redactor,
      stageDir,
      readCheckoutFile: workspace ? (path) => readFile(join(workspace, path), 'utf8').catch(() => undefined) : undefined,
    })
    // Later phases' code (publication, the OpenCode SDK) loads while prepare waits on GitHub.
    const later = loadLaterPhases()
    later.catch(() => undefined)
    prepared = await preparing
    registry.stageDir = prepared.stageDir
    registry.headSha = prepared.headSha
    const cannotWrite = classicTokenWriteProblem(github.stats.tokenScopes, settings.mode)
    if (cannotWrite) throw new ConfigurationError(cannotWrite, 'github-token')
    const { makeMarker, snapshotReviews, runReviewPhase } = await later
    marker = makeMarker(publicationRunId, prepared.headSha)
    const target = { owner: env.repository.owner, repo: env.repository.repo, pullNumber: prepared.pr.number }
    if (settings.mode === 'comment' || settings.mode === 'blocking') snapshot = await snapshotReviews(github.rest, target)
    registry.enter('runtime')
    if (replay) {
      const replayed = await replay.run({ settings, env, prepared, record: replay.record, runId: publicationRunId, privateDir, marker, rest: github.rest, logger, layout: ports.layout, sourceEnv: ports.env, onOutput: ports.onOpencodeOutput })
      if (!replayed.ok) failure = { error: replayed.error, phase: replayed.phase }
    } else {
      const phase = await runReviewPhase({
        settings,
        env,
        prepared,
        privateDir,
        marker,
        logger,
        layout: ports.layout,
        sourceEnv: ports.env,
        checkoutDir,
        onOutput: ports.onOpencodeOutput,
        boot: boot ?? fail('the runtime was not booted'),
        runtimeParent: await (runtimeParent ?? fail('no runtime directory was made')),
        onEditorStarted: () => registry.enter('review'),
        assertLive: () => registry.assertLive(),
      })
      editor = phase.editor
      // A refusal publish_review could name (a read-only token) outranks "publication not proven".
      const refused = await readPublicationFailure(privateDir, runId)
      if (refused) failure = { error: refused, phase: 'publication' }
      else if (!phase.ok) failure = { error: phase.error, phase: phase.phase }
      else if (phase.editor.budgetExceeded) {
        failure = { error: new HarbourmasterError('model', `the token budget of ${settings.tokenBudget} tokens was reached; the review stopped early (raise token-budget to review further)`), phase: 'budget' }
      }
    }
  } catch (error) {
    if (error instanceof SkipRun) skipped = error
    else failure = { error, phase: prepared ? 'review' : 'context' }
  }
  // A skipped run, or one whose prepare failed, stops the servers booted for it (no model call was made).
  await boot?.stop()
  registry.enter('conclude')
  const skippedReason = skipped?.reason

  const receipt = privateDir ? await readExecutionReceipt(privateDir) : undefined
  if (!failure && receipt?.extra?.budgetExceeded) {
    failure = { error: new HarbourmasterError('model', `the token budget of ${settings.tokenBudget} tokens was reached while the specialists ran; their findings were not used (raise token-budget to review further)`), phase: 'budget' }
  }
  if (receipt?.extra && receipt.extra.status !== 'ok') {
    logger.event('reviewers', 'incomplete', { status: receipt.extra.status, errors: receipt.extra.errors.map((e) => `${e.agent}: ${e.error}`).join('; ') || undefined, overflow: receipt.extra.overflowPatches.length || undefined })
  }
  try {
    return {
      earlyFailure: undefined,
      concluded: await (await import('./publication/conclude.js')).concludeRun(conclude, {
        owner: env.repository.owner,
        repo: env.repository.repo,
        pullNumber: prepared?.pr.number ?? pullNumber,
        mode: settings.mode,
        blockingSeverity: settings.blockingSeverity,
        // A replay makes no model call by design; strict-runtime is about review runs.
        strictRuntime: settings.strictRuntime && !replaying,
        expectedLogin: settings.expectedBotLogin,
        runId: publicationRunId,
        headSha: prepared?.headSha ?? '',
        marker,
        snapshot,
        privateDir,
        earlier: prepared?.earlierFindings ?? [],
        exclusions: prepared?.exclusions ?? [],
        caps: prepared?.caps ?? [],
        figures: { ...usageOf(editor, receipt), durationMs: Date.now() - started },
        findingsPath: join(env.runnerTemp, `harbourmaster-findings-${runId}.json`),
        sarifPath: join(env.runnerTemp, `harbourmaster-${runId}.sarif`),
        maxComments: settings.maxComments,
        failure,
        skippedReason,
        existingReviewId: skipped?.reviewId,
        verifyDelaysMs: ports.verifyDelaysMs,
      }),
    }
  } finally {
    // Receipts and the stage live only for this attempt.
    if (privateDir) await rm(privateDir, { recursive: true, force: true }).catch(() => undefined)
    if (stageDir) await rm(stageDir, { recursive: true, force: true }).catch(() => undefined)
    await provisioning?.catch(() => undefined)
    const parent = await runtimeParent?.catch(() => undefined)
    if (parent) await rm(parent, { recursive: true, force: true }).catch(() => undefined)
  }
}

/**
 * Outputs, job summary and annotations carry PR paths and model-written text:
 * everything they receive is redacted once more, raw, before GitHub shows it.
 */
function redactingSinks(ports: Pick<ActionPorts, 'outputs' | 'summary' | 'annotations'>, redactor: Redactor): Pick<ConcludePorts, 'outputs' | 'summary' | 'annotations'> {
  const props = <T extends { title?: string }>(p: T | undefined): T | undefined => (p?.title ? { ...p, title: redactor.redact(p.title) } : p)
  return {
    outputs: { setOutput: (name, value) => ports.outputs.setOutput(name, typeof value === 'string' ? redactor.redact(value) : value) },
    summary: { append: (markdown) => ports.summary.append(redactor.redact(markdown)) },
    annotations: {
      warning: (message, p) => ports.annotations.warning(typeof message === 'string' ? redactor.redact(message) : message, props(p)),
      error: (message, p) => ports.annotations.error(typeof message === 'string' ? redactor.redact(message) : message, props(p)),
    },
  }
}
