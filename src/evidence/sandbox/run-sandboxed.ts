import { execFile, spawn } from 'node:child_process'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { ownSession } from './keyrings.js'
import type { Privilege } from './privilege.js'

const exec = promisify(execFile)

/**
 * Runs one argv as the sandbox user: in new network, IPC, PID and mount
 * namespaces (`unshare --net --ipc --pid --fork --kill-child --mount-proc`: no
 * network but a downed loopback of its own, no System V or POSIX IPC objects
 * that outlive it, and a /proc that shows only its own processes), with the
 * user's ids and no supplementary groups, no new
 * privileges (setuid binaries such as sudo do not elevate), and only the
 * environment given here. The command, or with confinement the root shell
 * that runs it, is PID 1 of its namespace: killing the process group at the
 * timeout ends the namespace and with it every process the tests started, even
 * ones that left the group with setsid.
 */
export interface SandboxUser {
  name: string
  uid: number
  gid: number
}

export interface SandboxRun {
  argv: string[]
  cwd: string
  env: Record<string, string>
  /** Directories covered by an empty, root-only tmpfs in the command's mount namespace (the original workspace, RUNNER_TEMP). */
  hide?: readonly string[]
  /**
   * Everything the command may write, all of it in one in-memory file system of `privateTmpBytes`
   * (and no file larger than that, RLIMIT_FSIZE, which also bounds its report, the one file it
   * writes on the runner's disk): every mount becomes read-only (`readOnly`, from readOnlyTargets);
   * `overlay` (its copy of the checkout) shows the files on disk with its writes kept in memory;
   * `scratch` (HOME, TMPDIR) and `privateTmp` (/tmp, /var/tmp, /dev/shm) are empty directories there.
   * `stage` is an empty, runner-owned directory in `root` where that is mounted; `overlay` and
   * `scratch` lie in `root` too.
   */
  confine?: {
    root: string
    stage: string
    readOnly: readonly string[]
    overlay: readonly string[]
    scratch: readonly string[]
    privateTmp: readonly string[]
    privateTmpBytes: number
  }
  timeoutMs: number
  maxStdoutBytes: number
  maxStderrBytes: number
  /** Where stdout goes instead of a pipe (sandbox-user's reportFile); read back bounded by maxStdoutBytes. */
  stdoutFile?: StdoutFile
  /**
   * With `confine`: a runner-owned file open for writing (sandbox-user's usageFile) where root, in
   * the command's namespace, writes the in-memory file system's statfs once the command ended,
   * before the mount goes. It is passed as stdin (sudo closes every other descriptor) and closed
   * for the command, which gets /dev/null and cannot open the file (0600, not its own).
   */
  usageFd?: number
  /** Told the process group's id once the command started (a cancellation kills that group). */
  onSpawn?: (pid: number) => void
}

export interface StdoutFile {
  fd: number
  size: () => Promise<number>
  read: (max: number) => Promise<{ data: Buffer; truncated: boolean }>
}

/** How often a stdout file's size is checked: a command printing without end is stopped at the bound instead of filling the disk until the timeout. */
const WATCH_MS = 250

export interface SandboxResult {
  exitCode: number | null
  signal: NodeJS.Signals | null
  timedOut: boolean
  /** Read as UTF-8, for what the runner says of it; a report is decoded from `stdoutData` in the encoding it declares. */
  stdout: string
  stdoutData: Buffer
  stderr: string
  stdoutTruncated: boolean
  stderrTruncated: boolean
  ms: number
}

/**
 * Run as root inside the new mount namespace (private propagation: the host never sees these
 * mounts), before privileges are dropped: covers each directory to hide with an empty tmpfs only
 * root may enter; with confinement, remounts each listed mount read-only (the sandbox's directory
 * with them: nothing the command writes lands on the runner's disk, which a test run could
 * otherwise fill for the rest of the job), and mounts one tmpfs of the given size on the stage
 * (root-only). On it: an overlay's upper layer for each copy (its writes; the files on disk stay
 * as the runner made them), an empty directory bound over each scratch directory, and 1777
 * directories replacing the private temporary ones, with the sandbox's directory bound back in
 * place when it lies below (recursively, so what is mounted in it comes along). One size for all:
 * tmpfs's default is half the memory for each, and as many files, whose inodes take kernel memory
 * the size does not count: one per page of the size. Each new top takes its owner from the
 * directory it covers. Then it enters the working directory again by name (the one it was started
 * in is the read-only one below the overlay) and runs the rest as its child, not by exec: once it
 * ends, the shell (PID 1 of the namespace, root) kills whatever the command left running there and
 * writes the file system's statfs (blocks, blocks free, inodes, inodes free, block size) to the
 * usage file it took from stdin, which the command never holds (so what it prints cannot forge
 * it), then exits with the command's status; the namespace and its mounts end with it. Overlay options are comma- and
 * colon-separated, so its paths are given relative to `root` (plain names, checked), the stage's too. Paths are
 * arguments, never part of the script; any step failing stops the run (126).
 * Arguments: mount [mountpoint mkdir chown stat root stage size inodes cwd] hide... -- [read-only... -- overlay... -- scratch... -- private-tmp... --] command...
 */
