import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runTestCommand, type TestCommandResult } from '../../src/evidence/sandbox/test-command.js'
import { provisionOpencode } from '../../src/runtime/provision.js'
import { OPENCODE_VERSION } from '../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { tempDir, preparedChanges } from '../support/kit/index.js'

/**
 * The test command is pull-request code. Its user cannot read the runner's files, but it could
 * write wherever other users may: /tmp, /var/tmp, /dev/shm, and a tool cache or runner home open to
 * other users (GitHub's hosted images make the tool cache 777; the actions/runner container image
 * makes /home/runner 777). The runner itself then provisions OpenCode from
 * RUNNER_TOOL_CACHE/harbourmaster-opencode/<version>, and later steps of the job run tools from
 * there, as the runner, with the token. In the command's mount namespace every file system the
 * runner has is read-only except the sandbox's own directory, and /tmp, /var/tmp and /dev/shm
 * are empty ones of its own that end with it.
 */
const isRoot = process.getuid?.() === 0
const exec = promisify(execFile)

/** Ids of the System V shared memory segments owned by `uid`. */
async function segmentsOf(uid: string): Promise<string[]> {
  const rows = (await readFile('/proc/sysvipc/shm', 'utf8')).split('\n').slice(1)
  return rows.map((row) => row.trim().split(/\s+/)).flatMap((f) => (f[7] === uid && f[1] !== undefined ? [f[1]] : []))
}

describe.runIf(isRoot)('what the test command can write (as root)', () => {
  let base: string
  let toolCache: string
  let outside: string
  let result: TestCommandResult
  let logger: RecordingLogger
  const tag = `hm-left-${process.pid}`
  const shared = ['/tmp', '/var/tmp', '/dev/shm'].filter((d) => existsSync(d)).map((d) => join(d, tag))

  beforeAll(async () => {
    base = await tempDir('hm-open-tools-')
    // Outside /tmp, which the command sees as an empty one of its own: a directory on the runner's own disk, as /opt/hostedtoolcache is.
    // Not under the checkout: a clone in /tmp (as CI may make) would put it out of the command's sight, not merely out of its reach.
    outside = await mkdtemp(join('/var/lib', 'hm-open-tools-'))
    await chmod(outside, 0o755)
    toolCache = join(outside, 'toolcache')
    const workspace = join(base, 'work', 'shop')
    await mkdir(join(workspace, 'src'), { recursive: true })
    await mkdir(join(workspace, 'test'))
    await mkdir(toolCache)
    await writeFile(join(workspace, 'src', 'math.js'), 'exports.add = (a, b) => a + b\n')
    const entry = join(toolCache, 'harbourmaster-opencode', OPENCODE_VERSION)
    const pkg = join(entry, 'node_modules', `opencode-linux-${process.arch}`)
    await writeFile(
      join(workspace, 'test', 'math.test.js'),
      [
        "const fs = require('node:fs')",
        "const os = require('node:os')",
        "const path = require('node:path')",
        "const { test } = require('node:test')",
        'const attempt = (fn) => { try { fn(); return "WROTE" } catch (error) { return error.code } }',
        "test('plants an OpenCode install in the tool cache', () => {",
        `  const got = attempt(() => { fs.mkdirSync(${JSON.stringify(join(toolCache, 'harbourmaster-opencode'))}); fs.mkdirSync(${JSON.stringify(join(pkg, 'bin'))}, { recursive: true }); fs.writeFileSync(${JSON.stringify(join(pkg, 'bin', 'opencode'))}, '#!/bin/sh\\necho planted\\n', { mode: 0o755 }); fs.writeFileSync(${JSON.stringify(join(pkg, 'package.json'))}, JSON.stringify({ version: ${JSON.stringify(OPENCODE_VERSION)} })); fs.writeFileSync(${JSON.stringify(join(entry, '.complete'))}, '') })`,
        "  throw new Error(got === 'WROTE' ? 'planted' : 'refused ' + got)",
        '})',
        "test('writes the temporary directories', () => {",
        `  const got = ${JSON.stringify(shared)}.map((p) => attempt(() => fs.writeFileSync(p, 'x')))`,
        '  fs.writeFileSync(path.join(os.tmpdir(), "own"), "x")',
        "  if (got.some((g) => g !== 'WROTE')) throw new Error('could not write ' + got.join(','))",
        '})',
        "test('makes a shared memory segment', () => {",
        "  require('node:child_process').execFileSync('ipcmk', ['-M', '4096'])",
        '})',
      ].join('\n'),
    )
    for (const dir of [base, join(base, 'work'), workspace, join(workspace, 'src'), join(workspace, 'test')]) await chmod(dir, 0o755)
    await chmod(toolCache, 0o777)
    logger = new RecordingLogger()
    result = await runTestCommand({
      settings: { testCommand: [process.execPath, '--test', '--test-reporter=junit', '{files}'], testCommandBase: false, testTimeoutSeconds: 60 },
      env: { workspace },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger,
    })
  }, 120_000)
  afterAll(async () => {
    if (base) await rm(base, { recursive: true, force: true })
    if (outside) await rm(outside, { recursive: true, force: true })
    for (const p of shared) await rm(p, { force: true })
    // A failing run leaves the segment on the machine: remove it.
    for (const id of await segmentsOf(sandboxUid())) await exec('ipcrm', ['-m', id]).catch(() => undefined)
  })
  const sandboxUid = (): string => String(logger?.find('tests', 'sandbox').find((e) => e.target === 'setup')?.uid)

  it('cannot plant an OpenCode install in a tool cache other users may write, which the runner would then start', async () => {
    expect(result.unusable).toBeUndefined()
    // The runner's own provisioning, after the command: with no install of its own in the cache it must not find one.
    const got = await provisionOpencode({ actionRoot: base, toolCache, fallbackDir: base, logger: new RecordingLogger(), allowDev: false }).then(
      (p) => p.bin,
      (error: Error) => error.message,
    )
    expect(got).not.toContain(toolCache)
    expect(got).toMatch(/OpenCode binary pins|runtime lock file/)
    const planted = result.cases.find((c) => c.name.startsWith('plants'))
    // Read-only, not merely out of sight: the directory is there, the file system refuses the write.
    expect(planted?.failure ?? '').toContain('refused EROFS')
  })

  it('may write /tmp, /var/tmp, /dev/shm and its TMPDIR, but nothing it wrote there is left on the runner', () => {
    const wrote = result.cases.find((c) => c.name.startsWith('writes'))
    expect(wrote?.status, wrote?.failure).toBe('passed')
    for (const p of shared) expect(existsSync(p), p).toBe(false)
  })

  it('leaves no System V IPC object on the runner (an IPC namespace of its own)', async () => {
    const made = result.cases.find((c) => c.name.startsWith('makes'))
    expect(made?.status, made?.failure).toBe('passed')
    expect(Number(sandboxUid())).toBeGreaterThan(0)
    expect(await segmentsOf(sandboxUid())).toEqual([])
  })
})
