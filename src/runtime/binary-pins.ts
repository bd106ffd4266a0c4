import { createHash } from 'node:crypto'
import { open, readFile, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { ConfigurationError, OpenCodeError } from '../core/errors.js'
import { OPENCODE_VERSION } from '../core/opencode/trusted-config.js'

/**
 * SHA-256 pins of the OpenCode binaries the action may execute, one per
 * platform package, in runtime/opencode-binaries.json (written by
 * scripts/pin-opencode-binaries.mjs from the official npm tarballs, each
 * checked against the lock's integrity first). npm checks a tarball only when
 * it installs it; a tool-cache entry is whatever the last writer left (another
 * job on a shared runner, an actions/cache entry another workflow saved first
 * under the documented key), so the binary itself is checked before it runs.
 *
 * API note: const pins = await loadPins(actionRoot); const check = await checkBinary(bin, pins)
 */

export const PINS_FILE = join('runtime', 'opencode-binaries.json')

export interface BinaryPin {
  sha256: string
  size: number
}

export type BinaryCheck =
  | { ok: true; pkg: string; ms: number }
  | { ok: false; pkg: string; ms: number; reason: 'unpinned' }
  | { ok: false; pkg: string; ms: number; reason: 'binary-mismatch'; sha256: string; expected: string }

export async function loadPins(actionRoot: string): Promise<Map<string, BinaryPin>> {
  const path = join(actionRoot, PINS_FILE)
  let parsed: { 'opencode-ai'?: unknown; binaries?: Record<string, { sha256?: unknown; size?: unknown }> }
  try {
    parsed = JSON.parse(await readFile(path, 'utf8')) as typeof parsed
  } catch (error) {
    throw new OpenCodeError(`The action ships no readable OpenCode binary pins at ${path}; it runs no OpenCode binary it cannot check.`, { cause: error })
  }
  if (parsed['opencode-ai'] !== OPENCODE_VERSION) {
    throw new OpenCodeError(`${path} pins opencode-ai ${String(parsed['opencode-ai'])}, not ${OPENCODE_VERSION}; re-run scripts/pin-opencode-binaries.mjs.`)
  }
  const pins = new Map<string, BinaryPin>()
  for (const [pkg, pin] of Object.entries(parsed.binaries ?? {})) {
    if (typeof pin.sha256 === 'string' && /^[0-9a-f]{64}$/.test(pin.sha256) && typeof pin.size === 'number')
      pins.set(pkg, { sha256: pin.sha256, size: pin.size })
  }
  return pins
}

/** One reused buffer: about 15 % faster than a read stream on the 185 MB binary, which is hashed on every cache hit. */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256')
  const file = await open(path)
  try {
    const buffer = Buffer.allocUnsafe(4 * 1024 * 1024)
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null)
      if (bytesRead === 0) break
      hash.update(buffer.subarray(0, bytesRead))
    }
  } finally {
    await file.close()
  }
  return hash.digest('hex')
}

/** `bin` is <prefix>/node_modules/<platform package>/bin/opencode[.exe]. */
export async function checkBinary(bin: string, pins: Map<string, BinaryPin>): Promise<BinaryCheck> {
  const started = Date.now()
  const pkg = basename(dirname(dirname(bin)))
  const pin = pins.get(pkg)
  if (!pin) return { ok: false, pkg, ms: 0, reason: 'unpinned' }
  // Another size cannot be the pinned binary; 185 MB need not be read to say so.
  const size = (await stat(bin)).size
  const sha256 = size === pin.size ? await sha256File(bin) : `(${size} bytes, pinned ${pin.size})`
  const ms = Date.now() - started
  return sha256 === pin.sha256 ? { ok: true, pkg, ms } : { ok: false, pkg, ms, reason: 'binary-mismatch', sha256, expected: pin.sha256 }
}

/** A runner whose OpenCode build this release cannot check: the workflow must pick another runner (runs-on). */
export function unpinnedError(pkg: string, pins: Map<string, BinaryPin>): ConfigurationError {
  const pinned = [...pins.keys()].join(', ') || 'none'
  return new ConfigurationError(
    `The action has no SHA-256 pin for ${pkg} ${OPENCODE_VERSION} (pinned: ${pinned}), so it does not run that binary; this runner's platform is not supported by this release. Run the job on a Linux x64 runner, e.g. runs-on: ubuntu-latest.`,
    'runs-on',
  )
}
