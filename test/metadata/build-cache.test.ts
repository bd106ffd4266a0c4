import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDirSync } from '../support/kit/index.js'

/**
 * The build cache the tests' bundled action uses (scripts/build-cache.mjs,
 * through build.mjs --reuse): a build is filed under a key of everything it
 * is made from, so a copy is reused only for exactly the same sources, and
 * any edit means a fresh build.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

interface BuildCache {
  buildKey(sourceRoot?: string): string
  keepBuild(key: string, outDir: string, cacheDir?: string): void
  reuseBuild(key: string, outDir: string, cacheDir?: string): boolean
}
// A plain ESM script without type declarations: loaded by URL and typed here.
const script = async (): Promise<BuildCache> => (await import(pathToFileURL(join(ROOT, 'scripts', 'build-cache.mjs')).href)) as BuildCache

let work: string
let sources: string
const write = (path: string, text: string): void => {
  mkdirSync(join(sources, path, '..'), { recursive: true })
  writeFileSync(join(sources, path), text)
}

beforeAll(() => {
  work = tempDirSync('hm-build-cache-')
  sources = join(work, 'sources')
  write('src/index.ts', 'export const a = 1\n')
  write('src/core/text.ts', 'export const b = 2\n')
  write('plugins/path-guard.ts', 'export const c = 3\n')
})
afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

describe('the build key', () => {
  it('is the same for the same sources and changes with any byte or file under src/ or plugins/', async () => {
    const { buildKey } = await script()
    const first = buildKey(sources)
    expect(buildKey(sources)).toBe(first)
    write('src/core/text.ts', 'export const b = 3\n')
    const edited = buildKey(sources)
    expect(edited).not.toBe(first)
    write('plugins/record-review.ts', 'export const d = 4\n')
    expect(buildKey(sources)).not.toBe(edited)
    // A file moved to another path with the same bytes is another build.
    const before = buildKey(sources)
    rmSync(join(sources, 'plugins/record-review.ts'))
    write('plugins/publish-review.ts', 'export const d = 4\n')
    expect(buildKey(sources)).not.toBe(before)
  })
})

describe('keeping and reusing a build', () => {
  it('copies the build kept under the key, replacing what the output held, and reuses nothing under another key', async () => {
    const { buildKey, keepBuild, reuseBuild } = await script()
    const cacheDir = join(work, 'cache')
    const built = join(work, 'built')
    mkdirSync(join(built, 'plugins'), { recursive: true })
    writeFileSync(join(built, 'index.js'), '// the kept runner\n')
    writeFileSync(join(built, 'plugins', 'path-guard.js'), '// the kept plugin\n')
    const key = buildKey(sources)
    keepBuild(key, built, cacheDir)
    const outDir = join(work, 'out')
    mkdirSync(outDir, { recursive: true })
    writeFileSync(join(outDir, 'stale.js'), 'left from before')
    expect(reuseBuild(key, outDir, cacheDir)).toBe(true)
    expect(readFileSync(join(outDir, 'index.js'), 'utf8')).toBe('// the kept runner\n')
    expect(readFileSync(join(outDir, 'plugins', 'path-guard.js'), 'utf8')).toBe('// the kept plugin\n')
    expect(() => readFileSync(join(outDir, 'stale.js'))).toThrow()
    // Edited sources have another key: nothing is reused for them.
    write('src/index.ts', 'export const a = 2\n')
    const other = join(work, 'other')
    expect(reuseBuild(buildKey(sources), other, cacheDir)).toBe(false)
    expect(() => readFileSync(join(other, 'index.js'))).toThrow()
  })
})
