import { execFile } from 'node:child_process'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { establishPrivilege, realPrivilegePorts } from '../../src/evidence/sandbox/privilege.js'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { MATH_SOURCE, preparedChanges, sandboxWorkspace } from '../support/kit/index.js'

/**
 * The test command (pull-request code) writes to its copy of the checkout, its HOME and its
 * TMPDIR. On the runner's disk and unbounded, a run could fill the disk the rest of the job needs
 * (the review, the job summary, later steps) until the sandbox was removed. They are bounded with
 * /tmp (one in-memory file system; here 16 MB); a run that reaches the bound is told so in a note
 * and in telemetry. Nothing here writes more than a few tens of MB.
 */
const isRoot = process.getuid?.() === 0
const MB = 1024 * 1024
const exec = promisify(execFile)

/** One test case per line of `lines`: the JUnit report a stand-in runner prints. */
const junit = (expr: string): string =>
  `process.stdout.write('<testsuite name="disk">' + ${expr}.map((l) => '<testcase name="' + String(l).replace(/[<&"]/g, '_') + '"/>').join('') + '</testsuite>')`

describe.runIf(isRoot)('what the test command writes to disk (as root)', () => {
  let dir: string
  let workspace: string
  beforeAll(async () => {
    ;({ dir, workspace } = await sandboxWorkspace('hm-disk-cap-', { ...MATH_SOURCE, 'src/lib/x.js': '1\n' }))
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const run = (argv: string[], extra: { logger?: RecordingLogger; sandboxParent?: string; privateTmpBytes?: number } = {}): ReturnType<typeof runTestCommand> =>
    runTestCommand({
      settings: { testCommand: argv, testCommandBase: false, testTimeoutSeconds: 60 },
      env: { workspace },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger: extra.logger ?? new RecordingLogger(),
      ...(extra.sandboxParent ? { sandboxParent: extra.sandboxParent } : {}),
      ...(extra.privateTmpBytes ? { privateTmpBytes: extra.privateTmpBytes } : {}),
    })

  it('an honest run writes its report, caches and coverage into its checkout by relative path, and prints the report from there', async () => {
    const writer = [
      "const fs = require('node:fs')",
      "fs.mkdirSync('node_modules/.cache/jest', { recursive: true }); fs.writeFileSync('node_modules/.cache/jest/map', 'x'.repeat(100000))",
      "fs.mkdirSync('coverage'); fs.writeFileSync('coverage/lcov.info', 'SF:src/math.js\\n')",
      // A directory of the checkout renamed (build tools swap output directories this way).
      "fs.renameSync('src/lib', 'src/lib-old')",
      "fs.mkdirSync(process.env.HOME + '/.cache'); fs.writeFileSync(process.env.HOME + '/.cache/x', 'x'); fs.writeFileSync(process.env.TMPDIR + '/x', 'x')",
      'fs.mkdirSync(\'reports\'); fs.writeFileSync(\'reports/junit.xml\', \'<testsuite name="math"><testcase name="adds" classname="src/math.test.js"/></testsuite>\')',
    ].join('\n')
    const result = await run(['/bin/sh', '-c', `"$0" -e "$1" && cat reports/junit.xml`, process.execPath, writer])
    expect(result.unusable).toBeUndefined()
    expect(result.cases.map((c) => [c.name, c.status])).toEqual([['adds', 'passed']])
    expect(result.notes).toEqual([])
  }, 60_000)

  it('its checkout, HOME and TMPDIR share the bound of /tmp: a write past it fails, and the review note and telemetry say so', async () => {
    const probe = [
      "const fs = require('node:fs')",
      'const out = []',
      "for (const d of ['.', process.env.HOME, process.env.TMPDIR]) { const s = fs.statfsSync(d); out.push(d === '.' ? 'copy' : d === process.env.HOME ? 'home' : 'tmpdir', s.blocks * s.bsize) }",
      "try { fs.writeFileSync('big', Buffer.alloc(32 * 1024 * 1024, 1)); out.push('wrote') } catch (error) { out.push(error.code) }",
      junit('out'),
    ].join('\n')
    const logger = new RecordingLogger()
    const result = await run([process.execPath, '-e', probe], { logger, privateTmpBytes: 16 * MB })
    expect(result.cases.map((c) => c.name)).toEqual(['copy', String(16 * MB), 'home', String(16 * MB), 'tmpdir', String(16 * MB), 'ENOSPC'])
    expect(result.notes.join('\n')).toMatch(
      /^The test command ran out of room \(its file system was full when it ended: 16 of 16 MB used\): its copy of the checkout, HOME, TMPDIR, \/tmp, \/var\/tmp and \/dev\/shm share 16 MB of memory/,
    )
    expect(logger.find('tests', 'sandbox').find((e) => e.target === 'head')?.out_of_room).toBe('true')
  }, 60_000)

  it('a team whose suite needs more room sets test-memory-mb; the note names that bound and the input', async () => {
    const probe = [
      "const fs = require('node:fs')",
      "const s = fs.statfsSync('.')",
      "try { fs.writeFileSync('big', Buffer.alloc(48 * 1024 * 1024, 1)) } catch {}",
      junit("['size', s.blocks * s.bsize]"),
    ].join('\n')
    const logger = new RecordingLogger()
    const result = await runTestCommand({
      settings: { testCommand: [process.execPath, '-e', probe], testCommandBase: false, testTimeoutSeconds: 60, testMemoryMb: 32 },
      env: { workspace },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger,
    })
    expect(result.cases.map((c) => c.name)).toEqual(['size', String(32 * MB)])
    expect(result.notes.join('\n')).toMatch(
      /^The test command ran out of room \(its file system was full when it ended: 32 of 32 MB used\): its copy of the checkout, HOME, TMPDIR, \/tmp, \/var\/tmp and \/dev\/shm share 32 MB of memory, as test-memory-mb sets, .*raise test-memory-mb/,
    )
  }, 60_000)

  it('a suite that swallows the error is told all the same: the runner reads the file system, not the output', async () => {
    const quiet = [
      "const fs = require('node:fs')",
      "try { for (let i = 0; i < 40; i++) fs.writeFileSync(process.env.HOME + '/cache' + i, Buffer.alloc(1024 * 1024, 1)) } catch {}",
      junit("['built']"),
    ].join('\n')
    const logger = new RecordingLogger()
    const result = await run([process.execPath, '-e', quiet], { logger, privateTmpBytes: 16 * MB })
    expect(result.cases.map((c) => [c.name, c.status])).toEqual([['built', 'passed']])
    expect(result.notes.join('\n')).toMatch(/^The test command ran out of room \(its file system was full when it ended: 16 of 16 MB used\)/)
    expect(logger.find('tests', 'sandbox').find((e) => e.target === 'head')?.out_of_room).toBe('true')
  }, 60_000)

  it('a suite that fills its room and frees it before it ends is told all the same, from samples of the file system', async () => {
    const fillAndFree = [
      "const fs = require('node:fs')",
      "const at = (i) => process.env.HOME + '/cache' + i",
      'let i = 0',
      'try { for (; i < 40; i++) fs.writeFileSync(at(i), Buffer.alloc(1024 * 1024, 1)) } catch {}',
      // Full for a while (a test suite's run of failing writes), then everything it wrote is gone.
      'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000)',
      'for (let j = 0; j <= i; j++) fs.rmSync(at(j), { force: true })',
      'process.stdout.write(\'<testsuite name="disk"><testcase name="cached"><failure message="cache write failed"/></testcase></testsuite>\')',
    ].join('\n')
    const logger = new RecordingLogger()
    const result = await run([process.execPath, '-e', fillAndFree], { logger, privateTmpBytes: 16 * MB })
    expect(result.cases.map((c) => [c.name, c.status])).toEqual([['cached', 'failed']])
    expect(result.notes.join('\n')).toMatch(
      /^The test command ran out of room \(its file system was full while it ran: 16 of 16 MB used, seen by sampling it every 0\.1 s while it ran; freed again before it ended\)/,
    )
    const event = logger.find('tests', 'sandbox').find((e) => e.target === 'head')
    expect([event?.out_of_room, event?.full_while_running]).toEqual(['true', 'true'])
  }, 60_000)

  it('printing ENOSPC or EFBIG, or writing figures where the runner reads them, makes no note', async () => {
    const forger = [
      "const fs = require('node:fs')",
      'const tried = []',
      // The shell's channel for the figures: its descriptor 3, its stdin, the file by name beside the copy.
      "for (const [what, write] of [['fd3', () => fs.writeSync(3, '4096 0 4096 0 4096\\n')], ['stdin', () => fs.writeSync(0, '4096 0 4096 0 4096\\n')], ['file', () => fs.writeFileSync('../usage-head', '4096 0 4096 0 4096\\n')], ['proc', () => fs.writeFileSync('/proc/1/fd/3', '4096 0 4096 0 4096\\n')]]) {",
      "  try { write(); tried.push(what + ' written') } catch (error) { tried.push(what + ' ' + error.code) }",
      '}',
      "process.stderr.write('Error: ENOSPC: no space left on device, write\\ncp: error writing: File too large (EFBIG)\\n')",
      junit('tried'),
      'process.exitCode = 153',
    ].join('\n')
    const logger = new RecordingLogger()
    const result = await run([process.execPath, '-e', forger], { logger, privateTmpBytes: 16 * MB })
    // Descriptor 3 is Node's own by then (EINVAL or EBADF): never the shell's.
    expect(result.cases.map((c) => c.name)).toEqual([expect.stringMatching(/^fd3 E(BADF|INVAL)$/), 'stdin EBADF', 'file EROFS', 'proc EACCES'])
    expect(result.notes).toEqual([])
    expect(logger.find('tests', 'sandbox').find((e) => e.target === 'head')?.out_of_room).toBe('false')
  }, 60_000)

  it('no file grows past the bound, not even its report, the one file it writes on the runner’s disk', async () => {
    const logger = new RecordingLogger()
    // One write of 64 MB, mostly done before anything watching the report's size could stop it.
    const script = "require('node:fs').writeSync(1, Buffer.alloc(64 * 1024 * 1024, 0x41))"
    const result = await run([process.execPath, '-e', script], { logger, privateTmpBytes: 16 * MB })
    expect(result.unusable).toBe("the test command's report passed 4000000 bytes and was cut")
    const event = logger.find('tests', 'sandbox').find((e) => e.target === 'head')
    expect(Number(event?.report_bytes)).toBeGreaterThan(4_000_000)
    expect(Number(event?.report_bytes)).toBeLessThanOrEqual(16 * MB + 4096)
  }, 60_000)

  it('leaves nothing behind, also when it filled its room and left read-only and unreadable directories', async () => {
    const parent = join(dir, 'sandboxes')
    await mkdir(parent, { recursive: true })
    const script = [
      "const fs = require('node:fs')",
      "for (const d of ['.', process.env.HOME, process.env.TMPDIR, '/tmp']) {",
      "  fs.mkdirSync(d + '/locked/deep', { recursive: true }); fs.writeFileSync(d + '/locked/deep/f', 'x'); fs.chmodSync(d + '/locked/deep/f', 0o000)",
      "  fs.chmodSync(d + '/locked/deep', 0o000); fs.chmodSync(d + '/locked', 0o500)",
      '}',
      // 40 MB at most, past the 16 MB bound: without one this must not fill the machine's disk.
      "try { for (let i = 0; i < 40; i++) fs.writeFileSync('fill' + i, Buffer.alloc(1024 * 1024)) } catch (error) { process.stderr.write(error.code) }",
      "fs.chmodSync('.', 0o500)",
      junit("['left']"),
    ].join('\n')
    const logger = new RecordingLogger()
    const result = await run([process.execPath, '-e', script], { logger, sandboxParent: parent, privateTmpBytes: 16 * MB })
    expect(result.cases.map((c) => c.name)).toEqual(['left'])
    expect(await readdir(parent)).toEqual([])
    const user = String(logger.find('tests', 'sandbox')[0]?.user)
    expect((await exec('getent', ['passwd', user]).catch(() => ({ stdout: '' }))).stdout).toBe('')
    // Only this run's own cleanup counts here: an earlier run's leftovers, if any, are removed and named too.
    expect(logger.find('tests', 'note').filter((e) => !/an (earlier run|older version)'s/.test(String(e.note)))).toEqual([])
  }, 60_000)

  it('a cleanup that fails is named in telemetry with the reason the tool gave', async () => {
    const tools = join(dir, 'tools')
    await mkdir(tools, { recursive: true })
    // An rm that refuses, as it would for a file it may not remove.
    await writeFile(join(tools, 'rm'), '#!/bin/sh\necho "rm: cannot remove \'$3/x\': Operation not permitted" >&2\nexit 1\n', { mode: 0o755 })
    const parent = join(dir, 'stuck')
    await mkdir(parent, { recursive: true })
    const logger = new RecordingLogger()
    const ports = { ...realPrivilegePorts(), path: `${tools}:${realPrivilegePorts().path}` }
    expect((await establishPrivilege(ports)).tools.rm).toBe(join(tools, 'rm'))
    const result = await runTestCommand({
      settings: { testCommand: [process.execPath, '-e', junit("['ran']")], testCommandBase: false, testTimeoutSeconds: 60 },
      env: { workspace },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger,
      privilegePorts: ports,
      sandboxParent: parent,
    })
    expect(result.cases.map((c) => c.name)).toEqual(['ran'])
    // Only this run's own cleanup counts here: an earlier run's or an older version's leftovers, if any, are named too.
    const notes = logger
      .find('tests', 'note')
      .map((e) => String(e.note))
      .filter((n) => !/an (earlier run|older version)'s/.test(n))
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatch(/^sandbox cleanup: rm: .*Operation not permitted/)
    expect(notes[0]).toContain(parent)
    await rm(parent, { recursive: true, force: true })
  }, 60_000)
})
