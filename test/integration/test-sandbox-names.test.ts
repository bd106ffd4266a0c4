import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { preparedChanges, sandboxWorkspace } from '../support/kit/index.js'

/**
 * A file name is bytes: a checkout may hold one that is not valid UTF-8 (`café` written in
 * Latin-1 on an old system). Node reads such a name with U+FFFD in place of the byte, a path no
 * file has, so copying the checkout by those names failed the whole test command. The copy takes
 * names as bytes; and since a command's arguments here carry only UTF-8, such a test file cannot
 * be in `{files}`: a note names it instead of leaving it out unsaid.
 */
const isRoot = process.getuid?.() === 0
const PASSES = "require('node:test').test('adds', () => {})\n"

describe.runIf(isRoot)('a checkout with a file name that is not UTF-8 (as root)', () => {
  let dir: string
  let workspace: string
  beforeAll(async () => {
    ;({ dir, workspace } = await sandboxWorkspace('hm-names-', { 'src/math.js': 'exports.add = (a, b) => a + b\n', 'test/math.test.js': PASSES }))
    await writeFile(Buffer.concat([Buffer.from(join(workspace, 'test', 'caf')), Buffer.from([0xe9]), Buffer.from('.test.js')]), PASSES)
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('copies the checkout, runs the other tests and names the file {files} could not carry', async () => {
    const changed = ['test/math.test.js', 'test/caf\uFFFD.test.js']
    const result = await runTestCommand({
      settings: { testCommand: [process.execPath, '--test', '--test-reporter=junit', '{files}'], testCommandBase: false, testTimeoutSeconds: 60 },
      env: { workspace },
      prepared: preparedChanges(
        'b'.repeat(40),
        changed.map((path) => ({ path, status: 'added' })),
      ),
      changed,
      logger: new RecordingLogger(),
    })
    expect(result.unusable).toBeUndefined()
    expect(result.cases.map((c) => [c.name, c.status])).toEqual([['adds', 'passed']])
    expect(result.notes).toEqual([
      "1 test file's name is not valid UTF-8 and a command's arguments carry only UTF-8 here, so it is not in {files} and its tests did not run: test/caf\uFFFD.test.js (U+FFFD stands for each byte that is not UTF-8).",
    ])
  }, 60_000)

  it('says why the command did not run when such a file was the only test file', async () => {
    const changed = ['test/caf\uFFFD.test.js']
    const result = await runTestCommand({
      settings: { testCommand: [process.execPath, '--test', '--test-reporter=junit', '{files}'], testCommandBase: false, testTimeoutSeconds: 60 },
      env: { workspace },
      prepared: preparedChanges('b'.repeat(40), [{ path: changed[0] as string, status: 'added' }]),
      changed,
      logger: new RecordingLogger(),
    })
    expect(result.unusable).toBe(
      "the only test files for the changed files have names that are not valid UTF-8, which test-command's arguments cannot carry, so it did not run",
    )
    expect(result.notes).toHaveLength(1)
  }, 60_000)
})
