import { totalmem } from 'node:os'
import { describe, expect, it } from 'vitest'
import { ConfigurationError } from '../../../src/core/errors.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { runTestCommand } from '../../../src/evidence/sandbox/test-command.js'
import { preparedChanges } from '../../support/kit/index.js'

/**
 * test-memory-mb raises the sandbox's in-memory file system past its default of a quarter of the
 * runner's memory; a value the runner cannot hold (more than three quarters of its memory) would
 * let a test run starve the runner, so it stops the run before anything is built, naming the input
 * and what this runner allows.
 */
const MIB = 1024 * 1024
const most = Math.floor((totalmem() * 3) / 4 / MIB)

describe.runIf(most + 1 <= 65_536)('test-memory-mb past what this runner holds', () => {
  it('is a configuration failure naming the input and the most this runner allows', async () => {
    const error = await runTestCommand({
      settings: { testCommand: ['true'], testCommandBase: false, testTimeoutSeconds: 60, testMemoryMb: most + 1 },
      env: { workspace: '/nonexistent-workspace' },
      prepared: preparedChanges(),
      changed: [],
      logger: new RecordingLogger(),
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigurationError)
    expect(error instanceof ConfigurationError && error.input).toBe('test-memory-mb')
    expect(error instanceof Error && error.message).toBe(
      `Input 'test-memory-mb' must be at most ${most} on this runner (three quarters of its ${Math.floor(totalmem() / MIB)} MB of memory, so the tests cannot starve it); got ${most + 1}.`,
    )
  })
})
