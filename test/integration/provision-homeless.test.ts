import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPENCODE_VERSION } from '../../src/core/opencode/trusted-config.js'
import { platformPackages } from '../../src/runtime/cache-entry.js'
import { tempDir } from '../support/kit/index.js'
import { localRuntime } from '../support/local-runtime.js'

/**
 * A self-hosted runner (or a container job started with --user) whose user
 * has no home: no HOME and no passwd entry. The provisioning `npm ci` is the
 * real npm, installing offline from a local tarball of a stand-in platform
 * package (the shape of the shipped lock: one pinned package with its
 * integrity hash), in a child Node process running as such a user. npm looks
 * for the home directory before anything else; the install must not depend
 * on one.
 */
const isRoot = process.getuid?.() === 0
const ROOT = new URL('../..', import.meta.url).pathname
const HOMELESS = 54_321

describe.runIf(isRoot)('provisioning as a user without a home directory (as root)', () => {
  let base: string
  let got: { bin?: string; source?: string; error?: string }

  beforeAll(async () => {
    base = await tempDir('hm-homeless-')
    await chmod(base, 0o777)
    const actionRoot = await localRuntime(base)
    const toolCache = join(base, 'tool-cache')
    const fallbackDir = join(base, 'run')
    for (const dir of [toolCache, fallbackDir]) {
      await mkdir(dir)
      await chmod(dir, 0o777)
    }
    const script = [
      `const { provisionOpencode } = await import('${ROOT}src/runtime/provision.ts')`,
      `const { RecordingLogger } = await import('${ROOT}src/core/telemetry/logger.ts')`,
      `const options = { actionRoot: '${actionRoot}', toolCache: '${toolCache}', fallbackDir: '${fallbackDir}', logger: new RecordingLogger() }`,
      'provisionOpencode(options).then((p) => console.log(JSON.stringify({ bin: p.bin, source: p.source })), (e) => console.log(JSON.stringify({ error: e.message })))',
    ].join('\n')
    const child = spawn(
      'setpriv',
      [`--reuid=${HOMELESS}`, `--regid=${HOMELESS}`, '--clear-groups', '--', process.execPath, '--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '' } },
    )
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    await new Promise((resolve) => child.on('close', resolve))
    const line = out.split('\n').find((l) => l.startsWith('{'))
    got = line ? (JSON.parse(line) as typeof got) : { error: out }
  }, 120_000)
  afterAll(async () => {
    if (base) await rm(base, { recursive: true, force: true })
  })

  it('installs the pinned binary into the tool cache', () => {
    expect(got.error).toBeUndefined()
    expect(got).toMatchObject({ source: 'npm' })
    expect(got.bin?.endsWith(`/${platformPackages()[0] as string}/bin/opencode`)).toBe(true)
    expect(
      existsSync(join(base, 'tool-cache', 'harbourmaster-opencode', OPENCODE_VERSION, 'node_modules', platformPackages()[0] as string, 'bin', 'opencode')),
    ).toBe(true)
  })
})
