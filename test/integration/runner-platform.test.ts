import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEnvironment } from '../../src/config/environment.js'
import type { RunnerHost } from '../../src/config/runner-host.js'
import { runAction } from '../../src/run-action.js'
import { ConfigurationError } from '../../src/core/errors.js'
import { runnerEnv, writePullRequestEvent, recordingPorts } from '../support/kit/index.js'
import { DEFAULT_FAKE_TOKEN, PROVIDER_KEY } from '../support/kit/secrets.js'
import { tempDir } from '../support/kit/index.js'

/**
 * A team runs the action on whatever runner the workflow names. One the run
 * cannot work on (Windows, an OS or CPU OpenCode ships no binary for,
 * test-command off Linux) fails at once with class `configuration` naming the
 * runner and the fix, before anything is asked of GitHub, rather than after
 * the gate, prepare and a 177 MB npm install, as an `opencode` failure that
 * comment mode reports as a degraded run.
 */
let dir: string
let github: Server
let requests: string[]

beforeAll(async () => {
  dir = await tempDir('hm-runner-platform-')
  requests = []
  github = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}')
  })
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  await new Promise((resolve) => github.close(resolve))
  await rm(dir, { recursive: true, force: true })
})

function host(platform: NodeJS.Platform, arch: string, memoryMb = 16_384): RunnerHost {
  return { platform, arch, libc: () => (platform === 'linux' ? 'glibc' : undefined), avx2: () => true, memoryBytes: () => memoryMb * 1024 * 1024 }
}

async function runOn(runner: RunnerHost, inputs: Record<string, string> = {}, envChanges: Record<string, string | undefined> = {}) {
  const eventPath = await writePullRequestEvent(join(dir, 'event.json'), { number: 7, headSha: 'a'.repeat(40), baseSha: 'b'.repeat(40) })
  const { port } = github.address() as AddressInfo
  const env: NodeJS.ProcessEnv = { ...runnerEnv({ eventPath, github: { url: `http://127.0.0.1:${port}` }, runnerTemp: dir }), ...envChanges }
  const { ports, outputs } = recordingPorts({ 'github-token': DEFAULT_FAKE_TOKEN, 'provider-api-key': PROVIDER_KEY, model: 'hm/x', ...inputs })
  requests.length = 0
  const result = await runAction({ ...ports, env, host: runner })
  return { result, outputs, asked: [...requests] }
}

