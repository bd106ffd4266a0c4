/**
 * Hidden HTML markers that tie GitHub objects to Harbourmaster (one format for
 * the runner, which recognises them, and publish_review, which writes them). The run marker
 * goes in every review body and is what the runner looks for when it proves a
 * publication; the finding marker goes in every inline comment so a later run
 * can recognise its own earlier findings. Both are accepted only from the
 * expected bot login; model text can never produce one (see sanitise.ts).
 */
const RUN_MARKER = /<!-- harbourmaster:run run=([A-Za-z0-9._-]+) sha=([0-9a-f]{40}) -->/g
const FINDING_MARKER = /<!-- harbourmaster:finding (hm-[0-9a-f]{12}) -->/g

export function makeRunMarker(runId: string, headSha: string): string {
  if (!/^[A-Za-z0-9._-]+$/.test(runId)) throw new Error(`run id '${runId}' cannot be carried in a marker`)
  if (!/^[0-9a-f]{40}$/.test(headSha)) throw new Error(`head SHA '${headSha}' is not a full commit SHA`)
  return `<!-- harbourmaster:run run=${runId} sha=${headSha} -->`
}

export function makeFindingMarker(findingId: string): string {
  return `<!-- harbourmaster:finding ${findingId} -->`
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
