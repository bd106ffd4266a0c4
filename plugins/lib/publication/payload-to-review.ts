import {
  findingId,
  reviewPayloadSchema,
  type Assessment,
  type Disposition,
  type Finding,
  type ReviewPayload,
} from '../../../src/core/contracts/review-payload.js'
import type { CapReached, Exclusion } from '../../../src/core/contracts/review-index.js'
import type { AssessedFinding } from '../../../src/core/contracts/run-config.js'
import { assess, DEFAULT_CONFIDENCE, DEFAULT_ROUTING, type RouteCounts, type RoutingPolicy } from '../../../src/core/policy/routing.js'
import type { DiffSide, LineMap } from '../../../src/core/diff/diff-lines.js'
import { matchAllowlisted } from '../../../src/core/text/visible-escapes.js'
import type { StagedPatchText } from '../../../src/core/contracts/fingerprint.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import type { FindingTests } from '../../../src/core/contracts/test-verdicts.js'
import { reanchoredTeamFinding, recategorisedTeamFinding } from './reanchor.js'
import { truncateUnits, type PlacedFinding, type StillOpen } from './render.js'
import { assemble, RANK } from './assemble-review.js'
import { markEscapedSuggestions } from './escaped-suggestion.js'
import { markCutSuggestions } from './cut-suggestion.js'
import { matchSuggestionLineEndings } from './suggestion-line-endings.js'
import { narrowedRange } from '../../../src/core/diff/narrow-range.js'

/**
 * Turns what the editor submitted into exactly what GitHub will receive.
 * Problems the editor can fix (schema errors, a path outside the reviewable
 * files, a range across hunks, duplicate ids) come back as a list; on the last
 * attempt they are repaired instead so a review always lands. Lines GitHub
 * would reject never fail the review: those findings move to the body.
 *
 * Every model-written text (summary, titles, bodies, evidence, suggestions,
 * disposition notes) is redacted before anything renders or records it: the
 * run's registered secrets (the token) and every secret-shaped pattern.
 * A path the model copied in the escaped form agents were shown (hidden
 * characters as `\uXXXX`) is mapped back to the allowlisted path it names.
 *
 * Routing is trusted: a finding's confidence, verdict and route come from
 * the team's assessments (written by spawn_reviewers), never from the
 * payload. A finding the team never reported counts as unverified
 * (inconclusive at the default confidence); a routed team finding the editor
 * left out is restored, so no model can drop an escalation. Inline findings
 * over max-comments are escalated.
 */
export interface PublicationContext {
  marker: string
  /** Reviewable changed files, the only paths a finding may name. */
  allowlist: readonly string[]
  /** Line map of each allowlisted path, from the staged patch. */
  lineMaps: ReadonlyMap<string, LineMap>
  /** Patch text of each allowlisted path: a finding's fingerprint hashes its anchor content. */
  patches?: ReadonlyMap<string, string | StagedPatchText>
  /** Allowlisted paths whose staged patch shows hidden characters as `\uXXXX` (escaped-suggestion.ts). */
  hiddenShown?: ReadonlySet<string>
  maxComments: number
  /** The runner's sentence on what this push reviewed (delta or full), shown in the body. */
  scopeNote?: string
  /** Fingerprints the ledger tracks (open, human-resolved or suppressed threads): never posted again. */
  knownFindingIds?: ReadonlySet<string>
  /** Ids of active earlier Harbourmaster findings; when given, dispositions must name one of them. */
  earlierFindingIds?: ReadonlySet<string>
  exclusions?: readonly Exclusion[]
  caps?: readonly CapReached[]
  /** The last attempt: repair instead of returning problems. */
  final?: boolean
  bodyLimit?: number
  /** Holds the run's secrets (the token); pattern redaction applies either way. */
  redactor?: Redactor
  /** Thresholds, factors, always-escalate categories; maxComments above wins over its maxComments. */
  routing?: Omit<RoutingPolicy, 'maxComments'>
  /**
   * The team's assessed findings by id. Empty when specialists were selected
   * but spawn_reviewers never ran (every finding unverified). Absent only
   * without a team (a replay of a record made before routing): then every
   * finding is taken at the default confidence with verdict not-applicable;
   * the payload's own confidence is never trusted.
   */
  assessments?: ReadonlyMap<string, AssessedFinding>
  /** Trusted handles named above the escalated findings. */
  mentions?: readonly string[]
  /** Test evidence by trusted finding id (trusted verdicts over untrusted test names and excerpts). */
  tests?: ReadonlyMap<string, FindingTests>
  /** Trusted notes from the runner (run config), shown in the body. */
  runnerNotes?: readonly string[]
  /** Earlier body-only findings on files this push leaves alone: listed again (render.ts). */
  stillOpen?: readonly StillOpen[]
}

