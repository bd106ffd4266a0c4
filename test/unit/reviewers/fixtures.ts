import { buildLineMap } from '../../../src/core/diff/diff-lines.js'
import type { StagedPatch } from '../../../plugins/lib/reviewers/stage.js'

/** A staged patch built in memory, as loadStage would build it from <stage>/patches. */
export function stagedPatch(name: string, path: string, text: string): StagedPatch {
  return { name, path, absolutePath: `/stage/patches/${name}`, text, bytes: Buffer.byteLength(text), lineMap: buildLineMap(text) }
}

export const DB_PATCH = stagedPatch(
  'db.patch',
  'src/db.ts',
  [
    '@@ -1,3 +1,5 @@',
    " import { pool } from './pool'",
    '-export const find = 1',
    '+export function find(id: string) {',
    '+  return pool.query(`SELECT ${id}`)',
    '+}',
    ' export default find',
    '',
  ].join('\n'),
)

/** A specialist's finding on DB_PATCH's interpolated query (line 4), as a model answers it. */
export const injection = {
  path: 'src/db.ts',
  line: 4,
  side: 'RIGHT',
  severity: 'high',
  category: 'security',
  title: 'SQL injection',
  body: 'Interpolated id.',
  evidence: 'pool.query(`SELECT ${id}`)',
}
