import { readFile, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { reviewIndexSchema, type CapReached, type Exclusion } from '../../../src/core/contracts/review-index.js'
import { RECEIPT_FILES, type PublicationFailure, type RunConfig } from '../../../src/core/contracts/run-config.js'
import { routingPolicy } from '../../../src/core/policy/routing.js'
import { SkipRun, toHarbourmasterError, type FailureClass } from '../../../src/core/errors.js'
import { buildLineMap, type LineMap } from '../../../src/core/diff/diff-lines.js'
import type { StagedPatchText } from '../../../src/core/contracts/fingerprint.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import { addRunSecrets } from '../../../src/core/telemetry/run-secrets.js'
import type { PublicationPort } from '../../../src/core/github/github-port.js'
import { createGitHubClient } from '../../../src/core/github/client.js'
import type { Logger } from '../../../src/core/telemetry/logger.js'
import { preparePublication, type PreparedPublication, type PublicationContext } from './payload-to-review.js'
import { publishReview, ReviewMayBeStored, type PublishOptions, type PublishResult } from './publish.js'
import { suggestionHeldBack } from './render.js'
import { fixedEarlier, reviewBodyMarkers, teamLeftFilesUnreviewed } from '../../../src/core/publication/coverage.js'
import { teamDropped, teamShortfall } from '../../../src/core/publication/team-shortfall.js'
import { sentBodyDigest } from '../../../src/core/publication/sent-body.js'
import { loadAssessments, readTestVerdicts, teamAccount, teamNeverStarted, verifierAnswers } from './team-receipts.js'
import {
  markPublicationStarted,
  publicationStartedBefore,
  writePublicationFailure,
  writePublicationReceipt,
  writePublicationSkip,
  writeRecordReceipt,
  type RecordedFinding,
} from '../../../src/core/publication/receipts.js'

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
  /** Staged patch text of each allowlisted path (finding fingerprints read their anchor content from it). */
  /** Staged patches with the hidden lines review-index.json gives them, which finding ids read. */
  patches: Map<string, StagedPatchText>
  /** Paths whose staged patch shows hidden characters as `\uXXXX` text. */
  hiddenShown: Set<string>
  exclusions: Exclusion[]
  caps: CapReached[]
}

/** Reads review-index.json and the staged patches of the allowlisted files. */
export async function loadStagedReview(config: Pick<RunConfig, 'stageDir' | 'allowlist'>): Promise<StagedReview> {
  const index = reviewIndexSchema.parse(JSON.parse(await readFile(join(config.stageDir, 'review-index.json'), 'utf8')))
  const allowed = new Set(config.allowlist)
  const lineMaps = new Map<string, LineMap>()
  const patches = new Map<string, StagedPatchText>()
  const hiddenShown = new Set<string>()
  for (const file of index.files) {
    // A patch name is one path segment; anything else gets no line map (its findings go to the body).
    if (!allowed.has(file.path) || !/^[^/\\\0]+$/.test(file.patchFile) || file.patchFile === '..') continue
    const patch = await readFile(join(config.stageDir, 'patches', file.patchFile), 'utf8').catch(() => undefined)
    lineMaps.set(file.path, buildLineMap(patch))
    if (patch !== undefined) patches.set(file.path, { text: patch, hiddenLines: file.hiddenLines, cutAfter: file.cutAfter })
    if (file.hiddenShown) hiddenShown.add(file.path)
  }
  return { allowlist: config.allowlist, lineMaps, patches, hiddenShown, exclusions: index.exclusions, caps: index.caps }
}

/** Reads the token file once and removes it, so no later reader (or agent) finds it. */
export async function takeToken(tokenFile: string): Promise<string> {
  const token = (await readFile(tokenFile, 'utf8')).trim()
  await unlink(tokenFile)
  if (!token) throw new Error('the token file was empty')
  return token
}

/**
 * The GitHub port publication posts through: the one client factory in its
 * no-blind-retry mode (publishReview looks for its marker before any retry),
 * and its GraphQL reads for a listed review's edit history.
 */
