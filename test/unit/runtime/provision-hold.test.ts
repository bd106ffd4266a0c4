import { execFile } from 'node:child_process'
import { chmod, chown, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OPENCODE_VERSION } from '../../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { provisionOpencode, type Exec } from '../../../src/runtime/provision.js'
import { cacheDir, platformPackages } from '../../../src/runtime/cache-entry.js'
import { copyShippedRuntime, pinOpencodeBinaries, tempDir, writeOpencodeInstall } from '../../support/kit/index.js'

/**
 * The binary is hashed once, then started seconds later (the editor at once,
 * the reviewer after the editor's warm-up) and again by each later spawn. A
 * tool cache is a directory others may write: another job on a shared
 * self-hosted runner, or any user when it is world-writable, as the hosted
 * image's /opt/hostedtoolcache is. Whoever can write the entry's directories
 * can rename another file over the checked path after the hash; whoever owns
 * the file can rewrite it in place. The path a run executes must keep the
 * content that was checked.
 */
const OFFICIAL = `#!/bin/sh\necho ${OPENCODE_VERSION}\n`
const IMPOSTOR = `#!/bin/sh\necho impostor\n`
const PKG = platformPackages()[0] as string
const run = promisify(execFile)

let dir: string
let actionRoot: string
let toolCache: string
let prefix: string

const writeEntry = (at: string, content: string, marker = true): Promise<string> => writeOpencodeInstall(at, PKG, content, { complete: marker })

/** What another writer of the tool cache can do to a checked path: put another file there by rename. */
async function renameOver(path: string, content: string): Promise<void> {
  await writeFile(`${path}.new`, content, { mode: 0o755 })
  await rename(`${path}.new`, path)
}

const noExec: Exec = async (file) => Promise.reject(new Error(`provisioning executed ${file}`))

beforeEach(async () => {
  dir = await tempDir('hm-prov-hold-')
  actionRoot = join(dir, 'action')
  toolCache = join(dir, 'tool-cache')
  prefix = cacheDir({ toolCache, fallbackDir: join(dir, 'run') })
  await mkdir(join(dir, 'run'), { mode: 0o700 })
  await copyShippedRuntime(actionRoot, { pins: false })
  await pinOpencodeBinaries(actionRoot, [PKG], OFFICIAL)
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const provision = (exec: Exec, logger = new RecordingLogger()) => provisionOpencode({ actionRoot, toolCache, fallbackDir: join(dir, 'run'), logger, exec })

describe('the binary a run executes is the one it checked', () => {
  it('a cached entry renamed over after the check: the run still starts the checked binary', async () => {
    const cached = await writeEntry(prefix, OFFICIAL)
    const logger = new RecordingLogger()
    const result = await provision(noExec, logger)
    await renameOver(cached, IMPOSTOR)
    expect((await run(result.bin, ['--version'])).stdout.trim()).toBe(OPENCODE_VERSION)
    expect(logger.find('runtime', 'provisioned')[0]).toMatchObject({ source: 'cache', binary: 'sha256-match', held: 'link' })
  })

  it('a fresh install renamed over after it was placed: the run still starts the checked binary', async () => {
    const npm: Exec = async (file, _args, options) => {
      if (file !== 'npm') throw new Error(`provisioning executed ${file}`)
      await writeEntry(options.cwd as string, OFFICIAL, false)
      return { stdout: '' }
    }
    const result = await provision(npm)
    expect(result.source).toBe('npm')
    await renameOver(join(prefix, 'node_modules', PKG, 'bin', 'opencode'), IMPOSTOR)
    expect((await run(result.bin, ['--version'])).stdout.trim()).toBe(OPENCODE_VERSION)
  })

  it('a cached binary others may write in place (mode 0777) is copied, so rewriting it changes nothing the run starts', async () => {
    const cached = await writeEntry(prefix, OFFICIAL)
    await chmod(cached, 0o777)
    const logger = new RecordingLogger()
    const result = await provision(noExec, logger)
    await writeFile(cached, IMPOSTOR)
    expect((await run(result.bin, ['--version'])).stdout.trim()).toBe(OPENCODE_VERSION)
    expect(logger.find('runtime', 'provisioned')[0]).toMatchObject({ held: 'copy' })
    expect((await stat(result.bin)).mode & 0o077).toBe(0)
  })

  it.skipIf(process.getuid?.() !== 0)('a cached binary another user owns is copied: its owner rewriting it changes nothing the run starts', async () => {
    const cached = await writeEntry(prefix, OFFICIAL)
    await chown(cached, 65534, 65534)
    const result = await provision(noExec)
    await writeFile(cached, IMPOSTOR)
    expect((await run(result.bin, ['--version'])).stdout.trim()).toBe(OPENCODE_VERSION)
    expect((await stat(result.bin)).uid).toBe(process.getuid?.())
  })

  it('holds the binary inside the run’s own directory, which the run removes', async () => {
    await writeEntry(prefix, OFFICIAL)
    const result = await provision(noExec)
    expect(result.bin.startsWith(join(dir, 'run') + '/')).toBe(true)
    await expect(readFile(result.bin, 'utf8')).resolves.toBe(OFFICIAL)
  })
})
