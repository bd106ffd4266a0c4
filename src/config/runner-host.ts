import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { access, constants } from 'node:fs/promises'
import { totalmem } from 'node:os'
import { delimiter, join } from 'node:path'
import { ConfigurationError } from '../core/errors.js'

/**
 * What the runner's machine is, asked of the OS in this one place so tests
 * can name any runner (macOS, Windows, Alpine, a CPU without AVX2).
 */
export interface RunnerHost {
  platform: NodeJS.Platform
  arch: string
  /** The C library of a Linux runner's Node (an Alpine container job has musl); undefined elsewhere. */
  libc: () => 'glibc' | 'musl' | undefined
  /** Whether an x64 CPU has AVX2: OpenCode's default x64 binaries need it, the `-baseline` ones do not. */
  avx2: () => boolean
  /** The machine's memory in bytes: test-memory-mb may take at most three quarters of it. */
  memoryBytes: () => number
}

function once<T>(work: () => T): () => T {
  let value: { v: T } | undefined
  return () => (value ??= { v: work() }).v
}

export function realRunnerHost(): RunnerHost {
  return {
    platform: process.platform,
    arch: process.arch,
    libc: once(() => (process.platform === 'linux' ? linuxLibc() : undefined)),
    avx2: once(() => {
      if (process.arch !== 'x64') return false
      try {
        if (process.platform === 'linux') return /(^|\s)avx2(\s|$)/im.test(readFileSync('/proc/cpuinfo', 'utf8'))
        if (process.platform === 'darwin') return execFileSync('sysctl', ['-n', 'hw.optional.avx2_0'], { encoding: 'utf8', timeout: 2_000 }).trim() === '1'
      } catch {
        // Unknown: the baseline binary runs on every x64 CPU.
      }
      return false
    }),
    memoryBytes: totalmem,
  }
}

/**
 * The C library this Node process is linked with, from its own memory map
 * (the musl loader on Alpine). Failing that, Node's report header, which names
 * the glibc it runs on; with its network section left out, since that section
 * looks up every open socket's peer name synchronously.
 */
function linuxLibc(): 'glibc' | 'musl' {
  try {
    return /\/(ld-musl-|libc\.musl-)/.test(readFileSync('/proc/self/maps', 'utf8')) ? 'musl' : 'glibc'
  } catch {
    const report = process.report as typeof process.report & { excludeNetwork?: boolean }
    const saved = report.excludeNetwork
    report.excludeNetwork = true
    try {
      const header = (report.getReport() as { header?: { glibcVersionRuntime?: string } }).header
      return header?.glibcVersionRuntime ? 'glibc' : 'musl'
    } finally {
      report.excludeNetwork = saved
    }
  }
}

/** The runners the pinned OpenCode has a platform package for and the runtime's process handling works on. */
const SUPPORTED: Readonly<Record<string, readonly string[]>> = { linux: ['x64', 'arm64'], darwin: ['x64', 'arm64'] }

/**
 * Refuses, before anything is read from GitHub, a runner the run could only
 * fail on later: one OpenCode ships no binary for, Windows (the runtime stops
 * OpenCode's processes by POSIX process group, which Windows does not have),
 * and `test-command` anywhere but Linux (its sandbox is a Linux user and
 * namespaces).
 */
export function checkRunner(host: Pick<RunnerHost, 'platform' | 'arch'>, settings: { testCommand?: readonly string[] }): void {
  const arches = SUPPORTED[host.platform]
  if (!arches?.includes(host.arch)) {
    throw new ConfigurationError(
      `Harbourmaster runs on Linux and macOS runners (x64 or arm64); this runner is ${host.platform}-${host.arch}. Run the job on a Linux runner, e.g. runs-on: ubuntu-latest.`,
      'runs-on',
    )
  }
  if (settings.testCommand && host.platform !== 'linux') {
    throw new ConfigurationError(
      `Input 'test-command' runs tests in a Linux sandbox only; this runner is ${host.platform}. Run the job on a Linux runner, or use test-results with JUnit files from your test job instead.`,
      'test-command',
    )
  }
}

const MIB = 1_048_576

/**
 * The sandbox's in-memory file system (test-memory-mb) on a runner of `memoryBytes`: more than
 * three quarters would let a test run starve the runner itself (tmpfs pages are memory). A
 * configuration failure naming the input and what this runner allows, or undefined.
 */
export function testMemoryProblem(set: number | undefined, memoryBytes: number): ConfigurationError | undefined {
  const most = Math.floor((memoryBytes * 3) / 4 / MIB)
  if (set === undefined || set <= most) return undefined
  return new ConfigurationError(
    `Input 'test-memory-mb' must be at most ${most} on this runner (three quarters of its ${Math.floor(memoryBytes / MIB)} MB of memory, so the tests cannot starve it); got ${set}.`,
    'test-memory-mb',
  )
}

/**
 * test-memory-mb against the runner's memory, with the other runner checks and before anything is
 * read from GitHub: the sandbox is built only after prepare, and a run refused there had already
 * read the pull request and booted nothing it could use. Without test-command it sizes nothing.
 */
export function checkTestMemory(host: Pick<RunnerHost, 'memoryBytes'>, settings: { testCommand?: readonly string[]; testMemoryMb?: number }): void {
  if (!settings.testCommand) return
  const problem = testMemoryProblem(settings.testMemoryMb, host.memoryBytes())
  if (problem) throw problem
}

/** What a process the runner starts gets as PATH when the runner has none (buildToolEnv). */
const DEFAULT_PATH = '/usr/local/bin:/usr/bin:/bin'

async function onPath(program: string, path: string | undefined): Promise<boolean> {
  for (const dir of (path || DEFAULT_PATH).split(delimiter).filter((d) => d !== '')) {
    if (
      await access(join(dir, program), constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return true
  }
  return false
}

/**
 * Every run makes OpenCode's working directory a git repository (`git init`),
 * and one whose tool cache lacks OpenCode installs it with npm. A container
 * job's image often has neither (actions/checkout downloads instead of
 * cloning; the runner's own Node, which runs the action, brings no npm), and
 * OpenCode could not start: a run that could only end degraded, on every
 * pull request, is refused before it reads GitHub.
 */
export async function checkRunnerPrograms(path: string | undefined, installs: () => Promise<{ needed: boolean; at: string }>): Promise<void> {
  if (!(await onPath('git', path))) {
    throw new ConfigurationError(
      "Harbourmaster needs git on the runner's PATH (OpenCode works in a git repository of its own), and this runner has none, as a container job's slim image often has not. Install git in an earlier step (apt-get install -y git, apk add git) or use an image that has it.",
      'git',
    )
  }
  if (await onPath('npm', path)) return
  const install = await installs()
  if (!install.needed) return
  throw new ConfigurationError(
    `Harbourmaster installs the pinned OpenCode with npm where the runner's tool cache does not hold it yet (${install.at}), and this runner has no npm on PATH, as a container job's image without Node.js has not. Add actions/setup-node before this step, install npm in the image, or restore that directory with actions/cache.`,
    'npm',
  )
}
