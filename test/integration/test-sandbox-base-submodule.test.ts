import { execFile } from 'node:child_process'
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { tempDir, preparedChanges } from '../support/kit/index.js'

/**
 * A pull request that moves a submodule (Dependabot's gitsubmodule updates) lists the submodule's
 * path as a modified file, and the checkout holds a directory there (empty unless the submodules
 * were checked out). The base copy cannot be given the submodule's base commit, which is another
 * repository's: test-command-base failed the whole run on it ("Path is a directory"). The base run
 * now goes on with the directory as the head has it, and a note says so.
 */
const exec = promisify(execFile)
const isRoot = process.getuid?.() === 0
const PASSES = "require('node:test').test('adds', () => {})\n"

describe.runIf(isRoot)('test-command-base on a pull request that moves a submodule (as root)', () => {
  let repo: string
  afterAll(async () => {
    if (repo) await rm(repo, { recursive: true, force: true })
  })

  it('runs the base commit and names the submodule it could not restore', async () => {
    repo = await tempDir('hm-submodule-')
    const git = (...args: string[]) => exec('git', ['-C', repo, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args])
    await git('init', '-q')
    await mkdir(join(repo, 'test'))
    await mkdir(join(repo, 'vendor', 'lib'), { recursive: true })
    await writeFile(join(repo, 'test/math.test.js'), PASSES)
    await git('add', '.')
    await git('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},vendor/lib`)
    await git('commit', '-qm', 'base')
    const baseSha = (await git('rev-parse', 'HEAD')).stdout.trim()
    await git('update-index', '--cacheinfo', `160000,${'2'.repeat(40)},vendor/lib`)
    await writeFile(join(repo, 'test/math.test.js'), `${PASSES}// bumped\n`)
    await git('commit', '-qam', 'head')
    for (const dir of [repo, join(repo, 'test'), join(repo, 'vendor'), join(repo, 'vendor', 'lib')]) await chmod(dir, 0o755)
    const changed = ['test/math.test.js', 'vendor/lib']
    const logger = new RecordingLogger()
    const result = await runTestCommand({
      settings: { testCommand: [process.execPath, '--test', '--test-reporter=junit', '{files}'], testCommandBase: true, testTimeoutSeconds: 60 },
      env: { workspace: repo },
      prepared: preparedChanges(
        baseSha,
        changed.map((path) => ({ path, status: 'modified' })),
      ),
      changed,
      logger,
    })
    expect(result.unusable).toBeUndefined()
    expect(logger.find('tests', 'sandbox').map((e) => e.target)).toEqual(['setup', 'head', 'base'])
    expect(result.baseFailures).toEqual(new Set())
    expect(result.notes).toEqual([
      'On the base commit: 1 changed path could not be put back to its base version, so the base run saw it as the pull request has it: vendor/lib (a directory, such as a submodule).',
    ])
  }, 120_000)
})
