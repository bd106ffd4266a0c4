import type { PreparedChanges } from '../../../src/evidence/sandbox/base-copy.js'

export type PreparedChange = PreparedChanges['index']['files'][number]

/** A modified src/math.js: the one changed file most sandbox tests need. */
export const MATH_MODIFIED: PreparedChange = { path: 'src/math.js', status: 'modified' }

/** What the test command reads of prepare's result (runTestCommand's `prepared`): a base commit and the changed files. */
export function preparedChanges(baseSha = 'b'.repeat(40), files: readonly PreparedChange[] = [MATH_MODIFIED]): PreparedChanges {
  return { pr: { baseSha }, index: { files } }
}