export function publicationPort(token: string, apiUrl: string, logger: Logger): PublicationPort {
  const access = createGitHubClient({ token, apiUrl, logger, userAgent: 'harbourmaster-publish' })
  return { request: access.checkedWrites.rest.request, graphql: access.graphql.graphql }
}

/** `final`: a refusal another attempt cannot change (a read-only token); later calls get the same answer without a request. */
export type ToolReply = { ok: true; text: string } | { ok: false; text: string; final?: boolean }

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

/**
 * The editor's account of what GitHub shows: findings the body's size limit cut are not "in the
 * body" (the editor would summarise them as posted), so they are counted apart.
 */
function publishedText(result: PublishResult, headSha: string): string {
  // Earlier findings still open are listed after this review's, so the size limit may cut them too: counted apart.
  const listed = result.publication.bodyListed ?? result.bodyFindings - (result.publication.bodyCut ?? 0)
  const cut = result.bodyFindings - listed
  const { escalate, drop } = result.publication.routes
  const inBody = `${listed} findings in the body${cut > 0 ? ` and ${cut} left out of the body by GitHub's size limit` : ''}`
  const human = cut > 0 ? `${escalate} of them for a human look; the job summary lists those left out` : `${escalate} for a human look`
  return `Review ${result.reviewId} is published on ${headSha.slice(0, 12)}: ${result.inlineComments} inline comments, ${inBody} (${human}), ${drop} dropped. Publication is complete; do not call publish_review again.`
}

/** For record_review, `inline` means the line is part of the diff (annotatable in place). */
/**
 * The record's schema is strict: the flags that only say how a comment renders (a suggestion shown
 * as code, a narrowed range) are not in it, and with them the record was refused before the POST,
 * on every attempt, so no review landed. A replay prepares the payload again and sets them again.
 */
function recorded(publication: PreparedPublication): RecordedFinding[] {
  return publication.findings.map(({ suggestionAsCode: _a, suggestionEscaped: _e, suggestionCut: _c, rangeNarrowed: _r, ...f }) => {
    void [_a, _e, _c, _r]
    return f
  })
}

/** The review as the tool accepted it, in the private dir: the runner's record and a replay's source. */
function recordReceipt(config: RunConfig, tool: 'publish_review' | 'record_review', publication: PreparedPublication): Promise<string> {
  return writeRecordReceipt(config.privateDir, {
    version: 1,
    runId: config.runId,
    headSha: config.headSha,
    tool,
    payload: publication.payload,
    findings: recorded(publication),
  })
}

interface SessionBase {
  config: RunConfig
  staged: StagedReview
  log?: (event: string, fields: Record<string, string | number | boolean | undefined>) => void
  /** Redacts model-written text before it is posted or recorded; publish_review adds the token to it. */
  redactor?: Redactor
  /** Where the provider key the run config names is read (default: this process's environment). */
  env?: NodeJS.ProcessEnv
}

type Tool = 'publish_review' | 'record_review'

/**
 * What both tools share: calls run one at a time (two tool calls in one model
 * turn must not both reach the POST), at most MAX_ATTEMPTS of them, only in
 * the tool's own modes, and a success is the answer to every later call.
 */
abstract class ToolSession<O extends SessionBase> {
  private attempts = 0
  private done: ToolReply | undefined
  private queue: Promise<unknown> = Promise.resolve()
  protected readonly redactor: Redactor

  constructor(
    protected readonly options: O,
    private readonly tool: Tool,
    private readonly modes: readonly RunConfig['mode'][],
  ) {
    // The provider key too, whatever its shape: an agent that read it (a checkout file) must not post it.
    this.redactor = addRunSecrets(options.redactor ?? new Redactor(), options.config, options.env)
  }

  call(args: unknown): Promise<ToolReply> {
    const next = this.queue.then(() => this.callNow(args))
    this.queue = next.catch(() => undefined)
    return next
  }

