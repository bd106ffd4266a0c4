import { spawn } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ActionLayout } from '../action-root.js'
import type { ActionEnvironment } from '../config/environment.js'
import type { Settings } from '../config/settings.js'
import { REPLAY_FILES, replayResultSchema } from '../core/contracts/replay.js'
import type { ReviewRecord } from '../core/contracts/review-record.js'
import type { StagedPatchText } from '../core/contracts/fingerprint.js'
import { TEST_VERDICTS_FILE, testVerdictsFileSchema } from '../core/contracts/test-verdicts.js'
import { assessmentsReceiptSchema, RECEIPT_FILES, runConfigSchema, type RunConfig } from '../core/contracts/run-config.js'
import { HarbourmasterError, OpenCodeError, SkipRun, toHarbourmasterError } from '../core/errors.js'
import { listReviews, type GraphqlPort, type RestPort } from '../core/github/github-port.js'
import { reviewAsPosted } from '../core/publication/review-original.js'
import type { Logger } from '../core/telemetry/logger.js'
import { forgetProcessGroup, registerProcessGroup } from '../core/opencode/reviewer-pids.js'
import type { PreparedRun } from '../prepare.js'
import { buildAllowlistedEnv } from '../runtime/env.js'
import { ledgerConfig } from '../runtime/build-run-config.js'
import { checksReviewedHead } from '../context/gate-run.js'
import { publishes, runConfigBase, tokenFilePath } from '../runtime/run-config-base.js'
import { alreadyPublished, checkRecordFindings, checkRecordTarget, recordedAssessments } from './record-file.js'

/**
 * The review phase of a replay: instead of OpenCode, the replay publisher
 * (plugins/replay-publish.ts, the same publication code as publish_review)
 * publishes or records the saved payload. No model is configured, so no
 * model request can be made. The runner then concludes as after any run:
 * proof, lifecycle, sinks.
 */
export interface ReplayPhaseInput {
  settings: Settings
  env: ActionEnvironment
  prepared: PreparedRun
  record: ReviewRecord
  /** The run id the publication carries: the recording run's, so GitHub holds the review once. */
  runId: string
  privateDir: string
  /** The run marker made from runId and the live head SHA. */
  marker: string
  rest: RestPort
  /** Reads the edit history of a review that carries the marker (one that someone else edited is judged as posted). */
  graphql: GraphqlPort
  logger: Logger
  layout: ActionLayout
  sourceEnv: NodeJS.ProcessEnv
  onOutput?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void
  /** Throws once the run is cancelled: no publisher starts after that (checked in the same tick as the spawn). */
  assertLive?: () => void
  /** How long the publisher may work before it is stopped: timeout-minutes unless given (a test's deadline of seconds). */
  timeoutMs?: number
}

export type ReplayPhaseResult = { ok: true } | { ok: false; phase: 'publication'; error: HarbourmasterError }

/** Node runs the bundled publisher as it is; from sources (tests, development) tsx compiles it. */
function command(layout: ActionLayout): string[] {
  const script = layout.plugin('replay-publish')
  return layout.bundled ? [script] : ['--import', 'tsx', script]
}

