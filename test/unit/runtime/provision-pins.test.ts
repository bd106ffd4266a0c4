import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigurationError, OpenCodeError } from '../../../src/core/errors.js'
import { OPENCODE_VERSION } from '../../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { provisionOpencode, type Exec } from '../../../src/runtime/provision.js'
import { cacheDir, platformPackages } from '../../../src/runtime/cache-entry.js'
import { copyShippedRuntime, pinOpencodeBinaries, tempDir, writeOpencodeInstall } from '../../support/kit/index.js'

/**
 * A tool-cache entry is written by whoever got there first: another job on a
 * shared self-hosted runner, or an actions/cache entry another workflow of the
 * same cache scope saved under the documented key. Marker and manifest are
 * easy to copy; the binary must be the one the action pinned, or it is never
 * executed (it would get the provider key and the GitHub token's file).
 * Here the "official" binary is a script whose SHA-256 the test's action root pins.
 */
const OFFICIAL = `#!/bin/sh\necho ${OPENCODE_VERSION}\n`
const IMPOSTOR = `#!/bin/sh\ntouch "$0.ran"\necho ${OPENCODE_VERSION}\n`
const PKG = platformPackages()[0] as string

let dir: string
let actionRoot: string
let toolCache: string
let prefix: string

const writeEntry = (at: string, content: string, marker = true): Promise<string> => writeOpencodeInstall(at, PKG, content, { complete: marker })

/** npm ci as a port: it "installs" `content` (the registry's answer) into the directory it runs in. */
function npmServing(content: string, calls: string[][] = []): Exec {
  return async (file, args, options) => {
    if (file !== 'npm') throw new Error(`provisioning executed ${file}`)
    calls.push(args)
    await writeEntry(options.cwd as string, content, false)
    return { stdout: '' }
  }
}

beforeEach(async () => {
  dir = await tempDir('hm-prov-pins-')
  actionRoot = join(dir, 'action')
  toolCache = join(dir, 'tool-cache')
  prefix = cacheDir({ toolCache, fallbackDir: dir })
  await copyShippedRuntime(actionRoot, { pins: false })
  await pinOpencodeBinaries(actionRoot, [PKG], OFFICIAL)
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const provision = (exec: Exec, logger = new RecordingLogger()) => provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger, exec })

describe('provisionOpencode checks the binary it executes against the pinned SHA-256', () => {
  it('never runs a cached entry with the right marker and manifest but another binary: npm ci replaces it', async () => {
    const planted = await writeEntry(prefix, IMPOSTOR)
    const calls: string[][] = []
    const logger = new RecordingLogger()
    const result = await provision(npmServing(OFFICIAL, calls), logger)
    expect(result.source).toBe('npm')
    expect(calls).toHaveLength(1)
    expect(await readFile(result.bin, 'utf8')).toBe(OFFICIAL)
    expect(logger.find('runtime', 'cache-rejected')).toEqual([expect.objectContaining({ reason: 'binary-mismatch', package: PKG })])
    // The planted binary was moved aside and removed, never executed.
    await expect(readFile(`${planted}.ran`)).rejects.toThrow()
    await expect(readFile(planted, 'utf8')).resolves.toBe(OFFICIAL)
  })

  it('uses a cached entry whose binary matches its pin, without executing anything', async () => {
    await writeEntry(prefix, OFFICIAL)
    const logger = new RecordingLogger()
    const result = await provision(async (file) => Promise.reject(new Error(`provisioning executed ${file}`)), logger)
    expect(result).toMatchObject({ source: 'cache', version: OPENCODE_VERSION })
    expect(logger.find('runtime', 'provisioned')[0]).toMatchObject({ source: 'cache', binary: 'sha256-match' })
  })

  it('fails with class opencode, leaving nothing in the cache, when npm ci installs a binary that does not match its pin', async () => {
    const error = await provision(npmServing(IMPOSTOR)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenCodeError)
    expect((error as OpenCodeError).message).toContain(`does not match the SHA-256 pinned for ${PKG} ${OPENCODE_VERSION}`)
    expect((error as OpenCodeError).message).toContain('npm_config_registry')
    await expect(readFile(join(prefix, '.complete'))).rejects.toThrow()
  })

  it('refuses a platform package the action has no pin for (its lock entry carries no integrity either)', async () => {
    await pinOpencodeBinaries(actionRoot, ['opencode-some-other-platform'], OFFICIAL)
    await writeEntry(prefix, OFFICIAL)
    const calls: string[][] = []
    const error = await provision(npmServing(OFFICIAL, calls)).catch((e: unknown) => e)
    // The workflow must pick another runner: configuration, naming runs-on.
    expect(error).toBeInstanceOf(ConfigurationError)
    expect((error as ConfigurationError).input).toBe('runs-on')
    expect((error as ConfigurationError).message).toContain(`no SHA-256 pin for ${PKG}`)
    // Said before a 177 MB install that could only end the same way.
    expect(calls).toEqual([])
  })

  it('refuses an installed platform package without a pin even when another of this platform has one', async () => {
    const [first, second] = platformPackages()
    await pinOpencodeBinaries(actionRoot, [second as string], OFFICIAL)
    const error = await provision(npmServing(OFFICIAL)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigurationError)
    expect((error as ConfigurationError).message).toContain(`no SHA-256 pin for ${first}`)
  })

  it('refuses to provision from the tool cache or npm when the action ships no pins', async () => {
    await rm(join(actionRoot, 'runtime', 'opencode-binaries.json'))
    await writeEntry(prefix, OFFICIAL)
    const error = await provision(npmServing(OFFICIAL)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenCodeError)
    expect((error as OpenCodeError).message).toContain('opencode-binaries.json')
  })
})
