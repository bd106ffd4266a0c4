import { writeFile, realpath } from 'node:fs/promises'
import { join, sep } from 'node:path'
import type { Settings } from '../config/settings.js'
import { TEST_EVIDENCE_FILE, testEvidenceSchema, type TestEvidence } from '../core/contracts/test-evidence.js'
import { HarbourmasterError } from '../core/errors.js'
import { escapeHiddenInJson } from '../core/text/visible-escapes.js'
import { truncateUnits } from '../core/text/cut.js'
import type { Logger } from '../core/telemetry/logger.js'
import type { Redactor } from '../core/telemetry/redact.js'
import { startStage } from '../telemetry/stage-timer.js'
import { buildEvidence, UNMAPPED_NOTE } from './build-evidence.js'
import { collectResults, type CommittedFiles } from './collect-results.js'

/**
 * The runner's test-evidence phase, after prepare and before any OpenCode
 * process or token file exists. Two sources: JUnit reports from the team's
 * own CI (`test-results`, nothing executed) or the sandboxed `test-command`.
 * The result is staged as test-evidence.json for the verifier; without
 * either input this phase does nothing and verdicts stay as before.
 */
export interface GatherInput {
  settings: Pick<Settings, 'testResults' | 'testCommand'>
  /** Where `test-results` globs are resolved (the workspace). */
  workspace: string | undefined
  stageDir: string
  /** Paths of the pull request's changed files. */
  changed: readonly string[]
  /** The files the pull request adds or changes (test-results path only): a report among them is its own data, never evidence. */
  committed?: CommittedFiles
  logger: Logger
  redactor?: Redactor
  /** Runs the sandboxed test command (test-command path only). */
  runCommand?: () => Promise<
    Pick<TestEvidence, 'unusable'> & {
      reports: number
      cases: Parameters<typeof buildEvidence>[0]['cases']
      notes: string[]
      baseFailures?: ReadonlySet<string>
      leftOut?: readonly string[]
    }
  >
}

export async function gatherTestEvidence(input: GatherInput): Promise<TestEvidence | undefined> {
  const { settings, logger } = input
  if (!settings.testCommand && settings.testResults.length === 0) return undefined
  const source = settings.testCommand ? 'command' : 'results'
  const timer = startStage(logger, 'tests', { source })
  let evidence: TestEvidence
  if (source === 'command') {
    if (!input.runCommand) throw new HarbourmasterError('internal', 'test-command is set but no sandbox runner was given')
    const ran = await input.runCommand()
    evidence = buildEvidence({
      source,
      reports: ran.reports,
      cases: ran.cases,
      changed: input.changed,
      notes: ran.notes,
      unusable: ran.unusable,
      baseFailures: ran.baseFailures,
      leftOut: ran.leftOut,
      redactor: input.redactor,
    })
  } else {
    if (!input.workspace) {
      evidence = buildEvidence({
        source,
        reports: 0,
        cases: [],
        changed: input.changed,
        unusable: 'no workspace to read test-results from (GITHUB_WORKSPACE is unset)',
        redactor: input.redactor,
      })
    } else {
      const got = await collectResults(settings.testResults, input.workspace, input.committed)
      evidence = buildEvidence({
        source,
        reports: got.reports,
        cases: got.cases,
        changed: input.changed,
        notes: got.notes,
        unusable: got.unusable,
        redactor: input.redactor,
      })
    }
  }
  await stageEvidence(input.stageDir, evidence)
  for (const note of evidence.notes) logger.event('tests', 'note', { note })
  timer.done({
    reports: evidence.totals.reports,
    cases: evidence.totals.cases,
    mapped: evidence.totals.mapped,
    unmapped: evidence.totals.unmapped,
    files: evidence.files.length,
    failed: evidence.files.reduce((n, f) => n + f.failed, 0),
    // Apart from failed, as the evidence counts them: a suite whose failures a retry hid must not read as a clean run.
    flaky: evidence.files.reduce((n, f) => n + (f.flaky ?? 0), 0),
    unusable: evidence.unusable,
  })
  return evidence
}

/**
 * The review's note when the evidence cannot judge any finding, or left something out: otherwise a
 * team whose reports were not read (a glob that matched nothing, a test command that timed out)
 * learns it only from each behavioural finding's collapsed evidence block, or not at all when
 * there is none.
 */
export function evidenceNote(evidence: TestEvidence | undefined): string | undefined {
  if (!evidence) return undefined
  const input = evidence.source === 'results' ? 'test-results' : 'test-command'
  if (evidence.unusable) return `No finding was judged by the tests (${input}): ${evidence.unusable}.`
  // What was skipped, cut or bent (a report not read, tests left out of {files}, flaky tests) is named in the review too,
  // not only in the log; test cases of files the pull request did not touch are every suite's normal case.
  const notes = evidence.notes.filter((n) => !n.endsWith(UNMAPPED_NOTE))
  if (notes.length === 0) return undefined
  // The review bounds each of its notes (1,000 units): a note listing long paths would cut the others and this pointer away.
  // Each leads with its count, so a shortened one still says what was left out; the log has it whole.
  const shown = notes.slice(0, 3).map((n) => (n.length > NOTE_UNITS ? `${truncateUnits(n, NOTE_UNITS - 1)}…` : n))
  const where =
    notes.length > 3
      ? ` (${notes.length - 3} more in the job log: stage=tests event=note)`
      : shown.some((n, i) => n !== notes[i])
        ? ' (in full in the job log: stage=tests event=note)'
        : ''
  return `The test evidence (${input}) left something out: ${shown.join(' ')}${where}`
}

const NOTE_UNITS = 250

/** Written like every staged file: 0600, created exclusively, proven inside the stage. */
export async function stageEvidence(stageDir: string, evidence: TestEvidence): Promise<string> {
  const target = join(stageDir, TEST_EVIDENCE_FILE)
  // Hidden characters of paths shown as `\uXXXX`, as in review-index.json (an agent may read this file).
  await writeFile(target, `${escapeHiddenInJson(JSON.stringify(testEvidenceSchema.parse(evidence), null, 2))}\n`, { mode: 0o600, flag: 'wx' })
  const real = await realpath(target)
  if (!real.startsWith((await realpath(stageDir)) + sep)) throw new HarbourmasterError('internal', 'test-evidence.json resolved outside the stage directory')
  return real
}