export interface ReviewComment {
  path: string
  line: number
  side: DiffSide
  start_line?: number
  start_side?: DiffSide
  body: string
}

export interface PreparedPublication {
  payload: ReviewPayload
  findings: PlacedFinding[]
  dispositions: Disposition[]
  comments: ReviewComment[]
  body: string
  /** Body-only findings GitHub's size limit cut from the body (the body's "Limits reached" names them; the next push cannot carry them). */
  bodyCut?: number
  /** This review's findings the body lists; those placed in the body past it were cut by the size limit. */
  bodyListed?: number
  notes: string[]
  context: PublicationContext
  routes: RouteCounts
}

export type PrepareResult = { ok: true; publication: PreparedPublication } | { ok: false; problems: string[] }

function zodProblems(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map((issue) => {
    const where = issue.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '')
    return `${where || 'payload'}: ${issue.message}`
  })
}

export function preparePublication(raw: unknown, ctx: PublicationContext): PrepareResult {
  const parsed = reviewPayloadSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, problems: zodProblems(parsed.error) }
  const payload = redactPayload(parsed.data, ctx.redactor ?? patternsOnly)
  const problems: string[] = []
  const notes: string[] = [...(ctx.runnerNotes ?? [])]
  const seen = new Set<string>()
  const placed: PlacedFinding[] = []
  let alreadyTracked = 0
  const policy = ctx.routing ?? DEFAULT_ROUTING

  const onPath = (f: Finding): Finding => {
    const known = matchAllowlisted(f.path, ctx.allowlist)
    const at = known === undefined || known === f.path ? f : { ...f, path: known }
    // A range past the end of a hunk is commented on its first line, or its first changed line when it
    // starts above the hunk (narrow-range.ts), and identified there.
    const map = ctx.lineMaps.get(at.path)
    const narrowed = at.start_line !== undefined && map ? narrowedRange(map, at.side ?? 'RIGHT', at.start_line, at.line) : undefined
    if (!narrowed) return at
    // An assessment of the range at its own line is a record made before ranges were narrowed (a replay):
    // the finding stays as recorded, never narrowed into an unverified second one beside it, restored.
    if (ctx.assessments?.has(findingId(at, ctx.patches?.get(at.path)))) return at
    const { start_line: _from, ...rest } = at
    void _from
    return { ...rest, line: narrowed.line }
  }
  // Team ids the payload names exactly: never taken by another finding's re-anchoring.
  const claimed = new Set(payload.findings.map((f) => findingId(onPath(f), ctx.patches?.get(onPath(f).path))))
  let reanchored = 0
  let recategorised = 0

  payload.findings.forEach((submitted, i) => {
    const known = matchAllowlisted(submitted.path, ctx.allowlist)
    let finding = onPath(submitted)
    let id = findingId(finding, ctx.patches?.get(finding.path))
    const team = known !== undefined && ctx.assessments && !ctx.assessments.has(id) ? reanchoredTeamFinding(finding, ctx.assessments, claimed) : undefined
    const refiled =
      known !== undefined && ctx.assessments && !ctx.assessments.has(id) && !team ? recategorisedTeamFinding(finding, ctx.assessments, claimed) : undefined
    if (refiled) {
      // The team's category is what its verifier checked and what the ledger's fingerprint names.
      finding = { ...finding, category: refiled.category }
      id = refiled.id
      claimed.add(refiled.id)
      recategorised++
    }
    if (team) {
      const { start_line: _start, ...rest } = finding
      void _start
      finding = { ...rest, line: team.line, ...(team.start_line !== undefined ? { start_line: team.start_line } : {}) }
      id = team.id
      claimed.add(team.id)
      reanchored++
    }
    // The editor reads the pull request's text: a team finding's severity (what a gate compares) is never lowered by it.
    const recorded = ctx.assessments?.get(id)?.severity
    if (recorded !== undefined && RANK[recorded] < RANK[finding.severity]) finding = { ...finding, severity: recorded }
    const side: DiffSide = finding.side ?? 'RIGHT'
    if (seen.has(id)) {
      if (!ctx.final) problems.push(`findings[${i}]: same path, side, anchored line and category as an earlier finding (${id}); merge them into one finding`)
      else notes.push(`A duplicate of finding ${id} was dropped.`)
      return
    }
    seen.add(id)
    if (ctx.knownFindingIds?.has(id)) {
      alreadyTracked++
      return
    }
    if (known === undefined) {
      if (!ctx.final) {
        problems.push(`findings[${i}].path: '${finding.path}' is not a reviewable changed file; use a path exactly as listed in review-index.json`)
        return
      }
      // No line map checks this range: a backwards one (start_line after line) names no lines, in the body, SARIF or an annotation.
      const { start_line: from, ...rest } = finding
      const kept = from !== undefined && from < finding.line ? { ...rest, start_line: from } : rest
      placed.push({ ...kept, ...assessmentOf(finding, id, ctx, policy), id, placement: 'body', reason: 'not a reviewable changed file' })
      return
    }
    const map = ctx.lineMaps.get(finding.path)
    let start = finding.start_line
    if (start !== undefined && start === finding.line) start = undefined
    if (start !== undefined && !(map?.rangeInOneHunk(side, start, finding.line) ?? false)) {
      if (map?.isCommentable(side, finding.line) && !ctx.final) {
        problems.push(
          `findings[${i}].start_line: lines ${start}-${finding.line} of ${finding.path} (${side}) are not within one diff hunk; anchor to a range inside one hunk or drop start_line`,
        )
        return
      }
      start = undefined
    }
    const anchored = map?.isCommentable(side, finding.line) ?? false
    // A suggestion replaces exactly the commented lines: written for other lines than these, it is only code.
    const moved = (submitted.start_line ?? submitted.line) !== (start ?? finding.line) || submitted.line !== finding.line
    // A range shown on fewer lines than it named (narrowed, or cut to its line): said in the comment and the body.
    const named = submitted.start_line !== undefined && submitted.start_line < submitted.line ? submitted.start_line : undefined
    // (A finding moved to the team's lines is said by the re-anchoring note instead.)
    const narrowed = anchored && !team && named !== undefined && ((start ?? finding.line) !== named || finding.line !== submitted.line)
    placed.push({
      ...finding,
      ...assessmentOf(finding, id, ctx, policy),
      start_line: start,
      id,
      placement: anchored ? 'inline' : 'body',
      reason: anchored ? undefined : `line ${finding.line} is not part of the diff`,
      ...(moved && finding.suggestion !== undefined ? { suggestionAsCode: true } : {}),
      ...(narrowed ? { rangeNarrowed: [named, submitted.line] as [number, number] } : {}),
    })
  })

  const dispositions: Disposition[] = []
  const disposed = new Set<string>()
  const leftOut = { unknown: 0, repeated: 0 }
  payload.dispositions.forEach((d, i) => {
    const unknown = ctx.earlierFindingIds !== undefined && !ctx.earlierFindingIds.has(d.finding_id)
    const duplicate = disposed.has(d.finding_id)
    if ((unknown || duplicate) && !ctx.final) {
      problems.push(
        `dispositions[${i}].finding_id: ${unknown ? `'${d.finding_id}' is not an active earlier Harbourmaster finding` : `'${d.finding_id}' has more than one disposition`}`,
      )
      return
    }
    if (unknown || duplicate) {
      leftOut[unknown ? 'unknown' : 'repeated']++
      return
    }
    disposed.add(d.finding_id)
    dispositions.push(d)
  })
  // Never silently: the review says what it left out (a replayed record's, or the editor's last call).
  if (leftOut.unknown > 0)
    notes.push(
      `${leftOut.unknown} disposition${leftOut.unknown === 1 ? '' : 's'} naming no open earlier Harbourmaster finding of this pull request ${leftOut.unknown === 1 ? 'was' : 'were'} left out.`,
    )
  if (leftOut.repeated > 0)
    notes.push(`${leftOut.repeated} repeated disposition${leftOut.repeated === 1 ? ' was' : 's were'} left out (the first for each finding is kept).`)

  if (problems.length > 0) return { ok: false, problems }
  if (ctx.scopeNote) notes.unshift(ctx.scopeNote)
  if (reanchored > 0)
    notes.push(
      `${reanchored} finding${reanchored === 1 ? '' : 's'} the editor moved off the line the team verified ${reanchored === 1 ? 'is' : 'are'} shown at that line.`,
    )
  if (recategorised > 0)
    notes.push(
      `${recategorised} finding${recategorised === 1 ? '' : 's'} the editor filed under another category than the team verified ${recategorised === 1 ? 'is' : 'are'} shown under the team's category.`,
    )
  // Those the review shows: a dropped one is not, and the published line's ranges_narrowed leaves it out too.
  const narrowedRanges = placed.filter((f) => f.rangeNarrowed !== undefined && f.route !== 'drop').length
  if (narrowedRanges > 0)
    notes.push(
      `${narrowedRanges} finding${narrowedRanges === 1 ? '' : 's'} named lines GitHub cannot comment on as one range (not all in one hunk of the diff); ${narrowedRanges === 1 ? 'it is' : 'they are'} shown on one line of ${narrowedRanges === 1 ? 'it' : 'them'} in the diff, and each comment names the lines the finding named.`,
    )
  if (alreadyTracked > 0)
    notes.push(
      `${alreadyTracked} finding${alreadyTracked === 1 ? ' is' : 's are'} already open on an earlier thread and ${alreadyTracked === 1 ? 'was' : 'were'} not posted again.`,
    )
  const restored = restoreOmitted(seen, ctx)
  const kept = restored.filter((f) => f.route !== 'drop').length
  if (kept > 0) notes.push(`${kept} routed finding${kept === 1 ? '' : 's'} the editor left out ${kept === 1 ? 'was' : 'were'} kept by trusted routing.`)
  const all = markCutSuggestions(markEscapedSuggestions(matchSuggestionLineEndings([...placed, ...restored], ctx.patches), ctx.hiddenShown), ctx.patches)
  const withTests = ctx.tests ? all.map((f) => attachTests(f, ctx.tests?.get(f.id), ctx.redactor ?? patternsOnly)) : all
  // The record keeps the dispositions the review carries, not the ones it left out.
  return { ok: true, publication: assemble({ ...payload, dispositions }, withTests, dispositions, notes, ctx) }
}