export async function runReplayPhase(input: ReplayPhaseInput): Promise<ReplayPhaseResult> {
  const { settings, env, prepared, record, privateDir, logger } = input
  const target = { owner: env.repository.owner, repo: env.repository.repo, pullNumber: prepared.pr.number }
  checkRecordTarget(record, { ...target, headSha: prepared.headSha })
  if (publishes(settings.mode)) {
    const login = settings.expectedBotLogin
    const landed = await alreadyPublished(input.marker, await listReviews(input.rest, target), login, (id) => reviewAsPosted(input.graphql, id, login))
    if (landed) throw new SkipRun(`the recorded review is already on GitHub as review ${landed.id}; it is not posted twice`, { reviewId: landed.id })
  }
  // After the look for a landed review: a review GitHub holds is that record's, whatever this run stages.
  checkRecordFindings(
    record,
    await stagedPatches(
      prepared,
      record.findings.map((f) => f.path),
    ),
  )
  logger.event('replay', 'start', { run_recorded: record.run.id, findings: record.findings.length, tool: record.tool })

  const tokenFile = tokenFilePath(privateDir)
  const runConfigPath = join(privateDir, 'run-config.json')
  const config: RunConfig = runConfigSchema.parse({
    ...runConfigBase({ settings, env, prepared, runId: input.runId, marker: input.marker, privateDir, tokenFile }),
    // A replay runs no agent: no specialist, no reviewer process, no model.
    specialists: [],
    models: [{ providerID: 'none', modelID: 'replay' }],
    recordedTeam: record.team,
    // The live threads, as for the editor: a finding already open on a thread is not posted again, a
    // disposition names only an earlier finding of ours on this pull request, the body says what was reviewed.
    ledger: ledgerConfig(prepared),
    // As for the editor: a review another run proved on this head after the gate looked (a race, or found
    // on a retry after a refused POST) ends the replay skipped, never as a second review of the commit.
    oneReviewPerCommit: checksReviewedHead(settings),
    reviewer: { opencodeBin: '', configHome: '', env: {}, startTimeoutMs: 0 },
  } satisfies RunConfig)
  await writeFile(runConfigPath, JSON.stringify(config), { mode: 0o600 })
  await writeFile(join(privateDir, REPLAY_FILES.payload), JSON.stringify(record.payload), { mode: 0o600 })
  // The recorded confidence, verdict and route are the team's assessment: the replay routes by them, not by defaults.
  const assessed = recordedAssessments(record)
  if (assessed.length > 0) {
    const receipt = assessmentsReceiptSchema.parse({ version: 1, runId: config.runId, findings: assessed })
    await writeFile(join(privateDir, RECEIPT_FILES.assessments), JSON.stringify(receipt), { mode: 0o600 })
  }
  // The test verdicts too: each finding's evidence block, and the replay's own findings file, keep the tests behind it.
  if (record.testVerdicts) {
    const verdicts = testVerdictsFileSchema.parse({ version: 1, entries: record.testVerdicts })
    await writeFile(join(privateDir, TEST_VERDICTS_FILE), JSON.stringify(verdicts), { mode: 0o600 })
  }
  if (publishes(settings.mode)) await writeFile(tokenFile, settings.githubToken, { mode: 0o600 })
  try {
    const started = Date.now()
    const timeoutMs = input.timeoutMs ?? config.timeoutMs
    const { code, timedOut } = await run(input, runConfigPath, timeoutMs)
    const result = await readResult(privateDir)
    logger.event('replay', 'done', { exit: code, ok: result?.ok ?? false, ms: Date.now() - started, timed_out: timedOut || undefined })
    // Stopped at the deadline before it reported: the run's time limit, classed as the editor's timeout is.
    if (timedOut && !result) return { ok: false, phase: 'publication', error: new OpenCodeError(publisherTimedOut(timeoutMs)) }
    if (!result)
      return { ok: false, phase: 'publication', error: new HarbourmasterError('internal', `the replay publisher ended (exit ${code}) without a result`) }
    if (!result.ok) return { ok: false, phase: 'publication', error: new HarbourmasterError(result.failureClass, result.message) }
    return { ok: true }
  } catch (error) {
    return { ok: false, phase: 'publication', error: toHarbourmasterError(error) }
  } finally {
    // The publisher removes the token file when it reads it; this covers one that never started.
    await rm(tokenFile, { force: true })
  }
}

/** The deadline's message: what stopped the publisher, and the input that sets it. */
function publisherTimedOut(timeoutMs: number): string {
  const limit = timeoutMs < 60_000 ? `${Math.round(timeoutMs / 1000)} s` : `${Math.round((timeoutMs / 60_000) * 10) / 10} min`
  return (
    `the replay publisher was still working after timeout-minutes (${limit}) and was stopped before it reported; ` +
    'raise timeout-minutes, or run the replay again (a review it stored is found and not posted twice)'
  )
}

function run(input: ReplayPhaseInput, runConfigPath: string, timeoutMs: number): Promise<{ code: number; timedOut: boolean }> {
  const env = buildAllowlistedEnv(input.sourceEnv, { runtime: { HOME: input.privateDir }, runConfigPath })
  return new Promise((resolve, reject) => {
    input.assertLive?.()
    // Its own group, registered like an OpenCode server's: a cancellation stops it at the signal, before
    // it can post (it is no OpenCode process and works in no runtime root, so no sweep would find it).
    const child = spawn(process.execPath, command(input.layout), { cwd: input.layout.root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    const group = child.pid
    if (group !== undefined) {
      registerProcessGroup(group, 'replay-publisher')
      child.once('exit', () => forgetProcessGroup(group))
    }
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => input.onOutput?.('stdout', chunk))
    child.stderr.on('data', (chunk: Buffer) => input.onOutput?.('stderr', chunk))
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code: code ?? -1, timedOut })
    })
  })
}

/** The staged patch of each reviewable path named (undefined when it cannot be read), as the publisher reads it (plugins/lib/publication/session.ts, loadStagedReview). */
async function stagedPatches(prepared: PreparedRun, paths: readonly string[]): Promise<Map<string, StagedPatchText | undefined>> {
  const out = new Map<string, StagedPatchText | undefined>()
  // The hidden lines and cut neighbours as publication reads them with the patch: finding ids hash them.
  const byPath = new Map(prepared.index.files.map((f) => [f.path, f]))
  for (const path of new Set(paths)) {
    if (!prepared.allowlist.includes(path)) continue
    const name = prepared.patchNames.get(path)
    const text = name === undefined ? undefined : await readFile(join(prepared.stageDir, 'patches', name), 'utf8').catch(() => undefined)
    out.set(path, text === undefined ? undefined : { text, hiddenLines: byPath.get(path)?.hiddenLines, cutAfter: byPath.get(path)?.cutAfter })
  }
  return out
}

async function readResult(privateDir: string) {
  try {
    return replayResultSchema.parse(JSON.parse(await readFile(join(privateDir, REPLAY_FILES.result), 'utf8')))
  } catch {
    return undefined
  }
}