  /** One accepted attempt (mode and count already checked). */
  protected abstract attempt(args: unknown, attempt: number): Promise<ToolReply>

  private async callNow(args: unknown): Promise<ToolReply> {
    if (this.done) return this.done
    const { mode } = this.options.config
    const other: Tool = this.tool === 'publish_review' ? 'record_review' : 'publish_review'
    if (!this.modes.includes(mode)) return { ok: false, text: `${this.tool} is not available in ${mode} mode; use ${other}.` }
    if (this.attempts >= MAX_ATTEMPTS) return { ok: false, text: `${this.tool} was already called ${MAX_ATTEMPTS} times; no further attempt is allowed.` }
    const reply = await this.attempt(args, ++this.attempts)
    if (reply.ok || reply.final) this.done = reply
    return reply
  }
}

async function contextFor(config: RunConfig, staged: StagedReview, attempt: number, redactor: Redactor): Promise<PublicationContext> {
  const team = await teamAccount(config)
  const teamNotes = [...teamShortfall(team, { tokenBudget: config.tokenBudget }), ...teamDropped(team)].map((note) => redactor.redact(note))
  return {
    redactor,
    routing: routingPolicy(config.routing, config.maxComments),
    assessments: (await loadAssessments(config)) ?? ((await teamNeverStarted(config)) ? new Map() : undefined),
    tests: await readTestVerdicts(config.privateDir),
    mentions: config.routing?.mentions ?? [],
    runnerNotes: [...(config.reviewNotes ?? []), ...teamNotes],
    // The body's markers; publication and its proof look for the run marker alone (config.marker).
    marker: reviewBodyMarkers(config.marker, teamLeftFilesUnreviewed(team), fixedEarlier(await verifierAnswers(config), config.ledger?.recheck)),
    allowlist: staged.allowlist,
    lineMaps: staged.lineMaps,
    patches: staged.patches,
    hiddenShown: staged.hiddenShown,
    knownFindingIds: new Set(config.ledger?.known ?? []),
    ...(config.ledger?.earlier ? { earlierFindingIds: new Set(config.ledger.earlier) } : {}),
    ...(config.ledger?.scope ? { scopeNote: config.ledger.scope } : {}),
    ...(config.ledger?.inBody ? { stillOpen: config.ledger.inBody } : {}),
    maxComments: config.maxComments,
    exclusions: staged.exclusions,
    caps: staged.caps,
    final: attempt >= MAX_ATTEMPTS,
  }
}

export interface PublishSessionOptions extends SessionBase {
  /** The GitHub port, given the token: the client's checkedWrites (publication does its own marker-checked retries). */
  rest: PublicationPort | ((token: string) => PublicationPort)
  /** Where the token comes from; defaults to reading and deleting config.tokenFile. */
  token?: () => Promise<string>
  publish?: Partial<Omit<PublishOptions, 'owner' | 'repo' | 'pullNumber' | 'headSha' | 'marker' | 'expectedLogin'>>
}

/** publish_review: comment and blocking modes, editor process only. */
export class PublishSession extends ToolSession<PublishSessionOptions> {
  private published: PublishResult | undefined
  /** What every POST of this session sent: a review an earlier, failed call stored is recorded as it was sent. */
  private readonly sent: PreparedPublication[] = []
  /** Reviews carrying this run's marker listed before its first POST: another job's, never taken for this run's. */
  private readonly foreign = new Set<number>()
  /** This session made every POST of the run (its first call found none before): see PublishOptions.ownsEveryPost. */
  private ownsEveryPost: boolean | undefined
  /** A POST GitHub answered with a 5xx and no look found since: later calls look for it and post nothing. */
  private unconfirmedPost: number | undefined
  private port: PublicationPort | undefined
  private tokenPromise: Promise<string> | undefined
  /** The class of the last POST that failed: a replay reports it (a GitHub fault is `github`, not a policy refusal). */
  lastFailureClass: FailureClass | undefined

