import type { Finding } from '../../../src/core/contracts/review-payload.js'
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
