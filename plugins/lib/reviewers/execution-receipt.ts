import { rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { TEST_VERDICTS_FILE, testVerdictsFileSchema, type TestVerdictEntry } from '../../../src/core/contracts/test-verdicts.js'
import {
  assessmentsReceiptSchema,
  executionReceiptSchema,
  RECEIPT_FILES,
  type AssessmentsReceipt,
  type ExecutionReceipt,
} from '../../../src/core/contracts/run-config.js'
import type { UsageSummary } from '../../../src/core/opencode/events-usage.js'
import type { AgentError } from './team.js'
import type { VerdictCounts } from './verifier.js'

/**
 * The execution receipt: what the reviewer process did, from observed events
 * only. It is written to the private directory (outside every agent-readable
 * root) with mode 0600, atomically, so the runner never reads half a file.
 *
 * Beyond the versioned schema it carries `extra` (ignored by the schema's
 * parse): dropped-finding counts, overflow patches, per-agent errors and the
 * budget flag, so nothing the tool dropped goes unreported.
 */

export interface ReceiptExtra {
  status: 'ok' | 'partial' | 'budget-exceeded' | 'failed'
  invalid: number
  outOfScope: number
  duplicates: number
  returned: number
  overflowPatches: string[]
  budgetExceeded: boolean
  errors: AgentError[]
  /** Candidates dropped as earlier findings the ledger tracks. */
  known?: number
  /** The verifier's verdicts on re-checked earlier findings. */
  earlier?: { id: string; verdict: 'fixed' | 'still-present' | 'upheld'; reason: string; rule?: string }[]
}

export interface ReceiptInput {
  runId: string
  startedAt: number
  finishedAt: number
  usage: UsageSummary
  /** Errors by session id, for sessions whose agent failed. */
  sessionErrors: ReadonlyMap<string, string>
  candidates: number
  verdicts: VerdictCounts
  extra: ReceiptExtra
}

export function buildReceipt(input: ReceiptInput): ExecutionReceipt & { extra: ReceiptExtra } {
  const sessions = input.usage.sessions.map((s) => {
    const error = input.sessionErrors.get(s.sessionId)
    return {
      agent: s.agent,
      sessionId: s.sessionId,
      startedAt: s.startedAt,
      finishedAt: s.finishedAt,
      modelCalls: s.modelCalls,
      tokensIn: s.tokensIn,
      tokensOut: s.tokensOut,
      ...(error !== undefined ? { error } : {}),
    }
  })
  const receipt: ExecutionReceipt = {
    version: 1,
    runId: input.runId,
    startedAt: new Date(input.startedAt).toISOString(),
    finishedAt: new Date(input.finishedAt).toISOString(),
    sessions,
    modelCalls: input.usage.modelCalls,
    unmeteredCalls: input.usage.unmeteredCalls,
    tokensIn: input.usage.tokensIn,
    tokensOut: input.usage.tokensOut,
    candidates: input.candidates,
    verdicts: input.verdicts,
  }
  // Validate before writing: a receipt the runner cannot parse is worse than none.
  executionReceiptSchema.parse(receipt)
  return { ...receipt, extra: input.extra }
}

export async function writeReceipt(privateDir: string, receipt: ExecutionReceipt & { extra: ReceiptExtra }): Promise<string> {
  const file = join(privateDir, RECEIPT_FILES.execution)
  const tmp = `${file}.${process.pid}.tmp`
  await writeFile(tmp, `${JSON.stringify(receipt, null, 2)}\n`, { mode: 0o600 })
  await rename(tmp, file)
  return file
}

/** The assessed findings (confidence, verdict, route) for publication; 0600, atomic, validated. */
export async function writeAssessments(privateDir: string, receipt: AssessmentsReceipt): Promise<string> {
  const file = join(privateDir, RECEIPT_FILES.assessments)
  const tmp = `${file}.${process.pid}.tmp`
  await writeFile(tmp, `${JSON.stringify(assessmentsReceiptSchema.parse(receipt), null, 2)}\n`, { mode: 0o600 })
  await rename(tmp, file)
  return file
}

/** Every candidate's test verdict, for publish_review / record_review and the findings file (private dir, 0600, atomic). */
export async function writeTestVerdicts(privateDir: string, entries: readonly TestVerdictEntry[]): Promise<string> {
  const file = join(privateDir, TEST_VERDICTS_FILE)
  const tmp = `${file}.${process.pid}.tmp`
  await writeFile(tmp, `${JSON.stringify(testVerdictsFileSchema.parse({ version: 1, entries }), null, 2)}\n`, { mode: 0o600 })
  await rename(tmp, file)
  return file
}
