import { describe, expect, it } from 'vitest'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { isTestPath } from '../../../src/policy/paths.js'
import { scoreRisk } from '../../../src/policy/risk.js'
import { OVERRIDE_REASON, selectSpecialists, specialistsByPatch, type SelectableFile } from '../../../src/policy/select.js'
import { encodePatchName } from '../../../src/stage/safe-name.js'

/** Builds a selectable file the way staging does: real risk scoring, real patch names. */
function f(path: string, added: string[] = ['const x = 1']): SelectableFile {
  const changed: ChangedFile = {
    filename: path,
    previousFilename: undefined,
    status: 'modified',
    additions: added.length,
    deletions: 0,
    changes: added.length,
    patch: `@@ -1,0 +1,${added.length} @@\n${added.map((l) => `+${l}`).join('\n')}`,
    sha: undefined,
  }
  const risk = scoreRisk(changed)
  return { path, risk: risk.level, reasons: risk.reasons, patchFile: encodePatchName(path), isTest: isTestPath(path) }
}

const names = (files: SelectableFile[]): string[] => selectSpecialists(files).map((s) => s.name)
const patchesOf = (files: SelectableFile[], name: string): string[] | undefined => selectSpecialists(files).find((s) => s.name === name)?.patches

describe('selectSpecialists: which specialists run', () => {
  it.each([
    ['plain code with its test', [f('src/format.ts'), f('test/format.test.ts')], ['correctness', 'code-quality', 'tests']],
    ['code without tests', [f('src/format.ts')], ['correctness', 'code-quality', 'tests']],
    ['a sensitive path', [f('src/auth/login.ts'), f('src/format.ts')], ['correctness', 'security', 'code-quality', 'tests']],
    [
      'a security content signal in an ordinary path',
      [f('src/render.tsx', ['el.innerHTML = html'])],
      ['correctness', 'security', 'code-quality', 'performance', 'tests'],
    ],
    ['a performance signal', [f('src/load.ts', ['const a = readFileSync(p)'])], ['correctness', 'code-quality', 'performance', 'tests']],
    ['a medium-risk security signal', [f('src/find.ts', ['const r = new RegExp(q)'])], ['correctness', 'security', 'code-quality', 'tests']],
    ['docs only', [f('README.md'), f('docs/guide.md')], ['correctness']],
    ['a workflow only', [f('.github/workflows/ci.yml', ['run: npm test'])], ['correctness', 'security', 'code-quality', 'tests']],
    ['tests only', [f('test/format.test.ts')], ['correctness', 'code-quality', 'tests']],
  ])('%s', (_label, files, expected) => {
    expect(names(files)).toEqual(expected)
  })

  it('selects nothing for no files', () => {
    expect(selectSpecialists([])).toEqual([])
  })
})

describe('selectSpecialists: what each one reads', () => {
  const files = [
    f('docs/notes.md'),
    f('src/format.ts'),
    f('src/auth/session.ts'),
    f('src/cache/store.ts', ['for (const k of keys) { await db.get(k) }']),
    f('test/format.test.ts'),
    f('src/db/query.ts', ['db.run("SELECT * FROM t WHERE id = " + id)']),
  ]
  const p = (path: string): string => encodePatchName(path)

  it('correctness reads everything, code first and riskiest first, tests then docs last', () => {
    expect(patchesOf(files, 'correctness')).toEqual([
      p('src/auth/session.ts'),
      p('src/db/query.ts'),
      p('src/cache/store.ts'),
      p('src/format.ts'),
      p('test/format.test.ts'),
      p('docs/notes.md'),
    ])
  })

  it('security reads only high and medium risk files, high first', () => {
    expect(patchesOf(files, 'security')).toEqual([p('src/auth/session.ts'), p('src/db/query.ts')])
  })

  it('performance reads only files with performance signals', () => {
    expect(patchesOf(files, 'performance')).toEqual([p('src/db/query.ts'), p('src/cache/store.ts')])
  })

  it('tests reads the changed tests, the code they cover, and high-risk code without a test change', () => {
    expect(patchesOf(files, 'tests')).toEqual([p('test/format.test.ts'), p('src/auth/session.ts'), p('src/db/query.ts'), p('src/format.ts')])
    const reasons = selectSpecialists(files).find((s) => s.name === 'tests')?.reasons
    expect(reasons).toEqual(['1 test file changed', 'high-risk code without a matching test change: src/auth/session.ts, src/db/query.ts'])
  })

  it('code-quality reads code, not docs', () => {
    expect(patchesOf(files, 'code-quality')).not.toContain(p('docs/notes.md'))
    expect(patchesOf(files, 'code-quality')).toHaveLength(5)
  })

  it('gives every specialist at least one human reason', () => {
    for (const s of selectSpecialists(files)) {
      expect(s.reasons.length).toBeGreaterThan(0)
      for (const r of s.reasons) expect(r.length).toBeGreaterThan(5)
    }
  })

  it.each([
    [
      'a sensitive configuration file',
      [f('.env.example', ['API_URL=https://api.example.com']), f('.github/CODEOWNERS', ['* @acme/everyone']), f('docs/guide.md')],
    ],
    ['a performance signal outside code', [f('docs/loading.md', ['const a = readFileSync(p)']), f('package.json', ['"left-pad": "^1.3.0"'])]],
  ])('leaves no staged file unread when no code changed and only other specialists run (%s)', (_name, files) => {
    const read = new Set(selectSpecialists(files).flatMap((s) => s.patches))
    expect(files.filter((file) => !read.has(file.patchFile)).map((file) => file.path)).toEqual([])
    const correctness = selectSpecialists(files).find((s) => s.name === 'correctness')
    expect(correctness?.reasons.join(' ')).toMatch(/no other specialist reads/)
  })

  it('is deterministic whatever the input order', () => {
    expect(selectSpecialists([...files].reverse())).toEqual(selectSpecialists(files))
  })

  it('maps each patch to the specialists that read it', () => {
    const map = specialistsByPatch(selectSpecialists(files))
    expect(map.get(p('docs/notes.md'))).toEqual(['correctness'])
    expect(map.get(p('src/auth/session.ts'))).toEqual(['correctness', 'security', 'code-quality', 'tests'])
  })
})

