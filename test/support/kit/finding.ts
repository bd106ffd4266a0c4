import type { LedgerEntry } from '../../../src/context/ledger.js'
import type { Finding } from '../../../src/core/contracts/review-payload.js'
import type { RecordedFinding } from '../../../src/core/publication/receipts.js'
import { addedLine } from '../github-fake/index.js'

/**
 * A finding as the editor hands it to publish_review: high-severity correctness on the first added
 * line of `src/a.ts` in a patch from the fake's makePatch, unless `over` says otherwise.
 */
export function findingOf(over: Partial<Finding> = {}): Finding {
  return {
    path: 'src/a.ts',
    line: addedLine(0),
    severity: 'high',
    category: 'correctness',
    title: 'Value is never checked',
    body: 'The result is ignored.',
    evidence: "newValue0_0('a0')",
    ...over,
  }
}

/**
 * A finding as record_review's receipt holds it after routing: a confirmed high-severity
 * correctness finding on line 5 of `src/new.ts`, inline, unless `over` says otherwise.
 */
export function recordedFindingOf(over: Partial<RecordedFinding> = {}): RecordedFinding {
  return {
    id: 'hm2-00000000000000aa',
    placement: 'inline',
    path: 'src/new.ts',
    line: 5,
    severity: 'high',
    category: 'correctness',
    title: 'Off by one',
    body: 'The loop skips the last item.',
    evidence: 'i < n - 1',
    confidence: 0.8,
    verdict: 'confirmed',
    confidence_after: 0.9,
    route: 'inline',
    route_reason: 'confident',
    ...over,
  }
}

/**
 * The ledger's entry for an earlier high-severity security finding of ours, number `n`, still open
 * on its thread on `src/old.ts` (line 40 + n) and carried by a delta review, unless `over` says otherwise.
 */
export function openLedgerEntry(n: number, over: Partial<LedgerEntry> = {}): LedgerEntry {
  const id = `hm2-${n.toString(16).padStart(16, '0')}`
  return {
    findingId: id,
    threadId: `PRRT_${n}`,
    rootCommentId: 10 + n,
    path: 'src/old.ts',
    side: 'RIGHT',
    line: 40 + n,
    originalLine: 38,
    category: 'security',
    severity: 'high',
    action: 'carry',
    reason: 'delta review: the file did not change since the last review',
    anchorChanged: false,
    resolved: false,
    rootBody: `**🔴 High** · security · **Token written to the log ${n}**\n\nThe token reaches stdout.\n\n<!-- harbourmaster:finding id=${id} -->`,
    objections: [],
    replied: [],
    reopened: false,
    resolvedByAuthor: false,
    ...over,
  }
}
