import { mkdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectResults, RESULT_BOUNDS } from '../../../src/evidence/collect-results.js'
import { tempDir } from '../../support/kit/index.js'

/**
 * A report the pull request commits is its own data, never this run's evidence, however the
 * path test-results names reaches it. Compared by the name the glob gave alone, it escaped:
 * - through a symlinked directory (`test-results -> ci`, in the base or added by the pull request,
 *   beside its `ci/junit.xml`): the glob walks into a link the pattern names literally, so the
 *   report was read as `test-results/junit.xml`, a path the pull request does not list, and its
 *   passing tests refuted the findings on the files they name (on a case-insensitive runner the
 *   glob likewise gives the pattern's spelling, not the file's);
 * - inside a submodule the pull request points elsewhere (`vendor/fixtures`, checked out with
 *   `submodules: true`): GitHub lists the submodule as one path, and the report below it, which
 *   the pull request chose by choosing the commit, was read.
 */
const PASSING = '<testsuite name="cart"><testcase classname="src/cart.test.ts" name="adds the tax"/></testsuite>'
const FAILING = '<testsuite name="cart"><testcase classname="src/cart.test.ts" name="adds the tax"><failure message="expected 107"/></testcase></testsuite>'

async function checkout(under = ''): Promise<{ workspace: string; repo: string }> {
  const workspace = await tempDir('hm-committed-')
  const repo = join(workspace, under)
  await mkdir(join(repo, '.git'), { recursive: true })
  return { workspace, repo }
}

describe('a committed report reached through another path', () => {
  it('through a symlinked directory in the checkout: skipped, and the note names the path the pull request committed', async () => {
    const { workspace, repo } = await checkout()
    await mkdir(join(repo, 'ci'))
    await writeFile(join(repo, 'ci', 'junit.xml'), PASSING)
    await symlink('ci', join(repo, 'test-results'))
    const got = await collectResults(['test-results/*.xml'], workspace, { paths: new Set(['ci/junit.xml']), listedAll: true })
    expect(got.reports).toBe(0)
    expect(got.notes).toEqual(['test-results/junit.xml: committed in the pull request (as ci/junit.xml), so not a result of this run; skipped.'])
  })

  it('through a symlinked directory in a checkout given path:', async () => {
    const { workspace, repo } = await checkout('repo')
    await mkdir(join(repo, 'ci'))
    await writeFile(join(repo, 'ci', 'junit.xml'), PASSING)
    await symlink('ci', join(repo, 'test-results'))
    const got = await collectResults(['repo/test-results/*.xml'], workspace, { paths: new Set(['ci/junit.xml']), listedAll: true })
    expect(got.reports).toBe(0)
    expect(got.notes).toEqual(['repo/test-results/junit.xml: committed in the pull request (as ci/junit.xml), so not a result of this run; skipped.'])
  })

  it('inside a submodule the pull request changes: skipped, as the pull request chose its files', async () => {
    const { workspace, repo } = await checkout()
    const sub = join(repo, 'vendor', 'fixtures')
    await mkdir(join(sub, 'test-results'), { recursive: true })
    await writeFile(join(sub, '.git'), 'gitdir: ../../.git/modules/vendor/fixtures\n')
    await writeFile(join(sub, 'test-results', 'junit.xml'), PASSING)
    const got = await collectResults(['**/test-results/*.xml'], workspace, { paths: new Set(['vendor/fixtures', 'src/cart.ts']), listedAll: true })
    expect(got.reports).toBe(0)
    expect(got.notes).toEqual([
      'vendor/fixtures/test-results/junit.xml: committed in the pull request (in vendor/fixtures), so not a result of this run; skipped.',
    ])
  })

  it('the workflow artifact is read, through a link the pull request added to it too: only where the file is counts', async () => {
    const { workspace, repo } = await checkout()
    await mkdir(join(workspace, 'artifact'))
    await writeFile(join(workspace, 'artifact', 'junit.xml'), PASSING)
    await symlink('artifact', join(repo, 'test-results'))
    const got = await collectResults(['test-results/*.xml'], workspace, { paths: new Set(['test-results', 'src/cart.ts']), listedAll: true })
    expect([got.reports, got.notes]).toEqual([1, []])
  })
})

describe('committed reports and the report bound', () => {
  it("reports the pull request committed do not use up the 200 reports read: the workflow's artifact after them is read, and one note counts them", async () => {
    const { workspace, repo } = await checkout()
    await mkdir(join(repo, 'test-results'))
    const planted = Array.from({ length: RESULT_BOUNDS.files }, (_, i) => `test-results/a-${String(i).padStart(3, '0')}.xml`)
    for (const path of planted) await writeFile(join(repo, path), PASSING)
    await writeFile(join(repo, 'test-results', 'junit.xml'), FAILING)
    const got = await collectResults(['test-results'], workspace, { paths: new Set(planted), listedAll: true })
    expect(got.reports).toBe(1)
    expect(got.cases).toEqual([expect.objectContaining({ status: 'failed' })])
    expect(got.notes).toEqual([
      `test-results/a-000.xml, test-results/a-001.xml, test-results/a-002.xml and ${RESULT_BOUNDS.files - 3} more: committed in the pull request, so not a result of this run; skipped.`,
    ])
  })
})
