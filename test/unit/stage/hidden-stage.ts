import { applyBounds } from '../../../src/policy/bounds.js'
import { stageReview, type StagedReview } from '../../../src/stage/stage-review.js'
import { changedFileOf, pullRequestFactsOf, tempDir } from '../../support/kit/index.js'

/** A one-commit pull request whose files are staged by the runner's own bounds and stage (hidden-character tests). */
export const PR = pullRequestFactsOf({ number: 3, title: 'Access check', headRef: 'check', changedFiles: 2, additions: 2 })

/** Stages `patches` (path to GitHub's raw patch) as the runner does, all assigned to security. */
export async function stageRaw(patches: Record<string, string>, maxPatchBytes = 60_000): Promise<StagedReview> {
  const files = Object.entries(patches).map(([path, patch]) => changedFileOf(path, { patch, status: 'modified' }))
  const bounded = applyBounds(
    files.map((file) => ({ file, risk: 'medium' as const })),
    { maxFiles: 10, maxPatchBytes, maxTotalBytes: 400_000 },
  )
  return stageReview({
    parentDir: await tempDir('hm-hidden-stage-'),
    pr: PR,
    files: bounded.staged.map((s) => ({ file: s.file, patch: s.patch, truncated: s.truncated, risk: s.risk, riskReasons: [], specialists: ['security'] })),
    exclusions: [],
    caps: [],
    specialists: [{ name: 'security', reasons: ['x'], paths: Object.keys(patches) }],
    discussion: { issueComments: [], issueCommentsTotal: 0, reviews: [], threads: [], earlierFindings: [], expectedBotLogin: 'github-actions[bot]' },
  })
}
