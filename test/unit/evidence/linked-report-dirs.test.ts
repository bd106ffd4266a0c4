import { mkdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectResults } from '../../../src/evidence/collect-results.js'
import { tempDir } from '../../support/kit/index.js'

/**
 * A `**` glob never follows a symlinked directory (a planted link could lead anywhere), so the
 * reports behind one were skipped without a word: an artifact whose `latest` link pointed at the
 * run's reports read as "no file matched". One note counts such directories and names the first
 * few; node_modules and .git, full of links no one means as reports, are not counted.
 */
const REPORT = '<testsuite name="s"><testcase classname="test/a.test.ts" name="x"/></testsuite>'

describe('symlinked directories under a ** glob', () => {
  it('are counted and the first few named in one note, node_modules and .git left out', async () => {
    const dir = await tempDir('hm-linked-dirs-')
    await mkdir(join(dir, 'artifact', 'run-1'), { recursive: true })
    await writeFile(join(dir, 'artifact', 'run-1', 'a.xml'), REPORT)
    await mkdir(join(dir, 'reports'))
    await writeFile(join(dir, 'reports', 'b.xml'), REPORT)
    for (const name of ['latest', 'l2', 'l3', 'l4']) await symlink('../artifact/run-1', join(dir, 'reports', name))
    await mkdir(join(dir, 'reports', 'node_modules', 'pkg'), { recursive: true })
    await symlink('../../artifact/run-1', join(dir, 'reports', 'node_modules', 'linked'))
    await symlink('../artifact/run-1', join(dir, 'reports', 'node_modules-not'))
    await symlink('b.xml', join(dir, 'reports', 'file-link'))
    const got = await collectResults(['reports/**/*.xml'], dir)
    expect(got.reports).toBe(1)
    expect(got.notes).toEqual([
      '5 symlinked directories under test-results were not followed (reports/l2, reports/l3, reports/l4 and 2 more); name the directory they point to instead (node_modules and .git are not looked in).',
    ])
  })

  it('makes the reason for reading nothing name them', async () => {
    const dir = await tempDir('hm-linked-only-')
    await mkdir(join(dir, 'artifact', 'real'), { recursive: true })
    await writeFile(join(dir, 'artifact', 'real', 'a.xml'), REPORT)
    await mkdir(join(dir, 'reports'))
    await symlink('../artifact/real', join(dir, 'reports', 'latest'))
    const got = await collectResults(['reports/**/*.xml'], dir)
    expect(got.reports).toBe(0)
    expect(got.unusable).toContain('reports/latest')
  })

  it('says nothing when the glob could not match below the link', async () => {
    const dir = await tempDir('hm-linked-none-')
    await mkdir(join(dir, 'reports', 'real'), { recursive: true })
    await writeFile(join(dir, 'reports', 'real', 'a.xml'), REPORT)
    await symlink('real', join(dir, 'reports', 'latest'))
    const got = await collectResults(['reports/real/*.xml'], dir)
    expect(got.notes).toEqual([])
  })

  it('says nothing of a link to a directory the glob reads under its own name', async () => {
    const dir = await tempDir('hm-linked-covered-')
    await mkdir(join(dir, 'build', 'reports'), { recursive: true })
    await writeFile(join(dir, 'build', 'reports', 'a.xml'), REPORT)
    await symlink('build/reports', join(dir, 'latest'))
    const got = await collectResults(['**/*.xml'], dir)
    expect(got.reports).toBe(1)
    expect(got.notes).toEqual([])
  })

  it('says nothing of a link the glob names literally, whose reports it reads', async () => {
    const dir = await tempDir('hm-linked-literal-')
    await mkdir(join(dir, 'build', 'reports'), { recursive: true })
    await writeFile(join(dir, 'build', 'reports', 'a.xml'), REPORT)
    await symlink('build/reports', join(dir, 'reports'))
    const got = await collectResults(['reports/*.xml'], dir)
    expect(got.reports).toBe(1)
    expect(got.notes).toEqual([])
  })
})