  constructor(options: PublishSessionOptions) {
    super(options, 'publish_review', ['comment', 'blocking'])
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
    return this.published
  }

  protected async attempt(args: unknown, attempt: number): Promise<ToolReply> {
    this.lastFailureClass = undefined
    const { config, staged } = this.options
    // The token must be registered before any model text is rendered; a missing token fails at the POST below.
    if (this.options.token || config.tokenFile) await this.primeToken().catch(() => undefined)
    const prepared = preparePublication(args, await contextFor(config, staged, attempt, this.redactor))
    if (!prepared.ok) {
      this.options.log?.('rejected', { attempt, problems: prepared.problems.length })
      return { ok: false, text: problemsText(prepared.problems, attempt) }
    }
    // Recorded before the POST, so a post that then fails leaves a record to replay without a new review.
    await recordReceipt(config, 'publish_review', prepared.publication)
    try {
      // Before any POST of this run, a review carrying its marker is another job's of the same workflow run.
      const mayHaveStored = this.options.publish?.mayHaveStored === true || this.sent.length > 0 || (await publicationStartedBefore(config.privateDir))
      this.ownsEveryPost ??= !mayHaveStored
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
        escalationLabel: config.routing?.label,
        log: this.options.log,
        sent: this.sent,
        foreign: this.foreign,
        ownsEveryPost: this.ownsEveryPost,
        oneReviewPerCommit: config.oneReviewPerCommit,
        mayHaveStored,
        ...(this.unconfirmedPost !== undefined ? { unconfirmedPost: this.unconfirmedPost } : {}),
      })
      // An earlier attempt's failure no longer explains anything: this one landed.
      await unlink(join(config.privateDir, RECEIPT_FILES.publicationFailure)).catch(() => undefined)
      const heldBack = result.publication.findings.filter((f) => f.placement === 'inline').flatMap((f) => suggestionHeldBack(f) ?? [])
      const narrowed = result.publication.findings.filter((f) => f.rangeNarrowed !== undefined && f.placement !== 'none').length
      // Logged before the receipts: a runner that ends the session on them stops this process at once.
      this.options.log?.('published', {
        attempt,
        review: result.reviewId,
        posts: result.posts,
        how: result.how,
        // Body-only findings the size limit cut: the next push cannot carry them (src/context/body-cut.ts).
        ...(result.publication.bodyCut ? { body_cut_findings: result.publication.bodyCut } : {}),
        // Inline suggestions shown as code under a note (render.ts suggestionHeldBack): how many, and why.
        ...(heldBack.length > 0 ? { suggestions_as_code: heldBack.length, suggestions_as_code_why: [...new Set(heldBack)].sort().join(',') } : {}),
        // Findings shown on fewer lines than they named (payload-to-review.ts): the review says so, and so does this line.
        ...(narrowed > 0 ? { ranges_narrowed: narrowed } : {}),
      })
      // Again after the POST: a refused anchor may have moved findings to the body.
      await recordReceipt(config, 'publish_review', result.publication)
      await writePublicationReceipt(config.privateDir, {
        version: 1,
        runId: config.runId,
        reviewId: result.reviewId,
        headSha: config.headSha,
        marker: config.marker,
        inlineComments: result.inlineComments,
        bodyFindings: result.bodyFindings,
        attempts: attempt,
        escalated: result.publication.routes.escalate,
        dropped: result.publication.routes.drop,
        label: result.label,
        ...(result.labelRefusal ? { labelRefusal: result.labelRefusal } : {}),
      })
      const reply: ToolReply = { ok: true, text: publishedText(result, config.headSha) }
      this.published = result
      return reply
    } catch (error) {
      if (error instanceof SkipRun && error.reviewId !== undefined) {
        this.options.log?.('skipped', { attempt, review: error.reviewId })
        // The runner ends the run skipped with the other run's review id; the editor is told to stop.
        await writePublicationSkip(config.privateDir, { version: 1, runId: config.runId, reviewId: error.reviewId, reason: error.reason })
        return { ok: false, text: `Publication skipped: ${error.reason}. Do not call publish_review again.` }
      }
      if (error instanceof ReviewMayBeStored && error.status !== undefined) this.unconfirmedPost ??= error.status
      const failure = toHarbourmasterError(error)
      this.lastFailureClass = failure.failureClass
      this.options.log?.('failed', { attempt, class: failure.failureClass })
      if (failure.failureClass === 'github' || failure.failureClass === 'policy') {
        // The runner's account if no review is proven in the end (an outage is `github`, not "not proven").
        await writePublicationFailure(config.privateDir, {
          version: 1,
          runId: config.runId,
          failureClass: failure.failureClass,
          message: failure.message,
          // GitHub may hold this review and list it late: the runner keeps looking before it says none is there.
          ...(this.unconfirmedPost !== undefined && error instanceof ReviewMayBeStored ? { unconfirmed: this.unconfirmed(this.unconfirmedPost) } : {}),
        }).catch(() => undefined)
      }
      if (failure.failureClass === 'configuration') {
        // Another attempt cannot fix a token without write access; the runner reports this, not "not proven".
        await writePublicationFailure(config.privateDir, { version: 1, runId: config.runId, failureClass: 'configuration', message: failure.message }).catch(
          () => undefined,
        )
      }
      // Nor a locked or closed pull request, a moved head, or a human's pending draft: no POST is tried again.
      if (failure.failureClass === 'configuration' || failure.failureClass === 'policy') {
        return {
          ok: false,
          final: true,
          text: `Publishing failed (${failure.failureClass}): ${failure.message.replace(/\.$/, '')}. Another attempt cannot fix this; do not call publish_review again.`,
        }
      }
      if (error instanceof ReviewMayBeStored) {
        // The model would otherwise take this for a payload to fix; another call is only one more look.
        return {
          ok: false,
          text:
            `Publishing failed (${failure.failureClass}): ${failure.message}. Calling publish_review again only looks for that review and posts nothing ` +
            '(a review listed by then is published as the failed call sent it, whatever the new payload says); if it is still not listed, stop: the runner looks once more and reports the run.',
        }
      }
      return { ok: false, text: `Publishing failed (${failure.failureClass}): ${failure.message}` }
    }
  }

  /** What the runner needs to keep looking for an unconfirmed review, and to tell it from another job's (same marker text). */
  private unconfirmed(status: number): NonNullable<PublicationFailure['unconfirmed']> {
    const sent = this.ownsEveryPost ? [...new Set(this.sent.map((p) => sentBodyDigest(p.body)))].slice(-50) : undefined
    return { status, ...(sent ? { sent } : {}) }
  }

  private async restPort(): Promise<PublicationPort> {
    if (this.port) return this.port
    const { rest } = this.options
    this.port = typeof rest === 'function' ? rest(await this.primeToken()) : rest
    return this.port
  }
}

/** record_review: silent and check-only; validates and records, never writes to GitHub. */
export class RecordSession extends ToolSession<SessionBase> {
  constructor(options: SessionBase) {
    super(options, 'record_review', ['silent', 'check-only'])
  }

  protected async attempt(args: unknown, attempt: number): Promise<ToolReply> {
    const { config, staged } = this.options
    const prepared = preparePublication(args, { ...(await contextFor(config, staged, attempt, this.redactor)), maxComments: Number.MAX_SAFE_INTEGER })
    if (!prepared.ok) return { ok: false, text: problemsText(prepared.problems, attempt) }
    // Logged before the receipt: a runner that ends the session on it stops this process at once.
    this.options.log?.('recorded', { attempt, findings: prepared.publication.findings.length })
    await recordReceipt(config, 'record_review', prepared.publication)
    return { ok: true, text: `Recorded ${prepared.publication.findings.length} findings. The review is complete; do not call record_review again.` }
  }
}
