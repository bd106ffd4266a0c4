import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The build cache the tests' bundled action uses (scripts/build.mjs --reuse):
 * a build is filed under a key of everything it is made from, so a copy is
 * reused only for exactly the same sources, and any edit means a fresh build.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

interface BuildScript {
  buildKey(sourceRoot?: string): string
  buildOrReuse(options: { outDir: string; sourceRoot?: string; cacheDir?: string }): Promise<{ reused: boolean }>
}
// A plain ESM script without type declarations: loaded by URL and typed here.
const script = async (): Promise<BuildScript> => (await import(pathToFileURL(join(ROOT, 'scripts', 'build.mjs')).href)) as BuildScript

let work: string
let sources: string
const write = (path: string, text: string): void => {
  mkdirSync(join(sources, path, '..'), { recursive: true })
  writeFileSync(join(sources, path), text)
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'hm-build-cache-'))
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

describe('buildOrReuse', () => {
  it('copies the build filed under the sources key instead of building, replacing what the output held', async () => {
    const { buildKey, buildOrReuse } = await script()
    const cacheDir = join(work, 'cache')
    const kept = join(cacheDir, buildKey(sources))
    mkdirSync(join(kept, 'plugins'), { recursive: true })
    writeFileSync(join(kept, 'index.js'), '// the kept runner\n')
    writeFileSync(join(kept, 'plugins', 'path-guard.js'), '// the kept plugin\n')
    const outDir = join(work, 'out')
    mkdirSync(outDir, { recursive: true })
    writeFileSync(join(outDir, 'stale.js'), 'left from before')
    expect(await buildOrReuse({ outDir, sourceRoot: sources, cacheDir })).toEqual({ reused: true })
    expect(readFileSync(join(outDir, 'index.js'), 'utf8')).toBe('// the kept runner\n')
    expect(readFileSync(join(outDir, 'plugins', 'path-guard.js'), 'utf8')).toBe('// the kept plugin\n')
    expect(() => readFileSync(join(outDir, 'stale.js'))).toThrow()
  })
})