/** Confidence, verdict and route from the team's record; the payload's own numbers only count without one. */
function assessmentOf(finding: Finding, id: string, ctx: PublicationContext, policy: Omit<RoutingPolicy, 'maxComments'>): Assessment {
  const { confidence: _ignored, ...rest } = finding
  void _ignored
  if (!ctx.assessments) return assess({ ...rest, confidence: DEFAULT_CONFIDENCE, verdict: 'not-applicable' }, policy)
  const recorded = ctx.assessments.get(id)
  if (recorded)
    return {
      confidence: recorded.confidence,
      verdict: recorded.verdict,
      confidence_after: recorded.confidence_after,
      route: recorded.route,
      route_reason: recorded.route_reason,
    }
  const unverified = assess({ ...rest, confidence: DEFAULT_CONFIDENCE, verdict: 'inconclusive' }, policy)
  return {
    ...unverified,
    route: unverified.route === 'inline' ? 'escalate' : unverified.route,
    route_reason: `not reported by the specialists, so not verified; ${unverified.route_reason}`,
  }
}

/**
 * Team findings the payload omitted, placed as the team reported them: those
 * routed inline or to a human are published anyway; dropped ones (the
 * editor never sees them) join the record so every finding is accounted for.
 */
function restoreOmitted(seen: ReadonlySet<string>, ctx: PublicationContext): PlacedFinding[] {
  const out: PlacedFinding[] = []
  for (const [id, a] of ctx.assessments ?? []) {
    // A finding the ledger already tracks on an open thread is never posted again, restored or not.
    if (seen.has(id) || ctx.knownFindingIds?.has(id) || !ctx.allowlist.includes(a.path)) continue
    const finding: Finding = { path: a.path, line: a.line, severity: a.severity, category: a.category, title: a.title, body: a.body, evidence: a.evidence }
    if (a.side !== undefined) finding.side = a.side
    if (a.suggestion !== undefined) finding.suggestion = a.suggestion
    const redacted = redactPayload({ summary: '-', findings: [finding], dispositions: [] }, ctx.redactor ?? patternsOnly).findings[0] ?? finding
    const map = ctx.lineMaps.get(a.path)
    const side = a.side ?? 'RIGHT'
    const ranged = a.start_line !== undefined && a.start_line !== a.line && (map?.rangeInOneHunk(side, a.start_line, a.line) ?? false)
    const anchored = map?.isCommentable(side, a.line) ?? false
    out.push({
      ...redacted,
      ...(ranged ? { start_line: a.start_line } : {}),
      confidence: a.confidence,
      verdict: a.verdict,
      confidence_after: a.confidence_after,
      route: a.route,
      route_reason: a.route === 'drop' ? a.route_reason : `${a.route_reason}; restored: the editor left it out`,
      id,
      placement: anchored ? 'inline' : 'body',
      reason: anchored ? undefined : `line ${a.line} is not part of the diff`,
      ...(!ranged && a.start_line !== undefined && a.start_line !== a.line && a.suggestion !== undefined ? { suggestionAsCode: true } : {}),
    })
  }
  return out
}

