import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OpenCodeError } from '../../src/core/errors.js'
import { OPENCODE_VERSION } from '../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { provisionOpencode } from '../../src/runtime/provision.js'
import { cacheDir, platformPackages } from '../../src/runtime/cache-entry.js'
import { tempDir } from '../support/kit/index.js'

/**
 * The shipped lock records integrity only for the platform packages npm
 * fetched where the lock was made (linux x64); for the others (arm64, musl,
 * macOS, Windows) it holds a version and nothing to check a tarball against,
 * so `npm ci` installs whatever the registry it is pointed at serves. Here the
 * real npm installs from a registry on 127.0.0.1 into the real provisioning,
 * with a lock shaped the same way for this machine's platform package, made
 * in the test from tarballs made in the test.
 */
const PKG = platformPackages()[0] as string
const OFFICIAL = `#!/bin/sh\necho ${OPENCODE_VERSION}\n`
const SUBSTITUTED = `#!/bin/sh\necho substituted\necho ${OPENCODE_VERSION}\n`
const sha512 = (data: Buffer): string => `sha512-${createHash('sha512').update(data).digest('base64')}`

let dir: string
let actionRoot: string
let server: Server
const saved = { ...process.env }

async function tarball(name: string, manifest: Record<string, unknown>, binary?: string): Promise<Buffer> {
  const root = join(dir, 'packages', name)
  await mkdir(join(root, 'package', 'bin'), { recursive: true })
  await writeFile(join(root, 'package', 'package.json'), JSON.stringify({ name, version: OPENCODE_VERSION, ...manifest }))
  if (binary !== undefined) {
    await writeFile(join(root, 'package', 'bin', 'opencode'), binary)
    await chmod(join(root, 'package', 'bin', 'opencode'), 0o755)
  }
  execFileSync('tar', ['-czf', join(root, 'package.tgz'), '-C', root, 'package'])
  return readFile(join(root, 'package.tgz'))
}

/** A registry serving opencode-ai and this platform's package, whose binary is `binary`. */
async function startRegistry(binary: string): Promise<{ url: string; mainIntegrity: string }> {
  const platform = { os: [process.platform], cpu: [process.arch] }
  const main = { optionalDependencies: { [PKG]: OPENCODE_VERSION } }
  const tarballs = new Map([
    ['opencode-ai', { manifest: main, data: await tarball('opencode-ai', main) }],
    [PKG, { manifest: platform, data: await tarball(PKG, platform, binary) }],
  ])
  server = createServer((req, res) => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const name = decodeURIComponent((req.url ?? '').slice(1))
    const tgz = /^(.+)\/-\/.+\.tgz$/.exec(name)
    const entry = tarballs.get(tgz ? (tgz[1] ?? '') : name)
    if (!entry) return void res.writeHead(404).end('{}')
    if (tgz) return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(entry.data)
    const pkgName = name
    const version = {
      name: pkgName,
      version: OPENCODE_VERSION,
      ...entry.manifest,
      dist: { tarball: `${url}/${pkgName}/-/${pkgName}-${OPENCODE_VERSION}.tgz`, integrity: sha512(entry.data) },
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ name: pkgName, 'dist-tags': { latest: OPENCODE_VERSION }, versions: { [OPENCODE_VERSION]: version } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, mainIntegrity: sha512(tarballs.get('opencode-ai')?.data as Buffer) }
}

async function writeAction(mainIntegrity: string): Promise<void> {
  const runtime = join(actionRoot, 'runtime')
  await mkdir(runtime, { recursive: true })
  const root = { name: 'harbourmaster-opencode-runtime', version: OPENCODE_VERSION, dependencies: { 'opencode-ai': OPENCODE_VERSION } }
  await writeFile(join(runtime, 'package.json'), JSON.stringify({ ...root, private: true }))
  // As in runtime/package-lock.json for every platform but linux x64: a version, no integrity, no resolved.
  const lock = {
    name: root.name,
    version: OPENCODE_VERSION,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': root,
      'node_modules/opencode-ai': { version: OPENCODE_VERSION, integrity: mainIntegrity, optionalDependencies: { [PKG]: OPENCODE_VERSION } },
      [`node_modules/${PKG}`]: { version: OPENCODE_VERSION, optional: true, os: [process.platform], cpu: [process.arch] },
    },
  }
  await writeFile(join(runtime, 'package-lock.json'), JSON.stringify(lock, null, 2))
  const pin = { file: 'bin/opencode', sha256: createHash('sha256').update(OFFICIAL).digest('hex'), size: OFFICIAL.length }
  await writeFile(join(runtime, 'opencode-binaries.json'), JSON.stringify({ 'opencode-ai': OPENCODE_VERSION, binaries: { [PKG]: pin } }))
}

beforeEach(async () => {
  dir = await tempDir('hm-prov-unchecked-')
  actionRoot = join(dir, 'action')
  Object.assign(process.env, {
    npm_config_cache: join(dir, 'npm-cache'),
    npm_config_update_notifier: 'false',
    npm_config_fetch_retries: '0',
  })
})
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
  Object.assign(process.env, saved)
  await rm(dir, { recursive: true, force: true })
})

const provision = () => provisionOpencode({ actionRoot, toolCache: join(dir, 'tool-cache'), fallbackDir: dir, logger: new RecordingLogger(), allowDev: false })

describe('npm ci of a platform package the lock has no integrity for', () => {
  it('installs what the registry serves; provisioning runs it only when it is the pinned binary', async () => {
    const official = await startRegistry(OFFICIAL)
    await writeAction(official.mainIntegrity)
    process.env.npm_config_registry = official.url
    const result = await provision()
    expect(result).toMatchObject({ source: 'npm', version: OPENCODE_VERSION })
    expect(await readFile(result.bin, 'utf8')).toBe(OFFICIAL)
  })

  it('refuses the binary another registry substituted, and caches nothing', async () => {
    const substituted = await startRegistry(SUBSTITUTED)
    await writeAction(substituted.mainIntegrity)
    process.env.npm_config_registry = substituted.url
    const failure = await provision().catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(OpenCodeError)
    expect((failure as OpenCodeError).message).toContain(`does not match the SHA-256 pinned for ${PKG} ${OPENCODE_VERSION}`)
    await expect(readFile(join(cacheDir({ toolCache: join(dir, 'tool-cache'), fallbackDir: dir }), '.complete'))).rejects.toThrow()
  })
})
