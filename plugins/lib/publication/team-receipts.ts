import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { TEST_VERDICTS_FILE, testVerdictsFileSchema, type FindingTests } from '../../../src/core/contracts/test-verdicts.js'
import { assessmentsReceiptSchema, RECEIPT_FILES, type AssessedFinding, type RunConfig } from '../../../src/core/contracts/run-config.js'
import { teamNeverRan, type TeamAccount } from '../../../src/core/publication/team-shortfall.js'
import { readExecutionReceipt } from '../../../src/core/publication/receipts.js'

/**
 * What publication reads of the reviewer team's work, from the private files spawn_reviewers
 * wrote (never from the model): its assessments (which route each finding), the test verdicts
 * behind them, and its account of what it could not do. Each is read at call time; a file that
 * is missing or does not parse gives the cautious answer, never a trusted default.
 */
/**
 * The team's assessments for this run, by finding id; undefined when
 * spawn_reviewers wrote none (it never ran). A file that does not parse or
 * belongs to another run counts as an empty team record: every finding is
 * then unverified, never trusted by default.
 */
export async function loadAssessments(config: Pick<RunConfig, 'privateDir' | 'runId'>): Promise<Map<string, AssessedFinding> | undefined> {
  let text: string
  try {
    text = await readFile(join(config.privateDir, RECEIPT_FILES.assessments), 'utf8')
  } catch {
    return undefined
  }
  try {
    const parsed = assessmentsReceiptSchema.parse(JSON.parse(text))
    if (parsed.runId !== config.runId) return new Map()
    return new Map(parsed.findings.map((f) => [f.id, f]))
  } catch {
    return new Map()
  }
}

/**
 * Specialists were selected but spawn_reviewers never ran (no execution receipt): nothing the
 * editor submits was checked, so every finding counts as unverified (an empty team record), as
 * publish_review treats one the team never reported; without a selected team (a replay) the
 * defaults apply.
 */
export async function teamNeverStarted(config: Pick<RunConfig, 'privateDir' | 'specialists'>): Promise<boolean> {
  if (config.specialists.length === 0) return false
  const read = await readExecutionReceipt(config.privateDir).catch(() => undefined)
  return read?.status === 'missing'
}

/** spawn_reviewers' private test-verdicts.json, read at call time; absent without test evidence or when it does not parse. */
export async function readTestVerdicts(privateDir: string): Promise<Map<string, FindingTests> | undefined> {
  const text = await readFile(join(privateDir, TEST_VERDICTS_FILE), 'utf8').catch(() => undefined)
  if (text === undefined) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = testVerdictsFileSchema.safeParse(json)
  if (!parsed.success) return undefined
  return new Map(parsed.data.entries.map((e) => [e.id, { verdict: e.verdict, reason: e.reason, tests: e.tests }]))
}

/**
 * What the reviewer team could not do (a failed specialist, a budget stop, a team the editor never
 * started), from its receipt: trusted notes for the body, naming agents but not their error texts,
 * which stay in the job summary and log.
 */
export async function teamAccount(config: Pick<RunConfig, 'privateDir' | 'runId' | 'specialists' | 'recordedTeam'>): Promise<TeamAccount | undefined> {
  // A replay runs no team: the recording run's account stands.
  if (config.recordedTeam) return config.recordedTeam
  const read = await readExecutionReceipt(config.privateDir).catch(() => undefined)
  if (read?.status === 'present') return read.receipt.runId === config.runId ? read.receipt.extra : undefined
  return read?.status === 'missing' && config.specialists.length > 0 ? teamNeverRan(config.specialists.map((s) => s.name)) : undefined
}

/** The verifier's verdicts on re-checked earlier findings, from this run's execution receipt (none in a replay: it resolves nothing). */
export async function verifierAnswers(
  config: Pick<RunConfig, 'privateDir' | 'runId' | 'recordedTeam'>,
): Promise<{ id: string; verdict: string }[] | undefined> {
  if (config.recordedTeam) return undefined
  const read = await readExecutionReceipt(config.privateDir).catch(() => undefined)
  return read?.status === 'present' && read.receipt.runId === config.runId ? read.receipt.extra?.earlier : undefined
}
