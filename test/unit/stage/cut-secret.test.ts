import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { githubClassicToken, githubInstallationToken, seededRandom } from '../../support/secret-formats.js'
import { stageRaw } from './hidden-stage.js'

/**
 * A byte bound cuts an over-long line (minified code, a data line) inside itself. A secret on that
 * line, cut in two, is no longer a whole token: redacted after the cut, its first part matched no
 * pattern and reached the reviewers (and their model provider) as written.
 */
const PATH = 'src/config.min.js'

function lineWith(token: string): string {
  return `@@ -0,0 +1,1 @@\n+window.cfg={${'a:1,'.repeat(400)}token:"${token}",${'b:2,'.repeat(400)}}`
}

/** Any 12 characters of the token's random part in a row. */
function pieces(token: string, from: number): string[] {
  return Array.from({ length: token.length - from - 11 }, (_, i) => token.slice(from + i, from + i + 12))
}

describe('a secret on a line a byte bound cuts inside', () => {
  it.each([
    ['a classic token', githubClassicToken(seededRandom(7), 'ghp'), 4],
    ['an installation token', githubInstallationToken(seededRandom(8)), 4],
  ])('stages no part of %s, wherever the cut lands in it', async (_what, token, from) => {
    const raw = lineWith(token)
    const at = Buffer.byteLength(raw.slice(0, raw.indexOf(token)), 'utf8')
    // The room a bound leaves is about the bound less its marker: sweep the cut across the token.
    for (let bound = at + 120; bound <= at + token.length + 220; bound += 7) {
      const review = await stageRaw({ [PATH]: raw }, bound)
      expect(review.index.files[0]?.truncated).toBe(true)
      const staged = await readFile(join(review.dir, 'patches', review.patchNames.get(PATH) ?? ''), 'utf8')
      const index = await readFile(review.indexPath, 'utf8')
      for (const piece of pieces(token, from)) {
        expect(staged).not.toContain(piece)
        expect(index).not.toContain(piece)
      }
    }
  })
})
