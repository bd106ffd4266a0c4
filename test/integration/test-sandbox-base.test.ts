import { execFile } from 'node:child_process'
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { buildEvidence } from '../../src/evidence/build-evidence.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { tempDir, preparedChanges } from '../support/kit/index.js'

/**
 * With test-command-base, a head failure that also fails on the base commit is only
 * inconclusive. The base run is the reference, so nothing of the head run may reach it: the head's
 * tests (pull-request code) ran as the same user, and whatever they left in its HOME or TMPDIR
 * (an ~/.npmrc whose node-options preload a script, a Python usercustomize) steers the base run
 * into failing the same tests, which hides the pull request's own regression.
 */
const exec = promisify(execFile)
const isRoot = process.getuid?.() === 0

describe.runIf(isRoot)('test-command-base after a hostile head run (as root)', () => {
  let repo: string
  afterAll(async () => {
    if (repo) await rm(repo, { recursive: true, force: true })
  })

  it('runs the base commit with a HOME and TMPDIR the head run never touched', async () => {
    repo = await tempDir('hm-poison-')
    const git = (...args: string[]) => exec('git', ['-C', repo, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args])
    await git('init', '-q')
    await mkdir(join(repo, 'src'))
    await mkdir(join(repo, 'test'))
    await writeFile(join(repo, 'package.json'), JSON.stringify({ name: 'shop', private: true, scripts: { test: 'node --test --test-reporter=junit test/' } }))
    await writeFile(join(repo, 'src/math.js'), 'exports.add = (a, b) => a + b\n')
    const testFile = [
      "const { test } = require('node:test')",
      "const assert = require('node:assert/strict')",
      "const { add } = require('../src/math.js')",
      "test('adds', () => assert.equal(add(2, 2), 4))",
    ]
    await writeFile(join(repo, 'test/math.test.js'), testFile.join('\n'))
    await git('add', '.')
    await git('commit', '-qm', 'base')
    const baseSha = (await git('rev-parse', 'HEAD')).stdout.trim()
    // The pull request breaks add, and its version of the test leaves a preload for later npm runs in HOME and TMPDIR.
    await writeFile(join(repo, 'src/math.js'), 'exports.add = (a, b) => a + b + 1\n')
    const plant = [
      "const fs = require('node:fs')",
      "const os = require('node:os')",
      "const path = require('node:path')",
      'for (const dir of [os.homedir(), os.tmpdir()]) {',
      "  const evil = path.join(dir, 'evil.js')",
      "  fs.writeFileSync(evil, \"require('node:assert/strict').equal = () => { throw new Error('fails on base too') }\")",
      "  fs.appendFileSync(path.join(os.homedir(), '.npmrc'), 'node-options=--require=' + evil + '\\n')",
      '}',
    ]
    await writeFile(join(repo, 'test/math.test.js'), [...plant, ...testFile].join('\n'))
    await git('commit', '-qam', 'head')
    await chmod(repo, 0o755)
    const changed = ['src/math.js', 'test/math.test.js']
    const result = await runTestCommand({
      settings: { testCommand: ['npm', 'test', '--silent'], testCommandBase: true, testTimeoutSeconds: 60 },
      env: { workspace: repo },
      prepared: preparedChanges(
        baseSha,
        changed.map((path) => ({ path, status: 'modified' })),
      ),
      changed,
      logger: new RecordingLogger(),
    })
    expect(result.unusable).toBeUndefined()
    expect(result.notes).toEqual([])
    expect(result.cases.map((c) => [c.name, c.status])).toEqual([['adds', 'failed']])
    const evidence = buildEvidence({ source: 'command', reports: 1, cases: result.cases, changed, baseFailures: result.baseFailures })
    // add(2, 2) is 4 on the base commit: the failure is the pull request's own.
    const tests = evidence.files.flatMap((f) => f.tests)
    expect(tests.map((t) => [t.id.replace(/^.* > /, ''), t.failsOnBase ?? false])).toEqual([
      ['adds', false],
      ['adds', false],
    ])
  }, 120_000)

  it('does not run the base commit when none of the test files exists there (a runner given no file runs them all)', async () => {
    const base = await tempDir('hm-new-tests-')
    const git = (...args: string[]) => exec('git', ['-C', base, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args])
    await git('init', '-q')
    await mkdir(join(base, 'test'))
    await writeFile(join(base, 'test/old.test.js'), "require('node:test').test('old', () => { throw new Error('the rest of the suite ran') })\n")
    await git('add', '.')
    await git('commit', '-qm', 'base')
    const baseSha = (await git('rev-parse', 'HEAD')).stdout.trim()
    await writeFile(join(base, 'test/new.test.js'), "require('node:test').test('new', () => {})\n")
    await git('add', '.')
    await git('commit', '-qm', 'head')
    await chmod(base, 0o755)
    const logger = new RecordingLogger()
    const result = await runTestCommand({
      settings: { testCommand: [process.execPath, '--test', '--test-reporter=junit', '{files}'], testCommandBase: true, testTimeoutSeconds: 60 },
      env: { workspace: base },
      prepared: preparedChanges(baseSha, [{ path: 'test/new.test.js', status: 'added' }]),
      changed: ['test/new.test.js'],
      logger,
    }).finally(() => rm(base, { recursive: true, force: true }))
    expect(result.unusable).toBeUndefined()
    expect(result.cases.map((c) => [c.name, c.status])).toEqual([['new', 'passed']])
    expect(logger.find('tests', 'sandbox').map((e) => e.target)).toEqual(['setup', 'head'])
    expect(result.baseFailures).toEqual(new Set())
    expect(result.notes).toEqual(['The test file in {files} does not exist on the base commit, so test-command did not run there.'])
  }, 120_000)

  it('runs a renamed test file under its base name, so a test that already failed there is not new', async () => {
    const base = await tempDir('hm-renamed-tests-')
    const git = (...args: string[]) => exec('git', ['-C', base, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args])
    await git('init', '-q')
    await mkdir(join(base, 'test'))
    await writeFile(join(base, 'test/old.test.js'), "require('node:test').test('broken', () => { throw new Error('broken before') })\n")
    await git('add', '.')
    await git('commit', '-qm', 'base')
    const baseSha = (await git('rev-parse', 'HEAD')).stdout.trim()
    await git('mv', 'test/old.test.js', 'test/new.test.js')
    await git('commit', '-qm', 'head')
    await chmod(base, 0o755)
    const logger = new RecordingLogger()
    const changed = ['test/new.test.js']
    const result = await runTestCommand({
      settings: { testCommand: [process.execPath, '--test', '--test-reporter=junit', '{files}'], testCommandBase: true, testTimeoutSeconds: 60 },
      env: { workspace: base },
      prepared: preparedChanges(baseSha, [{ path: 'test/new.test.js', previousPath: 'test/old.test.js', status: 'renamed' }]),
      changed,
      logger,
    }).finally(() => rm(base, { recursive: true, force: true }))
    expect(result.unusable).toBeUndefined()
    expect(logger.find('tests', 'sandbox').map((e) => [e.target, e.files])).toEqual([
      ['setup', undefined],
      ['head', '1'],
      ['base', '1'],
    ])
    const evidence = buildEvidence({ source: 'command', reports: 1, cases: result.cases, changed, baseFailures: result.baseFailures })
    expect(evidence.files.flatMap((f) => f.tests).map((t) => [t.status, t.failsOnBase])).toEqual([['failed', true]])
  }, 120_000)
})
