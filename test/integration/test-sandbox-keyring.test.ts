import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { establishPrivilege } from '../../src/evidence/sandbox/privilege.js'
import { sandboxArgv } from '../../src/evidence/sandbox/run-sandboxed.js'
import { createSandboxUser, removeSandbox } from '../../src/evidence/sandbox/sandbox-user.js'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { preparedChanges, tempDir } from '../support/kit/index.js'

/**
 * Per-user kernel state outlives a process and its namespaces: the user keyring and the user
 * session keyring belong to the uid (in the kernel's first user namespace, even after userdel), so
 * a key the head run's tests add there is found by every later process of that uid. Were the base
 * run the same user, or a later run's user given the same uid again (useradd reuses a freed system
 * uid), the head could plant what makes the base fail its tests too, and its own regression would
 * read as "fails on base". The probe checks for an earlier run's key, then plants one: each run
 * must find none.
 */
const exec = promisify(execFile)
const isRoot = process.getuid?.() === 0
const python = '/usr/bin/python3'

const PROBE = [
  'import ctypes, os, sys',
  'libc = ctypes.CDLL(None, use_errno=True)',
  '# add_key and keyctl(KEYCTL_SEARCH) on x86_64 and aarch64',
  "ADD, CTL = {'x86_64': (248, 250), 'aarch64': (217, 219)}[os.uname().machine]",
  'found = []',
  "for ring, name in ((-4, b'user'), (-5, b'user-session')):",
  "    if libc.syscall(CTL, 10, ring, b'user', b'hm-planted-' + name, 0) >= 0: found.append(name.decode())",
  "    libc.syscall(ADD, b'user', b'hm-planted-' + name, b'x', 1, ring)",
  "if os.path.exists('/dev/shm/hm-planted'): found.append('/dev/shm')",
  "open('/dev/shm/hm-planted', 'w').close()",
  "fail = '<failure message=\"found %s\"/>' % ', '.join(found) if found else ''",
  'sys.stdout.write(\'<testsuite name="probe"><testcase classname="probe" name="sees no earlier run">%s</testcase></testsuite>\' % fail)',
].join('\n')

describe.runIf(isRoot && existsSync(python))("a run's per-user kernel state (as root)", () => {
  let repo: string
  afterAll(async () => {
    if (repo) await rm(repo, { recursive: true, force: true })
  })

  it('the base run and a later run see no key the head run planted in its keyrings', async () => {
    repo = await tempDir('hm-keyring-')
    const git = (...args: string[]) => exec('git', ['-C', repo, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args])
    await git('init', '-q')
    await mkdir(join(repo, 'src'))
    await writeFile(join(repo, 'src/math.js'), 'exports.add = (a, b) => a + b\n')
    await writeFile(join(repo, 'probe.py'), PROBE)
    await git('add', '.')
    await git('commit', '-qm', 'base')
    const baseSha = (await git('rev-parse', 'HEAD')).stdout.trim()
    await writeFile(join(repo, 'src/math.js'), 'exports.add = (a, b) => a + b + 1\n')
    await git('commit', '-qam', 'head')
    await chmod(repo, 0o755)
    const run = (testCommandBase: boolean) =>
      runTestCommand({
        settings: { testCommand: [python, 'probe.py'], testCommandBase, testTimeoutSeconds: 60 },
        env: { workspace: repo },
        prepared: preparedChanges(baseSha, [{ path: 'src/math.js', status: 'modified' }]),
        changed: ['src/math.js'],
        logger: new RecordingLogger(),
      })
    const first = await run(true)
    expect(first.unusable).toBeUndefined()
    expect(first.cases.map((c) => [c.name, c.status, c.failure])).toEqual([['sees no earlier run', 'passed', undefined]])
    // What the base run printed: a failure there would read as the head's failure being inconclusive.
    expect(first.baseFailures).toEqual(new Set())
    const later = await run(false)
    expect(later.cases.map((c) => [c.name, c.status, c.failure])).toEqual([['sees no earlier run', 'passed', undefined]])
  }, 120_000)

  /** What the uid's user and user-session keyrings hold, read as that uid once its run ended. */
  const SEARCH = [
    'import ctypes, os',
    'libc = ctypes.CDLL(None, use_errno=True)',
    "CTL = {'x86_64': 250, 'aarch64': 219}[os.uname().machine]",
    "print(','.join(n for r, n in ((-4, 'user'), (-5, 'user-session')) if libc.syscall(CTL, 10, r, b'user', b'hm-planted-' + n.encode(), 0) >= 0))",
  ].join('\n')

  it("the keys a run planted are gone with its user (they stayed in the kernel's memory until the machine restarted)", async () => {
    const logger = new RecordingLogger()
    await runTestCommand({
      settings: { testCommand: [python, 'probe.py'], testCommandBase: false, testTimeoutSeconds: 60 },
      env: { workspace: repo },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger,
    })
    const uid = Number(logger.find('tests', 'sandbox').find((e) => e.target === 'setup')?.uid)
    expect(uid).toBeGreaterThan(0)
    const left = await exec('setpriv', [`--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', python, '-c', SEARCH])
    expect(left.stdout.trim()).toBe('')
  }, 120_000)

  it("a key in the runner's session keyring (a Kerberos ticket, a tool's credential) does not reach the command", async () => {
    const privilege = await establishPrivilege()
    const parent = await tempDir('hm-keyring-session-')
    const sandbox = await createSandboxUser(privilege, parent)
    const probe = [
      'import ctypes, os, sys',
      'libc = ctypes.CDLL(None, use_errno=True)',
      "CTL = {'x86_64': 250, 'aarch64': 219}[os.uname().machine]",
      "sys.stdout.write('found' if libc.syscall(CTL, 10, -3, b'user', b'hm-runner-secret', 0) >= 0 else 'none')",
    ].join('\n')
    // The runner in a session keyring holding a key, as a runner whose job logged in to Kerberos is.
    const runner = [
      'import ctypes, os, sys',
      'libc = ctypes.CDLL(None, use_errno=True)',
      "ADD, CTL = {'x86_64': (248, 250), 'aarch64': (217, 219)}[os.uname().machine]",
      "assert libc.syscall(CTL, 1, b'hm-runner-session') >= 0",
      "assert libc.syscall(ADD, b'user', b'hm-runner-secret', b'ticket', 6, -3) >= 0",
      'os.execv(sys.argv[1], sys.argv[1:])',
    ].join('\n')
    try {
      const argv = sandboxArgv(privilege, sandbox.user, { argv: [python, '-c', probe], env: { PATH: '/usr/bin:/bin' }, cwd: sandbox.home })
      const { stdout } = await exec(python, ['-c', runner, ...argv], { cwd: sandbox.home })
      expect(stdout).toBe('none')
    } finally {
      await removeSandbox(privilege, sandbox)
      await rm(parent, { recursive: true, force: true })
    }
  }, 60_000)
})
