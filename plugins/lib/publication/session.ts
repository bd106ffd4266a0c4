import { readFile, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { Octokit } from '@octokit/core'
import { reviewIndexSchema, type CapReached, type Exclusion } from '../../../src/core/contracts/review-index.js'
import type { RunConfig } from '../../../src/core/contracts/run-config.js'
import { toHarbourmasterError } from '../../../src/core/errors.js'
import { buildLineMap, type LineMap } from '../../../src/core/diff/diff-lines.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import type { RestPort } from '../../../src/core/github/github-port.js'
import { preparePublication, type PreparedPublication, type PublicationContext } from './prepare.js'
import { publishReview, type PublishOptions, type PublishResult } from './publish.js'
import { markPublicationStarted, writePublicationFailure, writePublicationReceipt, writeRecordReceipt, type RecordedFinding } from '../../../src/core/publication/receipts.js'

/**
 * The state behind the publish_review and record_review tools, kept out of
 * the OpenCode plugin files so it runs (and is tested) without OpenCode.
 * Everything the model cannot be trusted with (repository, PR, head SHA,
 * marker, allowlist, token) comes from the run config and the private dir.
 */
export const MAX_ATTEMPTS = 3

export interface StagedReview {
  allowlist: string[]
  lineMaps: Map<string, LineMap>
  exclusions: Exclusion[]
  caps: CapReached[]
}

/** Reads review-index.json and the staged patches of the allowlisted files. */
export async function loadStagedReview(config: Pick<RunConfig, 'stageDir' | 'allowlist'>): Promise<StagedReview> {
  const index = reviewIndexSchema.parse(JSON.parse(await readFile(join(config.stageDir, 'review-index.json'), 'utf8')))
  const allowed = new Set(config.allowlist)
  const lineMaps = new Map<string, LineMap>()
  for (const file of index.files) {
    // A patch name is one path segment; anything else gets no line map (its findings go to the body).
    if (!allowed.has(file.path) || !/^[^/\\\0]+$/.test(file.patchFile) || file.patchFile === '..') continue
    const patch = await readFile(join(config.stageDir, 'patches', file.patchFile), 'utf8').catch(() => undefined)
    lineMaps.set(file.path, buildLineMap(patch))
  }
  return { allowlist: config.allowlist, lineMaps, exclusions: index.exclusions, caps: index.caps }
}

/** Reads the token file once and removes it, so no later reader (or agent) finds it. */
export async function takeToken(tokenFile: string): Promise<string> {
  const token = (await readFile(tokenFile, 'utf8')).trim()
  await unlink(tokenFile)
  if (!token) throw new Error('the token file was empty')
  return token
}

/** A bare Octokit: publication does its own marker-checked retries. */
export function bareRest(token: string, apiUrl: string): RestPort {
  return new Octokit({ auth: token, baseUrl: apiUrl, userAgent: 'harbourmaster-publish' })
}

export type ToolReply = { ok: true; text: string } | { ok: false; text: string }

function problemsText(problems: readonly string[], attempt: number): string {
  const left = MAX_ATTEMPTS - attempt
  return [
    `The review was not submitted (attempt ${attempt} of ${MAX_ATTEMPTS}). Fix these problems and call the tool again with the whole payload:`,
    ...problems.map((p) => `- ${p}`),
    left === 1 ? 'On the last attempt remaining problems are repaired automatically (findings moved to the review body).' : '',
  ]
    .filter(Boolean)
    .join('\n')
}

/** For record_review, `inline` means the line is part of the diff (annotatable in place). */
function recorded(publication: PreparedPublication): RecordedFinding[] {
  return publication.findings.map((f) => ({ ...f }))
}

interface SessionBase {
  config: RunConfig
  staged: StagedReview
  log?: (event: string, fields: Record<string, string | number | boolean | undefined>) => void
  /** Redacts model-written text before it is posted or recorded; publish_review adds the token to it. */
  redactor?: Redactor
}

function contextFor(config: RunConfig, staged: StagedReview, attempt: number, redactor: Redactor): PublicationContext {
  return {
    redactor,
    marker: config.marker,
    allowlist: staged.allowlist,
    lineMaps: staged.lineMaps,
    maxComments: config.maxComments,
    exclusions: staged.exclusions,
    caps: staged.caps,
    final: attempt >= MAX_ATTEMPTS,
  }
}

export interface PublishSessionOptions extends SessionBase {
  /** The GitHub port, given the token; defaults to a bare Octokit on config.apiUrl. */
  rest: RestPort | ((token: string) => RestPort)
  /** Where the token comes from; defaults to reading and deleting config.tokenFile. */
  token?: () => Promise<string>
  publish?: Partial<Omit<PublishOptions, 'owner' | 'repo' | 'pullNumber' | 'headSha' | 'marker' | 'expectedLogin'>>
}

/** publish_review: comment and blocking modes, editor process only. */
export class PublishSession {
  private attempts = 0
  private cached: { result: PublishResult; reply: ToolReply } | undefined
  private port: RestPort | undefined
  private tokenPromise: Promise<string> | undefined
  private readonly redactor: Redactor

  constructor(private readonly options: PublishSessionOptions) {
    this.redactor = options.redactor ?? new Redactor()
  }

  /** Takes the token now (at plugin start) so its file is gone before any agent runs. */
  primeToken(): Promise<string> {
    if (!this.tokenPromise) {
      const { config, token } = this.options
      if (!token && !config.tokenFile) return Promise.reject(new Error(`publish_review is not available in ${config.mode} mode`))
      this.tokenPromise = (token ? token() : takeToken(config.tokenFile as string)).then((value) => {
        this.redactor.add(value)
        return value
      })
      this.tokenPromise.catch(() => {})
    }
    return this.tokenPromise
  }

  get result(): PublishResult | undefined {
    return this.cached?.result
  }

  /** Calls run one at a time: two tool calls in one model turn must not both reach the POST. */
  call(args: unknown): Promise<ToolReply> {
    const next = this.queue.then(() => this.callNow(args))
    this.queue = next.catch(() => undefined)
    return next
  }

  private queue: Promise<unknown> = Promise.resolve()

  private async callNow(args: unknown): Promise<ToolReply> {
    if (this.cached) return this.cached.reply
    const { config, staged } = this.options
    if (config.mode !== 'comment' && config.mode !== 'blocking') return { ok: false, text: `publish_review is not available in ${config.mode} mode; use record_review.` }
    if (this.attempts >= MAX_ATTEMPTS) return { ok: false, text: `publish_review was already called ${MAX_ATTEMPTS} times; no further attempt is allowed.` }
    const attempt = ++this.attempts
    // The token must be registered before any model text is rendered; a missing token fails at the POST below.
    if (this.options.token || config.tokenFile) await this.primeToken().catch(() => undefined)
    const prepared = preparePublication(args, contextFor(config, staged, attempt, this.redactor))
    if (!prepared.ok) {
      this.options.log?.('rejected', { attempt, problems: prepared.problems.length })
      return { ok: false, text: problemsText(prepared.problems, attempt) }
    }
    // Recorded before the POST, so a post that then fails leaves a record to replay without a new review.
    await writeRecordReceipt(config.privateDir, {
      version: 1,
      runId: config.runId,
      headSha: config.headSha,
      tool: 'publish_review',
      payload: prepared.publication.payload,
      findings: recorded(prepared.publication),
    })
    try {
      await markPublicationStarted(config.privateDir)
      const rest = await this.restPort()
      const result = await publishReview(rest, prepared.publication, {
        ...this.options.publish,
        owner: config.repository.owner,
        repo: config.repository.repo,
        pullNumber: config.pullNumber,
        headSha: config.headSha,
        marker: config.marker,
        expectedLogin: config.expectedBotLogin,
        log: this.options.log,
      })
      // Again after the POST: a refused anchor may have moved findings to the body.
      await writeRecordReceipt(config.privateDir, {
        version: 1,
        runId: config.runId,
        headSha: config.headSha,
        tool: 'publish_review',
        payload: result.publication.payload,
        findings: recorded(result.publication),
      })
      await writePublicationReceipt(config.privateDir, {
        version: 1,
        runId: config.runId,
        reviewId: result.reviewId,
        headSha: config.headSha,
        marker: config.marker,
        inlineComments: result.inlineComments,
        bodyFindings: result.bodyFindings,
        attempts: attempt,
      })
      const reply: ToolReply = {
        ok: true,
        text: `Review ${result.reviewId} is published on ${config.headSha.slice(0, 12)}: ${result.inlineComments} inline comments, ${result.bodyFindings} findings in the body. Publication is complete; do not call publish_review again.`,
      }
      this.cached = { result, reply }
      this.options.log?.('published', { attempt, review: result.reviewId, posts: result.posts, how: result.how })
      return reply
    } catch (error) {
      const failure = toHarbourmasterError(error)
      this.options.log?.('failed', { attempt, class: failure.failureClass })
      if (failure.failureClass === 'configuration') {
        // Another attempt cannot fix a token without write access; the runner reports this, not "not proven".
        await writePublicationFailure(config.privateDir, { version: 1, runId: config.runId, failureClass: 'configuration', message: failure.message }).catch(() => undefined)
      }
      return { ok: false, text: `Publishing failed (${failure.failureClass}): ${failure.message}` }
    }
  }

  private async restPort(): Promise<RestPort> {
    if (this.port) return this.port
    const { rest } = this.options
    this.port = typeof rest === 'function' ? rest(await this.primeToken()) : rest
    return this.port
  }
}

/** record_review: silent and check-only; validates and records, never writes to GitHub. */
export class RecordSession {
  private attempts = 0
  private cached: ToolReply | undefined
  private readonly redactor: Redactor

  constructor(private readonly options: SessionBase) {
    this.redactor = options.redactor ?? new Redactor()
  }

  call(args: unknown): Promise<ToolReply> {
    const next = this.queue.then(() => this.callNow(args))
    this.queue = next.catch(() => undefined)
    return next
  }

  private queue: Promise<unknown> = Promise.resolve()

  private async callNow(args: unknown): Promise<ToolReply> {
    if (this.cached) return this.cached
    const { config, staged } = this.options
    if (config.mode !== 'silent' && config.mode !== 'check-only') return { ok: false, text: `record_review is not available in ${config.mode} mode; use publish_review.` }
    if (this.attempts >= MAX_ATTEMPTS) return { ok: false, text: `record_review was already called ${MAX_ATTEMPTS} times; no further attempt is allowed.` }
    const attempt = ++this.attempts
    const prepared = preparePublication(args, { ...contextFor(config, staged, attempt, this.redactor), maxComments: Number.MAX_SAFE_INTEGER })
    if (!prepared.ok) return { ok: false, text: problemsText(prepared.problems, attempt) }
    await writeRecordReceipt(config.privateDir, {
      version: 1,
      runId: config.runId,
      headSha: config.headSha,
      tool: 'record_review',
      payload: prepared.publication.payload,
      findings: recorded(prepared.publication),
    })
    this.cached = { ok: true, text: `Recorded ${prepared.publication.findings.length} findings. The review is complete; do not call record_review again.` }
    this.options.log?.('recorded', { attempt, findings: prepared.publication.findings.length })
    return this.cached
  }
}
