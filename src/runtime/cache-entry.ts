import { access, constants, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { realRunnerHost, type RunnerHost } from '../config/runner-host.js'
import { holdBinary, type HoldKind } from './binary-hold.js'
import { checkBinary, type BinaryCheck, type BinaryPin } from './binary-pins.js'
import type { Logger } from '../core/telemetry/logger.js'
import { OPENCODE_VERSION } from '../core/opencode/trusted-config.js'

/**
 * The tool-cache entry OpenCode is installed into: where it lies, which binary
 * in an install runs on this runner, and whether a complete entry may be run.
 * Kept apart from provision.ts, which chooses among the repository's own binary,
 * this entry and a fresh npm ci: that choice and the install's placement
 * (another job's entry already in place) both ask these questions.
 */

/** A complete tool-cache entry provisioning refused to run, and why (binary-pins.ts). */
export interface CacheRejection {
  dir: string
  reason: 'binary-mismatch' | 'unpinned'
  pkg: string
}

export const MARKER = '.complete'

export async function exists(path: string, mode = constants.F_OK): Promise<boolean> {
  try {
    await access(path, mode)
    return true
  } catch {
    return false
  }
}

/**
 * The platform packages whose binary runs on this runner, preferred first.
 * npm installs every x64 Linux package that declares no libc (the glibc and
 * baseline builds) on Alpine too, and both the AVX2 and the baseline build
 * on any x64 CPU; a build for another C library (no loader for it) or one
 * needing AVX2 the CPU lacks (an illegal instruction) would die at OpenCode's
 * first start, so neither is a candidate. A tool cache entry another runner
 * filled (a glibc host and its Alpine container jobs share one) without a
 * build for this one is then not usable here and is installed afresh.
 */
export function platformPackages(host: RunnerHost = realRunnerHost()): string[] {
  const osName = host.platform === 'win32' ? 'windows' : host.platform
  const suffix = osName === 'linux' && host.libc() === 'musl' ? '-musl' : ''
  const base = `opencode-${osName}-${host.arch}`
  if (host.arch !== 'x64') return [`${base}${suffix}`]
  const baseline = `${base}-baseline${suffix}`
  return host.avx2() ? [`${base}${suffix}`, baseline] : [baseline]
}

export async function findPlatformBinary(prefix: string, host: RunnerHost = realRunnerHost()): Promise<string | undefined> {
  const exe = host.platform === 'win32' ? 'opencode.exe' : 'opencode'
  for (const pkg of platformPackages(host)) {
    const candidate = join(prefix, 'node_modules', pkg, 'bin', exe)
    if (await exists(candidate, constants.X_OK)) return candidate
  }
  return undefined
}

export function cacheDir(options: { toolCache: string | undefined; fallbackDir: string }): string {
  return join(options.toolCache ?? options.fallbackDir, 'harbourmaster-opencode', OPENCODE_VERSION)
}

/**
 * A complete cache entry whose binary matches its pin; undefined for anything else, which is never executed.
 * With `holdIn` (a directory of the run's own) the binary is held there first and the held file is what is
 * checked and returned (binary-hold.ts); without it the entry is only inspected, never run.
 */
export async function usableEntry(
  prefix: string,
  pins: Map<string, BinaryPin>,
  host: RunnerHost,
  observe?: { logger: Logger; onCacheRejected?: (rejected: CacheRejection) => void },
  holdIn?: string,
): Promise<{ bin: string; check: BinaryCheck; held?: HoldKind } | undefined> {
  if (!(await exists(join(prefix, MARKER)))) return undefined
  const found = await findPlatformBinary(prefix, host)
  if (!found) return undefined
  // Another job may be renaming this entry aside while it is read: then it is simply not usable.
  const held = holdIn === undefined ? undefined : await holdBinary(found, holdIn).catch(() => undefined)
  if (holdIn !== undefined && !held) return undefined
  const bin = held?.path ?? found
  const check = await checkBinary(bin, pins).catch(() => undefined)
  if (!check) return undefined
  if (check.ok) return { bin, check, held: held?.held }
  if (held) await rm(held.path, { force: true }).catch(() => undefined)
  observe?.logger.event('runtime', 'cache-rejected', { reason: check.reason, package: check.pkg, ms: check.ms })
  observe?.onCacheRejected?.({ dir: prefix, reason: check.reason, pkg: check.pkg })
  return undefined
}
