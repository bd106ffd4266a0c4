import { access, chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OpenCodeError } from '../../../src/core/errors.js'
import { provisionOpencode, type Exec } from '../../../src/runtime/provision.js'
import { cacheDir, findPlatformBinary, platformPackages } from '../../../src/runtime/cache-entry.js'
import { OPENCODE_VERSION } from '../../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { copyShippedRuntime, pinOpencodeBinaries, tempDir } from '../../support/kit/index.js'

// npm is a port: the fake "installs" by writing a binary, so the cache and
// verification logic run for real without the network.
let dir: string
let actionRoot: string
let toolCache: string

async function writeBinary(prefix: string, version = OPENCODE_VERSION, manifest: string | undefined = version, script = `echo ${version}`): Promise<void> {
  const binDir = join(prefix, 'node_modules', platformPackages()[0] as string, 'bin')
  await mkdir(binDir, { recursive: true })
  await writeFile(join(binDir, 'opencode'), `#!/bin/sh\n${script}\n`)
  await chmod(join(binDir, 'opencode'), 0o755)
  if (manifest !== undefined) await writeFile(join(binDir, '..', 'package.json'), JSON.stringify({ name: platformPackages()[0], version: manifest }))
}

function fakeNpm(calls: string[][], version = OPENCODE_VERSION, fail = false): Exec {
  return async (file, args, options) => {
    if (file === 'npm') {
      calls.push(args)
      if (fail) throw new Error('npm ERR! integrity checksum failed')
      await writeBinary(options.cwd as string, version)
      return { stdout: '' }
    }
    const { execFile } = await import('node:child_process')
    return new Promise((resolve, reject) => execFile(file, args, (e, stdout) => (e ? reject(e) : resolve({ stdout: String(stdout) }))))
  }
}

