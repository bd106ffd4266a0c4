import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RunnerHost } from '../../../src/config/runner-host.js'
import { OPENCODE_VERSION } from '../../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { provisionOpencode, type Exec } from '../../../src/runtime/provision.js'
import { STAND_IN_OPENCODE, copyShippedRuntime, pinOpencodeBinaries, tempDir } from '../../support/kit/index.js'

/**
 * Which OpenCode binary a runner gets. npm ci of the shipped lock installs
 * every optional package whose os, cpu and libc fields admit the runner, and
 * the lock's glibc x64 packages declare no libc: on an Alpine container job
 * npm installs both them and the musl ones, and on any x64 CPU both the AVX2
 * and the baseline build. The fake npm below installs exactly what those
 * fields admit (read from the real lock), so provisioning picks among what a
 * real install leaves.
 */
interface LockEntry {
  os?: string[]
  cpu?: string[]
  libc?: string[]
  optional?: boolean
}

let dir: string
let actionRoot: string

beforeEach(async () => {
  dir = await tempDir('hm-prov-platform-')
  actionRoot = join(dir, 'action')
  await copyShippedRuntime(actionRoot, { pins: false })
  const lock = await readFile('runtime/package-lock.json')
  // Which build is picked is the question here, not the pins: every platform package's stand-in is pinned.
  const packages = Object.keys((JSON.parse(lock.toString('utf8')) as { packages: Record<string, unknown> }).packages)
    .filter((path) => path.startsWith('node_modules/opencode-'))
    .map((path) => path.replace(/^node_modules\//, ''))
  await pinOpencodeBinaries(actionRoot, packages)
})
afterEach(() => rm(dir, { recursive: true, force: true }))

function npmInstallingFor(host: RunnerHost): Exec {
  return async (file, _args, options) => {
    if (file !== 'npm') throw new Error(`unexpected ${file}`)
    const lock = JSON.parse(await readFile(join(options.cwd as string, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (!entry.optional) continue
      if (entry.os && !entry.os.includes(host.platform)) continue
      if (entry.cpu && !entry.cpu.includes(host.arch)) continue
      if (entry.libc && !entry.libc.includes(host.libc() ?? '')) continue
      const name = path.replace(/^node_modules\//, '')
      const binDir = join(options.cwd as string, path, 'bin')
      await mkdir(binDir, { recursive: true })
      await writeFile(join(binDir, 'opencode'), STAND_IN_OPENCODE)
      await chmod(join(binDir, 'opencode'), 0o755)
      await writeFile(join(binDir, '..', 'package.json'), JSON.stringify({ name, version: OPENCODE_VERSION }))
    }
    return { stdout: '' }
  }
}

function host(platform: NodeJS.Platform, arch: string, libc: 'glibc' | 'musl' | undefined, avx2: boolean): RunnerHost {
  return { platform, arch, libc: () => libc, avx2: () => avx2, memoryBytes: () => 16 * 1024 ** 3 }
}

describe('the OpenCode binary provisioning picks', () => {
  it.each([
    { platform: 'linux' as const, arch: 'x64', libc: 'musl' as const, avx2: true, expected: 'opencode-linux-x64-musl' },
    { platform: 'linux' as const, arch: 'x64', libc: 'musl' as const, avx2: false, expected: 'opencode-linux-x64-baseline-musl' },
    { platform: 'linux' as const, arch: 'x64', libc: 'glibc' as const, avx2: false, expected: 'opencode-linux-x64-baseline' },
    { platform: 'linux' as const, arch: 'x64', libc: 'glibc' as const, avx2: true, expected: 'opencode-linux-x64' },
    { platform: 'linux' as const, arch: 'arm64', libc: 'musl' as const, avx2: false, expected: 'opencode-linux-arm64-musl' },
    { platform: 'linux' as const, arch: 'arm64', libc: 'glibc' as const, avx2: false, expected: 'opencode-linux-arm64' },
    { platform: 'darwin' as const, arch: 'arm64', libc: undefined, avx2: false, expected: 'opencode-darwin-arm64' },
    { platform: 'darwin' as const, arch: 'x64', libc: undefined, avx2: false, expected: 'opencode-darwin-x64-baseline' },
    { platform: 'darwin' as const, arch: 'x64', libc: undefined, avx2: true, expected: 'opencode-darwin-x64' },
  ])('$platform-$arch (libc $libc, AVX2 $avx2): $expected', async ({ platform, arch, libc, avx2, expected }) => {
    const runner = host(platform, arch, libc, avx2)
    const result = await provisionOpencode({
      actionRoot,
      toolCache: join(dir, 'tool-cache'),
      fallbackDir: dir,
      logger: new RecordingLogger(),
      exec: npmInstallingFor(runner),
      host: runner,
    })
    expect(result.source).toBe('npm')
    // The run starts its own hold of the binary (binary-hold.ts); the tool cache keeps the install for the next run.
    expect(result.bin.endsWith(`/${expected}/bin/opencode`)).toBe(true)
    await expect(
      readFile(join(dir, 'tool-cache', 'harbourmaster-opencode', OPENCODE_VERSION, 'node_modules', expected, 'bin', 'opencode'), 'utf8'),
    ).resolves.toBe(await readFile(result.bin, 'utf8'))
  })

  it('an entry a glibc runner filled is installed afresh for an Alpine job sharing the tool cache, then serves both', async () => {
    const toolCache = join(dir, 'tool-cache')
    const provision = (runner: RunnerHost) =>
      provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger: new RecordingLogger(), exec: npmInstallingFor(runner), host: runner })
    const glibc = host('linux', 'x64', 'glibc', true)
    const alpine = host('linux', 'x64', 'musl', true)
    expect(await provision(glibc)).toMatchObject({ source: 'npm', bin: expect.stringContaining('/opencode-linux-x64/bin/') })
    expect(await provision(alpine)).toMatchObject({ source: 'npm', bin: expect.stringContaining('/opencode-linux-x64-musl/bin/') })
    expect(await provision(glibc)).toMatchObject({ source: 'cache', bin: expect.stringContaining('/opencode-linux-x64/bin/') })
    expect(await provision(alpine)).toMatchObject({ source: 'cache', bin: expect.stringContaining('/opencode-linux-x64-musl/bin/') })
  })
})