const PAGE = 4096
/** How often the sampler reads the in-memory file system's free space while the command runs, in seconds (room.ts). */
export const SAMPLE_S = 0.1
const HIDE =
  'm=$0; while [ "$#" -gt 0 ] && [ "$1" != -- ]; do "$m" -t tmpfs -o mode=000,size=4k,nosuid,nodev,noexec hm-hidden "$1" || exit 126; shift; done; shift; exec "$@"'
const CONFINE = [
  'm=$0; mp=$1; md=$2; ch=$3; sf=$4; sl=$5; root=$6; stage=$7; size=$8; inodes=$9; cwd=${10}; shift 10',
  'exec 3<&0 </dev/null',
  'while [ "$1" != -- ]; do "$m" -n -t tmpfs -o mode=000,size=4k,nosuid,nodev,noexec hm-hidden "$1" || exit 126; shift; done; shift',
  // A listed mount that is no mount point here (shadowed by a later mount, or gone) is out of reach anyway.
  'while [ "$1" != -- ]; do "$m" -n -o remount,bind,ro "$1" 2>/dev/null || ! "$mp" -q "$1" || "$m" -n -o remount,bind,ro "$1" || exit 126; shift; done; shift',
  '"$m" -n -t tmpfs -o "mode=700,size=$size,nr_inodes=$inodes,nosuid,nodev" hm-tmp "$stage" || exit 126',
  'cd "$root" && st=${stage#"$root"/} || exit 126',
  'i=0; while [ "$1" != -- ]; do',
  '  i=$((i + 1)); "$md" -m 700 "$stage/o$i" "$stage/o$i/up" "$stage/o$i/work" && "$ch" --reference="$1" "$stage/o$i/up" || exit 126',
  '  "$m" -n -t overlay -o "lowerdir=$1,upperdir=$stage/o$i/up,workdir=$stage/o$i/work,redirect_dir=on,nosuid,nodev" hm-copy "$1" || exit 126; shift',
  'done; shift',
  'i=0; while [ "$1" != -- ]; do',
  '  i=$((i + 1)); "$md" -m 700 "$stage/s$i" && "$ch" --reference="$1" "$stage/s$i" && "$m" -n --bind "$stage/s$i" "$1" || exit 126; shift',
  'done; shift',
  'i=0; while [ "$1" != -- ]; do',
  '  i=$((i + 1)); "$md" -m 1777 "$stage/$i" || exit 126',
  '  case "$root" in "$1"/*) "$m" -n --rbind -o X-mount.mkdir "$root" "$stage/$i/${root#"$1"/}" || exit 126;; esac',
  '  "$m" -n --rbind "$stage/$i" "$1" || exit 126; shift',
  'done; shift; cd "$cwd" || exit 126',
  // The sampler: the least free blocks and inodes it saw while the command ran, written once told to stop.
  '( la=; ld=; trap \'printf "%s %s\\n" "$la" "$ld" >&3; exit 0\' TERM',
  '  while :; do set -- $("$sf" -f -c "%a %d" "$stage" 2>/dev/null)',
  '    if [ "$#" -eq 2 ]; then { [ -z "$la" ] || [ "$1" -lt "$la" ]; } && la=$1; { [ -z "$ld" ] || [ "$2" -lt "$ld" ]; } && ld=$2; fi',
  `    "$sl" ${SAMPLE_S} & wait $!; done ) </dev/null >/dev/null 2>&1 & p=$!`,
  '"$@" 3>&-; s=$?; kill -TERM "$p"; wait "$p"; kill -9 -1 2>/dev/null',
  '"$sf" -f -c "%b %a %c %d %S" "$stage" >&3 2>/dev/null; exit "$s"',
].join('\n')

/** A path below `root` as a plain relative name, fit for overlay's comma- and colon-separated options. */
function inRoot(root: string, path: string): string {
  const rel = relative(root, path)
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(rel) || rel.split('/').includes('..'))
    throw new Error(`sandbox path ${path} is not a plain name below ${root}`)
  return rel
}

