import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
// @ts-expect-error plain ESM without type declarations
import boundaries from '../../scripts/lint/import-boundaries.mjs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The project's own lint configuration, run through ESLint's Node API on source
// text placed (virtually) at the path the rule judges it by.
const root = join(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: root })

async function crossings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'harbourmaster/import-boundaries').map((m) => m.message)
}

describe('the import boundary between the runner, the plugins and the core', () => {
  it('fails the lint when the runner imports a plugin module', async () => {
    const found = await crossings(
      'src/publication/crossing.ts',
      "import { sanitiseInline } from '../../plugins/lib/publication/render.js'\nexport const f = sanitiseInline\n",
    )
    expect(found).toEqual([expect.stringContaining('runner code may not import plugins code')])
  })

  it('fails the lint when a plugin imports runner code outside the core, also dynamically and type-only', async () => {
    const found = await crossings(
      'plugins/lib/reviewers/crossing.ts',
      [
        "import { runAction } from '../../../src/run-action.js'",
        "export type { Settings } from '../../../src/config/settings.js'",
        "export const later = () => import('../../../src/prepare.js')",
        "export type Later = import('../../../src/run-action.js').RunActionDeps",
        'export const f = runAction',
        '',
      ].join('\n'),
    )
    expect(found).toHaveLength(4)
    for (const message of found) expect(message).toContain('plugins code may not import runner code')
  })

  it('fails the lint when the core imports either side', async () => {
    const found = await crossings(
      'src/core/github/crossing.ts',
      "import { a } from '../../run-action.js'\nimport { b } from '../../../plugins/publish-review.js'\nexport const f = [a, b]\n",
    )
    expect(found).toEqual([expect.stringContaining('core code may not import runner code'), expect.stringContaining('core code may not import plugins code')])
  })

  it('lets both sides import the core and their own side', async () => {
    expect(
      await crossings(
        'plugins/lib/publication/fine.ts',
        "import { ConfigurationError } from '../../../src/core/errors.js'\nimport { x } from './render.js'\nexport const f = [ConfigurationError, x]\n",
      ),
    ).toEqual([])
    expect(
      await crossings(
        'src/publication/fine.ts',
        "import { ConfigurationError } from '../core/errors.js'\nimport { y } from './summary.js'\nexport const f = [ConfigurationError, y]\n",
      ),
    ).toEqual([])
  })

  it('finds no crossing import in the committed sources', async () => {
    // Only the boundary rule, so the scan costs a parse per file (npm run lint runs everything).
    const boundaryOnly = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { harbourmaster: boundaries },
          rules: { 'harbourmaster/import-boundaries': 'error' },
        },
      ],
    })
    const results = await boundaryOnly.lintFiles(['src', 'plugins'])
    const found = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'harbourmaster/import-boundaries').map((m) => `${r.filePath}: ${m.message}`))
    expect(found).toEqual([])
  })
})
