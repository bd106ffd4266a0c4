import { readFile } from 'node:fs/promises'
import { reviewRecordSchema, type ReviewRecord } from '../../src/core/contracts/review-record.js'
import type { EvalFinding } from './types.js'

/**
 * The findings a run routed to the reader (commented or escalated), read
 * from its findings file. The file also keeps the findings trusted routing
 * dropped, for the record; they were never published, so scoring them would
 * count a dropped golden finding as found and dropped noise as a false
 * positive. The action's own `findings` output counts the same way.
 */
export function routedFindings(record: ReviewRecord): EvalFinding[] {
  return record.findings
    .filter((f) => f.route !== 'drop')
    .map((f) => ({
      id: f.id,
      path: f.path,
      line: f.line,
      ...(f.start_line !== undefined ? { startLine: f.start_line } : {}),
      ...(f.side !== undefined ? { side: f.side } : {}),
      category: f.category,
      severity: f.severity,
      title: f.title,
      body: f.body,
    }))
}

export async function readRoutedFindings(path: string | undefined): Promise<EvalFinding[]> {
  if (!path) return []
  return routedFindings(reviewRecordSchema.parse(JSON.parse(await readFile(path, 'utf8'))))
}
