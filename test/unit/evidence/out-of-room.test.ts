import { describe, expect, it } from 'vitest'
import { fileLimit } from '../../../src/evidence/sandbox/run-sandboxed.js'
import { outOfRoom } from '../../../src/evidence/sandbox/test-command.js'

/**
 * When the test command reaches its bound, its failures are the runner's limits, not the pull
 * request's; the review and telemetry say so. Its own output may say ENOSPC or EFBIG; a tool that
 * swallows that still leaves its report at the file-size bound, which the runner measures itself.
 */
const MB = 1024 * 1024
const quiet = { stdout: '<testsuite/>', stderr: '', signal: null }

describe('where the test command ran out of room', () => {
  it('a report the runner finds at the file-size bound', () => {
    expect(outOfRoom(quiet, fileLimit(16 * MB), 16 * MB)).toBe('its report reached the file-size bound')
    expect(outOfRoom(quiet, 4_000_001, 16 * MB)).toBeUndefined()
  })

  it('a command stopped by SIGXFSZ (a shell writing past the bound)', () => {
    expect(outOfRoom({ ...quiet, signal: 'SIGXFSZ' }, 10, 16 * MB)).toBe('stopped by SIGXFSZ, a file past the bound')
  })

  it('ENOSPC or EFBIG in its output', () => {
    expect(outOfRoom({ ...quiet, stderr: 'Error: ENOSPC: no space left on device, write' }, 10, 16 * MB)).toBe('ENOSPC in its output')
    expect(outOfRoom({ ...quiet, stderr: 'cp: error writing: File too large' }, 10, 16 * MB)).toBe('EFBIG in its output')
    expect(outOfRoom(quiet, undefined, 16 * MB)).toBeUndefined()
  })
})
