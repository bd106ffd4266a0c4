import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import config from '../../vitest.config.js'
import { tempDir } from '../support/kit/index.js'

/**
 * The check that a test file leaves nothing in its temp directory
 * (test/support/temp-guard/) must be able to fail: a nested vitest run with
 * the suite's own setup runs a file that keeps a directory and one that takes
 * its directories from the kit's tempDir. Only the first fails, by name, and
 * neither leaves anything behind.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const GUARD = join(ROOT, 'test', 'support', 'temp-guard')
const KIT = join(ROOT, 'test', 'support', 'kit', 'index.ts')

let probe: string
let temp: string

async function nestedRun(file: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', file, '--root', probe, '--reporter=default'],
      { cwd: probe, env: { ...process.env, TMPDIR: temp, NO_COLOR: '1' }, maxBuffer: 10_000_000 },
      (error, stdout, stderr) => resolve({ code: typeof error?.code === 'number' ? error.code : 0, output: `${stdout}${stderr}` }),
    )
  })
}

beforeAll(async () => {
  probe = await tempDir('hm-guard-probe-')
  temp = join(probe, 'system-temp')
  await mkdir(temp)
  await symlink(join(ROOT, 'node_modules'), join(probe, 'node_modules'))
  await writeFile(
    join(probe, 'vitest.config.mjs'),
    `export default { test: { include: ['*.test.ts'], globalSetup: [${JSON.stringify(join(GUARD, 'global.ts'))}], setupFiles: [${JSON.stringify(join(GUARD, 'per-file.ts'))}] } }\n`,
  )
  await writeFile(
    join(probe, 'keeps.test.ts'),
    [
      "import { mkdtempSync } from 'node:fs'",
      "import { tmpdir } from 'node:os'",
      "import { join } from 'node:path'",
      "import { expect, it } from 'vitest'",
      "it('passes and keeps its directory', () => expect(mkdtempSync(join(tmpdir(), 'hm-kept-'))).toContain('hm-kept-'))",
      '',
    ].join('\n'),
  )
  await writeFile(
    join(probe, 'tidy.test.ts'),
    [
      "import { expect, it } from 'vitest'",
      `import { tempDir } from ${JSON.stringify(KIT)}`,
      "it('passes and leaves its directory to the kit', async () => expect(await tempDir('hm-tidy-')).toContain('hm-tidy-'))",
      '',
    ].join('\n'),
  )
}, 60_000)

describe('the temp-directory check of the test suite', () => {
  it('is the suite’s own setup', () => {
    expect(config.test?.globalSetup).toEqual(['test/support/temp-guard/global.ts'])
    expect(config.test?.setupFiles).toEqual(['test/support/temp-guard/per-file.ts'])
  })

  it('fails a file that passes but leaves a directory in its temp dir, naming the file and the directory, and removes it', async () => {
    const run = await nestedRun('keeps.test.ts')
    expect(run.code, run.output).toBe(1)
    expect(run.output).toMatch(/keeps\.test\.ts left in its temp directory \(use tempDir of test\/support\/kit, or remove them\): hm-kept-\w{6}\n/)
    expect(readdirSync(temp)).toEqual([])
  }, 60_000)

  it('passes a file whose directories come from the kit, and removes them', async () => {
    const run = await nestedRun('tidy.test.ts')
    expect(run.code, run.output).toBe(0)
    expect(readdirSync(temp)).toEqual([])
    expect(existsSync(temp)).toBe(true)
  }, 60_000)
})
