import { existsSync, readFileSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchOpencode, type LaunchedRuntime } from '../../src/runtime/launch.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { AGENTS_DIR, createRuntimeWorkspace, OPENCODE_BIN, PATH_GUARD_PLUGIN, type RuntimeWorkspace } from '../support/model-server/fixture.js'

/**
 * The pinned OpenCode is a compiled Bun program: the first file search (the
 * glob and grep tools, OpenCode's file finder) extracts a native library of
 * about 5.5 MB into the temp directory and never removes it. Started with an
 * environment that names no TMPDIR, every OpenCode process of every run left
 * one in the system's /tmp, outside everything the run removes: on a
 * self-hosted runner they add up for good (this machine's suite runs had left
 * thousands). The process's own memory map says where its copy lives; once
 * the run removed its runtime roots, that file must be gone.
 */
let ws: RuntimeWorkspace
let runtime: LaunchedRuntime | undefined
let extracted: string | undefined

beforeAll(async () => {
  ws = await createRuntimeWorkspace({ 'a.patch': '+x\n' })
  runtime = await launchOpencode({
    parentDir: ws.base,
    role: 'reviewer',
    agents: ['verifier'],
    pluginFiles: [PATH_GUARD_PLUGIN],
    stageDir: ws.stageDir,
    checkoutDir: ws.checkoutDir,
    privateDir: ws.privateDir,
    model: 'hm/scripted-model',
    providerBaseUrl: 'http://127.0.0.1:9/v1',
    agentsDir: AGENTS_DIR,
    bin: OPENCODE_BIN,
    logger: new RecordingLogger(),
    sourceEnv: process.env,
    runConfigPath: ws.runConfigPath,
    onOutput: () => {},
  })
}, 180_000)

afterAll(async () => {
  await runtime?.server.close()
  await ws?.cleanup()
  // Whatever the outcome, this test leaves nothing behind itself.
  if (extracted) await rm(extracted, { force: true })
})

describe('temporary files of an OpenCode process', () => {
  it('live under the run’s runtime root and go with it', async () => {
    const { server, root } = runtime as LaunchedRuntime
    await writeFile(join(root.workDir, 'a.txt'), 'x\n')
    const found = await fetch(`${server.url}/find/file?query=a&directory=${encodeURIComponent(root.workDir)}`, {
      headers: { Authorization: server.authHeader },
    })
    expect(found.ok).toBe(true)
    await found.text()
    const maps = readFileSync(`/proc/${server.pid}/maps`, 'utf8')
    extracted = maps
      .split('\n')
      .map((line) => line.split(/\s+/).slice(5).join(' '))
      .find((path) => /\/\.[0-9a-f]+-\d+\.so$/.test(path))
    expect(extracted, 'the file finder loaded its extracted library').toBeDefined()
    await server.close()
    await ws.cleanup()
    expect(existsSync(extracted as string), `${extracted} outlived the run`).toBe(false)
  }, 120_000)
})
