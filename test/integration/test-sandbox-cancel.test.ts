import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelRun } from '../../src/cancellation.js'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { RunRegistry } from '../../src/runtime/run-registry.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { tempDir, preparedChanges } from '../support/kit/index.js'

/**
 * A run cancelled while its sandboxed test command runs. The command leads
 * its own process group (detached, so the timeout can kill it whole), works
 * in a copy of the checkout under the system temp dir and runs as a user
 * created for the run: none of it lies under the runtime roots the
 * cancellation sweeps, and the runner exits moments after the signal, so
 * without the run's registry knowing it the tests kept running (with no
 * timeout left: the timer died with the runner), the user stayed in
 * /etc/passwd and the copy of the checkout stayed on disk.
 */
const isRoot = process.getuid?.() === 0

async function processesWith(needle: string): Promise<number[]> {
  const found: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')
    const state = /^State:\s+(\w)/m.exec(await readFile(`/proc/${entry}/status`, 'utf8').catch(() => ''))?.[1]
    if (cmdline.includes(needle) && state !== 'Z') found.push(Number(entry))
  }
  return found
}

async function until(check: () => Promise<boolean>, boundMs = 30_000): Promise<boolean> {
  const end = Date.now() + boundMs
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 50))
  }
  return check()
}

const sandboxUsers = async (): Promise<string[]> =>
  (await readFile('/etc/passwd', 'utf8'))
    .split('\n')
    .filter((l) => l.startsWith('hm-t-'))
    .map((l) => l.split(':')[0] as string)

describe.runIf(isRoot)('cancelling a run during its test command (as root)', () => {
  let base: string
  beforeAll(async () => {
    base = await tempDir('hm-sandbox-cancel-')
  })
  afterAll(async () => {
    await rm(base, { recursive: true, force: true })
  })

  it('kills the command with its processes, removes the sandbox user and the copy of the checkout', async () => {
    const workspace = join(base, 'workspace')
    const sandboxParent = join(base, 'sandboxes')
    await mkdir(join(workspace, 'src'), { recursive: true })
    await mkdir(sandboxParent)
    await writeFile(join(workspace, 'src', 'math.js'), 'exports.add = (a, b) => a + b\n')
    const needle = `hm-cancel-probe-${process.pid}`
    const logger = new RecordingLogger()
    const registry = new RunRegistry()
    registry.enter('prepare')
    const running = runTestCommand({
      // A test run that would outlast the job: only its own timeout (which lives in the runner) would end it.
      settings: { testCommand: [process.execPath, '-e', `setInterval(() => {}, 1000) // ${needle}`], testCommandBase: false, testTimeoutSeconds: 600 },
      env: { workspace },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger,
      sandboxParent,
      registry,
    })
    running.catch(() => undefined)
    expect(await until(async () => (await processesWith(needle)).length > 0)).toBe(true)
    // This run's own user (other test files create theirs at the same time).
    const user = String(logger.find('tests', 'sandbox')[0]?.user)
    expect(await sandboxUsers()).toContain(user)

    const outputs: Record<string, string> = {}
    await cancelRun(
      {
        registry,
        logger: new RecordingLogger(),
        outputs: { setOutput: (name, value) => void (outputs[name] = String(value)) },
        summary: { append: async () => undefined },
        exit: () => undefined,
        started: Date.now(),
      },
      'SIGINT',
    )
    // What the runner leaves once it exits right after cancelRun: no test process, no sandbox user, no copy.
    const leftAfterCancel = { processes: await processesWith(needle), users: (await sandboxUsers()).filter((u) => u === user) }
    const copies = await readdir(sandboxParent)
    // Clean up for the rest of the suite whatever the outcome.
    for (const pid of leftAfterCancel.processes) process.kill(pid, 'SIGKILL')
    await until(async () => (await processesWith(needle)).length === 0)
    await running.catch(() => undefined)
    expect(outputs.outcome).toBe('cancelled')
    expect(leftAfterCancel).toEqual({ processes: [], users: [] })
    expect(copies).toEqual([])
  }, 120_000)
})
