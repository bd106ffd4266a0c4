import { RECORD_LIMITS, type ReviewRecord } from '../../core/contracts/review-record.js'
import { PolicyError } from '../../core/errors.js'
import type { FindingTests } from '../../core/contracts/test-verdicts.js'

/**
 * Fits a review record to the bounds a replay reads (RECORD_LIMITS, the loader's own), so the
 * findings file a run writes is never one the replay refuses. The payload is what a replay
 * publishes and keeps its own bounds: it is never cut. What the runner adds is: a text past its
 * bound keeps its start and ends with a marker saying how much was cut, a list past its cap keeps
 * its first entries. When the file would still pass RECORD_LIMITS.bytes, the informational texts
 * (reasons, errors, details, test ids, the paths of exclusions and test verdicts) are cut to
 * RECORD_LIMITS.brief and test excerpts left out; a record
 * still over that is not written. Every cut is returned for telemetry and the sink warning.
 */
const L = RECORD_LIMITS

export interface FittedRecord {
  record: ReviewRecord
  /** The file's text, at most RECORD_LIMITS.bytes of UTF-8. */
  text: string
  /** Per field, how many texts were cut or list entries left out. */
  cuts: ReadonlyMap<string, number>
  /** Whether the informational texts were cut further to keep the file under its byte bound. */
  shortened: boolean
}

const marker = (removed: number, total: number): string => ` … [cut: ${removed} of ${total} characters]`

/** `text` cut to at most `max` UTF-16 units (zod's and the loader's measure), never inside a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text
  let keep = Math.max(0, max - marker(text.length, text.length).length)
  const high = text.charCodeAt(keep - 1)
  if (keep > 0 && high >= 0xd800 && high <= 0xdbff) keep -= 1
  return `${text.slice(0, keep)}${marker(text.length - keep, text.length)}`
}

class Cutter {
  readonly cuts = new Map<string, number>()
  private add(field: string, n: number): void {
    this.cuts.set(field, (this.cuts.get(field) ?? 0) + n)
  }
  text(field: string, value: string, max: number): string {
    const out = cutText(value, max)
    if (out !== value) this.add(field, 1)
    return out
  }
  optional(field: string, value: string | undefined, max: number): string | undefined {
    return value === undefined ? undefined : this.text(field, value, max)
  }
  /** An optional text left out whole (a test excerpt when the file is over its byte bound). */
  drop(field: string): void {
    this.add(field, 1)
  }
  list<T>(field: string, items: readonly T[], max: number): T[] {
    if (items.length > max) this.add(field, items.length - max)
    return items.slice(0, max)
  }
}

/** `path`: an exclusion's or a test verdict's (informational); a finding's path is the payload's and never cut. */
type Bounds = { reason: number; detail: number; teamError: number; testText: number; path: number }

function fitFields(record: ReviewRecord, c: Cutter, b: Bounds, excerpts: boolean): ReviewRecord {
  const tests = <T extends FindingTests>(field: string, t: T): T => ({
    ...t,
    reason: c.text(`${field}.reason`, t.reason, b.testText),
    tests: t.tests.map(({ excerpt, ...rest }) => {
      const test = { ...rest, id: c.text(`${field}.tests.id`, rest.id, b.testText) }
      if (excerpt === undefined) return test
      if (excerpts) return { ...test, excerpt }
      c.drop(`${field}.tests.excerpt`)
      return test
    }),
  })
  const team = record.team
  return {
    ...record,
    findings: c.list('findings', record.findings, L.findings).map((f) => {
      const out = {
        ...f,
        route_reason: c.optional('findings.route_reason', f.route_reason, b.reason),
        reason: c.optional('findings.reason', f.reason, b.reason),
      }
      if (out.route_reason === undefined) delete out.route_reason
      if (out.reason === undefined) delete out.reason
      return f.tests ? { ...out, tests: tests('findings.tests', f.tests) } : out
    }),
    ...(record.testVerdicts
      ? {
          testVerdicts: c.list('testVerdicts', record.testVerdicts, L.findings).map((v) => ({
            ...tests('testVerdicts', v),
            id: c.text('testVerdicts.id', v.id, L.name),
            path: c.text('testVerdicts.path', v.path, b.path),
            category: c.text('testVerdicts.category', v.category, L.name),
            title: c.text('testVerdicts.title', v.title, b.detail),
          })),
        }
      : {}),
    exclusions: c.list('exclusions', record.exclusions, L.exclusions).map((e) => ({
      path: c.text('exclusions.path', e.path, b.path),
      reason: c.text('exclusions.reason', e.reason, b.detail),
      rule: c.text('exclusions.rule', e.rule, b.detail),
    })),
    caps: c.list('caps', record.caps, L.caps).map((x) => ({ ...x, cap: c.text('caps.cap', x.cap, L.name), detail: c.text('caps.detail', x.detail, b.detail) })),
    ...(team
      ? {
          team: {
            ...team,
            errors: c.list('team.errors', team.errors, L.teamErrors).map((e) => ({
              ...e,
              agent: c.text('team.errors.agent', e.agent, L.name),
              error: c.text('team.errors.error', e.error, b.teamError),
            })),
          },
        }
      : {}),
  }
}

/** The UTF-8 size of the record as compact JSON, element by element: a record far over the bound is never built as one string. */
function compactBytes(record: ReviewRecord): number {
  let total = 2
  for (const value of Object.values(record)) {
    if (Array.isArray(value)) for (const item of value) total += Buffer.byteLength(JSON.stringify(item)) + 1
    else total += Buffer.byteLength(JSON.stringify(value) ?? '')
    total += 64
  }
  return total
}

export function fitReviewRecord(record: ReviewRecord): FittedRecord {
  let c = new Cutter()
  let fitted = fitFields(record, c, { reason: L.reason, detail: L.detail, teamError: L.teamError, testText: Number.MAX_SAFE_INTEGER, path: L.path }, true)
  let shortened = false
  if (compactBytes(fitted) > L.bytes) {
    shortened = true
    // From the record as given, with bounds no larger than the first pass's: each text is counted once.
    c = new Cutter()
    fitted = fitFields(record, c, { reason: L.brief, detail: L.brief, teamError: L.brief, testText: L.brief, path: L.brief }, false)
  }
  const bytes = compactBytes(fitted)
  if (bytes > L.bytes)
    throw new PolicyError(
      `the review record would be about ${bytes} bytes, over the ${L.bytes} bytes a replay reads (RECORD_LIMITS.bytes), even with its informational texts cut and its test excerpts left out; ` +
        `the findings file was not written, so this review cannot be replayed: run the review again with fewer changed files in one pull request`,
    )
  const pretty = `${JSON.stringify(fitted, null, 2)}\n`
  // Indentation is the only difference: a record near the bound is written compact rather than refused.
  const text = Buffer.byteLength(pretty) <= L.bytes ? pretty : `${JSON.stringify(fitted)}\n`
  return { record: fitted, text, cuts: c.cuts, shortened }
}
