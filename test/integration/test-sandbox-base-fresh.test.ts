import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { preparedChanges, sandboxWorkspace } from '../support/kit/index.js'

/**
 * test-command-base runs the base commit after the head: what the head run (pull-request code)
 * left in its room must not reach it, or the pull request could make its own failures look like
 * ones the base already had. Each run gets a fresh in-memory file system of the full bound.
 */
const isRoot = process.getuid?.() === 0
const MB = 1024 * 1024
const PLACES = ['.', 'HOME', 'TMPDIR', '/tmp', '/var/tmp', '/dev/shm']
/** Fails a case for each mark an earlier run left and for room taken, then marks every place and fills 12 MB. */
const script = [
  "const fs = require('node:fs')",
  `const places = ${JSON.stringify(PLACES)}.map((p) => process.env[p] ?? p)`,
  "const cases = places.map((p) => '<testcase name=\"' + p.replace(/[<&\"]/g, '_') + '\"' + (fs.existsSync(p + '/hm-mark') ? '><failure message=\"left\"/></testcase>' : '/>'))",
  "const s = fs.statfsSync('/tmp'); cases.push('<testcase name=\"room\"' + ((s.blocks - s.bavail) * s.bsize > 1024 * 1024 ? '><failure message=\"taken\"/></testcase>' : '/>'))",
  "for (const p of places) fs.writeFileSync(p + '/hm-mark', 'x')",
  "fs.writeFileSync('/tmp/fill', Buffer.alloc(12 * 1024 * 1024, 1))",
  "process.stdout.write('<testsuite name=\"fresh\">' + cases.join('') + '</testsuite>')",
].join('\n')

describe.runIf(isRoot)('the base-commit run after the head run (as root)', () => {
  let dir: string
  let workspace: string
  beforeAll(async () => {
    ;({ dir, workspace } = await sandboxWorkspace('hm-base-fresh-'))
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('gets a fresh file system of its own: none of the head run’s marks, none of its room taken', async () => {
    const git = (...args: string[]) => promisify(execFile)('git', ['-C', workspace, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args])
    await git('init', '-q')
    await git('add', '.')
    await git('commit', '-qm', 'base')
    const baseSha = (await git('rev-parse', 'HEAD')).stdout.trim()
    const result = await runTestCommand({
      settings: { testCommand: [process.execPath, '-e', script], testCommandBase: true, testTimeoutSeconds: 60 },
      env: { workspace },
      prepared: preparedChanges(baseSha),
      changed: ['src/math.js'],
      logger: new RecordingLogger(),
      privateTmpBytes: 16 * MB,
    }).finally(() => rm(join(workspace, '.git'), { recursive: true, force: true }))
    expect(result.unusable).toBeUndefined()
    expect(result.cases.filter((c) => c.status !== 'passed')).toEqual([])
    expect(result.cases).toHaveLength(PLACES.length + 1)
    expect([...(result.baseFailures ?? ['no base run'])]).toEqual([])
  }, 60_000)
})
