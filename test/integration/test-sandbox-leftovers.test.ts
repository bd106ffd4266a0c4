import { execFile, spawn } from 'node:child_process'
import { chown, mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { removeLeftovers, startTime } from '../../src/evidence/sandbox/leftovers.js'
import { readOnlyTargets, runnerMounts } from '../../src/evidence/sandbox/mounts.js'
import { establishPrivilege } from '../../src/evidence/sandbox/privilege.js'
import { runSandboxed } from '../../src/evidence/sandbox/run-sandboxed.js'
import { createSandboxUser, removeSandbox } from '../../src/evidence/sandbox/sandbox-user.js'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { preparedChanges, sandboxWorkspace } from '../support/kit/index.js'

/**
 * What an earlier run left of its sandbox on a runner that keeps its disk and users (self-hosted):
 * an rm past its timeout (a very large copy), or a runner killed before its cleanup with the
 * command still running (its namespace, and the in-memory file system there, held by it). The
 * run that left it names what is left; the next run removes it (directory, processes and with them
 * their mounts, user) instead of piling up a user and a copy per run, and leaves another live
 * run's sandbox alone.
 */
const isRoot = process.getuid?.() === 0
const exec = promisify(execFile)
const userExists = async (name: string): Promise<boolean> => (await exec('getent', ['passwd', name]).catch(() => ({ stdout: '' }))).stdout !== ''
const uidRuns = (uid: number): boolean =>
  readdirSync('/proc').some(
    (p) =>
      /^\d+$/.test(p) &&
      new RegExp(`^Uid:\\s+${uid}\\s`, 'm').test(
        (() => {
          try {
            return readFileSync(`/proc/${p}/status`, 'utf8')
          } catch {
            return ''
          }
        })(),
      ),
  )

describe.runIf(isRoot)("an earlier run's sandbox (as root)", () => {
  let dir: string
  let workspace: string
  beforeAll(async () => {
    ;({ dir, workspace } = await sandboxWorkspace('hm-leftovers-'))
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const run = (parent: string, logger: RecordingLogger): ReturnType<typeof runTestCommand> =>
    runTestCommand({
      settings: {
        testCommand: [process.execPath, '-e', 'process.stdout.write(\'<testsuite name="t"><testcase name="ran"/></testsuite>\')'],
        testCommandBase: false,
        testTimeoutSeconds: 60,
      },
      env: { workspace },
      prepared: preparedChanges(),
      changed: ['src/math.js'],
      logger,
      sandboxParent: parent,
    })
  const notes = (logger: RecordingLogger): string[] => logger.find('tests', 'note').map((e) => String(e.note))

  it('an rm past its timeout names what it left and says the next run removes it, which the next run does', async () => {
    const parent = join(dir, 'slow')
    await mkdir(parent)
    const tools = join(dir, 'tools')
    await mkdir(tools)
    await writeFile(join(tools, 'rm'), '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 })
    const privilege = await establishPrivilege()
    const sandbox = await createSandboxUser(privilege, parent)
    const problems = await removeSandbox({ ...privilege, tools: { ...privilege.tools, rm: join(tools, 'rm') } }, sandbox, 500)
    expect(problems).toEqual([`rm: timed out after 0.5 s (${sandbox.root} is left; the next test-command run on this runner removes it)`])
    expect(existsSync(sandbox.root)).toBe(true)
    const logger = new RecordingLogger()
    expect((await run(parent, logger)).cases.map((c) => c.name)).toEqual(['ran'])
    expect(notes(logger)).toContain(`sandbox cleanup: removed ${sandbox.root}, an earlier run's sandbox`)
    expect(await readdir(parent)).toEqual([])
  }, 60_000)

  it("leaves a dead run's sandbox under another sandbox directory to the runs there (each test, or each runner TMPDIR, sweeps only its own)", async () => {
    const here = join(dir, 'here')
    const elsewhere = join(dir, 'elsewhere')
    await mkdir(here)
    await mkdir(elsewhere)
    const privilege = await establishPrivilege()
    const runner = spawn('sleep', ['600'], { stdio: 'ignore' })
    const pid = runner.pid ?? 0
    const other = await createSandboxUser(privilege, elsewhere, { pid, start: startTime(pid) ?? '' })
    await new Promise((r) => runner.once('exit', r).kill('SIGKILL'))
    try {
      const logger = new RecordingLogger()
      expect((await run(here, logger)).cases.map((c) => c.name)).toEqual(['ran'])
      expect(notes(logger).filter((n) => n.includes(other.user.name))).toEqual([])
      expect(await userExists(other.user.name)).toBe(true)
      expect(existsSync(other.root)).toBe(true)
    } finally {
      await removeSandbox(privilege, other)
    }
  }, 60_000)

  it('a run whose runner died mid-command: its command is ended, its copy and user removed; a live run is left alone', async () => {
    const parent = join(dir, 'died')
    await mkdir(parent)
    const privilege = await establishPrivilege()
    const runner = spawn('sleep', ['600'], { stdio: 'ignore' })
    const pid = runner.pid ?? 0
    const died = await createSandboxUser(privilege, parent, { pid, start: startTime(pid) ?? '' })
    const live = await createSandboxUser(privilege, parent)
    const held = runSandboxed(privilege, died.user, {
      argv: [process.execPath, '-e', 'setInterval(() => {}, 1000)'],
      cwd: died.home,
      confine: {
        root: died.root,
        stage: died.stage,
        readOnly: readOnlyTargets(runnerMounts(), []),
        overlay: [],
        scratch: [died.home],
        privateTmp: [],
        privateTmpBytes: 16 * 1024 * 1024,
      },
      env: { PATH: '/usr/bin:/bin' },
      timeoutMs: 300_000,
      maxStdoutBytes: 1000,
      maxStderrBytes: 1000,
    })
    while (!uidRuns(died.user.uid)) await new Promise((r) => setTimeout(r, 50))
    await new Promise((r) => runner.once('exit', r).kill('SIGKILL'))
    const logger = new RecordingLogger()
    try {
      expect((await run(parent, logger)).cases.map((c) => c.name)).toEqual(['ran'])
      // The command it left is ended, and with its namespace the in-memory file system there.
      expect((await held).exitCode).not.toBe(0)
      expect(uidRuns(died.user.uid)).toBe(false)
      expect(await userExists(died.user.name)).toBe(false)
      expect(existsSync(died.root)).toBe(false)
      expect(notes(logger)).toEqual(
        expect.arrayContaining([
          `sandbox cleanup: removed ${died.root}, an earlier run's sandbox`,
          `sandbox cleanup: removed user ${died.user.name}, an earlier run's sandbox user`,
        ]),
      )
      expect(await userExists(live.user.name)).toBe(true)
      expect(await readdir(parent)).toEqual([live.root.split('/').pop()])
    } finally {
      await removeSandbox(privilege, live)
    }
  }, 120_000)

  /**
   * Sandbox users older versions made: before owner records (no comment), and before the record
   * named its directory (pid and start only). Both match the naming rule, nologin shell and
   * /nonexistent home; an account with another shell or home is someone else's, whatever its name.
   */
  const legacyUser = async (name: string, comment: string, shell = '/usr/sbin/nologin'): Promise<number> => {
    const args = ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', shell]
    await exec('useradd', [...args, ...(comment ? ['--comment', comment] : []), name])
    return Number((await exec('id', ['-u', name])).stdout.trim())
  }
  const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
  // Removed here, or first by a run beside this one (these users name no sandbox directory).
  const removalNote =
    /^sandbox cleanup: (removed user hm-t-0a0a0a0a0[14], an (older version's sandbox user without an owner record, made 3 days ago|earlier run's sandbox user)|user hm-t-0a0a0a0a0[14], an (older version's sandbox user without an owner record, made 3 days ago|earlier run's sandbox user), was already removed by another run)$/

  it('a user another run removed first is named as such, not as one this run could not remove', async () => {
    const parent = join(dir, 'raced')
    await mkdir(parent)
    const privilege = await establishPrivilege()
    // Its record names this directory, so no run beside this one sweeps it.
    const owner = spawn('sleep', ['600'], { stdio: 'ignore' })
    const pid = owner.pid ?? 0
    const left = await createSandboxUser(privilege, parent, { pid, start: startTime(pid) ?? '' })
    await new Promise((r) => owner.once('exit', r).kill('SIGKILL'))
    try {
      // The other run's userdel lands between this run's read of /etc/passwd and its own, which then fails.
      const tools = join(dir, 'raced-tools')
      await mkdir(tools)
      await writeFile(join(tools, 'userdel'), `#!/bin/sh\n${privilege.tools.userdel} "$@"\nexit 6\n`, { mode: 0o755 })
      const out = await removeLeftovers({ ...privilege, tools: { ...privilege.tools, userdel: join(tools, 'userdel') } }, parent, 60_000)
      expect(out.filter((n) => n.includes(`user ${left.user.name}`))).toEqual([
        `user ${left.user.name}, an earlier run's sandbox user, was already removed by another run`,
      ])
      expect(await userExists(left.user.name)).toBe(false)
    } finally {
      await removeSandbox(privilege, left).catch(() => undefined)
    }
  }, 60_000)

  it("sweeps older versions' users once they cannot be live, and leaves alone one that could be, or is not ours", async () => {
    const parent = join(dir, 'legacy')
    await mkdir(parent)
    const names = ['hm-t-0a0a0a0a01', 'hm-t-0a0a0a0a02', 'hm-t-0a0a0a0a03', 'hm-t-0a0a0a0a04', 'hm-t-0a0a0a0a05']
    const [stale, fresh, notOurs, deadOwner, liveOwner] = names as [string, string, string, string, string]
    try {
      // No record, made three days ago: no run lasts that long (two runs of at most an hour each).
      await legacyUser(stale, '')
      await exec('chage', ['-d', daysAgo(3), stale])
      // No record, made today: it may be an older version's run in progress.
      await legacyUser(fresh, '')
      await legacyUser(notOurs, '', '/bin/sh')
      await exec('chage', ['-d', daysAgo(3), notOurs])
      const gone = spawn('sleep', ['600'], { stdio: 'ignore' })
      const gonePid = gone.pid ?? 0
      const goneStart = startTime(gonePid) ?? ''
      await new Promise((r) => gone.once('exit', r).kill('SIGKILL'))
      await legacyUser(deadOwner, `harbourmaster test-command pid=${gonePid} start=${goneStart}`)
      const me = String(process.pid)
      await legacyUser(liveOwner, `harbourmaster test-command pid=${me} start=${startTime(process.pid) ?? ''}`)
      // That version named its directory for its user too: a live run's directory stays, a dead one's goes.
      await mkdir(join(parent, `hm-sandbox-${deadOwner}-aaaaaa`))
      await mkdir(join(parent, `hm-sandbox-${liveOwner}-bbbbbb`))
      const logger = new RecordingLogger()
      expect((await run(parent, logger)).cases.map((c) => c.name)).toEqual(['ran'])
      expect(await Promise.all(names.map(userExists))).toEqual([false, true, true, false, true])
      expect(await readdir(parent)).toEqual([`hm-sandbox-${liveOwner}-bbbbbb`])
      // Every run names the one it leaves. The removals are named by whichever run got there first:
      // these users name no sandbox directory, so a test file running beside this one sweeps them too.
      expect(notes(logger)).toContain(
        `sandbox cleanup: left user ${fresh}, an older version's sandbox user without an owner record made less than 2 days ago (it may be a run in progress); a later run removes it`,
      )
      const removed = notes(logger).filter((n) => n.includes(`user ${stale}`) || n.includes(`user ${deadOwner}`))
      expect(removed.filter((n) => !removalNote.test(n))).toEqual([])
      expect(notes(logger).filter((n) => n.includes(notOurs) || n.includes(liveOwner))).toEqual([])
    } finally {
      for (const name of names) await exec('userdel', [name]).catch(() => undefined)
    }
  }, 120_000)
})

/**
 * Directories older versions made, before a directory carried its user's name: `hm-sandbox-`
 * and mkdtemp's six characters, the runner's own, with the user's HOME and copy in them. Nothing
 * names their run, so one goes only once it cannot be live (unchanged for two days, which no run
 * lasts, and nothing running as a user that owns something in it); a symbolic link named so, or
 * a directory someone else owns, is not ours and is left alone.
 */
describe.runIf(isRoot)("an older version's sandbox directory (as root)", () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hm-legacy-dirs-'))
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  const old = new Date(Date.now() - 3 * 86_400_000)

  it('removes one unchanged for days without following its links out; leaves a fresh one, a live one, a link and a stranger', async () => {
    const parent = join(dir, 'tmp')
    const outside = join(dir, 'outside')
    await mkdir(parent)
    await mkdir(outside)
    await writeFile(join(outside, 'keep'), 'runner file')
    const privilege = await establishPrivilege()
    const legacy = async (name: string, owner?: number): Promise<string> => {
      const path = join(parent, name)
      await mkdir(join(path, 'home'), { recursive: true })
      await writeFile(join(path, 'home', 'file'), 'x')
      await symlink(outside, join(path, 'home', 'out'))
      if (owner !== undefined) await chown(join(path, 'home'), owner, owner)
      await utimes(path, old, old)
      return path
    }
    const stale = await legacy('hm-sandbox-Ab12Cd')
    const fresh = await legacy('hm-sandbox-Fr3sh1')
    await utimes(fresh, new Date(), new Date())
    const sleeper = spawn('sleep', ['600'], { stdio: 'ignore', uid: 1_999_999_001, gid: 1_999_999_001 })
    const live = await legacy('hm-sandbox-L1ve01', 1_999_999_001)
    const stranger = await legacy('hm-sandbox-0thers')
    await chown(stranger, 1_999_999_002, 1_999_999_002)
    await symlink(outside, join(parent, 'hm-sandbox-L1nk01'))
    try {
      while (!uidRuns(1_999_999_001)) await new Promise((r) => setTimeout(r, 50))
      const out = await removeLeftovers(privilege, parent, 60_000)
      expect(out).toEqual(
        expect.arrayContaining([
          `removed ${stale}, an older version's sandbox directory unchanged for 3 days`,
          `left ${fresh}, an older version's sandbox directory changed less than 2 days ago (it may be a run in progress); a later run removes it`,
          `left ${live}, an older version's sandbox directory whose user still runs processes; a later run removes it`,
        ]),
      )
      expect(out.filter((n) => n.includes('0thers') || n.includes('L1nk01'))).toEqual([])
      expect((await readdir(parent)).sort()).toEqual(['hm-sandbox-0thers', 'hm-sandbox-Fr3sh1', 'hm-sandbox-L1nk01', 'hm-sandbox-L1ve01'])
      expect(await readFile(join(outside, 'keep'), 'utf8')).toBe('runner file')
    } finally {
      sleeper.kill('SIGKILL')
    }
  }, 60_000)

  it('names one it could not remove', async () => {
    const parent = join(dir, 'stuck')
    await mkdir(join(parent, 'hm-sandbox-St0ck1'), { recursive: true })
    await utimes(join(parent, 'hm-sandbox-St0ck1'), old, old)
    const tools = join(dir, 'tools')
    await mkdir(tools)
    await writeFile(join(tools, 'rm'), '#!/bin/sh\nexit 1\n', { mode: 0o755 })
    const privilege = await establishPrivilege()
    const out = await removeLeftovers({ ...privilege, tools: { ...privilege.tools, rm: join(tools, 'rm') } }, parent, 60_000)
    expect(out).toContain(`could not remove ${join(parent, 'hm-sandbox-St0ck1')}, an older version's sandbox directory unchanged for 3 days`)
  }, 60_000)
})
