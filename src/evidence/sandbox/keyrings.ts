import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Privilege } from './privilege.js'
import type { SandboxUser } from './run-sandboxed.js'

const exec = promisify(execFile)

/**
 * The kernel's keyrings, which no namespace the sandbox makes separates. A process possesses its
 * session keyring and may read every key in it: the command inherited the runner's (through
 * sudo, unshare and setpriv), so a key a job kept there (a Kerberos ticket in a KEYRING cache, a
 * tool's credential) reached pull-request code. And a uid's user and user-session keyrings
 * outlive its processes and userdel: what a run's tests added stayed in kernel memory until the
 * machine restarted. util-linux has no keyctl and keyutils is not installed everywhere, so perl
 * (present wherever git is: Debian's perl-base is essential) makes the keyctl system call: the
 * command starts in a new, empty session keyring of its own user, and at removal each user's two
 * keyrings are cleared and invalidated (the kernel frees the keys no other keyring holds). Without
 * perl, or on an architecture whose call number is not known here, neither happens and a tests
 * note says so.
 */
export const KEYCTL: Partial<Record<NodeJS.Architecture, number>> = { x64: 250, arm64: 219 }
// The scripts take the call number so a test can drive the refusal without root or a seccomp
// profile: a number the kernel has no call for fails ENOSYS, as keyctl does under Docker's profile.
const call = KEYCTL[process.arch]

/**
 * keyctl(KEYCTL_JOIN_SESSION_KEYRING, NULL): a new anonymous session keyring, then the command.
 * Refused outright (EPERM, ENOSYS: Docker's default seccomp profile blocks keyctl in a container
 * job) it goes on: the command cannot call keyctl there either, so no keyring is in its reach.
 */
export const joinScript = (nr: number): string =>
  `syscall(${nr}, 1, 0) >= 0 or $!{EPERM} or $!{ENOSYS} or die "keyctl: $!\\n"; exec { $ARGV[0] } @ARGV; die "exec: $!\\n"`

/**
 * For each of the user (-4) and user-session (-5) keyrings: its id, KEYCTL_CLEAR (unlinks every
 * key in it), KEYCTL_INVALIDATE (the keyring itself goes). Refused outright, there is nothing the
 * user could have added. The lookup creates a uid's keyrings when it has none, so ENOKEY never
 * means "nothing to clear": it is the kernel's passing answer while several runs end at once (seen
 * with keys still there, which then outlived the run: test-sandbox-keyring's second case failed
 * beside the other sandbox files). The lookup is asked again, up to 2 s, before it is given up.
 */
export const clearScript = (nr: number): string =>
  `for my $r (-4, -5) { my ($id, $gone); for (1 .. 20) { $id = syscall(${nr}, 0, $r, 0); $gone = $id < 0 && $!{ENOKEY}; last unless $gone; select(undef, undef, undef, 0.1) } ` +
  `if ($id < 0) { next if $gone; exit 0 if $!{EPERM} || $!{ENOSYS}; die "keyctl: $!\\n" } syscall(${nr}, 7, $id) >= 0 or die "clear: $!\\n"; syscall(${nr}, 21, $id) }`

export const keyringsUnsupported = (tools: Privilege['tools']): string | undefined =>
  !tools.perl ? 'this runner has no perl' : call === undefined ? `keyctl's call number on ${process.arch} is not known here` : undefined

/** The argv prefix, run as the sandbox user, that gives the command a session keyring of its own. */
export function ownSession(tools: Privilege['tools']): string[] {
  return keyringsUnsupported(tools) === undefined && tools.perl && call !== undefined ? [tools.perl, '-e', joinScript(call), '--'] : []
}

/** Clears and invalidates the user's keyrings, as that user; the problem, if any, for the run's telemetry. */
export async function clearKeyrings(privilege: Privilege, user: SandboxUser): Promise<string | undefined> {
  const { tools } = privilege
  const unsupported = keyringsUnsupported(tools)
  if (unsupported || !tools.perl || call === undefined)
    return `keys the command added to the kernel keyrings of user ${user.name} (uid ${user.uid}) stay in kernel memory until the machine restarts, and it ran in the runner's session keyring: ${unsupported ?? ''}`
  const argv = [...privilege.asRoot, tools.setpriv, `--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--', tools.perl, '-e', clearScript(call)]
  try {
    await exec(argv[0] as string, argv.slice(1), { timeout: 60_000, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' } })
    return undefined
  } catch (error) {
    const why = ((error as { stderr?: string }).stderr ?? '').trim() || (error as Error).message.split('\n')[0]
    return `could not clear the kernel keyrings of user ${user.name} (${why}); what they hold stays until the machine restarts`
  }
}
