import type { ReviewRecord } from '../../src/core/contracts/review-record.js'
import type { DiffSide, LineMap } from '../../src/core/diff/diff-lines.js'
import { preparePublication, type PreparedPublication } from '../../plugins/lib/publication/payload-to-review.js'
import { recordedAssessments } from '../../src/replay/record-file.js'
import { reviewBodyMarkers, teamLeftFilesUnreviewed } from '../../src/core/publication/coverage.js'
import { teamShortfall } from '../../src/core/publication/team-shortfall.js'

/**
 * What a replay of a saved review record would post, computed offline by
 * the same rendering code publish_review uses. The staged diff is not part of
 * the record, so each line is taken as the record placed it: an anchor the
 * recording run put inline is inline, every other line goes to the body.
 * (A real replay checks every anchor against the live diff again.) Findings
 * are routed as the record's assessments say, as a real replay routes them:
 * escalated ones under "Needs a human look" with the escalation label,
 * dropped ones only counted. A record whose team did not complete is shown
 * as a replay posts it: the notes naming the agents that did not finish and
 * the partial-coverage marker. The record's test verdicts are shown in each
 * finding's evidence block, as a replay hands them to publish_review.
 */

/** The label of the default `escalation.label`; a real replay adds the one the base commit's .github/harbourmaster.yml names. */
export const DEFAULT_ESCALATION_LABEL = 'needs-human-review'
export interface DryRun {
  target: string
  headSha: string
  recordedBy: string
  event: 'COMMENT'
  comments: { path: string; line: number; side: DiffSide; startLine?: number; body: string }[]
  body: string
  labels: string[]
}

function recordedLineMap(record: ReviewRecord, path: string): LineMap {
  const inline = record.findings.filter((f) => f.path === path && f.placement === 'inline')
  const anchors = (side: DiffSide): number[] =>
    [...new Set(inline.filter((f) => (f.side ?? 'RIGHT') === side).flatMap((f) => [f.line, ...(f.start_line === undefined ? [] : [f.start_line])]))].sort(
      (a, b) => a - b,
    )
  const isCommentable = (side: DiffSide, line: number): boolean => anchors(side).includes(line)
  return {
    hunks: [],
    hunkOf: (side, line) => (isCommentable(side, line) ? 0 : undefined),
    isCommentable,
    rangeInOneHunk: (side, start, line) => inline.some((f) => (f.side ?? 'RIGHT') === side && f.start_line === start && f.line === line),
    commentableLines: anchors,
    // The record keeps no diff: a range narrowed to its first changed line is shown at the first recorded anchor within it.
    changedLines: anchors,
  }
}

export function dryRun(record: ReviewRecord): DryRun {
  const paths = [...new Set(record.findings.map((f) => f.path))]
  const assessed = recordedAssessments(record)
  const prepared = preparePublication(record.payload, {
    marker: reviewBodyMarkers(record.run.marker, teamLeftFilesUnreviewed(record.team)),
    // The replay publisher writes the same trusted words from the recorded team account (publish session's contextFor).
    runnerNotes: teamShortfall(record.team),
    allowlist: paths,
    lineMaps: new Map(paths.map((p) => [p, recordedLineMap(record, p)])),
    maxComments: record.routing.maxComments,
    exclusions: record.exclusions,
    caps: record.caps,
    ...(assessed.length > 0 ? { assessments: new Map(assessed.map((f) => [f.id, f])) } : {}),
    // A replay hands the record's test verdicts to publish_review (replay-phase.ts), which shows each finding's tests.
    ...(record.testVerdicts ? { tests: new Map(record.testVerdicts.map((e) => [e.id, { verdict: e.verdict, reason: e.reason, tests: e.tests }])) } : {}),
    // Whatever the record holds is shown as it would land, never refused.
    final: true,
  })
  if (!prepared.ok) throw new Error(`the record's payload does not validate: ${prepared.problems.join('; ')}`)
  return shape(record, prepared.publication)
}

function shape(record: ReviewRecord, publication: PreparedPublication): DryRun {
  return {
    target: `${record.repository.owner}/${record.repository.repo}#${record.pullNumber}`,
    headSha: record.headSha,
    recordedBy: `run ${record.run.id} (${record.tool}, ${record.mode} mode)`,
    event: 'COMMENT',
    comments: publication.comments.map((c) => ({
      path: c.path,
      line: c.line,
      side: c.side,
      ...(c.start_line === undefined ? {} : { startLine: c.start_line }),
      body: c.body,
    })),
    body: publication.body,
    labels: publication.routes.escalate > 0 ? [DEFAULT_ESCALATION_LABEL] : [],
  }
}

export function formatDryRun(run: DryRun): string {
  const out = [
    'Dry run: nothing is sent to GitHub.',
    `Pull request: ${run.target} at ${run.headSha}`,
    `Recorded by: ${run.recordedBy}`,
    `Would post: one ${run.event} review with ${run.comments.length} inline comment${run.comments.length === 1 ? '' : 's'}`,
    `Labels: ${run.labels.length > 0 ? `${run.labels.join(', ')} (the default escalation.label; a replay adds the one .github/harbourmaster.yml names on the base commit)` : 'none'}`,
    '',
  ]
  run.comments.forEach((c, i) => {
    const where = c.startLine !== undefined ? `${c.path}:${c.startLine}-${c.line}` : `${c.path}:${c.line}`
    out.push(`--- inline comment ${i + 1} of ${run.comments.length}: ${where} (${c.side})`, c.body, '')
  })
  out.push('--- review body', run.body)
  return out.join('\n')
}
