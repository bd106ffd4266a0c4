import { createHash } from 'node:crypto'
import { chmod, copyFile, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { OPENCODE_VERSION } from '../../../src/core/opencode/trusted-config.js'

/** A stand-in OpenCode binary: a script that answers `--version` as the pinned release would. */
export const STAND_IN_OPENCODE = `#!/bin/sh\necho ${OPENCODE_VERSION}\n`

/**
 * Writes <actionRoot>/runtime/opencode-binaries.json pinning each named platform
 * package to `content`, the binary a test installs or plants for it: provisioning
 * runs no binary without a matching pin (src/runtime/binary-pins.ts).
 */
export async function pinOpencodeBinaries(actionRoot: string, packages: readonly string[], content: string = STAND_IN_OPENCODE): Promise<void> {
  const pin = { file: 'bin/opencode', sha256: createHash('sha256').update(content).digest('hex'), size: Buffer.byteLength(content) }
  await mkdir(join(actionRoot, 'runtime'), { recursive: true })
  await writeFile(
    join(actionRoot, 'runtime', 'opencode-binaries.json'),
    JSON.stringify({ 'opencode-ai': OPENCODE_VERSION, binaries: Object.fromEntries(packages.map((name) => [name, pin])) }),
  )
}

const SHIPPED = fileURLToPath(new URL('../../../runtime/', import.meta.url))

/**
 * Copies the action's shipped runtime files into <actionRoot>/runtime: its
 * package.json, its lock and, unless `pins` is false (the test writes its own
 * with pinOpencodeBinaries), the binary pins. An action checkout as a release
 * ships it: no node_modules, so OpenCode comes from the tool cache or npm.
 */
export async function copyShippedRuntime(actionRoot: string, options: { pins?: boolean } = {}): Promise<void> {
  await mkdir(join(actionRoot, 'runtime'), { recursive: true })
  const files = ['package.json', 'package-lock.json', ...(options.pins === false ? [] : ['opencode-binaries.json'])]
  for (const file of files) await copyFile(join(SHIPPED, file), join(actionRoot, 'runtime', file))
}

/**
 * Writes an OpenCode install at `at` as provisioning lays one out (a tool-cache
 * entry, or what a stand-in npm ci installs): the platform package's binary
 * (`content`, executable) and manifest, and unless `complete` is false the
 * `.complete` marker. Returns the binary's path.
 */
export async function writeOpencodeInstall(at: string, pkg: string, content: string, options: { complete?: boolean } = {}): Promise<string> {
  const binDir = join(at, 'node_modules', pkg, 'bin')
  await mkdir(binDir, { recursive: true })
  await writeFile(join(binDir, 'opencode'), content, { mode: 0o755 })
  await chmod(join(binDir, 'opencode'), 0o755)
  await writeFile(join(binDir, '..', 'package.json'), JSON.stringify({ name: pkg, version: OPENCODE_VERSION }))
  if (options.complete !== false) await writeFile(join(at, '.complete'), `${OPENCODE_VERSION}\n`)
  return join(binDir, 'opencode')
}
