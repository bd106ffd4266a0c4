import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { delimiter, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { realPrivilegePorts } from '../../src/evidence/sandbox/privilege.js'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { ConfigurationError } from '../../src/core/errors.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { tempDir, preparedChanges } from '../support/kit/index.js'

/**
 * A container job runs as root, so test-command's privilege check passes,
 * but Docker's default capabilities leave out CAP_SYS_ADMIN, without which
 * `unshare` cannot make the sandbox's namespaces. Here the runner's `unshare`
 * is the real one started with CAP_SYS_ADMIN dropped from its bounding set,
 * as in such a container. The test command never runs: that must be a
 * `configuration` failure naming test-command and what the runner lacks,
 * not a report of a command that "did not print a JUnit report" while every
 * behavioural finding quietly becomes inconclusive.
 */
const isRoot = process.getuid?.() === 0

describe.runIf(isRoot)('test-command in a container without CAP_SYS_ADMIN (as root)', () => {
  let base: string
  let outcome: unknown
  const logger = new RecordingLogger()

  beforeAll(async () => {
    base = await tempDir('hm-container-')
    const bin = join(base, 'bin')
    const workspace = join(base, 'workspace')
    await mkdir(bin)
    await mkdir(join(workspace, 'test'), { recursive: true })
    await mkdir(join(workspace, 'src'))
    await writeFile(join(workspace, 'src', 'math.js'), 'exports.add = (a, b) => a + b\n')
    await writeFile(join(workspace, 'test', 'math.test.js'), "require('node:test')('adds', () => {})\n")
    const real = realPrivilegePorts()
    const unshare = real.path.split(delimiter).map((dir) => join(dir, 'unshare'))
    const found = await Promise.any(unshare.map(async (path) => ((await readFile(path)) ? path : Promise.reject(new Error('none')))))
    await writeFile(join(bin, 'unshare'), `#!/bin/sh\nexec setpriv --bounding-set -sys_admin -- ${found} "$@"\n`)
    await chmod(join(bin, 'unshare'), 0o755)
    outcome = await runTestCommand({
      settings: { testCommand: [process.execPath, '--test', '--test-reporter=junit', '{files}'], testCommandBase: false, testTimeoutSeconds: 60 },
      env: { workspace },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger,
      privilegePorts: { ...real, path: `${bin}${delimiter}${real.path}` },
    }).catch((error: unknown) => error)
  }, 120_000)
  afterAll(async () => {
    if (base) await rm(base, { recursive: true, force: true })
  })

  it('fails configuration naming test-command, unshare and what the container needs', () => {
    expect(outcome).toBeInstanceOf(ConfigurationError)
    const error = outcome as ConfigurationError
    expect(error.input).toBe('test-command')
    expect(error.message).toContain("Input 'test-command' could not build its sandbox")
    expect(error.message).toContain('unshare failed: Operation not permitted')
    expect(error.message).toContain('CAP_SYS_ADMIN')
  })

  it('removes the sandbox user it made', async () => {
    const user = logger.find('tests', 'sandbox').find((e) => e.target === 'setup')?.user
    expect(user).toMatch(/^hm-t-/)
    expect((await readFile('/etc/passwd', 'utf8')).split('\n').filter((l) => l.startsWith(`${String(user)}:`))).toEqual([])
  })
})
