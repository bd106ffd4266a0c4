import { expect, it } from 'vitest'
import { fileFilter, filterFiles, type FilterRules } from '../../../src/policy/filter.js'
import { MOVED_OUT_OF_REVIEW, movesOutOfReview, noteMoves } from '../../../src/policy/moved-out-of-review.js'
import { changedFileOf } from '../../support/kit/index.js'

// vendor/ is vendored by the base .gitattributes: the built-in path rule alone would not leave out a file moved there.
const RULES: FilterRules = { include: [], exclude: ['legacy/**'], generated: [], vendored: [{ glob: 'vendor/**', vendored: true }] }
const renamed = (to: string, from: string) => changedFileOf(to, { status: 'renamed', previousFilename: from })

it('notes a rename out of a reviewed path, and only that', () => {
  const files = [
    renamed('vendor/a.ts', 'src/a.ts'),
    renamed('legacy/b.ts', 'src/b.ts'),
    // Already left out before the move: nothing changes for the review.
    renamed('vendor/c.ts', 'third_party/c.ts'),
    // A copy leaves the reviewed original where it was.
    changedFileOf('vendor/d.ts', { status: 'copied', previousFilename: 'src/d.ts' }),
    changedFileOf('vendor/e.ts', { status: 'added' }),
    // Listed as added (the PR added it); the compare since the last review names the rename.
    changedFileOf('vendor/f.ts', { status: 'added' }),
    // Moved under a vendored path only the built-in rule knows: reviewed (the path is the pull request's word).
    renamed('node_modules/g.ts', 'src/g.ts'),
  ]
  const since = new Map([['vendor/f.ts', renamed('vendor/f.ts', 'src/f.ts')]])
  const verdict = fileFilter(RULES)
  const { excluded } = filterFiles(files, RULES, verdict)
  const moves = movesOutOfReview(excluded, files, { kind: 'delta', changed: since }, verdict)
  expect(moves).toEqual([
    { path: 'legacy/b.ts', from: 'src/b.ts', rule: 'user-exclude' },
    { path: 'vendor/a.ts', from: 'src/a.ts', rule: 'linguist-vendored' },
    { path: 'vendor/f.ts', from: 'src/f.ts', rule: 'linguist-vendored' },
  ])
  expect(
    noteMoves(excluded, moves)
      .filter((e) => e.reason.endsWith(MOVED_OUT_OF_REVIEW))
      .map((e) => e.path),
  ).toEqual(['legacy/b.ts', 'vendor/a.ts', 'vendor/f.ts'])
})
