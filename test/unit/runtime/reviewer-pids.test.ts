import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, readFile, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { recordReviewerPid, REVIEWER_PIDS_FILE, stopRuntimeProcesses } from '../../../src/core/opencode/reviewer-pids.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'

const children: ChildProcess[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function tempDir(prefix: string): Promise<string> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), prefix)))
  dirs.push(dir)
  return dir
}

async function sleeper(cwd: string): Promise<{ child: ChildProcess; exit: Promise<NodeJS.Signals | null> }> {
  const child = spawn('sleep', ['30'], { cwd, detached: true, stdio: 'ignore' })
  children.push(child)
  const exit = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
  await new Promise((resolve) => child.once('spawn', resolve))
  return { child, exit }
}

describe('stopRuntimeProcesses', () => {
  it('stops a recorded reviewer group and anything still working under the runtime roots, even in a removed work dir', async () => {
    const privateDir = await tempDir('hm-private-')
    const runtimeParent = await tempDir('hm-runtime-')
    const reviewerWork = join(runtimeParent, 'hm-opencode-reviewer-x', 'work')
    const helperWork = join(runtimeParent, 'hm-opencode-editor-x', 'config')
    await mkdir(reviewerWork, { recursive: true })
    await mkdir(helperWork, { recursive: true })
    const reviewer = await sleeper(reviewerWork)
    const helper = await sleeper(helperWork)
    await recordReviewerPid(privateDir, reviewer.child.pid as number)
    expect(await readFile(join(privateDir, REVIEWER_PIDS_FILE), 'utf8')).toBe(`${reviewer.child.pid}\n`)
    await rm(join(runtimeParent, 'hm-opencode-reviewer-x'), { recursive: true, force: true })

    const logger = new RecordingLogger()
    expect(await stopRuntimeProcesses(privateDir, runtimeParent, logger)).toBe(2)
    expect(await reviewer.exit).toBe('SIGKILL')
    expect(await helper.exit).toBe('SIGKILL')
    expect(logger.find('runtime', 'stray-process-stopped')).toEqual([expect.objectContaining({ count: '2' })])
    expect(await stopRuntimeProcesses(privateDir, runtimeParent, logger)).toBe(0)
  })

  it('leaves alone a recorded pid that now belongs to a process outside the runtime roots', async () => {
    const privateDir = await tempDir('hm-private-')
    const runtimeParent = await tempDir('hm-runtime-')
    const elsewhere = await tempDir('hm-elsewhere-')
    const bystander = await sleeper(elsewhere)
    await recordReviewerPid(privateDir, bystander.child.pid as number)
    expect(await stopRuntimeProcesses(privateDir, runtimeParent, new RecordingLogger())).toBe(0)
    expect(bystander.child.exitCode).toBeNull()
    expect(bystander.child.signalCode).toBeNull()
  })
})
