import { spawn } from 'node:child_process'
import { mkdtemp, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { stopProcessesIn } from '../../../src/runtime/editor-cleanup.js'
import { RecordingLogger } from '../../../src/telemetry/logger.js'

describe('stopProcessesIn', () => {
  it('kills a detached process left running in a runtime work directory and leaves others alone', async () => {
    const work = await realpath(await mkdtemp(join(tmpdir(), 'hm-cleanup-')))
    const other = await realpath(await mkdtemp(join(tmpdir(), 'hm-cleanup-other-')))
    const stray = spawn('sleep', ['30'], { cwd: work, detached: true, stdio: 'ignore' })
    const bystander = spawn('sleep', ['30'], { cwd: other, detached: true, stdio: 'ignore' })
    const strayExit = new Promise<NodeJS.Signals | null>((resolve) => stray.once('exit', (_code, signal) => resolve(signal)))
    try {
      await new Promise((resolve) => stray.once('spawn', resolve))
      const logger = new RecordingLogger()
      expect(await stopProcessesIn(work, logger)).toBe(1)
      expect(await strayExit).toBe('SIGKILL')
      expect(bystander.exitCode).toBeNull()
      expect(logger.find('runtime', 'stray-process-stopped')).toEqual([expect.objectContaining({ count: '1' })])
      expect(await stopProcessesIn(work, logger)).toBe(0)
    } finally {
      bystander.kill('SIGKILL')
      stray.kill('SIGKILL')
      await rm(work, { recursive: true, force: true })
      await rm(other, { recursive: true, force: true })
    }
  })
})
