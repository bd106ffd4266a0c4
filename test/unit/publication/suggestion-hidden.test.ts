import { describe, expect, it } from 'vitest'
import { makeRunMarker } from '../../../src/core/contracts/markers.js'
import { preparePublication } from '../../../plugins/lib/publication/payload-to-review.js'
import { loadStagedReview } from '../../../plugins/lib/publication/session.js'
import { PR, stageRaw } from '../stage/hidden-stage.js'

/**
 * Agents read a patch's hidden characters (bidi controls, zero-width spaces) as `\uXXXX` text. A
 * suggestion copied from such a line carries that text: offered as a one-click suggestion, it would
 * write the six characters `\u202e` into the code where the character was, and no reader would
 * know. It is shown as code with a note saying so; a suggestion on a file without hidden
 * characters stays a suggestion, even when it holds a `\u` escape of its own.
 */
const HIDDEN_PATCH = ['@@ -1,2 +1,3 @@', ' package main', '+if level != "user\u202E // admin" { deny() }', ' func main() {}'].join('\n')
const PLAIN_PATCH = ['@@ -1,2 +1,3 @@', ' const a = 1', '+const arrow = "\\u2192"', ' const b = 2'].join('\n')

async function staged() {
  const stage = await stageRaw({ 'main.go': HIDDEN_PATCH, 'arrow.ts': PLAIN_PATCH })
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