describe('the runner the job runs on', () => {
  it.each([
    { runner: host('win32', 'x64'), says: 'this runner is win32-x64' },
    { runner: host('win32', 'arm64'), says: 'this runner is win32-arm64' },
    { runner: host('freebsd', 'x64'), says: 'this runner is freebsd-x64' },
    { runner: host('linux', 'ia32'), says: 'this runner is linux-ia32' },
    { runner: host('linux', 's390x'), says: 'this runner is linux-s390x' },
  ])('$says: fails configuration at once, naming the runner and runs-on, before any GitHub request', async ({ runner, says }) => {
    const { result, outputs, asked } = await runOn(runner)
    expect(result.earlyFailure?.failureClass).toBe('configuration')
    expect(result.earlyFailure?.message).toContain(says)
    expect(result.earlyFailure?.message).toContain('runs-on: ubuntu-latest')
    expect(outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration' })
    expect(asked).toEqual([])
  })

  it('test-command on a macOS runner fails configuration naming test-command, before any GitHub request', async () => {
    const { result, asked } = await runOn(host('darwin', 'arm64'), { 'test-command': '["npm","test"]' })
    expect(result.earlyFailure?.failureClass).toBe('configuration')
    expect(result.earlyFailure?.message).toContain("Input 'test-command' runs tests in a Linux sandbox only; this runner is darwin")
    expect(asked).toEqual([])
  })

  it.each([host('linux', 'x64'), { ...host('linux', 'x64'), avx2: () => false }])(
    '$platform-$arch (a build this release pins) passes the check: the run goes on to read the pull request from GitHub',
    async (runner) => {
      const { result, asked } = await runOn(runner)
      expect(result.earlyFailure).toBeUndefined()
      expect(asked.length).toBeGreaterThan(0)
    },
  )

  it.each([
    { runner: host('linux', 'arm64'), pkg: 'opencode-linux-arm64' },
    { runner: host('darwin', 'arm64'), pkg: 'opencode-darwin-arm64' },
    { runner: host('darwin', 'x64'), pkg: 'opencode-darwin-x64' },
    { runner: { ...host('linux', 'x64'), libc: () => 'musl' as const }, pkg: 'opencode-linux-x64-musl' },
  ])('$pkg (a build this release cannot check against a pin): fails configuration naming runs-on, before any GitHub request', async ({ runner, pkg }) => {
    const { result, outputs, asked } = await runOn(runner)
    expect(result.earlyFailure?.failureClass).toBe('configuration')
    expect(result.earlyFailure?.message).toContain(`no SHA-256 pin for ${pkg}`)
    expect(result.earlyFailure?.message).toContain('runs-on: ubuntu-latest')
    expect(outputs['failure-class']).toBe('configuration')
    expect(asked).toEqual([])
  })
})

describe("test-memory-mb and the runner's memory", () => {
  // A 4 GiB runner allows three quarters of it: 3072 MiB.
  const small = host('linux', 'x64', 4096)

  it('more than three quarters of the memory fails configuration naming the input and the most allowed, before any GitHub request', async () => {
    const { result, outputs, asked } = await runOn(small, { 'test-command': '["npm","test"]', 'test-memory-mb': '3073' })
    expect(result.earlyFailure?.failureClass).toBe('configuration')
    expect(result.earlyFailure instanceof ConfigurationError && result.earlyFailure.input).toBe('test-memory-mb')
    expect(result.earlyFailure?.message).toBe(
      "Input 'test-memory-mb' must be at most 3072 on this runner (three quarters of its 4096 MB of memory, so the tests cannot starve it); got 3073.",
    )
    expect(outputs['failure-class']).toBe('configuration')
    expect(asked).toEqual([])
  })

  it('the most allowed passes the check: the run goes on to read the pull request from GitHub', async () => {
    const { result, asked } = await runOn(small, { 'test-command': '["npm","test"]', 'test-memory-mb': '3072' })
    expect(result.earlyFailure).toBeUndefined()
    expect(asked.length).toBeGreaterThan(0)
  })
})

describe("the runner's temp directory", () => {
  const linux = host('linux', 'x64')

  it.each([
    { why: 'RUNNER_TEMP does not exist', env: () => ({ RUNNER_TEMP: join(dir, 'not-there') }), names: 'RUNNER_TEMP', code: 'ENOENT' },
    { why: 'RUNNER_TEMP is a file', env: () => ({ RUNNER_TEMP: join(dir, 'a-file') }), names: 'RUNNER_TEMP', code: 'ENOTDIR' },
    { why: 'no RUNNER_TEMP and TMPDIR does not exist', env: () => ({ RUNNER_TEMP: undefined, TMPDIR: join(dir, 'no-tmp') }), names: 'TMPDIR', code: 'ENOENT' },
  ])('$why: fails configuration naming $names, before any GitHub request', async ({ env, names, code }) => {
    await writeFile(join(dir, 'a-file'), 'x')
    const { result, outputs, asked } = await runOn(linux, {}, env())
    expect(result.earlyFailure?.failureClass).toBe('configuration')
    expect(result.earlyFailure?.message).toContain(`temp directory ${names} (`)
    expect(result.earlyFailure?.message).toContain(code)
    expect(result.earlyFailure?.message).toContain('Point RUNNER_TEMP at a writable directory')
    expect(outputs['failure-class']).toBe('configuration')
    expect(asked).toEqual([])
  })

  it('an empty TMPDIR (no RUNNER_TEMP) means /tmp, not a relative path under the working directory', () => {
    const env = runnerEnv({ eventPath: join(dir, 'event.json'), github: { url: 'http://127.0.0.1:9' }, runnerTemp: dir })
    expect(readEnvironment({ ...env, RUNNER_TEMP: undefined, TMPDIR: '' }).runnerTemp).toBe('/tmp')
  })

  it('a temp directory with spaces and non-ASCII characters in its path is used, and the check leaves nothing in it', async () => {
    const odd = join(dir, 'runner temp ünïcode 目录')
    await mkdir(odd, { recursive: true })
    const { result, asked } = await runOn(linux, {}, { RUNNER_TEMP: odd })
    expect(result.earlyFailure).toBeUndefined()
    expect(asked.length).toBeGreaterThan(0)
    expect(await readdir(odd)).toEqual([])
  })
})
