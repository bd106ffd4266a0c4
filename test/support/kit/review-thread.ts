import type { ReviewThread, ThreadComment } from '../../../src/context/records.js'
import { makeFindingMarker } from '../../../src/core/contracts/markers.js'
import type { Finding } from '../../../src/core/contracts/review-payload.js'

/** The login our reviews carry in the fake and in ledger tests (a workflow token's app). */
export const OUR_LOGIN = 'github-actions[bot]'

export interface OurThreadSpec {
  findingId: string
  path: string
  line: number
  category: Finding['category']
  /** The root comment's words above its marker. */
  text: string
}

/**
 * An open thread whose root is a finding an earlier run of ours posted on the RIGHT side, as the
 * ledger reads it from GraphQL: one comment, our login, the finding marker last.
 */
export function ourFindingThread(spec: OurThreadSpec): ReviewThread {
  const body = `${spec.text}\n\n${makeFindingMarker(spec.findingId, { category: spec.category, side: 'RIGHT' })}`
  return {
    id: `T${spec.line}`,
    isResolved: false,
    isOutdated: false,
    path: spec.path,
    line: spec.line,
    originalLine: spec.line,
    side: 'RIGHT',
    resolvedBy: undefined,
    comments: [{ id: `C${spec.line}`, databaseId: spec.line, author: OUR_LOGIN, body, createdAt: '2026-01-01T00:00:00Z', replyToId: undefined }],
  }
}

/** A comment of thread T1 as GraphQL gives it: id 1 is the root, every other id a reply to it. */
export function threadComment(author: string, body: string, at: string, id = 1): ThreadComment {
  return { id: `C${id}`, databaseId: id, author, body, createdAt: at, replyToId: id === 1 ? undefined : 1 }
}

/**
 * Thread T1 on `src/a.ts` line 2 (RIGHT), open and current, rooted in our comment `rootBody`
 * posted on 2026-01-01, then `replies`: the ledger tests' one thread, changed by `over`.
 */
export function ledgerThread(rootBody: string, over: Partial<ReviewThread> = {}, replies: ThreadComment[] = []): ReviewThread {
  return {
    id: 'T1',
    isResolved: false,
    isOutdated: false,
    path: 'src/a.ts',
    line: 2,
    originalLine: 2,
    side: 'RIGHT',
    resolvedBy: undefined,
    comments: [threadComment(OUR_LOGIN, rootBody, '2026-01-01T00:00:00Z'), ...replies],
    ...over,
  }
}
