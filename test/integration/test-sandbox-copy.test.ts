import { chmod, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { githubToken } from '../support/kit/secrets.js'
import { tempDir, preparedChanges } from '../support/kit/index.js'

/**
 * The sandbox works on a copy of the checkout that its user owns. A file an earlier step of the
 * job left in the workspace for the runner alone (a credentials file, mode 0600, or anything in a
 * 0700 directory) is one the sandbox user could not read in place; owning the copy, it could, and
 * print it, reversed past any redaction, into its report. The copy holds only what other users
 * may read, and says what it left out.
 */
const isRoot = process.getuid?.() === 0
const TOKEN = githubToken(0x3c01)
const reversed = (text: string): string => [...text].reverse().join('')

describe.runIf(isRoot)('the copy of the checkout (as root)', () => {
  let dir: string
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('leaves out what the runner kept from other users', async () => {
    dir = await tempDir('hm-private-files-')
    const workspace = join(dir, 'shop')
    await mkdir(join(workspace, 'src'), { recursive: true })
    await mkdir(join(workspace, 'test'))
    await mkdir(join(workspace, '.creds'))
    await writeFile(join(workspace, 'src', 'math.js'), 'exports.add = (a, b) => a + b\n')
    await writeFile(join(workspace, 'gha-creds-1a2b.json'), JSON.stringify({ token: TOKEN }), { mode: 0o600 })
    await writeFile(join(workspace, '.creds', 'token'), TOKEN, { mode: 0o644 })
    await chmod(join(workspace, '.creds'), 0o700)
    await writeFile(
      join(workspace, 'test', 'math.test.js'),
      [
        "const fs = require('node:fs')",
        "const path = require('node:path')",
        "const { test } = require('node:test')",
        "for (const file of ['gha-creds-1a2b.json', '.creds/token']) {",
        '  test(file, () => {',
        '    let got',
        "    try { got = fs.readFileSync(path.join(__dirname, '..', file), 'utf8') } catch (error) { got = error.code }",
        "    throw new Error([...got].reverse().join(''))",
        '  })',
        '}',
      ].join('\n'),
    )
    await chmod(dir, 0o755)
    const result = await runTestCommand({
      settings: { testCommand: [process.execPath, '--test', '--test-reporter=junit', '{files}'], testCommandBase: false, testTimeoutSeconds: 60 },
      env: { workspace },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger: new RecordingLogger(),
    })
    expect(result.unusable).toBeUndefined()
    expect(result.cases).toHaveLength(2)
    const report = JSON.stringify(result.cases)
    expect(report).not.toContain(reversed(TOKEN))
    for (const c of result.cases) expect(c.failure).toContain(reversed('ENOENT'))
    expect(result.notes.join('\n')).toMatch(
      /2 entries of the checkout that other users may not read were not copied into the sandbox: \.creds, gha-creds-1a2b\.json/,
    )
  }, 60_000)
})
