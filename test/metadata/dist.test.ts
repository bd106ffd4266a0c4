import { spawnSync } from 'node:child_process'
import { appendFileSync, cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDirSync } from '../support/kit/index.js'

/**
 * A fast smoke test of the committed bundles: they load, export what OpenCode
 * accepts, and the runner fails cleanly outside Actions. Whether dist/ is
 * exactly what the sources build to is `npm run check-dist`'s job (a full
 * rebuild, run by .ci/run and the CI workflow before the tests), so npm test
 * does not rebuild: it checks check-dist's comparison on small trees instead.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DIST = join(ROOT, 'dist')

type Problem = { path: string; reason: string }
interface CheckDist {
  compareTrees(expectedDir: string, actualDir: string): Problem[]
  staleReport(problems: Problem[], label: string): string
}
// Plain ESM scripts without type declarations: loaded by URL and typed here.
const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(join(ROOT, path)).href)) as T

/** Bundles in dist/plugins/ (whether every source has one is check-dist's question). */
const bundledPlugins = (): string[] =>
  readdirSync(join(DIST, 'plugins'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.replace(/\.js$/, ''))
    .sort()
// A process the runner starts instead of OpenCode (src/replay/replay-phase.ts): it runs when loaded, and exports nothing.
const NOT_OPENCODE_PLUGINS = new Set(['replay-publish'])

let work: string
beforeAll(() => {
  work = tempDirSync('hm-dist-test-')
})
afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

describe('the committed dist/', () => {
  it('holds the runner and the OpenCode plugins, each with its licenses', () => {
    expect(existsSync(join(DIST, 'index.js'))).toBe(true)
    expect(existsSync(join(DIST, 'licenses.txt'))).toBe(true)
    expect(bundledPlugins()).toEqual(expect.arrayContaining(['path-guard', 'publish-review', 'record-review', 'spawn-reviewers']))
    for (const name of bundledPlugins()) expect(existsSync(join(DIST, 'plugins', `${name}.licenses.txt`)), name).toBe(true)
  })

  it('gives OpenCode plugin bundles that export only plugins', async () => {
    // OpenCode 1.18 accepts a plugin function or a module object { id?, server }.
    const isPlugin = (value: unknown): boolean =>
      typeof value === 'function' || (typeof value === 'object' && value !== null && typeof (value as { server?: unknown }).server === 'function')
    for (const name of bundledPlugins().filter((n) => !NOT_OPENCODE_PLUGINS.has(n))) {
      const mod: Record<string, unknown> = await import(pathToFileURL(join(DIST, 'plugins', `${name}.js`)).href)
      const exports = Object.entries(mod)
      expect(exports.length, name).toBeGreaterThan(0)
      for (const [key, value] of exports) expect(isPlugin(value), `${name}.${key}`).toBe(true)
    }
  })

  it('has a runner that starts on Node and fails cleanly as a configuration error outside GitHub Actions', () => {
    const outputFile = join(work, 'github-output')
    writeFileSync(outputFile, '')
    // Only PATH and an output file: no GITHUB_* context, no inputs.
    const result = spawnSync(process.execPath, [join(DIST, 'index.js')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', GITHUB_OUTPUT: outputFile },
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(/^::error::\[configuration\] /m)
    // A clean failure: a message for the user, not a crash with a stack.
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
  })
})

describe('npm run check-dist', () => {
  it('finds nothing to report when two trees are byte for byte the same', async () => {
    const { compareTrees } = await load<CheckDist>('scripts/compare-trees.mjs')
    const copy = join(work, 'same')
    cpSync(join(DIST, 'plugins'), copy, { recursive: true })
    expect(compareTrees(join(DIST, 'plugins'), copy)).toEqual([])
  })

  it('names every file that differs, is missing or is extra, and tells how to fix it', async () => {
    const { compareTrees, staleReport } = await load<CheckDist>('scripts/compare-trees.mjs')
    const fresh = join(work, 'fresh')
    const stale = join(work, 'stale')
    cpSync(join(DIST, 'plugins'), fresh, { recursive: true })
    cpSync(fresh, stale, { recursive: true })
    appendFileSync(join(stale, 'publish-review.js'), '\n// edited by hand\n')
    rmSync(join(stale, 'path-guard.licenses.txt'))
    writeFileSync(join(stale, 'leftover.js'), 'export {}\n')

    const problems = compareTrees(fresh, stale)
    expect(problems).toEqual([
      { path: 'leftover.js', reason: 'extra (the build no longer produces it)' },
      { path: 'path-guard.licenses.txt', reason: 'missing (the build produces it)' },
      { path: 'publish-review.js', reason: 'differs' },
    ])
    const report = staleReport(problems, 'dist/plugins')
    expect(report).toContain('dist/ is stale: run npm run build and commit dist/')
    expect(report).toMatch(/publish-review\.js: differs/)
    expect(report).toMatch(/path-guard\.licenses\.txt: missing/)
    expect(report).toMatch(/leftover\.js: extra/)
  })
})
