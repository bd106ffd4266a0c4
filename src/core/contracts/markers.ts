import { FINDING_ID_PATTERN } from './fingerprint.js'

/**
 * Hidden HTML markers that tie GitHub objects to Harbourmaster (one format for
 * the runner, which recognises them, and publish_review, which writes them). The run marker
 * goes in every review body and is what the runner looks for when it proves a
 * publication; the finding marker goes in every inline comment so a later run
 * can recognise its own earlier findings. Both are accepted only from the
 * expected bot login; model text can never produce one (see sanitise.ts).
 */
const RUN_MARKER = /<!-- harbourmaster:run run=([A-Za-z0-9._-]+) sha=([0-9a-f]{40})(?: instance=([A-Za-z0-9._-]+))? -->/g
// Fingerprints (hm2-) and the first id format (hm-), which threads posted before fingerprints carry.
// New markers add the category and side, so a later run can recompute the fingerprint at the thread's current line.
// The `instance` input names which of several Harbourmaster jobs on one pull request wrote a marker;
// markers without it (every marker before the input, and every job that does not set it) are the default instance's.
const FINDING_MARKER = new RegExp(
  `<!-- harbourmaster:finding (${FINDING_ID_PATTERN})(?: category=([a-z-]+) side=(LEFT|RIGHT))?(?: instance=([A-Za-z0-9._-]+))? -->`,
  'g',
)
/** A lifecycle reply: the finding it answers, the status given and the run that gave it. */
const DISPOSITION_MARKER = new RegExp(`<!-- harbourmaster:disposition (${FINDING_ID_PATTERN}) status=([a-z-]+) run=([A-Za-z0-9._-]+) -->`, 'g')

/** What the `instance` input may hold: it is carried in markers. */
export const INSTANCE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/

/** Whether a marker's instance (undefined: the default) is the run's own. */
export function sameInstance(marker: string | undefined, own: string | undefined): boolean {
  return (marker ?? '') === (own ?? '')
}

function instanceField(instance: string | undefined): string {
  if (instance === undefined) return ''
  if (!INSTANCE_PATTERN.test(instance)) throw new Error(`instance '${instance}' cannot be carried in a marker`)
  return ` instance=${instance}`
}

export function makeRunMarker(runId: string, headSha: string, instance?: string): string {
  if (!/^[A-Za-z0-9._-]+$/.test(runId)) throw new Error(`run id '${runId}' cannot be carried in a marker`)
  if (!/^[0-9a-f]{40}$/.test(headSha)) throw new Error(`head SHA '${headSha}' is not a full commit SHA`)
  return `<!-- harbourmaster:run run=${runId} sha=${headSha}${instanceField(instance)} -->`
}

/** The instance a run marker names (the run's own marker text carries it to publish_review). */
export function instanceOfMarker(marker: string): string | undefined {
  return parseRunMarkers(marker)[0]?.instance
}

/**
 * In the body of a review whose reviewer team left changed files unreviewed (a specialist that
 * did not finish, the token budget): the next push must not count them as reviewed.
 */
export const PARTIAL_COVERAGE_MARKER = '<!-- harbourmaster:coverage partial -->'

/**
 * In the body of a review whose verifier found an earlier finding fixed: the run replies "Fixed" and
 * resolves its thread only after the review is proven, and a run cut off before that (cancelled,
 * its head moved) leaves the thread open. The next push carries a thread on a file unchanged since
 * this review without a model call, so it reads this marker to finish that work instead.
 */
const SETTLED_MARKER = new RegExp(`<!-- harbourmaster:settled (${FINDING_ID_PATTERN}) status=fixed -->`, 'g')

export function makeSettledMarker(findingId: string): string {
  return `<!-- harbourmaster:settled ${findingId} status=fixed -->`
}

/** The earlier findings a review body says its run found fixed. */
export function parseSettledMarkers(body: string | null | undefined): string[] {
  if (!body) return []
  return [...body.matchAll(SETTLED_MARKER)].map((m) => m[1] as string)
}

/**
 * On the limits line of a review whose body GitHub's size limit made cut body-only findings: the
 * next push reads the count back (src/context/body-cut.ts). Hidden and written by publish_review
 * alone: model text cannot carry a `<!-- harbourmaster` comment (sanitise-outgoing.ts), so a
 * visible line the model shaped like it is never read.
 */
const BODY_CUT_MARKER = /<!-- harbourmaster:body-cut findings=(\d+) -->/

export function makeBodyCutMarker(findings: number): string {
  return `<!-- harbourmaster:body-cut findings=${findings} -->`
}

export function parseBodyCutMarker(body: string | null | undefined): number {
  const match = body ? BODY_CUT_MARKER.exec(body) : null
  return match ? Number(match[1]) : 0
}

export function makeFindingMarker(findingId: string, anchor?: { category: string; side: 'LEFT' | 'RIGHT' }, instance?: string): string {
  const where = anchor ? ` category=${anchor.category} side=${anchor.side}` : ''
  return `<!-- harbourmaster:finding ${findingId}${where}${instanceField(instance)} -->`
}

export function makeDispositionMarker(findingId: string, status: string, runId: string): string {
  return `<!-- harbourmaster:disposition ${findingId} status=${status} run=${runId} -->`
}

export interface ParsedFindingMarker {
  id: string
  category: string | undefined
  side: 'LEFT' | 'RIGHT' | undefined
  instance: string | undefined
}

export function parseFindingMarkerDetails(body: string | null | undefined): ParsedFindingMarker[] {
  if (!body) return []
  return [...body.matchAll(FINDING_MARKER)].map((m) => ({ id: m[1] as string, category: m[2], side: m[3] as 'LEFT' | 'RIGHT' | undefined, instance: m[4] }))
}

export interface ParsedDispositionMarker {
  findingId: string
  status: string
  runId: string
}

export function parseDispositionMarkers(body: string | null | undefined): ParsedDispositionMarker[] {
  if (!body) return []
  return [...body.matchAll(DISPOSITION_MARKER)].map((m) => ({ findingId: m[1] as string, status: m[2] as string, runId: m[3] as string }))
}

export interface ParsedRunMarker {
  runId: string
  headSha: string
  /** Undefined for the default instance (and every marker written before the `instance` input). */
  instance: string | undefined
}

/** Every run marker in a body (a forged or duplicated body may hold several). */
export function parseRunMarkers(body: string | null | undefined): ParsedRunMarker[] {
  if (!body) return []
  return [...body.matchAll(RUN_MARKER)].map((m) => ({ runId: m[1] as string, headSha: m[2] as string, instance: m[3] }))
}

export function parseFindingMarkers(body: string | null | undefined): string[] {
  if (!body) return []
  return [...body.matchAll(FINDING_MARKER)].map((m) => m[1] as string)
}

export function hasAnyRunMarker(body: string | null | undefined): boolean {
  return parseRunMarkers(body).length > 0
}

/** True when the body carries exactly this marker (the exact text, not just the same run). */
export function carriesMarker(body: string | null | undefined, marker: string): boolean {
  return typeof body === 'string' && body.includes(marker)
}

/** GitHub logins are case-insensitive. */
export function sameLogin(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase()
}

/** Whether `login` is the expected one: GraphQL names an app by its bare slug, REST (and the input) with `[bot]`. */
export function isLogin(login: string | undefined, expectedLogin: string): boolean {
  return login !== undefined && (sameLogin(login, expectedLogin) || sameLogin(`${login}[bot]`, expectedLogin))
}
