import { describe, expect, it } from 'vitest'
import { attributesOf, type BaseRead } from '../../../src/base-configuration.js'
import { parseRepositoryConfig } from '../../../src/config/repository-config.js'
import type { BaseFile } from '../../../src/context/base-files.js'
import { filterFiles } from '../../../src/policy/filter.js'
import { changedFileOf } from '../../support/kit/index.js'

/**
 * git's precedence across .gitattributes files: a deeper file overrides a shallower one and, within a
 * file, a later line an earlier one; unsetting (`-attr`) and returning to unspecified (`!attr`) in a
 * deeper file count as much as setting.
 */
const file = (path: string, text: string): BaseFile => ({ path, text, bytes: Buffer.byteLength(text) })

function verdicts(root: string, nested: BaseFile[], paths: string[]): Record<string, string> {
  const base: BaseRead = {
    files: { sha: 'b'.repeat(40), gitattributes: file('.gitattributes', root), config: undefined, rules: [], skipped: [], configLookalikes: [], requests: 1 },
    config: parseRepositoryConfig(undefined),
    nestedGitattributes: nested,
  }
  const attributes = attributesOf(base)
  const result = filterFiles(
    paths.map((p) => changedFileOf(p, { status: 'modified' })),
    { include: [], exclude: [], ignore: [], generated: attributes.generated, vendored: attributes.vendored },
  )
  return Object.fromEntries([...result.kept.map((f) => [f.filename, 'kept']), ...result.excluded.map((e) => [e.path, e.rule])])
}

describe('precedence of subdirectory .gitattributes files', () => {
  it("lets a deeper file's -attr and !attr override a shallower file's set, and a deeper file's set override a shallower -attr", () => {
    expect(
      verdicts(
        'api/gen/** linguist-generated\n',
        [
          file(
            'api/.gitattributes',
            'gen/keep.ts -linguist-generated\ngen/back.pb.go !linguist-generated\ngen/back.ts !linguist-generated\ngen/v2/** -linguist-generated\n',
          ),
          file('api/gen/v2/.gitattributes', '*.ts linguist-generated\n'),
        ],
        ['api/gen/a.ts', 'api/gen/keep.ts', 'api/gen/back.pb.go', 'api/gen/back.ts', 'api/gen/v2/c.ts', 'api/gen/v2/d.md'],
      ),
    ).toEqual({
      'api/gen/a.ts': 'linguist-generated',
      'api/gen/keep.ts': 'kept',
      // Back to unspecified: the built-in rules decide again (a .pb.go name the base had is generated).
      'api/gen/back.pb.go': 'generated',
      'api/gen/back.ts': 'kept',
      'api/gen/v2/c.ts': 'linguist-generated',
      'api/gen/v2/d.md': 'kept',
    })
  })

  it('un-vendors a vendor/ directory from a subdirectory file, and reads paths case-sensitively, as git does on Linux and GitHub', () => {
    expect(
      verdicts(
        '',
        [file('web/.gitattributes', 'vendor/** -linguist-vendored\nGen/** linguist-generated\n')],
        ['web/vendor/lib.js', 'other/vendor/lib.js', 'web/Gen/a.ts', 'web/gen/a.ts'],
      ),
    ).toEqual({ 'web/vendor/lib.js': 'kept', 'other/vendor/lib.js': 'vendored', 'web/Gen/a.ts': 'linguist-generated', 'web/gen/a.ts': 'kept' })
  })
})
