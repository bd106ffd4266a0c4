import { describe, expect, it } from 'vitest'
import type { PullRequestFacts } from '../../../src/context/records.js'
import { makeRunMarker } from '../../../src/core/contracts/markers.js'
import { applyBounds } from '../../../src/policy/bounds.js'
import { stageReview } from '../../../src/stage/stage-review.js'
import { preparePublication } from '../../../plugins/lib/publication/payload-to-review.js'
import { loadStagedReview } from '../../../plugins/lib/publication/session.js'
import { changedFileOf, tempDir } from '../../support/kit/index.js'

/**
 * Agents read a patch's hidden characters (bidi controls, zero-width spaces) as `\uXXXX` text. A
 * suggestion copied from such a line carries that text: offered as a one-click suggestion, it would
 * write the six characters `\u202e` into the code where the character was, and no reader would
 * know. It is shown as code with a note saying so; a suggestion on a file without hidden
 * characters stays a suggestion, even when it holds a `\u` escape of its own.
 */
const PR: PullRequestFacts = {
  owner: 'acme',
  repo: 'app',
  number: 3,
  title: 'Access check',
  body: '',
  author: 'dev',
  state: 'open',
  merged: false,
  draft: false,
  locked: false,
  baseRef: 'main',
  baseSha: 'b'.repeat(40),
  headRef: 'check',
  headSha: 'a'.repeat(40),
  baseRepoFullName: 'acme/app',
  headRepoFullName: 'acme/app',
  changedFiles: 2,
  additions: 2,
  deletions: 0,
  commits: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  htmlUrl: 'https://github.com/acme/app/pull/3',
}
const HIDDEN_PATCH = ['@@ -1,2 +1,3 @@', ' package main', '+if level != "user\u202E // admin" { deny() }', ' func main() {}'].join('\n')
const PLAIN_PATCH = ['@@ -1,2 +1,3 @@', ' const a = 1', '+const arrow = "\\u2192"', ' const b = 2'].join('\n')

async function staged() {
  const files = [changedFileOf('main.go', { patch: HIDDEN_PATCH, status: 'modified' }), changedFileOf('arrow.ts', { patch: PLAIN_PATCH, status: 'modified' })]
  const bounded = applyBounds(
    files.map((file) => ({ file, risk: 'medium' as const })),
    { maxFiles: 10, maxPatchBytes: 60_000, maxTotalBytes: 400_000 },
  )
  const stage = await stageReview({
    parentDir: await tempDir('hm-suggestion-hidden-'),
    pr: PR,
    files: bounded.staged.map((s) => ({ file: s.file, patch: s.patch, truncated: s.truncated, risk: s.risk, riskReasons: [], specialists: ['security'] })),
    exclusions: [],
    caps: [],
    specialists: [{ name: 'security', reasons: ['x'], paths: ['main.go', 'arrow.ts'] }],
    discussion: { issueComments: [], issueCommentsTotal: 0, reviews: [], threads: [], earlierFindings: [], expectedBotLogin: 'github-actions[bot]' },
  })
  return loadStagedReview({ stageDir: stage.dir, allowlist: ['main.go', 'arrow.ts'] })
}

describe('a suggestion on a line with hidden characters', () => {
  it('is shown as code with a note, not offered as a one-click suggestion writing the escape text', async () => {
    const review = await staged()
    const base = { line: 2, severity: 'high' as const, category: 'security', body: 'Fix it.' }
    const result = preparePublication(
      {
        summary: 'Reviewed.',
        findings: [
          {
            ...base,
            path: 'main.go',
            title: 'Bidi control hides the comparison',
            evidence: 'if level != "user\\u202e // admin"',
            suggestion: 'if level != "user\\u202e // admin" && ok { deny() }',
          },
          { ...base, path: 'arrow.ts', title: 'Arrow as escape', evidence: 'const arrow', suggestion: 'export const arrow = "\\u2192"' },
        ],
      },
      { ...review, marker: makeRunMarker('1', PR.headSha), maxComments: 10 },
    )
    if (!result.ok) throw new Error(result.problems.join('\n'))
    const body = (path: string) => result.publication.comments.find((c) => c.path === path)?.body ?? ''
    expect(body('main.go')).not.toContain('```suggestion')
    expect(body('main.go')).toContain('if level != "user\\u202e // admin" && ok { deny() }')
    expect(body('main.go')).toMatch(/hidden characters.*\\uXXXX/)
    expect(body('arrow.ts')).toContain('```suggestion')
  })
})
