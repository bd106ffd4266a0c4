import { describe, expect, it } from 'vitest'
import { makeRunMarker } from '../../../src/core/contracts/markers.js'
import { preparePublication } from '../../../plugins/lib/publication/payload-to-review.js'
import { loadStagedReview } from '../../../plugins/lib/publication/session.js'
import { PR, stageRaw } from '../stage/hidden-stage.js'

/**
 * A patch whose one line is longer than half of max-patch-bytes is cut inside that line: the
 * reviewers read only its start. A suggestion for that line replaces GitHub's whole line when
 * accepted, so a one-click suggestion written from the start alone would delete the rest of the
 * line. It is shown as code with a note saying why; suggestions on whole lines above stay one-click.
 */
const PATH = 'data/table.ts'
const LONG = `export const TABLE = [${Array.from({ length: 600 }, (_, i) => `"row-${i}"`).join(', ')}]`
const RAW = ['@@ -1,2 +1,3 @@', ' // lookup table', '+export const SIZE = 600', `+${LONG}`].join('\n')

describe('a suggestion on a line the byte bound cut short', () => {
  it('is shown as code with a note, not offered as a one-click suggestion dropping the rest of the line', async () => {
    const stage = await stageRaw({ [PATH]: RAW }, 2000)
    expect(stage.index.files[0]?.truncated).toBe(true)
    const review = await loadStagedReview({ stageDir: stage.dir, allowlist: [PATH] })
    const base = { path: PATH, severity: 'high' as const, category: 'correctness', body: 'Fix it.', evidence: 'x' }
    const result = preparePublication(
      {
        summary: 'Reviewed.',
        findings: [
          { ...base, line: 3, title: 'Duplicate row', suggestion: 'export const TABLE = ["row-0"]' },
          { ...base, line: 2, title: 'Size is derived', suggestion: 'export const SIZE = TABLE.length' },
        ],
      },
      { ...review, marker: makeRunMarker('1', PR.headSha), maxComments: 10 },
    )
    if (!result.ok) throw new Error(result.problems.join('\n'))
    const body = (line: number) => result.publication.comments.find((c) => c.line === line)?.body ?? ''
    expect(body(3)).toContain('export const TABLE = ["row-0"]')
    expect(body(3)).not.toContain('```suggestion')
    expect(body(3)).toMatch(/cut short/)
    expect(body(2)).toContain('```suggestion\nexport const SIZE = TABLE.length\n```')
  })
})