describe('selectSpecialists: override', () => {
  it('runs exactly the listed specialists, each on every file, riskiest first', () => {
    const files = [f('docs/a.md'), f('src/auth/login.ts')]
    const out = selectSpecialists(files, ['tests', 'security'])
    expect(out).toEqual([
      { name: 'security', reasons: [OVERRIDE_REASON], patches: [encodePatchName('src/auth/login.ts'), encodePatchName('docs/a.md')] },
      { name: 'tests', reasons: [OVERRIDE_REASON], patches: [encodePatchName('src/auth/login.ts'), encodePatchName('docs/a.md')] },
    ])
  })

  it('runs an overridden specialist the rules would not pick', () => {
    expect(selectSpecialists([f('README.md')], ['performance']).map((s) => s.name)).toEqual(['performance'])
  })
})

describe('selectSpecialists: a file the pull request adds under a generated-looking name', () => {
  // Its name (the head's) says generated, nothing trusted does: security reads it, and only security.
  const named = (path: string, added?: string[]): SelectableFile => ({ ...f(path, added), headNamed: 'generated' })

  it('is read by the security specialist alone, which runs for it even without another signal', () => {
    const files = [named('src/evil.gen.ts'), f('src/format.ts')]
    const chosen = selectSpecialists(files)
    expect(chosen.find((s) => s.name === 'security')?.patches).toEqual([encodePatchName('src/evil.gen.ts')])
    expect(chosen.find((s) => s.name === 'security')?.reasons.join('; ')).toContain('src/evil.gen.ts')
    for (const s of chosen.filter((c) => c.name !== 'security')) expect(s.patches).not.toContain(encodePatchName('src/evil.gen.ts'))
  })

  it('is read by security also when it is the only file, and by every specialist the input names', () => {
    expect(selectSpecialists([named('package-lock.json')]).map((s) => [s.name, s.patches])).toEqual([['security', [encodePatchName('package-lock.json')]]])
    expect(selectSpecialists([named('src/a.gen.ts')], ['correctness']).map((s) => s.patches)).toEqual([[encodePatchName('src/a.gen.ts')]])
  })
})

describe('selectSpecialists: a file the pull request adds under a vendored path', () => {
  const vendored = (path: string): SelectableFile => ({ ...f(path), headNamed: 'vendored' })

  it('is read by the security specialist alone, and its reason says vendored path', () => {
    const chosen = selectSpecialists([vendored('node_modules/x/index.js'), f('src/format.ts')])
    const security = chosen.find((s) => s.name === 'security')
    expect(security?.patches).toEqual([encodePatchName('node_modules/x/index.js')])
    expect(security?.reasons.join('; ')).toContain('adds under a vendored path')
    for (const s of chosen.filter((c) => c.name !== 'security')) expect(s.patches).not.toContain(encodePatchName('node_modules/x/index.js'))
  })
})
