import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { promisify } from 'node:util'
import { totalmem } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { preparedChanges, sandboxWorkspace } from '../support/kit/index.js'

/**
 * The test command's /tmp, /var/tmp and /dev/shm are empty file systems of its own, in memory.
 * Unbounded, each could take half the runner's memory (tmpfs's default), three of them more than
 * all of it, and a test run writing there could starve the runner itself. They share one bound, a
 * quarter of the memory; a run that reaches it fails its writes with ENOSPC, and the evidence
 * says where the room ran out, instead of leaving it to look like the pull request's failure.
 */
const isRoot = process.getuid?.() === 0
const DIRS = ['/tmp', '/var/tmp', '/dev/shm']
const MB = 1024 * 1024
/** A stand-in runner: writes `mb` MB into its first directory (and leaves it there), then one case per directory with its statfs as the failure text. */
const probe = (mb: number): string =>
  [
    "const fs = require('node:fs')",
    `const dirs = ${JSON.stringify(DIRS)}`,
    'let wrote = "wrote"',
    `try { fs.writeFileSync(dirs[0] + '/big', Buffer.alloc(${mb * MB}, 1)) } catch (error) { wrote = error.message }`,
    'const seen = dirs.map((d) => { const s = fs.statfsSync(d); return { dir: d, size: s.blocks * s.bsize, free: s.bfree * s.bsize } })',
    "const esc = (s) => s.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))",
    "process.stdout.write('<testsuite name=\"tmp\">' + seen.map((s) => '<testcase name=\"' + s.dir + '\"><failure message=\"m\">' + esc(JSON.stringify({ ...s, wrote })) + '</failure></testcase>').join('') + '</testsuite>')",
  ].join('\n')

describe.runIf(isRoot)("the test command's temporary directories in memory (as root)", () => {
  let dir: string
  let workspace: string
  beforeAll(async () => {
    ;({ dir, workspace } = await sandboxWorkspace('hm-tmp-cap-'))
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const run = (mb: number, privateTmpBytes?: number): ReturnType<typeof runTestCommand> =>
    runTestCommand({
      settings: { testCommand: [process.execPath, '-e', probe(mb)], testCommandBase: false, testTimeoutSeconds: 60 },
      env: { workspace },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger: new RecordingLogger(),
      ...(privateTmpBytes === undefined ? {} : { privateTmpBytes }),
    })
  const seen = (cases: Awaited<ReturnType<typeof run>>['cases']): { dir: string; size: number; free: number; wrote: string }[] =>
    cases.map((c) => JSON.parse(/\{.*\}/.exec(c.failure ?? '')?.[0] ?? '{}') as { dir: string; size: number; free: number; wrote: string })

  it('share one file system of at most a quarter of the memory', async () => {
    const result = await run(4)
    expect(result.unusable).toBeUndefined()
    const dirs = seen(result.cases)
    expect(dirs.map((d) => d.dir)).toEqual(DIRS)
    for (const d of dirs) {
      expect(d.wrote).toBe('wrote')
      expect(d.size, d.dir).toBeLessThanOrEqual(totalmem() / 4)
      // What one directory holds takes room from the others: one bound for all three, not three.
      expect(d.size - d.free, d.dir).toBeGreaterThanOrEqual(4 * MB)
    }
    expect(result.notes.join('\n')).not.toMatch(/ran out of/)
  }, 60_000)

  it('fail writes past the bound, and the evidence says the room ran out', async () => {
    const result = await run(32, 16 * MB)
    const dirs = seen(result.cases)
    expect(dirs[0]?.wrote).toMatch(/ENOSPC/)
    expect(dirs[0]?.size).toBe(16 * MB)
    expect(result.notes.join('\n')).toContain(
      'The test command ran out of room (its file system was full when it ended: 16 of 16 MB used): its copy of the checkout, HOME, TMPDIR, /tmp, /var/tmp and /dev/shm share 16 MB of memory',
    )
  }, 60_000)

  it('say so for the base-commit run too, whose failures decide which of the head run are new', async () => {
    const git = (...args: string[]) => promisify(execFile)('git', ['-C', workspace, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args])
    await git('init', '-q')
    await git('add', '.')
    await git('commit', '-qm', 'base')
    const baseSha = (await git('rev-parse', 'HEAD')).stdout.trim()
    const result = await runTestCommand({
      settings: { testCommand: [process.execPath, '-e', probe(32)], testCommandBase: true, testTimeoutSeconds: 60 },
      env: { workspace },
      prepared: preparedChanges(baseSha),
      changed: ['src/math.js'],
      logger: new RecordingLogger(),
      privateTmpBytes: 16 * MB,
    }).finally(() => rm(join(workspace, '.git'), { recursive: true, force: true }))
    expect(result.baseFailures?.size).toBe(3)
    expect(result.notes).toHaveLength(2)
    expect(result.notes[0]).toMatch(/^The test command ran out of room/)
    expect(result.notes[1]).toMatch(/^On the base commit: the test command ran out of room/)
  }, 60_000)

  it('bound the files there too, which take kernel memory the size bound does not count', async () => {
    const script = [
      "const fs = require('node:fs')",
      'let made = 0',
      "try { for (; made < 20000; made++) fs.writeFileSync('/dev/shm/f' + made, '') } catch (error) { made = error.code + ' after ' + made }",
      'process.stdout.write(\'<testsuite name="tmp"><testcase name="\' + made + \'"/></testsuite>\')',
    ].join('\n')
    const result = await runTestCommand({
      settings: { testCommand: [process.execPath, '-e', script], testCommandBase: false, testTimeoutSeconds: 60 },
      env: { workspace },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger: new RecordingLogger(),
      privateTmpBytes: 16 * MB,
    })
    // One inode per 4 KiB page of the bound: 4,096 for 16 MB, less the root and the directories the sandbox made there.
    const made = /^ENOSPC after (\d+)$/.exec(result.cases[0]?.name ?? '')
    expect(made, result.cases[0]?.name).not.toBeNull()
    expect(Number(made?.[1])).toBeGreaterThan(4_000)
    expect(Number(made?.[1])).toBeLessThan(4_096)
  }, 60_000)
})
