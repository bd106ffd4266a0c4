import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import type { ActionLayout } from './action-root.js'
import { readEnvironment, type ActionEnvironment } from './config/environment.js'
import { readSettings, type InputReader, type Settings } from './config/settings.js'
import { effectiveConfig } from './config/effective-config.js'
import { readPullRequestEvent } from './context/event.js'
import { executionReceiptSchema, RECEIPT_FILES, type ExecutionReceipt } from './core/contracts/run-config.js'
import { HarbourmasterError, SkipRun, toHarbourmasterError } from './core/errors.js'
import type { PreparedRun } from './prepare.js'
import type { Concluded, ConcludePorts } from './publication/conclude.js'
import type { FailurePhase } from './publication/outcome.js'
import type { AnnotationPort, OutputPort, SummaryPort } from './publication/report.js'
import type { ReviewSnapshot } from './publication/verify.js'
import { provisionOpencode } from './runtime/provision.js'
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

async function gatherEvidence(settings: Settings, env: ActionEnvironment, prepared: PreparedRun, logger: Logger, redactor: Redactor): Promise<void> {
  if (!settings.testCommand && settings.testResults.length === 0) return
  const { gatherTestEvidence } = await import('./evidence/gather.js')
  const changed = [...prepared.allowlist, ...prepared.exclusions.map((e) => e.path)]
  const runCommand = settings.testCommand
    ? async () => (await import('./evidence/sandbox/test-command.js')).runTestCommand({ settings, env, prepared, changed, logger, redactor })
    : undefined
  await gatherTestEvidence({ settings, workspace: env.workspace, stageDir: prepared.stageDir, changed, logger, redactor, runCommand })
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
  logger.event('run', 'start', { mode: settings.mode, repo: `${env.repository.owner}/${env.repository.repo}`, run: runId })
  const { createGitHubClient } = await import('./core/github/client.js')
  const github = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger })
  // Provisioning does not depend on prepare's result, so it runs beside it.
  const runtimeParent = mkdtemp(join(env.runnerTemp, 'hm-runtime-'))
  const provisioning = runtimeParent.then((fallbackDir) => provisionOpencode({ actionRoot: ports.layout.root, toolCache: env.toolCache, fallbackDir, logger }))
  // A run that ends before the review phase never awaits them; a failure must not surface as an unhandled rejection.
  runtimeParent.catch(() => undefined)
  provisioning.catch(() => undefined)
  const conclude: ConcludePorts = { rest: github.rest, graphql: github.graphqlWrites, ...redactingSinks(ports, redactor), logger }

  let prepared: PreparedRun | undefined
  let privateDir: string | undefined
  let snapshot: ReviewSnapshot | undefined
  let marker = ''
  let failure: Failure | undefined
  let skippedReason: string | undefined
  let editor: EditorRun | undefined
  let pullNumber = 0
  try {
    const event = await readPullRequestEvent(env)
    pullNumber = event.number
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
    })
    // Later phases' code (publication, the OpenCode SDK) loads while prepare waits on GitHub.
    const later = loadLaterPhases()
    later.catch(() => undefined)
    prepared = await preparing
    // Test evidence is gathered before the private directory, the token file or any OpenCode process exists.
    await gatherEvidence(settings, env, prepared, logger, redactor)
    const { makeMarker, snapshotReviews, runReviewPhase } = await later
    privateDir = await mkdtemp(join(env.runnerTemp, 'hm-private-'))
    marker = makeMarker(runId, prepared.headSha)
    const target = { owner: env.repository.owner, repo: env.repository.repo, pullNumber: prepared.pr.number }
    if (settings.mode === 'comment' || settings.mode === 'blocking') snapshot = await snapshotReviews(github.rest, target)
    const phase = await runReviewPhase({
      settings,
      env,
      prepared,
      privateDir,
      marker,
      logger,
      layout: ports.layout,
      sourceEnv: ports.env,
      checkoutDir: checkoutOf(env, [privateDir, prepared.stageDir]),
      onOutput: ports.onOpencodeOutput,
      provisioned: provisioning,
      runtimeParent: await runtimeParent,
    })
    editor = phase.editor
    if (!phase.ok) failure = { error: phase.error, phase: phase.phase }
    else if (phase.editor.budgetExceeded) {
      failure = { error: new HarbourmasterError('model', `the token budget of ${settings.tokenBudget} tokens was reached; the review stopped early (raise token-budget to review further)`), phase: 'budget' }
    }
  } catch (error) {
    if (error instanceof SkipRun) skippedReason = error.reason
    else failure = { error, phase: prepared ? 'review' : 'context' }
  }

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
        strictRuntime: settings.strictRuntime,
        expectedLogin: settings.expectedBotLogin,
        runId,
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
        maxComments: prepared ? effectiveConfig(settings, prepared.base.config).maxComments : settings.maxComments,
        failure,
        skippedReason,
        verifyDelaysMs: ports.verifyDelaysMs,
        base: prepared
          ? {
              ...prepared.base,
              specialists: prepared.specialists.map((s) => ({ name: s.name, sources: s.guidance.applied.map((a) => a.source), bytes: s.guidance.bytes, cut: s.guidance.cut.map((c) => c.source) })),
            }
          : undefined,
      }),
    }
  } finally {
    // Receipts and the stage live only for this attempt.
    if (privateDir) await rm(privateDir, { recursive: true, force: true }).catch(() => undefined)
    if (prepared) await rm(prepared.stageDir, { recursive: true, force: true }).catch(() => undefined)
    await provisioning.catch(() => undefined)
    const parent = await runtimeParent.catch(() => undefined)
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
