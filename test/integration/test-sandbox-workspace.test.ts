import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runTestCommand, type TestCommandResult } from '../../src/evidence/sandbox/test-command.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { githubToken } from '../support/kit/secrets.js'
import { tempDir, preparedChanges } from '../support/kit/index.js'

/**
 * The sandbox gets a copy of the checkout without `.git`, because actions/checkout persists the
 * token there. But the original workspace stays where it was, and where the runner's home is
 * open to other users (the actions/runner container image makes /home/runner 777), the test
 * command, pull-request code, can read `<workspace>/.git/config` and the credentials file newer
 * actions/checkout versions leave in RUNNER_TEMP by absolute path, then print the token in a
 * form no redaction recognises (here: reversed) into its report, which reaches the agents and
 * the posted evidence.
 */
const isRoot = process.getuid?.() === 0
const TOKEN = githubToken(0x77a1)
const reversed = (text: string): string => [...text].reverse().join('')

/** An open runner's checkout and RUNNER_TEMP holding the token, and a test command that tries to read both. */
async function runOnOpenRunner(base: string, options: { tmpdirInRunnerTemp?: boolean } = {}): Promise<TestCommandResult> {
  const workspace = join(base, 'work', 'shop')
  const runnerTemp = join(base, 'work', '_temp')
  await mkdir(join(workspace, '.git'), { recursive: true })
  await mkdir(join(workspace, 'src'))
  await mkdir(join(workspace, 'test'))
  await mkdir(runnerTemp)
  const header = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
  await writeFile(join(workspace, '.git', 'config'), `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${header}\n`)
  await writeFile(join(runnerTemp, 'git-credentials-1.config'), `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${header}\n`)
  await writeFile(join(workspace, 'src', 'math.js'), 'exports.add = (a, b) => a + b\n')
  const targets = [join(workspace, '.git', 'config'), join(runnerTemp, 'git-credentials-1.config')]
  await writeFile(
    join(workspace, 'test', 'math.test.js'),
    [
      "const fs = require('node:fs')",
      "const { test } = require('node:test')",
      `for (const path of ${JSON.stringify(targets)}) {`,
      "  test('reads ' + path.split('/').slice(-2).join('/'), () => {",
      '    let got',
      "    try { got = fs.readFileSync(path, 'utf8') } catch (error) { got = error.code }",
      "    throw new Error([...got].reverse().join(''))",
      '  })',
      '}',
    ].join('\n'),
  )
  // What a checkout on an open runner home looks like to other users: directories 0755, files 0644.
  for (const dir of [base, join(base, 'work'), workspace, runnerTemp, join(workspace, '.git'), join(workspace, 'src'), join(workspace, 'test')])
    await chmod(dir, 0o755)
  // A workflow that sets TMPDIR to runner.temp (to keep /tmp small) puts the system temp dir inside RUNNER_TEMP.
  if (options.tmpdirInRunnerTemp) vi.stubEnv('TMPDIR', runnerTemp)
  try {
    return await runTestCommand({
      settings: { testCommand: [process.execPath, '--test', '--test-reporter=junit', '{files}'], testCommandBase: false, testTimeoutSeconds: 60 },
      env: { workspace, runnerTemp },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger: new RecordingLogger(),
    })
  } finally {
    vi.unstubAllEnvs()
  }
}

function expectNothingRead(result: TestCommandResult): void {
  expect(result.unusable).toBeUndefined()
  expect(result.cases).toHaveLength(2)
  const report = JSON.stringify(result.cases)
  const header = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
  expect(report).not.toContain(reversed(header))
  expect(report).not.toContain('extraheader')
  for (const c of result.cases) expect(JSON.stringify(c)).toMatch(new RegExp(reversed('ENOENT') + '|' + reversed('EACCES')))
}

describe.runIf(isRoot)('test-command and the original workspace (as root)', () => {
  let base: string
  let result: TestCommandResult

  beforeAll(async () => {
    base = await tempDir('hm-open-runner-')
    result = await runOnOpenRunner(base)
  }, 120_000)
  afterAll(async () => {
    if (base) await rm(base, { recursive: true, force: true })
  })

  it('cannot read the workspace’s .git/config or the checkout credentials in RUNNER_TEMP by absolute path', () => {
    expectNothingRead(result)
  })

  it('cannot read them either when TMPDIR lies inside RUNNER_TEMP', async () => {
    // Outside /tmp, as RUNNER_TEMP is on a runner (/home/runner/work/_temp): the command's private /tmp would cover it there.
    // Not under the checkout either, which a clone in /tmp would put out of the command's sight, so the test could not fail.
    const other = await mkdtemp(join('/var/lib', 'hm-open-runner-tmpdir-'))
    try {
      expectNothingRead(await runOnOpenRunner(other, { tmpdirInRunnerTemp: true }))
    } finally {
      await rm(other, { recursive: true, force: true })
    }
  }, 120_000)
})
