import { readFileSync } from 'node:fs'
import { chmod, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OpenCodeError } from '../../../src/core/errors.js'
import { startOpencodeServer } from '../../../src/core/opencode/server.js'
import { ownConnections } from '../../../src/runtime/server-connections.js'
import type { RuntimeRoot } from '../../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import { commandSafeOpencodeOutput } from '../../../src/core/telemetry/command-safe-output.js'
import { tempDir } from '../../support/kit/index.js'

// Stand-in binaries exercise the launcher's contract without OpenCode's start-up
// cost: the real binary is covered by the e2e tests.
let dir: string
let root: RuntimeRoot

async function script(name: string, body: string): Promise<string> {
  const file = join(dir, name)
  await writeFile(file, `#!/bin/sh\n${body}\n`)
  await chmod(file, 0o755)
  return file
}

/** Running, not merely an unreaped zombie (a container's PID 1 may never reap). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return !/^\d+ \(.*\) [ZX]/.test(stat)
  } catch {
    return false
  }
}

beforeAll(async () => {
  dir = await tempDir('hm-server-')
  root = {
    root: dir,
    home: dir,
    configHome: dir,
    dataHome: dir,
    cacheHome: dir,
    stateHome: dir,
    configDir: dir,
    configFile: '',
    workDir: dir,
    role: 'reviewer',
    env: {},
  }
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('startOpencodeServer', () => {
  it('resolves with the announced URL, passes output through unchanged and kills the whole group on close', async () => {
    const bin = await script(
      'fake-serve',
      'echo "Warning: something"\n(sleep 300 & echo $! > "$PWD/child.pid"; wait) &\necho "opencode server listening on http://127.0.0.1:4567"\necho "args: $*"\necho "pw=${OPENCODE_SERVER_PASSWORD:+set} token=${GITHUB_TOKEN:-none}"\nsleep 300',
    )
    const chunks: string[] = []
    const logger = new RecordingLogger()
    const server = await startOpencodeServer({
      bin,
      root,
      env: { PATH: process.env.PATH ?? '' },
      logger,
      onOutput: (_s, c) => chunks.push(c.toString()),
      connections: await ownConnections(),
    })
    expect(server.url).toBe('http://127.0.0.1:4567')
    expect(server.authHeader).toMatch(/^Basic /)
    expect(logger.find('runtime', 'server-started')[0]).toMatchObject({ role: 'reviewer', pid: String(server.pid) })
    await new Promise((r) => setTimeout(r, 200))
    const { readFile } = await import('node:fs/promises')
    const grandchild = Number((await readFile(join(dir, 'child.pid'), 'utf8')).trim())
    expect(alive(grandchild)).toBe(true)
    await server.close()
    expect(alive(server.pid)).toBe(false)
    await new Promise((r) => setTimeout(r, 100))
    expect(alive(grandchild)).toBe(false)
    const out = chunks.join('')
    expect(out).toContain('Warning: something')
    expect(out).toContain('args: serve --hostname 127.0.0.1 --port 0')
    expect(out).toContain('pw=set token=none')
  })

  it('fails with class opencode when the process exits before listening', async () => {
    const bin = await script('fake-crash', 'echo "boom" >&2\nexit 3')
    const error = await startOpencodeServer({ bin, root, env: {}, logger: new RecordingLogger(), onOutput: () => {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenCodeError)
    expect(String(error)).toContain('code 3')
  })

  it('fails with class opencode and kills the process when it never listens', async () => {
    const bin = await script('fake-hang', 'echo $$ > "$PWD/hang.pid"\nsleep 300')
    const error = await startOpencodeServer({ bin, root, env: {}, logger: new RecordingLogger(), startTimeoutMs: 500, onOutput: () => {} }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(OpenCodeError)
    expect(String(error)).toContain('did not start listening')
    const { readFile } = await import('node:fs/promises')
    const pid = Number((await readFile(join(dir, 'hang.pid'), 'utf8')).trim())
    await new Promise((r) => setTimeout(r, 200))
    expect(alive(pid)).toBe(false)
  })

  it('fails with class opencode when the binary does not exist, and closes the connection pool it was given', async () => {
    const pool = await ownConnections()
    let closed = false
    const connections = { fetch: pool.fetch, close: async () => ((closed = true), await pool.close()) }
    await expect(startOpencodeServer({ bin: join(dir, 'missing'), root, env: {}, logger: new RecordingLogger(), connections })).rejects.toBeInstanceOf(
      OpenCodeError,
    )
    expect(closed).toBe(true)
  })

  it("registers the server's basic-auth password with the run's redactor before the process starts, so its output and the job log never show it", async () => {
    // A server that prints its own environment (a debug line, a crash dump) before it listens.
    const bin = await script(
      'fake-env',
      'echo "env OPENCODE_SERVER_PASSWORD=$OPENCODE_SERVER_PASSWORD"\necho "opencode server listening on http://127.0.0.1:4568"\nsleep 300',
    )
    const commands: string[] = []
    const redactor = new Redactor((value) => commands.push(`::add-mask::${value}`))
    const shown: string[] = []
    const output = commandSafeOpencodeOutput({ stdout: (t) => shown.push(t), stderr: (t) => shown.push(t) }, (t) => redactor.redact(t))
    const server = await startOpencodeServer({
      bin,
      root,
      env: { PATH: process.env.PATH ?? '' },
      logger: new RecordingLogger(),
      onOutput: output.onOutput,
      secrets: redactor,
    })
    await server.close()
    output.flush()
    const password = Buffer.from(server.authHeader.slice('Basic '.length), 'base64').toString().split(':')[1] ?? ''
    expect(password.length).toBeGreaterThan(20)
    const log = shown.join('')
    expect(log).toContain('env OPENCODE_SERVER_PASSWORD=[REDACTED]')
    expect(log).not.toContain(password)
    // The runner's own mask hears it too, as it hears the token and the provider key.
    expect(commands).toContain(`::add-mask::${password}`)
  })
})
