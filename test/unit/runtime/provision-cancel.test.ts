import { chmod, mkdir, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cancelRun } from '../../../src/cancellation.js'
import { OPENCODE_VERSION } from '../../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { provisionOpencode } from '../../../src/runtime/provision.js'
import { cacheDir } from '../../../src/runtime/cache-entry.js'
import { RunRegistry } from '../../../src/runtime/run-registry.js'
import { copyShippedRuntime, tempDir } from '../../support/kit/index.js'

/**
 * npm ci runs beside prepare, for minutes on a runner without a cache, so a
 * cancellation (a quick second push with cancel-in-progress) usually meets
 * it. Here `npm` on PATH is a script that records its pid and waits.
 */
let dir: string
let actionRoot: string
let toolCache: string
const savedPath = process.env.PATH

beforeEach(async () => {
  dir = await tempDir('hm-prov-cancel-')
  actionRoot = join(dir, 'action')
  toolCache = join(dir, 'tool-cache')
  await copyShippedRuntime(actionRoot)
  const bin = join(dir, 'bin')
  await mkdir(bin)
  await writeFile(join(bin, 'npm'), `#!/bin/sh\necho $$ > "${join(dir, 'npm.pid')}"\nexec sleep 300\n`)
  await chmod(join(bin, 'npm'), 0o755)
  process.env.PATH = `${bin}:${savedPath ?? ''}`
})

afterEach(async () => {
  process.env.PATH = savedPath
  await rm(dir, { recursive: true, force: true })
})

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until(check: () => Promise<boolean> | boolean, boundMs = 20_000): Promise<boolean> {
  const end = Date.now() + boundMs
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 20))
  }
  return check()
}

describe('a run cancelled while npm installs OpenCode', () => {
  it('stops npm at the signal', async () => {
    const provisioning = provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger: new RecordingLogger(), allowDev: false })
    provisioning.catch(() => undefined)
    const pidFile = join(dir, 'npm.pid')
    expect(
      await until(() =>
        readFile(pidFile, 'utf8').then(
          () => true,
          () => false,
        ),
      ),
    ).toBe(true)
    const pid = Number((await readFile(pidFile, 'utf8')).trim())
    expect(alive(pid)).toBe(true)
    const registry = new RunRegistry()
    registry.enter('prepare')
    await cancelRun(
      {
        registry,
        logger: new RecordingLogger(),
        outputs: { setOutput: () => undefined },
        summary: { append: async () => undefined },
        exit: () => undefined,
        started: Date.now(),
      },
      'SIGINT',
    )
    // The runner exits right after cancelRun: npm must not go on installing without it.
    const stopped = await until(() => !alive(pid))
    if (!stopped) process.kill(pid, 'SIGKILL')
    expect(stopped).toBe(true)
    await expect(provisioning).rejects.toThrow(/npm ci failed/)
  })

  it('a later install removes what a cancelled one left beside the cache entry, not another job install in progress', async () => {
    const parent = join(toolCache, 'harbourmaster-opencode')
    const abandoned = `${OPENCODE_VERSION}.installing-0a0a0a`
    const inProgress = `${OPENCODE_VERSION}.installing-0b0b0b`
    await mkdir(join(parent, abandoned, 'node_modules'), { recursive: true })
    await mkdir(join(parent, inProgress, 'node_modules'), { recursive: true })
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000)
    await utimes(join(parent, abandoned), dayAgo, dayAgo)
    // This npm installs nothing; whether it fails is not the point.
    await writeFile(join(dir, 'bin', 'npm'), '#!/bin/sh\nexit 0\n')
    await provisionOpencode({ actionRoot, toolCache, fallbackDir: dir, logger: new RecordingLogger(), allowDev: false }).catch(() => undefined)
    expect((await readdir(parent)).sort()).toEqual([inProgress])
    expect(cacheDir({ toolCache, fallbackDir: dir }).startsWith(parent)).toBe(true)
  })
})
