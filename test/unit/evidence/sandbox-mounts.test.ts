import { describe, expect, it } from 'vitest'
import { parseMountinfo, readOnlyTargets } from '../../../src/evidence/sandbox/mounts.js'

const MOUNTINFO = [
  '22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/root rw',
  '23 22 0:5 / /dev rw,nosuid,relatime shared:2 - devtmpfs udev rw',
  '24 23 0:21 / /dev/shm rw,nosuid,nodev shared:3 - tmpfs tmpfs rw',
  '25 22 0:22 / /proc rw,nosuid,nodev,noexec,relatime shared:4 - proc proc rw',
  '26 25 0:23 / /proc/sys/fs/binfmt_misc rw,relatime shared:5 - autofs systemd-1 rw',
  '27 22 7:0 / /snap/core/1 ro,nodev,relatime shared:6 - squashfs /dev/loop0 ro',
  '28 22 8:2 / /mnt/data\\040disk rw,relatime shared:7 - ext4 /dev/sdb rw',
  '29 22 8:3 / /home/runner/work/shop/shop/mnt rw,relatime shared:8 - ext4 /dev/sdc rw',
  '30 24 0:24 / /dev/shm rw,nosuid,nodev shared:9 - tmpfs tmpfs rw',
  '',
].join('\n')

describe('the mounts the test command sees read-only', () => {
  it('reads mount points and whether they are read-only, unescaping their paths', () => {
    const mounts = parseMountinfo(MOUNTINFO)
    expect(mounts).toHaveLength(9)
    expect(mounts.find((m) => m.path === '/snap/core/1')?.readOnly).toBe(true)
    expect(mounts.map((m) => m.path)).toContain('/mnt/data disk')
  })

  it('remounts every writable one once, parents first, but not /proc, read-only ones or those under a hidden directory', () => {
    expect(readOnlyTargets(parseMountinfo(MOUNTINFO), ['/home/runner/work/shop/shop'])).toEqual(['/', '/dev', '/dev/shm', '/mnt/data disk'])
  })
})
