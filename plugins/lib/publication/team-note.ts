import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { executionReceiptSchema, RECEIPT_FILES, type RunConfig } from '../../../src/core/contracts/run-config.js'

/**
 * The note a review carries when its reviewer team did not complete: a
 * specialist, the verifier or the reviewer process that failed after every
 * model was tried leaves the review covering less than it seems, and the pull
 * request is where the developer reads it. Only the agent names (trusted
 * code wrote them) are shown; their error texts stay in the job log and
 * summary. A budget stop carries its own note. No receipt while specialists
 * were selected means spawn_reviewers never ran: the review says that instead.
 */
export async function teamNote(config: Pick<RunConfig, 'privateDir' | 'runId' | 'specialists'>): Promise<string | undefined> {
  let extra
  try {
    const receipt = executionReceiptSchema.parse(JSON.parse(await readFile(join(config.privateDir, RECEIPT_FILES.execution), 'utf8')))
    if (receipt.runId !== config.runId) return undefined
    extra = receipt.extra
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
    if (!missing || config.specialists.length === 0) return undefined
    return 'No specialist reviewed this pull request: the editor published without calling spawn_reviewers, so this review holds only its own reading.'
  }
  if (!extra || extra.budgetExceeded || extra.status === 'budget-exceeded') return undefined
  if (extra.status === 'ok' && extra.errors.length === 0) return undefined
  const agents = [...new Set(extra.errors.map((e) => e.agent))]
  const who = agents.length > 0 ? agents.join(', ') : 'a reviewer'
  return `Not every reviewer completed: ${who} did not complete, so this review holds only what the others reported (the job summary says why).`
}
