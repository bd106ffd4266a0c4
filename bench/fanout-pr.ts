import { makePatch } from '../test/support/github-fake/index.js'
import type { FileSeed } from '../test/support/github-fake/index.js'

/**
 * The pull request the fan-out and token benchmarks review: 18 files of mixed
 * size whose content gives every rule of the specialist selection a reason to
 * fire (an auth path, string-built SQL, awaits in loops and sync I/O, test
 * files, plain code and a doc), so the runner's own prepare phase selects all
 * five specialists, each with its own subset of patches.
 */

/** A unified diff hunk on new lines start.. with context around the added lines. */
function hunk(start: number, added: string[], context = 3): string {
  const before = Array.from({ length: context }, (_, i) => ` // context line ${start + i}`)
  const after = Array.from({ length: context }, (_, i) => ` // trailing context ${i}`)
  const oldCount = context * 2 + 1
  return [
    `@@ -${start},${oldCount} +${start},${context * 2 + added.length} @@`,
    ...before,
    `-  legacyCall${start}()`,
    ...added.map((l) => `+${l}`),
    ...after,
  ].join('\n')
}

/** Plausible TypeScript lines, distinct per seed, so patches are not repeats of one another. */
function codeLines(seed: string, count: number): string[] {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    switch (i % 4) {
      case 0:
        out.push(`  const ${seed}Value${i} = normalise(input.${seed}Field${i} ?? defaults.${seed}${i})`)
        break
      case 1:
        out.push(`  if (${seed}Value${i - 1} === undefined) throw new Error('missing ${seed} field ${i}')`)
        break
      case 2:
        out.push(`  result.push({ key: '${seed}-${i}', value: ${seed}Value${i - 2}, at: clock.now() })`)
        break
      default:
        out.push(`  logger.debug('${seed} step ${i} done', { size: result.length })`)
    }
  }
  return out
}

function file(filename: string, hunks: string[]): FileSeed {
  return { filename, status: 'modified', patch: hunks.join('\n') }
}

/** First added line of `hunk(start, …)` on the new side: start + context. */
export const firstAddedLine = (start: number, context = 3): number => start + context

export const FANOUT_FILES: FileSeed[] = [
  file('src/auth/session.ts', [
    hunk(10, [
      'export async function resume(token: string) {',
      '  const claims = decodeJwt(token) // TODO: verify the token signature',
      '  return sessions.get(claims.sub)',
      '}',
    ]),
    hunk(60, codeLines('session', 24)),
  ]),
  file('src/db/users.ts', [
    hunk(20, ['export async function findUser(id: string) {', '  return db.query(`SELECT * FROM users WHERE id = ${id}`)', '}']),
    hunk(80, codeLines('users', 16)),
  ]),
  file('src/jobs/sync.ts', [
    hunk(5, [
      'export async function syncAll(ids: string[]) {',
      '  for (const id of ids) await syncOne(id)',
      "  const state = readFileSync('state.json', 'utf8')",
      '  return JSON.parse(state)',
      '}',
    ]),
    hunk(50, codeLines('sync', 30)),
  ]),
  ...['orders', 'billing', 'catalog', 'search', 'inventory', 'shipping'].map((name, i) =>
    file(
      `src/api/${name}.ts`,
      Array.from({ length: 1 + (i % 4) * 2 }, (_, h) => hunk(10 + h * 60, codeLines(`${name}${h}`, 8 + i * 3))),
    ),
  ),
  ...['cart', 'header', 'profile', 'table'].map((name, i) => file(`src/ui/${name}.tsx`, [hunk(12, codeLines(`ui${name}`, 6 + i * 4))])),
  file('test/auth/session.test.ts', [hunk(1, codeLines('sessionTest', 20))]),
  file('test/db/users.test.ts', [hunk(1, codeLines('usersTest', 14))]),
  file('docs/architecture.md', [makePatch({ seed: 'docs', hunks: 2, added: 6 })]),
  file('config/limits.json', [hunk(1, ['  "maxUsers": 500,', '  "syncBatch": 50'])]),
]
