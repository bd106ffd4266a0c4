import type { CapReached } from '../core/contracts/review-index.js'
import { atOrAbove, type Finding } from '../core/contracts/review-payload.js'
import type { SummaryFinding } from './summary.js'
import type { OpenEarlierFinding } from './sinks/sink.js'

/**
 * GitHub shows at most 10 error and 10 warning annotations of one step and
 * drops the rest without a word (actions/toolkit's problem-matchers
 * documentation). One of each kind is left for the run's own: setFailed
 * writes an error (a check-only run failing on its findings), a degraded run
 * a warning; a warning more is kept for each tool-cache entry the run refused
 * (run/cache-rejections.ts writes those after the findings'). When a kind has more findings than its slots, the most severe
 * (then most confident) are annotated and the last slot says how many are
 * not; the job summary's limits and a `sink cap` line say it too.
 */
export const ANNOTATIONS_PER_KIND = 10
const SLOTS = ANNOTATIONS_PER_KIND - 1
export const ANNOTATION_CAP = 'annotations-per-step'

const RANK: Record<Finding['severity'], number> = { critical: 0, high: 1, medium: 2, low: 3, info: 4 }

export interface AnnotationKind {
  shown: SummaryFinding[]
  /** Earlier findings still open that gate the run (errors only): annotated on their lines as its own are. */
  earlier: OpenEarlierFinding[]
  /** Findings of this kind with no annotation of their own. */
  leftOut: number
}

export interface AnnotationPlan {
  /** At or above the blocking severity. */
  errors: AnnotationKind
  warnings: AnnotationKind
}

type Candidate = { own: SummaryFinding } | { earlier: OpenEarlierFinding }

const rankOf = (c: Candidate): number => RANK['own' in c ? c.own.severity : earlierSeverity(c.earlier)]
// An earlier finding was posted and not re-checked: it comes after the run's own of its severity.
const confidenceOf = (c: Candidate): number => ('own' in c ? (c.own.confidence_after ?? 0) : -1)

function fit(candidates: readonly Candidate[], slots: number): AnnotationKind {
  const split = (list: readonly Candidate[], leftOut: number): AnnotationKind => ({
    shown: list.flatMap((c) => ('own' in c ? [c.own] : [])),
    earlier: list.flatMap((c) => ('earlier' in c ? [c.earlier] : [])),
    leftOut,
  })
  if (candidates.length <= slots) return split(candidates, 0)
  const ordered = candidates
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rankOf(a.c) - rankOf(b.c) || confidenceOf(b.c) - confidenceOf(a.c) || a.i - b.i)
    .map(({ c }) => c)
  // The last slot carries the count of the rest.
  return split(ordered.slice(0, slots - 1), candidates.length - (slots - 1))
}

/** A comment someone else edited beyond recovery has no severity we trust: it gates at any blocking-severity, as the most severe. */
export function earlierSeverity(entry: OpenEarlierFinding): Finding['severity'] {
  return entry.severity ?? 'critical'
}

/**
 * The earlier findings still open that gate a run (the ledger plan's standing threads and the
 * body-only findings carried unread, as counted in blocking-findings), each once and none the run
 * reported itself.
 */
export function gatingEarlier(
  openEarlier: readonly OpenEarlierFinding[] | undefined,
  blockingSeverity: Finding['severity'],
  own: readonly SummaryFinding[],
): OpenEarlierFinding[] {
  const seen = new Set(own.map((f) => f.id))
  return (openEarlier ?? []).filter((e) => {
    if (seen.has(e.findingId) || !(e.severity ? atOrAbove(e.severity, blockingSeverity) : e.originalLost)) return false
    seen.add(e.findingId)
    return true
  })
}

/**
 * Routed findings only: dropped ones are never annotated, only counted; `earlier` (gatingEarlier)
 * share the error slots. `reservedWarnings`: the
 * warning annotations the run writes after the findings' besides its own (one per tool-cache
 * entry provisioning refused); the count of the rest always keeps its slot.
 */
export function planAnnotations(
  all: readonly SummaryFinding[],
  blockingSeverity: Finding['severity'],
  reservedWarnings = 0,
  earlier: readonly OpenEarlierFinding[] = [],
): AnnotationPlan {
  const routed = all.filter((f) => f.route !== 'drop')
  return {
    errors: fit([...routed.filter((f) => atOrAbove(f.severity, blockingSeverity)).map((own) => ({ own })), ...earlier.map((e) => ({ earlier: e }))], SLOTS),
    warnings: fit(
      routed.filter((f) => !atOrAbove(f.severity, blockingSeverity)).map((own) => ({ own })),
      Math.max(1, SLOTS - reservedWarnings),
    ),
  }
}

const plural = (n: number): string => `${n} finding${n === 1 ? '' : 's'}`

/** The annotation in a kind's last slot. */
export function leftOutMessage(kind: 'errors' | 'warnings', leftOut: number, blockingSeverity: Finding['severity']): string {
  const which = kind === 'errors' ? `at or above ${blockingSeverity}` : `below ${blockingSeverity}`
  return `${leftOut} more finding${leftOut === 1 ? '' : 's'} ${which} ${leftOut === 1 ? 'is' : 'are'} not annotated: GitHub shows at most ${ANNOTATIONS_PER_KIND} ${kind === 'errors' ? 'error' : 'warning'} annotations per step. The job summary lists every finding.`
}

/** The cap for the job summary's "Limits reached", when a kind did not fit. */
export function annotationCap(plan: AnnotationPlan, blockingSeverity: Finding['severity']): CapReached | undefined {
  const { errors, warnings } = plan
  if (errors.leftOut === 0 && warnings.leftOut === 0) return undefined
  const parts = [
    errors.leftOut > 0 ? `${plural(errors.leftOut)} at or above ${blockingSeverity}` : undefined,
    warnings.leftOut > 0 ? (errors.leftOut > 0 ? `${warnings.leftOut} below it` : `${plural(warnings.leftOut)} below ${blockingSeverity}`) : undefined,
  ].filter((p): p is string => p !== undefined)
  return {
    cap: ANNOTATION_CAP,
    limit: ANNOTATIONS_PER_KIND,
    detail: `${parts.join(' and ')} ${errors.leftOut + warnings.leftOut === 1 ? 'is' : 'are'} not annotated: GitHub shows ${ANNOTATIONS_PER_KIND} error and ${ANNOTATIONS_PER_KIND} warning annotations per step (one of each kept for the run's own message); the most severe are annotated, and the findings are all listed here`,
  }
}
