import { execFileSync } from 'node:child_process'
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectResults } from '../../../src/evidence/collect-results.js'
import { tempDir } from '../../support/kit/index.js'

/**
 * test-results files sit where the checkout or an artifact put them, so their names and kinds are
 * the pull request's to choose. Each note names the file on one line (a newline in its name shown
 * as `\u000a`, never a second line of the note, the log or the verifier's prompt), and says what
 * the file was, not a reason it was not: a FIFO is no symlink.
 */
describe('report files with odd names and kinds', () => {
  it('names each on one line and says what it was', async () => {
    const dir = await tempDir('hm-report-names-')
    await mkdir(join(dir, 'reports'))
    await writeFile(join(dir, 'reports', 'ok.xml'), '<testsuite name="s"><testcase classname="test/a.test.ts" name="x"/></testsuite>')
    await writeFile(join(dir, 'reports', 'line\nbreak.xml'), '<testsuite name="s"><testcase')
    execFileSync('mkfifo', [join(dir, 'reports', 'pipe.xml')])
    await symlink('/etc/hostname', join(dir, 'reports', 'link.xml'))
    // The pipe and the link are named as they are: a glob lists regular files and directories only.
    const got = await collectResults(['reports/*.xml', 'reports/pipe.xml', 'reports/link.xml'], dir)
    expect(got.reports).toBe(1)
    for (const note of got.notes) expect(note).not.toMatch(/[\n\r]/)
    expect(got.notes).toContain('reports/pipe.xml: a FIFO, not a regular file; skipped.')
    expect(got.notes).toContain('reports/link.xml: a symlink, not followed; skipped.')
    expect(got.notes.find((n) => n.startsWith('reports/line\\u000abreak.xml: not a JUnit report ('))).toBeDefined()
  })

  it('names a FIFO or a symlink a glob matched, as it names one written as a path', async () => {
    const dir = await tempDir('hm-report-kinds-')
    await mkdir(join(dir, 'reports', 'deep'), { recursive: true })
    await writeFile(join(dir, 'reports', 'ok.xml'), '<testsuite name="s"><testcase classname="test/a.test.ts" name="x"/></testsuite>')
    execFileSync('mkfifo', [join(dir, 'reports', 'deep', 'pipe.xml')])
    await symlink('/etc/hostname', join(dir, 'reports', 'link\nname.xml'))
    await symlink('deep', join(dir, 'reports', 'dir.xml'))
    const got = await collectResults(['reports/**/*.xml', 'reports/*.json'], dir)
    expect(got.reports).toBe(1)
    expect(got.notes).toEqual([
      'reports/deep/pipe.xml: a FIFO, not a regular file; skipped.',
      'reports/dir.xml: a symlink, not followed; skipped.',
      'reports/link\\u000aname.xml: a symlink, not followed; skipped.',
    ])
    // Only such entries: the whole directory as the artifact is named no differently.
    const whole = await collectResults(['reports'], dir)
    expect(whole.notes).toEqual(got.notes)
    // Nothing but a FIFO matched: the evidence says what it found, not that nothing matched.
    const only = await collectResults(['reports/deep/*.xml'], dir)
    expect(only.unusable).toBe('test-results matched 1 file but no JUnit report could be read: reports/deep/pipe.xml: a FIFO, not a regular file; skipped.')
  })
})
