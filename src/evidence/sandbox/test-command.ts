import { existsSync, lstatSync, realpathSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { tmpdir, totalmem } from 'node:os'
import type { ActionEnvironment } from '../../config/environment.js'
import type { Settings } from '../../config/settings.js'
import { testMemoryProblem } from '../../config/runner-host.js'
import { ConfigurationError } from '../../core/errors.js'
import { codeSpan } from '../../core/text/code-span.js'
import { clipUnits } from '../../core/text/cut.js'
import { isTestPath } from '../../policy/paths.js'
import type { Logger } from '../../core/telemetry/logger.js'
import type { Redactor } from '../../core/telemetry/redact.js'
import type { RunRegistry } from '../../runtime/run-registry.js'
import { baseFailureIds } from '../build-evidence.js'
import { JunitFormatError, parseJunit, type JunitCase } from '../junit.js'
import { decodeReport, ReportEncodingError } from '../report-encoding.js'
import { affectedTestFiles, testsOf } from '../test-map.js'
import { expandArgv, fitFiles } from './expand-files.js'
import { onBase, requireBaseCommit, restoreBase, type PreparedChanges } from './base-copy.js'
import { readOnlyTargets, runnerMounts } from './mounts.js'
import { establishPrivilege, type Privilege, type PrivilegePorts } from './privilege.js'
import { killGroup, runSandboxed, type SandboxResult, type SandboxRun } from './run-sandboxed.js'
import { fullWhileRunning, outOfRoom, parseUsage } from './room.js'
import { anotherUser, copyCheckout, createSandboxUser, removeSandbox, reportFile, RM_TIMEOUT_MS, usageFile, type SandboxHome } from './sandbox-user.js'
import { removeLeftovers } from './leftovers.js'
import { leftOutNote, notRestoredNote, notUtf8Note, withheldNote } from './command-notes.js'
import { unstartable } from './program-check.js'

/**
 * The opt-in `test-command` path: establish the sandbox (or fail
 * `configuration`), copy the checkout for the sandbox user, expand `{files}`
 * to the affected test files, run the command on the head copy and, with
 * test-command-base, on a copy whose changed files are restored to the base
 * commit. The command's stdout is its JUnit report. Runs before the private
 * directory, the token file or any OpenCode process exists; the user and
 * every copy are removed before it returns, or by the run's cancellation,
 * which kills a command still running (the runner exits right after it, and
 * the command's own group, user and copy lie outside everything else the
 * cancellation stops and removes).
 */
export const COMMAND_BOUNDS = { stdoutBytes: 4_000_000, stderrBytes: 64_000 } as const

export interface TestCommandInput {
  settings: Pick<Settings, 'testCommand' | 'testCommandBase' | 'testTimeoutSeconds'> & Partial<Pick<Settings, 'testMemoryMb'>>
  env: Pick<ActionEnvironment, 'workspace'> & Partial<Pick<ActionEnvironment, 'runnerTemp'>>
  prepared: PreparedChanges
  changed: readonly string[]
  logger: Logger
  redactor?: Redactor
  privilegePorts?: PrivilegePorts
  /** Parent of the sandbox directory (tests); the system temp dir otherwise. */
  sandboxParent?: string
  /** What /tmp, /var/tmp and /dev/shm hold in all (tests); a quarter of the runner's memory otherwise. */
  privateTmpBytes?: number
  /** The run's registry: a cancellation ends the command and removes the sandbox; nothing starts after it. */
  registry?: Pick<RunRegistry, 'hold' | 'assertLive'>
}

export interface TestCommandResult {
  reports: number
  cases: JunitCase[]
  notes: string[]
  unusable?: string
  baseFailures?: ReadonlySet<string>
  /** Affected test files `{files}` had no room for. */
  leftOut?: string[]
}

/** World-writable places every system has: the command gets empty ones of its own, gone when it ends. */
const PRIVATE_TMP = ['/tmp', '/var/tmp', '/dev/shm']

const TEST_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.py', '.go', '.rb', '.java', '.kt', '.rs']

function insideCopy(copy: string): (path: string) => boolean {
  return (path) => {
    const full = join(copy, path)
    if (relative(copy, full).startsWith('..') || !full.startsWith(copy + sep)) return false
    try {
      return lstatSync(full).isFile()
    } catch {
      return false
    }
  }
}

export async function runTestCommand(input: TestCommandInput): Promise<TestCommandResult> {
  const argv = input.settings.testCommand
  if (!argv) throw new ConfigurationError("Input 'test-command' is empty.", 'test-command')
  tmpBytes(input)
  const workspace = input.env.workspace
  if (!workspace || !existsSync(workspace)) {
    throw new ConfigurationError(
      "Input 'test-command' needs the pull request checked out in the workspace (actions/checkout before Harbourmaster); GITHUB_WORKSPACE has no checkout.",
      'test-command',
    )
  }
  const privilege = await establishPrivilege(input.privilegePorts)
  if (input.settings.testCommandBase) await requireBaseCommit(workspace, input.prepared.pr.baseSha)
  input.registry?.assertLive()
  const parent = input.sandboxParent ?? sandboxParent([workspace, input.env.runnerTemp])
  for (const line of await removeLeftovers(privilege, parent, RM_TIMEOUT_MS)) input.logger.event('tests', 'note', { note: `sandbox cleanup: ${line}` })
  const sandbox = await createSandboxUser(privilege, parent)
  const command: RunningCommand = {}
  let removal: Promise<string[]> | undefined
  const remove = (): Promise<string[]> => (removal ??= removeSandbox(privilege, sandbox))
  const forget = input.registry?.hold(async () => {
    await killGroup(privilege, command.group)
    await command.ended
    await remove()
  })
  input.logger.event('tests', 'sandbox', { target: 'setup', user: sandbox.user.name, uid: sandbox.user.uid })
  try {
    const hide = hiddenDirs(sandbox.root, [workspace, input.env.runnerTemp], input.logger)
    await checkSandbox(privilege, sandbox, hide, command, tmpBytes(input))
    const withheld: string[] = []
    const notUtf8: string[] = []
    const head = await copyCheckout(privilege, sandbox, workspace, 'head', withheld, notUtf8)
    const usesFiles = argv.some((a) => a.includes('{files}'))
    const unnamed = usesFiles ? notUtf8.filter((file) => input.changed.some((path) => testsOf(path)(file))).sort() : []
    const copyNotes = [...withheldNote(withheld), ...notUtf8Note(unnamed)]
    const affected = affectedTestFiles(input.changed, insideCopy(head), isTestPath, TEST_EXTENSIONS)
    if (usesFiles && affected.length === 0) {
      const unusable =
        unnamed.length > 0
          ? "the only test files for the changed files have names that are not valid UTF-8, which test-command's arguments cannot carry, so it did not run"
          : 'no test file exists for the changed files, so test-command did not run'
      return { reports: 0, cases: [], notes: copyNotes, unusable }
    }
    const fitted = fitFiles(argv, affected)
    const files = fitted.kept
    if (affected.length > 0 && files.length === 0) {
      const unusable = "test-command with even one test file in {files} would pass the operating system's limit on a command's arguments, so it did not run"
      return { reports: 0, cases: [], notes: copyNotes, unusable }
    }
    const headRun = await runOnce(privilege, sandbox, { cwd: head, hide, command }, fitted.argv, input, 'head', files.length)
    const fitNotes = leftOutNote(files, fitted.left)
    const leftOut = fitted.left.length > 0 ? { leftOut: fitted.left } : {}
    if ('unusable' in headRun) return { reports: 0, cases: [], notes: [...copyNotes, ...fitNotes, ...headRun.notes], unusable: headRun.unusable }
    let baseFailures: Set<string> | undefined
    const notes = [...copyNotes, ...fitNotes, ...headRun.notes]
    if (input.settings.testCommandBase) {
      // A user of its own: nothing the head run left under its uid (its keyrings) reaches the reference run.
      const baseBox = await anotherUser(privilege, sandbox, 'base')
      const base = await copyCheckout(privilege, baseBox, workspace, 'base')
      notes.push(...notRestoredNote(await restoreBase(workspace, base, input.prepared, privilege, baseBox)))
      const baseFiles = onBase(files, input.prepared.index.files, insideCopy(base))
      // Test files the pull request added: given no file, a runner runs the whole suite, whose failures say nothing about these.
      if (usesFiles && baseFiles.length === 0) {
        const which = files.length === 1 ? 'The test file in {files} does not exist' : `None of the ${files.length} test files in {files} exists`
        notes.push(`${which} on the base commit, so test-command did not run there.`)
        return { reports: 1, cases: headRun.cases, notes, baseFailures: new Set(), ...leftOut }
      }
      const baseRun = await runOnce(privilege, baseBox, { cwd: base, hide, command }, expandArgv(argv, baseFiles), input, 'base', baseFiles.length)
      if ('unusable' in baseRun)
        notes.push(`The base-commit run gave no usable report (${baseRun.unusable}); failures cannot be compared with base.`, ...baseRun.notes)
      else {
        baseFailures = baseFailureIds(baseRun.cases, input.changed)
        // Its failures make the head's inconclusive: what bent them (no room, stderr cut) is said too.
        notes.push(...baseRun.notes.map((n) => `On the base commit: ${n.charAt(0).toLowerCase()}${n.slice(1)}`))
      }
    }
    return { reports: 1, cases: headRun.cases, notes, ...(baseFailures ? { baseFailures } : {}), ...leftOut }
  } finally {
    const problems = await remove()
    forget?.()
    for (const p of problems) input.logger.event('tests', 'note', { note: `sandbox cleanup: ${p}` })
  }
}

/**
 * The sandbox works on its copy; the originals stay where they were, readable by any user where
 * the runner's home is open (the actions/runner container image makes /home/runner 777): the
 * workspace's .git/config and the credentials file newer actions/checkout versions leave in
 * RUNNER_TEMP hold the token. Both are covered in the command's mount namespace, unless one holds
 * the sandbox itself (then it says so).
 */
/**
 * Where the sandbox goes: the first temp directory outside everything the
 * command must not see. The system one may lie inside RUNNER_TEMP (a workflow
 * that sets TMPDIR to runner.temp to keep /tmp small), and a sandbox there
 * would leave RUNNER_TEMP, with the checkout's credentials file, in view.
 */
function sandboxParent(hidden: readonly (string | undefined)[]): string {
  const roots = hidden.filter((dir): dir is string => dir !== undefined && existsSync(dir)).map((dir) => resolve(dir))
  const candidates = [tmpdir(), '/tmp', '/var/tmp'].map((dir) => resolve(dir))
  const outside = candidates.find((dir) => existsSync(dir) && !roots.some((root) => dir === root || dir.startsWith(root + sep)))
  if (outside) return outside
  throw new ConfigurationError(
    `Input 'test-command' needs a temp directory outside the workspace and RUNNER_TEMP for its sandbox, and ${candidates.join(', ')} all lie inside them. Set TMPDIR to such a directory.`,
    'test-command',
  )
}

function hiddenDirs(sandboxRoot: string, dirs: readonly (string | undefined)[], logger: Logger): string[] {
  const out: string[] = []
  for (const dir of dirs) {
    if (!dir || !existsSync(dir)) continue
    const root = resolve(dir)
    if (sandboxRoot === root || sandboxRoot.startsWith(root + sep))
      logger.event('tests', 'note', { note: `${root} holds the sandbox, so it is not hidden from the test command` })
    else out.push(root)
  }
  return out
}

/**
 * What the command may write: one in-memory file system for its copy's changes (`overlay`), its
 * HOME and TMPDIR (`scratch`) and the private temporary directories; every mount read-only. On the
 * runner's disk a test run could fill the room the rest of the job needs, and in memory beyond a
 * bound it could starve the runner itself.
 */
function confinement(
  sandbox: SandboxHome,
  hide: readonly string[],
  privateTmpBytes: number,
  overlay: string,
  scratch: readonly string[],
): NonNullable<SandboxRun['confine']> {
  return {
    root: sandbox.root,
    stage: sandbox.stage,
    readOnly: readOnlyTargets(runnerMounts(), hide),
    overlay: [overlay],
    scratch,
    privateTmp: [...new Set(PRIVATE_TMP.filter((d) => existsSync(d)).map((d) => realpathSync(d)))],
    privateTmpBytes,
  }
}

const MIB = 1_048_576

/**
 * The in-memory file system's size: test-memory-mb when the workflow sets it, a quarter of the
 * runner's memory otherwise. More than three quarters would let a test run starve the runner
 * itself (tmpfs pages are memory), so such a value stops the run, naming what this runner allows.
 */
function tmpBytes(input: Pick<TestCommandInput, 'privateTmpBytes' | 'settings'>): number {
  if (input.privateTmpBytes !== undefined) return input.privateTmpBytes
  const set = input.settings.testMemoryMb
  if (set === undefined) return Math.floor(totalmem() / 4 / MIB) * MIB
  // The run checked it before reading GitHub (checkTestMemory); a caller that did not is refused here.
  const problem = testMemoryProblem(set, totalmem())
  if (problem) throw problem
  return set * MIB
}

function outOfRoomNote(why: string | undefined, input: Pick<TestCommandInput, 'privateTmpBytes' | 'settings'>): string[] {
  if (!why) return []
  const mb = Math.round(tmpBytes(input) / MIB)
  const set = input.privateTmpBytes === undefined && input.settings.testMemoryMb !== undefined
  const whose = set ? 'as test-memory-mb sets' : "a quarter of this runner's"
  const raise = set ? "raise test-memory-mb (up to three quarters of the runner's memory)" : "set test-memory-mb (up to three quarters of the runner's memory)"
  return [
    `The test command ran out of room (${why}): its copy of the checkout, HOME, TMPDIR, /tmp, /var/tmp and /dev/shm share ${mb} MB of memory, ${whose}, and no file may grow past that. Failures from that are the runner's limits, not the pull request's: ${raise}, use a runner with more memory, or run the tests in a job of their own and pass their JUnit files with test-results.`,
  ]
}

/**
 * The sandbox itself, before the command: a container job runs as root but,
 * with Docker's default capabilities (no CAP_SYS_ADMIN) or a seccomp profile,
 * cannot make namespaces or mounts. Then the command never ran, which is the
 * runner's setup to fix, not a test command that printed no report.
 */
async function checkSandbox(
  privilege: Privilege,
  sandbox: SandboxHome,
  hide: readonly string[],
  command: RunningCommand,
  privateTmpBytes: number,
): Promise<void> {
  const running = runSandboxed(privilege, sandbox.user, {
    argv: [privilege.tools.sh, '-c', 'exit 0'],
    cwd: sandbox.home,
    hide,
    // Every mount the real run makes, on the empty HOME and TMPDIR: an overlay refused fails here, before the checkout is copied.
    confine: confinement(sandbox, hide, privateTmpBytes, sandbox.home, [sandbox.tmp]),
    env: { PATH: '/usr/bin:/bin' },
    timeoutMs: 30_000,
    maxStdoutBytes: 4_000,
    maxStderrBytes: 4_000,
    onSpawn: (pid) => void (command.group = pid),
  })
  command.ended = running
  const result = await running
  command.group = undefined
  if (result.exitCode === 0) return
  const said = result.stderr.trim().split('\n').slice(-2).join('; ') || (result.timedOut ? 'timed out' : `exit ${result.exitCode ?? result.signal}`)
  throw new ConfigurationError(
    `Input 'test-command' could not build its sandbox (${said}): it needs new network, PID and mount namespaces (unshare) and mounts, which a container job has only with CAP_SYS_ADMIN (container options: --cap-add SYS_ADMIN) and no seccomp or AppArmor profile refusing them. Run the job on the runner itself, or use test-results instead.`,
    'test-command',
  )
}

/** The command in flight, for the cancellation: its process group, and when it ended. */
interface RunningCommand {
  group?: number
  ended?: Promise<unknown>
}

async function runOnce(
  privilege: Privilege,
  sandbox: SandboxHome,
  { cwd, hide, command }: { cwd: string; hide: readonly string[]; command: RunningCommand },
  argv: string[],
  input: TestCommandInput,
  target: 'head' | 'base',
  files: number,
): Promise<{ cases: JunitCase[]; notes: string[] } | { unusable: string; notes: string[] }> {
  input.registry?.assertLive()
  const report = await reportFile(privilege, sandbox, `report-${target}`)
  const usage = await usageFile(sandbox, `usage-${target}`).catch(async (error: unknown) => {
    await report.close()
    throw error
  })
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: sandbox.home, TMPDIR: sandbox.tmp, LANG: 'C.UTF-8', CI: 'true', NO_COLOR: '1' }
  const running = runSandboxed(privilege, sandbox.user, {
    stdoutFile: report,
    usageFd: usage.fd,
    argv,
    cwd,
    hide,
    confine: confinement(sandbox, hide, tmpBytes(input), cwd, [sandbox.home, sandbox.tmp]),
    env,
    timeoutMs: input.settings.testTimeoutSeconds * 1000,
    maxStdoutBytes: COMMAND_BOUNDS.stdoutBytes,
    maxStderrBytes: COMMAND_BOUNDS.stderrBytes,
    onSpawn: (pid) => void (command.group = pid),
  })
  command.ended = running
  let reportBytes: number | undefined
  let used: string | undefined
  const result: SandboxResult = await running.finally(async () => {
    reportBytes = await report.size().catch(() => undefined)
    used = await usage.read().catch(() => undefined)
    await Promise.allSettled([report.close(), usage.close()])
  })
  command.group = undefined
  const figures = parseUsage(used ?? '')
  const room = outOfRoom(figures, reportBytes, tmpBytes(input))
  input.logger.event('tests', 'sandbox', {
    target,
    exit: result.exitCode ?? undefined,
    timed_out: result.timedOut,
    files,
    stdout_bytes: Buffer.byteLength(result.stdout),
    report_bytes: reportBytes,
    out_of_room: room !== undefined,
    // Full at a sample while it ran (whatever it was at the end): a failure then may be ENOSPC the suite did not print.
    full_while_running: fullWhileRunning(figures) !== undefined,
    ms: result.ms,
  })
  const stderr = (input.redactor ? input.redactor.redact(result.stderr) : result.stderr).split('\n').slice(-12).join('\n')
  const notes = [
    ...(result.stderrTruncated ? [`The test command's stderr passed ${COMMAND_BOUNDS.stderrBytes} bytes and was cut.`] : []),
    ...outOfRoomNote(room, input),
  ]
  if (result.timedOut) return { unusable: `the test command timed out after ${input.settings.testTimeoutSeconds} s and was killed with its processes`, notes }
  if (result.stdoutTruncated) return { unusable: `the test command's report passed ${COMMAND_BOUNDS.stdoutBytes} bytes and was cut`, notes }
  const missing = (result.exitCode === 126 || result.exitCode === 127) && result.stdout === '' ? unstartable(argv[0] ?? '', cwd, env.PATH) : undefined
  if (missing)
    return {
      unusable: `the test command could not start (exit ${result.exitCode}): ${quote(clipUnits(missing, 300))}. It runs as a user of its own, so its program and every directory above it must be executable by other users (install tools outside the runner's home, or call them by a path others may use)`,
      notes,
    }
  try {
    return { cases: parseJunit(decodeReport(result.stdoutData)), notes }
  } catch (error) {
    // The same decoding as a test-results report: a report in an encoding it cannot read is named as such, not as malformed XML.
    if (error instanceof ReportEncodingError)
      return { unusable: `the test command (exit ${result.exitCode ?? result.signal}) printed a report Harbourmaster could not read: ${error.message}`, notes }
    const why = error instanceof JunitFormatError ? quote(clipUnits(error.message, 200)) : 'unreadable'
    const tail = stderr.trim().length > 0 ? quote(stderr.length > 400 ? `…${stderr.slice(-399).replace(/^[\udc00-\udfff]/, '')}` : stderr) : 'nothing'
    return {
      unusable: `the test command (exit ${result.exitCode ?? result.signal}) did not print a JUnit report (${why}); stderr ends: ${tail}`,
      notes,
    }
  }
}

/**
 * What the command printed, quoted inside the reason: the parser's complaint quotes the report
 * and stderr is pull-request output, so each shows literally (hidden characters escaped, one
 * line) wherever the reason goes, the published review included; the caller bounds them.
 */
function quote(text: string): string {
  return codeSpan(text.trim())
}
