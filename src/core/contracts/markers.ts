import { FINDING_ID_PATTERN } from './fingerprint.js'

/**
 * Hidden HTML markers that tie GitHub objects to Harbourmaster (one format for
 * the runner, which recognises them, and publish_review, which writes them). The run marker
 * goes in every review body and is what the runner looks for when it proves a
 * publication; the finding marker goes in every inline comment so a later run
 * can recognise its own earlier findings. Both are accepted only from the
 * expected bot login; model text can never produce one (see sanitise.ts).
 */
const RUN_MARKER = /<!-- harbourmaster:run run=([A-Za-z0-9._-]+) sha=([0-9a-f]{40}) -->/g
// Fingerprints (hm2-) and the first id format (hm-), which threads posted before fingerprints carry.
// New markers add the category and side, so a later run can recompute the fingerprint at the thread's current line.
const FINDING_MARKER = new RegExp(`<!-- harbourmaster:finding (${FINDING_ID_PATTERN})(?: category=([a-z-]+) side=(LEFT|RIGHT))? -->`, 'g')
/** A lifecycle reply: the finding it answers, the status given and the run that gave it. */
const DISPOSITION_MARKER = new RegExp(`<!-- harbourmaster:disposition (${FINDING_ID_PATTERN}) status=([a-z-]+) run=([A-Za-z0-9._-]+) -->`, 'g')

export function makeRunMarker(runId: string, headSha: string): string {
  if (!/^[A-Za-z0-9._-]+$/.test(runId)) throw new Error(`run id '${runId}' cannot be carried in a marker`)
  if (!/^[0-9a-f]{40}$/.test(headSha)) throw new Error(`head SHA '${headSha}' is not a full commit SHA`)
  return `<!-- harbourmaster:run run=${runId} sha=${headSha} -->`
}

/**
 * In the body of a review whose reviewer team left changed files unreviewed (a specialist that
 * did not finish, the token budget): the next push must not count them as reviewed.
 */
export const PARTIAL_COVERAGE_MARKER = '<!-- harbourmaster:coverage partial -->'

export function makeFindingMarker(findingId: string, anchor?: { category: string; side: 'LEFT' | 'RIGHT' }): string {
  return anchor ? `<!-- harbourmaster:finding ${findingId} category=${anchor.category} side=${anchor.side} -->` : `<!-- harbourmaster:finding ${findingId} -->`
}

export function makeDispositionMarker(findingId: string, status: string, runId: string): string {
  return `<!-- harbourmaster:disposition ${findingId} status=${status} run=${runId} -->`
}

export interface ParsedFindingMarker {
  id: string
  category: string | undefined
  side: 'LEFT' | 'RIGHT' | undefined
}

export function parseFindingMarkerDetails(body: string | null | undefined): ParsedFindingMarker[] {
  if (!body) return []
  return [...body.matchAll(FINDING_MARKER)].map((m) => ({ id: m[1] as string, category: m[2], side: m[3] as 'LEFT' | 'RIGHT' | undefined }))
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
}

/** Every run marker in a body (a forged or duplicated body may hold several). */
export function parseRunMarkers(body: string | null | undefined): ParsedRunMarker[] {
  if (!body) return []
  return [...body.matchAll(RUN_MARKER)].map((m) => ({ runId: m[1] as string, headSha: m[2] as string }))
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
