import { spawnSync } from 'node:child_process'
import { appendFileSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The committed bundles are what GitHub runs, so CI must notice when they no
 * longer match the sources. These tests build into temporary directories and
 * never touch dist/ itself (other work may be rebuilding it).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const node = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env, timeout: 110_000 })

let work: string
let built: string
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'hm-dist-test-'))
  // Laid out like the action (action.yml beside dist/): the runner finds its
  // root, agents and plugins from there.
  built = join(work, 'action', 'dist')
  mkdirSync(join(work, 'action'))
  copyFileSync(join(ROOT, 'action.yml'), join(work, 'action', 'action.yml'))
  const result = node(['scripts/build.mjs', '--out', built])
  expect(result.stderr).toBe('')
  expect(result.status).toBe(0)
})
afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

const pluginSources = (): string[] =>
  readdirSync(join(ROOT, 'plugins'), { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => e.name.replace(/\.ts$/, ''))
    .sort()

describe('npm run build', () => {
  it('bundles the runner and every plugin, with their licenses', () => {
    expect(existsSync(join(built, 'index.js'))).toBe(true)
    expect(existsSync(join(built, 'licenses.txt'))).toBe(true)
    const plugins = existsSync(join(built, 'plugins'))
      ? readdirSync(join(built, 'plugins')).filter((f) => f.endsWith('.js')).map((f) => f.replace(/\.js$/, '')).sort()
      : []
    expect(plugins).toEqual(pluginSources())
  })

  it('gives OpenCode plugin bundles that export only plugins', async () => {
    // OpenCode 1.18 accepts a plugin function or a module object { id?, server }.
    const isPlugin = (value: unknown): boolean =>
      typeof value === 'function' ||
      (typeof value === 'object' && value !== null && typeof (value as { server?: unknown }).server === 'function')
    for (const name of pluginSources()) {
      const mod: Record<string, unknown> = await import(pathToFileURL(join(built, 'plugins', `${name}.js`)).href)
      const exports = Object.entries(mod)
      expect(exports.length, name).toBeGreaterThan(0)
      for (const [key, value] of exports) expect(isPlugin(value), `${name}.${key}`).toBe(true)
    }
  })

  it('produces a runner that starts on Node and fails cleanly as a configuration error outside GitHub Actions', () => {
    const outputFile = join(work, 'github-output')
    writeFileSync(outputFile, '')
    // Only PATH and an output file: no GITHUB_* context, no inputs.
    const result = node([join(built, 'index.js')], { PATH: process.env.PATH ?? '', GITHUB_OUTPUT: outputFile })
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(/^::error::\[configuration\] /m)
    // A clean failure: a message for the user, not a crash with a stack.
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
  })
})

describe('npm run check-dist', () => {
  it('passes when the directory holds exactly what the sources build to', () => {
    const result = node(['scripts/check-dist.mjs', '--dist', built])
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it('fails on a stale copy and names every file that differs, is missing or is extra', () => {
    const stale = join(work, 'stale')
    cpSync(built, stale, { recursive: true })
    appendFileSync(join(stale, 'index.js'), '\n// edited by hand\n')
    rmSync(join(stale, 'licenses.txt'))
    writeFileSync(join(stale, 'leftover.js'), 'export {}\n')

    const result = node(['scripts/check-dist.mjs', '--dist', stale])
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('dist/ is stale: run npm run build and commit dist/')
    expect(result.stderr).toMatch(/index\.js: differs/)
    expect(result.stderr).toMatch(/licenses\.txt: missing/)
    expect(result.stderr).toMatch(/leftover\.js: extra/)
  })
})
