import { existsSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { isAbsolute, join, resolve, sep } from 'node:path'
import type { ActionEnvironment } from '../config/environment.js'
import type { PullRequestEvent } from '../context/event.js'
import { ConfigurationError, SkipRun } from '../core/errors.js'
import { missingSecretIsMisconfiguration, missingSecretReason, type SecretsFacts } from '../policy/secrets-gate.js'
import { isFork, skipForeseen } from '../context/gate.js'
import type { PreparedRun } from '../prepare.js'
import type { ReviewRecord } from '../core/contracts/review-record.js'
import type { ReplayPhaseInput, ReplayPhaseResult } from '../replay/replay-phase.js'
import type { RunDirs } from '../runtime/review-runtime.js'
import type { RunContext } from './ports.js'

/**
 * The run's first phases after the event is read: the gate (a saved review
 * to replay, or no secrets to spend), the run's own directories, and test
 * evidence. Each takes what it needs and returns what it made.
 */

export interface LoadedReplay {
  record: ReviewRecord
  run: (input: ReplayPhaseInput) => Promise<ReplayPhaseResult>
}

export interface Gated {
  replay: LoadedReplay | undefined
  /**
   * A replay publishes under the run marker of the run that recorded the review, so however often
   * it is replayed (and even if that run's post did land), GitHub holds it once.
   */
  publicationRunId: string
}

/** The saved record is read before anything else, so a bad path fails the run as `configuration` at once. */
async function loadReplay(path: string, env: ActionEnvironment, instance: string | undefined): Promise<LoadedReplay> {
  const [{ loadReviewRecord, checkRecordInstance }, { runReplayPhase }] = await Promise.all([
    import('../replay/record-file.js'),
    import('../replay/replay-phase.js'),
  ])
  const record = await loadReviewRecord(isAbsolute(path) ? path : resolve(env.workspace ?? process.cwd(), path))
  checkRecordInstance(record, instance)
  return { record, run: runReplayPhase }
}

/** Throws SkipRun when the run may not spend anything; decided before anything is provisioned or started. */
export async function gateRun(ctx: RunContext, event: PullRequestEvent): Promise<Gated> {
  const { settings, env } = ctx
  const replay = settings.replayFindings ? await loadReplay(settings.replayFindings, env, settings.instance) : undefined
  // No secrets, no spend. A replay spends nothing.
  const facts: SecretsFacts = {
    actor: env.actor,
    mode: settings.mode,
    model: settings.model,
    providerApiKey: settings.providerApiKey,
    providerBaseUrl: settings.providerBaseUrl,
    sameRepository: !isFork(event),
  }
  const noSecrets = replay ? undefined : missingSecretReason(facts)
  if (noSecrets) {
    // A same-repository run was given the secrets: its empty key is a missing secret, a configuration
    // error in every mode (a green skip would pass a required check on every branch unreviewed),
    // unless the event already says this run reviews nothing (a draft, a closing event): a warning then.
    const misconfigured = missingSecretIsMisconfiguration(facts)
    if (misconfigured && !skipForeseen(event, settings)) {
      ctx.ports.logger.event('gate', 'fail', { pr: event.number, class: 'configuration', reason: noSecrets, actor: env.actor, same_repository: true })
      throw new ConfigurationError(noSecrets, 'provider-api-key')
    }
    ctx.ports.logger.event('gate', 'skip', { pr: event.number, reason: noSecrets, actor: env.actor, same_repository: misconfigured || undefined })
    if (misconfigured) ctx.ports.annotations.warning(noSecrets)
    throw new SkipRun(noSecrets)
  }
  return { replay, publicationRunId: replay?.record.run.id ?? ctx.runId }
}

function checkoutOf(env: ActionEnvironment, privateDirs: string[]): string | undefined {
  const workspace = env.workspace
  if (!workspace || !existsSync(join(workspace, '.git'))) return undefined
  const root = resolve(workspace)
  // A workspace that contains our private directories would expose them to the code-quality reviewer.
  if (privateDirs.some((dir) => resolve(dir).startsWith(root + sep))) return undefined
  return root
}

/**
 * The stage and private directories exist before prepare so both OpenCode servers can boot
 * (granted the empty stage) while prepare waits on GitHub; they hold nothing until the gate passed.
 */
export async function makeRunDirs(ctx: RunContext): Promise<RunDirs> {
  const { env, registry } = ctx
  const { createStageDir } = await import('../stage/stage-review.js')
  const [privateDir, stageDir] = await Promise.all([mkdtemp(join(env.runnerTemp, 'hm-private-')), createStageDir(env.runnerTemp)])
  registry.privateDir = privateDir
  registry.stageDir = stageDir
  return { privateDir, stageDir, checkoutDir: checkoutOf(env, [privateDir, stageDir]) }
}

/** Test evidence is gathered before any token file exists; with test-command, also before any OpenCode process starts. */
/** What gathering test evidence reads of the run: its inputs, logger and redactor, and the registry a test command runs under. */
export type EvidenceContext = Pick<RunContext, 'settings' | 'env'> & {
  ports: Pick<RunContext['ports'], 'logger' | 'redactor'>
  registry: Pick<RunContext['registry'], 'hold' | 'assertLive'>
}

export async function gatherEvidence(ctx: EvidenceContext, prepared: PreparedRun): Promise<void> {
  const { settings, env } = ctx
  const { logger, redactor } = ctx.ports
  if (!settings.testCommand && settings.testResults.length === 0) return
  const { evidenceNote, gatherTestEvidence } = await import('../evidence/gather.js')
  const changed = [...prepared.allowlist, ...prepared.exclusions.map((e) => e.path)]
  const runCommand = settings.testCommand
    ? async () =>
        (await import('../evidence/sandbox/test-command.js')).runTestCommand({ settings, env, prepared, changed, logger, redactor, registry: ctx.registry })
    : undefined
  // What the pull request itself commits is its own data: a report among those files is never evidence (collect-results.ts).
  const committed = {
    paths: new Set([...prepared.listed].filter(([, file]) => !file.removed).map(([path]) => path)),
    listedAll: prepared.counts.listedFiles >= prepared.counts.changedFiles,
  }
  const evidence = await gatherTestEvidence({
    settings,
    workspace: env.workspace,
    stageDir: prepared.stageDir,
    changed,
    committed,
    logger,
    redactor,
    runCommand,
  })
  prepared.testEvidenceNote = evidenceNote(evidence)
}
