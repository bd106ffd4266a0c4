// The build cache: every build is kept under a key of what it is made from,
// so the tests' bundled action (test/support/action/bundled.ts, through
// `build.mjs --reuse`) copies what check-dist or an earlier test run built
// from the same sources instead of spending 80-180 s of ncc on every
// `npm test`. Builds are deterministic (check-dist relies on it), so a copy
// is the build. `npm run build` and check-dist only ever add to the cache.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const BUILD_CACHE = join(ROOT, 'node_modules', '.cache', 'harbourmaster-dist')
const KEEP = 4
const SOURCE_DIRS = ['src', 'plugins']

function filesUnder(dir) {
  if (!existsSync(dir)) return []
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...filesUnder(path))
    else if (entry.isFile()) out.push(path)
  }
  return out
}

/**
 * What a build is made of: the build script, the lock file (dependency
 * versions, ncc's among them) and every file under src/ and plugins/, by
 * path and bytes.
 */
export function buildKey(sourceRoot = ROOT) {
  const hash = createHash('sha256')
  const add = (label, file) => hash.update(`${label}\0`).update(readFileSync(file)).update('\0')
  add('scripts/build.mjs', join(ROOT, 'scripts', 'build.mjs'))
  add('package-lock.json', join(ROOT, 'package-lock.json'))
  for (const dir of SOURCE_DIRS) for (const file of filesUnder(join(sourceRoot, dir))) add(relative(sourceRoot, file), file)
  return hash.digest('hex').slice(0, 32)
}

/** Files a finished build (outDir) under its key; the cache only saves time, so nothing here fails a build. */
export function keepBuild(key, outDir, cacheDir = BUILD_CACHE) {
  const target = join(cacheDir, key)
  if (existsSync(target)) return
  try {
    mkdirSync(cacheDir, { recursive: true })
    const incoming = mkdtempSync(join(cacheDir, '.incoming-'))
    cpSync(outDir, incoming, { recursive: true })
    // A concurrent build of the same sources may have won the rename; either copy is the same.
    renameSync(incoming, target)
  } catch {
    // Not kept.
  }
  try {
    const entries = readdirSync(cacheDir)
      .map((name) => ({ name, at: statSync(join(cacheDir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at)
    for (const old of entries.slice(KEEP)) rmSync(join(cacheDir, old.name), { recursive: true, force: true })
  } catch {
    // Pruning is best effort too.
  }
}

/** Copies the build kept under `key` into outDir (replacing what it held); false when there is none. */
export function reuseBuild(key, outDir, cacheDir = BUILD_CACHE) {
  const kept = join(cacheDir, key)
  if (!existsSync(join(kept, 'index.js'))) return false
  rmSync(outDir, { recursive: true, force: true })
  cpSync(kept, outDir, { recursive: true })
  return true
}
