#!/usr/bin/env node
/**
 * Writes runtime/opencode-binaries.json: the SHA-256 of the OpenCode binary in
 * each platform package runtime/package-lock.json verifies, taken from the
 * official npm tarballs. Provisioning runs no binary whose hash is not pinned
 * there (src/runtime/binary-pins.ts). Re-run after every OpenCode version
 * bump, once the lock is regenerated:
 *
 *   node scripts/pin-opencode-binaries.mjs
 *
 * Each tarball is fetched with `npm pack` and its sha512 compared with the
 * lock's `integrity` before anything is extracted, so a pin never comes from a
 * tarball the lock would not accept. A platform package whose lock entry has
 * no integrity (npm records none for optional packages of other platforms
 * than the one the lock was made on) gets no pin: the action refuses to run
 * it. Regenerate the lock where those packages' integrity gets recorded to add
 * platforms. Needs the network (the npm registry) and `tar`.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { fileURLToPath, URL } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const lock = JSON.parse(readFileSync(join(ROOT, 'runtime/package-lock.json'), 'utf8'))
const main = lock.packages['node_modules/opencode-ai']
const version = main.version
const platformPackages = Object.keys(main.optionalDependencies ?? {}).sort()

const work = mkdtempSync(join(tmpdir(), 'hm-pin-'))
const binaries = {}
const unpinned = []
try {
  for (const name of platformPackages) {
    const entry = lock.packages[`node_modules/${name}`]
    if (!entry?.integrity) {
      unpinned.push(name)
      continue
    }
    const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', `${name}@${entry.version}`, '--json', '--pack-destination', work], { encoding: 'utf8' }))
    const tarball = readFileSync(join(work, filename))
    const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`
    if (integrity !== entry.integrity) throw new Error(`${filename}: sha512 ${integrity} is not the lock's ${entry.integrity}`)
    const out = join(work, name)
    execFileSync('mkdir', ['-p', out])
    execFileSync('tar', ['-xzf', join(work, filename), '-C', out])
    const file = name.includes('windows') ? 'bin/opencode.exe' : 'bin/opencode'
    const binary = readFileSync(join(out, 'package', file))
    binaries[name] = { file, sha256: createHash('sha256').update(binary).digest('hex'), size: binary.length, tarball: entry.integrity }
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}

const pins = {
  $comment:
    'Written by scripts/pin-opencode-binaries.mjs from the official npm tarballs, each checked against runtime/package-lock.json. Provisioning runs no OpenCode binary whose SHA-256 is not here.',
  'opencode-ai': version,
  binaries,
  unpinned,
}
writeFileSync(join(ROOT, 'runtime/opencode-binaries.json'), `${JSON.stringify(pins, null, 2)}\n`)
process.stdout.write(`pinned ${Object.keys(binaries).join(', ')}; no integrity in the lock, so no pin: ${unpinned.join(', ') || 'none'}\n`)