const patternsOnly = new Redactor()

/** The finding's test evidence, matched by trusted id; its texts are redacted again with the run's secrets (the token). */
function attachTests(finding: PlacedFinding, tests: FindingTests | undefined, redactor: Redactor): PlacedFinding {
  if (!tests) return finding
  return {
    ...finding,
    tests: {
      ...tests,
      tests: tests.tests.map((t) => ({ ...t, id: redactor.redact(t.id), ...(t.excerpt !== undefined ? { excerpt: redactor.redact(t.excerpt) } : {}) })),
    },
  }
}

/** `[REDACTED]` can be longer than a short registered secret; the schema's maximums must still hold for the receipts. */
function redactPayload(payload: ReviewPayload, redactor: Redactor): ReviewPayload {
  const r = (text: string, max: number): string => truncateUnits(redactor.redact(text), max)
  return {
    ...payload,
    summary: r(payload.summary, 20_000),
    findings: payload.findings.map((f) => ({
      ...f,
      title: r(f.title, 200),
      body: r(f.body, 8000),
      evidence: r(f.evidence, 4000),
      ...(f.suggestion !== undefined ? { suggestion: r(f.suggestion, 4000) } : {}),
    })),
    dispositions: payload.dispositions.map((d) => ({ ...d, note: r(d.note, 2000) })),
  }
}
