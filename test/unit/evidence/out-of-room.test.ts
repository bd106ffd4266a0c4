import { describe, expect, it } from 'vitest'
import { fileLimit } from '../../../src/evidence/sandbox/run-sandboxed.js'
import { outOfRoom, parseUsage } from '../../../src/evidence/sandbox/room.js'

/**
 * When the test command reaches its bound, its failures are the runner's limits, not the pull
 * request's; the review and telemetry say so. The runner decides from the kernel's figures only:
 * the in-memory file system's statfs once the command ended, and the report's size on disk. What
 * the command printed is pull-request output and decides nothing.
 */
const MB = 1024 * 1024
const PAGE = 4096
const usage = (freeBytes: number, freeInodes = 4000): string => `${(16 * MB) / PAGE} ${freeBytes / PAGE} 4096 ${freeInodes} ${PAGE}\n`

describe('where the test command ran out of room', () => {
  it('a report the runner finds at the file-size bound', () => {
    expect(outOfRoom(undefined, fileLimit(16 * MB), 16 * MB)).toBe('its report reached the file-size bound')
    expect(outOfRoom(undefined, 4_000_001, 16 * MB)).toBeUndefined()
  })

  it('a file system full, or nearly, when the command ended', () => {
    expect(outOfRoom(parseUsage(usage(0)), 10, 16 * MB)).toBe('its file system was full when it ended: 16 of 16 MB used')
    // A write that did not fit may leave less than it asked for: under 1 MiB left is full.
    expect(outOfRoom(parseUsage(usage(512 * 1024)), 10, 16 * MB)).toBe('its file system was full when it ended: 16 of 16 MB used')
    expect(outOfRoom(parseUsage(usage(8 * MB)), 10, 16 * MB)).toBeUndefined()
  })

  it('no file left to create, whatever room the blocks have', () => {
    expect(outOfRoom(parseUsage(usage(15 * MB, 0)), 10, 16 * MB)).toBe('its file system was full when it ended: 4096 of 4096 files used')
  })

  it('a file system full at a sample while the command ran, though freed before it ended', () => {
    const sampled = (leastFree: number, leastInodes = 4000): string => `${leastFree / PAGE} ${leastInodes}\n${usage(15 * MB)}`
    expect(outOfRoom(parseUsage(sampled(0)), 10, 16 * MB)).toBe(
      'its file system was full while it ran: 16 of 16 MB used, seen by sampling it every 0.1 s while it ran; freed again before it ended',
    )
    expect(outOfRoom(parseUsage(sampled(15 * MB, 0)), 10, 16 * MB)).toBe(
      'its file system was full while it ran: 4096 of 4096 files used, seen by sampling it every 0.1 s while it ran; freed again before it ended',
    )
    expect(outOfRoom(parseUsage(sampled(8 * MB)), 10, 16 * MB)).toBeUndefined()
    // The sampler took no sample (the command ended at once): the final figures alone decide.
    expect(outOfRoom(parseUsage(` \n${usage(0)}`), 10, 16 * MB)).toBe('its file system was full when it ended: 16 of 16 MB used')
  })

  it('nothing decided without the figures: no usage line, or one that is not statfs', () => {
    expect(outOfRoom(undefined, undefined, 16 * MB)).toBeUndefined()
    expect(parseUsage('')).toBeUndefined()
    expect(parseUsage('ENOSPC: no space left on device')).toBeUndefined()
  })
})
