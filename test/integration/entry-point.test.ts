import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readActionInput } from '../../src/main.js'

let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

describe('readActionInput', () => {
  it('reads INPUT_<NAME> the way the Actions runner sets it, trimmed', () => {
    const env = { 'INPUT_GITHUB-TOKEN': '  ghs_x \n', INPUT_MAX_FILES: '7', INPUT_MODE: 'silent' }
    expect(readActionInput('github-token', env)).toBe('ghs_x')
    expect(readActionInput('max files', env)).toBe('7')
    expect(readActionInput('Mode', env)).toBe('silent')
    expect(readActionInput('model', env)).toBe('')
  })
})

describe('the entry point (src/index.ts, as the bundle runs it)', () => {
  it('reports a configuration failure in the outputs, the log and the exit code although @actions/core loads after the run starts', async () => {
    dir = await mkdtemp(join(tmpdir(), 'hm-entry-'))
    const output = join(dir, 'github-output')
    await writeFile(output, '')
    const result = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/index.ts'],
        { env: { PATH: process.env.PATH ?? '', GITHUB_OUTPUT: output, 'INPUT_GITHUB-TOKEN': '', INPUT_MODE: 'shout' }, timeout: 60_000 },
        (error, stdout) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout: String(stdout) }),
      )
    })
    expect(result.stdout).toMatch(/^hm stage=run event=summary outcome=failure class=configuration/m)
    expect(result.stdout).toMatch(/::error::\[configuration\]/)
    expect(result.code).toBe(1)
    const written = await readFile(output, 'utf8')
    expect(written).toMatch(/outcome<<.+\nfailure\n/)
    expect(written).toMatch(/failure-class<<.+\nconfiguration\n/)
  })
})