beforeEach(async () => {
  dir = await tempDir('hm-prov-')
  actionRoot = join(dir, 'action')
  toolCache = join(dir, 'tool-cache')
  await copyShippedRuntime(actionRoot, { pins: false })
  // The action's pins name the binary fakeNpm "installs" (provision-pins.test.ts tests the pins themselves).
  await pinOpencodeBinaries(actionRoot, platformPackages())
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('provisionOpencode', () => {
  it('installs with npm ci from the shipped lock, then reuses the tool cache', async () => {
    const calls: string[][] = []
    const logger = new RecordingLogger()
    const first = await provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger, exec: fakeNpm(calls) })
    expect(first).toMatchObject({ source: 'npm', version: OPENCODE_VERSION })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.slice(0, 2)).toEqual(['ci', '--ignore-scripts'])
    const prefix = cacheDir({ toolCache, fallbackDir: dir })
    expect(await readFile(join(prefix, 'package-lock.json'), 'utf8')).toContain('"integrity"')

    const second = await provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger, exec: fakeNpm(calls) })
    expect(second.source).toBe('cache')
    expect(calls).toHaveLength(1)
    const events = logger.find('runtime', 'provisioned')
    expect(events.map((e) => e.source)).toEqual(['npm', 'cache'])
    expect(events[0]).toMatchObject({ version: OPENCODE_VERSION })
    expect(Number(events[0]?.ms)).toBeGreaterThanOrEqual(0)
  })

  it('redoes an install that never completed', async () => {
    await writeBinary(cacheDir({ toolCache, fallbackDir: dir }))
    const calls: string[][] = []
    const result = await provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger: new RecordingLogger(), exec: fakeNpm(calls) })
    expect(result.source).toBe('npm')
    expect(calls).toHaveLength(1)
  })

  it('uses the devDependency when the action root has the pinned opencode-ai', async () => {
    await mkdir(join(actionRoot, 'node_modules', 'opencode-ai'), { recursive: true })
    await writeFile(join(actionRoot, 'node_modules', 'opencode-ai', 'package.json'), JSON.stringify({ version: OPENCODE_VERSION }))
    await writeBinary(actionRoot)
    const calls: string[][] = []
    const result = await provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger: new RecordingLogger(), exec: fakeNpm(calls) })
    expect(result.source).toBe('dev')
    expect(calls).toHaveLength(0)
  })

  it('fails with class opencode when npm ci fails', async () => {
    const error = await provisionOpencode({
      actionRoot,
      toolCache,
      fallbackDir: dir,
      logger: new RecordingLogger(),
      exec: fakeNpm([], OPENCODE_VERSION, true),
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenCodeError)
    expect((error as OpenCodeError).failureClass).toBe('opencode')
  })

  it('names why npm failed: what npm said, a timeout, or npm missing from PATH', async () => {
    const failWith =
      (error: Error): Exec =>
      async (file, args, options) =>
        file === 'npm' ? Promise.reject(error) : fakeNpm([])(file, args, options)
    const provision = async (error: Error): Promise<OpenCodeError> => {
      const failure: unknown = await provisionOpencode({
        actionRoot,
        toolCache,
        fallbackDir: dir,
        logger: new RecordingLogger(),
        exec: failWith(error),
        npmTimeoutMs: 120_000,
      }).catch((e: unknown) => e)
      expect(failure).toBeInstanceOf(OpenCodeError)
      return failure as OpenCodeError
    }
    // What execFile rejects with: npm's exit code and its stderr, a kill at the timeout, or a spawn that found no npm.
    const refused = Object.assign(new Error('Command failed: npm ci'), {
      code: 1,
      stderr:
        'npm error code E403\nnpm error 403 Forbidden - GET https://registry.npmjs.org/opencode-ai\nnpm error A complete log of this run can be found in: /x.log\n',
    })
    const slow = Object.assign(new Error('Command failed: npm ci'), { killed: true, signal: 'SIGTERM', code: null, stderr: '' })
    const missing = Object.assign(new Error('spawn npm ENOENT'), { code: 'ENOENT', errno: -2, syscall: 'spawn npm' })
    for (const [error, said] of [
      [refused, 'failed: code E403; 403 Forbidden - GET https://registry.npmjs.org/opencode-ai (exit 1)'],
      [slow, 'did not finish within 120 s'],
      [missing, 'npm is not on PATH'],
    ] as const) {
      const failure = await provision(error)
      expect(failure.failureClass).toBe('opencode')
      expect(failure.message).toContain(said)
    }
    // Nothing half-made is left beside the cache entry.
    expect(await readdir(join(toolCache, 'harbourmaster-opencode'))).toEqual([])
  })

  it("installs into the run's own directory when the tool cache cannot hold the install, and says so", async () => {
    // A tool cache the job cannot write (read-only on a self-hosted runner, another user's; here a file stands where a directory would be).
    await writeFile(join(dir, 'not-a-dir'), '')
    const calls: string[][] = []
    const logger = new RecordingLogger()
    const run = join(dir, 'run')
    const got = await provisionOpencode({ actionRoot, toolCache: join(dir, 'not-a-dir'), fallbackDir: run, logger, exec: fakeNpm(calls) })
    // Before: the run failed with class opencode, which comment mode reports as a degraded (green) run with no review.
    expect(got.source).toBe('npm')
    expect(got.bin.startsWith(`${run}/`)).toBe(true)
    expect(await findPlatformBinary(join(run, 'harbourmaster-opencode', OPENCODE_VERSION))).toBeDefined()
    expect(calls).toHaveLength(1)
    expect(logger.find('runtime', 'cache-unwritable')[0]).toMatchObject({
      dir: join(dir, 'not-a-dir', 'harbourmaster-opencode'),
      install: join(run, 'harbourmaster-opencode', OPENCODE_VERSION),
    })
    expect(String(logger.find('runtime', 'cache-unwritable')[0]?.reason)).toContain('ENOTDIR')
  })

  it("names the install directory when the run's own cannot hold the install either, before npm runs", async () => {
    await writeFile(join(dir, 'not-a-dir'), '')
    const calls: string[][] = []
    const failure = await provisionOpencode({
      actionRoot,
      toolCache: join(dir, 'not-a-dir'),
      fallbackDir: join(dir, 'not-a-dir'),
      logger: new RecordingLogger(),
      exec: fakeNpm(calls),
    }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(OpenCodeError)
    expect((failure as OpenCodeError).message).toMatch(/Could not prepare the OpenCode install in .*not-a-dir\/harbourmaster-opencode \(ENOTDIR/)
    expect(calls).toEqual([])
  })

  it('replaces a cache entry marked complete whose binary is missing or of another version', async () => {
    const prefix = cacheDir({ toolCache, fallbackDir: dir })
    await writeBinary(prefix, '1.0.0')
    await writeFile(join(prefix, '.complete'), `${OPENCODE_VERSION}\n`)
    const calls: string[][] = []
    const replaced = await provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger: new RecordingLogger(), exec: fakeNpm(calls) })
    expect(replaced).toMatchObject({ source: 'npm', version: OPENCODE_VERSION })
    await rm((await findPlatformBinary(prefix)) as string)
    const again = await provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger: new RecordingLogger(), exec: fakeNpm(calls) })
    expect(again).toMatchObject({ source: 'npm', version: OPENCODE_VERSION })
    expect(calls).toHaveLength(2)
    expect(await readdir(join(toolCache, 'harbourmaster-opencode'))).toEqual([OPENCODE_VERSION])
  })

  it('two jobs provisioning into one tool cache at once both get a working OpenCode', async () => {
    // Like npm ci, each install writes its tree over a while and fails when that tree vanishes under it.
    let releaseFirst: () => void = () => undefined
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
    let firstStarted: () => void = () => undefined
    const firstInstalling = new Promise<void>((resolve) => (firstStarted = resolve))
    const slowNpm =
      (hold: Promise<void> | undefined, started?: () => void): Exec =>
      async (file, args, options) => {
        if (file !== 'npm') return fakeNpm([])(file, args, options)
        const tree = join(options.cwd as string, 'node_modules')
        const own = join(tree, `.staging-${Math.random().toString(16).slice(2)}`)
        await mkdir(tree, { recursive: true })
        await writeFile(own, '{}')
        started?.()
        await hold
        await readFile(own)
        await writeBinary(options.cwd as string)
        return { stdout: '' }
      }
    const provision = (exec: Exec) => provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger: new RecordingLogger(), exec })
    const first = provision(slowNpm(firstHeld, firstStarted))
    first.catch(() => undefined)
    await firstInstalling
    const second = await provision(slowNpm(undefined))
    releaseFirst()
    const firstResult = await first
    expect([firstResult.version, second.version]).toEqual([OPENCODE_VERSION, OPENCODE_VERSION])
    // Both binaries are still there to run, and the cache holds one complete entry for the next job.
    for (const bin of [firstResult.bin, second.bin]) await expect(access(bin)).resolves.toBeUndefined()
    expect((await provision(fakeNpm([]))).source).toBe('cache')
    expect(await readdir(join(toolCache, 'harbourmaster-opencode'))).toEqual([OPENCODE_VERSION])
  })

  it('trusts a platform package that declares the pinned version without executing the binary', async () => {
    await mkdir(join(actionRoot, 'node_modules', 'opencode-ai'), { recursive: true })
    await writeFile(join(actionRoot, 'node_modules', 'opencode-ai', 'package.json'), JSON.stringify({ version: OPENCODE_VERSION }))
    // Executing this binary would fail the check: it must not be run.
    await writeBinary(actionRoot, OPENCODE_VERSION, OPENCODE_VERSION, 'exit 3')
    const result = await provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger: new RecordingLogger(), exec: fakeNpm([]) })
    expect(result).toMatchObject({ source: 'dev', version: OPENCODE_VERSION })
  })

  it('asks a binary without a platform manifest for its version and refuses another one', async () => {
    await mkdir(join(actionRoot, 'node_modules', 'opencode-ai'), { recursive: true })
    await writeFile(join(actionRoot, 'node_modules', 'opencode-ai', 'package.json'), JSON.stringify({ version: OPENCODE_VERSION }))
    await writeBinary(actionRoot, '0.0.1-tampered', undefined)
    await expect(provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger: new RecordingLogger(), exec: fakeNpm([]) })).rejects.toThrow(
      /reports version '0\.0\.1-tampered', expected 1\.18\.33/,
    )
  })

  it('refuses a binary whose platform package has another version', async () => {
    await expect(provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger: new RecordingLogger(), exec: fakeNpm([], '1.0.0') })).rejects.toThrow(
      /does not match the SHA-256 pinned for opencode-\S+ 1\.18\.33/,
    )
  })

  it('refuses to install without the shipped lock file', async () => {
    await rm(join(actionRoot, 'runtime', 'package-lock.json'))
    await expect(provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger: new RecordingLogger(), exec: fakeNpm([]) })).rejects.toThrow(
      OpenCodeError,
    )
  })

  it('finds the real devDependency binary of this repository', async () => {
    const result = await provisionOpencode({ actionRoot: process.cwd(), toolCache, fallbackDir: dir, logger: new RecordingLogger() })
    expect(result).toMatchObject({ source: 'dev', version: OPENCODE_VERSION })
  })
})

describe('shipped runtime lock', () => {
  it('pins opencode-ai and the linux x64 binary with integrity hashes', async () => {
    const lock = JSON.parse(await readFile('runtime/package-lock.json', 'utf8')) as { packages: Record<string, { version?: string; integrity?: string }> }
    for (const name of ['node_modules/opencode-ai', 'node_modules/opencode-linux-x64']) {
      expect(lock.packages[name]?.version).toBe(OPENCODE_VERSION)
      expect(lock.packages[name]?.integrity).toMatch(/^sha512-/)
    }
  })
})
