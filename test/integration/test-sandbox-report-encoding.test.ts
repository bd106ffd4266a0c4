import { rm } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { preparedChanges, sandboxWorkspace } from '../support/kit/index.js'

/**
 * The test command's report is read in the encoding it says it is in, like a `test-results`
 * report: a .NET or PowerShell runner prints UTF-16 with a byte order mark, an older Java or Ant
 * setup ISO-8859-1 with a declaration. Read as UTF-8, the first was "not a JUnit report" and the
 * second had its non-ASCII test names turned into replacement characters.
 */
const isRoot = process.getuid?.() === 0

describe.runIf(isRoot)("the test command's report encoding (as root)", () => {
  let dir: string | undefined
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const run = async (bytes: Buffer): Promise<Awaited<ReturnType<typeof runTestCommand>>> => {
    if (!dir) dir = (await sandboxWorkspace('hm-report-encoding-')).dir
    const script = `process.stdout.write(Buffer.from(${JSON.stringify(bytes.toString('base64'))}, 'base64'))`
    return runTestCommand({
      settings: { testCommand: [process.execPath, '-e', script], testCommandBase: false, testTimeoutSeconds: 60 },
      env: { workspace: `${dir}/shop` },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger: new RecordingLogger(),
    })
  }

  it('reads a UTF-16 report with a byte order mark', async () => {
    const xml = '<?xml version="1.0" encoding="utf-16"?><testsuite><testcase name="größe" file="src/math.test.js"/></testsuite>'
    const result = await run(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]))
    expect(result.unusable).toBeUndefined()
    expect(result.cases.map((c) => c.name)).toEqual(['größe'])
  }, 60_000)

  it('reads a report its declaration says is ISO-8859-1', async () => {
    const xml = '<?xml version="1.0" encoding="ISO-8859-1"?><testsuite><testcase name="Straße" file="src/math.test.js"/></testsuite>'
    const result = await run(Buffer.from(xml, 'latin1'))
    expect(result.unusable).toBeUndefined()
    expect(result.cases.map((c) => c.name)).toEqual(['Straße'])
  }, 60_000)

  it('names the encoding it cannot read instead of calling the report malformed', async () => {
    const result = await run(Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), Buffer.from('<testsuite/>', 'utf16le')]))
    expect(result.unusable).toMatch(/UTF-32, which Harbourmaster does not read/)
  }, 60_000)
})
