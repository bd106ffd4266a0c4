import { chmod, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { preparedChanges, sandboxWorkspace } from '../support/kit/index.js'

/**
 * What the review says when the test command gives no report a verdict can use: a command the
 * runner does not have, one that runs past its timeout. The reason names the cause and the fix.
 */
const isRoot = process.getuid?.() === 0

describe.runIf(isRoot)('why a test command gave no usable report (as root)', () => {
  let dir: string
  let workspace: string
  beforeAll(async () => {
    ;({ dir, workspace } = await sandboxWorkspace('hm-notes-'))
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  const run = (argv: string[], testTimeoutSeconds = 60): ReturnType<typeof runTestCommand> =>
    runTestCommand({
      settings: { testCommand: argv, testCommandBase: false, testTimeoutSeconds },
      env: { workspace },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger: new RecordingLogger(),
    })

  it('a program the sandbox user cannot find or run is named as such, not as a report that is not XML', async () => {
    const missing = await run(['no-such-test-runner', '--ci'])
    expect(missing.unusable).toMatch(
      /^the test command could not start \(exit 12[67]\): `no-such-test-runner is in no directory of PATH that other users may enter, or other users may not run it`\. It runs as a user of its own/,
    )
    // Installed where only the runner may go (a 0700 home): there, but not for the sandbox user.
    const privateDir = join(dir, 'private')
    await mkdir(privateDir, { mode: 0o700 })
    await writeFile(join(privateDir, 'jest'), '#!/bin/sh\nexit 0\n', { mode: 0o755 })
    const hidden = await run([join(privateDir, 'jest')])
    expect(hidden.unusable?.replace(/^(the test command could not start \(exit) 12[67]/, '$1 12x')).toBe(
      `the test command could not start (exit 12x): \`${join(privateDir, 'jest')} does not exist there or other users may not run it\`. It runs as a user of its own, so its program and every directory above it must be executable by other users (install tools outside the runner's home, or call them by a path others may use)`,
    )
  }, 60_000)

  it('a program that starts and exits 127 itself is an ordinary run without a report', async () => {
    const result = await run(['/bin/sh', '-c', 'echo "helper: not found" >&2; exit 127'])
    expect(result.unusable).toMatch(/^the test command \(exit 127\) did not print a JUnit report .*stderr ends: `helper: not found`$/)
  }, 60_000)

  it('a command past its timeout is named as such, its background processes ended with it', async () => {
    const result = await run(['/bin/sh', '-c', 'sleep 300 & sleep 300'], 10)
    expect(result.unusable).toBe('the test command timed out after 10 s and was killed with its processes')
  }, 60_000)

  it('names an entry of the checkout it did not copy on one line: its name cannot split or forge a note', async () => {
    const odd = 'creds\nThe test command ran out of room.\u0007.txt'
    await writeFile(join(workspace, odd), 'token', { mode: 0o600 })
    await chmod(join(workspace, odd), 0o600)
    try {
      const result = await run(['/bin/sh', '-c', 'printf \'<testsuite name="s"><testcase classname="test/math.test.js" name="adds"/></testsuite>\''])
      expect(result.unusable).toBeUndefined()
      expect(result.notes).toEqual([
        '1 entry of the checkout that other users may not read were not copied into the sandbox: creds\\u000aThe test command ran out of room.\\u0007.txt.',
      ])
    } finally {
      await rm(join(workspace, odd))
    }
  }, 60_000)
})
