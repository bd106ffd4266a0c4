import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { OPENCODE_VERSION } from '../../src/core/opencode/trusted-config.js'
import { checkBinary, loadPins } from '../../src/runtime/binary-pins.js'
import { findPlatformBinary } from '../../src/runtime/cache-entry.js'

/**
 * runtime/opencode-binaries.json (scripts/pin-opencode-binaries.mjs) must
 * answer for every platform package the shipped lock lists: a pin for each
 * one the lock verifies, and an explicit "unpinned" for the others, which
 * provisioning refuses to run. A stale pin after a version bump would fail
 * every run; a missing one would make a platform fail closed silently.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
type LockEntry = { version?: string; integrity?: string; optionalDependencies?: Record<string, string> }
const lock = JSON.parse(readFileSync(join(ROOT, 'runtime/package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }
const pinsFile = JSON.parse(readFileSync(join(ROOT, 'runtime/opencode-binaries.json'), 'utf8')) as {
  'opencode-ai': string
  binaries: Record<string, { file: string; sha256: string; size: number; tarball: string }>
  unpinned: string[]
}
const platformPackages = Object.keys(lock.packages['node_modules/opencode-ai']?.optionalDependencies ?? {}).sort()

describe('OpenCode binary pins', () => {
  it('are for the pinned opencode-ai version', () => {
    expect(lock.packages['node_modules/opencode-ai']?.version).toBe(OPENCODE_VERSION)
    expect(pinsFile['opencode-ai']).toBe(OPENCODE_VERSION)
  })

  it('answer for every platform package the lock lists: pinned exactly where the lock has integrity', () => {
    expect(platformPackages.length).toBeGreaterThan(0)
    expect([...Object.keys(pinsFile.binaries), ...pinsFile.unpinned].sort()).toEqual(platformPackages)
    for (const name of platformPackages) {
      const entry = lock.packages[`node_modules/${name}`]
      expect(entry?.version, name).toBe(OPENCODE_VERSION)
      if (entry?.integrity) expect(pinsFile.binaries[name]?.tarball, name).toBe(entry.integrity)
      else expect(pinsFile.unpinned, name).toContain(name)
    }
    for (const pin of Object.values(pinsFile.binaries)) expect(pin.sha256).toMatch(/^[0-9a-f]{64}$/)
  })

  it('match the binary npm installed on this machine from the repository lock', async () => {
    const bin = await findPlatformBinary(ROOT)
    expect(bin).toBeDefined()
    const check = await checkBinary(bin as string, await loadPins(ROOT))
    expect(check).toMatchObject({ ok: true })
  })
})
