import { fileLimit, SAMPLE_S } from './run-sandboxed.js'

/**
 * Whether the test command ran out of room, decided from what the kernel says, never from what the
 * command printed: a suite that swallows ENOSPC would be missed, and pull-request code printing
 * "ENOSPC" would make its own failures read as the runner's limits. Two facts count: the in-memory
 * file system full (or nearly: a write that did not fit may leave less than it asked for) once the
 * command ended, as root in its namespace read it with statfs before the mount went; and the
 * report, the one file on the runner's disk, at the file-size bound. That bound is one page above
 * what the in-memory file system holds, so no file there reaches it first: a SIGXFSZ can only come
 * from the report, and the report's size says so (the command's exit status 153 could be anyone's).
 * A command that fills its room and frees it again before it ends leaves no trace in either: tmpfs
 * keeps no peak and no count of refused writes. So root in its namespace also samples the free
 * blocks and inodes every SAMPLE_S while the command runs and writes the least it saw, one line
 * before the final statfs: a room that was full for at least that long is told as full during the
 * run. A fill shorter than a sample's interval can still pass unseen.
 */
export interface RoomUsage {
  blocks: number
  freeBlocks: number
  inodes: number
  freeInodes: number
  blockSize: number
  /** The least free blocks and inodes the sampler saw while the command ran. */
  least?: { freeBlocks: number; freeInodes: number }
}

/**
 * The sampler's line (`<least free blocks> <least free inodes>`, empty when it took no sample) and
 * then `stat -f -c '%b %a %c %d %S'`: total and available blocks, total and free inodes, block size.
 */
export function parseUsage(text: string): RoomUsage | undefined {
  const m = /^(?:(\d+) (\d+)\n| ?\n)?(\d+) (\d+) (\d+) (\d+) (\d+)\n?$/.exec(text)
  if (!m) return undefined
  const [blocks, freeBlocks, inodes, freeInodes, blockSize] = m.slice(3).map(Number) as [number, number, number, number, number]
  const least = m[1] !== undefined ? { least: { freeBlocks: Number(m[1]), freeInodes: Number(m[2]) } } : {}
  return { blocks, freeBlocks, inodes, freeInodes, blockSize, ...least }
}

/** Nearly full: less free than 1 MiB or a hundredth of the size; fewer files left than 8 or a hundredth of them. */
const MIB = 1024 * 1024
export function fullness(u: RoomUsage): 'space' | 'files' | undefined {
  if (u.freeBlocks * u.blockSize < Math.max(MIB, (u.blocks * u.blockSize) / 100)) return 'space'
  if (u.freeInodes < Math.max(8, u.inodes / 100)) return 'files'
  return undefined
}

const mb = (bytes: number): number => Math.round(bytes / MIB)

export function outOfRoom(usage: RoomUsage | undefined, reportBytes: number | undefined, privateTmpBytes: number): string | undefined {
  if (reportBytes !== undefined && reportBytes >= fileLimit(privateTmpBytes)) return 'its report reached the file-size bound'
  if (!usage) return undefined
  const full = fullness(usage)
  if (full === 'space') {
    const total = usage.blocks * usage.blockSize
    return `its file system was full when it ended: ${mb(total - usage.freeBlocks * usage.blockSize)} of ${mb(total)} MB used`
  }
  if (full === 'files') return `its file system was full when it ended: ${usage.inodes - usage.freeInodes} of ${usage.inodes} files used`
  return fullWhileRunning(usage)
}

/** Full at some sample while the command ran, though not when it ended (it freed what it wrote). */
export function fullWhileRunning(usage: RoomUsage | undefined): string | undefined {
  if (!usage?.least) return undefined
  const { freeBlocks, freeInodes } = usage.least
  const full = fullness({ ...usage, freeBlocks, freeInodes })
  const seen = `seen by sampling it every ${SAMPLE_S} s while it ran; freed again before it ended`
  if (full === 'space') {
    const total = usage.blocks * usage.blockSize
    return `its file system was full while it ran: ${mb(total - freeBlocks * usage.blockSize)} of ${mb(total)} MB used, ${seen}`
  }
  if (full === 'files') return `its file system was full while it ran: ${usage.inodes - freeInodes} of ${usage.inodes} files used, ${seen}`
  return undefined
}
