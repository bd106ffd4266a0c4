import { rm } from 'node:fs/promises'
import { readEnvironment, type ActionEnvironment } from './config/environment.js'
import { checkRunner, checkRunnerPrograms, checkTestMemory, realRunnerHost } from './config/runner-host.js'
import { checkRunnerTemp } from './config/runner-temp.js'
import { readSettings, type Settings } from './config/settings.js'
import { checkInputNames } from './config/input-names.js'
import { toHarbourmasterError, type HarbourmasterError } from './core/errors.js'
import type { ConcludePorts } from './publication/conclude.js'
import { RunRegistry } from './runtime/run-registry.js'
import { reportCacheRejections } from './run/cache-rejections.js'
import { redactingSinks } from './run/redacting-sinks.js'
import { concludeReview } from './run/conclude-review.js'
import type { ActionPorts, ActionResult, RunContext } from './run/ports.js'
import { reviewPullRequest, type RunEnd } from './run/review-pull-request.js'

export type { ActionPorts, ActionResult, RunPhases } from './run/ports.js'

/**
 * One run of the action, phase by phase: settings -> context (client,
 * registry) -> review of the pull request (event, gate, prepare, snapshot,
 * OpenCode; src/run/review-pull-request.ts) -> conclude (verify, lifecycle,
 * outcome, sinks). Each phase is a function of what the earlier ones
 * returned. Every path ends in the conclusion so outputs, the job summary
 * and the summary telemetry line exist on success, skip and failure alike;
 * a `finally` removes the stage, private and runtime directories.
 */
export async function runAction(ports: ActionPorts): Promise<ActionResult> {
  const started = Date.now()
  const read = await readRun(ports)
  if (!read.ok) return reportEarlyFailure(ports, read, started)
  const ctx = await openRun(ports, read.settings, read.env, started)
  const end = await reviewPullRequest(ctx)
  // A skipped run, or one whose prepare failed, stops the servers booted for it (no model call was made).
  await end.runtime?.stop()
  ctx.registry.enter('conclude')
  try {
    const concluded = await concludeReview(ctx, end)
    ctx.registry.provenReviewId = concluded.proof?.reviewId
    return { earlyFailure: undefined, concluded }
  } finally {
    // Disposing waits for provisioning, so every entry it refused is known here, whatever the run's path.
    await removeRun(end)
    await reportCacheRejections(ctx.registry.cacheRejections, ctx.conclude)
  }
}

type Read = { ok: true; settings: Settings; env: ActionEnvironment } | { ok: false; error: HarbourmasterError; mode?: string }

/** Inputs, environment and runner, read once; the secrets among them are redacted from here on. */
async function readRun(ports: ActionPorts): Promise<Read> {
  let settings: Settings | undefined
  try {
    settings = readSettings(ports.readInput)
    ports.redactor.add(settings.githubToken)
    ports.redactor.add(settings.providerApiKey)
    checkInputNames(ports.env)
    const env = readEnvironment(ports.env)
    const host = ports.host ?? realRunnerHost()
    checkRunner(host, settings)
    checkTestMemory(host, settings)
    await checkRunnerTemp(env.runnerTemp, ports.env)
    const { checkPinnedPlatform, needsInstall } = await import('./runtime/provision.js')
    const { cacheDir } = await import('./runtime/cache-entry.js')
    await checkPinnedPlatform({ actionRoot: ports.layout.root, host: ports.host })
    await checkRunnerPrograms(ports.env.PATH, async () => {
      const options = { actionRoot: ports.layout.root, toolCache: env.toolCache, host: ports.host }
      return { needed: await needsInstall(options), at: env.toolCache ? cacheDir({ toolCache: env.toolCache, fallbackDir: '' }) : 'RUNNER_TOOL_CACHE is unset' }
    })
    return { ok: true, settings, env }
  } catch (error) {
    return { ok: false, error: toHarbourmasterError(error), mode: settings?.mode }
  }
}

/** Nothing was read from GitHub yet: every output, the job summary and the summary line still say so. */
async function reportEarlyFailure(ports: ActionPorts, read: { error: HarbourmasterError; mode?: string }, started: number): Promise<ActionResult> {
  const { reportUnconcluded } = await import('./publication/unconcluded.js')
  const { registry } = ports
  const sinks = {
    outputs: ports.outputs,
    summary: ports.summary,
    logger: ports.logger,
    redact: (text: string) => ports.redactor.redact(text),
    // As for a concluded run: a signal during the job summary's write leaves this failure standing.
    onResult: registry && ((result: Parameters<RunRegistry['commitResult']>[0]) => registry.commitResult(result)),
    onSummaryLogged: registry && (() => registry.summaryLogged()),
  }
  await reportUnconcluded(sinks, { failure: read.error, mode: read.mode, ms: Date.now() - started, beforeReview: true })
  return { concluded: undefined, earlyFailure: read.error }
}

async function openRun(ports: ActionPorts, settings: Settings, env: ActionEnvironment, started: number): Promise<RunContext> {
  const { logger, redactor } = ports
  const runId = `${env.runId}-${env.runAttempt}`
  const registry = ports.registry ?? new RunRegistry()
  registry.mode = settings.mode
  logger.addContext({ run: runId })
  registry.runId = runId
  logger.event('run', 'start', { mode: settings.mode, repo: `${env.repository.owner}/${env.repository.repo}`, instance: settings.instance })
  const { createGitHubClient } = await import('./core/github/client.js')
  const { proxyFetchFor } = await import('./github/proxy-fetch.js')
  const github = createGitHubClient({
    token: settings.githubToken,
    apiUrl: env.apiUrl,
    logger,
    fetch: await proxyFetchFor(env.apiUrl, logger),
    ...ports.githubTiming,
  })
  const conclude: ConcludePorts = {
    rest: github.rest,
    graphql: github.graphqlWrites,
    writes: github.checkedWrites,
    ...redactingSinks(ports, redactor),
    logger,
    redact: (text) => redactor.redact(text),
    // Only a result committed before any signal stands: once a cancellation began, the run's ports
    // were silent (no outputs, no summary), and a conclusion reached because the cancellation ended a
    // child (the replay publisher, "exit -1") must leave the report to the cancellation. Committed in
    // the tick the job summary's write begins, so a signal during that write leaves the result standing.
    onResult: (decision) => registry.commitResult(decision),
    // Written while the run was live: the cancellation must not write it again. Once cancelled the
    // run's logger dropped it, and the cancellation writes it as committed above.
    onSummaryLogged: () => registry.summaryLogged(),
  }
  return { ports, settings, env, runId, registry, github, conclude, started }
}

/** Receipts, the stage and the runtime roots live only for this attempt. */
async function removeRun(end: RunEnd): Promise<void> {
  if (end.dirs) {
    await rm(end.dirs.privateDir, { recursive: true, force: true }).catch(() => undefined)
    await rm(end.dirs.stageDir, { recursive: true, force: true }).catch(() => undefined)
  }
  await end.runtime?.dispose()
}