function prologue(tools: Privilege['tools'], run: Pick<SandboxRun, 'hide' | 'confine' | 'cwd'>): string[] {
  const hide = run.hide ?? []
  const c = run.confine
  if (c)
    return [
      tools.sh,
      '-c',
      CONFINE,
      tools.mount,
      tools.mountpoint,
      tools.mkdir,
      tools.chown,
      tools.stat,
      tools.sleep,
      c.root,
      join(c.root, inRoot(c.root, c.stage)),
      String(c.privateTmpBytes),
      String(Math.max(1, Math.ceil(c.privateTmpBytes / PAGE))),
      run.cwd,
      ...hide,
      '--',
      ...c.readOnly,
      '--',
      ...c.overlay.map((d) => inRoot(c.root, d)),
      '--',
      ...c.scratch.map((d) => inRoot(c.root, d)),
      '--',
      ...c.privateTmp,
      '--',
      // No file past the bound, on the runner's disk (the report) or in memory; one page over, so a write into a full tmpfs fails ENOSPC first.
      tools.prlimit,
      `--fsize=${fileLimit(c.privateTmpBytes)}:${fileLimit(c.privateTmpBytes)}`,
      '--',
    ]
  return hide.length > 0 ? [tools.sh, '-c', HIDE, tools.mount, ...hide, '--'] : []
}

/** RLIMIT_FSIZE under confinement: what the in-memory file system holds, and one page. */
export const fileLimit = (privateTmpBytes: number): number => privateTmpBytes + PAGE

export function sandboxArgv(privilege: Privilege, user: SandboxUser, run: Pick<SandboxRun, 'argv' | 'env' | 'hide' | 'confine' | 'cwd'>): string[] {
  const { tools } = privilege
  return [
    ...privilege.asRoot,
    tools.unshare,
    '--net',
    '--ipc',
    '--pid',
    '--fork',
    '--kill-child',
    '--mount-proc',
    '--',
    ...prologue(tools, run),
    tools.setpriv,
    `--reuid=${user.uid}`,
    `--regid=${user.gid}`,
    '--clear-groups',
    '--no-new-privs',
    '--inh-caps=-all',
    '--',
    ...ownSession(tools),
    tools.env,
    '-i',
    ...Object.entries(run.env).map(([k, v]) => `${k}=${v}`),
    ...run.argv,
  ]
}

class Capture {
  private chunks: Buffer[] = []
  private bytes = 0
  truncated = false
  constructor(private readonly max: number) {}
  push(chunk: Buffer): void {
    if (this.bytes >= this.max) {
      this.truncated = true
      return
    }
    const room = this.max - this.bytes
    const kept = chunk.length > room ? chunk.subarray(0, room) : chunk
    if (kept.length < chunk.length) this.truncated = true
    this.chunks.push(kept)
    this.bytes += kept.length
  }
  data(): Buffer {
    return Buffer.concat(this.chunks)
  }
  text(): string {
    return this.data().toString('utf8')
  }
}

export async function runSandboxed(privilege: Privilege, user: SandboxUser, run: SandboxRun): Promise<SandboxResult> {
  const [bin, ...args] = sandboxArgv(privilege, user, run)
  const started = Date.now()
  // The runner's own environment never reaches the child: sudo gets a minimal one, env -i clears it for the command.
  const stdout = run.stdoutFile?.fd ?? 'pipe'
  const stdin = run.confine && run.usageFd !== undefined ? run.usageFd : 'ignore'
  const child = spawn(bin as string, args, { cwd: run.cwd, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' }, detached: true, stdio: [stdin, stdout, 'pipe'] })
  if (child.pid !== undefined) run.onSpawn?.(child.pid)
  const out = new Capture(run.maxStdoutBytes)
  const err = new Capture(run.maxStderrBytes)
  child.stdout?.on('data', (c: Buffer) => out.push(c))
  child.stderr?.on('data', (c: Buffer) => err.push(c))
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    void killGroup(privilege, child.pid)
  }, run.timeoutMs)
  let overflow = false
  const file = run.stdoutFile
  const watch = file
    ? setInterval(() => {
        void file.size().then(
          (size) => {
            if (size <= run.maxStdoutBytes || overflow) return
            overflow = true
            void killGroup(privilege, child.pid)
          },
          () => undefined,
        )
      }, WATCH_MS)
    : undefined
  const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => {
    child.on('error', () => resolve([null, null]))
    child.on('close', (code, sig) => resolve([code, sig]))
  })
  clearTimeout(timer)
  clearInterval(watch)
  const kept = file ? await file.read(run.maxStdoutBytes) : { data: out.data(), truncated: out.truncated }
  return {
    exitCode,
    signal,
    timedOut,
    stdout: kept.data.toString('utf8'),
    stdoutData: kept.data,
    stderr: err.text(),
    stdoutTruncated: kept.truncated || overflow,
    stderrTruncated: err.truncated,
    ms: Date.now() - started,
  }
}

/** Kills the whole process group (sudo / unshare lead it); through sudo when the runner is not root, since the group is root's. */
export async function killGroup(privilege: Privilege, pid: number | undefined): Promise<void> {
  if (pid === undefined) return
  if (privilege.asRoot.length === 0) {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // already gone
    }
    return
  }
  await exec(privilege.asRoot[0] as string, [...privilege.asRoot.slice(1), privilege.tools.kill, '-KILL', '--', `-${pid}`]).catch(() => undefined)
}
